/* SPDX-License-Identifier: GPL-3.0-or-later */
/* restriction.c - UTS #39's restriction levels (5.2), as far as the
 * confusable check asks: is a name outside Moderately Restrictive?  It
 * follows ICU's uspoof (the checker's allowed set is every code point,
 * so step 1 never fails) on the pinned Script_Extensions, so that the
 * answer is not the installed ICU's (issue 30 item 4).
 */
#include <string.h>

#include "text/text.h"
#include "checks/checks.h"

/* 5.1: the augmented script set of C, every script for Common and
   Inherited.  */
static void
augmented (uint32_t c, struct bg_script_set *s)
{
  bg_script_extensions (c, s);
  if (bg_script_set_has (s, BG_SC_COMMON)
      || bg_script_set_has (s, BG_SC_INHERITED))
    {
      memset (s, 0xFF, sizeof *s);
      return;
    }
  if (bg_script_set_has (s, BG_SC_HAN))
    {
      bg_script_set_add (s, BG_SC_HANB);
      bg_script_set_add (s, BG_SC_JPAN);
      bg_script_set_add (s, BG_SC_KORE);
    }
  if (bg_script_set_has (s, BG_SC_HIRAGANA)
      || bg_script_set_has (s, BG_SC_KATAKANA))
    bg_script_set_add (s, BG_SC_JPAN);
  if (bg_script_set_has (s, BG_SC_HANGUL))
    bg_script_set_add (s, BG_SC_KORE);
  if (bg_script_set_has (s, BG_SC_BOPOMOFO))
    bg_script_set_add (s, BG_SC_HANB);
}

/* The resolved script set of CP[0..N), the characters whose augmented
   set holds WITHOUT left out (-1: none is).  */
static void
resolved (const uint32_t *cp, size_t n, int without,
	  struct bg_script_set *out)
{
  memset (out, 0xFF, sizeof *out);
  for (size_t i = 0; i < n; i++)
    {
      struct bg_script_set s;
      augmented (cp[i], &s);
      if (without >= 0 && bg_script_set_has (&s, without))
	continue;
      for (int k = 0; k < 4; k++)
	out->w[k] &= s.w[k];
    }
}

static bool
is_empty (const struct bg_script_set *s)
{
  return !(s->w[0] | s->w[1] | s->w[2] | s->w[3]);
}

bool
bg_outside_moderate (const uint32_t *cp, size_t n)
{
  bool ascii = true;
  for (size_t i = 0; i < n; i++)
    {
      /* Not UTF-8: another check's business, as uspoof refuses it.  */
      if (BG_CP_IS_INVALID (cp[i]))
	return false;
      ascii &= cp[i] < 0x80;
    }
  struct bg_script_set s;
  resolved (cp, n, -1, &s);
  if (ascii || !is_empty (&s))
    return false;  /* ASCII, single script */
  resolved (cp, n, BG_SC_LATIN, &s);
  if (bg_script_set_has (&s, BG_SC_HANB) || bg_script_set_has (&s, BG_SC_JPAN)
      || bg_script_set_has (&s, BG_SC_KORE))
    return false;  /* highly restrictive */
  return is_empty (&s) || bg_script_set_has (&s, BG_SC_CYRILLIC)
	 || bg_script_set_has (&s, BG_SC_GREEK)
	 || bg_script_set_has (&s, BG_SC_CHEROKEE);
}
