/* SPDX-License-Identifier: GPL-3.0-or-later */
/* findings.c - from the checks' findings to what a line reports: the
 * checks under every display engine, one finding per cause by the check
 * priority, and the rtl-text marker.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"
#include "report/report.h"

/* Findings in line order by cause, the winner of each cause first: the
   check of the earlier row of BG_CHECK_TABLE, whose order is the
   priority (doc/design.md section 3: one cause, one finding).  */
static int
by_cause (const void *a, const void *b)
{
  const struct bg_pending *x = a, *y = b;
  if (x->cause != y->cause)
    return x->cause < y->cause ? -1 : 1;
  return (int) x->check - (int) y->check;
}

/* The atom checks that read the display (spoof, unpaired): a control
   inside the atom causes them as it causes the line's reorder.  */
#define ATOM_DISPLAY_CHECKS (BG_EACH_ATOM_CHECKS & ~BG_QUIET_CHECKS)

/* A reorder caused by a control inside a comment or literal is the same
   attack as the spoof or unpaired finding of that atom: give the latter
   the reorder's cause so that they merge.  */
static void
absorb_into_line_finding (const struct bg_line *l, struct bg_findings *f)
{
  size_t line = SIZE_MAX;
  for (size_t i = 0; i < f->n; i++)
    if (f->v[i].check == BG_CHECK_REORDER)
      line = i;
  if (line == SIZE_MAX)
    return;
  size_t cause = f->v[line].cause;
  for (size_t i = 0; i < f->n; i++)
    {
      struct bg_pending *p = &f->v[i];
      if (p->atom < 0 || p->identifier
	  || !(BG_CHECK_BIT (p->check) & ATOM_DISPLAY_CHECKS))
	continue;
      const struct bg_span *s = &l->span[p->atom];
      if (cause >= s->open_end && cause < s->close_start)
	p->cause = cause;
    }
}

/* One finding per cause (doc/design.md section 3: no cascades), by the
   check priority; an identifier keeps spoof and unpaired both unless a
   line check took the cause.  Returns the number kept.  */
size_t
bg_findings_merge (const struct bg_line *l, struct bg_findings *f)
{
  if (f->n == 0)
    return 0;
  absorb_into_line_finding (l, f);
  qsort (f->v, f->n, sizeof *f->v, by_cause);
  size_t kept = 0;
  for (size_t i = 0; i < f->n;)
    {
      size_t j = i + 1;
      while (j < f->n && f->v[j].cause == f->v[i].cause)
	j++;
      struct bg_pending top = f->v[i];
      f->v[kept++] = top;
      if (top.check == BG_CHECK_SPOOF && top.identifier)
	for (size_t k = i + 1; k < j; k++)
	  if (f->v[k].check == BG_CHECK_UNPAIRED && f->v[k].identifier)
	    f->v[kept++] = f->v[k];
      i = j;
    }
  f->n = kept;
  return kept;
}

/* The letter-caused findings of a line that carries the marker comment
   are dropped.  Control-caused ones never are: an attacker writes the
   comment too.  */
void
bg_findings_drop_marked (const struct bg_line *l, struct bg_findings *f)
{
  size_t kept = 0;
  int marked = -1;
  for (size_t i = 0; i < f->n; i++)
    {
      enum bg_check c = f->v[i].check;
      if (BG_CHECK_BIT (c) & BG_CHECKS_LETTER)
	{
	  if (marked < 0)
	    marked = bg_line_has_rtl_marker (l);
	  if (marked)
	    continue;
	}
      f->v[kept++] = f->v[i];
    }
  f->n = kept;
}

bool
bg_engine_wanted (const struct bg_engine_set *es, enum bg_engine_id e)
{
  if (bg_engine_unicode17 (e) && !(es->u17_views & (1 << e)))
    return false;
  return es->wanted == BG_ENGINES_BOTH
	 || (es->wanted == BG_ENGINES_ICU) == bg_engine_is_icu (e);
}

/* Which Unicode 17 displays the line needs: ICU's where a character's
   class in Unicode 17 is not ICU's, FriBidi's where it is not FriBidi's
   (only lines holding a character the class sets disagree on pay).  */
static int
unicode17_views (const struct bg_line *l)
{
  int v = 0;
  if (l->nclassdiff == 0)
    return 0;
  for (size_t i = 0; i < l->n; i++)
    {
      uint32_t c = l->cp[i];
      if (!bg_class_differs (c))
	continue;
      FriBidiCharType u = bg_unicode17_type (c);
      if (u != bg_bidi_type (c))
	v |= 1 << BG_ENGINE_ICU_U17;
      if (u != bg_fribidi_type (c))
	v |= 1 << BG_ENGINE_FRIBIDI_U17;
    }
  return v;
}

static bool
line_check (enum bg_check c)
{
  return (BG_CHECK_BIT (c) & BG_LINE_CHECKS) != 0;
}

/* The same finding seen by another engine: the line's one
   display-versus-reference finding of the same check (a letter-caused one
   in one engine and a reorder in the other are two: the rtl-text marker
   may silence only the first), or the same check of the same atom.
   The search starts at *HINT and wraps around; every engine adds its
   findings in the same order, so a line's million findings cost a
   million steps, not a million squared.  */
static const struct bg_pending *
find_same (const struct bg_findings *f, const struct bg_pending *p,
	   size_t *hint)
{
  for (size_t k = 0; k < f->n; k++)
    {
      size_t i = (*hint + k) % f->n;
      const struct bg_pending *q = &f->v[i];
      if (q->check == p->check
	  && (line_check (p->check)
	      || (q->atom == p->atom && q->cause == p->cause)))
	{
	  *hint = i + 1;
	  return q;
	}
    }
  return NULL;
}

/* The viewers whose display is that of engine E, into BUF.  */
static const char *
viewer_name (int e, char *buf, size_t len)
{
  switch (e)
    {
    case BG_ENGINE_ICU:
      snprintf (buf, len, "Chromium (ICU %s)", bg_icu_version ());
      break;
    case BG_ENGINE_FRIBIDI:
      snprintf (buf, len, "GTK (FriBidi %s)", FRIBIDI_VERSION);
      break;
    case BG_ENGINE_ICU_U17:
      snprintf (buf, len, "Chromium with Unicode 17 classes");
      break;
    default:
      snprintf (buf, len, "GTK with Unicode 17 classes");
      break;
    }
  return buf;
}

/* Append to BUF (LEN bytes) the viewers of the engines in MASK: "A",
   "A and B", "A, B and C"; returns how many.  */
static int
name_viewers (int mask, char *buf, size_t len)
{
  int count = 0, total = 0;
  for (int e = 0; e < BG_ENGINE_IDS; e++)
    total += (mask >> e) & 1;
  for (int e = 0; e < BG_ENGINE_IDS; e++)
    {
      if (!(mask & (1 << e)))
	continue;
      char name[64];
      size_t at = strlen (buf);
      const char *sep = count == 0 ? "" : count + 1 == total ? " and " : ", ";
      snprintf (buf + at, len - at, "%s%s", sep,
		viewer_name (e, name, sizeof name));
      count++;
    }
  return count;
}

/* " (as A shows it; B shows it differently)" after MESSAGE (LEN bytes).  */
static void
note_viewers (char *message, size_t len, int shows, int ran)
{
  char who[256] = "", others[256] = "";
  int n = name_viewers (shows, who, sizeof who);
  int m = name_viewers (ran & ~shows, others, sizeof others);
  size_t at = strlen (message);
  snprintf (message + at, len - at,
	    " (as %s show%s it; %s show%s it differently)", who,
	    n > 1 ? "" : "s", others, m > 1 ? "" : "s");
}

/* Findings of every engine that ran under base model MODEL into
   OUT, each once: from the first engine that has it, with a note naming
   the viewers that show it when not all do.  */
static bool
combine_engines (const struct bg_engine_set *es, int ran,
		 enum bg_model model, struct bg_findings *out)
{
  for (int e = 0; e < BG_ENGINE_IDS; e++)
    {
      if (!(ran & (1 << e)))
	continue;
      const struct bg_findings *mine = &es->by_engine[e];
      size_t hint[BG_ENGINE_IDS] = { 0 };
      for (size_t i = 0; i < mine->n; i++)
	{
	  struct bg_pending p = mine->v[i];
	  int shows = 1 << e, earlier = 0;
	  for (int o = 0; o < BG_ENGINE_IDS; o++)
	    if (o != e && (ran & (1 << o))
		&& find_same (&es->by_engine[o], &p, &hint[o]))
	      {
		shows |= 1 << o;
		earlier |= o < e;
	      }
	  if (earlier)
	    continue;
	  p.engines = shows;
	  p.model = model;
	  if (shows != ran)
	    note_viewers (p.message, sizeof p.message, shows, ran);
	  bg_findings_add (out, &p);
	}
    }
  return !out->failed;
}

/* Whether a character C of class ON leaves FriBidi and ICU nothing to
   pair differently: no bracket of either's data above ASCII, and fewer
   ASCII openers (*OPENERS so far) than BD16's stack limit of 63, where
   ICU deviates.  */
static bool
neutral_alike (struct bg_line *l, uint32_t c, size_t *openers)
{
  if (c >= 0x80)
    return fribidi_get_bracket (c) == FRIBIDI_NO_BRACKET
	   && bg_icu_load (l->icu)
	   && bg_icu_bracket (l->icu, c) == FRIBIDI_NO_BRACKET;
  return !((c == '(' || c == '[' || c == '{') && ++*openers >= 63);
}

/* Whether line L without its controls is text that FriBidi must show as
   ICU does.  Exact, not a guess: every character left is of a class both
   engines resolve by the same rules: strong letters, numbers, their
   separators and terminators, plain neutrals.  Left out: the explicit
   classes (X1-X10, where ICU deviates on isolates flanked by embeddings
   and FriBidi looks across closed isolates in W7 and before sos in N0:
   testsuite/unit/icu-deviations.txt, fribidi-gaps.h), NSM (ICU's rule N0
   NSM clause), BN (ICU keeps it at a neighbour's level, FriBidi drops
   it) and B (the engines' paragraphs differ).  Brackets are ASCII ones,
   whose pairs both data sets agree on, too few to reach BD16's stack
   limit (neutral_alike); the paragraph is left to right, so the
   reference is the logical order (a right-to-left one is displayed again
   by the line's engine, with isolates); and a right-to-left letter is
   there: without one, ICU takes a shortcut that leaves Arabic digits at
   level 0, not 2 (the same order, other levels).  test-display compares
   the two engines over random lines of these classes.  The letters are
   looked for first, then the other classes: this runs on every
   character of a dense line (bench (d)), most of them letters.  */
/* Whether character I of L, of class T, is of a class both engines
   resolve alike (alike_without_controls), *STRONG and *RTL kept.  */
static inline bool
alike_class (struct bg_line *l, size_t i, FriBidiCharType t, bool *strong,
	     bool *rtl, size_t *openers)
{
  if (t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL)
    {
      *rtl = true;
      return *strong;
    }
  switch (t)
    {
    case FRIBIDI_TYPE_LTR:
      *strong = true;
      return true;
    case FRIBIDI_TYPE_EN: case FRIBIDI_TYPE_AN: case FRIBIDI_TYPE_ES:
    case FRIBIDI_TYPE_ET: case FRIBIDI_TYPE_CS: case FRIBIDI_TYPE_WS:
    case FRIBIDI_TYPE_SS:
      return true;
    case FRIBIDI_TYPE_ON:
      return neutral_alike (l, l->cp[i], openers);
    default:
      return false;
    }
}

static bool
alike_without_controls (struct bg_line *l)
{
  if (l->nclassdiff || l->base == BG_BASE_RTL)
    return false;
  size_t openers = 0;
  /* P2-P3 under base auto: the first strong letter must be left to
     right; under base ltr any may come first.  */
  bool rtl = false, strong = l->base != BG_BASE_AUTO;
  const uint32_t *cp = l->cp;
  const FriBidiCharType *type = l->type;
  size_t n = l->n;
  /* Under base ltr, a line of plain classes with few ASCII openers (its
     sum of unalike, decode_line) fails no character: it is alike when it
     holds a right-to-left letter, most often near its start.  */
  BG_COUNT_WALK (l->walks);
  if (l->base == BG_BASE_LTR && l->nunalike < BG_UNALIKE_OTHER - 1)
    {
      /* RLM and ALM are of these classes, and left out as controls.  */
      for (size_t i = 0; i < n; i++)
	if ((type[i] == FRIBIDI_TYPE_RTL || type[i] == FRIBIDI_TYPE_AL)
	    && !bg_is_control (cp[i]))
	  return true;
      return false;
    }
  /* Two loops: a line without controls needs no look at each code
     point for one.  */
  if (l->ncontrols)
    {
      for (size_t i = 0; i < n; i++)
	if (!bg_is_control (cp[i])
	    && !alike_class (l, i, type[i], &strong, &rtl, &openers))
	  return false;
    }
  else
    for (size_t i = 0; i < n; i++)
      if (!alike_class (l, i, type[i], &strong, &rtl, &openers))
	return false;
  return rtl;
}

/* Whether FriBidi must show line L as ICU does, so that FriBidi's display
   need not be computed: its findings are ICU's.  Both are wanted, no
   Unicode 17 display is (no class difference), and the line holds no
   control, so that the display without controls cannot differ either,
   and is otherwise alike_without_controls.  */
static bool
engines_agree (struct bg_line *l, const struct bg_engine_set *es)
{
  return es->wanted == BG_ENGINES_BOTH && !es->icu_missing
	 && !es->u17_views && !l->ncontrols && alike_without_controls (l);
}

/* A line whose display without controls the engines must agree on has
   it made once, by ICU (the cheaper on a long line), for every engine:
   bg_line_noctl makes it when a check first asks.  */
static void
share_noctl (struct bg_line *l, const struct bg_engine_set *es)
{
  l->noctl_by_icu = l->ncontrols && es->wanted != BG_ENGINES_FRIBIDI
		    && !es->icu_missing && bg_icu_load (l->icu)
		    && alike_without_controls (l);
}

/* ICU's findings of the line as FriBidi's too (engines_agree).  */
static bool
share_findings (struct bg_engine_set *es)
{
  const struct bg_findings *from = &es->by_engine[BG_ENGINE_ICU];
  struct bg_findings *to = &es->by_engine[BG_ENGINE_FRIBIDI];
  bg_findings_clear (to);
  for (size_t i = 0; i < from->n; i++)
    bg_findings_add (to, &from->v[i]);
  return !to->failed;
}

/* The checks under every engine wanted, the Unicode 17 displays on the
   lines that need them; FriBidi's display only where it can differ from
   ICU's.  Each engine's display stays in l->shown under the line's
   model now, beside those of the other model, and each finding says
   which engines and model show it (the report reads those).  */
bool
bg_check_engines (struct bg_line *l, struct bg_engine_set *es,
		  unsigned checks, struct bg_findings *out)
{
  es->u17_views = unicode17_views (l);
  static const enum bg_engine_id order[] = {
    BG_ENGINE_FRIBIDI_U17, BG_ENGINE_ICU_U17, BG_ENGINE_FRIBIDI, BG_ENGINE_ICU
  };
  bool agree = engines_agree (l, es);
  share_noctl (l, es);
  /* ICU found missing where a question needed it (share_noctl, a
     bracket's pair in plain-levels.c): FriBidi alone from here on, and
     said once, as after a display that needed it.  A plain line needs
     no ICU (plain-levels.c displays it), so until then none was said.  */
  if (!es->icu_missing && bg_icu_error (l->icu)
      && bg_engine_wanted (es, BG_ENGINE_ICU))
    es->icu_missing = 1;
  int ran = 0;
  for (int k = 0; k < BG_ENGINE_IDS; k++)
    {
      enum bg_engine_id e = order[k];
      if (!bg_engine_wanted (es, e)
	  || (bg_engine_is_icu (e) && es->icu_missing)
	  || (agree && e == BG_ENGINE_FRIBIDI))
	continue;
      int r = bg_line_display (l, e);
      if (r < 0)
	{
	  es->icu_missing = 1;
	  continue;
	}
      if (r == 0)
	return false;
      struct bg_findings *f = &es->by_engine[e];
      bg_findings_clear (f);
      if (!bg_check_line (l, checks, f) || !bg_check_atoms (l, checks, f))
	return false;
      ran |= 1 << e;
    }
  if (agree && (ran & (1 << BG_ENGINE_ICU)))
    {
      if (!share_findings (es))
	return false;
      ran |= 1 << BG_ENGINE_FRIBIDI;
    }
  if (!(ran & ((1 << BG_ENGINE_ICU) | (1 << BG_ENGINE_FRIBIDI))))
    {
      /* ICU alone was asked for and cannot be loaded: FriBidi, with its
	 Unicode 17 display where the line needs one.  */
      ran = 0;
      for (int k = 0; k < 2; k++)
	{
	  enum bg_engine_id e = k ? BG_ENGINE_FRIBIDI : BG_ENGINE_FRIBIDI_U17;
	  if (!k && !(es->u17_views & (1 << BG_ENGINE_FRIBIDI_U17)))
	    continue;
	  struct bg_findings *f = &es->by_engine[e];
	  bg_findings_clear (f);
	  if (bg_line_display (l, e) <= 0 || !bg_check_line (l, checks, f)
	      || !bg_check_atoms (l, checks, f))
	    return false;
	  ran |= 1 << e;
	}
    }
  return combine_engines (es, ran, l->model, out);
}

void
bg_engine_set_free (struct bg_engine_set *es)
{
  for (int e = 0; e < BG_ENGINE_IDS; e++)
    free (es->by_engine[e].v);
}
