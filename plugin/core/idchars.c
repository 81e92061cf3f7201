/* SPDX-License-Identifier: GPL-3.0-or-later */
/* idchars.c - what the identifier checks ask of a character: whether it
 * is default ignorable, its joining type, virama, mark or letter (the
 * BG_IP_* bits), and the names of the default ignorables.  The table is
 * made at build time from the ICU the plugin later opens
 * (plugin/core/gen/idchars.c), so that the invisible check and the notes'
 * renderings need no ICU at run time.
 */
#include "core.h"

struct bg_ip_range
{
  uint32_t lo, hi;
  unsigned char bits;
};

struct bg_ip_name
{
  uint32_t cp;
  const char *name;
};

#include "idchars.h"

unsigned
bg_ident_props (uint32_t c)
{
  if (c < 0x80 || BG_CP_IS_INVALID (c))
    return 0;
  size_t lo = 0, hi = sizeof bg_ip_ranges / sizeof *bg_ip_ranges;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (bg_ip_ranges[mid].hi < c)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo < sizeof bg_ip_ranges / sizeof *bg_ip_ranges
      && bg_ip_ranges[lo].lo <= c)
    return bg_ip_ranges[lo].bits;
  return 0;
}

const char *
bg_ignorable_name (uint32_t c)
{
  size_t lo = 0, hi = sizeof bg_ip_names / sizeof *bg_ip_names;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (bg_ip_names[mid].cp < c)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo < sizeof bg_ip_names / sizeof *bg_ip_names
      && bg_ip_names[lo].cp == c)
    return bg_ip_names[lo].name;
  return NULL;
}

const char *
bg_ident_props_unicode (void)
{
  return BG_IP_UNICODE;
}

