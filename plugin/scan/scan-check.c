/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-check.c - what bidiguard-scan does with one file the walk loaded:
 * scan it and report its findings and confusable pairs, fix it (--fix), or
 * print its levels (--levels).
 *
 * The walk (scan-tree.c) calls this for every file it reads; it sits above
 * --fix and the report and below the walk, so the command's files depend
 * on each other one way.
 */
#include <errno.h>
#include <string.h>

#include "scan-tool.h"

/* bg_twin_fn: a confusable pair of one file as a finding at the later
   identifier, with a note at the first.  */
static void
report_twin (void *user, const struct bg_twin *t)
{
  struct bg_finding f = {
    .check = BG_CHECK_CONFUSABLE,
    .line = t->later.line,
    .byte_col = t->later.byte_col,
    .display_col = t->later.display_col,
    .range_start = t->later.byte_col,
    .range_end = t->later.byte_col + t->later.byte_len - 1,
    .message = t->message,
    .cause = t->cause,
    .note = t->note,
    .note_line = t->first.line,
    .note_byte_col = t->first.byte_col,
    .note_display_col = t->first.display_col,
  };
  bg_report_finding (user, &f);
}

/* The confusable pairs of the file just scanned by SC (the scanner's
   scope is the file: each starts with no names).  */
static bool
report_twins (struct bg_scanner *sc, struct bg_source *src,
	      struct bg_finding_sink *sink)
{
  bool ok = bg_scan_names (sc, src->buf, src->len, NULL, NULL) >= 0
	    && bg_scanner_twins (sc, NULL, NULL, report_twin, sink) >= 0;
  bg_scanner_forget_names (sc);
  return ok;
}

void
bg_check_source (struct bg_run *run, struct bg_source *src)
{
  if (run->cfg->levels)
    {
      /* Lexing plays no part in the levels: C's scanner serves every
	 file.  */
      struct bg_scanner *sc = bg_scanner_for (run, BG_SRC_C);
      if (!sc || !bg_print_levels (sc, run->cfg->opts.base, src->buf,
				   src->len))
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
			     &sink) < 0
      || !report_twins (sc, src, &sink))
    bg_run_error (run, src->name, strerror (ENOMEM));
  if (sink.count && run->status == 0)
    run->status = 1;
}
