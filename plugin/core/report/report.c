/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report.c - a line's findings as the caller sees them: columns, the
 * displayed and compiled renderings, fix-its and advice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"
#include "report/report.h"

/* The quoted source line must be escaped: it holds a character that is
   invisible, reorders the excerpt, breaks the terminal line or is not
   UTF-8.  Right-to-left letters alone are left for the reader to read.  */
static bool
needs_escaping (const struct bg_line *l)
{
  if (l->ncontrols)
    return true;
  for (size_t i = 0; i < l->n; i++)
    {
      uint32_t c = l->cp[i];
      if (BG_CP_IS_INVALID (c) || bg_is_terminal_control (c)
	  || bg_is_invisible (c))
	return true;
    }
  return false;
}

/* A quiet line skipped its display; the notes still need it (only the
   off-by-default ucn and any find anything there).  The primary engine
   draws it, as for every other line.  */
static bool
display_quiet_line (struct bg_line *l, struct bg_engine_set *es)
{
  int r = -1;
  if (bg_engine_wanted (es, BG_ENGINE_ICU) && !es->icu_missing)
    r = bg_line_display (l, BG_ENGINE_ICU);
  if (r < 0)
    {
      es->icu_missing |= bg_engine_wanted (es, BG_ENGINE_ICU);
      r = bg_line_display (l, BG_ENGINE_FRIBIDI);
    }
  return r > 0;
}

/* The number of findings to show: a machine-made line can hold millions
   of causes; nobody reads past a screenful, and printing them would take
   longer than the compile.  The last one shown says how many more.  */
static size_t
findings_shown (struct bg_findings *fs)
{
  if (fs->n <= BG_MAX_PER_LINE)
    return fs->n;
  struct bg_pending *last = &fs->v[BG_MAX_PER_LINE - 1];
  size_t len = strlen (last->message);
  snprintf (last->message + len, sizeof last->message - len,
	    " (and %zu more findings on this line)",
	    fs->n - BG_MAX_PER_LINE);
  return BG_MAX_PER_LINE;
}

/* The calls around the literals that the fix-its of R escape in (L lies
   in rp->buf), into *CALLS (NULL when R has no fix-it); when one of them
   may stringize its argument, R keeps no fix-it but advice that says so.
   False when out of memory.  */
static bool
literal_calls (struct bg_reporter *rp, const struct bg_line *l,
	       struct bg_repair *r, const char **calls)
{
  if (!rp->calls && !(rp->calls = bg_calls_new (rp->lang)))
    return false;
  if (!rp->calls_started)
    {
      bg_calls_reset (rp->calls, rp->buf, rp->buflen);
      rp->calls_started = true;
    }
  /* The calls around every fix-it: the literals of one finding may
     stand at different depths (a comment's fix-it before them).  */
  char why[64] = "";
  size_t o = 0;
  for (size_t i = 0; i < r->n; i++)
    {
      char w[64];
      const char *names
	= bg_calls_at (rp->calls, (size_t) (l->s - rp->buf)
				  + r->fix[i].byte_col - 1, w, sizeof w);
      if (!names)
	return false;
      if (!why[0])
	memcpy (why, w, sizeof why);
      size_t n = strlen (names);
      if (!bg_grow (&rp->calls_text, &rp->calls_cap, o + n + 2, 1))
	return false;
      if (o && n)
	rp->calls_text[o++] = ' ';
      memcpy (rp->calls_text + o, names, n);
      o += n;
      rp->calls_text[o] = '\0';
    }
  *calls = r->n ? rp->calls_text : NULL;
  if (why[0])
    {
      r->n = 0;
      bg_stringize_hint (why, r->hint, sizeof r->hint);
    }
  return true;
}

/* The display the notes of finding P show: that of the base model
   P was found under, by the engine the checks judged last when it shows
   P, else by the first engine that does; made now if no check made it,
   under that model's base, leaving what the checks judged as it was.
   Whichever finding came before, the same.  NULL when out of memory.  */
static const struct bg_view *
display_of (struct bg_line *l, const struct bg_pending *p)
{
  if (l->quiet)
    return l->actual;  /* display_quiet_line's, the line's only one */
  enum bg_model m = p->model;
  int e = l->engine;
  if (p->engines && !(p->engines & (1 << e)))
    for (e = 0; !(p->engines & (1 << e)); e++)
      ;
  struct bg_view *v = l->shown[m][e];
  if (v && bg_view_current (l, v))
    return v;
  struct bg_view *judged = l->actual, *judged_noctl = l->noctl;
  enum bg_engine_id engine = l->engine;
  enum bg_base base = l->base;
  l->base = bg_model_base (m, base);
  l->model = m;
  int r = bg_line_display (l, (enum bg_engine_id) e);
  l->base = base;
  l->model = BG_MODEL_BASE;
  l->actual = judged;
  l->noctl = judged_noctl;
  l->engine = engine;
  return r > 0 ? l->shown[m][e] : NULL;
}

/* Finding P as the caller sees it, into *F: its notes render the display
   of an engine that shows it, its columns walk on from *COL_CP at *COL
   (causes come in order), its fix-its skip what earlier ones fix.  */
static bool
finish_finding (struct bg_reporter *rp, struct bg_line *l,
		const struct bg_pending *p, size_t *col_cp, size_t *col,
		struct bg_finding *f)
{
  const struct bg_view *shown = display_of (l, p);
  if (!shown)
    return false;
  size_t from = p->from < p->cause ? p->from : p->cause;
  size_t to = p->to > p->cause + 1 ? p->to : p->cause + 1;
  if (to > l->n)
    to = l->n;
  if (from >= to)
    from = to ? to - 1 : 0;
  if (!bg_render (l, shown, from, &rp->displayed, &rp->displayed_cap)
      || !bg_render (l, NULL, from, &rp->compiled, &rp->compiled_cap)
      || (p->check == BG_CHECK_LINE_BREAK
	  && !bg_line_break_notes (l, p, &rp->displayed, &rp->displayed_cap,
				   &rp->compiled, &rp->compiled_cap)))
    return false;
  *col = bg_display_column (l, *col_cp, *col, p->cause);
  *col_cp = p->cause;
  struct bg_repair *r = &rp->repair;
  bg_repair_finding (l, p, rp->fixed, r);
  const char *calls = NULL;
  if (r->in_literal && rp->buf && l->s >= rp->buf
      && l->s < rp->buf + rp->buflen && !literal_calls (rp, l, r, &calls))
    return false;
  *f = (struct bg_finding) {
    .check = p->check,
    .line = l->lineno,
    .byte_col = l->off[p->cause] + 1,
    .display_col = *col,
    .range_start = l->off[from] + 1,
    .range_end = to > from ? l->off[to] : l->off[from] + 1,
    .message = p->message,
    .displayed = rp->displayed,
    .compiled = rp->compiled,
    .cause = p->cause_name[0] ? p->cause_name : NULL,
    .nfixits = r->n,
    .fixits = r->fix,
    .hint = r->hint[0] ? r->hint : NULL,
    .literal_calls = r->n ? calls : NULL,
  };
  if (p->check == BG_CHECK_LOOKALIKE && p->atom >= 0)
    {
      /* The note at the comment's real end; none when it runs on to
	 the end of the file.  */
      if (bg_lookalike_real_end (l, (size_t) p->atom, &f->note_line,
				 &f->note_byte_col, &f->note_display_col))
	f->note = l->atoms[p->atom].kind == BG_ATOM_RAW
		  ? "the raw string ends here" : "the comment ends here";
    }
  return true;
}

bool
bg_report_line (struct bg_reporter *rp, struct bg_line *l,
		struct bg_engine_set *es, struct bg_findings *fs,
		bg_report_fn report, void *user)
{
  if (!fs->n)
    return true;
  if (l->quiet && !display_quiet_line (l, es))
    return false;
  if (!bg_grow (&rp->fixed, &rp->fixed_cap, l->n + 1, 1))
    return false;
  memset (rp->fixed, 0, l->n + 1);
  bool escape = needs_escaping (l);
  size_t col_cp = 0, col = 1;
  size_t shown = findings_shown (fs);
  for (size_t i = 0; i < shown; i++)
    {
      struct bg_finding f;
      if (!finish_finding (rp, l, &fs->v[i], &col_cp, &col, &f))
	return false;
      f.escape_source = escape;
      report (user, &f);
    }
  return true;
}

void
bg_reporter_free (struct bg_reporter *rp)
{
  free (rp->displayed);
  free (rp->compiled);
  free (rp->fixed);
  bg_calls_free (rp->calls);
  free (rp->calls_text);
}
