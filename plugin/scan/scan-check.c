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
      || bg_source_twins (sc, src, bg_report_twin, &sink) < 0)
    bg_run_error (run, src->name, strerror (ENOMEM));
  if (sink.count && run->status == 0)
    run->status = 1;
}
