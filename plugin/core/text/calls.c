/* SPDX-License-Identifier: GPL-3.0-or-later */
/* calls.c - the calls whose arguments hold a place of the buffer, for a
 * fix-it in a string or character literal.
 *
 * A control written as its \u escape is the same literal to the
 * compiler, but not once a macro's # operator stringizes it: "\u202E"
 * stringized is the six characters \u202E, no longer the control.  So a
 * literal that a function-like macro may stringize gets no fix-it.  A
 * macro stringizes an argument directly or by handing it to another, so
 * every call around the literal counts, and a literal in a #define's
 * body may be stringized wherever the macro is used.  Which names are
 * function-like macros only cpp knows at the place (the plugin asks it);
 * the scanner goes by the #defines of the file itself and assert.
 *
 * A fix-it is rare: the buffer is read for calls only when one is asked
 * for, from its start once, as the findings come (in order of lines).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"

/* A name in the buffer; LEN 0 for a parenthesis no name opened.  */
struct name
{
  size_t off, len;
};

struct names
{
  struct name *v;
  size_t n, cap;
};

struct bg_calls
{
  struct bg_lexer lx;
  const unsigned char *buf;
  size_t len;
  size_t at, next;        /* the logical line LX holds: [AT, NEXT) */
  bool started;
  struct names stack;     /* open parentheses before AT */
  struct names scratch;   /* the same, up to the place asked for */
  struct names macros;    /* function-like macros #defined before AT */
  struct name last;       /* the identifier right before AT, if any */
  char *out;
  size_t outcap;
};

static bool
push (struct names *s, struct name x)
{
  if (!bg_grow (&s->v, &s->cap, s->n + 1, sizeof *s->v))
    return false;
  s->v[s->n++] = x;
  return true;
}

struct bg_calls *
bg_calls_new (const struct bg_lang *lang)
{
  struct bg_calls *c = calloc (1, sizeof *c);
  if (c)
    bg_lexer_init (&c->lx, lang);
  return c;
}

void
bg_calls_free (struct bg_calls *c)
{
  if (!c)
    return;
  bg_lexer_free (&c->lx);
  free (c->stack.v);
  free (c->scratch.v);
  free (c->macros.v);
  free (c->out);
  free (c);
}

void
bg_calls_reset (struct bg_calls *c, const unsigned char *buf, size_t len)
{
  c->buf = buf;
  c->len = len;
  c->started = false;
}

static bool
same (const struct bg_calls *c, struct name a, const char *w, size_t n)
{
  return a.len == n && memcmp (c->buf + a.off, w, n) == 0;
}

static bool
is_punct (const struct bg_calls *c, const struct bg_atom *at, char p)
{
  return at->kind == BG_ATOM_PUNCT && at->end == at->start + 1
	 && c->lx.raw[at->start] == (unsigned char) p;
}

/* The line LX holds, its tokens before offset LIMIT of the buffer, on
   stack S and *LAST: a '(' after a name opens a call, ')' closes the
   innermost.  With BELOW, S holds only what the line opened, on top of
   the first *BELOW entries of c->stack, which a ')' closes in turn
   (nothing copied: a deep stack costs a query nothing).  A directive
   leaves the stack alone; *DEFINE is set for a #define, whose
   function-like macro is noted in c->macros when NOTE.  */
static bool
walk (struct bg_calls *c, size_t limit, struct names *s, size_t *below,
      struct name *last, bool *define, bool note)
{
  const struct bg_lexer *lx = &c->lx;
  size_t base = c->at;
  size_t tok = 0;   /* code tokens of the line so far */
  bool directive = false;
  for (size_t a = 0; a < lx->natoms; a++)
    {
      const struct bg_atom *at = &lx->atoms[a];
      if (base + at->start >= limit)
	break;
      if (!bg_atom_is_token (at->kind))
	continue;
      struct name here = { base + at->start, at->end - at->start };
      if (tok == 0 && lx->atoms[a].kind == BG_ATOM_PUNCT
	  && ((here.len == 1 && c->buf[here.off] == '#')
	      || (here.len == 2 && memcmp (c->buf + here.off, "%:", 2) == 0)))
	directive = true;
      else if (directive && tok == 1)
	*define = at->kind == BG_ATOM_IDENT && same (c, here, "define", 6);
      else if (directive && tok == 2 && *define && note
	       && at->kind == BG_ATOM_IDENT && a + 1 < lx->natoms
	       && lx->atoms[a + 1].start == at->end
	       && is_punct (c, &lx->atoms[a + 1], '(')
	       && !push (&c->macros, here))
	return false;
      tok++;
      if (directive)
	continue;
      if (is_punct (c, at, '('))
	{
	  struct name opened = *last;
	  if (!push (s, opened))
	    return false;
	}
      else if (is_punct (c, at, ')'))
	{
	  if (s->n)
	    s->n--;
	  else if (below && *below)
	    --*below;
	}
      if (at->kind == BG_ATOM_IDENT)
	*last = here;
      else
	*last = (struct name) { 0, 0 };
    }
  return true;
}

/* LX takes the logical line at AT.  */
static bool
lex_line (struct bg_calls *c)
{
  size_t n = bg_lex_clean (&c->lx, c->buf + c->at, c->len - c->at);
  if (!n && c->at < c->len)
    return false;
  c->next = c->at + n;
  return bg_lex_run (&c->lx, BG_LEX_ATOMS_ALL);
}

const char *
bg_calls_at (struct bg_calls *c, size_t off, char *why, size_t whycap)
{
  why[0] = '\0';
  if (!c->started)
    {
      bg_lexer_reset (&c->lx);
      c->at = 0;
      c->stack.n = c->macros.n = 0;
      c->last = (struct name) { 0, 0 };
      c->started = true;
      if (!lex_line (c))
	return NULL;
    }
  /* Places come in order of lines: the stack only moves on.  */
  while (off >= c->next && c->next < c->len)
    {
      bool define = false;
      if (!walk (c, SIZE_MAX, &c->stack, NULL, &c->last, &define, true))
	return NULL;
      c->at = c->next;
      if (!lex_line (c))
	return NULL;
    }
  c->scratch.n = 0;
  size_t below = c->stack.n;
  struct name last = c->last;
  bool define = false;
  if (!walk (c, off, &c->scratch, &below, &last, &define, false))
    return NULL;
  /* The names, innermost first: what the line opened, then the stack
     below it.  Past MAX_NAMES of them the literal is taken for one a
     macro may stringize (cpp would be asked too many names).  */
  enum { MAX_NAMES = 64 };
  size_t need = 1, named = 0;
  for (size_t k = c->scratch.n + below; k-- > 0 && named <= MAX_NAMES;)
    {
      struct name x = k >= below ? c->scratch.v[k - below] : c->stack.v[k];
      need += x.len + 1;
      named += x.len != 0;
    }
  if (!bg_grow (&c->out, &c->outcap, need, 1))
    return NULL;
  size_t o = 0;
  if (define)
    snprintf (why, whycap, "#define");
  named = 0;
  for (size_t k = c->scratch.n + below; k-- > 0;)
    {
      struct name x = k >= below ? c->scratch.v[k - below] : c->stack.v[k];
      if (!x.len)
	continue;
      if (++named > MAX_NAMES)
	{
	  if (!why[0])
	    snprintf (why, whycap, "%.*s", (int) x.len,
		      (const char *) c->buf + x.off);
	  break;
	}
      bool macro = same (c, x, "assert", 6);
      for (size_t m = 0; m < c->macros.n && !macro; m++)
	macro = same (c, x, (const char *) c->buf + c->macros.v[m].off,
		      c->macros.v[m].len);
      if (macro && !why[0])
	snprintf (why, whycap, "%.*s", (int) x.len,
		  (const char *) c->buf + x.off);
      if (o)
	c->out[o++] = ' ';
      memcpy (c->out + o, c->buf + x.off, x.len);
      o += x.len;
    }
  c->out[o] = '\0';
  return c->out;
}
