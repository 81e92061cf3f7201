/* SPDX-License-Identifier: GPL-3.0-or-later */
/* idchars.c - what the identifier checks ask of a character: whether it
 * is default ignorable, its joining type, virama, mark, letter, digit,
 * XID_Continue (the BG_IP_* bits), its script and Script_Extensions, its
 * name; UTS #39's skeletons, Recommended set and restriction level.  All
 * of it is pinned to one Unicode version in the repository
 * (plugin/core/gen/idchars15.h and confusables15.h), so that the
 * identifier checks give the same findings whatever ICU is installed,
 * and need no ICU at all.
 */
#include <limits.h>
#include <string.h>

#include "text/text.h"

struct bg_ip_range
{
  uint32_t lo, hi;
  uint16_t bits;
  uint8_t script;
  uint16_t scx;            /* 0: the script alone; else bg_scx_at[scx - 1] */
};

struct bg_ip_name
{
  uint32_t cp, seq;        /* the name's words at bg_name_seq[seq] */
  uint8_t nwords;
};

#include "gen/idchars15.h"

/* UTS #39's data, pinned (plugin/core/gen/confusables.c): the same
   skeletons and Recommended set whatever ICU the machine has.  */
struct bg_skel_entry
{
  uint32_t cp, off, len;
};

struct bg_cp_range
{
  uint32_t lo, hi;
};

#include "gen/confusables15.h"

#define HANGUL_FIRST 0xAC00u
#define HANGUL_LAST 0xD7A3u

/* The range holding C, or NULL (unassigned, no property).  */
static const struct bg_ip_range *
range_of (uint32_t c)
{
  if (BG_CP_IS_INVALID (c))
    return NULL;
  size_t n = sizeof bg_ip_ranges / sizeof *bg_ip_ranges;
  size_t k = bg_lower_bound (bg_ip_ranges, n, sizeof *bg_ip_ranges,
			     offsetof (struct bg_ip_range, hi), c);
  return k < n && bg_ip_ranges[k].lo <= c ? &bg_ip_ranges[k] : NULL;
}

unsigned
bg_ident_props (uint32_t c)
{
  const struct bg_ip_range *r = c < 0x80 ? NULL : range_of (c);
  return r ? r->bits : 0;
}

int
bg_script (uint32_t c)
{
  const struct bg_ip_range *r = range_of (c);
  return r ? r->script : BG_SC_UNKNOWN;
}

const char *
bg_script_long_name (int sc)
{
  size_t n = sizeof bg_script_names / sizeof *bg_script_names;
  return sc >= 0 && (size_t) sc < n ? bg_script_names[sc] : "Unknown";
}

void
bg_script_extensions (uint32_t c, struct bg_script_set *out)
{
  memset (out, 0, sizeof *out);
  const struct bg_ip_range *r = range_of (c);
  if (!r || !r->scx)
    {
      bg_script_set_add (out, r ? r->script : BG_SC_UNKNOWN);
      return;
    }
  for (const uint8_t *x = bg_scx_pool + bg_scx_at[r->scx - 1]; *x != 255; x++)
    bg_script_set_add (out, *x);
}

size_t
bg_char_name (uint32_t c, char *buf, size_t cap)
{
  size_t n = sizeof bg_ip_names / sizeof *bg_ip_names;
  size_t k = bg_lower_bound (bg_ip_names, n, sizeof *bg_ip_names,
			     offsetof (struct bg_ip_name, cp), c);
  if (k >= n || bg_ip_names[k].cp != c || cap == 0)
    return 0;
  size_t len = 0;
  for (unsigned w = 0; w < bg_ip_names[k].nwords; w++)
    {
      const char *word = bg_name_words
			 + bg_name_word_at[bg_name_seq[bg_ip_names[k].seq + w]];
      size_t wl = strlen (word);
      if (len + (w > 0) + wl >= cap)
	return 0;
      if (w > 0)
	buf[len++] = ' ';
      memcpy (buf + len, word, wl);
      len += wl;
    }
  buf[len] = '\0';
  return len;
}

const char *
bg_ident_props_unicode (void)
{
  return BG_IP_UNICODE;
}


bool
bg_is_recommended (uint32_t c)
{
  if (c < 0x80)
    return c == '_' || (c >= '0' && c <= '9')
	   || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
  size_t n = sizeof bg_recommended / sizeof *bg_recommended;
  size_t k = bg_lower_bound (bg_recommended, n, sizeof *bg_recommended,
			     offsetof (struct bg_cp_range, hi), c);
  return k < n && bg_recommended[k].lo <= c;
}

/* Append the skeleton of C to *OUT (LEN bytes used, *CAP), the jamo of a
   Hangul syllable one by one (The Unicode Standard, 3.12); false when
   out of memory.  */
static bool
skeleton_of_char (uint32_t c, char **out, size_t *cap, size_t *len)
{
  if (c >= HANGUL_FIRST && c <= HANGUL_LAST)
    {
      uint32_t i = c - HANGUL_FIRST, t = 0x11A7u + i % 28;
      return skeleton_of_char (0x1100u + i / (21 * 28), out, cap, len)
	     && skeleton_of_char (0x1161u + i % (21 * 28) / 28, out, cap, len)
	     && (t == 0x11A7u || skeleton_of_char (t, out, cap, len));
    }
  size_t n = sizeof bg_skel_map / sizeof *bg_skel_map;
  size_t k = c < 0x80 ? n : bg_lower_bound (bg_skel_map, n,
					    sizeof *bg_skel_map,
					    offsetof (struct bg_skel_entry, cp),
					    c);
  char u[4];
  const char *s = u;
  size_t sn;
  if (k < n && bg_skel_map[k].cp == c)
    {
      s = bg_skel_pool + bg_skel_map[k].off;
      sn = bg_skel_map[k].len;
    }
  else
    sn = bg_utf8_encode (c, u);
  if (!bg_grow (out, cap, *len + sn + 1, 1))
    return false;
  memcpy (*out + *len, s, sn);
  *len += sn;
  (*out)[*len] = '\0';
  return true;
}

long
bg_skeleton (const char *s, size_t n, char **out, size_t *cap)
{
  size_t len = 0;
  if (!bg_grow (out, cap, 1, 1))
    return -2;
  (*out)[0] = '\0';
  for (size_t i = 0; i < n;)
    {
      uint32_t c;
      i += bg_utf8_decode ((const unsigned char *) s + i, n - i, &c);
      if (BG_CP_IS_INVALID (c))
	return -3;
      if (!skeleton_of_char (c, out, cap, &len))
	return -2;
    }
  return len > LONG_MAX ? -2 : (long) len;
}
