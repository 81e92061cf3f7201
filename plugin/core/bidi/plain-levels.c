/* SPDX-License-Identifier: GPL-3.0-or-later */
/* plain-levels.c - UAX #9 for the one case where it needs no engine: a
 * paragraph without explicit controls, of the classes L, R, AL, EN, AN,
 * ES, ET, CS, ON, WS and S, with a right-to-left letter and a few ASCII
 * brackets.
 *
 * Why: a source line with a Hebrew string and an Arabic comment cost
 * ICU's ubidi about 13,000 instructions, more than half of what GCC
 * spends on the whole line (bench (d)).  Without controls the paragraph
 * is one isolating run sequence at the paragraph level, so the rules
 * left are W1-W7, N0-N2, I1-I2, L1-L2 over one array.  The result must
 * be ICU's to the level: a line outside the case goes to ICU, and
 * test-display compares this file with ICU over random lines of exactly
 * these classes.  The right-to-left letter keeps ICU off its shortcut
 * for text it finds all left to right (it leaves an Arabic number at the
 * paragraph level, where UAX #9 raises it to 2).
 */
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"

/* The resolved classes W1-N2 work with.  */
enum
{
  K_L, K_R, K_EN, K_AN,     /* AL is R after W3 */
  K_ES, K_ET, K_CS, K_NI, K_S   /* neutrals from here on (W6) */
};

/* BD16's stack depth (UAX #9): with fewer openers than this it never
   overflows, and ICU's deviations past it are not met.  */
#define MAX_OPENERS 63
/* ASCII brackets whose places the first pass keeps, so that BD16 visits
   only them; past this many it walks the paragraph again.  */
#define KEPT_BRACKETS 128

/* The closing bracket of ASCII opener C, or 0.  */
static uint32_t
ascii_closer (uint32_t c)
{
  return c == '(' ? ')' : c == '[' ? ']' : c == '{' ? '}' : 0;
}

/* What the first pass learns of a paragraph: which later passes have
   work.  */
struct plain_seen
{
  size_t openers;    /* ASCII opening brackets */
  size_t brackets;   /* ASCII brackets of class ON ... */
  size_t at[KEPT_BRACKETS];  /* ... the first of them: where */
  bool numbers;      /* EN or AN: W4, W5 and W7 ... */
  size_t first_num, last_num;   /* ... the first and last of them */
  bool separators;   /* S: L1 inside the line */
};

/* An ASCII bracket or another character of class ON at CP[I]: the
   first pass's look at it.  False when the paragraph is outside the
   case.  */
static inline bool
other_neutral (const uint32_t *cp, size_t i,
	       const struct bg_plain_brackets *other, struct plain_seen *seen)
{
  /* Only ASCII brackets pair here; the engine's data decides whether
     another character is one.  */
  uint32_t b = cp[i];
  if (b >= 0x80 ? other->is_bracket (other->data, b)
		: ascii_closer (b) && ++seen->openers >= MAX_OPENERS)
    return false;
  if (b == '(' || b == ')' || b == '[' || b == ']' || b == '{' || b == '}')
    {
      if (seen->brackets < KEPT_BRACKETS)
	seen->at[seen->brackets] = i;
      seen->brackets++;
    }
  return true;
}

/* Pass 1: K[i] of every character, W2 and W3 on the way; false when the
   paragraph is outside the case.  One switch on the class both sorts the
   character and does what its kind needs: this runs on every character
   of a dense line (bench (d)).  */
static bool
classify (const uint32_t *cp, const FriBidiCharType *t, size_t n,
	  const struct bg_plain_brackets *other, unsigned char *k,
	  struct plain_seen *seen)
{
  bool rtl = false, after_al = false;
  for (size_t i = 0; i < n; i++)
    {
      unsigned char c;
      FriBidiCharType ti = t[i];
      /* Most characters of a right-to-left line: one or two looks.  */
      if (ti == FRIBIDI_TYPE_RTL || ti == FRIBIDI_TYPE_AL)
	{
	  after_al = ti == FRIBIDI_TYPE_AL;  /* W3 below: AL is R */
	  rtl = true;
	  k[i] = K_R;
	  continue;
	}
      switch (ti)
	{
	case FRIBIDI_TYPE_LTR:
	  c = K_L, after_al = false;
	  break;
	case FRIBIDI_TYPE_WS:
	  c = K_NI;
	  break;
	case FRIBIDI_TYPE_ON:
	  if (!other_neutral (cp, i, other, seen))
	    return false;
	  c = K_NI;
	  break;
	case FRIBIDI_TYPE_EN:
	case FRIBIDI_TYPE_AN:
	  if (!seen->numbers)
	    seen->first_num = i;
	  seen->last_num = i;
	  seen->numbers = true;
	  c = after_al || ti == FRIBIDI_TYPE_AN ? K_AN : K_EN;  /* W2 */
	  break;
	case FRIBIDI_TYPE_ES:
	  c = K_ES;
	  break;
	case FRIBIDI_TYPE_ET:
	  c = K_ET;
	  break;
	case FRIBIDI_TYPE_CS:
	  c = K_CS;
	  break;
	case FRIBIDI_TYPE_SS:
	  c = K_S, seen->separators = true;
	  break;
	default:
	  return false;
	}
      k[i] = c;
    }
  return rtl;
}

/* Whether resolved class C is a neutral to N0-N2: ES, ET and CS are by
   W6 what W4 and W5 left of them, S and WS are neutrals.  */
static bool
neutral (unsigned char c)
{
  return c >= K_ES;
}

/* W4, W5 and W7 on K[0..N) (W6 is in neutral); SOS is the class before
   the paragraph (K_L or K_R).  The numbers are K[FIRST..LAST]: the
   rules change nothing away from them, so they walk only from the
   separators and terminators next to them on, and W7 takes the strong
   class before that place from a walk back (a table line holds one
   number at its end).  */
static void
weak_types (unsigned char *k, size_t n, int sos, size_t first, size_t last)
{
  /* W4 turns a separator into a number between two: within FIRST..LAST,
     in order.  */
  for (size_t i = first + 1; i < last; i++)
    if ((k[i] == K_ES && k[i - 1] == K_EN && k[i + 1] == K_EN)
	|| (k[i] == K_CS && k[i - 1] == k[i + 1]
	    && (k[i - 1] == K_EN || k[i - 1] == K_AN)))
      k[i] = k[i - 1];            /* W4 */
  /* W5 reaches the runs of ET next to a number: from the run that ends
     before FIRST to the one that starts after LAST.  */
  size_t from = first, to = last + 1;
  while (from > 0 && k[from - 1] == K_ET)
    from--;
  while (to < n && k[to] == K_ET)
    to++;
  for (size_t i = from; i < to;)
    {
      if (k[i] != K_ET)
	{
	  i++;
	  continue;
	}
      size_t j = i;
      while (j < n && k[j] == K_ET)
	j++;
      bool en = (i > 0 && k[i - 1] == K_EN) || (j < n && k[j] == K_EN);
      for (; i < j; i++)
	k[i] = en ? K_EN : K_ET;  /* W5 */
    }
  int strong = sos;
  for (size_t i = from; i-- > 0;)
    if (k[i] == K_L || k[i] == K_R)
      {
	strong = k[i];
	break;
      }
  for (size_t i = from; i < to; i++)
    if (k[i] == K_L || k[i] == K_R)
      strong = k[i];
    else if (k[i] == K_EN && strong == K_L)
      k[i] = K_L;                 /* W7 */
}

/* The direction N0 and N1 see in resolved class C: numbers count as R;
   -1 for a neutral.  */
static inline int
strong_dir (unsigned char c)
{
  static const signed char dir[] = {
    [K_L] = K_L, [K_R] = K_R, [K_EN] = K_R, [K_AN] = K_R,
    [K_ES] = -1, [K_ET] = -1, [K_CS] = -1, [K_NI] = -1, [K_S] = -1
  };
  return dir[c];
}

/* Whether K[0..N) holds a class N0 sees as L: a search for one byte,
   not a look at each class (a table's braces hold the whole line).  */
static bool
has_l (const unsigned char *k, size_t n)
{
  return n > 0 && memchr (k, K_L, n) != NULL;
}

/* Whether K[0..N) holds a class N0 sees as R: R, EN or AN.  */
static bool
has_r (const unsigned char *k, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (k[i] == K_R || k[i] == K_EN || k[i] == K_AN)
      return true;
  return false;
}

/* N0 on the pairs OPEN[i]..CLOSE[i] (NP of them, sorted by opener).  */
static void
bracket_pairs (unsigned char *k, const size_t *open, const size_t *close,
	       size_t np, int e, int sos)
{
  for (size_t p = 0; p < np; p++)
    {
      const unsigned char *in = k + open[p] + 1;
      size_t len = close[p] - open[p] - 1;
      bool same = e == K_L ? has_l (in, len) : has_r (in, len);
      bool opposite = !same && (e == K_L ? has_r (in, len) : has_l (in, len));
      int to = -1;
      if (same)
	to = e;
      else if (opposite)
	{
	  int before = sos;
	  for (size_t i = open[p]; i-- > 0;)
	    if (strong_dir (k[i]) >= 0)
	      {
		before = strong_dir (k[i]);
		break;
	      }
	  to = before == e ? e : before;
	}
      if (to >= 0)
	k[open[p]] = k[close[p]] = (unsigned char) to;
    }
}

/* BD16 over the ASCII brackets (of class ON: classify let no other
   bracket in), then N0.  */
static void
brackets (const uint32_t *cp, const FriBidiCharType *t, unsigned char *k,
	  size_t n, const struct plain_seen *seen, int e, int sos)
{
  uint32_t want[MAX_OPENERS];
  size_t at[MAX_OPENERS], open[MAX_OPENERS], close[MAX_OPENERS];
  size_t sp = 0, np = 0;
  bool kept = seen->brackets <= KEPT_BRACKETS;
  size_t m = kept ? seen->brackets : n;
  for (size_t x = 0; x < m; x++)
    {
      size_t i = kept ? seen->at[x] : x;
      uint32_t c = cp[i];
      if (c > '}' || k[i] != K_NI || t[i] != FRIBIDI_TYPE_ON)
	continue;
      if (ascii_closer (c))
	{
	  want[sp] = ascii_closer (c);
	  at[sp++] = i;
	  continue;
	}
      if (c != ')' && c != ']' && c != '}')
	continue;
      for (size_t s = sp; s-- > 0;)
	if (want[s] == c)
	  {
	    /* Kept sorted by opener as it goes in.  */
	    size_t q = np++;
	    for (; q > 0 && open[q - 1] > at[s]; q--)
	      {
		open[q] = open[q - 1];
		close[q] = close[q - 1];
	      }
	    open[q] = at[s];
	    close[q] = i;
	    sp = s;
	    break;
	  }
    }
  bracket_pairs (k, open, close, np, e, sos);
}

/* I1-I2: the levels at paragraph LEVEL of the resolved classes K_L,
   K_R, K_EN and K_AN, into TO.  */
static void
levels_of (int level, FriBidiLevel to[4])
{
  bool odd = level & 1;
  to[K_L] = (FriBidiLevel) (level + odd);
  to[K_R] = (FriBidiLevel) (level + !odd);
  to[K_EN] = to[K_AN] = (FriBidiLevel) (level + 2 - odd);
}

/* LV[FROM..TO) = LEVEL.  */
static inline void
fill (FriBidiLevel *lv, size_t from, size_t to, FriBidiLevel level)
{
  /* Most runs of neutrals are one blank: no call to memset for those.  */
  if (to == from + 1)
    lv[from] = level;
  else
    for (size_t j = from; j < to; j++)
      lv[j] = level;
}

/* N1-N2 and I1-I2 into LV: each run of neutrals between two characters
   of one direction (sos and eos, both E, at the ends) takes it, the
   others E.  Returns the highest level, worked out at the end from the
   classes and run directions met (each has one level).  */
static int
neutrals_and_levels (const unsigned char *k, size_t n, int e, int level,
		     FriBidiLevel *lv)
{
  int before = e;
  FriBidiLevel of[4];
  levels_of (level, of);
  unsigned met = 0;  /* 1 << K_*: the levels given */
  size_t from = 0;
  for (size_t i = 0; i < n; i++)
    {
      unsigned char c = k[i];
      if (neutral (c))
	continue;
      int after = strong_dir (c);
      if (i > from)
	{
	  int d = before == after ? before : e;
	  met |= 1u << d;
	  fill (lv, from, i, of[d]);
	}
      lv[i] = of[c];
      met |= 1u << c;
      before = after;
      from = i + 1;
    }
  /* The run before eos, which is E.  */
  if (n > from)
    {
      met |= 1u << e;
      fill (lv, from, n, of[e]);
    }
  int high = level;
  for (int c = 0; c < 4; c++)
    if ((met >> c & 1) && of[c] > high)
      high = of[c];
  return high;
}

/* L1 inside the line: segment separators and the white space before
   them take the paragraph level.  At the line's end it changes nothing
   here: the white space there is a neutral run before eos, which N1-N2
   resolve to the paragraph's own direction.  */
static void
separators (const FriBidiCharType *t, size_t n, int level, FriBidiLevel *lv)
{
  bool reset = false;
  for (size_t i = n; i-- > 0;)
    {
      if (t[i] == FRIBIDI_TYPE_SS)
	reset = true;
      else if (t[i] != FRIBIDI_TYPE_WS)
	reset = false;
      if (reset)
	lv[i] = (FriBidiLevel) level;
    }
}

/* L2 of the run LV[I..J) at LOW or above, whose characters above LOW
   (at LOW + 1, the highest) are reversed twice: into MAP from I on, the
   run from its end back, each stretch above LOW in its own order.  */
static void
reverse_run (const FriBidiLevel *lv, size_t i, size_t j, int low,
	     FriBidiStrIndex *map, size_t base)
{
  size_t a = i;
  for (size_t y = j; y-- > i;)
    {
      if (lv[y] == low)
	{
	  map[a++] = (FriBidiStrIndex) (base + y);
	  continue;
	}
      size_t p = y;
      while (p > i && lv[p - 1] > low)
	p--;
      for (size_t x = p; x <= y; x++)
	map[a++] = (FriBidiStrIndex) (base + x);
      y = p;
    }
}

/* L2 by the letter: from HIGH down to LOW, every run at that level or
   above reversed in MAP.  */
static void
reorder_by_levels (const FriBidiLevel *lv, size_t n, int low, int high,
		   FriBidiStrIndex *map, size_t base)
{
  for (size_t i = 0; i < n; i++)
    map[i] = (FriBidiStrIndex) (base + i);
  for (int at = high; at >= low; at--)
    for (size_t i = 0; i < n;)
      {
	if (lv[i] < at)
	  {
	    i++;
	    continue;
	  }
	size_t j = i;
	while (j < n && lv[j] >= at)
	  j++;
	for (size_t a = i, b = j - 1; a < b; a++, b--)
	  {
	    FriBidiStrIndex x = map[a];
	    map[a] = map[b];
	    map[b] = x;
	  }
	i = j;
      }
}

/* L2 into MAP (visual -> logical, offset by BASE): from HIGH down to the
   lowest odd level, every run at that level or above reversed.  The
   levels here are the paragraph's and the two above it, so HIGH is at
   most one above the lowest odd level: each run is written once
   (reverse_run), not reversed level by level.  */
static void
reorder (const FriBidiLevel *lv, size_t n, int level, int high,
	 FriBidiStrIndex *map, size_t base)
{
  int low = level | 1;
  if (high > low + 1)
    {
      reorder_by_levels (lv, n, low, high, map, base);
      return;
    }
  for (size_t i = 0; i < n;)
    {
      if (lv[i] < low)
	{
	  map[i] = (FriBidiStrIndex) (base + i);
	  i++;
	  continue;
	}
      size_t j = i + 1;
      while (j < n && lv[j] >= low)
	j++;
      if (high <= low)
	for (size_t a = i, from = base + j - 1; a < j; a++, from--)
	  map[a] = (FriBidiStrIndex) from;
      else
	reverse_run (lv, i, j, low, map, base);
      i = j;
    }
}

bool
bg_plain_levels (const uint32_t *cp, const FriBidiCharType *t, size_t n,
		 int level, const struct bg_plain_brackets *other,
		 unsigned char *scratch, FriBidiLevel *lv,
		 FriBidiStrIndex *map, size_t base)
{
  /* The scalars alone: zeroing at[] too cost more than the rest of the
     setup on a short line.  */
  struct plain_seen seen;
  seen.openers = seen.brackets = 0;
  seen.numbers = seen.separators = false;
  /* Set with numbers; GCC 11 cannot tell, and warns.  */
  seen.first_num = seen.last_num = 0;
  if (n == 0 || !classify (cp, t, n, other, scratch, &seen))
    return false;
  int e = level & 1 ? K_R : K_L;
  if (seen.numbers)
    weak_types (scratch, n, e, seen.first_num, seen.last_num);
  if (seen.openers)
    brackets (cp, t, scratch, n, &seen, e, e);
  int high = neutrals_and_levels (scratch, n, e, level, lv);
  if (seen.separators)
    separators (t, n, level, lv);
  reorder (lv, n, level, high, map, base);
  return true;
}
