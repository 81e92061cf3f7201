/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiet.c - lines whose code provably displays in compiled order.
 *
 * Most lines with right-to-left text are plain localisation: a Hebrew
 * comment, an Arabic string, an isolated name.  Running the bidi algorithm
 * on each costs more than GCC spends compiling the line, so this pass
 * decides, in one walk over the classes, that nothing can be found:
 *
 * - no override (only an RLO can reverse LTR letters, only an LRO RTL
 *   ones), no control outside comment and literal contents, every
 *   embedding and isolate closed inside its content, no paragraph
 *   separator, no depth anywhere near 125;
 * - spoof cannot fire: every RLE/RLI span holds right-to-left letters (its
 *   direction matches its text), content without such letters holds no
 *   right-to-left control or mark, content with controls holds no
 *   mirrored character (a bracket, `<`, `>`: its glyph could flip);
 * - in an LTR paragraph every code unit stays at level 0: a neutral can
 *   only resolve to R (N1, and N0 for brackets, which need R inside and
 *   R before) between two right-to-left things - R, AL, AN, a number after
 *   R (W2, W7), or the edge of an odd embedding (X10) - and a number can
 *   only leave its place with such neutrals beside it.  So the walk fails
 *   when a right-to-left thing follows a neutral outside the contents that
 *   itself follows one, with nothing left-to-right between.  Isolates are
 *   neutral from outside and their insides are skipped (BD13).
 *
 * What passes here is what the full check would pass; anything in doubt
 * goes to the full check.
 */
#include "core.h"

static int
is_bracket (uint32_t c, FriBidiCharType t)
{
  if (t != FRIBIDI_TYPE_ON)
    return 0;
  if (c < 128)
    return c == '(' || c == ')' || c == '[' || c == ']' || c == '{'
	   || c == '}';
  return bg_bracket_type (c, t) != FRIBIDI_NO_BRACKET;
}

/* The controls of one content, BD9 pairing and the spoof conditions, in
   one pass (RTL[k] counts the right-to-left letters before FROM + k).  */
static int
quiet_content (const struct bg_line *l, size_t from, size_t to)
{
  size_t controls = 0, rtl_letters = 0, brackets = 0, rtl_controls = 0;
  int rtl_spans = 0;
  int32_t *rtl = l->vis;
  struct bg_pairing p = { l->stack, 0, 0, l->match };
  for (size_t i = from; i < to; i++)
    {
      uint32_t c = l->cp[i];
      rtl[i - from] = (int32_t) rtl_letters;
      if (bg_is_control (c))
	{
	  controls++;
	  if (c == 0x202D || c == 0x202E)
	    return 0;
	  rtl_controls += c == 0x202B || c == 0x2067 || c == 0x200F
			  || c == 0x061C;
	  rtl_spans |= c == 0x202B || c == 0x2067;
	  bg_pair_step (&p, l->cp, i);
	}
      else if (bg_is_rtl_letter (l->type[i]))
	rtl_letters++;
      else
	brackets += c < 128 ? is_bracket (c, l->type[i]) || c == '<' || c == '>'
			    : bg_mirror (c) != c;
    }
  if (!controls)
    return 1;
  if (controls >= 60 || brackets || p.sp || (rtl_controls && !rtl_letters))
    return 0;
  /* Every RLE/RLI span holds right-to-left letters.  */
  for (size_t i = from; i < to && rtl_spans; i++)
    if ((l->cp[i] == 0x202B || l->cp[i] == 0x2067)
	&& rtl[l->match[i] - (int32_t) from] == rtl[i - from])
      return 0;
  return 1;
}

#define BRACKET_DEPTH 63  /* BD16's stack */

struct walk
{
  int strong_rtl;  /* last strong type for W2/W7 */
  int ctx_rtl;     /* what a neutral after here sees: R (1) or L (0) */
  int pending;     /* a neutral outside the contents after R context */
  size_t ltr_seen, rtl_seen;  /* strong characters so far, for N0 */
  size_t sp;       /* BD16: open brackets */
  struct
  {
    FriBidiBracketType id;
    size_t ltr, rtl;
    int ctx_rtl;
  } open[BRACKET_DEPTH];
};

/* Brackets pair across code and contents (BD16), and N0 can make a pair R
   when it holds right-to-left and no left-to-right text and R comes
   before it; a closing bracket of such a pair outside the contents would
   move.  Returns 0 then (or when the pairing stack overflows), 2 for the
   closing bracket of an R pair inside a content (a strong R for N1), else
   1.  */
static int
bracket (struct walk *w, uint32_t c, FriBidiCharType t, int outside)
{
  if (!is_bracket (c, t))
    return 1;
  FriBidiBracketType b = bg_bracket_type (c, t);
  if (b == FRIBIDI_NO_BRACKET)
    return 1;
  FriBidiBracketType id = FRIBIDI_BRACKET_ID (b);
  if (b & FRIBIDI_BRACKET_OPEN_MASK)
    {
      if (w->sp == BRACKET_DEPTH)
	return 0;
      w->open[w->sp].id = id;
      w->open[w->sp].ltr = w->ltr_seen;
      w->open[w->sp].rtl = w->rtl_seen;
      w->open[w->sp].ctx_rtl = w->ctx_rtl;
      w->sp++;
      return 1;
    }
  for (size_t k = w->sp; k-- > 0;)
    if (w->open[k].id == id)
      {
	int rtl_pair = w->ltr_seen == w->open[k].ltr
		       && w->rtl_seen != w->open[k].rtl && w->open[k].ctx_rtl;
	w->sp = k;
	if (rtl_pair && outside)
	  return 0;
	return rtl_pair ? 2 : 1;
      }
  return 1;
}

/* One character of class T; OUTSIDE for code and delimiters.  Returns 0
   when the line needs the full check.  */
static inline int
step (struct walk *w, uint32_t c, FriBidiCharType t, int outside)
{
  int rtl_thing;
  if (t == FRIBIDI_TYPE_ON)
    {
      int b = bracket (w, c, t, outside);
      if (b == 0)
	return 0;
      if (b == 2)
	t = FRIBIDI_TYPE_RTL;
    }
  if (t == FRIBIDI_TYPE_LTR)
    {
      w->strong_rtl = w->ctx_rtl = w->pending = 0;
      w->ltr_seen++;
      return 1;
    }
  if (bg_is_rtl_letter (t))
    rtl_thing = 1, w->strong_rtl = 1;
  else if (t == FRIBIDI_TYPE_AN)
    rtl_thing = 1;
  else if (t == FRIBIDI_TYPE_EN)
    rtl_thing = w->strong_rtl;
  else
    {
      if (outside && w->ctx_rtl && t != FRIBIDI_TYPE_NSM)
	w->pending = 1;
      return 1;
    }
  if (rtl_thing && w->pending)
    return 0;
  /* A number after L is L (W7), also for N0.  */
  if (rtl_thing)
    w->rtl_seen++;
  else
    w->ltr_seen++;
  w->ctx_rtl = rtl_thing;
  if (!rtl_thing)
    w->pending = 0;
  return 1;
}

/* The edge of an embedding seen from outside (X10): R for an odd one,
   L for an even one - unless the embedding holds nothing X9 keeps, when
   there is no edge at all.  Taking R for the first and nothing for the
   second is safe in both cases.  */
static int
edge (struct walk *w, int odd)
{
  return odd ? step (w, 0, FRIBIDI_TYPE_RTL, 0) : 1;
}

/* Walk FROM..TO of a content, skipping isolates and embeddings.  */
static int
walk_content (const struct bg_line *l, struct walk *w, size_t from,
	      size_t to)
{
  for (size_t i = from; i < to; i++)
    {
      uint32_t c = l->cp[i];
      if (bg_is_isolate (c) || bg_is_embedding (c))
	{
	  int odd = c == 0x202B;
	  if (bg_is_embedding (c) && !edge (w, odd))
	    return 0;
	  i = (size_t) l->match[i];  /* balanced: quiet_content checked */
	  if (bg_is_embedding (c) && !edge (w, odd))
	    return 0;
	  continue;
	}
      if (c == 0x202C || c == 0x2069)
	continue;	/* stray terminators do nothing */
      if (!step (w, c, l->type[i], 0))
	return 0;
    }
  return 1;
}

int
bg_line_is_quiet (const struct bg_line *l)
{
  /* A character the two engines class differently: the walk reasons
     with one set of classes.  */
  if (l->base == BG_BASE_RTL || l->nclassdiff)
    return 0;
  struct walk w;  /* the bracket stack needs no clearing */
  w.strong_rtl = w.ctx_rtl = w.pending = 0;
  w.ltr_seen = w.rtl_seen = w.sp = 0;
  size_t i = 0;
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_span *s = &l->span[a];
      int token = l->atoms[a].kind <= BG_ATOM_PUNCT;
      size_t from = token ? s->end : s->open_end;
      size_t to = token ? s->end : s->close_start;
      /* The white space before the atom, then its opening part.  */
      for (; i < from; i++)
	if (bg_is_control (l->cp[i]) || l->type[i] == FRIBIDI_TYPE_BS
	    || !step (&w, l->cp[i], l->type[i], 1))
	  return 0;
      if (!token)
	{
	  if (!quiet_content (l, from, to) || !walk_content (l, &w, from, to))
	    return 0;
	  i = to;
	}
    }
  for (; i < l->n; i++)
    if (bg_is_control (l->cp[i]) || l->type[i] == FRIBIDI_TYPE_BS
	|| !step (&w, l->cp[i], l->type[i], 1))
      return 0;
  /* base=auto: quiet only when the paragraph is LTR, i.e. the first
     strong character outside isolates is not right-to-left.  */
  if (l->base == BG_BASE_AUTO && bg_first_strong_level (l->type, l->n))
    return 0;
  return 1;
}
