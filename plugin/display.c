/* display.c - how a line displays: UAX #9 levels and visual order.
 *
 * The algorithm itself is GNU FriBidi's (rules P2-P3, X1-X10, W1-W7,
 * N0-N2, I1-I2, L1-L2); this file only owns the buffers and the one-line
 * paragraph convention of source editors.
 */
#include <stdlib.h>

#include "core.h"

int
bg_grow (void *pp, size_t *cap, size_t n, size_t size)
{
  void **p = pp;
  if (n <= *cap && *p)
    return 1;
  size_t c = *cap ? *cap : 64;
  while (c < n)
    c *= 2;
  void *q = realloc (*p, c * size);
  if (!q)
    return 0;
  *p = q;
  *cap = c;
  return 1;
}

int
bg_display_reserve (struct bg_display *d, size_t n)
{
  if (n + 1 <= d->cap)
    return 1;
  size_t c = d->cap ? d->cap : 64;
  while (c < n + 1)
    c *= 2;
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
  if (!t || !b || !l || !m)
    return 0;
  d->cap = c;
  return 1;
}

void
bg_display_free (struct bg_display *d)
{
  free (d->type);
  free (d->bracket);
  free (d->level);
  free (d->map);
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

int
bg_display_run (struct bg_display *d, size_t n, enum bg_base base)
{
  FriBidiParType dir = base == BG_BASE_LTR   ? FRIBIDI_PAR_LTR
		       : base == BG_BASE_RTL ? FRIBIDI_PAR_RTL
					     : FRIBIDI_PAR_ON;
  if (n == 0)
    {
      d->par_level = base == BG_BASE_RTL;
      return 1;
    }
  if (n > (size_t) 0x7FFFFFFF)
    return 0;
  FriBidiStrIndex len = (FriBidiStrIndex) n;
  if (!fribidi_get_par_embedding_levels_ex (d->type, d->bracket, len, &dir,
					    d->level))
    return 0;
  for (FriBidiStrIndex i = 0; i < len; i++)
    d->map[i] = i;
  /* One source line is one paragraph and one display line (no wrapping);
     no flags: combining marks keep their logical place, as in a terminal.  */
  if (!fribidi_reorder_line (0, d->type, len, 0, dir, d->level, NULL, d->map))
    return 0;
  d->par_level = FRIBIDI_DIR_TO_LEVEL (dir);
  return 1;
}

bool
bg_resolve_levels (const unsigned int *cp, size_t n, enum bg_base base,
		   int *par_level, int *levels, size_t *order)
{
  struct bg_display d = { 0 };
  if (!bg_display_reserve (&d, n))
    {
      bg_display_free (&d);
      return false;
    }
  for (size_t i = 0; i < n; i++)
    {
      d.type[i] = bg_bidi_type (cp[i]);
      d.bracket[i] = bg_bracket_type (cp[i], d.type[i]);
    }
  int ok = bg_display_run (&d, n, base);
  if (ok)
    {
      *par_level = d.par_level;
      for (size_t i = 0; i < n; i++)
	{
	  /* X9 removes embeddings, overrides, PDF and BN.  */
	  levels[i] = FRIBIDI_IS_EXPLICIT_OR_BN (d.type[i]) ? -1
							     : d.level[i];
	  order[i] = (size_t) d.map[i];
	}
    }
  bg_display_free (&d);
  return ok;
}
