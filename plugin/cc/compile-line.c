/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compile-line.c - reading a GCC command line as the driver does, as far
 * as bidiguard-cc needs: which words are inputs, which options take the
 * next word, what is produced and where.  Anything it does not know to be
 * harmless to split makes the plan PLAN_LOCAL_CHECKED: a command that is
 * misread is compiled locally with the plugin, never unchecked. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "compile-line.h"

static const struct cc_lang langs[] = {
  { "c", ".i" },
  { "c++", ".ii" },
  { "objective-c", ".mi" },
  { "objective-c++", ".mii" },
};

static const struct cc_lang *lang_named (const char *x)
{
  for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++)
    if (strcmp (x, langs[i].name) == 0)
      return &langs[i];
  return NULL;
}

static const char *suffix_of (const char *path)
{
  const char *base = strrchr (path, '/');
  base = base ? base + 1 : path;
  const char *dot = strrchr (base, '.');
  return dot && dot != base ? dot : NULL;
}

/* GCC's table of suffixes (gcc.cc default_compilers) for the C family. */
static const struct cc_lang *lang_of_suffix (const char *s)
{
  static const struct { const char *suffix, *lang; } map[] = {
    { ".c", "c" }, { ".cc", "c++" }, { ".cp", "c++" }, { ".cxx", "c++" },
    { ".cpp", "c++" }, { ".CPP", "c++" }, { ".c++", "c++" }, { ".C", "c++" },
    { ".m", "objective-c" }, { ".mm", "objective-c++" }, { ".M", "objective-c++" },
  };
  if (!s)
    return NULL;
  for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
    if (strcmp (s, map[i].suffix) == 0)
      return lang_named (map[i].lang);
  return NULL;
}

/* Inputs that hold C-family text for which the plugin is loaded, but that
   bidiguard-cc does not split: preprocessed files, headers (PCH), and
   assembler that goes through cpp. */
static bool checked_unsplit_suffix (const char *s)
{
  static const char *const list[] = {
    ".i", ".ii", ".mi", ".mii", ".h", ".hh", ".hpp", ".hxx", ".H", ".h++",
    ".tcc", ".S", ".sx",
  };
  if (!s)
    return false;
  for (size_t i = 0; i < sizeof list / sizeof list[0]; i++)
    if (strcmp (s, list[i]) == 0)
      return true;
  return false;
}

static bool checked_unsplit_lang (const char *x)
{
  return strcmp (x, "cpp-output") == 0 || strcmp (x, "c++-cpp-output") == 0
         || strcmp (x, "objective-c-cpp-output") == 0
         || strcmp (x, "objective-c++-cpp-output") == 0
         || strcmp (x, "assembler-with-cpp") == 0 || strstr (x, "-header") != NULL;
}

static bool starts (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

static bool is_launcher (const char *word)
{
  const char *base = strrchr (word, '/');
  base = base ? base + 1 : word;
  return strcmp (base, "distcc") == 0 || strcmp (base, "icecc") == 0
         || strcmp (base, "ccache") == 0 || strcmp (base, "sccache") == 0;
}

/* Options whose argument is the next word (GCC's "Separate" options a
   compile line may carry). */
static bool takes_next (const char *a)
{
  static const char *const list[] = {
    "-o", "-x", "-I", "-D", "-U", "-include", "-imacros", "-idirafter",
    "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isystem", "-isysroot",
    "-iquote", "-imultilib", "-imultiarch", "-iplugindir", "-L", "-l", "-T", "-u",
    "-z", "-Xassembler", "-Xlinker", "-Xpreprocessor", "-aux-info", "--param",
    "-B", "-e", "-dumpbase", "-dumpdir", "-dumpbase-ext", "-A", "-specs",
    "--specs", "--sysroot", "-MF", "-MT", "-MQ", "-wrapper", "-G",
  };
  for (size_t i = 0; i < sizeof list / sizeof list[0]; i++)
    if (strcmp (a, list[i]) == 0)
      return true;
  return false;
}

/* Options that change how preprocessing and compiling relate, so that a
   separate preprocessing might not give what the compile would have
   read; and options after which there is nothing to split. */
static bool splits_uncertainly (const char *a)
{
  return starts (a, "-save-temps") || strcmp (a, "-no-integrated-cpp") == 0
         || strcmp (a, "-traditional-cpp") == 0 || strcmp (a, "-traditional") == 0
         || strcmp (a, "-fdirectives-only") == 0 || starts (a, "-Wp,")
         || strcmp (a, "-Xpreprocessor") == 0 || strcmp (a, "-fpch-preprocess") == 0
         || strcmp (a, "-fpreprocessed") == 0 || strcmp (a, "-fsyntax-only") == 0
         || strcmp (a, "-C") == 0 || strcmp (a, "-CC") == 0 || strcmp (a, "-###") == 0
         || strcmp (a, "-wrapper") == 0 || strcmp (a, "-") == 0
         || starts (a, "--help") || strcmp (a, "--version") == 0
         || strcmp (a, "-combine") == 0 || starts (a, "-fplugin=") || starts (a, "-specs=")
         || starts (a, "--specs=") || strcmp (a, "-specs") == 0 || strcmp (a, "--specs") == 0;
}

/* Options distcc keeps off the remote command line (its strip.c): they
   act on preprocessing only, which is done. */
static int preprocessing_only (const char *a)
{
  static const char *const with_next[] = {
    "-D", "-I", "-U", "-L", "-l", "-MF", "-MT", "-MQ", "-include", "-imacros",
    "-iprefix", "-iwithprefix", "-isystem", "-iwithprefixbefore", "-idirafter",
    "-iquote",
  };
  static const char *const joined[] = {
    "-Wp,", "-Wl,", "-D", "-U", "-I", "-l", "-L", "-MF", "-MT", "-MQ", "-isystem",
    "-iquote", "-stdlib",
  };
  static const char *const alone[] = {
    "-undef", "-nostdinc", "-nostdinc++", "-MD", "-MMD", "-MG", "-MP",
  };
  for (size_t i = 0; i < sizeof with_next / sizeof with_next[0]; i++)
    if (strcmp (a, with_next[i]) == 0)
      return 2;
  for (size_t i = 0; i < sizeof alone / sizeof alone[0]; i++)
    if (strcmp (a, alone[i]) == 0)
      return 1;
  for (size_t i = 0; i < sizeof joined / sizeof joined[0]; i++)
    if (starts (a, joined[i]))
      return 1;
  return 0;
}

/* A bidiguard option: 1 for one word, 2 when it takes the next, 0 if not
   bidiguard's. */
static int bidiguard_option (const char *a, const char *next)
{
  if (starts (a, "-fplugin-arg-bidiguard-"))
    return 1;
  const char *v = NULL;
  if (starts (a, "-fplugin="))
    v = a + strlen ("-fplugin=");
  else if (starts (a, "-specs=") || starts (a, "--specs="))
    v = strchr (a, '=') + 1;
  else if ((strcmp (a, "-specs") == 0 || strcmp (a, "--specs") == 0) && next)
    {
      const char *base = strrchr (next, '/');
      base = base ? base + 1 : next;
      return starts (base, "bidiguard") ? 2 : 0;
    }
  if (!v)
    return 0;
  const char *base = strrchr (v, '/');
  base = base ? base + 1 : v;
  return starts (base, "bidiguard") ? 1 : 0;
}

static char *with_suffix (const char *path, const char *suffix)
{
  const char *old = suffix_of (path);
  size_t keep = old ? (size_t) (old - path) : strlen (path);
  char *s = malloc (keep + strlen (suffix) + 1);
  if (s)
    {
      memcpy (s, path, keep);
      strcpy (s + keep, suffix);
    }
  return s;
}

static char *basename_with_suffix (const char *path, const char *suffix)
{
  const char *base = strrchr (path, '/');
  return with_suffix (base ? base + 1 : path, suffix);
}

struct parse_state
{
  const char *x;        /* the -x language in force, or NULL */
  int sources, other_inputs, unsplit_inputs;
  bool compile_only, assemble_only, preprocess_only, uncertain;
};

static void note_input (struct compile_line *cl, struct parse_state *st, int i)
{
  const char *a = cl->args[i];
  const struct cc_lang *lang = NULL;
  if (st->x && strcmp (st->x, "none") != 0)
    {
      lang = lang_named (st->x);
      if (!lang && checked_unsplit_lang (st->x))
        st->unsplit_inputs++;
    }
  else
    {
      lang = lang_of_suffix (suffix_of (a));
      if (!lang && checked_unsplit_suffix (suffix_of (a)))
        st->unsplit_inputs++;
    }
  if (lang)
    {
      st->sources++;
      cl->lang = lang;
      cl->source = i;
    }
  else
    st->other_inputs++;
}

static void note_option (struct compile_line *cl, struct parse_state *st, int i)
{
  const char *a = cl->args[i], *next = i + 1 < cl->n_args ? cl->args[i + 1] : NULL;
  if (strcmp (a, "-c") == 0)
    st->compile_only = true;
  else if (strcmp (a, "-S") == 0)
    st->assemble_only = true;
  else if (strcmp (a, "-E") == 0 || strcmp (a, "-M") == 0 || strcmp (a, "-MM") == 0)
    st->preprocess_only = true;
  else if (strcmp (a, "-o") == 0)
    cl->output = next;
  else if (starts (a, "-o"))
    cl->output = a + 2;
  else if (strcmp (a, "-x") == 0)
    st->x = next;
  else if (starts (a, "-x"))
    st->x = a + 2;
  else if (strcmp (a, "-MD") == 0 || strcmp (a, "-MMD") == 0)
    cl->dep_wanted = true;
  else if (starts (a, "-MF"))
    cl->dep_file_given = true;
  else if (starts (a, "-MT") || starts (a, "-MQ"))
    cl->dep_target_given = true;
  if (splits_uncertainly (a))
    st->uncertain = true;
}

static void choose_plan (struct compile_line *cl, const struct parse_state *st)
{
  if (st->preprocess_only || (st->sources == 0 && st->unsplit_inputs == 0))
    cl->plan = PLAN_UNCHANGED;
  else if (cl->n_launchers == 0 || st->uncertain || st->sources != 1
           || st->other_inputs != 0 || st->unsplit_inputs != 0
           || !(st->compile_only || st->assemble_only) || !cl->output
           || strcmp (cl->output, "-") == 0)
    cl->plan = PLAN_LOCAL_CHECKED;
  else
    cl->plan = PLAN_SPLIT;
}

bool compile_line_parse (struct compile_line *cl, int argc, char **argv)
{
  memset (cl, 0, sizeof *cl);
  int i = 0;
  while (i < argc && is_launcher (argv[i]))
    i++;
  if (i >= argc || argv[i][0] == '-')
    return false;
  cl->launchers = argv;
  cl->n_launchers = i;
  cl->compiler = argv[i];
  cl->args = argv + i + 1;
  cl->n_args = argc - i - 1;
  cl->bidiguard_arg = calloc ((size_t) cl->n_args + 1, sizeof *cl->bidiguard_arg);
  cl->plugin_args = calloc ((size_t) cl->n_args + 1, sizeof *cl->plugin_args);
  if (!cl->bidiguard_arg || !cl->plugin_args)
    return false;
  cl->source = -1;

  struct parse_state st = { 0 };
  for (int k = 0; k < cl->n_args; k++)
    {
      const char *a = cl->args[k], *next = k + 1 < cl->n_args ? cl->args[k + 1] : NULL;
      int own = bidiguard_option (a, next);
      if (own)
        {
          cl->bidiguard_arg[k] = true;
          if (own == 2)
            cl->bidiguard_arg[++k] = true;
          else if (starts (a, "-fplugin-arg-"))
            cl->plugin_args[cl->n_plugin_args++] = (char *) a;
          else if (starts (a, "-fplugin="))
            cl->plugin = a;
          continue;
        }
      /* A response file may hold the source: never split, never unchecked. */
      if (a[0] == '@')
        {
          st.uncertain = true;
          st.unsplit_inputs++;
          continue;
        }
      if (a[0] != '-' || a[1] == 0)
        {
          /* Standard input cannot be read twice. */
          if (a[1] == 0 && a[0] == '-')
            st.uncertain = true;
          note_input (cl, &st, k);
          continue;
        }
      note_option (cl, &st, k);
      if (takes_next (a))
        k++;
    }
  if (!cl->output && st.sources == 1 && cl->source >= 0)
    cl->output = cl->output_owned
      = basename_with_suffix (cl->args[cl->source], st.assemble_only ? ".s" : ".o");
  if (cl->output && cl->dep_wanted && !cl->dep_file_given)
    cl->dep_file = with_suffix (cl->output, ".d");
  choose_plan (cl, &st);
  return true;
}

void compile_line_free (struct compile_line *cl)
{
  free (cl->bidiguard_arg);
  free (cl->plugin_args);
  free (cl->output_owned);
  free (cl->dep_file);
}

static void add_plugin (const struct compile_line *cl, struct argv_build *out)
{
  argv_build_add (out, cl->plugin ? cl->plugin : "-fplugin=bidiguard");
  for (int i = 0; i < cl->n_plugin_args; i++)
    argv_build_add (out, cl->plugin_args[i]);
}

bool compile_line_unchanged (const struct compile_line *cl, struct argv_build *out)
{
  for (int i = 0; i < cl->n_launchers; i++)
    argv_build_add (out, cl->launchers[i]);
  argv_build_add (out, cl->compiler);
  for (int i = 0; i < cl->n_args; i++)
    if (!cl->bidiguard_arg[i])
      argv_build_add (out, cl->args[i]);
  return !out->failed;
}

bool compile_line_checked (const struct compile_line *cl, struct argv_build *out)
{
  argv_build_add (out, cl->compiler);
  add_plugin (cl, out);
  for (int i = 0; i < cl->n_args; i++)
    if (!cl->bidiguard_arg[i])
      argv_build_add (out, cl->args[i]);
  return !out->failed;
}

/* The compile line with -c/-S and -o taken out and -E put in: the
   preprocessed text goes to standard output (with -E, GCC reads -o as
   the dependency file's name), and -MD/-MMD are told the file and target
   the compile would have used. */
bool compile_line_preprocess (const struct compile_line *cl, struct argv_build *out)
{
  argv_build_add (out, cl->compiler);
  add_plugin (cl, out);
  argv_build_add (out, "-E");
  for (int i = 0; i < cl->n_args; i++)
    {
      const char *a = cl->args[i];
      if (cl->bidiguard_arg[i] || strcmp (a, "-c") == 0 || strcmp (a, "-S") == 0)
        continue;
      if (strcmp (a, "-o") == 0)
        {
          i++;
          continue;
        }
      if (starts (a, "-o"))
        continue;
      argv_build_add (out, a);
    }
  if (cl->dep_file)
    {
      argv_build_add (out, "-MF");
      argv_build_add (out, cl->dep_file);
    }
  if (cl->dep_wanted && !cl->dep_target_given)
    {
      argv_build_add (out, "-MQ");
      argv_build_add (out, cl->output);
    }
  return !out->failed;
}

/* The launcher's compile of PREPROCESSED: the source, -x (distcc runs
   any line with -x locally; the suffix says the language) and the
   preprocessing options taken out, as distcc takes them out. */
bool compile_line_compile (const struct compile_line *cl, const char *preprocessed,
                           struct argv_build *out)
{
  for (int i = 0; i < cl->n_launchers; i++)
    argv_build_add (out, cl->launchers[i]);
  argv_build_add (out, cl->compiler);
  for (int i = 0; i < cl->n_args; i++)
    {
      const char *a = cl->args[i];
      if (cl->bidiguard_arg[i] || i == cl->source)
        continue;
      if (strcmp (a, "-o") == 0 || strcmp (a, "-x") == 0)
        {
          i++;
          continue;
        }
      if (starts (a, "-o") || starts (a, "-x"))
        continue;
      int skip = preprocessing_only (a);
      if (skip)
        {
          i += skip - 1;
          continue;
        }
      if (takes_next (a) && i + 1 < cl->n_args)
        {
          argv_build_add (out, a);
          argv_build_add (out, cl->args[++i]);
          continue;
        }
      argv_build_add (out, a);
    }
  if (cl->own_bidi_check)
    argv_build_add (out, "-Wno-bidi-chars");
  argv_build_add (out, preprocessed);
  argv_build_add (out, "-o");
  argv_build_add (out, cl->output);
  return !out->failed;
}
