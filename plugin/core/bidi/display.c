/* SPDX-License-Identifier: GPL-3.0-or-later */
/* display.c - how a line displays: UAX #9 levels and visual order.
 *
 * The algorithm itself is ICU's (engine-icu.c) or GNU FriBidi's (rules
 * P2-P3, X1-X10, W1-W7, N0-N2, I1-I2, L1-L2); this file only owns the
 * buffers and the one-line paragraph convention of source editors, and
 * gives each engine the classes of its own data.
 */
#include <stdlib.h>

#include "text/text.h"
#include "bidi/bidi.h"

bool
bg_display_reserve (struct bg_display *d, size_t n)
{
  if (n + 1 <= d->cap)
    return true;
  size_t c = d->cap ? d->cap : 64;
  while (c < n + 1)
    c *= 2;
  void *cp = realloc (d->cp, c * sizeof *d->cp);
  if (cp)
    d->cp = cp;
  void *t = realloc (d->type, c * sizeof *d->type);
  if (t)
    d->type = t;
  void *b = realloc (d->bracket, c * sizeof *d->bracket);
  if (b)
    d->bracket = b;
  void *l = realloc (d->level, c * sizeof *d->level);
  if (l)
    d->level = l;
  void *m = realloc (d->map, c * sizeof *d->map);
  if (m)
    d->map = m;
  void *s = realloc (d->scratch, 2 * c * sizeof *d->scratch);
  if (s)
    d->scratch = s;
  void *f = realloc (d->flags, 2 * c);
  if (f)
    d->flags = f;
  void *u = realloc (d->cut, c);
  if (u)
    d->cut = u;
  void *a = realloc (d->alt, c * sizeof *d->alt);
  if (a)
    d->alt = a;
  void *g = realloc (d->seg_map, c * sizeof *d->seg_map);
  if (g)
    d->seg_map = g;
  struct bg_brackets *k = &d->brackets;
  void *ki = realloc (k->item, c * sizeof *k->item);
  if (ki)
    k->item = ki;
  void *kb = realloc (k->below, c * sizeof *k->below);
  if (kb)
    k->below = kb;
  void *ks = realloc (k->slot, c);
  if (ks)
    k->slot = ks;
  if (!cp || !t || !b || !l || !m || !s || !f || !u || !a || !g || !ki || !kb
      || !ks)
    return false;
  d->cap = c;
  return true;
}

void
bg_display_free (struct bg_display *d)
{
  free (d->cp);
  free (d->type);
  free (d->bracket);
  free (d->level);
  free (d->map);
  free (d->scratch);
  free (d->flags);
  free (d->cut);
  free (d->alt);
  free (d->seg_map);
  free (d->brackets.item);
  free (d->brackets.below);
  free (d->brackets.slot);
  *d = (struct bg_display) { 0 };
}

FriBidiBracketType
bg_bracket_type (uint32_t c, FriBidiCharType type)
{
  /* BD14/BD15: only characters of class ON pair as brackets.  */
  if (type != FRIBIDI_TYPE_ON || BG_CP_IS_INVALID (c))
    return FRIBIDI_NO_BRACKET;
  return fribidi_get_bracket (c);
}

/* True for the explicit initiators LRE RLE LRO RLO LRI RLI FSI.  */
static bool
is_initiator_type (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_LRE || t == FRIBIDI_TYPE_RLE
	 || t == FRIBIDI_TYPE_LRO || t == FRIBIDI_TYPE_RLO
	 || t == FRIBIDI_TYPE_LRI || t == FRIBIDI_TYPE_RLI
	 || t == FRIBIDI_TYPE_FSI;
}

static bool
is_isolate_type (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_LRI || t == FRIBIDI_TYPE_RLI
	 || t == FRIBIDI_TYPE_FSI;
}

/* FriBidi 1.0.8 reads freed or out-of-range memory when an isolate follows
   an embedding that overflowed the depth limit (libfribidi's own overflow
   bookkeeping).  Rules X1-X8 are run here first and every initiator or
   terminator that UAX #9 makes an overflow (or a no-op) is handed to
   FriBidi as what it then is: BN for embeddings and PDF (X9 removes them
   anyway), ON for isolate initiators and their PDI (neutral, at the
   current level).  FriBidi then never overflows, and the levels are those
   of UAX #9 on the original text.  T[0..N) is one paragraph, which need
   not start the line (a U+2029 before it).  */
static void
defuse_overflow (FriBidiCharType *t, size_t n, int par_level,
		 int32_t *scratch, unsigned char *fsi_rtl)
{
  /* SCRATCH is bg_fsi_directions's: N matches, then N stack entries.  */
  int32_t *fsi_match = scratch, *fsi_stack = scratch + n;
  bg_fsi_directions (t, n, fsi_match, fsi_rtl, fsi_stack);
  /* The directional status stack: level, and isolate in bit 8.  Every
     entry pushed is at a higher level than the one below, up to
     FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL, over the paragraph's.  */
  int32_t stack[FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL + 2];
  size_t sp = 1;
  stack[0] = par_level;
  size_t oi = 0, oe = 0, vi = 0;
  for (size_t i = 0; i < n; i++)
    {
      FriBidiCharType c = t[i];
      int level = stack[sp - 1] & 0xFF;
      if (is_initiator_type (c))
	{
	  int rtl = c == FRIBIDI_TYPE_RLE || c == FRIBIDI_TYPE_RLO
		    || c == FRIBIDI_TYPE_RLI
		    || (c == FRIBIDI_TYPE_FSI && fsi_rtl[i]);
	  int next = rtl ? (level + 1) | 1 : (level + 2) & ~1;
	  int iso = is_isolate_type (c);
	  if (next <= FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL && oi == 0 && oe == 0)
	    {
	      vi += (size_t) iso;
	      stack[sp++] = next | (iso << 8);
	    }
	  else if (iso)
	    {
	      oi++;		/* X5a-c: overflow isolate */
	      t[i] = FRIBIDI_TYPE_ON;
	    }
	  else
	    {
	      oe += oi == 0;	/* X2-X5: overflow embedding */
	      t[i] = FRIBIDI_TYPE_BN;
	    }
	}
      else if (c == FRIBIDI_TYPE_PDI)
	{
	  if (oi > 0)
	    {
	      oi--;
	      t[i] = FRIBIDI_TYPE_ON;
	    }
	  else if (vi > 0)
	    {
	      oe = 0;		/* X6a */
	      while (sp > 1 && !(stack[sp - 1] >> 8))
		sp--;
	      sp--;
	      vi--;
	    }
	}
      else if (c == FRIBIDI_TYPE_PDF)
	{
	  if (oi > 0 || oe > 0 || sp < 2 || (stack[sp - 1] >> 8))
	    {
	      oe -= oi == 0 && oe > 0;	/* X7 */
	      t[i] = FRIBIDI_TYPE_BN;
	    }
	  else
	    sp--;
	}
      else if (c == FRIBIDI_TYPE_BS)
	{
	  sp = 1;		/* X8 */
	  oi = oe = vi = 0;
	}
    }
}

int
bg_first_strong_level (const FriBidiCharType *t, size_t n)
{
  size_t depth = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (is_isolate_type (t[i]))
	depth++;
      else if (t[i] == FRIBIDI_TYPE_PDI && depth)
	depth--;
      else if (depth == 0 && t[i] == FRIBIDI_TYPE_LTR)
	return 0;
      else if (depth == 0 && bg_is_rtl_letter (t[i]))
	return 1;
    }
  return 0;
}

/* Whether defuse_overflow may change T[0..N): not with fewer than 62
   initiators (they cannot reach depth 125); else when an initiator
   would overflow or a PDF closes nothing (it hands that PDF to FriBidi
   as BN), or a separator stands inside.  Short of those, X1-X8's stack
   is the one followed here: at most 62 entries above the paragraph's,
   each at most two levels above the one below it, from a paragraph
   level of at most 1, so never past 125.  EMB[k] counts the embeddings
   open above the K-th open isolate (0: above the paragraph's entry).  */
static bool
may_overflow (const FriBidiCharType *t, size_t n)
{
  size_t initiators = 0;
  for (size_t i = 0; i < n && initiators < 62; i++)
    initiators += (size_t) is_initiator_type (t[i]);
  if (initiators < 62)
    return false;
  unsigned char emb[63];
  size_t depth = 0, iso = 0;
  emb[0] = 0;
  for (size_t i = 0; i < n; i++)
    {
      FriBidiCharType c = t[i];
      /* Initiators, PDF and PDI are explicit or isolate classes, BS a
	 separator: one test passes over everything else.  */
      if (!(c & (FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE
		 | FRIBIDI_MASK_SEPARATOR)))
	continue;
      if (is_initiator_type (c))
	{
	  if (++depth > 62)
	    return true;
	  if (is_isolate_type (c))
	    emb[++iso] = 0;
	  else
	    emb[iso]++;
	}
      else if (c == FRIBIDI_TYPE_PDF)
	{
	  if (emb[iso] == 0)
	    return true;
	  emb[iso]--;
	  depth--;
	}
      else if (c == FRIBIDI_TYPE_PDI && iso > 0)
	depth -= emb[iso--] + 1u;
      else if (c == FRIBIDI_TYPE_BS && i + 1 < n)
	return true;
    }
  return false;
}

/* Paragraphs of at most this many characters go to the engine whole;
   longer ones in segments of at least this many (doc/design.md, "At any
   length, exactly"): few engine calls, none long.  */
#define SEGMENT_MIN ((size_t) 256)
#define FRIBIDI_SPLIT_FROM ((size_t) 8192)

/* The paragraph's segment D->cp[A..B) (offsets from the paragraph at
   FROM, of N characters) by FriBidi, at paragraph LEVEL: its levels in
   place and its visual map, local, in MAP.  */
static int
fribidi_segment (struct bg_display *d, FriBidiStrIndex *map, size_t from,
		 size_t a, size_t b, int level)
{
  FriBidiCharType *t = d->type + from + a;
  FriBidiLevel *lv = d->level + from + a;
  FriBidiParType dir = level ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
  FriBidiStrIndex len = (FriBidiStrIndex) (b - a);
  /* FriBidi 1.0.8 reads freed memory on a paragraph separator that ends
     a paragraph with an isolate still open: rules X1-X8 stop at the
     separator without closing the isolate, so the separator keeps level
     0 and the isolate level of the open isolate's content; a neutral run
     at level 0 of the outer isolate level just before it (the initiator
     of an empty isolate, "L FSI R PDI FSI B") is then merged with it, and
     the merge leaves the isolate chain of an earlier closed isolate
     pointing at the freed run (fixed upstream in FriBidi 1.0.10 and
     1.0.11).  A separator is always the paragraph's last character here,
     and it changes nothing for the others (UAX #9 X8: it is in no
     embedding or isolate and takes the paragraph level; X10: eos beside
     it is the paragraph level either way; N1-N2: it is a trailing
     neutral; L1 resets the white space before it as at the end of a
     line), so FriBidi resolves the paragraph without it and it takes the
     paragraph level.  fribidi_reorder_line below still sees it.  */
  FriBidiStrIndex resolved = len;
  if (t[len - 1] == FRIBIDI_TYPE_BS)
    {
      resolved--;
      lv[len - 1] = (FriBidiLevel) level;
    }
  if (resolved > 0
      && !fribidi_get_par_embedding_levels_ex (t, d->bracket + from + a,
					       resolved, &dir, lv))
    return 0;
  for (FriBidiStrIndex i = 0; i < len; i++)
    map[i] = i;
  /* One paragraph is one display line (no wrapping); no flags: combining
     marks keep their logical place, as in a terminal.  */
  return fribidi_reorder_line (0, t, len, 0, dir, lv, NULL, map) != 0;
}

/* The same by ICU, from d->alt (the characters with the brackets rule N0
   ignores made plain neutrals).  */
static int
icu_segment (struct bg_display *d, struct bg_icu *icu, FriBidiStrIndex *map,
	     size_t from, size_t a, size_t b, int level, int unicode17)
{
  int pl;
  return bg_icu_run (icu, d->alt + from + a, b - a, level,
		     d->level + from + a, map, &pl,
		     unicode17 ? &d->ovr : NULL);
}

/* Brackets by ENGINE's data (FriBidi's format) of the paragraph's
   characters into d->bracket, and d->alt for ICU.  */
static void
engine_brackets (struct bg_display *d, size_t from, size_t n,
		 enum bg_engine_id engine, struct bg_icu *icu)
{
  const uint32_t *cp = d->cp + from;
  const FriBidiCharType *t = d->type + from;
  FriBidiBracketType *br = d->bracket + from;
  for (size_t i = 0; i < n; i++)
    {
      if (t[i] != FRIBIDI_TYPE_ON || BG_CP_IS_INVALID (cp[i]))
	br[i] = FRIBIDI_NO_BRACKET;
      else if (cp[i] < 0x80 || engine == BG_ENGINE_FRIBIDI)
	br[i] = fribidi_get_bracket (cp[i]);
      else if (engine == BG_ENGINE_FRIBIDI_U17)
	br[i] = bg_unicode17_bracket (cp[i]);
      else
	br[i] = bg_icu_bracket (icu, cp[i]);
    }
}

/* Whether ICU's data pairs C as a bracket (bg_plain_brackets).  The
   first such question opens ICU: a paragraph of plain classes and ASCII
   brackets is resolved without it (plain_line).  Without ICU the answer
   is yes, which sends the paragraph to ICU's own call, and that reports
   ICU missing.  */
static bool
icu_pairs (void *icu, uint32_t c)
{
  return !bg_icu_load (icu) || bg_icu_bracket (icu, c) != FRIBIDI_NO_BRACKET;
}

/* Display the paragraph of N characters at FROM segment by segment (cut
   where bg_split_paragraph marked it, every segment at least MIN long;
   MIN 0: whole) and put the segments' maps together: 1, or the engine's
   failure.  */
static int
display_segments (struct bg_display *d, size_t from, size_t n, int level,
		  enum bg_engine_id engine, struct bg_icu *icu, size_t min)
{
  int icu_like = bg_engine_is_icu (engine);
  int u17 = bg_engine_unicode17 (engine);
  if (!min)
    {
      /* Whole: its map is the paragraph's, offset by FROM.  */
      FriBidiStrIndex *map = d->map + from;
      int r = icu_like ? icu_segment (d, icu, map, from, 0, n, level, u17)
		       : fribidi_segment (d, map, from, 0, n, level);
      if (r <= 0)
	return r;
      for (size_t k = 0; from && k < n; k++)
	map[k] += (FriBidiStrIndex) from;
      return 1;
    }
  size_t a = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (i + 1 < n && !(d->cut[from + i] && i + 1 - a >= min))
	continue;
      size_t b = i + 1;
      int r = icu_like ? icu_segment (d, icu, d->seg_map, from, a, b, level,
				      u17)
		       : fribidi_segment (d, d->seg_map, from, a, b, level);
      if (r <= 0)
	return r;
      /* Left to right the segments show in order, right to left in
	 reverse (L2 reverses the whole line at level 1).  */
      size_t at = level ? n - b : a;
      for (size_t k = 0; k < b - a; k++)
	d->map[from + at + k] = (FriBidiStrIndex) (d->seg_map[k] + a + from);
      a = b;
    }
  return 1;
}

/* Whether splitting the paragraph T[0..N) of LEVEL, with the engine's
   brackets BR, can change what the engine is given when no segment may
   be shorter than MIN: a cut that display_segments takes needs three
   characters of the boundary class in a row, the middle one at MIN - 1
   or later and not the last (cuts in segment.c: the cut character and
   both its neighbours), and only a bracket is ever rewritten.  A long
   line of right-to-left words has neither, and the split, which walks
   it five times, would then leave the engine's input as it found it.  */
static bool
split_can_change (const FriBidiCharType *t, const FriBidiBracketType *br,
		  size_t n, int level, size_t min)
{
  FriBidiCharType boundary = level ? FRIBIDI_TYPE_RTL : FRIBIDI_TYPE_LTR;
  size_t run = 0;  /* boundary characters ending at i */
  for (size_t i = 0; i < n; i++)
    {
      if (br[i] != FRIBIDI_NO_BRACKET)
	return true;
      run = t[i] == boundary ? run + 1 : 0;
      /* I - 1 would be the cut, at MIN - 1 or later.  */
      if (run >= 3 && i >= min)
	return true;
    }
  return false;
}

/* One paragraph: T[FROM..TO).  */
static int
run_paragraph (struct bg_display *d, size_t from, size_t to,
	       enum bg_base base, enum bg_engine_id engine,
	       struct bg_icu *icu, int *par_level)
{
  size_t n = to - from;
  FriBidiCharType *t = d->type + from;
  int level = base == BG_BASE_LTR   ? 0
	      : base == BG_BASE_RTL ? 1
				    : bg_first_strong_level (t, n);
  *par_level = level;
  if (n == 0)
    return 1;
  int icu_like = bg_engine_is_icu (engine);
  if (icu_like && !bg_icu_load (icu))
    return -1;
  /* A plain paragraph ICU would resolve by the letter of UAX #9 costs
     ICU's call more than its rules cost here (plain-levels.c).  */
  struct bg_plain_brackets by_icu = { icu_pairs, icu };
  if (engine == BG_ENGINE_ICU && from > 0
      && bg_plain_levels (d->cp + from, t, n, level, &by_icu,
			  d->flags + from, d->level + from, d->map + from,
			  from))
    return 1;
  if (!icu_like && may_overflow (t, n))
    defuse_overflow (t, n, level, d->scratch + from, d->flags + from);
  engine_brackets (d, from, n, engine, icu);
  size_t min = d->segment_min ? d->segment_min : SEGMENT_MIN;
  /* FriBidi pairs some brackets otherwise than BD13-BD16 say (a bracket
     in one isolate with one in the next; a mark after a bracket:
     test-segments measures it), so its paragraphs are split only when
     long enough for its quadratic rule N0 to matter.  */
  int split = n > min
	      && (icu_like || n > FRIBIDI_SPLIT_FROM || d->segment_min);
  /* A separator inside a FriBidi paragraph (GTK's, see bg_display_run)
     ends X1-X8 there: bg_split_paragraph knows separators only at the
     end, so such a paragraph goes to FriBidi whole.  */
  for (size_t i = 0; split && !icu_like && i + 1 < n; i++)
    if (t[i] == FRIBIDI_TYPE_BS)
      split = 0;
  split = split && split_can_change (t, d->bracket + from, n, level, min);
  if (split)
    {
      struct bg_split s = { d->flags + from, d->scratch + from,
			    d->cut + from, &d->brackets, icu_like };
      /* The flags and scratch are 2 N from FROM on: the paragraphs
	 before this one no longer need theirs.  */
      bg_split_paragraph (&s, t, d->bracket + from, n, level,
			  icu_like ? 0 : 63);
    }
  if (icu_like)
    for (size_t i = 0; i < n; i++)
      {
	uint32_t c = d->cp[from + i];
	/* A bracket left out of the pairs: a plain neutral to ICU.  */
	d->alt[from + i] = split && d->bracket[from + i] == FRIBIDI_NO_BRACKET
			       && t[i] == FRIBIDI_TYPE_ON
			   ? '!' : c;
      }
  return display_segments (d, from, n, level, engine, icu,
			   split ? min : 0);
}

/* The line d->cp[0..N) by plain-levels.c for ICU, when it takes it: it
   then holds no paragraph separator, so it is one paragraph and the
   paragraph loop need not walk it.  The first paragraph of a line it
   refuses is not offered to it again (run_paragraph).  ICU is not opened
   for it: its rules are plain-levels.c's own, and the one-off cost of
   opening ICU (its relocations, about 4 million instructions) is more
   than a compile with a few such lines spends on them.  Opened before
   and found missing, ICU displays nothing here either.  */
static bool
plain_line (struct bg_display *d, const uint32_t *cp,
	    const FriBidiCharType *t, size_t n, enum bg_base base,
	    struct bg_icu *icu)
{
  if (n == 0 || bg_icu_error (icu))
    return false;
  int level = base == BG_BASE_LTR   ? 0
	      : base == BG_BASE_RTL ? 1
				    : bg_first_strong_level (t, n);
  struct bg_plain_brackets by_icu = { icu_pairs, icu };
  if (!bg_plain_levels (cp, t, n, level, &by_icu, d->flags, d->level,
			d->map, 0))
    return false;
  d->par_level = level;
  return true;
}

bool
bg_display_plain (struct bg_display *d, const uint32_t *cp,
		  const FriBidiCharType *t, size_t n, enum bg_base base,
		  struct bg_icu *icu)
{
  d->typed = false;
  d->plain_refused = !bg_display_reserve (d, n)
		     || !plain_line (d, cp, t, n, base, icu);
  if (d->plain_refused)
    return false;
  /* What bg_display_run counts for the same display.  */
  BG_COUNT_WALK (d->walks);
  return true;
}

uint32_t
bg_mirror (uint32_t c)
{
  FriBidiChar m;
  if (c < 0x80)
    switch (c)
      {
      case '(': return ')';
      case ')': return '(';
      case '<': return '>';
      case '>': return '<';
      case '[': return ']';
      case ']': return '[';
      case '{': return '}';
      case '}': return '{';
      default: return c;
      }
  /* No character from U+00BC to U+0F39 mirrors (BidiMirroring.txt; the
     unit test compares every code point with FriBidi): the Hebrew and
     Arabic of a dense line skip FriBidi's lookup.  */
  if (c >= BG_MIRROR_GAP_FIRST && c <= BG_MIRROR_GAP_LAST)
    return c;
  if (!BG_CP_IS_INVALID (c) && fribidi_get_mirror_char (c, &m))
    return m;
  return c;
}

/* The bidi classes of d->cp[0..N) by ENGINE's data into d->type.  */
static void
type_line (struct bg_display *d, size_t n, enum bg_engine_id engine)
{
  /* Each engine reads the classes of its own data: FriBidi's are what GTK
     shows, and the ICU side gets today's Unicode (the same as ICU's);
     the third class set is Unicode 17's.  ICU classes by itself; where
     Unicode 17 is not ICU's, it is told (d->ovr).  Classes the caller
     decoded already (ICU's) are looked up again only where the class
     sets disagree, and a line without such a character is not looked
     at.  */
  bool typed = d->typed;
  d->typed = false;
  d->ovr.n = 0;
  d->ovr.all = false;
  if (!typed || (engine != BG_ENGINE_ICU && d->differs))
    {
      BG_COUNT_WALK (d->walks);
      for (size_t i = 0; i < n; i++)
	{
	  uint32_t c = d->cp[i];
	  if (typed && !bg_class_differs (c))
	    continue;
	  FriBidiCharType t = bg_engine_unicode17 (engine)
			      ? bg_unicode17_type (c)
			      : engine == BG_ENGINE_FRIBIDI ? bg_fribidi_type (c)
							    : bg_bidi_type (c);
	  if (engine == BG_ENGINE_ICU_U17
	      && t != (typed ? d->type[i] : bg_bidi_type (c)))
	    bg_class_override_add (&d->ovr, c, t);
	  d->type[i] = t;
	}
    }
}

size_t
bg_paragraph_end (const FriBidiCharType *t, const uint32_t *cp, size_t n,
		  size_t from, enum bg_engine_id engine)
{
  bool gtk = !bg_engine_is_icu (engine);
  /* Isolates open in this paragraph only: X8 closed the last one's.  */
  size_t isolates = 0;
  for (size_t i = from; i < n; i++)
    {
      FriBidiCharType c = t[i];
      /* One test passes over what is neither an isolate class nor a
	 separator (B is one).  */
      if (!(c & (FRIBIDI_MASK_ISOLATE | FRIBIDI_MASK_SEPARATOR)))
	continue;
      if (FRIBIDI_IS_ISOLATE (c) && c != FRIBIDI_TYPE_PDI)
	isolates++;
      else if (c == FRIBIDI_TYPE_PDI && isolates > 0)
	isolates--;
      if (c == FRIBIDI_TYPE_BS
	  && !(gtk && i + 1 < n && cp[i] != 0x2029 && isolates == 0))
	return i + 1;
    }
  return n;
}

int
bg_display_run (struct bg_display *d, size_t n, enum bg_base base,
		enum bg_engine_id engine, struct bg_icu *icu)
{
  if (n > (size_t) 0x3FFFFFFF)
    return 0;
  /* The engine's own pass over the decoded characters: a display is a
     walk, whatever else it looks up.  */
  BG_COUNT_WALK (d->walks);
  type_line (d, n, engine);
  /* P1: a paragraph separator inside the line ends a paragraph (it stays
     with the one before); each paragraph displays on its own.  The first
     paragraph's level is the line's.
     Every viewer's paragraphs (doc/bidi-paragraphs.md): ICU's ubidi, so
     Chromium and the viewers built on it, ends a paragraph at every
     class-B character; GTK/Pango ends one only at LF, CR and U+2029
     (pango_find_paragraph_boundary) and hands FriBidi the rest of the
     line whole, NEL and U+001C-U+001E inside it, where FriBidi ends
     every embedding and override at each of them (X8) and runs rules W1
     to I2 over the whole line: a number after the separator still
     follows the right-to-left letter before it (measured with FriBidi
     1.0.8).  So the FriBidi displays keep those in their
     paragraph - except after an isolate still open, where FriBidi 1.0.8
     reads freed memory (see fribidi_segment), and the line is split
     there as ICU splits it.  */
  bool refused = d->plain_refused;
  d->plain_refused = false;
  if (engine == BG_ENGINE_ICU && !refused
      && plain_line (d, d->cp, d->type, n, base, icu))
    return 1;
  d->par_level = -1;
  size_t from = 0;
  do
    {
      size_t to = bg_paragraph_end (d->type, d->cp, n, from, engine);
      int level;
      int r = run_paragraph (d, from, to, base, engine, icu, &level);
      if (r <= 0)
	return r;
      if (d->par_level < 0)
	d->par_level = level;
      from = to;
    }
  while (from < n);
  return 1;
}

/* The levels of CP[0..N) by ENGINE, in bg_resolve_levels's format.  */
bool
bg_resolve_levels_by (struct bg_display *d, struct bg_icu *icu,
		      enum bg_engine_id engine, const unsigned int *cp,
		      size_t n, enum bg_base base, int *par_level,
		      int *levels, size_t *order)
{
  if (!bg_display_reserve (d, n))
    return false;
  for (size_t i = 0; i < n; i++)
    d->cp[i] = cp[i];
  if (bg_display_run (d, n, base, engine, icu) <= 0)
    return false;
  *par_level = d->par_level;
  for (size_t i = 0; i < n; i++)
    {
      /* X9 removes embeddings, overrides, PDF and BN.  */
      levels[i] = FRIBIDI_IS_EXPLICIT_OR_BN (d->type[i]) ? -1 : d->level[i];
      order[i] = (size_t) d->map[i];
    }
  return true;
}

bool
bg_resolve_levels (const unsigned int *cp, size_t n, enum bg_base base,
		   int *par_level, int *levels, size_t *order)
{
  struct bg_display d = { 0 };
  bool ok = bg_resolve_levels_by (&d, NULL, BG_ENGINE_FRIBIDI, cp, n, base,
				  par_level, levels, order);
  bg_display_free (&d);
  return ok;
}
