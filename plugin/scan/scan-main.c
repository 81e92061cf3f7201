/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-main.c - bidiguard-scan, the core on files and trees from the
 * command line: for pre-commit hooks, CI, code review and code that is
 * not built with GCC.
 *
 *   bidiguard-scan [OPTION]... PATH...
 *   bidiguard-scan --levels [--base=ltr|rtl|auto] [--engine=icu|fribidi] FILE
 *
 * A directory is walked (scan-tree.c); "-" is standard input.  Exit status
 * 0 when nothing is found, 1 when something is (with --fix: something is
 * left, or with --dry-run would change), 2 on a usage error or a path that
 * could not be read; notes such as "binary file, not checked" leave the
 * status alone.  --levels prints each line's paragraph level and character
 * levels in the format of BidiCharacterTest.txt, for the conformance tests.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "scan-tool.h"

/* --help: these lines around the option list of option-list.c.  */
static const char usage_head[] =
  "usage: bidiguard-scan [OPTION]... PATH...\n"
  "       bidiguard-scan --levels [--base=ltr|rtl|auto] [--engine=icu|fribidi] "
  "FILE\n"
  "Check C, C++, Objective-C and assembler-with-cpp files for Trojan-Source\n"
  "bidirectional text.  A directory is walked recursively (no symbolic\n"
  "links, no .git); PATH - is standard input.\n";
static const char usage_tail[] =
  "Exit status: 0 clean, 1 findings, 2 errors.\n";

static int fail_usage (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* A usage error: the message, a pointer to --help, exit status 2.  */
static int
fail_usage (const char *fmt, ...)
{
  va_list ap;
  fputs ("bidiguard-scan: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputs ("\nTry 'bidiguard-scan --help'.\n", stderr);
  return 2;
}

static bool
push (const char ***list, size_t *n, const char *item)
{
  const char **l = realloc (*list, (*n + 1) * sizeof *l);
  if (!l)
    return false;
  l[(*n)++] = item;
  *list = l;
  return true;
}

static int
print_help (void)
{
  char *list = bg_options_help (bg_scan_options, BG_OPT_COUNT, "--");
  if (!list)
    return fail_usage ("%s", strerror (ENOMEM));
  fputs (usage_head, stdout);
  fputs (list, stdout);
  fputs (usage_tail, stdout);
  free (list);
  return 0;
}

/* The value of OPT's word VALUE in *OUT, or a usage error naming the
   accepted words (exit status 2).  */
static int
parse_word (const struct bg_option *opt, const char *value, int *out)
{
  if (bg_word_find (opt->words, value, out))
    return -1;
  char accepted[160];
  bg_words_text (opt->words, ", ", accepted, sizeof accepted);
  return fail_usage ("--%s: unknown value '%s'; accepted: %s", opt->name,
		     value, accepted);
}

/* The options of one scan, as the command line sets them.  */
struct bg_args
{
  struct bg_config *cfg;
  const char ***paths;
  size_t *npaths;
};

/* Apply OPT with VALUE (NULL for a flag; the table says which).  Returns
   -1 to go on, else an exit status.  */
static int
apply_option (struct bg_args *args, const struct bg_option *opt,
	      const char *value)
{
  struct bg_config *cfg = args->cfg;
  char err[256];
  int word = 0;
  if (opt->words)
    {
      int rc = parse_word (opt, value, &word);
      if (rc >= 0)
	return rc;
    }
  switch ((enum bg_scan_opt) opt->id)
    {
    case BG_OPT_CHECKS:
      if (!bg_parse_checks (value, &cfg->opts.checks, err, sizeof err))
	return fail_usage ("--checks: %s", err);
      break;
    case BG_OPT_BASE:
      cfg->opts.base = (enum bg_base) word;
      break;
    case BG_OPT_ENGINE:
      cfg->opts.engines = (enum bg_engines) word;
      break;
    case BG_OPT_FORMAT:
      cfg->format = (enum bg_format) word;
      break;
    case BG_OPT_LANG:
      cfg->forced_lang = (enum bg_srclang) word;
      break;
    case BG_OPT_STD:
      {
	struct bg_lang l;
	if (!bg_parse_std (value, false, &l))
	  return fail_usage ("--std: unknown language standard '%s' (as "
			     "GCC's -std=: c99, gnu17, c++20, ...)", value);
	*(l.cplusplus ? &cfg->std_cxx : &cfg->std_c) = value;
	break;
      }
    case BG_OPT_EXCLUDE:
      if (!push (&cfg->exclude, &cfg->nexclude, value))
	return fail_usage ("%s", strerror (ENOMEM));
      break;
    case BG_OPT_INCLUDE:
      if (!push (&cfg->include, &cfg->ninclude, value))
	return fail_usage ("%s", strerror (ENOMEM));
      break;
    case BG_OPT_STDIN_FILENAME:
      cfg->stdin_name = value;
      break;
    case BG_OPT_FIX:
      cfg->fix = true;
      break;
    case BG_OPT_DRY_RUN:
      cfg->dry_run = true;
      break;
    case BG_OPT_LEVELS:
      cfg->levels = true;
      break;
    case BG_OPT_VERSION:
      printf ("bidiguard-scan %s\n", BG_VERSION);
      return 0;
    case BG_OPT_HELP:
      return print_help ();
    case BG_OPT_COUNT:
      break;
    }
  return -1;
}

/* One "--NAME[=VALUE]" argument A.  Returns -1 to go on, else an exit
   status.  */
static int
parse_option (struct bg_args *args, const char *a)
{
  const char *name = a + 2, *eq = strchr (name, '=');
  size_t n = eq ? (size_t) (eq - name) : strlen (name);
  const struct bg_option *opt
    = bg_option_find (bg_scan_options, BG_OPT_COUNT, name, n);
  if (!opt)
    return fail_usage ("unknown option '%s'", a);
  bool wants_value = opt->value || opt->words;
  if (wants_value && (!eq || !eq[1]))
    return fail_usage ("--%s needs a value", opt->name);
  if (!wants_value && eq)
    return fail_usage ("--%s takes no value", opt->name);
  return apply_option (args, opt, eq ? eq + 1 : NULL);
}

/* What the options ask for together.  Returns -1 to go on, else an exit
   status.  */
static int
check_config (struct bg_args *args)
{
  struct bg_config *cfg = args->cfg;
  if (cfg->dry_run && !cfg->fix)
    return fail_usage ("%s", "--dry-run goes with --fix");
  if (cfg->stdin_name && !*args->npaths && !push (args->paths, args->npaths, "-"))
    return fail_usage ("%s", strerror (ENOMEM));
  if (!*args->npaths)
    return fail_usage ("%s", "no PATH given");
  for (size_t i = 0; cfg->fix && i < *args->npaths; i++)
    if (strcmp ((*args->paths)[i], "-") == 0)
      return fail_usage ("%s", "--fix cannot rewrite standard input");
  return -1;
}

/* Parse ARGV into CFG and the list of paths.  Options and paths may mix,
   up to "--".  Returns -1 to go on, else an exit status.  */
static int
parse_args (int argc, char **argv, struct bg_config *cfg, const char ***paths,
	    size_t *npaths)
{
  struct bg_args args = { cfg, paths, npaths };
  bool only_paths = false;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      int rc = -1;
      if (only_paths || a[0] != '-' || strcmp (a, "-") == 0)
	{
	  if (!push (paths, npaths, a))
	    rc = fail_usage ("%s", strerror (ENOMEM));
	}
      else if (strcmp (a, "--") == 0)
	only_paths = true;
      else if (a[1] == '-')
	rc = parse_option (&args, a);
      else
	rc = fail_usage ("unknown option '%s'", a);
      if (rc >= 0)
	return rc;
    }
  return check_config (&args);
}

/* Free the scanners of RUN, first saying once per scanner what it could
   not do (ICU could not be loaded).  */
static void
end_scanners (struct bg_run *run)
{
  for (int l = 0; l < BG_SRC_COUNT; l++)
    {
      const char *notice = run->scanners[l]
			   ? bg_scanner_notice (run->scanners[l]) : NULL;
      if (notice)
	fprintf (stderr, "bidiguard-scan: %s\n", notice);
      bg_scanner_free (run->scanners[l]);
      bg_scanner_free (run->before_embed[l]);
    }
}

/* Check the NPATHS PATHS under CFG; returns the exit status.  */
static int
run_paths (const struct bg_config *cfg, const char **paths, size_t npaths)
{
  struct bg_run run = { .cfg = cfg };
  run.report = bg_report_begin (cfg->levels ? BG_FORMAT_GCC : cfg->format,
				stdout, cfg->opts.checks);
  if (!run.report)
    run.status = 2;
  for (size_t i = 0; i < npaths && run.report; i++)
    bg_visit_path (&run, paths[i]);
  if (run.report)
    bg_report_end (run.report);
  end_scanners (&run);
  free (run.readbuf);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "bidiguard-scan: standard output: %s\n",
	       strerror (errno));
      run.status = 2;
    }
  return run.status;
}

int
main (int argc, char **argv)
{
  struct bg_config cfg = { .std_c = "", .std_cxx = "" };
  bg_options_init (&cfg.opts);
  const char **paths = NULL;
  size_t npaths = 0;
  int rc = parse_args (argc, argv, &cfg, &paths, &npaths);
  if (rc < 0)
    rc = run_paths (&cfg, paths, npaths);
  free (paths);
  free (cfg.exclude);
  free (cfg.include);
  return rc;
}
