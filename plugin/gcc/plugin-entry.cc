/* SPDX-License-Identifier: GPL-3.0-or-later */
/* plugin-entry.cc - the GCC side of bidiguard: bidiguard_cfamily_init and
 * the plugin events.  What the glue as a whole does:
 *
 * Checks every buffer the preprocessor pushes (once per translation unit)
 * from cpp's own bytes (the main file's at PLUGIN_PRAGMAS, each header's at
 * its LC_ENTER, before cpp reads a line of it: cpp holds the file whole,
 * converted from -finput-charset=), never from a second reading of the
 * file by name, which a pipe, standard input or a .i whose markers name
 * another file would make differ; runs the core on it
 * and reports each finding as a GCC warning with two notes and, for
 * unpaired controls, a fix-it.  A finding is reported as soon as cpp has
 * reached its line (the line_change callback, cpp's own diagnostics, the
 * file's LC_LEAVE), so findings come out in source order among GCC's own
 * diagnostics and before an error that ends the compile; a location is
 * never built for a line cpp has not reached (GCC 12 and earlier move
 * highest_location then, and GCC's own later diagnostics go wrong).
 * A #line or line marker in a file's text renames and renumbers the
 * lines after it: their findings are reported at the line cpp gives
 * them, as GCC's own diagnostics are (renumber).
 * System headers are the files in the compiler's own include directories,
 * decided by path, never by a #pragma or line marker in the text.
 * #pragma GCC diagnostic ignored "-Wbidi-chars" silences findings as it
 * silences GCC's own check; one that silences control-caused findings
 * of another file, or through a macro's _Pragma, is named at the end.
 * One that raises -Wbidi-chars= past the checks bidiguard ran (to "any"
 * after an "unpaired" command line) turns GCC's own check back on from
 * there, so that no line GCC alone reports goes unreported; its warnings
 * on lines bidiguard reported are dropped.  One that lowers the level
 * drops the any and ucn findings that only the level asked for.
 *
 * Arguments (-fplugin-arg-bidiguard-KEY[=VALUE], arguments.cc): bg_plugin_args in
 * option-list.c (checks=LIST, base=, system-headers, error, disable, help,
 * version); `help` prints them.
 *
 * Usage: gcc -fplugin=bidiguard -fplugin-arg-bidiguard-checks=+rtl-layout -c foo.c
 *
 * Inputs that are not plain files:
 * - preprocessed input (.i/.ii): the .i text cc1 compiles is checked,
 *   whatever its markers say (none, one, names of clean files, system
 *   header flags), its findings mapped through the markers to the file
 *   and line GCC gives; and each original file the markers name is read
 *   by name when it exists (its comments and #if 0 blocks are what -E
 *   removed).  A line found both ways is reported once.
 * - the -E run that the driver starts before compiling its output
 *   (-save-temps, -no-integrated-cpp, -traditional-cpp) checks nothing;
 *   the compile that follows checks the .i and its originals.  Under -P
 *   (no markers, so no originals) that run checks the originals and the
 *   compile the .i, as GCC's own -Wbidi-chars does in that flow.  A
 *   user's -E checks, and so does assembler-with-cpp's -E run (.S), the
 *   only cpp pass there.
 * - standard input, pipes and /dev/fd paths: their buffers, like any file.
 * - a header cpp takes from a .gch, or a C++ header unit that stands in
 *   for an #include: not lexed, so checked from the header file by name,
 *   or said not to be.
 * What cannot be checked (the parts of a .i that -E removed when its
 * originals are absent, a buffer that fails the sanity check and cannot
 * be read by name, a file the core runs out of memory on) gets one
 * warning naming the file, and GCC's own -Wbidi-chars stays on at the
 * user's level while cpp lexes that buffer: loading the plugin never
 * leaves a build less checked than GCC alone.
 */
#include "glue.h"
#include "loader.h"

static void
hook_preprocessor (void *, void *)
{
  static bool hooked;
  if (hooked)
    return;
  hooked = true;
  /* GCC's own -Wbidi-chars check off, its level read: "none" turns
     bidiguard's findings off too, "any" and "ucn" add those checks (a
     #pragma GCC diagnostic that lowers the level later drops their
     findings again, unless checks= asked for them).  It is switched back
     on, at the level in force, for what bidiguard does not check or
     where a pragma raised the level past these checks (set_gcc_check).  */
  int level = bg_take_over_bidi_check (parse_in);
  tu.user_bidi_level = level;
  const unsigned by_level = BG_CHECK_BIT (BG_CHECK_ANY)
			    | BG_CHECK_BIT (BG_CHECK_UCN);
  tu.level_checks_asked = tu.opts.checks & by_level;
  if (level == BG_BIDI_LEVEL_NONE)
    tu.opts.checks = 0;
  tu.opts.checks |= level_checks (level);
  tu.level_checks_scanned = tu.opts.checks & by_level;
  bg_for_each_toolchain_dir (add_toolchain_dir);
  check_main ();
  follow_cpp ();
}

static void
on_finish (void *, void *)
{
  flush_all ();
  /* .i findings under a file no marker entered: reported all the same
     (the name stays alive with the line map that uses it).  */
  for (unsigned i = 0; i < tu.itext_findings.length (); i++)
    if (tu.itext_findings[i].file)
      tu.without_location.safe_push (tu.itext_findings[i]);
  tu.itext_findings.release ();
  say_later (UNKNOWN_LOCATION);
  flush_without_location ();
  report_twins ();  /* before the trace: a pragma can hide a pair too */
  trace_silenced ();
  warn_originals_unread ();
  /* ICU missing at run time: said once, as a note, since a build that
     worked must not fail under -Werror for it (FriBidi still checks).  */
  const char *notice;
  while (tu.scanner && (notice = bg_scanner_notice (tu.scanner)))
    inform (UNKNOWN_LOCATION, "bidiguard: %s", notice);
  if (tu.scanner)
    bg_scanner_free (tu.scanner);
  tu.scanner = NULL;
}

/* The -E run that the driver starts before a separate compile of its
   output (-save-temps, -no-integrated-cpp, -traditional-cpp): that compile
   reads the original files through the line markers, so checking here
   would report twice.  Under -P the output has no markers: this run is
   the only one that sees the original files whole (their comments,
   #if 0 blocks and macro definitions), so it checks them, and what
   survives into the output is reported once more by the compile, at
   the output's lines, as GCC's own -Wbidi-chars does in that flow.  */
static bool
driver_preprocess_step (void)
{
  return flag_preprocess_only && !bg_driver_gave_dumpbase ()
	 && !bg_lang_asm_p () && !bg_no_line_markers_p ();
}

/* Called by bidiguard.so (loader.cc), which has already returned for
   -fplugin-arg-bidiguard-disable, in every program but the C family's,
   and in a GCC this build is not for; checked again here, since these
   checks must never run in a compiler they were not built for.  */
int
bidiguard_cfamily_init (struct plugin_name_args *args,
			struct plugin_gcc_version *version)
{
  char why[256];
  if (disabled (args) || !bg_c_family_p ()
      || !bg_gcc_compatible (version, why, sizeof why))
    return 0;
  bg_options_init (&tu.opts);
  bool ok = true;
  for (int i = 0; i < args->argc; i++)
    ok = parse_argument (&args->argv[i]) && ok;
  tu.findings_are_errors = bg_errors_asked (tu.error_argument);
  static struct plugin_info info;
  info.version = BG_VERSION;
  info.help = help_text ();
  register_callback (args->base_name, PLUGIN_INFO, NULL, &info);
  if (!ok || driver_preprocess_step ())
    return 0;
  /* Test hook (testsuite/bidiguard.c/buffer.exp): take every buffer for
     one that fails the sanity check, to exercise the fallback.  */
  tu.refuse_buffers_for_test = getenv ("BIDIGUARD_TEST_DISTRUST_BUFFERS") != NULL;
  register_callback (args->base_name, PLUGIN_PRAGMAS, hook_preprocessor, NULL);
  register_callback (args->base_name, PLUGIN_FINISH, on_finish, NULL);
  return 0;
}
