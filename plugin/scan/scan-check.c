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
#include <stdlib.h>
#include <string.h>

#include "scan-tool.h"

/* A file's findings in up to two readings: the second reports only
   what the first did not (same line, column and check).  */
struct readings
{
  struct bg_finding_sink sink;
  struct seen
  {
    unsigned long line;
    size_t byte_col;
    enum bg_check check;
  } *seen;
  size_t nseen, capseen;
  bool second, failed;
};

static void
report_reading (void *user, const struct bg_finding *f)
{
  struct readings *r = user;
  struct seen k = { f->line, f->byte_col, f->check };
  if (r->second)
    {
      for (size_t i = 0; i < r->nseen; i++)
	if (r->seen[i].line == k.line && r->seen[i].byte_col == k.byte_col
	    && r->seen[i].check == k.check)
	  return;
    }
  else
    {
      if (r->nseen == r->capseen)
	{
	  size_t cap = r->capseen ? 2 * r->capseen : 16;
	  struct seen *v = realloc (r->seen, cap * sizeof *v);
	  if (v)
	    {
	      r->seen = v;
	      r->capseen = cap;
	    }
	}
      if (r->nseen < r->capseen)
	r->seen[r->nseen++] = k;
      else
	r->failed = true;   /* reported all the same */
    }
  bg_report_finding (&r->sink, f);
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
  struct readings r = { { run->report, src, 0 }, NULL, 0, 0, false, false };
  bool ok = sc && bg_scan_buffer (sc, src->buf, src->len, report_reading,
				  &r) >= 0;
  /* GCC 15 reads a header name after #embed where GCC 14 reads tokens,
     and the file holds one where the two differ (a comment opens in one
     reading only): what the older reading finds too.  */
  if (ok && bg_scanner_read_before_embed_otherwise (sc))
    {
      struct bg_scanner *older = bg_scanner_before_embed (run, src->lang);
      r.second = true;
      ok = older && bg_scan_buffer (older, src->buf, src->len,
				    report_reading, &r) >= 0;
    }
  if (!ok || r.failed
      || bg_source_twins (sc, src, bg_report_twin, &r.sink) < 0)
    bg_run_error (run, src->name, strerror (ENOMEM));
  free (r.seen);
  if (r.sink.count && run->status == 0)
    run->status = 1;
}
