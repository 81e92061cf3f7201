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
  size_t n = sizeof bg_ip_ranges / sizeof *bg_ip_ranges;
  size_t k = bg_lower_bound (bg_ip_ranges, n, sizeof *bg_ip_ranges,
			     offsetof (struct bg_ip_range, hi), c);
  return k < n && bg_ip_ranges[k].lo <= c ? bg_ip_ranges[k].bits : 0;
}

const char *
bg_ignorable_name (uint32_t c)
{
  size_t n = sizeof bg_ip_names / sizeof *bg_ip_names;
  size_t k = bg_lower_bound (bg_ip_names, n, sizeof *bg_ip_names,
			     offsetof (struct bg_ip_name, cp), c);
  return k < n && bg_ip_names[k].cp == c ? bg_ip_names[k].name : NULL;
}

const char *
bg_ident_props_unicode (void)
{
  return BG_IP_UNICODE;
}

