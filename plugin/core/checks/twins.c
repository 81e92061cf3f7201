/* SPDX-License-Identifier: GPL-3.0-or-later */
/* twins.c - does a name mixing scripts have a single-script twin
 * (doc/design.md 2.9)?  No UTS #39 call answers it: the skeletons of the
 * identifier characters (XID_Continue) of the scripts asked about are
 * computed once per scanner, sorted, and each character of the name is
 * looked up among them.  All from the pinned tables (idchars.c), so the
 * answer is the same whatever ICU is installed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "checks/checks.h"

/* One identifier character: its skeleton and its script.  */
struct twin_entry
{
  char skel[32];
  int script;
};

struct bg_twins
{
  struct twin_entry *v;    /* by skeleton */
  size_t n, cap;
  int scripts[16];         /* the scripts whose characters v holds */
  size_t nscripts;
};

void
bg_twins_free (struct bg_twins *t)
{
  if (t)
    free (t->v);
  free (t);
}

/* The skeleton of the one character C into BUF (CAP bytes): false when
   it does not fit or memory runs out.  */
static bool
char_skeleton (uint32_t c, char *buf, size_t cap)
{
  char in[4], *out = NULL;
  size_t ocap = 0;
  long len = bg_skeleton (in, bg_utf8_encode (c, in), &out, &ocap);
  bool ok = len >= 0 && (size_t) len < cap;
  if (ok)
    memcpy (buf, out, (size_t) len + 1);
  free (out);
  return ok;
}

/* The script the skeleton SKEL is written in: the prototype UTS #39
   maps a look-alike to is a letter of that script too (ASCII for most
   Latin look-alikes, which the table does not hold).  BG_SC_COMMON when
   it holds no letter of any script (Common, Inherited or unknown
   characters only); -1 when it mixes scripts, uses a letter out of use
   (not in the Recommended set) or a combining mark: a prototype such as
   O + U+0335 COMBINING SHORT STROKE OVERLAY (theta's) or n + U+0329
   (eta's) is no name a person types (issue 30, "twins a person would
   type"), so it makes no twin.  */
static int
skeleton_script (const char *skel)
{
  int script = BG_SC_COMMON;
  size_t n = strlen (skel);
  for (size_t i = 0; i < n;)
    {
      uint32_t c;
      i += bg_utf8_decode ((const unsigned char *) skel + i, n - i, &c);
      if (bg_ident_props (c) & BG_IP_MARK)
	return -1;
      int sc = bg_script (c);
      if (bg_script_is_common (sc))
	continue;
      if ((script != BG_SC_COMMON && script != sc) || !bg_is_recommended (c))
	return -1;
      script = sc;
    }
  return script;
}

static int
twin_order (const void *a, const void *b)
{
  return strcmp (((const struct twin_entry *) a)->skel,
		 ((const struct twin_entry *) b)->skel);
}

static bool
twin_append (struct bg_twins *t, const char *skel, int script)
{
  if (!bg_grow (&t->v, &t->cap, t->n + 1, sizeof *t->v))
    return false;
  struct twin_entry *e = &t->v[t->n++];
  snprintf (e->skel, sizeof e->skel, "%s", skel);
  e->script = script;
  return true;
}

/* A Common or Inherited character C of skeleton SKEL: it stands for its
   Script_Extensions, or for every script (BG_SC_COMMON) when it has
   none.  */
static bool
add_scriptless (struct bg_twins *t, uint32_t c, const char *skel)
{
  /* MICRO SIGN, the overlays, modifier letters: Common or Inherited
     but not Allowed in identifiers, so no twin is made of them.  */
  if (!bg_is_recommended (c))
    return true;
  struct bg_script_set ext;
  bg_script_extensions (c, &ext);
  if (bg_script_set_has (&ext, BG_SC_COMMON)
      || bg_script_set_has (&ext, BG_SC_INHERITED))
    {
      /* A letter of a script in another style (MATHEMATICAL BOLD
	 CAPITAL DELTA is Delta): its prototype is that script's own
	 and speaks for it.  Only one that looks like nothing but
	 Common characters stands for every script.  */
      return skeleton_script (skel) != BG_SC_COMMON
	     || twin_append (t, skel, BG_SC_COMMON);
    }
  for (int sc = 0; sc < 256; sc++)
    if (bg_script_set_has (&ext, sc) && !twin_append (t, skel, sc))
      return false;
  return true;
}

/* The identifier characters (XID_Continue) of scripts WANT[0..N) that
   the table does not hold yet, and the first time those of Common and
   Inherited that are not ASCII (l and 1 are ASCII's own business): one
   pass over the code points of planes 0 to 3.  */
static bool
twins_add (struct bg_twins *t, const int *want, size_t n)
{
  size_t cap = sizeof t->scripts / sizeof *t->scripts;
  int add[sizeof t->scripts / sizeof *t->scripts];
  size_t nadd = 0;
  bool common = t->nscripts == 0;
  if (common)
    add[nadd++] = BG_SC_COMMON;
  for (size_t k = 0; k < n; k++)
    {
      bool have = false;
      for (size_t j = 0; j < t->nscripts && !have; j++)
	have = t->scripts[j] == want[k];
      for (size_t j = 0; j < nadd && !have; j++)
	have = add[j] == want[k];
      if (have)
	continue;
      if (t->nscripts + nadd >= cap)
	return false;
      add[nadd++] = want[k];
    }
  if (!nadd)
    return true;
  char skel[32];
  for (uint32_t c = 0x80; c < 0x40000; c++)
    {
      int sc = bg_script (c);
      bool scriptless = sc == BG_SC_COMMON || sc == BG_SC_INHERITED;
      bool wanted = scriptless && common;
      for (size_t j = 0; j < nadd && !wanted; j++)
	wanted = add[j] == sc;
      if (!wanted || !(bg_ident_props (c) & BG_IP_XID)
	  || !char_skeleton (c, skel, sizeof skel) || !*skel)
	continue;
      if (scriptless)
	{
	  if (!add_scriptless (t, c, skel))
	    return false;
	  continue;
	}
      /* A letter out of use (GREEK LETTER SAN, which looks like m)
	 writes no name anybody would take for a real one: with it
	 every Latin 'max' would have a Greek twin.  */
      if (bg_is_recommended (c) && !twin_append (t, skel, sc))
	return false;
    }
  for (size_t j = 0; j < nadd; j++)
    t->scripts[t->nscripts++] = add[j];
  qsort (t->v, t->n, sizeof *t->v, twin_order);
  return true;
}

/* The bits of CAND[0..NCAND) with a character of skeleton SKEL, whose
   own script is SC.  */
static uint32_t
alike (const struct bg_twins *t, const int *cand, size_t ncand, int sc,
       const char *skel)
{
  uint32_t like = 0;
  int proto = skeleton_script (skel);
  for (size_t k = 0; k < ncand; k++)
    if (cand[k] == sc || cand[k] == proto)
      like |= 1u << k;
  size_t lo = 0, hi = t->n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (strcmp (t->v[mid].skel, skel) < 0)
	lo = mid + 1;
      else
	hi = mid;
    }
  for (size_t e = lo; e < t->n && strcmp (t->v[e].skel, skel) == 0; e++)
    {
      if (t->v[e].script == BG_SC_COMMON)
	like = (1u << ncand) - 1;
      for (size_t k = 0; k < ncand; k++)
	if (cand[k] == t->v[e].script)
	  like |= 1u << k;
    }
  return like;
}

int
bg_has_twin (struct bg_twins **tp, const uint32_t *cp, size_t n)
{
  if (!*tp && !(*tp = calloc (1, sizeof **tp)))
    return -1;
  struct bg_twins *t = *tp;
  /* The scripts a twin may be written in: the name's own, Latin, Greek
     and Cyrillic (where nearly every look-alike of UTS #39's data has
     its prototype).  A bit for each, all set to start with.  */
  int cand[16] = { BG_SC_LATIN, BG_SC_GREEK, BG_SC_CYRILLIC };
  size_t ncand = 3;
  for (size_t i = 0; i < n; i++)
    {
      int sc = bg_script (cp[i]);
      if (bg_script_is_common (sc))
	continue;
      size_t k = 0;
      while (k < ncand && cand[k] != sc)
	k++;
      if (k == ncand)
	{
	  if (ncand == sizeof cand / sizeof *cand - 1)
	    return -1;
	  cand[ncand++] = sc;
	}
    }
  if (!twins_add (t, cand, ncand))
    return -1;
  uint32_t live = (1u << ncand) - 1;
  char skel[32];
  for (size_t i = 0; i < n && live; i++)
    {
      int sc = bg_script (cp[i]);
      if (bg_script_is_common (sc))
	continue;
      if (!char_skeleton (cp[i], skel, sizeof skel))
	return -1;
      if (*skel)  /* else a default ignorable: invisible's */
	live &= alike (t, cand, ncand, sc, skel);
    }
  return live != 0;
}
