/* SPDX-License-Identifier: GPL-3.0-or-later */
/* options.c - the parsing of check lists, directions, engines and -std=
 * names, shared by the GCC glue and the scanner so both accept the same
 * words (those of option-list.c).
 */
#include <stdio.h>
#include <string.h>

#include "bidiguard.h"
#include "option-list.h"

void
bg_options_init (struct bg_options *opts)
{
  opts->checks = BG_CHECKS_DEFAULT;
  opts->base = BG_BASE_LTR;
  opts->engines = BG_ENGINES_BOTH;
  bg_parse_std ("", false, &opts->lang);
}

/* What each standard sets in cpp, GCC 12's libcpp/init.cc lang_defaults
   (columns ulit, rlit, digsep, trig, u8chlit, xid, c11 and digr; c90 is
   CLK_STDC89 and CLK_STDC94, which lex.cc denies // comments).  Checked
   against GCC 12 by testsuite/diff/diff-lex.py.  */
struct std_row
{
  const char *names;   /* the -std= spellings, each followed by a space */
  struct bg_std_flags flags;
};

static const struct std_row std_rows[] = {
  /*  names                                    c++ c90 ulit rlit dsep trig u8ch xid c11id digr */
  { "c90 c89 iso9899:1990 ",                   { 0, 1, 0, 0, 0, 1, 0, 0, 0, 0 } },
  { "iso9899:199409 ",                         { 0, 1, 0, 0, 0, 1, 0, 0, 0, 1 } },
  { "c99 c9x iso9899:1999 iso9899:199x ",      { 0, 0, 0, 0, 0, 1, 0, 1, 0, 1 } },
  { "c11 c1x iso9899:2011 ",                   { 0, 0, 1, 0, 0, 1, 0, 1, 1, 1 } },
  { "c17 c18 iso9899:2017 iso9899:2018 ",      { 0, 0, 1, 0, 0, 1, 0, 1, 1, 1 } },
  { "c2x c23 ",                                { 0, 0, 1, 0, 1, 1, 1, 1, 1, 1 } },
  { "gnu89 gnu90 ",                            { 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 } },
  { "gnu99 gnu9x ",                            { 0, 0, 1, 1, 0, 0, 0, 1, 0, 1 } },
  { "gnu11 gnu1x ",                            { 0, 0, 1, 1, 0, 0, 0, 1, 1, 1 } },
  { "gnu17 gnu18 ",                            { 0, 0, 1, 1, 0, 0, 0, 1, 1, 1 } },
  { "gnu2x gnu23 ",                            { 0, 0, 1, 1, 1, 0, 1, 1, 1, 1 } },
  { "c++98 c++03 ",                            { 1, 0, 0, 0, 0, 1, 0, 1, 0, 1 } },
  { "gnu++98 gnu++03 ",                        { 1, 0, 0, 0, 0, 0, 0, 1, 0, 1 } },
  { "c++11 c++0x ",                            { 1, 0, 1, 1, 0, 1, 0, 1, 1, 1 } },
  { "gnu++11 gnu++0x ",                        { 1, 0, 1, 1, 0, 0, 0, 1, 1, 1 } },
  { "c++14 c++1y ",                            { 1, 0, 1, 1, 1, 1, 0, 1, 1, 1 } },
  { "gnu++14 gnu++1y ",                        { 1, 0, 1, 1, 1, 0, 0, 1, 1, 1 } },
  { "c++17 c++1z gnu++17 gnu++1z ",            { 1, 0, 1, 1, 1, 0, 1, 1, 1, 1 } },
  { "c++20 c++2a gnu++20 gnu++2a ",            { 1, 0, 1, 1, 1, 0, 1, 1, 1, 1 } },
  { "c++23 c++2b gnu++23 gnu++2b ",            { 1, 0, 1, 1, 1, 0, 1, 1, 1, 1 } },
};

void
bg_lang_from_std (const struct bg_std_flags *f, struct bg_lang *lang)
{
  *lang = (struct bg_lang) {
    .cplusplus = f->cplusplus,
    .cplusplus_comments = !f->iso_c90,
    .trigraphs = f->trigraphs,
    .digit_separators = f->digit_separators,
    .raw_strings = f->rliterals,
    /* u8"" comes with u"" and U"".  */
    .uliterals = f->uliterals,
    .utf8_literals = f->uliterals,
    .utf8_char_literals = f->utf8_char_literals,
    .identifiers = !f->extended_identifiers ? BG_IDENT_NONE
		   : f->c11_identifiers ? BG_IDENT_C11 : BG_IDENT_C99,
    .no_digraphs = !f->digraphs,
  };
}

bool
bg_parse_std (const char *std, bool cplusplus, struct bg_lang *lang)
{
  if (!*std)
    std = cplusplus ? "gnu++17" : "gnu17";
  size_t n = strlen (std);
  for (size_t r = 0; r < sizeof std_rows / sizeof std_rows[0]; r++)
    for (const char *w = std_rows[r].names; *w;)
      {
	const char *e = strchr (w, ' ');
	if ((size_t) (e - w) == n && memcmp (w, std, n) == 0)
	  {
	    bg_lang_from_std (&std_rows[r].flags, lang);
	    /* Read by the ucn check alone: the newer GCCs' reading,
	       which finds more.  */
	    lang->delimited_escapes = true;
	    return true;
	  }
	w = e + 1;
      }
  return false;
}

const char *
bg_check_name (enum bg_check check)
{
  return (unsigned) check < BG_CHECK_COUNT ? bg_check_docs[check].name : "?";
}

static bool
lookup (const char *w, size_t n, unsigned *set)
{
  if (n == 3 && memcmp (w, "all", 3) == 0)
    return *set = BG_CHECKS_ALL, 1;
  if (n == 4 && memcmp (w, "none", 4) == 0)
    return *set = 0, 1;
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    if (strlen (bg_check_docs[c].name) == n
	&& memcmp (w, bg_check_docs[c].name, n) == 0)
      return *set = BG_CHECK_BIT (c), 1;
  return 0;
}

/* The words a check list accepts, for an error message.  */
static void
put_accepted (char *buf, size_t len)
{
  size_t at = 0;
  for (unsigned c = 0; c < BG_CHECK_COUNT && at < len; c++)
    {
      int n = snprintf (buf + at, len - at, "%s, ", bg_check_docs[c].name);
      at += n > 0 ? (size_t) n : 0;
    }
  if (at < len)
    snprintf (buf + at, len - at, "all, none (each may start with + or -)");
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
  char accepted[160];
  put_accepted (accepted, sizeof accepted);
  if (!*p)
    {
      snprintf (err, errlen, "empty list of checks; accepted: %s", accepted);
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
		    (int) (wn > 64 ? 64 : wn), w, accepted);
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
  int v;
  if (!bg_word_find (bg_base_words, text, &v))
    return false;
  *base = (enum bg_base) v;
  return true;
}

bool
bg_parse_engines (const char *text, enum bg_engines *engines)
{
  int v;
  if (!bg_word_find (bg_engine_words, text, &v))
    return false;
  *engines = (enum bg_engines) v;
  return true;
}
