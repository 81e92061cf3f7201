/* line-check.c - does the line display its code in compiled order?
 *
 * DESIGN.md section 2, steps 3-5.  The code units of a line (code tokens
 * and comment/literal delimiters) are compared between the actual display
 * and a reference display in which every comment/literal content and every
 * token holding right-to-left text or controls is isolated (FSI ... PDI)
 * with its controls removed: how a viewer that isolates atoms shows it.
 * A unit that changed place or orientation, or content shown outside its
 * delimiters, is a difference; the display without controls and marks
 * tells whether the controls caused it.
 *
 * The content is isolated rather than the whole atom (DESIGN.md says the
 * atom): isolating a delimiter with its Hebrew content turns the quotes of
 * every Hebrew string around, which no viewer does and nobody reads as a
 * change.  With the content isolated, the reference of an LTR or auto
 * paragraph is always the logical order (nothing outside the isolates is
 * R, AL or AN), so only base rtl runs the reference through the algorithm.
 */
#include <stdio.h>
#include <string.h>

#include "core.h"

enum orient
{
  OR_NONE,   /* not compared: one character, or right-to-left inside */
  OR_FWD,
  OR_REV,
  OR_SPLIT
};

static int
visible (const struct bg_line *l, const int32_t *pos, size_t i)
{
  return pos[i] >= 0 && !bg_is_control (l->cp[i]);
}

/* Rank of each unit in visual order, its orientation, and per atom
   whether the content shows between its delimiters (INSIDE, one flag per
   atom, only for atoms with both delimiters on the line).  NVIS bounds the
   visual positions in POS.  */
static void
signature (struct bg_line *l, const int32_t *pos, size_t nvis,
	   uint32_t *rank, unsigned char *orient, unsigned char *inside)
{
  int32_t *vis = l->vis;
  for (size_t v = 0; v < nvis; v++)
    vis[v] = -1;
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      int32_t prev = -1;
      int dir = OR_NONE;
      l->vmin[u] = INT32_MAX;
      l->vmax[u] = -1;
      for (size_t i = un->start; i < un->end; i++)
	{
	  if (!visible (l, pos, i))
	    continue;
	  int32_t p = pos[i];
	  vis[p] = (int32_t) u;
	  if (p < l->vmin[u])
	    l->vmin[u] = p;
	  if (p > l->vmax[u])
	    l->vmax[u] = p;
	  if (prev >= 0 && dir != OR_SPLIT)
	    {
	      int d = p == prev + 1 ? OR_FWD : p == prev - 1 ? OR_REV : OR_SPLIT;
	      dir = (dir == OR_NONE || dir == d) ? d : OR_SPLIT;
	    }
	  prev = p;
	}
      orient[u] = un->rtl ? OR_NONE : (unsigned char) dir;
      rank[u] = UINT32_MAX;
    }
  uint32_t r = 0;
  for (size_t v = 0; v < nvis; v++)
    if (vis[v] >= 0 && rank[vis[v]] == UINT32_MAX)
      rank[vis[v]] = r++;

  for (size_t a = 0; a < l->natoms; a++)
    inside[a] = 1;
  for (size_t u = 0; u + 1 < l->nunits; u++)
    {
      const struct bg_unit *o = &l->units[u], *c = &l->units[u + 1];
      if (o->role != BG_UNIT_OPEN || c->role != BG_UNIT_CLOSE
	  || l->vmax[u] < 0 || l->vmax[u + 1] < 0)
	continue;
      int32_t lo, hi;
      if (l->vmin[u] < l->vmin[u + 1])
	lo = l->vmax[u], hi = l->vmin[u + 1];
      else
	lo = l->vmax[u + 1], hi = l->vmin[u];
      for (size_t i = o->end; i < c->start; i++)
	if (visible (l, pos, i) && (pos[i] <= lo || pos[i] >= hi))
	  {
	    inside[o->atom] = 0;
	    break;
	  }
    }
}

/* The reference of an LTR or auto paragraph: logical order.  */
static void
identity_signature (struct bg_line *l, uint32_t *rank, unsigned char *orient,
		    unsigned char *inside)
{
  uint32_t r = 0;
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      size_t shown = 0;
      for (size_t i = un->start; i < un->end; i++)
	shown += !bg_is_control (l->cp[i]);
      rank[u] = shown ? r++ : UINT32_MAX;
      orient[u] = (un->rtl || shown < 2) ? OR_NONE : OR_FWD;
    }
  for (size_t a = 0; a < l->natoms; a++)
    inside[a] = 1;
}

/* The reference display for base rtl: contents and right-to-left tokens
   isolated, controls and marks removed.  */
static int
reference_display (struct bg_line *l)
{
  struct bg_display *d = &l->ref;
  size_t cap = l->n + 2 * l->natoms + 2;
  if (!bg_display_reserve (d, cap))
    return 0;
  size_t m = 0;
  for (size_t a = 0; a < l->natoms; a++)
    {
      const uint32_t *ac = l->acp + 4 * a;
      size_t from = ac[1], to = ac[2];  /* content, or the whole token */
      if (l->atoms[a].kind <= BG_ATOM_PUNCT)
	from = ac[0], to = ac[3];
      int wrap = bg_has_rtl_or_control (l, from, to);
      for (size_t i = (a ? l->acp[4 * (a - 1) + 3] : 0); i < ac[3]; i++)
	{
	  if (wrap && i == from)
	    {
	      d->type[m] = FRIBIDI_TYPE_FSI;
	      d->bracket[m] = FRIBIDI_NO_BRACKET;
	      l->derived[m++] = -1;
	    }
	  if (!bg_is_control (l->cp[i]))
	    {
	      d->type[m] = l->type[i];
	      d->bracket[m] = bg_bracket_type (l->cp[i], l->type[i]);
	      l->derived[m++] = (int32_t) i;
	    }
	  if (wrap && i + 1 == to)
	    {
	      d->type[m] = FRIBIDI_TYPE_PDI;
	      d->bracket[m] = FRIBIDI_NO_BRACKET;
	      l->derived[m++] = -1;
	    }
	}
    }
  size_t tail = l->natoms ? l->acp[4 * (l->natoms - 1) + 3] : 0;
  for (size_t i = tail; i < l->n; i++)
    if (!bg_is_control (l->cp[i]))
      {
	d->type[m] = l->type[i];
	d->bracket[m] = bg_bracket_type (l->cp[i], l->type[i]);
	l->derived[m++] = (int32_t) i;
      }
  if (!bg_display_run (d, m, l->base))
    return 0;
  for (size_t i = 0; i < l->n; i++)
    l->pos_ref[i] = -1;
  for (size_t v = 0; v < m; v++)
    if (l->derived[d->map[v]] >= 0)
      l->pos_ref[l->derived[d->map[v]]] = (int32_t) v;
  return (int) m + 1;
}

/* Units that differ from the reference: MOVED[u] = 1.  Returns how many.  */
static size_t
compare (struct bg_line *l, const uint32_t *rank, const unsigned char *orient,
	 const unsigned char *inside, const unsigned char *inside_ref,
	 unsigned char *moved)
{
  size_t count = 0;
  for (size_t u = 0; u < l->nunits; u++)
    {
      int diff = rank[u] != l->rank_ref[u];
      int oa = orient[u], ob = l->orient_ref[u];
      if (oa != OR_NONE && ob != OR_NONE && oa != ob)
	diff = 1;
      if (l->units[u].role != BG_UNIT_TOKEN
	  && inside[l->units[u].atom] != inside_ref[l->units[u].atom])
	diff = 1;
      moved[u] = (unsigned char) diff;
      count += diff;
    }
  return count;
}

/* The first embedding, override or isolate left open at the end of its
   comment, literal or token, before code point LIMIT: what leaks into the
   code after it.  */
static size_t
leaking_control (struct bg_line *l, size_t limit)
{
  for (size_t a = 0; a < l->natoms; a++)
    {
      const uint32_t *ac = l->acp + 4 * a;
      int token = l->atoms[a].kind <= BG_ATOM_PUNCT;
      size_t from = token ? ac[0] : ac[1], to = token ? ac[3] : ac[2];
      if (from >= limit)
	break;
      struct bg_pairing p = { l->stack, 0, 0, NULL };
      for (size_t i = from; i < to; i++)
	if (bg_is_control (l->cp[i]))
	  bg_pair_step (&p, l->cp, i);
      if (p.sp)
	return (size_t) l->stack[0];
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
    to = l->acp[4 * u->atom + 2];
  for (size_t i = from; i < to; i++)
    if (bg_is_control (l->cp[i]) && l->cp[i] != 0x202C && l->cp[i] != 0x2069)
      return i;
  for (size_t i = from; i-- > 0;)
    if (bg_is_control (l->cp[i]) && l->cp[i] != 0x202C && l->cp[i] != 0x2069)
      return i;
  for (size_t i = 0; i < l->n; i++)
    if (bg_is_control (l->cp[i]))
      return i;
  return 0;
}

static size_t
rtl_cause (const struct bg_line *l, size_t first)
{
  size_t found = SIZE_MAX;
  for (size_t i = 0; i < l->n; i++)
    {
      FriBidiCharType t = l->type[i];
      if (t != FRIBIDI_TYPE_RTL && t != FRIBIDI_TYPE_AL && t != FRIBIDI_TYPE_AN)
	continue;
      if (found == SIZE_MAX || i < first)
	found = i;
      if (i >= first)
	break;
    }
  return found == SIZE_MAX ? 0 : found;
}

/* Letter-caused: rtl-reorder when an operand moved between right-to-left
   text on both sides, or the line has right-to-left identifiers.  */
static enum bg_check
letter_check (const struct bg_line *l, const unsigned char *moved)
{
  size_t first = SIZE_MAX, last = 0;
  for (size_t i = 0; i < l->n; i++)
    {
      FriBidiCharType t = l->type[i];
      if (t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL || t == FRIBIDI_TYPE_AN)
	{
	  if (first == SIZE_MAX)
	    first = i;
	  last = i;
	}
    }
  for (size_t u = 0; u < l->nunits; u++)
    {
      const struct bg_unit *un = &l->units[u];
      if (un->role == BG_UNIT_TOKEN && un->operand && un->rtl)
	return BG_CHECK_RTL_REORDER;
      if (moved[u] && un->operand && first < un->start && last >= un->end)
	return BG_CHECK_RTL_REORDER;
    }
  return BG_CHECK_RTL_LAYOUT;
}

int
bg_check_line (struct bg_line *l, unsigned checks, struct bg_findings *out)
{
  const unsigned line_checks = BG_CHECK_BIT (BG_CHECK_REORDER)
			       | BG_CHECK_BIT (BG_CHECK_RTL_REORDER)
			       | BG_CHECK_BIT (BG_CHECK_RTL_LAYOUT);
  if (!(checks & line_checks) || l->nunits == 0)
    return 1;

  unsigned char *inside = l->inside, *inside_ref = l->inside_ref;
  if (l->base == BG_BASE_RTL)
    {
      int m = reference_display (l);
      if (!m)
	return 0;
      signature (l, l->pos_ref, (size_t) m, l->rank_ref, l->orient_ref,
		 inside_ref);
    }
  else
    identity_signature (l, l->rank_ref, l->orient_ref, inside_ref);

  signature (l, l->pos, l->n, l->rank, l->orient, inside);
  if (!compare (l, l->rank, l->orient, inside, inside_ref, l->moved))
    return 1;

  enum bg_check check = BG_CHECK_RTL_LAYOUT;
  int by_controls = 0;
  if (l->ncontrols)
    {
      if (!bg_line_noctl (l))
	return 0;
      signature (l, l->pos_noctl, l->n, l->rank, l->orient, inside);
      compare (l, l->rank, l->orient, inside, inside_ref, l->moved_noctl);
      for (size_t u = 0; u < l->nunits; u++)
	if (l->moved[u] && !l->moved_noctl[u])
	  by_controls = 1;
    }
  check = by_controls ? BG_CHECK_REORDER : letter_check (l, l->moved);
  if (!(checks & BG_CHECK_BIT (check)))
    return 1;

  struct bg_pending p = { .check = check, .atom = -1 };
  size_t first = SIZE_MAX, last = 0;
  for (size_t u = 0; u < l->nunits; u++)
    if (l->moved[u])
      {
	if (first == SIZE_MAX)
	  first = u;
	last = u;
      }
  p.from = l->units[first].start;
  p.to = l->units[last].end;
  p.cause = by_controls ? control_cause (l, first, last)
			: rtl_cause (l, p.from);
  if (by_controls)
    {
      bg_name_control (l->cp[p.cause], p.cause_name, sizeof p.cause_name);
      snprintf (p.message, sizeof p.message,
		"%s makes code display out of order", p.cause_name);
    }
  else
    {
      bg_name_rtl_cause (l, 0, l->n, p.cause_name, sizeof p.cause_name);
      snprintf (p.message, sizeof p.message, "%s make %s display out of order",
		p.cause_name,
		check == BG_CHECK_RTL_REORDER ? "operands" : "code");
    }
  return bg_findings_add (out, &p);
}
