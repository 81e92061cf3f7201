/* SPDX-License-Identifier: GPL-3.0-or-later */
/* loader.c - bidiguard-clang.so, the file Clang loads: it needs nothing of
 * Clang or LLVM.
 *
 * Clang opens a plugin (-fplugin=, or -Xclang -load) with RTLD_LAZY |
 * RTLD_GLOBAL and refuses it with "error: unable to load plugin ...:
 * undefined symbol: _ZN5clang11PPCallbacks..." when it was built for
 * another LLVM major: the compile fails, with a message that names no
 * version.  And where the symbols happen to match, a class whose layout
 * changed would crash Clang instead.
 *
 * So the checks live in bidiguard-clang-checks.so beside this file (their
 * static registration of the plugin runs when they are opened), and this
 * file, plain C with no reference to Clang, decides when it opens them:
 * - BIDIGUARD_DISABLE set to anything but "" or "0", or the argument
 *   disable on the command line: never, silently (the GCC plugin's
 *   opt-outs);
 * - a Clang of another LLVM major than the one built for, or one whose
 *   major cannot be told: never, and one note on standard error; an
 *   error that fails the compile only when the command line asked for
 *   bidiguard's errors (-fplugin-arg-bidiguard-error), since such a build
 *   wants no unchecked compile to pass;
 * - otherwise: opened RTLD_NOW | RTLD_LOCAL, so that a symbol the running
 *   Clang lacks is a note (or the error) here, not a failed compile.
 *
 * Clang gives a plugin's code nothing before it registers (no init
 * function, no arguments), so this runs as a constructor and reads the
 * arguments from /proc/self/cmdline: the driver's (-fplugin-arg-bidiguard-
 * KEY; its cc1 runs in the same process) or a cc1's (-plugin-arg-bidiguard
 * KEY, -Xclang words between), and from the @response files it names,
 * which Clang's driver expands after this has run.
 *
 * The running major comes from LLVM's C API (LLVMGetVersion, LLVM 16 on)
 * when the program exports it, else from the name of the LLVM or Clang
 * library it runs on (libLLVM-15.so.1, libclang-cpp.so.14, and
 * libLLVM.so.19.1 from LLVM 18 on).
 *
 * Usage: clang -fplugin=build/clang-16/bidiguard-clang.so -c foo.c
 */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef BG_CLANG_MAJOR
#error "BG_CLANG_MAJOR: the LLVM major this build is for (the Makefile sets it)"
#endif

/* The file name of the checks, in the loader's directory.  */
#define BG_CLANG_CHECKS_SO "bidiguard-clang-checks.so"

/* What the command line asks of bidiguard.  */
struct request
{
  bool disable, error;
};

static bool
disabled_by_environment (void)
{
  const char *v = getenv ("BIDIGUARD_DISABLE");
  return v && *v && strcmp (v, "0") != 0;
}

/* Note one plugin argument KEY (without a value: disable and error take
   none) in R.  */
static void
take_argument (struct request *r, const char *key)
{
  if (!strcmp (key, "disable"))
    r->disable = true;
  else if (!strcmp (key, "error"))
    r->error = true;
}

/* Reading the words of a command line into a request.  */
struct reading
{
  struct request *r;
  bool cc1_value_next;  /* after -plugin-arg-bidiguard */
  int depth;		/* of @file inside @file */
};

/* Clang's driver stops expanding @file inside @file somewhere; this
   bound only keeps a cycle from recursing forever.  */
#define BG_RESPONSE_DEPTH 16

static void read_response_file (struct reading *rd, const char *name);

static void
take_word (struct reading *rd, const char *w)
{
  static const char driver[] = "-fplugin-arg-bidiguard-";
  static const char cc1[] = "-plugin-arg-bidiguard";
  if (w[0] == '@' && w[1])
    read_response_file (rd, w + 1);
  else if (rd->cc1_value_next && strcmp (w, "-Xclang") != 0)
    {
      take_argument (rd->r, w);
      rd->cc1_value_next = false;
    }
  else if (!strncmp (w, driver, sizeof driver - 1))
    take_argument (rd->r, w + sizeof driver - 1);
  else if (!strcmp (w, cc1))
    rd->cc1_value_next = true;
}

/* The words of response file NAME, split as Clang's driver splits them
   on this system (GNU rules: blanks separate words, '...' and "..."
   quote, a backslash takes the next character, in quotes too).  Clang
   expands @file inside @file, relative to the working directory (as the
   driver does, measured with Clang 14, 15, 16 and 19), and takes a name
   it cannot read as a word, which bidiguard ignores.  */
static void
read_response_file (struct reading *rd, const char *name)
{
  if (rd->depth >= BG_RESPONSE_DEPTH)
    return;
  FILE *f = fopen (name, "re");
  if (!f)
    return;
  rd->depth++;
  char word[4096];
  size_t n = 0;
  bool in_word = false;
  int quote = 0, c;
  while ((c = getc (f)) != EOF)
    {
      if (!quote && (c == ' ' || c == '\t' || c == '\n' || c == '\r'
		     || c == '\v' || c == '\f'))
	{
	  if (in_word)
	    {
	      word[n] = '\0';
	      take_word (rd, word);
	    }
	  in_word = false;
	  n = 0;
	  continue;
	}
      in_word = true;
      if (c == '\\')
	{
	  if ((c = getc (f)) == EOF)
	    break;
	}
      else if (quote ? c == quote : c == '\'' || c == '"')
	{
	  quote = quote ? 0 : c;
	  continue;
	}
      /* A longer word is no bidiguard argument: its end is dropped.  */
      if (n < sizeof word - 1)
	word[n++] = (char) c;
    }
  if (in_word)
    {
      word[n] = '\0';
      take_word (rd, word);
    }
  fclose (f);
  rd->depth--;
}

/* The bidiguard arguments among the N bytes of NUL-separated words in
   ARGS (a /proc/self/cmdline), and in the response files they name.  */
static void
read_arguments (const char *args, size_t n, struct request *r)
{
  struct reading rd = { r, false, 0 };
  for (const char *w = args; w < args + n; w += strlen (w) + 1)
    take_word (&rd, w);
}

static void
read_request (struct request *r)
{
  char args[65536];
  size_t n = 0;
  int fd = open ("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return;
  ssize_t got;
  while (n < sizeof args - 1
	 && (got = read (fd, args + n, sizeof args - 1 - n)) > 0)
    n += (size_t) got;
  close (fd);
  args[n] = '\0';
  read_arguments (args, n, r);
}

/* The major version in a library file NAME of LLVM or Clang, or 0.  */
static int
major_of_library (const char *name)
{
  static const char *const stems[] = { "libLLVM-", "libLLVM.so.",
				       "libclang-cpp.so." };
  const char *base = strrchr (name, '/');
  base = base ? base + 1 : name;
  for (size_t i = 0; i < sizeof stems / sizeof *stems; i++)
    if (!strncmp (base, stems[i], strlen (stems[i])))
      return atoi (base + strlen (stems[i]));
  return 0;
}

static int
find_library_major (struct dl_phdr_info *info, size_t size, void *data)
{
  (void) size;
  int major = info->dlpi_name ? major_of_library (info->dlpi_name) : 0;
  if (major)
    *(int *) data = major;
  return major != 0;
}

/* The LLVM major of the running program, or 0 when it cannot be told.  */
static int
running_major (void)
{
  typedef void get_version_fn (unsigned *, unsigned *, unsigned *);
  get_version_fn *get
    = (get_version_fn *) (void (*) (void)) dlsym (RTLD_DEFAULT,
						  "LLVMGetVersion");
  if (get)
    {
      unsigned major = 0, minor, patch;
      get (&major, &minor, &patch);
      return (int) major;
    }
  int major = 0;
  dl_iterate_phdr (find_library_major, &major);
  return major;
}

/* "clang: note: bidiguard: WHAT; this compile is not checked", or the
   error and an exit that fails the compile when R asked for errors (no
   function of Clang's can be called from here to fail it otherwise).  */
static void
not_checked (const struct request *r, const char *what)
{
  fprintf (stderr, "%s: %s: bidiguard: %s; this compile is not checked\n",
	   program_invocation_short_name, r->error ? "error" : "note", what);
  if (r->error)
    exit (1);
}

/* The path of the checks beside this file, into PATH (SIZE bytes), after
   symbolic links (a package may link the loader into a directory of its
   own); false when it cannot be told or does not fit.  */
static bool
checks_path (char *path, size_t size)
{
  Dl_info self;
  if (!dladdr ((void *) checks_path, &self) || !self.dli_fname)
    return false;
  char real[PATH_MAX];
  const char *name = realpath (self.dli_fname, real) ? real : self.dli_fname;
  const char *slash = strrchr (name, '/');
  int dir = slash ? (int) (slash - name) + 1 : 0;
  int n = snprintf (path, size, "%.*s%s", dir, name, BG_CLANG_CHECKS_SO);
  return n > 0 && (size_t) n < size;
}

__attribute__ ((constructor)) static void
bidiguard_clang_load (void)
{
  struct request r = { false, false };
  if (disabled_by_environment ())
    return;
  read_request (&r);
  if (r.disable)
    return;
  char what[PATH_MAX + 512];
  int major = running_major ();
  if (major != BG_CLANG_MAJOR)
    {
      Dl_info self;
      const char *me = dladdr ((void *) bidiguard_clang_load, &self)
			 && self.dli_fname ? self.dli_fname : "bidiguard-clang.so";
      if (major)
	snprintf (what, sizeof what, "%s is for Clang %d, this is Clang %d",
		  me, BG_CLANG_MAJOR, major);
      else
	snprintf (what, sizeof what, "%s is for Clang %d, and this program's "
		  "LLVM version cannot be told", me, BG_CLANG_MAJOR);
      not_checked (&r, what);
      return;
    }
  char path[PATH_MAX];
  if (!checks_path (path, sizeof path))
    {
      not_checked (&r, "the path of its checks cannot be told");
      return;
    }
  if (!dlopen (path, RTLD_NOW | RTLD_LOCAL))
    {
      snprintf (what, sizeof what, "cannot load its checks: %s", dlerror ());
      not_checked (&r, what);
    }
}
