/* options.c - check names and the parsing of check lists and directions,
 * shared by the GCC glue and the scanner so both accept the same words.
 */
#include <stdio.h>
#include <string.h>

#include "core.h"

static const char *const check_names[BG_CHECK_COUNT] = {
  "reorder", "rtl-reorder", "rtl-layout", "spoof", "unpaired", "ucn", "any"
};

#define ACCEPTED "reorder, rtl-reorder, rtl-layout, spoof, unpaired, ucn, " \
		 "any, all, none (each may start with + or -)"

void
bg_options_init (struct bg_options *opts)
{
  opts->checks = BG_CHECKS_DEFAULT;
  opts->base = BG_BASE_LTR;
  opts->engines = BG_ENGINES_BOTH;
  opts->lang = (struct bg_lang) {
    .cplusplus_comments = true,
    .raw_strings = true,
    .uliterals = true,
    .utf8_literals = true,
  };
}

const char *
bg_check_name (enum bg_check check)
{
  return (unsigned) check < BG_CHECK_COUNT ? check_names[check] : "?";
}

static int
lookup (const char *w, size_t n, unsigned *set)
{
  if (n == 3 && memcmp (w, "all", 3) == 0)
    return *set = BG_CHECKS_ALL, 1;
  if (n == 4 && memcmp (w, "none", 4) == 0)
    return *set = 0, 1;
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    if (strlen (check_names[c]) == n && memcmp (w, check_names[c], n) == 0)
      return *set = BG_CHECK_BIT (c), 1;
  return 0;
}

bool
bg_parse_checks (const char *list, unsigned *checks, char *err, size_t errlen)
{
  /* Plain names give the exact set; a list of only +name / -name adjusts
     the default set.  */
  int plain = 0;
  for (const char *p = list; *p;)
    {
      plain |= *p != '+' && *p != '-' && *p != ',';
      const char *c = strchr (p, ',');
      p = c ? c + 1 : p + strlen (p);
    }
  unsigned set = plain ? 0 : BG_CHECKS_DEFAULT;
  const char *p = list;
  if (!*p)
    {
      snprintf (err, errlen, "empty list of checks; accepted: %s", ACCEPTED);
      return false;
    }
  for (;;)
    {
      const char *e = strchr (p, ',');
      size_t n = e ? (size_t) (e - p) : strlen (p);
      int sign = (n && (*p == '+' || *p == '-')) ? *p : 0;
      const char *w = sign ? p + 1 : p;
      size_t wn = sign ? n - 1 : n;
      unsigned bits;
      if (!lookup (w, wn, &bits))
	{
	  snprintf (err, errlen, "unknown check '%.*s'; accepted: %s",
		    (int) (wn > 64 ? 64 : wn), w, ACCEPTED);
	  return false;
	}
      if (sign == '-')
	set &= ~bits;
      else if (wn == 4 && memcmp (w, "none", 4) == 0)
	set = 0;
      else
	set |= bits;
      if (!e)
	break;
      p = e + 1;
    }
  *checks = set;
  return true;
}

bool
bg_parse_base (const char *text, enum bg_base *base)
{
  if (strcmp (text, "ltr") == 0)
    *base = BG_BASE_LTR;
  else if (strcmp (text, "rtl") == 0)
    *base = BG_BASE_RTL;
  else if (strcmp (text, "auto") == 0)
    *base = BG_BASE_AUTO;
  else
    return false;
  return true;
}

bool
bg_parse_engines (const char *text, enum bg_engines *engines)
{
  if (strcmp (text, "both") == 0)
    *engines = BG_ENGINES_BOTH;
  else if (strcmp (text, "icu") == 0)
    *engines = BG_ENGINES_ICU;
  else if (strcmp (text, "fribidi") == 0)
    *engines = BG_ENGINES_FRIBIDI;
  else
    return false;
  return true;
}
