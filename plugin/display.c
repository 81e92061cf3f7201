/* SPDX-License-Identifier: GPL-3.0-or-later */
/* display.c - how a line displays: UAX #9 levels and visual order.
 *
 * The algorithm itself is ICU's (engine-icu.c) or GNU FriBidi's (rules
 * P2-P3, X1-X10, W1-W7, N0-N2, I1-I2, L1-L2); this file only owns the
 * buffers and the one-line paragraph convention of source editors, and
 * gives each engine the classes of its own data.
 */
#include <stdlib.h>

#include "core.h"

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
  if (!cp || !t || !b || !l || !m || !s || !f)
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
static int
is_initiator_type (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_LRE || t == FRIBIDI_TYPE_RLE
	 || t == FRIBIDI_TYPE_LRO || t == FRIBIDI_TYPE_RLO
	 || t == FRIBIDI_TYPE_LRI || t == FRIBIDI_TYPE_RLI
	 || t == FRIBIDI_TYPE_FSI;
}

static int
is_isolate_type (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_LRI || t == FRIBIDI_TYPE_RLI
	 || t == FRIBIDI_TYPE_FSI;
}

/* Direction (1 = RTL) of every FSI in T[0..N) by rule P2 over its content,
   stored in RTL[i]; linear: one backward pass with the BD9 pairs from a
   forward one.  MATCH is scratch (index of the matching initiator of a
   PDI, or -1).  */
static void
fsi_directions (const FriBidiCharType *t, size_t n, int32_t *match,
		unsigned char *rtl, int32_t *stack)
{
  size_t sp = 0;
  for (size_t i = 0; i < n; i++)
    {
      match[i] = -1;
      if (is_isolate_type (t[i]))
	stack[sp++] = (int32_t) i;
      else if (t[i] == FRIBIDI_TYPE_PDI && sp)
	match[i] = stack[--sp];
    }
  /* Backward: first[k] is the first strong class seen at nesting k.  */
  unsigned char *first = rtl + n;  /* second half of the scratch */
  size_t depth = 0;
  first[0] = 0;
  for (size_t i = n; i-- > 0;)
    {
      FriBidiCharType c = t[i];
      if (c == FRIBIDI_TYPE_PDI && match[i] >= 0)
	first[++depth] = 0;
      else if (is_isolate_type (c))
	{
	  unsigned char f;
	  if (depth > 0)
	    f = first[depth--];
	  else
	    {
	      f = first[0];  /* unmatched: its content runs to the end */
	      first[0] = 0;
	    }
	  rtl[i] = f == 2;
	}
      else if (c == FRIBIDI_TYPE_LTR)
	first[depth] = 1;
      else if (bg_is_rtl_letter (c))
	first[depth] = 2;
    }
}

/* FriBidi 1.0.8 reads freed or out-of-range memory when an isolate follows
   an embedding that overflowed the depth limit (libfribidi's own overflow
   bookkeeping).  Rules X1-X8 are run here first and every initiator or
   terminator that UAX #9 makes an overflow (or a no-op) is handed to
   FriBidi as what it then is: BN for embeddings and PDF (X9 removes them
   anyway), ON for isolate initiators and their PDI (neutral, at the
   current level).  FriBidi then never overflows, and the levels are those
   of UAX #9 on the original text.  */
static void
defuse_overflow (struct bg_display *d, size_t n, int par_level,
		 int32_t *scratch, unsigned char *fsi_rtl)
{
  FriBidiCharType *t = d->type;
  fsi_directions (t, n, scratch, fsi_rtl, scratch + n);
  /* The directional status stack: level, and isolate in bit 8.  */
  int32_t *stack = scratch;   /* the matches are no longer needed */
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

/* Below this many characters no paragraph can exceed BG_BRACKET_WORK
   (its square), and the brackets are not counted.  */
#define BRACKET_CHECK_FROM ((size_t) 8192)

/* The brackets among CP[0..N) of classes T (BD14, FriBidi's list of
   pairs; ICU's is the same or a few more).  */
static size_t
count_brackets (const uint32_t *cp, const FriBidiCharType *t, size_t n)
{
  size_t brackets = 0;
  for (size_t i = 0; i < n; i++)
    brackets += bg_bracket_type (cp[i], t[i]) != FRIBIDI_NO_BRACKET;
  return brackets;
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
  if (engine == BG_ENGINE_ICU)
    {
      /* ICU as it is, deviations included (README): what Chromium shows
	 is what a reviewer there reads.  ICU's bracket pairing searches
	 its openings for each closing bracket (quadratic: 32,000 '(' and
	 32,000 ']' take 0.5 s), so past BG_BRACKET_WORK it gets a copy
	 with every bracket as '!', a plain ON without a pair: the same
	 levels and order but for rule N0.  */
      const uint32_t *cp = d->cp + from;
      size_t brackets = n > BRACKET_CHECK_FROM ? count_brackets (cp, t, n) : 0;
      if (brackets > BG_BRACKET_WORK / n)
	{
	  uint32_t *copy = (uint32_t *) d->scratch;
	  for (size_t i = 0; i < n; i++)
	    copy[i] = bg_bracket_type (cp[i], t[i]) != FRIBIDI_NO_BRACKET
		      ? '!' : cp[i];
	  cp = copy;
	  d->unpaired += brackets;
	}
      int r = bg_icu_run (icu, cp, n, level, d->level + from,
			  d->map + from, par_level);
      if (r <= 0)
	return r;
      for (size_t i = 0; i < n; i++)
	d->map[from + i] += (FriBidiStrIndex) from;
      return 1;
    }
  /* Fewer than 62 initiators cannot reach depth 125.  */
  size_t initiators = 0;
  for (size_t i = 0; i < n && initiators < 62; i++)
    initiators += (size_t) is_initiator_type (t[i]);
  if (initiators >= 62)
    defuse_overflow (d, n, level, d->scratch + from, d->flags + from);
  /* Past BG_BRACKET_WORK the brackets are plain neutrals to FriBidi.  */
  FriBidiBracketType *br = d->bracket + from;
  size_t brackets = 0;
  if (n > BRACKET_CHECK_FROM)
    brackets = count_brackets (d->cp + from, t, n);
  if (brackets > BG_BRACKET_WORK / n)
    {
      for (size_t i = 0; i < n; i++)
	br[i] = FRIBIDI_NO_BRACKET;
      d->unpaired += brackets;
    }
  FriBidiParType dir = level ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
  FriBidiStrIndex len = (FriBidiStrIndex) n;
  FriBidiLevel *lv = d->level + from;
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
  if (t[n - 1] == FRIBIDI_TYPE_BS)
    {
      resolved--;
      lv[n - 1] = (FriBidiLevel) level;
    }
  if (resolved > 0
      && !fribidi_get_par_embedding_levels_ex (t, br, resolved, &dir, lv))
    return 0;
  FriBidiStrIndex *map = d->map + from;
  for (FriBidiStrIndex i = 0; i < len; i++)
    map[i] = i;
  /* One paragraph is one display line (no wrapping); no flags: combining
     marks keep their logical place, as in a terminal.  */
  if (!fribidi_reorder_line (0, t, len, 0, dir, lv, NULL, map))
    return 0;
  for (FriBidiStrIndex i = 0; i < len; i++)
    map[i] += (FriBidiStrIndex) from;
  return 1;
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
  if (!BG_CP_IS_INVALID (c) && fribidi_get_mirror_char (c, &m))
    return m;
  return c;
}

int
bg_display_run (struct bg_display *d, size_t n, enum bg_base base,
		enum bg_engine_id engine, struct bg_icu *icu)
{
  if (n > (size_t) 0x3FFFFFFF)
    return 0;
  /* Each engine reads the classes of its own data: FriBidi's are what GTK
     shows, and the ICU side gets today's Unicode (the same as ICU's).  */
  for (size_t i = 0; i < n; i++)
    {
      uint32_t c = d->cp[i];
      if (engine == BG_ENGINE_FRIBIDI)
	{
	  d->type[i] = bg_fribidi_type (c);
	  d->bracket[i] = bg_bracket_type (c, d->type[i]);
	}
      else
	d->type[i] = bg_bidi_type (c);
    }
  /* P1: a paragraph separator inside the line ends a paragraph (it stays
     with the one before); each paragraph displays on its own.  The first
     paragraph's level is the line's.  */
  d->par_level = -1;
  d->unpaired = 0;
  size_t from = 0;
  for (size_t i = 0; i <= n; i++)
    if (i == n || d->type[i] == FRIBIDI_TYPE_BS)
      {
	size_t to = i < n ? i + 1 : n;
	if (to == from && from > 0)
	  break;
	int level;
	int r = run_paragraph (d, from, to, base, engine, icu, &level);
	if (r <= 0)
	  return r;
	if (d->par_level < 0)
	  d->par_level = level;
	from = to;
      }
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

/* An entry whose id found no slot (the table full): BELOW holds the id
   and a closing bracket of that id searches down the stack.  Unicode's
   64 pairs never fill the table; this only keeps the pairing right if a
   future data set should.  */
#define NO_SLOT (BG_BRACKET_SLOTS - 1)

/* The slot of ID in B's table, inserted when ADD; -1 when it has none
   (not seen yet, or the table full).  */
static int
bracket_slot (struct bg_brackets *b, uint32_t id, bool add)
{
  id++;  /* a key, never 0 (code points end at 0x10FFFF) */
  unsigned h = (unsigned) (id * 2654435761u) % NO_SLOT;
  for (unsigned k = 0; k < NO_SLOT; k++)
    {
      unsigned s = (h + k) % NO_SLOT;
      if (b->id[s] == id)
	return (int) s;
      if (b->id[s] == 0)
	{
	  if (!add)
	    return -1;
	  b->id[s] = id;
	  b->top[s] = -1;
	  return (int) s;
	}
    }
  b->full = true;
  return -1;
}

/* Pop the entries of B from K up.  */
static void
brackets_pop_to (struct bg_brackets *b, size_t k)
{
  while (b->sp > k)
    {
      b->sp--;
      if (b->slot[b->sp] != NO_SLOT)
	b->top[b->slot[b->sp]] = b->below[b->sp];
    }
}

void
bg_brackets_clear (struct bg_brackets *b)
{
  brackets_pop_to (b, 0);
}

void
bg_brackets_push (struct bg_brackets *b, int32_t item, uint32_t id)
{
  size_t k = b->sp++;
  int s = bracket_slot (b, id, true);
  b->item[k] = item;
  if (s < 0)
    {
      b->slot[k] = NO_SLOT;
      b->below[k] = (int32_t) id;
      return;
    }
  b->slot[k] = (unsigned char) s;
  b->below[k] = b->top[s];
  b->top[s] = (int32_t) k;
}

int32_t
bg_brackets_close (struct bg_brackets *b, uint32_t id)
{
  int s = bracket_slot (b, id, false);
  int32_t k = -1;
  if (s >= 0)
    k = b->top[s];
  else if (b->full)
    for (size_t j = b->sp; j-- > 0;)
      if (b->slot[j] == NO_SLOT && (uint32_t) b->below[j] == id)
	{
	  k = (int32_t) j;
	  break;
	}
  if (k < 0)
    return -1;
  int32_t item = b->item[k];
  brackets_pop_to (b, (size_t) k);
  return item;
}
