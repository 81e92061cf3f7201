/* SPDX-License-Identifier: GPL-3.0-or-later */
/* line.c - the line being checked: what every check reads of it.
 *
 * scan.c decodes and lexes a line into a struct bg_line; the checks
 * (line-check.c, atom-check.c), the fix-its and the renderings read it.
 * What more than one of them needs lives here: the code units, the
 * actual display and the display without controls, the findings list.
 * This file calls no check, so the dependencies run one way: the
 * decoding, lexing and display files below it, the checks above it,
 * scan.c on top.
 */
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"

void
bg_findings_add (struct bg_findings *f, const struct bg_pending *p)
{
  if (!bg_grow (&f->v, &f->cap, f->n + 1, sizeof *f->v))
    {
      f->failed = true;
      return;
    }
  f->v[f->n++] = *p;
}

bool
bg_has_rtl_or_control (const struct bg_line *l, size_t from, size_t to)
{
  for (size_t i = from; i < to; i++)
    {
      if (bg_is_rtl_class (l->type[i]) || bg_is_control (l->cp[i]))
	return true;
    }
  return false;
}

static void
add_unit (struct bg_line *l, size_t a, size_t from, size_t to, int role)
{
  enum bg_atom_kind k = l->atoms[a].kind;
  struct bg_unit *u = &l->units[l->nunits++];
  u->start = (uint32_t) from;
  u->end = (uint32_t) to;
  u->atom = (uint32_t) a;
  u->role = (unsigned char) role;
  u->operand = role == BG_UNIT_TOKEN
	       && (k == BG_ATOM_IDENT || k == BG_ATOM_NUMBER);
  u->rtl = role == BG_UNIT_TOKEN && bg_has_rtl_or_control (l, from, to);
}

/* A string literal (raw or not) whole on the line, with no control or
   mark anywhere in it.  */
static bool
plain_string (const struct bg_line *l, size_t a)
{
  const struct bg_span *s = &l->span[a];
  enum bg_atom_kind k = l->atoms[a].kind;
  if ((k != BG_ATOM_STRING && k != BG_ATOM_RAW) || l->atoms[a].message
      || s->open_end == s->start || s->close_start == s->end)
    return false;
  /* A line without controls (a table of strings, bench (f)) holds none
     in any literal.  */
  for (size_t i = s->start; l->ncontrols && i < s->end; i++)
    if (bg_is_control (l->cp[i]))
      return false;
  return true;
}

/* Whether atoms A and A + 1 are two string literals side by side, which
   the compiler joins into one (translation phase 6): one sentence split
   over two literals.  The quotes between them are no code unit: a
   reader reads the pair as the one string it is, and right-to-left
   words running across the split show where that string's words show
   (`"<shalom> " "<olam>"` reads as one Hebrew sentence).  Only without
   controls and marks: those can make the joined text show other than
   either half (digits of `"<RLM>10" "3<RLM>"` shown `3 10`), which the
   content checks of each half alone do not see.  */
static bool
joined_strings (const struct bg_line *l, size_t a)
{
  return a + 1 < l->natoms && plain_string (l, a) && plain_string (l, a + 1);
}

void
bg_line_build_units (struct bg_line *l)
{
  l->nunits = 0;
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_span *s = &l->span[a];
      /* An #error's message is text wherever its words show, its
	 comments too: one left open carries the directive, and so the
	 message, on to where it closes.  */
      if (l->atoms[a].message)
	continue;
      if (bg_atom_is_token (l->atoms[a].kind))
	add_unit (l, a, s->start, s->end, BG_UNIT_TOKEN);
      else
	{
	  if (s->open_end > s->start && !(a > 0 && joined_strings (l, a - 1)))
	    add_unit (l, a, s->start, s->open_end, BG_UNIT_OPEN);
	  if (s->end > s->close_start && !joined_strings (l, a))
	    add_unit (l, a, s->close_start, s->end, BG_UNIT_CLOSE);
	}
    }
}

/* The view *V, allocated when it is NULL (the first display that needs
   it); NULL when out of memory.  */
static struct bg_view *
line_view (struct bg_view **v)
{
  if (!*v)
    *v = calloc (1, sizeof **v);
  return *v;
}

void
bg_line_views_free (struct bg_line *l)
{
  for (int m = 0; m < BG_MODELS; m++)
    for (int e = 0; e < BG_ENGINE_IDS; e++)
      for (int k = 0; k < 2; k++)
	{
	  struct bg_view *v = k ? l->noctls[m][e] : l->shown[m][e];
	  if (!v)
	    continue;
	  bg_display_free (&v->run);
	  free (v->pos);
	  if (k)
	    {
	      free (v->level);
	      free (v->src);
	    }
	  free (v);
	}
}

/* Room in view V for N code points: POS, and LEVEL and SRC when it owns
   them (a display without controls; the line's own display keeps its
   engine's levels).  */
static bool
view_reserve (struct bg_view *v, size_t n, bool owns_levels)
{
  if (n < v->cap)
    return true;
  size_t cap = v->cap;
  if (!bg_grow (&v->pos, &cap, n + 1, sizeof *v->pos))
    return false;
  if (owns_levels)
    {
      size_t c = v->cap;
      if (!bg_grow (&v->level, &c, n + 1, sizeof *v->level))
	return false;
      c = v->cap;
      if (!bg_grow (&v->src, &c, n + 1, sizeof *v->src))
	return false;
    }
  v->cap = cap;
  return true;
}

int
bg_line_display (struct bg_line *l, enum bg_engine_id engine)
{
  size_t n = l->n;
  struct bg_view *v = line_view (&l->shown[l->model][engine]);
  enum bg_engine_id ne = l->noctl_by_icu ? BG_ENGINE_ICU : engine;
  struct bg_view *nc = line_view (&l->noctls[l->model][ne]);
  if (!v || !nc || !view_reserve (v, n, false))
    return 0;
  struct bg_display *d = &v->run;
  /* ICU's display of a plain line reads the line's own arrays; any other
     gets copies, which the engines may rewrite.  */
  if (engine != BG_ENGINE_ICU
      || !bg_display_plain (d, l->cp, l->type, n, l->base, l->icu))
    {
      if (!bg_display_reserve (d, n))
	return 0;
      memcpy (d->cp, l->cp, n * sizeof *d->cp);
      /* The classes decoded with the line: no engine looks them up
	 again.  */
      memcpy (d->type, l->type, n * sizeof *d->type);
      d->typed = true;
      d->differs = l->nclassdiff;
      int r = bg_display_run (d, n, l->base, engine, l->icu);
      if (r <= 0)
	return r;
    }
  for (size_t k = 0; k < n; k++)
    v->pos[d->map[k]] = (int32_t) k;
  /* The line itself is displayed: the engine's levels are per code
     point already.  */
  v->level = d->level;
  v->src = NULL;
  v->len = n;
  v->line = l->serial;
  l->actual = v;
  l->engine = engine;
  l->noctl = nc;
  return 1;
}

/* The display without controls of a line that holds none is the one the
   engine gave already: the same input gives the same levels and map, so
   it is copied, not computed again (on a long table line the second
   display cost as much as the first).  */
static bool
same_as_actual (struct bg_line *l)
{
  struct bg_view *v = l->noctl;
  const struct bg_view *a = l->actual;
  size_t n = l->n;
  memcpy (v->run.map, a->run.map, n * sizeof *v->run.map);
  memcpy (v->pos, a->pos, n * sizeof *v->pos);
  memcpy (v->level, a->level, n * sizeof *v->level);
  for (size_t i = 0; i < n; i++)
    v->src[i] = (int32_t) i;
  v->len = n;
  v->line = l->serial;
  return true;
}

bool
bg_line_noctl (struct bg_line *l)
{
  struct bg_view *v = l->noctl;
  if (bg_view_current (l, v))
    return true;
  struct bg_display *d = &v->run;
  if (!bg_display_reserve (d, l->n) || !view_reserve (v, l->n, true))
    return false;
  if (l->ncontrols == 0)
    return same_as_actual (l);
  bool alike = l->noctl_by_icu;
  size_t m = 0;
  for (size_t i = 0; i < l->n; i++)
    {
      v->pos[i] = -1;
      v->level[i] = -1;
      if (bg_is_control (l->cp[i]))
	continue;
      d->cp[m] = l->cp[i];
      d->type[m] = l->type[i];
      v->src[m++] = (int32_t) i;
    }
  d->typed = true;
  d->differs = l->nclassdiff;
  if (bg_display_run (d, m, l->base, alike ? BG_ENGINE_ICU : l->engine,
		      l->icu) <= 0)
    return false;
  for (size_t k = 0; k < m; k++)
    v->pos[v->src[d->map[k]]] = (int32_t) k;
  for (size_t k = 0; k < m; k++)
    v->level[v->src[k]] = (signed char) d->level[k];
  v->len = m;
  v->line = l->serial;
  return true;
}

bool
bg_raw_delimiter (const struct bg_line *l, size_t a, size_t *from,
		  size_t *to)
{
  const struct bg_span *sp = &l->span[a];
  if (sp->open_end > sp->start)
    {
      size_t q = sp->start;
      while (q < sp->open_end && l->cp[q] != '"')
	q++;
      *from = q + 1, *to = sp->open_end - 1;
      return q + 1 < sp->open_end && l->cp[sp->open_end - 1] == '(';
    }
  if (sp->end >= sp->close_start + 2 && l->cp[sp->close_start] == ')')
    {
      *from = sp->close_start + 1, *to = sp->end - 1;
      return true;
    }
  return false;
}
