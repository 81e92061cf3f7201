/* SPDX-License-Identifier: GPL-3.0-or-later */
/* line-check.c - does the line display its code in compiled order?
 *
 * doc/design.md section 2, steps 3-5.  The code units of a line (code tokens
 * and comment/literal delimiters) are compared between the actual display
 * and a reference display in which every comment/literal content and every
 * token holding right-to-left text or controls is isolated (FSI ... PDI)
 * with its controls removed: how a viewer that isolates atoms shows it.
 * A unit that changed place or orientation, or content shown outside its
 * delimiters, is a difference.  It is letter-caused only when the line
 * displays exactly the same without its controls and marks; any other
 * difference is reorder, which the rtl-text marker never silences.
 *
 * The content is isolated rather than the whole atom (doc/design.md
 * section 2.3): isolating a delimiter with its Hebrew content turns the quotes of
 * every Hebrew string around, which no viewer does and nobody reads as a
 * change.  With the content isolated, the reference of an LTR paragraph
 * is always the logical order (nothing outside the isolates is R, AL or
 * AN), so only a right-to-left paragraph (base rtl, or base auto on a
 * paragraph whose first strong character is right-to-left) runs the
 * reference through the algorithm - at the level the paragraph really
 * has, which its isolated atoms alone would not give it.
 *
 * What the reader sees is glyphs, not only places: a mirrored character
 * (Bidi_Mirroring_Glyph) at an odd level shows as its mirror, so a `<`
 * of a code punctuator at an odd level reads `>`.  A bracket pair whose
 * two members both show mirrored reads as a pair and is not counted.
 * Letters alone are rtl-reorder (doc/design.md section 2.5) when the
 * display reads as well-formed code other than the compiled one (the
 * deception test, reader.c), when two operands of one operator show
 * swapped or a punctuator shows mirrored however broken the display
 * around them is (unless the display draws the mirrored punctuator
 * between a displayed literal's quotes, where it reads as that
 * literal's text); a visibly broken display (a literal's words drawn
 * outside its quotes, numbers inside them, `int 1 = <name>;`) is
 * rtl-layout, right-to-left names or not.  A line its viewer shows as a
 * right-to-left paragraph (base rtl; base auto led by a right-to-left
 * letter) is read right to left, its left-to-right runs left to right
 * (rtl_reading): the deception test reads that reading.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"

/* How the code units show in one display.  */
struct bg_signature
{
  uint32_t *rank;          /* per unit: rank in visual order, UINT32_MAX
			      when nothing of it shows */
  unsigned char *orient;   /* per unit: its characters run forward,
			      backward, split or not compared */
  unsigned char *mirror;   /* per unit: a punctuator shown as its mirror */
  unsigned char *inside;   /* per atom: its content shows between its
			      delimiters */
  unsigned char *moved;    /* per unit, against the reference: 1 place or
			      orientation, 2 mirrored glyph (NULL for the
			      reference itself) */
};

/* This file's buffers (l->lc), carved with the line; no other file sees
   them.  */
struct bg_line_check_scratch
{
  struct bg_view ref;      /* the reference display, made again for each
			      engine (its valid flag is not used) */
  struct bg_signature actual, noctl, reference;
  int32_t *unit_at;        /* per visual position: the unit shown there */
  int32_t *operand_at;     /* per reference place: the operand atom there */
  int32_t *vmin, *vmax;    /* per unit: its first and last visual position */
  uint64_t *first_at;      /* a bit per visual position: a unit's first
			      (places) */
  int32_t *stack;          /* pairing stack: BD9 */
  int32_t *op_match;       /* per atom: operator_operands_swapped's
			      brackets */
  struct bg_brackets brackets;  /* the code's bracket punctuators */
  struct bg_range lie;     /* what the deception test found deceptive:
			      the line, or one construct of it */
  int32_t *rtl_pos;        /* per code point: its place in the reading of
			      a right-to-left paragraph (rtl_reading) */
  signed char *rtl_level;  /* and the level that reading gives its glyph */
  unsigned char *rtl_mirror;  /* per unit: a punctuator that reading
				 takes for its mirror */
  unsigned long walks;     /* tests: its passes over a line (BG_COUNT_WALK) */
};

struct bg_line_check_scratch *
bg_line_check_scratch_new (void)
{
  return calloc (1, sizeof (struct bg_line_check_scratch));
}

void
bg_line_check_scratch_free (struct bg_line_check_scratch *lc)
{
  if (!lc)
    return;
  bg_display_free (&lc->ref.run);
  free (lc);
}

unsigned long
bg_line_check_walks (const struct bg_line_check_scratch *lc)
{
  return lc->ref.run.walks + lc->walks;
}

/* The signature arrays of SIG; MOVED only for a display compared with
   the reference (the reference's own stays NULL).  */
static size_t
carve_signature (struct bg_signature *sig, char *base, size_t off,
		 size_t nun, size_t natoms, bool moved)
{
  BG_CARVE (base, off, sig->rank, nun);
  BG_CARVE (base, off, sig->orient, nun);
  BG_CARVE (base, off, sig->mirror, nun);
  BG_CARVE (base, off, sig->inside, natoms + 1);
  if (moved)
    BG_CARVE (base, off, sig->moved, nun);
  return off;
}

size_t
bg_line_check_scratch_carve (struct bg_line_check_scratch *lc, char *base,
			     size_t n, size_t natoms)
{
  /* The reference display holds every code point, an FSI, a PDI and a
     mark per atom, an FSI and a PDI per separator inside one, and (base
     auto) a mark per paragraph.  */
  size_t ncp = n + 1, nvis = 4 * n + 3 * natoms + 3, nun = 2 * natoms + 1;
  size_t nstack = ncp > nun ? ncp : nun;
  size_t off = 0;
  BG_CARVE (base, off, lc->ref.pos, ncp);
  BG_CARVE (base, off, lc->ref.level, ncp);
  BG_CARVE (base, off, lc->ref.src, nvis);
  off = carve_signature (&lc->actual, base, off, nun, natoms, true);
  off = carve_signature (&lc->noctl, base, off, nun, natoms, true);
  off = carve_signature (&lc->reference, base, off, nun, natoms, false);
  BG_CARVE (base, off, lc->unit_at, nvis);
  BG_CARVE (base, off, lc->operand_at, nvis);
  BG_CARVE (base, off, lc->vmin, nun);
  BG_CARVE (base, off, lc->vmax, nun);
  BG_CARVE (base, off, lc->first_at, nvis / 64 + 1);
  BG_CARVE (base, off, lc->stack, nstack);
  BG_CARVE (base, off, lc->op_match, natoms + 1);
  BG_CARVE (base, off, lc->rtl_pos, ncp);
  BG_CARVE (base, off, lc->rtl_level, ncp);
  BG_CARVE (base, off, lc->rtl_mirror, nun);
  return off + bg_brackets_carve (&lc->brackets, base ? base + off : NULL,
				  nun);
}

enum orient
{
  OR_NONE,   /* not compared: one character, or right-to-left inside */
  OR_FWD,
  OR_REV,
  OR_SPLIT
};

static bool
visible (const struct bg_line *l, const int32_t *pos, size_t i)
{
  return pos[i] >= 0 && !bg_is_control (l->cp[i]);
}

/* MIRROR[u] for every unit: a punctuator with a mirrored glyph at an odd
   LEVEL (NULL: all even), brackets whose pair partner shows mirrored too
   excepted.  */
static void
mirrored_units (struct bg_line *l, const signed char *level,
		unsigned char *mirror)
{
  BG_COUNT_WALK (l->lc->walks);
  /* All levels even (the logical order): nothing shows mirrored, and the
     pairing below has nothing to undo.  */
  if (!level)
    {
      memset (mirror, 0, l->nunits);
      return;
    }
  bool brackets = false;
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      mirror[u] = 0;
      if (un->role != BG_UNIT_TOKEN
	  || l->atoms[un->atom].kind != BG_ATOM_PUNCT)
	continue;
      for (size_t i = un->start; i < un->end; i++)
	{
	  uint32_t c = l->cp[i];
	  if (bg_mirror (c) == c || level[i] < 0 || !(level[i] & 1))
	    continue;
	  FriBidiBracketType b = bg_bracket_type (c, l->type[i]);
	  if (b == FRIBIDI_NO_BRACKET)
	    mirror[u] = 1;
	  else
	    mirror[u] |= 2, brackets = true;  /* decided by its partner below */
	}
    }
  /* No bracket shows mirrored (most lines): no pair to find.  */
  if (!brackets)
    return;
  /* Pair the bracket punctuators (BD16 over code): a pair with both
     members odd reads as a pair.  */
  struct bg_brackets *br = &l->lc->brackets;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      if (un->role != BG_UNIT_TOKEN || l->atoms[un->atom].kind != BG_ATOM_PUNCT
	  || un->end != un->start + 1)
	continue;
      FriBidiBracketType b = bg_bracket_type (l->cp[un->start],
					      l->type[un->start]);
      if (b == FRIBIDI_NO_BRACKET)
	continue;
      if (b & FRIBIDI_BRACKET_OPEN_MASK)
	{
	  bg_brackets_push (br, (int32_t) u, FRIBIDI_BRACKET_ID (b));
	  continue;
	}
      int32_t o = bg_brackets_close (br, FRIBIDI_BRACKET_ID (b));
      if (o >= 0 && (mirror[o] & 2) && (mirror[u] & 2))
	mirror[o] &= 1, mirror[u] &= 1;
    }
  bg_brackets_clear (br);  /* empty for the next use (bg_brackets) */
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    mirror[u] = mirror[u] != 0;
}

/* Rank and orientation of each unit in the display VIEW into SIG, and
   each unit's first and last visual position (lc.vmin, lc.vmax).  */
static void
places (struct bg_line *l, const struct bg_view *view,
	struct bg_signature *sig)
{
  const int32_t *pos = view->pos;
  size_t nvis = view->len;
  int32_t *vis = l->lc->unit_at, *vmin = l->lc->vmin, *vmax = l->lc->vmax;
  uint64_t *first_at = l->lc->first_at;
  size_t nwords = nvis / 64 + 1;
  memset (first_at, 0, nwords * sizeof *first_at);
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      int32_t prev = -1;
      int dir = OR_NONE;
      vmin[u] = INT32_MAX;
      vmax[u] = -1;
      for (size_t i = un->start; i < un->end; i++)
	{
	  if (!visible (l, pos, i))
	    continue;
	  int32_t p = pos[i];
	  if (p < vmin[u])
	    vmin[u] = p;
	  if (p > vmax[u])
	    vmax[u] = p;
	  if (prev >= 0 && dir != OR_SPLIT)
	    {
	      int d = p == prev + 1 ? OR_FWD : p == prev - 1 ? OR_REV : OR_SPLIT;
	      dir = (dir == OR_NONE || dir == d) ? d : OR_SPLIT;
	    }
	  prev = p;
	}
      sig->orient[u] = un->rtl ? OR_NONE : (unsigned char) dir;
      sig->rank[u] = UINT32_MAX;
      if (vmax[u] >= 0)
	{
	  vis[vmin[u]] = (int32_t) u;
	  first_at[vmin[u] / 64] |= (uint64_t) 1 << (vmin[u] % 64);
	}
    }
  /* Ranks in the order of the units' first places: a place shows one
     unit at most, so the bits set list them, and only their places are
     read from VIS.  */
  uint32_t r = 0;
  for (size_t w = 0; w < nwords; w++)
    for (uint64_t bits = first_at[w]; bits; bits &= bits - 1)
      sig->rank[vis[w * 64 + (size_t) __builtin_ctzll (bits)]] = r++;
}

/* SIG->inside: whether the content of each atom with both delimiters on
   the line shows between them in VIEW (after places).  */
static void
contents_inside (struct bg_line *l, const struct bg_view *view,
		 struct bg_signature *sig)
{
  const int32_t *pos = view->pos;
  const int32_t *vmin = l->lc->vmin, *vmax = l->lc->vmax;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t a = 0; a < l->natoms; a++)
    sig->inside[a] = 1;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u + 1 < l->nunits; u++)
    {
      const struct bg_unit *o = &l->units[u], *c = &l->units[u + 1];
      if (o->role != BG_UNIT_OPEN || c->role != BG_UNIT_CLOSE
	  || vmax[u] < 0 || vmax[u + 1] < 0)
	continue;
      int32_t lo, hi;
      if (vmin[u] < vmin[u + 1])
	lo = vmax[u], hi = vmin[u + 1];
      else
	lo = vmax[u + 1], hi = vmin[u];
      /* The place first: on a long literal nearly every character is
	 inside, and only one outside needs the visibility test.  */
      for (size_t i = o->end; i < c->start; i++)
	if ((pos[i] <= lo || pos[i] >= hi) && visible (l, pos, i))
	  {
	    sig->inside[o->atom] = 0;
	    break;
	  }
    }
}

/* The signature of the display VIEW: places, then contents_inside.  */
static void
signature (struct bg_line *l, const struct bg_view *view,
	   struct bg_signature *sig)
{
  places (l, view, sig);
  contents_inside (l, view, sig);
}

/* The reference of an LTR or auto paragraph: logical order.  */
static void
identity_signature (struct bg_line *l, struct bg_signature *sig)
{
  uint32_t *rank = sig->rank;
  unsigned char *orient = sig->orient, *inside = sig->inside;
  uint32_t r = 0;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      /* Every code point of a line without controls shows.  */
      size_t shown = un->end - un->start;
      for (size_t i = un->start; l->ncontrols && i < un->end; i++)
	shown -= bg_is_control (l->cp[i]);
      rank[u] = shown ? r++ : UINT32_MAX;
      orient[u] = (un->rtl || shown < 2) ? OR_NONE : OR_FWD;
    }
  BG_COUNT_WALK (l->lc->walks);
  for (size_t a = 0; a < l->natoms; a++)
    inside[a] = 1;
}

/* True when some paragraph of L displays right-to-left: its reference is
   then not the logical order.  The paragraphs are the viewer's
   (bg_paragraph_end): in GTK's a NEL is none.  */
static bool
has_rtl_paragraph (const struct bg_line *l)
{
  if (l->base != BG_BASE_AUTO)
    return l->base == BG_BASE_RTL;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t from = 0, to; from < l->n; from = to)
    {
      to = bg_paragraph_end (l->type, l->cp, l->n, from, l->engine);
      if (bg_first_strong_level (l->type + from, to - from))
	return true;
    }
  return false;
}

static bool is_operand (const struct bg_line *l, size_t a);

/* Whether a character of class T is outside every isolate, *DEPTH
   counting those open (P2 passes over an isolate's contents); the
   initiators and their PDIs are inside.  */
static inline bool
outside_isolates (FriBidiCharType t, size_t *depth)
{
  if (t == FRIBIDI_TYPE_LRI || t == FRIBIDI_TYPE_RLI
      || t == FRIBIDI_TYPE_FSI)
    {
      ++*depth;
      return false;
    }
  if (t == FRIBIDI_TYPE_PDI && *depth)
    {
      --*depth;
      return false;
    }
  return *depth == 0;
}

/* Whether L's code (comments, literals of words and isolates aside)
   starts with a name whose first strong character is a right-to-left
   letter: a line that starts with a number or a literal without letters
   (`-1, <name> - 3,` or `'0', <name> - 3,`, an initializer's
   continuation) starts with a value, not a name, and a left-to-right
   editor shows `3 - <name>` there.  A literal of right-to-left words
   before the name is text its authors read right to left (`"<farsi>";
   <tedad> = <tedad> - 1;`).  */
static bool
code_led_by_a_name (const struct bg_line *l)
{
  size_t depth = 0, a = 0;
  for (size_t i = 0; i < l->n; i++)
    {
      FriBidiCharType t = l->type[i];
      if (outside_isolates (t, &depth))
	{
	  while (a < l->natoms && l->span[a].end <= i)
	    a++;
	  if (a >= l->natoms || l->span[a].start > i)
	    continue;
	  enum bg_atom_kind k = l->atoms[a].kind;
	  if (k == BG_ATOM_NUMBER
	      || ((k == BG_ATOM_STRING || k == BG_ATOM_CHAR
		   || k == BG_ATOM_RAW) && is_operand (l, a)))
	    return false;
	  if (bg_atom_is_token (k)
	      && (t == FRIBIDI_TYPE_LTR || bg_is_rtl_letter (t)))
	    return bg_is_rtl_letter (t);
	}
    }
  return false;
}

/* Whether code point I of L is in a code token (not a comment's or
   literal's text); *A, the first atom that may hold it, is moved on to
   the one that does.  */
static bool
in_token (const struct bg_line *l, size_t *a, size_t i)
{
  while (*a < l->natoms && l->span[*a].end <= i)
    ++*a;
  return *a < l->natoms && l->span[*a].start <= i
	 && bg_atom_is_token (l->atoms[*a].kind);
}

/* The first strong character of L's FROM..TO, isolates aside (P2), or
   TO.  */
static inline size_t
first_strong (const struct bg_line *l, size_t from, size_t to)
{
  size_t depth = 0;
  for (size_t i = from; i < to; i++)
    {
      FriBidiCharType t = l->type[i];
      if (outside_isolates (t, &depth)
	  && (t == FRIBIDI_TYPE_LTR || bg_is_rtl_letter (t)))
	return i;
    }
  return to;
}

bool
bg_line_reads_rtl (const struct bg_line *l)
{
  if (l->base != BG_BASE_LTR)
    return false;
  bool names = false;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits && !names; u++)
    names = l->units[u].role == BG_UNIT_TOKEN && l->units[u].operand
	    && l->units[u].rtl
	    && l->atoms[l->units[u].atom].kind == BG_ATOM_IDENT;
  /* P2-P3 on the line: the direction its authors read it in, when its
     code starts with a right-to-left name too.  Latin code led by a
     right-to-left comment or literal is Latin code: judged as read right
     to left, one leading comment would hide a lie (`/ * <alef> * / x =
     <alef-lamed-pe> - <bet-yod-tav>;` showing the operands swapped).  */
  return names && bg_first_strong_level (l->type, l->n)
	 && code_led_by_a_name (l);
}

bool
bg_line_letters_as_written (bool reads_rtl,
			    const struct bg_findings *as_written,
			    struct bg_findings *out)
{
  if (as_written->failed)
    return false;
  if (!reads_rtl)
    return true;
  size_t kept = 0;
  bool letters = false;
  for (size_t i = 0; i < out->n; i++)
    if (BG_CHECK_BIT (out->v[i].check) & BG_LETTER_CHECKS)
      letters = true;
    else
      out->v[kept++] = out->v[i];
  if (!letters)
    return true;
  out->n = kept;
  for (size_t i = 0; i < as_written->n; i++)
    bg_findings_add (out, &as_written->v[i]);
  return !out->failed;
}

/* Append one character of the reference: code point C from SRC (-1 for
   an inserted one).  */
static void
ref_put (struct bg_view *ref, size_t *m, uint32_t c, int32_t src)
{
  ref->run.cp[*m] = c;
  ref->src[(*m)++] = src;
}

/* Each of L's characters' place and level in the reference's display of
   its M characters; -1 for a control the reference left out.  */
static void
ref_places (struct bg_line *l, size_t m)
{
  struct bg_view *ref = &l->lc->ref;
  const struct bg_display *d = &ref->run;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n; i++)
    {
      ref->pos[i] = -1;
      ref->level[i] = -1;
    }
  for (size_t v = 0; v < m; v++)
    if (ref->src[d->map[v]] >= 0)
      ref->pos[ref->src[d->map[v]]] = (int32_t) v;
  for (size_t k = 0; k < m; k++)
    if (ref->src[k] >= 0)
      ref->level[ref->src[k]] = (signed char) d->level[k];
  ref->len = m;
}

/* Whether the first strong character of FROM..TO is right-to-left.  */
static bool
first_letter_rtl (const struct bg_line *l, size_t from, size_t to)
{
  for (size_t i = from; i < to; i++)
    if (bg_is_rtl_letter (l->type[i]))
      return true;
    else if (l->type[i] == FRIBIDI_TYPE_LTR)
      return false;
  return false;
}

/* Whether FROM..TO holds Arabic-Indic digits but no right-to-left
   letter and no control.  In a right-to-left paragraph such a number
   keeps, unisolated, what its digits do in the line: they act as R on
   the neutrals around them (N1) and leave a number after them to the
   letter before (W2, W7), so `<name> = <d> * 0x10 < <d> - 0x10;` and
   `<d> <= 1 >> a[1]` show as in the line and read in order right to
   left.  Isolated, the number would be a neutral and the reference
   would join 0x10 < <d> - 0x10 into one left-to-right run; an RLM after
   it would stop W7 and split 1 >> a[1].  A left-to-right paragraph
   still isolates it: there the digits of `x = <d> - <d>;` display
   swapped.  */
static bool
only_digits_rtl (const struct bg_line *l, size_t from, size_t to)
{
  for (size_t i = from; i < to; i++)
    if (bg_is_rtl_letter (l->type[i]) || bg_is_control (l->cp[i]))
      return false;
  return true;
}

/* Whether the first strong character of the paragraph FROM..TO,
   isolates aside (P2), is a right-to-left letter of a name: the
   paragraph is written in right-to-left names (keyword macros), not
   merely led by a right-to-left comment or literal.  A, the first atom
   that may hold it.  */
static bool
rtl_by_a_name (const struct bg_line *l, size_t a, size_t from, size_t to)
{
  size_t i = first_strong (l, from, to);
  return i < to && bg_is_rtl_letter (l->type[i]) && in_token (l, &a, i);
}

/* The text of atom A that the reference isolates, FROM..TO; SIZE_MAX
   for none: no right-to-left letter or control in it, or, where
   DIGITS_AS_LINE, a token of Arabic-Indic digits only.  */
static void
text_to_isolate (const struct bg_line *l, size_t a, bool digits_as_line,
		 size_t *from, size_t *to)
{
  struct bg_range text = bg_atom_text (l, a);
  *from = text.from, *to = text.to;
  if (*from == *to || !bg_has_rtl_or_control (l, *from, *to)
      || (digits_as_line && bg_atom_is_token (l->atoms[a].kind)
	  && only_digits_rtl (l, *from, *to)))
    *from = *to = SIZE_MAX;
}

/* The end of atom A's isolated text FROM..TO in REF at *M, in a paragraph
   shown right to left when RTL_PARAGRAPH.  A right-to-left name still
   sets the direction of the numbers and brackets after it (W2, N0, N1)
   in the line's own display of a right-to-left paragraph, which reads
   in order right to left (`<name> x = <func>(2);`); isolated alone it
   would leave them to a Latin name before it, and the reference would
   show `x = <func>(2)` as one left-to-right run that differs: an RLM
   after it keeps them.  */
static void
close_text (const struct bg_line *l, struct bg_view *ref, size_t *m,
	    size_t a, size_t from, size_t to, bool rtl_paragraph)
{
  ref_put (ref, m, FRIBIDI_CHAR_PDI, -1);
  if (bg_atom_is_token (l->atoms[a].kind) && rtl_paragraph
      && first_letter_rtl (l, from, to))
    ref_put (ref, m, FRIBIDI_CHAR_RLM, -1);
}

/* The reference display of a right-to-left paragraph: contents and
   right-to-left tokens isolated, controls and marks removed.  Under base
   auto each paragraph keeps the direction it has in the line: a mark of
   that direction opens it (the same as its sos for every rule).  The
   paragraphs are those the engine's viewer shows (bg_paragraph_end): in
   GTK's a NEL or U+001C-U+001E is no paragraph end, but FriBidi closes
   every isolate there (X8), so a text's isolate is closed before it and
   opened again after it (left open, bg_display_run would end the
   paragraph there).  Where the line's own isolate control is open at
   such a character, GTK does end the paragraph there and the reference
   does not copy that: without its controls the line has no isolate
   open there, so the split is the control's doing, and a paragraph it
   starts that shows right to left ("x = 1; / * <LRI>a<NEL><alef> * /
   y = 2 - 1;") is reorder found against this reference
   (paragraphs-auto-isolate-*.c); copying the split would show the
   control's effect as the honest display.  */
static bool
reference_display (struct bg_line *l)
{
  struct bg_view *ref = &l->lc->ref;
  struct bg_display *d = &ref->run;
  size_t cap = l->n + 3 * l->natoms + 2 + l->n + 1 + 2 * l->n;
  if (!bg_display_reserve (d, cap))
    return false;
  size_t m = 0, a = 0, shown_end = 0;
  int shown_rtl = 0;
  /* Whether a token of Arabic-Indic digits keeps its digits' direction
     (only_digits_rtl): in a right-to-left paragraph whose first strong
     character is a name's.  `/ * <alef> * / x = <d> - <d>;` is a line
     of left-to-right code led by a comment, which a left-to-right
     editor shows with the digits swapped, and `x = <d> - <d>;` under
     base rtl starts left to right: their references keep the digits
     isolated, as before.  */
  bool digits_as_line = l->base == BG_BASE_RTL
			&& rtl_by_a_name (l, 0, 0, l->n);
  /* A paragraph of the reference starts at I: the line's start, or
     after a separator that ends one in the reference's own display.  */
  bool starts = true, icu_paragraphs = bg_engine_is_icu (l->engine);
  /* The isolated text of atom TEXT_OF: FROM..TO, SIZE_MAX for none.
     Worked out once per atom: per code point it would be quadratic in a
     long comment.  */
  size_t text_of = SIZE_MAX, from = SIZE_MAX, to = SIZE_MAX;
  int auto_base = l->base == BG_BASE_AUTO;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n || (i == 0 && auto_base); i++)
    {
      if (auto_base && i >= shown_end && i < l->n)
	{
	  shown_end = bg_paragraph_end (l->type, l->cp, l->n, i, l->engine);
	  shown_rtl = bg_first_strong_level (l->type + i, shown_end - i);
	  digits_as_line = shown_rtl && rtl_by_a_name (l, a, i, shown_end);
	}
      if (auto_base && starts && i < l->n)
	ref_put (ref, &m, shown_rtl ? FRIBIDI_CHAR_RLM : FRIBIDI_CHAR_LRM, -1);
      starts = false;
      if (i >= l->n)
	break;
      while (a < l->natoms && l->span[a].end <= i)
	a++;
      if (a >= l->natoms)
	from = to = SIZE_MAX;
      else if (a != text_of)
	text_to_isolate (l, text_of = a, digits_as_line, &from, &to);
      if (i == from)
	ref_put (ref, &m, FRIBIDI_CHAR_FSI, -1);
      bool separator = l->type[i] == FRIBIDI_TYPE_BS;
      bool reopen = separator && !icu_paragraphs && l->cp[i] != 0x2029
		    && i >= from && i < to;
      if (reopen)
	ref_put (ref, &m, FRIBIDI_CHAR_PDI, -1);
      if (!bg_is_control (l->cp[i]))
	ref_put (ref, &m, l->cp[i], (int32_t) i);
      if (reopen && i + 1 < to)
	ref_put (ref, &m, FRIBIDI_CHAR_FSI, -1);
      starts = separator && (icu_paragraphs || l->cp[i] == 0x2029);
      if (i + 1 == to)
	close_text (l, ref, &m, a, from, to,
		    auto_base ? shown_rtl : l->base == BG_BASE_RTL);
    }
  if (bg_display_run (d, m, l->base, l->engine, l->icu) <= 0)
    return false;
  ref_places (l, m);
  return true;
}

/* Units that differ from the reference: MOVED[u] = 1 for a place or an
   orientation, | 2 for a mirrored glyph.  Returns how many.  */
static size_t
compare (const struct bg_line *l, struct bg_signature *sig,
	 const struct bg_signature *ref)
{
  size_t count = 0;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    {
      int diff = sig->rank[u] != ref->rank[u];
      int oa = sig->orient[u], ob = ref->orient[u];
      if (oa != OR_NONE && ob != OR_NONE && oa != ob)
	diff = 1;
      size_t a = l->units[u].atom;
      if (l->units[u].role != BG_UNIT_TOKEN && sig->inside[a] != ref->inside[a])
	diff = 1;
      if (sig->mirror[u] != ref->mirror[u])
	diff |= 2;
      sig->moved[u] = (unsigned char) diff;
      count += diff != 0;
    }
  return count;
}

/* Where operand atom A shows: its first visual position in POS (the
   logical order when POS is NULL), or -1 when nothing of it shows.  A
   literal is where its content shows: the quotes that stay behind in
   `ok ? '<alef>' : '<bet>'`, shown `ok ? '<bet>' : '<alef>'`, are not
   the operand.  */
static int32_t
operand_place (const struct bg_line *l, size_t a, const int32_t *pos)
{
  if (!bg_atom_is_token (l->atoms[a].kind))
    {
      struct bg_range text = bg_atom_text (l, a);
      int32_t best = -1;
      for (size_t i = text.from; i < text.to; i++)
	{
	  if (bg_is_control (l->cp[i]))
	    continue;
	  int32_t p = pos ? pos[i] : (int32_t) i;
	  if (p >= 0 && (best < 0 || p < best))
	    best = p;
	}
      if (best >= 0)
	return best;
    }
  int32_t best = -1;
  for (size_t i = l->span[a].start; i < l->span[a].end; i++)
    {
      if (bg_is_control (l->cp[i]))
	continue;
      int32_t p = pos ? pos[i] : (int32_t) i;
      if (p >= 0 && (best < 0 || p < best))
	best = p;
    }
  return best;
}

static bool
is_operand_atom (const struct bg_line *l, size_t a)
{
  enum bg_atom_kind k = l->atoms[a].kind;
  return k == BG_ATOM_IDENT || k == BG_ATOM_NUMBER || k == BG_ATOM_CHAR;
}

/* Two operands shown in SHOWN in another order than in the reference
   REF (NULL: the logical order).  Returns the atom of the first operand
   (in reference order) that shows before one it follows, or SIZE_MAX.  */
static size_t
operands_swapped (struct bg_line *l, const struct bg_view *shown,
		  const struct bg_view *ref)
{
  const int32_t *pos = shown->pos;
  const int32_t *ref_pos = ref ? ref->pos : NULL;
  size_t nref = ref ? ref->len : l->n;
  int32_t *by_ref = l->lc->operand_at;
  for (size_t v = 0; v < nref; v++)
    by_ref[v] = -1;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t a = 0; a < l->natoms; a++)
    if (is_operand_atom (l, a))
      {
	int32_t r = operand_place (l, a, ref_pos);
	if (r >= 0 && (size_t) r < nref)
	  by_ref[r] = (int32_t) a;
      }
  int32_t last = -1;
  for (size_t v = 0; v < nref; v++)
    {
      if (by_ref[v] < 0)
	continue;
      int32_t p = operand_place (l, (size_t) by_ref[v], pos);
      if (p < 0)
	continue;
      if (p < last)
	return (size_t) by_ref[v];
      last = p;
    }
  return SIZE_MAX;
}

/* The first embedding, override or isolate left open at the end of its
   comment, literal or token, before code point LIMIT: what leaks into the
   code after it.  */
static size_t
leaking_control (struct bg_line *l, size_t limit)
{
  BG_COUNT_WALK (l->lc->walks);
  for (size_t a = 0; a < l->natoms; a++)
    {
      struct bg_range text = bg_atom_text (l, a);
      size_t from = text.from, to = text.to;
      if (from >= limit)
	break;
      struct bg_pairing p = { l->lc->stack, 0, 0, NULL };
      for (size_t i = from; i < to; i++)
	if (bg_is_control (l->cp[i]))
	  bg_pair_step (&p, l->cp, i);
      if (p.sp)
	return (size_t) p.stack[0];
    }
  return SIZE_MAX;
}

/* The control that causes a reordering of the units FIRST..LAST: one
   leaking out of its atom before the last unit, else the first initiator
   or mark inside the atom whose content shows outside its delimiters,
   else the nearest one before the first unit, else the first control.  */
static size_t
control_cause (struct bg_line *l, size_t first, size_t last)
{
  const struct bg_unit *u = &l->units[first];
  size_t found = leaking_control (l, l->units[last].end);
  if (found != SIZE_MAX)
    return found;
  size_t from = u->start, to = u->end;
  if (u->role == BG_UNIT_OPEN)
    to = l->span[u->atom].close_start;
  for (size_t i = from; i < to; i++)
    if (bg_is_control (l->cp[i]) && !bg_is_terminator (l->cp[i]))
      return i;
  for (size_t i = from; i-- > 0;)
    if (bg_is_control (l->cp[i]) && !bg_is_terminator (l->cp[i]))
      return i;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n; i++)
    if (bg_is_control (l->cp[i]))
      return i;
  return 0;
}

static size_t
rtl_cause (const struct bg_line *l, size_t first, size_t to)
{
  /* A right-to-left character among what moved: the construct's own
     letters, not those of a broken one before it.  */
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = first; i < to && i < l->n; i++)
    if (bg_is_rtl_class (l->type[i]))
      return i;
  size_t found = SIZE_MAX;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n; i++)
    {
      if (!bg_is_rtl_class (l->type[i]))
	continue;
      if (found == SIZE_MAX || i < first)
	found = i;
      if (i >= first)
	break;
    }
  return found == SIZE_MAX ? 0 : found;
}

/* Whether the LEN code points at CP spell the ASCII WORD.  */
static bool
bg_cp_equal_ascii (const uint32_t *cp, const char *word, size_t len)
{
  for (size_t k = 0; k < len; k++)
    if (cp[k] != (uint32_t) (unsigned char) word[k])
      return false;
  return true;
}

/* A punctuator that joins two operands: arithmetic, comparison,
   logical, bitwise, shift, assignment, and both halves of ?: - where two
   operands that trade places change what the expression computes.
   Commas, semicolons, brackets and member access are not.  */
static bool
is_operator (const struct bg_line *l, size_t a)
{
  static const char *const ops[] = {
    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||",
    "&", "|", "^", "<<", ">>", "?", ":", "=", "+=", "-=", "*=", "/=", "%=",
    "&=", "|=", "^=", "<<=", ">>=", "<=>"
  };
  if (l->atoms[a].kind != BG_ATOM_PUNCT)
    return false;
  const struct bg_span *s = &l->span[a];
  size_t len = s->end - s->start;
  /* Every operator starts with one of these: the commas of a long table
     (issue 33's bench (f)) leave without the walk over the list.  */
  uint32_t c = l->cp[s->start];
  if (len == 0 || len > 3 || c >= 0x80 || c == 0
      || !strchr ("+-*/%<>=!&|^?:", (int) c))
    return false;
  for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
    {
      if (strlen (ops[k]) != len)
	continue;
      size_t j = 0;
      while (j < len && l->cp[s->start + j] == (uint32_t) ops[k][j])
	j++;
      if (j == len)
	return true;
    }
  return false;
}

/* An operand for the operator test: a name, a number, a character
   literal, or a string literal with no letter of its own (digits and
   punctuation only: "10" is read like 10).  */
static bool
is_operand (const struct bg_line *l, size_t a)
{
  enum bg_atom_kind k = l->atoms[a].kind;
  if (k == BG_ATOM_IDENT || k == BG_ATOM_NUMBER || k == BG_ATOM_CHAR)
    return true;
  if (k != BG_ATOM_STRING && k != BG_ATOM_RAW)
    return false;
  struct bg_range text = bg_atom_text (l, a);
  for (size_t i = text.from; i < text.to; i++)
    {
      FriBidiCharType t = l->type[i];
      if (t == FRIBIDI_TYPE_LTR || bg_is_rtl_letter (t))
	return false;
    }
  return true;
}

/* The atom next to A in direction STEP (+1 or -1), comments skipped, or
   SIZE_MAX.  */
static size_t
neighbour (const struct bg_line *l, size_t a, int step)
{
  for (size_t b = a + (size_t) step; b < l->natoms; b += (size_t) step)
    if (l->atoms[b].kind != BG_ATOM_COMMENT)
      return b;
  return SIZE_MAX;
}

/* Whether operands A and B show the same text: their visible characters
   (a literal's content) alike, so that trading places shows nothing
   else (issue 31 item 5: `? 1 : 1`, two identical branches).  */
static bool
operands_alike (const struct bg_line *l, size_t a, size_t b)
{
  struct bg_range x = bg_atom_text (l, a), y = bg_atom_text (l, b);
  if (l->atoms[a].kind != l->atoms[b].kind)
    return false;
  size_t i = x.from, j = y.from;
  for (;; i++, j++)
    {
      while (i < x.to && bg_is_control (l->cp[i]))
	i++;
      while (j < y.to && bg_is_control (l->cp[j]))
	j++;
      if (i >= x.to || j >= y.to)
	return i >= x.to && j >= y.to;
      if (l->cp[i] != l->cp[j])
	return false;
    }
}

/* A number, character constant or string literal, or a name of digits
   alone, which reads as the number it is named for (`#define <d1> 1`,
   Arabic-Indic digits: `r = <d1>;` shows `<d1> = r` in a right-to-left
   paragraph, no more a store into it than `int 1 = <name>;`).  */
static bool
is_constant (const struct bg_line *l, size_t a)
{
  enum bg_atom_kind k = l->atoms[a].kind;
  if (k == BG_ATOM_IDENT)
    {
      for (size_t i = l->span[a].start; i < l->span[a].end; i++)
	if (l->type[i] != FRIBIDI_TYPE_AN && l->type[i] != FRIBIDI_TYPE_EN)
	  return false;
      return true;
    }
  return k == BG_ATOM_NUMBER || k == BG_ATOM_CHAR || k == BG_ATOM_STRING
	 || k == BG_ATOM_RAW;
}

/* Whether operator OP is `<` or `>` drawn as its mirror in SHOWN: with
   its operands swapped around it, `<name> < 10` shows `10 > <name>`,
   the same comparison.  (`<=` shown at an odd level reads `=>`, no
   operator: that display is visibly broken, not a swap.)  */
static bool
mirrored_comparison (const struct bg_line *l, size_t op,
		     const struct bg_view *shown)
{
  const struct bg_span *s = &l->span[op];
  return s->end == s->start + 1
	 && (l->cp[s->start] == '<' || l->cp[s->start] == '>')
	 && shown->level[s->start] > 0 && (shown->level[s->start] & 1);
}

/* Whether atom A is an assignment operator.  */
static bool
is_assignment (const struct bg_line *l, size_t a)
{
  static const char *const assign[] = {
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="
  };
  const struct bg_span *s = &l->span[a];
  size_t len = s->end - s->start;
  if (l->atoms[a].kind != BG_ATOM_PUNCT)
    return false;
  for (size_t k = 0; k < sizeof assign / sizeof *assign; k++)
    if (strlen (assign[k]) == len
	&& bg_cp_equal_ascii (l->cp + s->start, assign[k], len))
      return true;
  return false;
}

/* Whether operands LEFT and RIGHT of operator OP shown the other way
   round in SHOWN tell no other story: an assignment shown storing into a
   constant (`int <name> = 1;` shows `int 1 = <name>;`, which no
   reader takes for code), or a commutative operator - or a comparison
   drawn as its mirror - between a name or number and a number or
   character constant (`<name> + 1` shown `1 + <name>` computes the
   same, `<name> < 10` shown `10 > <name>` compares the same).  */
static bool
swap_tells_nothing (const struct bg_line *l, size_t op, size_t left,
		    size_t right, const struct bg_view *shown)
{
  static const char *const commutative[] = { "+", "*", "==", "!=", "&",
					     "|", "^" };
  const struct bg_span *s = &l->span[op];
  size_t len = s->end - s->start;
  bool is_assign = is_assignment (l, op), commutes = false;
  for (size_t k = 0; k < sizeof commutative / sizeof *commutative; k++)
    commutes |= strlen (commutative[k]) == len
		&& bg_cp_equal_ascii (l->cp + s->start, commutative[k], len);
  if (is_assign)
    return is_constant (l, right);
  commutes |= mirrored_comparison (l, op, shown);
  enum bg_atom_kind kl = l->atoms[left].kind, kr = l->atoms[right].kind;
  bool cl = kl == BG_ATOM_NUMBER || kl == BG_ATOM_CHAR;
  bool cr = kr == BG_ATOM_NUMBER || kr == BG_ATOM_CHAR;
  return commutes && (cl || cr) && (cl || kl == BG_ATOM_IDENT)
	 && (cr || kr == BG_ATOM_IDENT);
}

/* Whether atom A holds a right-to-left letter: Arabic-Indic digits are
   read left to right, as numbers, in either direction.  */
static bool
holds_rtl_letter (const struct bg_line *l, size_t a)
{
  for (size_t i = l->span[a].start; i < l->span[a].end; i++)
    if (bg_is_rtl_letter (l->type[i]))
      return true;
  return false;
}

/* One operand of an operator as operator_operands_swapped sees it: the
   atoms FIRST..LAST, an operand atom or a bracketed group (`(600)`,
   `(2 + 2)`), unary operators before it included (`-600`).  */
struct operand
{
  size_t first, core, last;   /* CORE: the operand atom, or the group's
				 opening bracket */
};

/* A punctuator that may stand before an operand as a unary operator.  */
static bool
is_unary (const struct bg_line *l, size_t a)
{
  const struct bg_span *s = &l->span[a];
  return l->atoms[a].kind == BG_ATOM_PUNCT && s->end == s->start + 1
	 && strchr ("-+!~*&", (int) (l->cp[s->start] < 0x80
				     ? l->cp[s->start] : 'x'));
}

/* The character of atom A when it is a one-character punctuator, else
   0.  */
static uint32_t
punct_char (const struct bg_line *l, size_t a)
{
  const struct bg_span *s = &l->span[a];
  return l->atoms[a].kind == BG_ATOM_PUNCT && s->end == s->start + 1
	 ? l->cp[s->start] : 0;
}

/* Whether atom A is the one-character punctuator C.  */
static bool
punct_of (const struct bg_line *l, size_t a, uint32_t c)
{
  return punct_char (l, a) == c;
}

/* The one operand atom of O (`(600)`, `-600`), else SIZE_MAX.  */
static size_t
operand_core (const struct bg_line *l, struct operand o)
{
  size_t core = SIZE_MAX;
  for (size_t a = o.core; a <= o.last; a++)
    if (l->atoms[a].kind != BG_ATOM_COMMENT && l->atoms[a].kind != BG_ATOM_PUNCT)
      {
	if (core != SIZE_MAX)
	  return SIZE_MAX;
	core = a;
      }
  return core;
}

/* Where O shows in SHOWN: its operand atom's place, or a group's
   brackets' first and last.  */
static void
operand_span (const struct bg_line *l, struct operand o,
	      const struct bg_view *shown, int32_t *lo, int32_t *hi)
{
  if (o.core == o.last)
    {
      *lo = *hi = operand_place (l, o.last, shown->pos);
      return;
    }
  int32_t p = shown->pos[l->span[o.core].start];
  int32_t q = shown->pos[l->span[o.last].start];
  *lo = p < q ? p : q;
  *hi = p < q ? q : p;
}

/* Whether operands X and Y of operator OP, shown the other way round in
   SHOWN, tell no other story (swap_tells_nothing): for a group of
   several atoms, a commutative operator between constants, one of them
   a group of constants (`800 + (2 * 3)`), or an assignment of one.  */
static bool
operands_swap_tells_nothing (const struct bg_line *l, size_t op,
			     struct operand x, struct operand y,
			     const struct bg_view *shown)
{
  size_t cx = operand_core (l, x), cy = operand_core (l, y);
  if (cx != SIZE_MAX && cy != SIZE_MAX)
    return operands_alike (l, cx, cy)
	   || swap_tells_nothing (l, op, cx, cy, shown);
  static const char *const commutative[] = { "+", "*", "==", "!=", "&",
					     "|", "^", "=" };
  const struct bg_span *s = &l->span[op];
  size_t len = s->end - s->start;
  bool commutes = mirrored_comparison (l, op, shown);
  for (size_t k = 0; k < sizeof commutative / sizeof *commutative; k++)
    commutes |= strlen (commutative[k]) == len
		&& bg_cp_equal_ascii (l->cp + s->start, commutative[k], len);
  if (!commutes)
    return false;
  bool names = false;
  for (size_t a = x.first; a <= y.last; a++)
    names |= l->atoms[a].kind == BG_ATOM_IDENT && (a <= x.last || a >= y.first);
  return !names;
}

static bool
operand_holds_rtl_letter (const struct bg_line *l, struct operand o)
{
  for (size_t a = o.first; a <= o.last; a++)
    if (holds_rtl_letter (l, a))
      return true;
  return false;
}

/* Whether operands X and Y of operator OP show the other way round in
   SHOWN, telling another story (operator_operands_swapped).  */
static bool
operands_turned (const struct bg_line *l, size_t op, struct operand x,
		 struct operand y, const struct bg_view *shown,
		 bool latin_only)
{
  int32_t xlo, xhi, ylo, yhi;
  operand_span (l, x, shown, &xlo, &xhi);
  operand_span (l, y, shown, &ylo, &yhi);
  if (xlo < 0 || ylo < 0 || xlo <= yhi)
    return false;
  if (latin_only
      && (operand_holds_rtl_letter (l, x) || operand_holds_rtl_letter (l, y)))
    return false;
  return !operands_swap_tells_nothing (l, op, x, y, shown);
}

/* Two operands of one operator that SHOWN displays the other way round:
   `10 - 3` shown as `3 - 10`, `? 0 : 1` as `? 1 : 0`.  Deceptive however
   broken the display around them is - unless they show the same text,
   the same in either place.  An operand is a name, number or literal,
   or a bracketed group, unary operators before it: `800 - (600)` shown
   `(600) - 800` and `800 / (2 + 2)` shown `(2 + 2) / 800` lie as `800 -
   600` shown `600 - 800` does.  One pass: a group after an operator is
   judged at its closing bracket (MATCH, per atom: a closing bracket's
   opening one; an opening bracket's operator waiting for it, or -1).
   LATIN_ONLY: only operands without a right-to-left letter (names,
   numbers, Arabic-Indic ones too), whose order a reader takes from the
   display left to right in any paragraph.  */
static bool
operator_operands_swapped (const struct bg_line *l,
			   const struct bg_view *shown, bool latin_only)
{
  int32_t *match = l->lc->op_match, *stack = l->lc->stack;
  size_t sp = 0, waiting = SIZE_MAX, waiting_op = SIZE_MAX;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t a = 0; a < l->natoms; a++)
    {
      match[a] = a == waiting ? (int32_t) waiting_op : -1;
      uint32_t c = punct_char (l, a);
      if (c == '(' || c == '[')
	stack[sp++] = (int32_t) a;
      else if (sp > 0 && (c == ')' || c == ']'))
	{
	  size_t open = (size_t) stack[--sp];
	  int32_t op = match[open];
	  match[a] = (int32_t) open;
	  if (op >= 0)
	    {
	      size_t x = neighbour (l, (size_t) op, -1);
	      struct operand left = { x, x, x };
	      struct operand right = { neighbour (l, (size_t) op, 1), open, a };
	      if (!is_operand (l, x))
		left.first = left.core = (size_t) match[x];
	      if (operands_turned (l, (size_t) op, left, right, shown,
				   latin_only))
		return true;
	    }
	}
      if (a == 0 || a + 1 >= l->natoms || !is_operator (l, a))
	continue;
      size_t left = neighbour (l, a, -1), right = neighbour (l, a, 1);
      if (left == SIZE_MAX || right == SIZE_MAX)
	continue;
      struct operand x = { left, left, left };
      if (!is_operand (l, left))
	{
	  if (!(punct_of (l, left, ')') || punct_of (l, left, ']'))
	      || match[left] < 0)
	    continue;
	  x.first = x.core = (size_t) match[left];
	}
      size_t core = right;
      while (core != SIZE_MAX && is_unary (l, core))
	core = neighbour (l, core, 1);
      if (core == SIZE_MAX)
	continue;
      if (punct_of (l, core, '(') || punct_of (l, core, '['))
	{
	  /* Judged at its closing bracket.  */
	  waiting = core, waiting_op = a;
	  continue;
	}
      struct operand y = { right, core, core };
      if (is_operand (l, core)
	  && operands_turned (l, a, x, y, shown, latin_only))
	return true;
    }
  return false;
}

/* Whether the reader of SHOWN (bg_display_deceives, just run on it)
   took unit U for text between the quotes of a displayed literal, every
   character of it: a punctuator the display draws inside a string is
   read as part of that string, not as an operator, whatever its glyph.  */
static bool
unit_read_in_literal (const struct bg_line *l, size_t u,
		      const struct bg_view *shown)
{
  const struct bg_unit *un = &l->units[u];
  for (size_t i = un->start; i < un->end; i++)
    if (shown->pos[i] >= 0 && !bg_is_control (l->cp[i])
	&& !bg_display_read_in_literal (l, i))
      return false;
  return true;
}

/* Whether atom OP is a `<` or `>` that SHOWN draws as its mirror between
   its two operands shown swapped, one of them a constant: the display
   reads as the same comparison (swap_tells_nothing).  */
static bool
comparison_turned_with_operands (const struct bg_line *l, size_t op,
				 const struct bg_view *shown)
{
  if (op >= l->natoms || !is_operator (l, op) || !mirrored_comparison (l, op, shown))
    return false;
  size_t left = neighbour (l, op, -1), right = neighbour (l, op, 1);
  if (left == SIZE_MAX || right == SIZE_MAX || !is_operand (l, left)
      || !is_operand (l, right))
    return false;
  int32_t pl = operand_place (l, left, shown->pos);
  int32_t pr = operand_place (l, right, shown->pos);
  return pl >= 0 && pr >= 0 && pl > pr
	 && swap_tells_nothing (l, op, left, right, shown);
}

/* Whether L, under the base it is configured with (not the model of
   a line written right to left, bg_line_reads_rtl: its base stays ltr),
   is one paragraph that its viewer shows right to left: under base rtl
   every line, under base auto one whose first strong character is R or
   AL (P2, P3).  Its reader reads it right to left.  A line of two
   paragraphs or more is read as before: its paragraphs show side by
   side left to right.  */
static bool
read_right_to_left (const struct bg_line *l)
{
  if (l->model != BG_MODEL_BASE || l->base == BG_BASE_LTR)
    return false;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n; i++)
    if (l->type[i] == FRIBIDI_TYPE_BS)
      return false;
  return l->base == BG_BASE_RTL || bg_first_strong_level (l->type, l->n);
}

/* Whether code point I, shown at level 1 between two left-to-right
   runs, may join them into what a reader takes for one left-to-right
   expression: a blank, a bracket or an operator's character (`3 - 10`,
   `x - 1 * 2`, `1 : 0`, `3 - (10)`).  Not a quote, not `,` or `;`,
   which stand on the reading's side of what they end (`200 ,10`), and
   no right-to-left character.  */
static bool
joins_runs (const struct bg_line *l, size_t i)
{
  FriBidiCharType t = l->type[i];
  uint32_t c = l->cp[i];
  if (t != FRIBIDI_TYPE_WS && t != FRIBIDI_TYPE_ON && t != FRIBIDI_TYPE_ES
      && t != FRIBIDI_TYPE_ET && t != FRIBIDI_TYPE_CS)
    return false;
  if (c == ',' || c == ';' || c == '"' || c == '\'')
    return false;
  /* Nor an assignment, which stores and computes nothing a reader reads
     as arithmetic: `r = <d1>;` (<d1> a name of Arabic-Indic digits)
     shows `;<d1> = r`, not a store into <d1>.  */
  if (c != '=' && c != '<' && c != '>')
    return true;
  size_t lo = 0, hi = l->natoms;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (l->span[mid].end <= i)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo >= l->natoms || l->span[lo].start > i || !is_assignment (l, lo);
}

/* Code point I as the bracket its glyph in SHOWN draws: 1 an opening
   one, -1 a closing one (a `)` at level 1 draws `(`), 0 none.  */
static int
drawn_bracket (const struct bg_line *l, const struct bg_view *shown,
	       size_t i)
{
  uint32_t c = l->cp[i];
  uint32_t g = (shown->level[i] & 1) ? bg_mirror (c) : c;
  FriBidiBracketType b = bg_bracket_type (g, l->type[i]);
  if (b == FRIBIDI_NO_BRACKET)
    return 0;
  return (b & FRIBIDI_BRACKET_OPEN_MASK) ? 1 : -1;
}

/* Whether visual place V of SHOWN (AT: the code point at each place,
   -1 for none) is at level 1, or at level 2 or more (HIGH).  */
static inline bool
at_level (const struct bg_view *shown, const int32_t *at, int32_t v,
	  bool high)
{
  return at[v] >= 0 && (high ? shown->level[at[v]] >= 2
			     : shown->level[at[v]] == 1);
}

/* The end of what a reader of a right-to-left paragraph reads left to
   right from visual place V of SHOWN (AT: the code point at each place,
   -1 for none; LEN places), or -1: the left-to-right run there (the
   places at level 2 or more), or, joined to it, the runs after it that
   only gaps at level 1 holding an operator's character separate
   (joins_runs) - with the closing brackets after the last, its drawn
   brackets paired with OPEN opening ones drawn before V.  A joined
   group must pair all its drawn brackets: `3 - (10)` is one, `buf)
   check` (`check (buf, "<shalom>")`) and `3 - (10` are none.  Blanks
   alone (U+00A0 among them) join nothing either: `12 <d> define#` is
   words read right to left.  Without OPEN, the plain run when no group
   pairs.  */
static int32_t
run_end (const struct bg_line *l, const struct bg_view *shown,
	 const int32_t *at, int32_t v, int32_t len, long open)
{
  int32_t end = v, best = -1;
  long bal = open;
  bool joined = false;
  for (;;)
    {
      while (end < len && at_level (shown, at, end, true))
	{
	  bal += drawn_bracket (l, shown, (size_t) at[end++]);
	  if (bal < 0 && joined)
	    return best;
	}
      if (end == v)
	return -1;
      int32_t c = end;
      long left = bal;
      while (left > 0 && c < len && at_level (shown, at, c, false)
	     && drawn_bracket (l, shown, (size_t) at[c]) < 0)
	left--, c++;
      if (joined && left == 0)
	best = c;
      else if (!joined && open == 0)
	best = end;
      int32_t g = end;
      bool op = false;
      while (g < len && at_level (shown, at, g, false)
	     && joins_runs (l, (size_t) at[g]))
	{
	  size_t i = (size_t) at[g++];
	  bal += drawn_bracket (l, shown, i);
	  if (bal < 0)
	    return best;
	  /* An operator's character, not a blank or bracket.  */
	  op |= l->cp[i] > ' ' && l->cp[i] < 0x80
		&& bg_bracket_type (l->cp[i], l->type[i]) == FRIBIDI_NO_BRACKET;
	}
      if (!op || g >= len || !at_level (shown, at, g, true))
	return best;
      end = g;
      joined = true;
    }
}

/* The end of what the reader reads left to right from visual place V
   (run_end), opening brackets drawn before a group counted in: `(3) -
   10`, shown for `10 - (3)`.  V + 1 when nothing is: a character read
   alone.  */
static int32_t
group_end (const struct bg_line *l, const struct bg_view *shown,
	   const int32_t *at, int32_t v, int32_t len)
{
  int32_t w = v;
  while (w < len && at_level (shown, at, w, false)
	 && drawn_bracket (l, shown, (size_t) at[w]) > 0)
    w++;
  int32_t end = w > v ? run_end (l, shown, at, w, len, w - v) : -1;
  if (end < 0)
    end = run_end (l, shown, at, v, len, 0);
  return end > v ? end : v + 1;
}

/* The reading of SHOWN by a reader of a right-to-left paragraph, into
   *R: right to left, and every left-to-right run of the display (a
   stretch of characters at level 2 or more: Latin names, numbers,
   Latin code and the neutrals between them) left to right, as a whole,
   as a right-to-left reader reads Latin and numbers.  A glyph read right
   to left is read as its mirror (a `)` drawn at level 1 is the `(` it
   shows that reader), one in a run read left to right as drawn; R's
   levels say so to the deception test, which reads R left to right.
   Levels 1 and 2 alone (the letters' display: no control raises one
   higher) read so in logical order, the compiled line's.  But the
   reader also takes two runs with only blanks and operators between
   them for one (joins_runs): `f("<alef>", 10 - 3)` shows `(3 - 10
   ,"<alef>")f`, whose minus is at level 1 and reads `10 - 3` right to
   left, but `3 - 10` to a reader who reads numbers and the operators
   between them left to right, as arithmetic is written in right-to-left
   text.  */
static void
rtl_reading (struct bg_line *l, const struct bg_view *shown,
	     struct bg_view *r)
{
  struct bg_line_check_scratch *lc = l->lc;
  *r = (struct bg_view) { .pos = lc->rtl_pos, .level = lc->rtl_level,
			  .len = shown->len };
  /* The code point at each visual place (lc->unit_at, free until places
     runs again), -1 where none shows.  */
  int32_t *at = lc->unit_at, len = (int32_t) shown->len;
  BG_COUNT_WALK (lc->walks);
  for (int32_t v = 0; v < len; v++)
    at[v] = -1;
  for (size_t i = 0; i < l->n; i++)
    {
      r->level[i] = 0;
      if (shown->pos[i] >= 0)
	at[shown->pos[i]] = (int32_t) i;
    }
  /* Each visual place's place in the reading (lc->operand_at, free
     likewise): runs keep their order, the rest and the runs themselves
     go right to left.  */
  int32_t *to = lc->operand_at;
  BG_COUNT_WALK (lc->walks);
  for (int32_t v = 0; v < len;)
    {
      int32_t end = group_end (l, shown, at, v, len);
      for (int32_t k = v; k < end; k++)
	to[k] = len - end + (k - v);
      for (int32_t k = v; k < end && end > v + 1; k++)
	if (at[k] >= 0)
	  r->level[at[k]] = -2;   /* in a run read as drawn */
      v = end;
    }
  BG_COUNT_WALK (lc->walks);
  for (size_t i = 0; i < l->n; i++)
    {
      int32_t p = shown->pos[i];
      signed char lv = shown->level[i];
      r->pos[i] = p < 0 ? -1 : to[p];
      r->level[i] = (lv == 1 && r->level[i] != -2) ? 2 : lv;
    }
}

/* letter_check for a line read right to left (read_right_to_left): the
   deception test on its reading (rtl_reading), and the two things that
   stay rtl-reorder however broken the display is - two operands of one
   operator read the other way round, a code punctuator read as its
   mirror - in that reading too; and, read right to left or not, two
   operands without right-to-left letters of one operator that the
   display draws the other way round (`len /<alef>/ < /<bet>/ max` shows
   `max /<bet>/ > /<alef>/ len`).  */
static enum bg_check
rtl_letter_check (struct bg_line *l, const struct bg_view *shown)
{
  struct bg_view r;
  rtl_reading (l, shown, &r);
  if (bg_display_deceives (l, &r, &l->lc->lie))
    return BG_CHECK_RTL_REORDER;
  unsigned char *mirror = l->lc->rtl_mirror;
  mirrored_units (l, r.level, mirror);
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    if (mirror[u] && !unit_read_in_literal (l, u, &r)
	&& !comparison_turned_with_operands (l, l->units[u].atom, &r))
      return BG_CHECK_RTL_REORDER;
  if (operator_operands_swapped (l, &r, false)
      || operator_operands_swapped (l, shown, true))
    return BG_CHECK_RTL_REORDER;
  return BG_CHECK_RTL_LAYOUT;
}

/* Letter-caused (doc/design.md section 2.5), on SHOWN, the display of the
   letters alone (of signature SIG): rtl-reorder when the display reads
   as other well-formed code (the deception test, reader.c), a code
   punctuator shows as its mirror image
   (however broken the display, unless the display draws it inside a
   literal, where it reads as that literal's text), or two operands of
   one operator show swapped; rtl-layout when it is visibly broken or
   reads as the compiled code.  A line its viewer shows as a
   right-to-left paragraph is read right to left (rtl_letter_check).  */
static enum bg_check
letter_check (struct bg_line *l, const struct bg_signature *sig,
	      const struct bg_view *shown)
{
  if (read_right_to_left (l))
    return rtl_letter_check (l, shown);
  if (bg_display_deceives (l, shown, &l->lc->lie))
    return BG_CHECK_RTL_REORDER;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    if ((sig->moved[u] & 2) && !unit_read_in_literal (l, u, shown)
	&& !comparison_turned_with_operands (l, l->units[u].atom, shown))
      return BG_CHECK_RTL_REORDER;
  if (operator_operands_swapped (l, shown, false))
    return BG_CHECK_RTL_REORDER;
  return BG_CHECK_RTL_LAYOUT;
}

/* True when the actual display shows every visible character where the
   display without controls and marks does, each mirrored glyph alike:
   the letters alone make the line look the way it looks.  */
static bool
same_without_controls (const struct bg_line *l)
{
  const struct bg_display *a = &l->actual->run, *b = &l->noctl->run;
  size_t va = 0, vb = 0;
  for (;; va++, vb++)
    {
      while (va < l->actual->len && bg_is_control (l->cp[a->map[va]]))
	va++;
      if (va >= l->actual->len || vb >= l->noctl->len)
	return va >= l->actual->len && vb >= l->noctl->len;
      int32_t i = a->map[va];
      if (l->noctl->src[b->map[vb]] != i)
	return false;
      uint32_t c = l->cp[i];
      if (bg_mirror (c) != c
	  && ((l->actual->level[i] ^ l->noctl->level[i]) & 1))
	return false;
    }
}

/* The reference signature: of the reference display when a paragraph is
   right-to-left (RTL_PARAGRAPH: *REF is then that display), else of the
   logical order (*REF NULL).  Returns 0 when out of memory.  */
static bool
reference_signature (struct bg_line *l, bool rtl_paragraph,
		     const struct bg_view **ref)
{
  struct bg_line_check_scratch *lc = l->lc;
  *ref = NULL;
  if (!rtl_paragraph)
    {
      identity_signature (l, &lc->reference);
      mirrored_units (l, NULL, lc->reference.mirror);
      return true;
    }
  if (!reference_display (l))
    return false;
  signature (l, &lc->ref, &lc->reference);
  mirrored_units (l, lc->ref.level, lc->reference.mirror);
  *ref = &lc->ref;
  return true;
}

/* The signature SIG of the display VIEW against the reference: returns
   how many units differ (SIG->moved says which).  */
static size_t
differences (struct bg_line *l, const struct bg_view *view,
	     struct bg_signature *sig)
{
  signature (l, view, sig);
  mirrored_units (l, view->level, sig->mirror);
  return compare (l, sig, &l->lc->reference);
}

/* Whether code point I is one a reader does not see: a control or mark,
   a boundary neutral, a combining mark.  */
static bool
unseen (const struct bg_line *l, size_t i)
{
  return bg_is_control (l->cp[i]) || l->type[i] == FRIBIDI_TYPE_BN
	 || l->type[i] == FRIBIDI_TYPE_NSM;
}

/* The code point VIEW shows before the one at visual position V, those
   a reader does not see skipped, with its glyph in *G; -1 when none.  */
static int32_t
glyph_before (const struct bg_line *l, const struct bg_view *view,
	      int32_t v, uint32_t *g)
{
  while (--v >= 0)
    {
      int32_t k = view->run.map[v];
      int32_t i = view->src ? view->src[k] : k;
      if (i < 0 || unseen (l, (size_t) i))
	continue;
      uint32_t c = l->cp[i];
      *g = (view->level[i] & 1) ? bg_mirror (c) : c;
      return i;
    }
  return -1;
}

/* A raw string's delimiter character (C++ [lex.string]).  */
static bool
raw_delimiter_char (uint32_t c)
{
  return c > ' ' && c < 0x7F && c != '(' && c != ')' && c != '\\'
	 && c != '"';
}

/* Whether the content of raw string A, whose code point I the view
   shows as a quote, shows a closing delimiter before it: `)`, the
   delimiter (any a raw string may have, when the line holds neither of
   A's own), `"`, not in their logical order (in that order they are
   text the string holds: its own delimiter would have ended it).  */
static bool
raw_closer_before (const struct bg_line *l, const struct bg_view *view,
		   size_t a, struct bg_range text, size_t i)
{
  size_t dfrom = 0, dto = 0;
  bool known = bg_raw_delimiter (l, a, &dfrom, &dto);
  size_t len = 0, last = i;
  bool in_order = true;
  int32_t v = view->pos[i];
  for (;;)
    {
      uint32_t g;
      int32_t j = glyph_before (l, view, v, &g);
      if (j < 0 || (size_t) j < text.from || (size_t) j >= text.to)
	return false;
      in_order &= (size_t) j < last;
      last = (size_t) j;
      v = view->pos[j];
      if (g == ')')
	{
	  if (known && len != dto - dfrom)
	    return false;
	  return !in_order;
	}
      if (!raw_delimiter_char (g) || len >= 16
	  || (known && (len >= dto - dfrom || l->cp[dto - 1 - len] != g)))
	return false;
      len++;
    }
}

/* The code points of atom A's text into *TEXT when its bytes hold the
   ASCII character C (one look at the bytes, not a walk): the texts
   shown_closer and shown_quote walk.  */
static bool
text_holding (const struct bg_line *l, size_t a, uint32_t c,
	      struct bg_range *text)
{
  const struct bg_atom *at = &l->atoms[a];
  if (at->close_start <= at->open_end
      || !memchr (l->s + at->open_end, (int) c,
		  at->close_start - at->open_end))
    return false;
  *text = bg_atom_text (l, a);
  BG_COUNT_WALK (l->lc->walks);
  return true;
}

/* Whether code points J..I of L are a star and a slash in their own
   order with only characters between that glyph_before skips (unseen)
   or that the lookalike check counts as unseen (bg_is_unseen): no
   display moved them, and what they look like is the lookalike check's
   to judge (`*<ZWSP>/`); a NUL between, which glyph_before skips as a
   boundary neutral and most viewers draw, was reported as letters that
   show a closer, which the quiet walk did not (the fuzzer's paths
   differed).  */
static bool
unseen_between (const struct bg_line *l, size_t j, size_t i)
{
  if (j >= i)
    return false;
  for (size_t k = j + 1; k < i; k++)
    if (!unseen (l, k) && !bg_is_unseen (l->cp[k]))
      return false;
  return true;
}

/* Whether VIEW shows, inside the text of a block comment or raw string
   of the line, the closing delimiter that text does not have: a slash
   then a star inside a comment, turned round by a right-to-left run,
   show as the comment's end, and a quote and an opening parenthesis in
   a raw string as its end - the reader takes the lines after for code
   (doc/design.md section 2.5, "A closing delimiter the text does not
   have").  */
static bool
shown_closer (const struct bg_line *l, const struct bg_view *view)
{
  for (size_t a = 0; a < l->natoms; a++)
    {
      enum bg_atom_kind k = l->atoms[a].kind;
      if ((k != BG_ATOM_COMMENT && k != BG_ATOM_RAW)
	  || l->atoms[a].line_comment)
	continue;
      uint32_t end = k == BG_ATOM_RAW ? '"' : '/';
      struct bg_range text;
      if (!text_holding (l, a, end, &text))
	continue;
      for (size_t i = text.from; i < text.to; i++)
	{
	  if (l->cp[i] != end || view->pos[i] < 0)
	    continue;
	  uint32_t g;
	  int32_t j = glyph_before (l, view, view->pos[i], &g);
	  if (j < 0 || (size_t) j < text.from || (size_t) j >= text.to)
	    continue;
	  if (k == BG_ATOM_COMMENT ? g == '*' && !unseen_between (l, (size_t) j, i)
	      : raw_closer_before (l, view, a, text, i))
	    return true;
	}
    }
  return false;
}

/* Whether VIEW shows, inside a string or character literal of the
   line, its quote without the backslash that escapes it before it: the
   reader takes it for the literal's end (`"abc <RLM>\"<RLM> ; f (); //"`
   shows `"abc "\ ; f (); //"`), and the deception test decides whether
   what follows reads as other code.  */
static bool
shown_quote (const struct bg_line *l, const struct bg_view *view)
{
  for (size_t a = 0; a < l->natoms; a++)
    {
      enum bg_atom_kind k = l->atoms[a].kind;
      if (k != BG_ATOM_STRING && k != BG_ATOM_CHAR)
	continue;
      uint32_t quote = k == BG_ATOM_STRING ? '"' : '\'';
      struct bg_range text;
      if (!text_holding (l, a, quote, &text))
	continue;
      for (size_t i = text.from; i < text.to; i++)
	{
	  if (l->cp[i] != quote || view->pos[i] < 0)
	    continue;
	  uint32_t g = 0;
	  if (glyph_before (l, view, view->pos[i], &g) < 0 || g != '\\')
	    return true;
	}
    }
  return false;
}

/* The finding of a closing delimiter shown inside a comment or raw
   string (shown_closer): reorder when controls or marks have a hand in
   it, rtl-reorder when the letters alone show it.  */
static void
add_shown_closer (struct bg_line *l, unsigned checks, struct bg_findings *out)
{
  /* Letter-caused only when the line displays exactly as it does
     without its controls and marks, as classify decides (doc/design.md
     section 2.5): a control that changes the display as well must not
     hide behind letters that show a closer of their own, as in the
     fuzzer's `i<FULLWIDTH A>nt<RLI> x = /<star><alef> 10<star>/- 4
     /<star><bet><star>/;` behind the rtl-text marker.  */
  bool letters = l->ncontrols == 0;
  if (!letters && bg_line_noctl (l))
    letters = same_without_controls (l);
  struct bg_pending p = { .atom = -1 };
  p.check = letters ? BG_CHECK_RTL_REORDER : BG_CHECK_REORDER;
  if (!(checks & BG_CHECK_BIT (p.check)))
    return;
  p.from = 0, p.to = l->n;
  char who[128];
  if (letters)
    {
      p.cause = rtl_cause (l, 0, l->n);
      bg_name_rtl_cause (l->cp, l->type, l->n, p.cause_name,
			 sizeof p.cause_name);
      snprintf (who, sizeof who, "%s make", p.cause_name);
    }
  else
    {
      p.cause = 0;
      while (p.cause + 1 < l->n && !bg_is_control (l->cp[p.cause]))
	p.cause++;
      bg_name_control (l->cp[p.cause], p.cause_name, sizeof p.cause_name);
      snprintf (who, sizeof who, "%s makes", p.cause_name);
    }
  snprintf (p.message, sizeof p.message, "%s a comment or literal display "
	    "a closing delimiter it does not have", who);
  bg_findings_add (out, &p);
}

/* Whether every control of L is a mark (LRM, RLM, ALM): no embedding,
   override or isolate, which can turn text round where no letter
   would.  */
static bool
only_marks (const struct bg_line *l)
{
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n; i++)
    if (bg_is_control (l->cp[i]) && !bg_is_mark (l->cp[i]))
      return false;
  return true;
}

/* Which check the differences of the actual display are: letter-caused
   only when the line displays exactly as it does without its controls and
   marks (doc/design.md section 2.5: marks that move what the letters had
   already moved must not hide behind the letters), decided by
   letter_check on that display, which goes to *LETTERS; else reorder.
   Returns 0 when out of memory.  */
static bool
classify (struct bg_line *l, enum bg_check *check,
	  const struct bg_view **letters, bool *none)
{
  struct bg_line_check_scratch *lc = l->lc;
  *letters = l->actual;
  *none = false;
  const struct bg_signature *letters_sig = &lc->actual;
  if (l->ncontrols)
    {
      if (!bg_line_noctl (l))
	return false;
      if (!same_without_controls (l))
	{
	  /* Marks as entries of a table of characters (`{ "<LRM>",
	     "<RLM>", "<ALM>" }`) move only quotes that look alike and
	     blanks: the line reads as compiled, with them or without.
	     One that pulls a number into its run (`{ "<RLM>", 0x200F }`
	     shown `{ "0 ,"x200F }`) shows no other code either: marks,
	     which turn nothing round by themselves, are judged as the
	     letters are, reported when the display lies (issue 31).  */
	  *none = only_marks (l)
		  && (bg_display_reads_as_compiled (l, l->actual)
		      || letter_check (l, &lc->actual, l->actual)
			 == BG_CHECK_RTL_LAYOUT);
	  *check = BG_CHECK_REORDER;
	  return true;
	}
      differences (l, l->noctl, &lc->noctl);
      *letters = l->noctl;
      letters_sig = &lc->noctl;
    }
  *check = letter_check (l, letters_sig, *letters);
  return true;
}

/* P->message: what the reader sees of the units FIRST..LAST that moved -
   operands (or code) out of order, an operator turned round, or both -
   and who makes it so (P->cause_name).  */
static void
say_what_moves (struct bg_line *l, size_t first, size_t last,
		const struct bg_view *letters, const struct bg_view *ref,
		struct bg_pending *p)
{
  const unsigned char *moved = l->lc->actual.moved;
  int mirrored = 0, placed = 0;
  for (size_t u = first; u <= last; u++)
    {
      mirrored |= (moved[u] & 2) != 0;
      placed |= (moved[u] & 1) != 0;
    }
  int operands = p->check == BG_CHECK_RTL_REORDER
		 && operands_swapped (l, letters, ref) != SIZE_MAX;
  if (p->check == BG_CHECK_RTL_REORDER)
    placed = !mirrored || operands;
  /* "U+200F (RIGHT-TO-LEFT MARK) makes", "Hebrew letters make".  */
  char who[128];
  if (p->check == BG_CHECK_REORDER)
    {
      bg_name_control (l->cp[p->cause], p->cause_name, sizeof p->cause_name);
      snprintf (who, sizeof who, "%s makes", p->cause_name);
    }
  else
    {
      bg_name_rtl_cause (l->cp, l->type, l->n, p->cause_name,
			 sizeof p->cause_name);
      snprintf (who, sizeof who, "%s make", p->cause_name);
    }
  const char *what = operands ? "operands" : "code";
  if (p->check != BG_CHECK_RTL_LAYOUT && placed && mirrored)
    snprintf (p->message, sizeof p->message, "%s %s display out of order and "
	      "an operator or bracket as its mirror image", who, what);
  else if (p->check != BG_CHECK_RTL_LAYOUT && mirrored)
    snprintf (p->message, sizeof p->message, "%s an operator or bracket "
	      "display as its mirror image", who);
  else
    snprintf (p->message, sizeof p->message, "%s %s display out of order",
	      who, what);
}

/* Whether every unit of L shows where the logical order has it, with no
   glyph mirrored, when the reference is the logical order (no
   right-to-left paragraph): then the signatures compare equal unit by
   unit, and one pass over the units finds it (bench (d): a Hebrew string
   and an Arabic comment on one line).  It holds when the line has no
   control (every character shows, so no unit is split around an
   invisible one) and every character of every unit is at level 0 in the
   line's own display.  L2 reverses only runs at level 1 and above: a
   character at level 0 is in none and keeps its place, so the units keep
   their order and orientation, an even level mirrors nothing, and a
   reversed run lies between two characters at level 0, so the content
   between two delimiters stays between them.  */
static bool
units_stay (struct bg_line *l)
{
  const struct bg_view *v = l->actual;
  if (l->ncontrols || v->src || v->len != l->n)
    return false;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t u = 0; u < l->nunits; u++)
    for (size_t i = l->units[u].start; i < l->units[u].end; i++)
      if (v->level[i] != 0)
	return false;
  return true;
}

/* Whether L holds a character of class R, AL or AN (in either engine:
   a class the two give otherwise counts).  A line without one is laid
   out as its paragraph's direction alone makes it, as a line of plain
   ASCII is, which the fast path never reads: no letter of it moves.  */
static bool
holds_rtl_letters (const struct bg_line *l)
{
  if (l->nclassdiff)
    return true;
  BG_COUNT_WALK (l->lc->walks);
  for (size_t i = 0; i < l->n; i++)
    if (l->type[i] == FRIBIDI_TYPE_RTL || l->type[i] == FRIBIDI_TYPE_AL
	|| l->type[i] == FRIBIDI_TYPE_AN)
      return true;
  return false;
}

/* Whether L displays as it does without its controls and marks
   (same_without_controls): what reading_lies finds is then the
   letters', and a mark in a comment beside `<name> = 10 - 3;` hides
   nothing; a line its controls change is theirs (classify), whatever
   its reading.  0 too when L holds no right-to-left letter
   (holds_rtl_letters).  -1 when out of memory.  */
static int
display_of_letters (struct bg_line *l)
{
  if (!holds_rtl_letters (l))
    return 0;
  if (!l->ncontrols)
    return 1;
  if (!bg_line_noctl (l))
    return -1;
  return same_without_controls (l);
}

/* Whether L, a line its viewer shows as a right-to-left paragraph
   (read_right_to_left) whose display compares equal to its reference,
   reads as other code all the same.  The reference of a right-to-left
   paragraph is a display too, and turns what no atom's letters move:
   numbers after the paragraph's start (`<name> = 10 - 3;` shows `;3 -
   10 = <name>` in both, `"<alef>", 10 - 3,` shows `,3 - 10 ,"<alef>"`)
   and Arabic-Indic digits, which are not isolated there (`x = <d1> -
   <d3>;`).  rtl_letter_check reads it as it reads a line whose letters
   move.  When it reads otherwise, *LETTERS is the view the units are
   compared in against the logical order (l->lc->actual.moved): the
   reading (R) when it puts units elsewhere, else the display itself,
   whose operands without right-to-left letters show swapped (`<name> =
   10 /<note>/ - 3;` shows `;3 - /<eton>/ 10 = <name>`, read right to
   left as compiled), every unit of it then.  The caller has made sure
   that the display is the letters' (display_of_letters).  */
static bool
reading_lies (struct bg_line *l, struct bg_view *r,
	      const struct bg_view **letters)
{
  /* The display without controls: an override or embedding that moves
     nothing still raises levels, which the reading takes for runs.  */
  const struct bg_view *shown = l->ncontrols ? l->noctl : l->actual;
  if (!read_right_to_left (l)
      || rtl_letter_check (l, shown) != BG_CHECK_RTL_REORDER)
    return false;
  rtl_reading (l, shown, r);
  identity_signature (l, &l->lc->reference);
  mirrored_units (l, NULL, l->lc->reference.mirror);
  *letters = r;
  if (differences (l, r, &l->lc->actual))
    return true;
  *letters = shown;
  return differences (l, shown, &l->lc->actual) != 0;
}

static bool
out_of_memory (struct bg_findings *out)
{
  out->failed = true;
  return false;
}

bool
bg_check_line (struct bg_line *l, unsigned checks, struct bg_findings *out)
{
  if (!(checks & BG_LINE_CHECKS))
    return true;
  bool rtl_paragraph = has_rtl_paragraph (l);
  if (!rtl_paragraph
      && (shown_closer (l, l->actual)
	  || (shown_quote (l, l->actual)
	      && bg_display_deceives (l, l->actual, &l->lc->lie))))
    {
      add_shown_closer (l, checks, out);
      return !out->failed;
    }
  if (l->nunits == 0)
    return true;
  const struct bg_view *ref, *letters;
  enum bg_check check;
  l->lc->lie = (struct bg_range) { 0, l->n };
  if (!rtl_paragraph && units_stay (l))
    return true;
  if (!reference_signature (l, rtl_paragraph, &ref))
    return out_of_memory (out);
  bool none = false;
  struct bg_view read;
  if (differences (l, l->actual, &l->lc->actual))
    {
      if (!classify (l, &check, &letters, &none))
	return out_of_memory (out);
    }
  else if (rtl_paragraph)
    {
      int alone = display_of_letters (l);
      if (alone < 0)
	return out_of_memory (out);
      if (!alone || !reading_lies (l, &read, &letters))
	return true;
      check = BG_CHECK_RTL_REORDER;
      ref = NULL;
    }
  else
    return true;
  if (none || !(checks & BG_CHECK_BIT (check)))
    return true;

  /* The units that moved; of the construct that deceives when the
     deception test found one (a broken construct beside it is not what
     the finding is about).  */
  const unsigned char *moved = l->lc->actual.moved;
  struct bg_range lie = l->lc->lie;
  size_t first = SIZE_MAX, last = 0;
  for (int pass = 0; pass < 2 && first == SIZE_MAX; pass++)
    {
      BG_COUNT_WALK (l->lc->walks);
      for (size_t u = 0; u < l->nunits; u++)
	if (moved[u] && (pass || (l->units[u].start >= lie.from
				  && l->units[u].end <= lie.to)))
	  {
	    if (first == SIZE_MAX)
	      first = u;
	    last = u;
	  }
    }
  struct bg_pending p = { .check = check, .atom = -1 };
  p.from = l->units[first].start;
  p.to = l->units[last].end;
  p.cause = check == BG_CHECK_REORDER ? control_cause (l, first, last)
				      : rtl_cause (l, p.from, p.to);
  say_what_moves (l, first, last, letters, ref, &p);
  bg_findings_add (out, &p);
  return !out->failed;
}
