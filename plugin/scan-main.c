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
#include <stdlib.h>
#include <string.h>

#include "scan-tool.h"

static const char usage[] =
  "usage: bidiguard-scan [OPTION]... PATH...\n"
  "       bidiguard-scan --levels [--base=ltr|rtl|auto] [--engine=icu|fribidi] "
  "FILE\n"
  "Check C, C++, Objective-C and assembler-with-cpp files for Trojan-Source\n"
  "bidirectional text.  A directory is walked recursively (no symbolic\n"
  "links, no .git); PATH - is standard input.\n"
  "  --checks=LIST        reorder, rtl-reorder, rtl-layout, spoof, unpaired,\n"
  "                       ucn, any, all, none; +NAME/-NAME adjust the default\n"
  "  --base=ltr|rtl|auto  paragraph direction of every line\n"
  "  --lang=LANG          c, c++, objc, objc++, assembler-with-cpp: check\n"
  "                       every file as LANG (default: by extension)\n"
  "  --std=STD            language standard as GCC's -std= (c11, gnu++20...);\n"
  "                       a C one and a C++ one may both be given\n"
  "  --exclude=GLOB       skip files and directories whose path below the\n"
  "                       given directory or whose name matches (repeatable)\n"
  "  --include=GLOB       check only files matching GLOB, whatever their\n"
  "                       extension (repeatable)\n"
  "  --format=gcc|json|sarif  output format (default gcc)\n"
  "  --fix                apply the findings' fix-its in place\n"
  "  --dry-run            with --fix: print a unified diff, change nothing\n"
  "  --stdin-filename=NAME  report standard input as NAME, language by its\n"
  "                       extension (reads standard input without PATH)\n"
  "  --engine=both|icu|fribidi  display engines (default both: ICU, as\n"
  "                       Chromium shows a line, and FriBidi, as GTK does)\n"
  "  --levels             print bidi levels (conformance tests; ICU unless\n"
  "                       --engine=fribidi)\n"
  "  --version, --help\n"
  "Exit status: 0 clean, 1 findings, 2 errors.\n";

static const struct
{
  const char *name;
  enum bg_srclang lang;
} lang_names[] = {
  { "c", BG_SRC_C },          { "c++", BG_SRC_CXX },
  { "objective-c", BG_SRC_OBJC }, { "objc", BG_SRC_OBJC },
  { "objective-c++", BG_SRC_OBJCXX }, { "objc++", BG_SRC_OBJCXX },
  { "assembler-with-cpp", BG_SRC_ASM },
};

void
bg_run_error (struct bg_run *run, const char *name, const char *text)
{
  char line[4096];
  snprintf (line, sizeof line, "%s: %s", name, text);
  fprintf (stderr, "bidiguard-scan: %s\n", line);
  bg_report_note_error (run->report, line);
  run->status = 2;
}

struct bg_scanner *
bg_scanner_for (struct bg_run *run, enum bg_srclang lang)
{
  if (run->scanners[lang])
    return run->scanners[lang];
  struct bg_options opts = run->cfg->opts;
  bool cxx = lang == BG_SRC_CXX || lang == BG_SRC_OBJCXX;
  const char *std = cxx ? run->cfg->std_cxx : run->cfg->std_c;
  if (!bg_parse_std (std, cxx, &opts.lang))
    return NULL;
  if (lang == BG_SRC_ASM)
    {
      /* cpp's CLK_ASM has no raw strings, no u/U/u8 prefixes and no digit
	 separators whatever the -std= (gcc -E on a .S file removes a block
	 comment between R"x( and )x"); // comments and trigraphs follow the
	 standard.  */
      opts.lang.lang_asm = true;
      opts.lang.raw_strings = false;
      opts.lang.uliterals = false;
      opts.lang.utf8_literals = false;
      opts.lang.utf8_char_literals = false;
      opts.lang.digit_separators = false;
      opts.lang.identifiers = BG_IDENT_NONE;
      opts.lang.no_digraphs = true;
    }
  return run->scanners[lang] = bg_scanner_new (&opts);
}

void
bg_check_source (struct bg_run *run, struct bg_source *src)
{
  if (run->cfg->levels)
    {
      if (!bg_print_levels (run, src->buf, src->len))
	bg_run_error (run, src->name, strerror (ENOMEM));
      return;
    }
  if (run->cfg->fix)
    {
      bg_fix_source (run, src);
      return;
    }
  struct bg_scanner *sc = bg_scanner_for (run, src->lang);
  struct bg_finding_sink sink = { run->report, src, 0 };
  if (!sc || bg_scan_buffer (sc, src->buf, src->len, bg_report_finding,
			     &sink) < 0)
    bg_run_error (run, src->name, strerror (ENOMEM));
  if (sink.count && run->status == 0)
    run->status = 1;
}

static int
fail_usage (const char *fmt, const char *arg)
{
  fputs ("bidiguard-scan: ", stderr);
  fprintf (stderr, fmt, arg);
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

/* Parse ARGV into CFG and the list of paths.  Options and paths may mix,
   up to "--".  Returns -1 to go on, else an exit status.  */
static int
parse_args (int argc, char **argv, struct bg_config *cfg, const char ***paths,
	    size_t *npaths)
{
  char err[256];
  bool only_paths = false;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (only_paths || a[0] != '-' || strcmp (a, "-") == 0)
	{
	  if (!push (paths, npaths, a))
	    return fail_usage ("%s", strerror (ENOMEM));
	}
      else if (strcmp (a, "--") == 0)
	only_paths = true;
      else if (strncmp (a, "--checks=", 9) == 0)
	{
	  if (!bg_parse_checks (a + 9, &cfg->opts.checks, err, sizeof err))
	    return fail_usage ("--checks: %s", err);
	}
      else if (strncmp (a, "--base=", 7) == 0)
	{
	  if (!bg_parse_base (a + 7, &cfg->opts.base))
	    return fail_usage ("--base: unknown direction '%s'; accepted: "
			       "ltr, rtl, auto", a + 7);
	}
      else if (strncmp (a, "--lang=", 7) == 0)
	{
	  size_t k = 0, n = sizeof lang_names / sizeof lang_names[0];
	  while (k < n && strcmp (lang_names[k].name, a + 7) != 0)
	    k++;
	  if (k == n)
	    return fail_usage ("--lang: unknown language '%s'; accepted: c, "
			       "c++, objc, objc++, assembler-with-cpp", a + 7);
	  cfg->forced_lang = lang_names[k].lang;
	}
      else if (strncmp (a, "--std=", 6) == 0)
	{
	  struct bg_lang l;
	  if (!bg_parse_std (a + 6, false, &l))
	    return fail_usage ("--std: unknown language standard '%s' (as "
			       "GCC's -std=: c99, gnu17, c++20, ...)", a + 6);
	  *(l.cplusplus ? &cfg->std_cxx : &cfg->std_c) = a + 6;
	}
      else if (strncmp (a, "--exclude=", 10) == 0)
	{
	  if (!push (&cfg->exclude, &cfg->nexclude, a + 10))
	    return fail_usage ("%s", strerror (ENOMEM));
	}
      else if (strncmp (a, "--include=", 10) == 0)
	{
	  if (!push (&cfg->include, &cfg->ninclude, a + 10))
	    return fail_usage ("%s", strerror (ENOMEM));
	}
      else if (strcmp (a, "--format=gcc") == 0)
	cfg->format = BG_FORMAT_GCC;
      else if (strcmp (a, "--format=json") == 0)
	cfg->format = BG_FORMAT_JSON;
      else if (strcmp (a, "--format=sarif") == 0)
	cfg->format = BG_FORMAT_SARIF;
      else if (strncmp (a, "--format=", 9) == 0)
	return fail_usage ("--format: unknown format '%s'; accepted: gcc, "
			   "json, sarif", a + 9);
      else if (strcmp (a, "--fix") == 0)
	cfg->fix = true;
      else if (strcmp (a, "--dry-run") == 0)
	cfg->dry_run = true;
      else if (strncmp (a, "--stdin-filename=", 17) == 0 && a[17])
	cfg->stdin_name = a + 17;
      else if (strncmp (a, "--engine=", 9) == 0)
	{
	  if (!bg_parse_engines (a + 9, &cfg->opts.engines))
	    return fail_usage ("--engine: unknown engine '%s'; accepted: "
			       "both, icu, fribidi", a + 9);
	}
      else if (strcmp (a, "--levels") == 0)
	cfg->levels = true;
      else if (strcmp (a, "--version") == 0)
	{
	  printf ("bidiguard-scan %s\n", BG_VERSION);
	  return 0;
	}
      else if (strcmp (a, "--help") == 0)
	{
	  fputs (usage, stdout);
	  return 0;
	}
      else
	return fail_usage ("unknown option '%s'", a);
    }
  if (cfg->dry_run && !cfg->fix)
    return fail_usage ("%s", "--dry-run goes with --fix");
  if (cfg->stdin_name && !*npaths && !push (paths, npaths, "-"))
    return fail_usage ("%s", strerror (ENOMEM));
  if (!*npaths)
    return fail_usage ("%s", "no PATH given");
  for (size_t i = 0; cfg->fix && i < *npaths; i++)
    if (strcmp ((*paths)[i], "-") == 0)
      return fail_usage ("%s", "--fix cannot rewrite standard input");
  return -1;
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
    {
      struct bg_run run = { .cfg = &cfg };
      run.report = bg_report_begin (cfg.levels ? BG_FORMAT_GCC : cfg.format,
				    stdout, cfg.opts.checks);
      if (!run.report)
	run.status = 2;
      for (size_t i = 0; i < npaths && run.report; i++)
	bg_visit_path (&run, paths[i]);
      if (run.report)
	bg_report_end (run.report);
      for (int l = 0; l < BG_SRC_COUNT; l++)
	{
	  /* Said once per scanner, at the end: ICU could not be loaded.  */
	  const char *notice = run.scanners[l]
			       ? bg_scanner_notice (run.scanners[l]) : NULL;
	  if (notice)
	    fprintf (stderr, "bidiguard-scan: %s\n", notice);
	  bg_scanner_free (run.scanners[l]);
	}
      free (run.readbuf);
      if (fflush (stdout) != 0 || ferror (stdout))
	{
	  fprintf (stderr, "bidiguard-scan: standard output: %s\n",
		   strerror (errno));
	  run.status = 2;
	}
      rc = run.status;
    }
  free (paths);
  free (cfg.exclude);
  free (cfg.include);
  return rc;
}
