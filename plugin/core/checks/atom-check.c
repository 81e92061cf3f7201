/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atom-check.c - checks of one comment, literal or identifier at a time.
 *
 * spoof (doc/design.md sections 2.6, 2.8): controls that make the text
 * inside one atom display in a way its characters alone would not: LTR
 * letters or digits shown reversed (only an RLO can do that), RTL letters
 * shown left to right (only an LRO can), digits and words put out of order
 * by a right-to-left embedding, isolate or mark over text without
 * right-to-left letters, bracket pairs shown swapped, a mirrored character
 * (`<`, `(`, `->`) that the controls of the atom turn into its mirror
 * image, right-to-left text shown in an order other than its own (a word
 * stored letter-reversed with a mark or an isolate between its letters,
 * which reads as the real word); and any control inside an identifier (a PDF or PDI there belongs
 * to the initiator it closes, so one cause is one finding).
 * Controls whose direction matches the text they wrap pass: the display is
 * checked, not the presence of a control.
 * unpaired (2.7): an initiator still open at the end of the atom's part on
 * this line.  (Fix-its are made for every finding in fixit.c.)
 * ucn: escapes that produce controls at run time.  any: every control.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"

/* This file's buffers (l->ac), carved with the line; no other file sees
   them.  */
struct bg_atom_check_scratch
{
  int32_t *stack;          /* per code point: BD9 pairing stack */
  struct bg_brackets brackets;  /* per code point: the brackets of a text */
  int32_t *match;          /* per code point: where its initiator closes */
  int32_t *rtl_before;     /* [k]: right-to-left letters shown among the
			      first K code points of an atom's text */
  int32_t *breaks;         /* [k]: LTR order breaks among the first K */
  unsigned char *paired;   /* per code point: a bracket paired in its atom
			      (swapped_brackets) */
  int32_t *open_at;        /* per code point: innermost initiator open
			      before it on the line, -1 */
  int32_t *opener;         /* per code point: the first initiator the
			      terminator there closes, -1 */
  /* The l->serial of the line OPEN_AT and OPENER hold (0: none yet):
     each is worked out once per line, on demand.  */
  unsigned long open_at_line, opener_line;
  unsigned long walks;     /* tests: its passes over a line (BG_COUNT_WALK) */
};

unsigned long
bg_atom_check_walks (const struct bg_atom_check_scratch *ac)
{
  return ac->walks;
}

struct bg_atom_check_scratch *
bg_atom_check_scratch_new (void)
{
  return calloc (1, sizeof (struct bg_atom_check_scratch));
}

void
bg_atom_check_scratch_free (struct bg_atom_check_scratch *ac)
{
  free (ac);
}

size_t
bg_atom_check_scratch_carve (struct bg_atom_check_scratch *ac, char *base,
			     size_t n, size_t natoms)
{
  (void) natoms;  /* everything here is per code point */
  size_t ncp = n + 1, off = 0;
  BG_CARVE (base, off, ac->stack, ncp);
  off += bg_brackets_carve (&ac->brackets, base ? base + off : NULL, ncp);
  BG_CARVE (base, off, ac->match, ncp);
  BG_CARVE (base, off, ac->rtl_before, ncp);
  BG_CARVE (base, off, ac->breaks, ncp);
  BG_CARVE (base, off, ac->paired, ncp);
  BG_CARVE (base, off, ac->open_at, ncp);
  BG_CARVE (base, off, ac->opener, ncp);
  return off;
}

static const char *
atom_noun (const struct bg_atom *at)
{
  if (at->message && bg_atom_is_token (at->kind))
    return "diagnostic message";   /* of #error or #warning: no name */
  if (at->stray)
    return "code";
  switch (at->kind)
    {
    case BG_ATOM_COMMENT: return "comment";
    case BG_ATOM_STRING: return "string literal";
    case BG_ATOM_CHAR: return "character literal";
    case BG_ATOM_RAW: return "raw string literal";
    case BG_ATOM_HEADER: return "header name";
    case BG_ATOM_NUMBER: return "number";
    default: return "identifier";
    }
}

/* Classes L, EN and AN: text read left to right (rule I1-I2 puts it at
   an even level), so that only an override shows it reversed.  */
static bool
reads_ltr (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_LTR || t == FRIBIDI_TYPE_EN || t == FRIBIDI_TYPE_AN;
}

static bool
visible (const struct bg_line *l, size_t i)
{
  return !bg_is_control (l->cp[i]);
}

/* The nearest WANT (a code point, or 0 for any initiator or mark) before
   I in FROM..I, else the first control of FROM..TO.  */
static size_t
cause_before (const struct bg_line *l, size_t from, size_t to, size_t i,
	      uint32_t want)
{
  for (size_t k = i; k-- > from;)
    {
      uint32_t c = l->cp[k];
      if (want ? c == want : (bg_is_embedding (c) || bg_is_isolate (c)
			      || bg_is_mark (c)))
	return k;
    }
  for (size_t k = from; k < to; k++)
    if (bg_is_control (l->cp[k]))
      return k;
  return from;
}

static bool
odd_ltr (const struct bg_line *l, size_t i)
{
  return (l->actual->level[i] & 1) && reads_ltr (l->type[i]);
}

/* LTR letters or digits shown reversed, RTL letters shown forward.  */
static size_t
reversed_letters (const struct bg_line *l, size_t from, size_t to)
{
  size_t prev = SIZE_MAX;
  for (size_t j = from; j < to; j++)
    {
      if (!visible (l, j))
	continue;
      if (prev != SIZE_MAX)
	{
	  int32_t pi = l->actual->pos[prev], pj = l->actual->pos[j];
	  if (pj < pi && (odd_ltr (l, prev) || odd_ltr (l, j)))
	    return cause_before (l, from, to, j, FRIBIDI_CHAR_RLO);
	  /* Only an LRO puts right-to-left letters at even levels.  */
	  if (bg_is_rtl_letter (l->type[prev]) && bg_is_rtl_letter (l->type[j])
	      && !(l->actual->level[prev] & 1) && !(l->actual->level[j] & 1)
	      && pj > pi)
	    return cause_before (l, from, to, j, FRIBIDI_CHAR_LRO);
	}
      prev = j;
    }
  return SIZE_MAX;
}

/* A bracket pair whose left glyph is not an opening bracket or whose
   right glyph is not a closing one (odd levels show mirrored glyphs): the
   control to blame, or SIZE_MAX.  The one BD16 pairing of a text, by
   bg_brackets (linear however deep, no 63-entry limit): l->ac->paired[j]
   marks each bracket paired in FROM..TO for mirrored_glyphs, complete
   when no pair is swapped (the only case mirrored_glyphs is tried).  */
static size_t
swapped_brackets (struct bg_line *l, size_t from, size_t to)
{
  struct bg_brackets *br = &l->ac->brackets;
  unsigned char *paired = l->ac->paired;
  size_t cause = SIZE_MAX;
  for (size_t j = from; j < to && cause == SIZE_MAX; j++)
    {
      paired[j] = 0;
      if (l->type[j] != FRIBIDI_TYPE_ON)
	continue;  /* bg_bracket_type's first answer, without the call */
      FriBidiBracketType b = bg_bracket_type (l->cp[j], l->type[j]);
      if (b == FRIBIDI_NO_BRACKET)
	continue;
      if (b & FRIBIDI_BRACKET_OPEN_MASK)
	{
	  bg_brackets_push (br, (int32_t) j, FRIBIDI_BRACKET_ID (b));
	  continue;
	}
      int32_t k = bg_brackets_close (br, FRIBIDI_BRACKET_ID (b));
      if (k < 0)
	continue;
      size_t o = (size_t) k;
      paired[o] = paired[j] = 1;
      int oo = l->actual->level[o] & 1, co = l->actual->level[j] & 1;
      int bad = l->actual->pos[o] < l->actual->pos[j] ? (oo || co)
						     : (!oo || !co);
      if (bad)
	cause = cause_before (l, from, to, o, 0);
    }
  bg_brackets_clear (br);  /* empty for the next use (bg_brackets) */
  return cause;
}

/* Breaks in the visual order of the LTR letters and digits of FROM..TO:
   BAD[j+1 - FROM] counts, up to j, the pairs (previous LTR char, j) shown
   reversed with controls but not without them.  Returns the total.  */
static size_t
order_breaks (struct bg_line *l, size_t from, size_t to, int32_t *bad)
{
  size_t prev = SIZE_MAX, total = 0;
  bad[0] = 0;
  for (size_t j = from; j < to; j++)
    {
      if (visible (l, j) && reads_ltr (l->type[j]))
	{
	  if (prev != SIZE_MAX && l->actual->pos[j] < l->actual->pos[prev]
	      && l->noctl->pos[j] > l->noctl->pos[prev])
	    total++;
	  prev = j;
	}
      bad[j + 1 - from] = (int32_t) total;
    }
  return total;
}

/* l->ac->rtl_before[k]: the right-to-left letters shown in FROM..FROM+K;
   and, in the same walk, l->ac->match[k]: where the initiator at K
   closes, TO when it does not (pairing P).  */
static void
count_rtl_letters (struct bg_line *l, size_t from, size_t to,
		   struct bg_pairing *p)
{
  int32_t *rtl = l->ac->rtl_before;
  rtl[0] = 0;
  for (size_t j = from; j < to; j++)
    {
      l->ac->match[j] = (int32_t) to;
      if (bg_is_control (l->cp[j]))
	{
	  bg_pair_step (p, l->cp, j);
	  rtl[j + 1 - from] = rtl[j - from];
	}
      else
	rtl[j + 1 - from] = rtl[j - from] + bg_is_rtl_letter (l->type[j]);
    }
}

/* True when the right-to-left initiator at K opens a span (up to
   l->ac->match[K]) without a right-to-left letter in it.  */
static bool
rtl_span_without_rtl (const struct bg_line *l, size_t from, size_t k)
{
  const int32_t *rtl = l->ac->rtl_before;
  return bg_is_rtl_initiator (l->cp[k])
	 && rtl[l->ac->match[k] - (int32_t) from] == rtl[k + 1 - from];
}

/* Whether two LTR letters or digits in a row (order_breaks's pairs) lie
   inside one right-to-left span without right-to-left letters, the later
   shown first: what reordered_words's spans need of the display without
   controls, which costs an engine run over the line.  Where a span's
   inside ends is marked -1 on l->ac->breaks (order_breaks's, filled only
   after this); two points covered by different spans count too (then
   the display without controls decides).  */
static bool
reversed_in_span (struct bg_line *l, size_t from, size_t to)
{
  int32_t *end = l->ac->breaks;
  memset (end, 0, (to - from + 1) * sizeof *end);
  int32_t depth = 0;
  size_t prev = SIZE_MAX;
  for (size_t j = from; j < to; j++)
    {
      depth += end[j - from];
      if (bg_is_control (l->cp[j]))
	{
	  if (bg_is_rtl_initiator (l->cp[j]) && rtl_span_without_rtl (l, from, j))
	    {
	      depth++;
	      end[l->ac->match[j] - (int32_t) from]--;
	    }
	  continue;
	}
      if (!reads_ltr (l->type[j]))
	continue;
      if (depth <= 0)
	prev = SIZE_MAX;
      else
	{
	  if (prev != SIZE_MAX && l->actual->pos[j] < l->actual->pos[prev])
	    return true;
	  prev = j;
	}
    }
  return false;
}

/* Digits and words put out of order by a right-to-left embedding,
   override, isolate or mark over text without right-to-left letters.
   Called only when an LTR letter or digit of FROM..TO shows before the
   one before it (survey_atom).  Candidates come first (cheap); only a
   candidate with a reversal where it can count pays for the display
   without controls.  */
static size_t
reordered_words (struct bg_line *l, size_t from, size_t to,
		 struct bg_findings *out)
{
  const int32_t *rtl = l->ac->rtl_before;
  struct bg_pairing p = { l->ac->stack, 0, 0, l->ac->match };
  count_rtl_letters (l, from, to, &p);
  /* Text without right-to-left letters: only a right-to-left control can
     be to blame (an FSI over such text is left-to-right).  */
  size_t whole = SIZE_MAX;
  if (rtl[to - from] == 0)
    for (size_t k = from; k < to && whole == SIZE_MAX; k++)
      if (bg_is_rtl_control (l->cp[k]))
	whole = k;
  /* Right-to-left spans without right-to-left letters.  */
  bool spans = false;
  for (size_t k = from; k < to && !spans; k++)
    spans = bg_is_rtl_initiator (l->cp[k])
	    && rtl_span_without_rtl (l, from, k);
  if (whole == SIZE_MAX && !spans)
    return SIZE_MAX;
  if (whole == SIZE_MAX && !reversed_in_span (l, from, to))
    return SIZE_MAX;
  if (!bg_line_noctl (l))
    {
      out->failed = true;
      return SIZE_MAX;
    }
  int32_t *bad = l->ac->breaks;
  if (!order_breaks (l, from, to, bad))
    return SIZE_MAX;
  if (whole != SIZE_MAX)
    return whole;
  for (size_t k = from; k < to; k++)
    {
      if (!bg_is_rtl_initiator (l->cp[k])
	  || !rtl_span_without_rtl (l, from, k))
	continue;
      /* Pairs whose first member is inside the span: after its first LTR
	 character.  */
      size_t end = (size_t) l->ac->match[k];
      size_t first = k + 1;
      while (first < end && !(visible (l, first)
			      && reads_ltr (l->type[first])))
	first++;
      if (first < end && bad[end - from] != bad[first + 1 - from])
	return k;
    }
  return SIZE_MAX;
}

/* True when C at code point J shows as its mirror in the actual
   display (an odd level).  */
static bool
shows_mirrored (const struct bg_line *l, size_t j)
{
  uint32_t c = l->cp[j];
  /* Hebrew and Arabic mirror nothing (bg_mirror's gap): a long
     right-to-left text is answered without the lookup.  */
  return (l->actual->level[j] & 1)
	 && !(c >= BG_MIRROR_GAP_FIRST && c <= BG_MIRROR_GAP_LAST)
	 && bg_mirror (c) != c;
}

/* The innermost initiator open before code point J (BD9, across atoms),
   -1 for none; worked out once per line.  */
static int32_t
open_before (struct bg_line *l, size_t j)
{
  struct bg_atom_check_scratch *s = l->ac;
  if (s->open_at_line != l->serial)
    {
      struct bg_pairing p = { s->stack, 0, 0, NULL };
      BG_COUNT_WALK (l->ac->walks);
      for (size_t k = 0; k < l->n; k++)
	{
	  s->open_at[k] = p.sp ? s->stack[p.sp - 1] : -1;
	  if (bg_is_control (l->cp[k]))
	    bg_pair_step (&p, l->cp, k);
	}
      s->open_at_line = l->serial;
    }
  return s->open_at[j];
}

/* A mirrored character (Bidi_Mirroring_Glyph) that the controls alone
   make show as its mirror: `"<RLI><<PDI>"` reads `">"`.  J is the first
   code point of FROM..TO that shows mirrored (survey_atom).  Bracket
   pairs are swapped_brackets's (l->ac->paired, from its pairing: it runs
   before, when PAIRED: without a character of class ON nothing pairs);
   a bracket alone counts here.  Returns the control to blame, or
   SIZE_MAX.  */
static size_t
mirrored_glyphs (struct bg_line *l, size_t j, size_t from, size_t to,
		 bool paired, struct bg_findings *out)
{
  if (!bg_line_noctl (l))
    {
      out->failed = true;
      return SIZE_MAX;
    }
  size_t mark = from;
  while (mark < to && !bg_is_mark (l->cp[mark]))
    mark++;
  for (; j < to; j++)
    {
      /* Mirrored with the controls, not without them; a bracket paired
	 inside the atom is swapped_brackets's.  */
      if (!shows_mirrored (l, j) || l->noctl->level[j] < 0
	  || (l->noctl->level[j] & 1) || (paired && l->ac->paired[j]))
	continue;
      /* The control that turns it: the innermost initiator open at J if
	 it is in this atom, else a mark in it.  One opened in an earlier
	 atom leaks into this one: the line check reports that cause.  */
      int32_t o = open_before (l, j);
      if (o >= 0 && (size_t) o >= from)
	return (size_t) o;
      if (mark < to)
	return mark;
    }
  return SIZE_MAX;
}

/* The initiator earlier on the line that the PDF or PDI at I closes (BD9),
   or I: a terminator belongs to the cause of what it closes, so that
   `#include <<RLO>x.h<PDF>>` is one finding, not one per token.  */
static size_t
closed_initiator (struct bg_line *l, size_t i)
{
  struct bg_atom_check_scratch *s = l->ac;
  if (s->opener_line != l->serial)
    {
      /* Once per line (per terminator it would be quadratic in a line of
	 such names): MATCH[k], where initiator K closes; OPENER[j], the
	 first initiator the terminator at J closes.  */
      struct bg_pairing p = { s->stack, 0, 0, s->match };
      BG_COUNT_WALK (l->ac->walks);
      for (size_t k = 0; k < l->n; k++)
	{
	  s->match[k] = -1;
	  s->opener[k] = -1;
	  if (bg_is_control (l->cp[k]))
	    bg_pair_step (&p, l->cp, k);
	}
      BG_COUNT_WALK (l->ac->walks);
      for (size_t k = l->n; k-- > 0;)
	if (s->match[k] >= 0)
	  s->opener[s->match[k]] = (int32_t) k;
      s->opener_line = l->serial;
    }
  return s->opener[i] >= 0 ? (size_t) s->opener[i] : i;
}

/* Between two right-to-left letters of one word, or of two words with
   only blanks between them: what can stand there without changing the
   order a reader reads them in - white space, a combining mark, a
   control, a character X9 removes.  */
static bool
joins_rtl_text (const struct bg_line *l, size_t i)
{
  FriBidiCharType t = l->type[i];
  return t == FRIBIDI_TYPE_WS || t == FRIBIDI_TYPE_NSM
	 || t == FRIBIDI_TYPE_BN || bg_is_control (l->cp[i]);
}

/* What one walk over an atom's text tells the checks of spoof_cause
   before each walks it: a check runs only where the survey shows it can
   find something, and then decides alone, as before.  On a long literal
   of right-to-left words with paired controls (issue 33's bench (e))
   most checks have nothing to look at, and their own walks were most of
   the cost of the line's check.  */
struct atom_survey
{
  bool reversed;     /* a letter or digit at a level against its
			direction: reversed_letters's two cases */
  bool brackets;     /* a character of class ON: one can pair */
  bool ltr_reversed; /* an LTR letter or digit shown before the one
			before it */
  bool ltr_reversed_rtl; /* such a pair with a right-to-left initiator
			    open at both (reordered_words's spans) */
  bool rtl_letters;  /* a right-to-left letter */
  bool rtl_initiator;
  bool rtl_control;
  bool rtl_order;    /* a pair that rtl_text_reordered looks into */
  size_t mirrored;   /* the first code point shows_mirrored, or TO */
  size_t open;       /* initiators left open at TO (BD9): their indices
			are l->ac->stack[0..OPEN) */
};

static void
survey_atom (const struct bg_line *l, size_t from, size_t to,
	     struct atom_survey *s)
{
  const signed char *level = l->actual->level;
  const int32_t *pos = l->actual->pos;  /* every code point has one */
  /* The positions of the previous LTR letter or digit and of the
     previous right-to-left letter (none: no position compares true).  */
  int32_t ltr_at = -1, rtl_at = INT32_MAX;
  bool reversed = false, brackets = false, ltr_reversed = false;
  bool rtl_letters = false, rtl_initiator = false, rtl_control = false;
  bool rtl_order = false;
  bool ltr_reversed_rtl = false;
  size_t mirrored = to;
  /* The initiators open (BD9), and how many of them are right to left;
     whether one was open at the previous LTR letter or digit.  */
  struct bg_pairing pr = { l->ac->stack, 0, 0, NULL };
  size_t rtl_open = 0;
  bool ltr_in_rtl = false;
  for (size_t j = from; j < to; j++)
    {
      uint32_t c = l->cp[j];
      FriBidiCharType t = l->type[j];
      int32_t p = pos[j];
      if (bg_is_control (c))
	{
	  /* It shows nothing and mirrors nothing; to rtl_text_reordered
	     RLM and ALM (classes R and AL) are letters, the others join
	     right-to-left text.  */
	  rtl_initiator |= bg_is_rtl_initiator (c);
	  rtl_control |= bg_is_rtl_control (c);
	  size_t sp = pr.sp;
	  bg_pair_step (&pr, l->cp, j);
	  if (pr.sp > sp)
	    rtl_open += bg_is_rtl_initiator (c);
	  for (size_t k = pr.sp; k < sp; k++)   /* closed: still there */
	    rtl_open -= bg_is_rtl_initiator (l->cp[pr.stack[k]]);
	  if (bg_is_rtl_letter (t))
	    {
	      rtl_order |= p > rtl_at;
	      rtl_at = p;
	    }
	  continue;
	}
      int odd = level[j] & 1;
      if (bg_is_rtl_letter (t))
	{
	  rtl_letters = true;
	  reversed |= !odd;
	  rtl_order |= p > rtl_at;
	  rtl_at = p;
	  continue;
	}
      if (!joins_rtl_text (l, j))
	rtl_at = INT32_MAX;
      /* Every character that mirrors is of class ON (test-display).  */
      if (t == FRIBIDI_TYPE_ON)
	{
	  brackets = true;
	  if (odd && mirrored == to && shows_mirrored (l, j))
	    mirrored = j;
	}
      if (reads_ltr (t))
	{
	  reversed |= odd;
	  ltr_reversed |= p < ltr_at;
	  ltr_reversed_rtl |= p < ltr_at && ltr_in_rtl && rtl_open;
	  ltr_in_rtl = rtl_open;
	  ltr_at = p;
	}
    }
  *s = (struct atom_survey) {
    .reversed = reversed, .brackets = brackets, .ltr_reversed = ltr_reversed,
    .rtl_letters = rtl_letters, .rtl_initiator = rtl_initiator,
    .rtl_control = rtl_control, .rtl_order = rtl_order, .mirrored = mirrored,
    .ltr_reversed_rtl = ltr_reversed_rtl, .open = pr.sp
  };
}

/* Right-to-left text shown in an order other than its own: two
   right-to-left letters of FROM..TO with only blanks, combining marks and
   controls between them, the second shown to the right of the first.
   Without controls the second always shows to the left (the blanks
   between two R take their direction, N1), so the controls between or
   around them did it: a Hebrew word stored letter-reversed with an LRM
   or an isolate between its letters reads as the real word.  Returns
   the control to blame, or SIZE_MAX.  */
static size_t
rtl_text_reordered (struct bg_line *l, size_t from, size_t to)
{
  size_t prev = SIZE_MAX;
  for (size_t j = from; j < to; j++)
    {
      if (!bg_is_rtl_letter (l->type[j]))
	{
	  if (!joins_rtl_text (l, j))
	    prev = SIZE_MAX;
	  continue;
	}
      if (prev != SIZE_MAX && l->actual->pos[j] > l->actual->pos[prev])
	{
	  for (size_t k = prev + 1; k < j; k++)
	    if (bg_is_control (l->cp[k]))
	      return bg_is_terminator (l->cp[k]) ? closed_initiator (l, k) : k;
	  int32_t o = open_before (l, j);
	  if (o >= 0 && (size_t) o >= from)
	    return (size_t) o;
	}
      prev = j;
    }
  return SIZE_MAX;
}

/* Whether code points FROM..TO are all controls.  */
static bool
only_controls (const struct bg_line *l, size_t from, size_t to)
{
  for (size_t i = from; i < to; i++)
    if (!bg_is_control (l->cp[i]))
      return false;
  return true;
}

static void
add_spoof (struct bg_line *l, size_t a, size_t from, size_t to, size_t cause,
	   struct bg_findings *out)
{
  enum bg_atom_kind kind = l->atoms[a].kind;
  struct bg_pending p = { .check = BG_CHECK_SPOOF, .cause = cause,
			  .from = from, .to = to, .atom = (int) a };
  bg_name_control (l->cp[cause], p.cause_name, sizeof p.cause_name);
  p.identifier = kind == BG_ATOM_IDENT || kind == BG_ATOM_NUMBER;
  if (l->atoms[a].stray && !l->atoms[a].message)
    /* No identifier takes it: not a name that looks like another, a
       character between tokens that GCC rejects and the line hides.  */
    snprintf (p.message, sizeof p.message,
	      "invisible %s stray in code, outside any identifier, hides "
	      "what the compiler reads", p.cause_name);
  else if (kind == BG_ATOM_IDENT && !l->atoms[a].message
	   && only_controls (l, from, to))
    /* C and C++ take some controls as identifier characters: one alone
       between tokens is a name of its own that shows as nothing.  */
    snprintf (p.message, sizeof p.message,
	      "invisible %s is an identifier of its own between tokens, "
	      "which shows as nothing", p.cause_name);
  else if (p.identifier && !l->atoms[a].message)
    snprintf (p.message, sizeof p.message,
	      "invisible %s inside %s makes it look like another %s",
	      p.cause_name, kind == BG_ATOM_NUMBER ? "a number" : "an identifier",
	      kind == BG_ATOM_NUMBER ? "number" : "name");
  else
    snprintf (p.message, sizeof p.message,
	      "%s makes this %s display misleadingly", p.cause_name,
	      atom_noun (&l->atoms[a]));
  bg_findings_add (out, &p);
}

/* The initiators of FROM..TO left open; SURVEY, when not NULL, has
   paired them already (l->ac->stack holds its pairing).  */
static void
check_unpaired (struct bg_line *l, size_t a, size_t from, size_t to,
		const struct atom_survey *survey, struct bg_findings *out)
{
  struct bg_pairing pr = { l->ac->stack, 0, 0, NULL };
  if (survey)
    pr.sp = survey->open;
  else
    for (size_t j = from; j < to; j++)
      if (bg_is_control (l->cp[j]))
	bg_pair_step (&pr, l->cp, j);
  if (!pr.sp)
    return;
  enum bg_atom_kind kind = l->atoms[a].kind;
  size_t cause = (size_t) l->ac->stack[0];
  struct bg_pending p = { .check = BG_CHECK_UNPAIRED, .cause = cause,
			  .from = cause, .to = to, .atom = (int) a };
  p.identifier = kind == BG_ATOM_IDENT || kind == BG_ATOM_NUMBER;
  bg_name_control (l->cp[cause], p.cause_name, sizeof p.cause_name);
  if (pr.sp == 1)
    snprintf (p.message, sizeof p.message, "unpaired %s in %s",
	      p.cause_name, atom_noun (&l->atoms[a]));
  else
    snprintf (p.message, sizeof p.message, "unpaired %s and %zu more in %s",
	      p.cause_name, pr.sp - 1, atom_noun (&l->atoms[a]));
  bg_findings_add (out, &p);
}

/* ucn: each escape of the line that makes a control (the lexer read
   them as cpp does, l->escapes), one finding an atom: a literal's, a
   name's, or one for code no atom holds.  */
static void
check_ucn (struct bg_line *l, struct bg_findings *out)
{
  size_t a = 0;
  int last = -2;
  for (size_t e = 0; e < l->nescapes; e++)
    {
      const struct bg_escape *x = &l->escapes[e];
      while (a < l->natoms && l->atoms[a].end <= x->start)
	a++;
      int atom = a < l->natoms && l->atoms[a].start <= x->start ? (int) a
								: -1;
      if (atom == last)
	continue;
      last = atom;
      size_t from = bg_lower_bound (l->off, l->n, sizeof *l->off, 0,
				    x->start);
      size_t to = bg_lower_bound (l->off, l->n, sizeof *l->off, 0, x->end);
      struct bg_pending p = { .check = BG_CHECK_UCN, .cause = from,
			      .from = from, .to = to, .atom = atom };
      p.identifier = atom >= 0 && bg_atom_is_token (l->atoms[a].kind);
      bg_name_control (x->value, p.cause_name, sizeof p.cause_name);
      if (p.identifier)
	snprintf (p.message, sizeof p.message,
		  "escape sequence puts %s into a name", p.cause_name);
      else
	snprintf (p.message, sizeof p.message,
		  "escape sequence produces %s at run time", p.cause_name);
      bg_findings_add (out, &p);
    }
}

static void
check_any (struct bg_line *l, struct bg_findings *out)
{
  size_t first = SIZE_MAX, last = 0, count = 0;
  BG_COUNT_WALK (l->ac->walks);
  for (size_t i = 0; i < l->n; i++)
    if (bg_is_control (l->cp[i]))
      {
	if (first == SIZE_MAX)
	  first = i;
	last = i;
	count++;
      }
  if (!count)
    return;
  uint32_t c = l->cp[first];
  struct bg_pending p = { .check = BG_CHECK_ANY, .cause = first,
			  .from = first, .to = last + 1, .atom = -1 };
  bg_name_control (c, p.cause_name, sizeof p.cause_name);
  int n = snprintf (p.message, sizeof p.message, "bidirectional %s %s",
		    bg_is_mark (c) ? "mark" : "control character",
		    p.cause_name);
  if (count > 1 && n > 0 && (size_t) n < sizeof p.message)
    snprintf (p.message + n, sizeof p.message - (size_t) n,
	      " and %zu more on this line", count - 1);
  bg_findings_add (out, &p);
}

/* The control that makes the text FROM..TO of atom A display
   misleadingly, or SIZE_MAX.  In a name every control is one (FIRST is
   the first); elsewhere each way a display can mislead is tried in turn.  */
static size_t
spoof_cause (struct bg_line *l, size_t a, size_t from, size_t to,
	     size_t first, const struct atom_survey *s,
	     struct bg_findings *out)
{
  enum bg_atom_kind kind = l->atoms[a].kind;
  if (kind == BG_ATOM_IDENT || kind == BG_ATOM_NUMBER)
    return bg_is_terminator (l->cp[first]) ? closed_initiator (l, first)
					    : first;
  size_t cause = SIZE_MAX;
  if (s->reversed)
    cause = reversed_letters (l, from, to);
  if (cause == SIZE_MAX && s->brackets)
    cause = swapped_brackets (l, from, to);  /* pairs for mirrored_glyphs */
  /* Its every answer needs an LTR pair shown reversed: in text without
     right-to-left letters under a right-to-left control, or else inside
     a right-to-left span (so under an open right-to-left initiator).  */
  if (cause == SIZE_MAX
      && (s->rtl_letters ? s->ltr_reversed_rtl
			 : s->ltr_reversed && s->rtl_control))
    cause = reordered_words (l, from, to, out);
  if (cause == SIZE_MAX && s->mirrored < to)
    cause = mirrored_glyphs (l, s->mirrored, from, to, s->brackets, out);
  if (cause == SIZE_MAX && s->rtl_order)
    cause = rtl_text_reordered (l, from, to);
  return cause;
}

bool
bg_check_atoms (struct bg_line *l, unsigned checks, struct bg_findings *out)
{
  /* Every check of one atom is about the controls in it: a line without
     any (a table of strings, bench (f)) has none to look for.  */
  const unsigned per_atom = l->ncontrols ? BG_EACH_ATOM_CHECKS : 0;
  BG_COUNT_WALK (l->ac->walks);
  for (size_t a = 0; a < l->natoms && (checks & per_atom); a++)
    {
      enum bg_atom_kind kind = l->atoms[a].kind;
      if (kind == BG_ATOM_PUNCT)
	continue;
      struct bg_range text = bg_atom_text (l, a);
      size_t from = text.from, to = text.to;

      size_t first = from;
      while (first < to && !bg_is_control (l->cp[first]))
	first++;
      if (first == to)
	continue;
      bool spoof = checks & BG_CHECK_BIT (BG_CHECK_SPOOF);
      struct atom_survey s;
      if (spoof)
	survey_atom (l, from, to, &s);
      if (checks & BG_CHECK_BIT (BG_CHECK_UNPAIRED))
	check_unpaired (l, a, from, to, spoof ? &s : NULL, out);
      if (!spoof)
	continue;
      size_t cause = spoof_cause (l, a, from, to, first, &s, out);
      if (cause != SIZE_MAX)
	add_spoof (l, a, from, to, cause, out);
    }
  if (checks & BG_CHECK_BIT (BG_CHECK_UCN))
    check_ucn (l, out);
  if (checks & BG_CHECK_BIT (BG_CHECK_ANY))
    check_any (l, out);
  if (checks & BG_CHECK_BIT (BG_CHECK_LINE_BREAK))
    bg_check_line_breaks (l, out);
  if ((checks & BG_CHECK_BIT (BG_CHECK_LOOKALIKE)) && !l->quiet)
    bg_check_lookalike (l, out);
  return !out->failed;
}
