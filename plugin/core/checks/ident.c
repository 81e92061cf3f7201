/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ident.c - invisible and confusable identifiers (doc/design.md 2.9):
 * the homoglyph half of Trojan Source (CVE-2021-42694).
 *
 * - invisible: a Default_Ignorable_Code_Point inside an identifier or
 *   number (ZERO WIDTH SPACE, WORD JOINER, SOFT HYPHEN, COMBINING
 *   GRAPHEME JOINER, variation selectors, tag characters, the Hangul
 *   fillers ...) makes it another name than the one it shows.  ZWNJ and
 *   ZWJ are left alone where UAX #31 allows them: A1, a ZWNJ between a
 *   letter that joins on its left side (Joining_Type L or D) and one that
 *   joins on its right (R or D), transparent marks between (Persian
 *   "mi<ZWNJ>shavad"); a ZWNJ after a letter that joins nothing after
 *   it (the Persian half-space, drawing nothing); A2 and B, a ZWNJ or ZWJ after a letter, marks and
 *   a virama (Indic half forms and conjuncts), the ZWNJ only before a
 *   letter, the one place where it shows.  The bidi controls among
 *   the default ignorables are the spoof check's (atom-check.c).
 * - confusable: an identifier mixing scripts inside a word outside UTS
 *   #39's Moderately Restrictive profile (Latin with Cyrillic or Greek,
 *   two non-Latin scripts), or Latin with another script inside a word,
 *   when a single-script twin of Allowed letters exists (twins.c,
 *   restriction.c); a dotless i or j with a dot above; a name that looks like a
 *   keyword; and two different identifiers whose visual forms (display
 *   order, joiners that draw nothing dropped, dotless i + dot and chillu
 *   sequences folded) have the same UTS #39 skeleton, when a reader
 *   could mistake them in this code (worth_a_pair: no unit symbols,
 *   single letters in one file, names without a place only against a
 *   whole-script look-alike).  Skeletons are kept per scanner (the plugin's
 *   translation unit, the scanner's file) and the pairs reported at the
 *   end, since cpp's order and the scan order differ (the main file is
 *   read before its headers).  Only identifiers with a byte >= 0x80 are
 *   skeletoned while scanning; ASCII names are added afterwards, and only
 *   when some skeleton is not ASCII's own, so an ASCII compile pays
 *   nothing.
 *
 * Every property both checks ask of a character - joining, virama,
 * scripts, skeletons, the Recommended set, names - comes from tables
 * pinned to one Unicode version in the repository (plugin/core/gen/
 * idchars15.h, confusables15.h): the same findings whatever ICU is
 * installed, and none is needed.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"

#define ZWNJ 0x200Cu
#define ZWJ 0x200Du
#define QUOTE_MAX 60   /* code points of a name quoted in a message */

/* snprintf for messages, which are cut where they do not fit.  */
static void say (char *buf, size_t cap, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

static void
say (char *buf, size_t cap, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (buf, cap, fmt, ap);
  va_end (ap);
}

/* UAX #31 A1: /$LJ $T* ZWNJ $T* $RJ/ around the ZWNJ at I of CP[FROM..TO).  */
static bool
zwnj_joining (const uint32_t *cp, size_t from, size_t to, size_t i)
{
  size_t b = i, a = i + 1;
  while (b > from && (bg_ident_props (cp[b - 1]) & BG_IP_TRANSPARENT))
    b--;
  while (a < to && (bg_ident_props (cp[a]) & BG_IP_TRANSPARENT))
    a++;
  return b > from && a < to && (bg_ident_props (cp[b - 1]) & BG_IP_JOIN_LEFT)
	 && (bg_ident_props (cp[a]) & BG_IP_JOIN_RIGHT);
}

/* UAX #31 A2 and B: /$L $M* $V $M1* (ZWNJ|ZWJ)/, M1 the marks of
   non-zero combining class.  The index of $L, or SIZE_MAX.  */
static size_t
after_virama (const uint32_t *cp, size_t from, size_t i)
{
  size_t b = i;
  while (b > from && (bg_ident_props (cp[b - 1]) & BG_IP_MARK_CCC)
	 && !(bg_ident_props (cp[b - 1]) & BG_IP_VIRAMA))
    b--;
  if (b == from || !(bg_ident_props (cp[b - 1]) & BG_IP_VIRAMA))
    return SIZE_MAX;
  b--;
  while (b > from && (bg_ident_props (cp[b - 1]) & BG_IP_MARK))
    b--;
  return b > from && (bg_ident_props (cp[b - 1]) & BG_IP_LETTER) ? b - 1
								 : SIZE_MAX;
}

/* The default ignorable at I of CP[FROM..TO) is one that UAX #31 allows
   there and that shows.  A ZWNJ after a virama only keeps the virama
   from joining the consonant after it into a conjunct (Hindi
   "vid<VIRAMA><ZWNJ>yut" shows the virama, "vid<VIRAMA>yut" a
   conjunct): a conjunct joins two consonants (Indic_Syllabic_Category
   Consonant) of one script, so before anything else - the name's end,
   '_', a digit, an independent vowel ("ka<VIRAMA><ZWNJ>a"), a letter of
   another script - the virama shows either way, and
   "ka<VIRAMA><ZWNJ>" would be a second name that looks like
   "ka<VIRAMA>".  A ZWJ there shows even at the end (the half form,
   Marathi's and Nepali's eyelash ra, Malayalam's chillu).  */
static bool
joiner_allowed (const uint32_t *cp, size_t from, size_t to, size_t i)
{
  if (cp[i] == ZWNJ)
    {
      if (zwnj_joining (cp, from, to, i))
	return true;
      size_t b = after_virama (cp, from, i);
      return b != SIZE_MAX && i + 1 < to
	     && (bg_ident_props (cp[i + 1]) & BG_IP_CONSONANT)
	     && bg_script (cp[i + 1]) == bg_script (cp[b]);
    }
  if (cp[i] == ZWJ)
    return after_virama (cp, from, i) != SIZE_MAX;
  return false;
}

/* ---- a name as people see it (doc/design.md 2.9) ---- */

#define DOTLESS_I 0x0131u
#define DOTLESS_J 0x0237u
#define DOT_ABOVE 0x0307u
#define TAMIL_PULLI 0x0BCDu
#define MALAYALAM_VIRAMA 0x0D4Du

/* Malayalam's atomic chillu letters and the base letter that, followed by
   VIRAMA and ZWJ, draws the same glyph (The Unicode Standard, 12.9
   "Malayalam", Chillu: "Atomic chillu characters" and their sequences).  */
static const struct { uint32_t base, chillu; } chillus[] = {
  { 0x0D15, 0x0D7F }, { 0x0D23, 0x0D7A }, { 0x0D28, 0x0D7B },
  { 0x0D2E, 0x0D54 }, { 0x0D2F, 0x0D55 }, { 0x0D30, 0x0D7C },
  { 0x0D32, 0x0D7D }, { 0x0D33, 0x0D7E }, { 0x0D34, 0x0D56 },
};

/* The chillu that BASE + VIRAMA + ZWJ draws, or 0.  */
static uint32_t
chillu_of (uint32_t base)
{
  for (size_t k = 0; k < sizeof chillus / sizeof *chillus; k++)
    if (chillus[k].base == base)
      return chillus[k].chillu;
  return 0;
}

/* The joiner at I of CP[FROM..TO) changes no glyph a font draws: a ZWNJ
   after a letter that does not join what follows (Joining_Type R: ALEF,
   DAL, REH, WAW ...; the Persian half-space typed after them), or a ZWNJ
   or ZWJ after the Tamil pulli (Tamil writes no conjuncts: the pulli
   shows either way).  Such a joiner deceives only beside a twin without
   it, which the visual form finds.  */
static bool
joiner_no_glyph (const uint32_t *cp, size_t from, size_t to, size_t i)
{
  (void) to;
  if ((cp[i] != ZWNJ && cp[i] != ZWJ) || i == from)
    return false;
  if (cp[i - 1] == TAMIL_PULLI)
    return true;
  size_t b = i;
  while (b > from && (bg_ident_props (cp[b - 1]) & BG_IP_TRANSPARENT))
    b--;
  if (cp[i] != ZWNJ || b == from)
    return false;
  unsigned p = bg_ident_props (cp[b - 1]);
  return (p & BG_IP_LETTER) && (p & BG_IP_JOIN_RIGHT)
	 && !(p & BG_IP_JOIN_LEFT);
}

/* The bidi level of each of T[0..N) (Unicode 17 classes), the name
   displayed alone in a paragraph of its line's direction, right to left
   when RTL (UAX #9 W1-W7, N1-N2, I1-I2, sos and eos that direction):
   only letters, digits, marks, '_' and '$' make a name.  */
static void
name_levels (FriBidiCharType *t, size_t n, unsigned char *lv, bool rtl)
{
  FriBidiCharType sos = rtl ? FRIBIDI_TYPE_RTL : FRIBIDI_TYPE_LTR;
  FriBidiCharType strong = sos, prev = sos;
  for (size_t i = 0; i < n; i++)
    {
      if (t[i] == FRIBIDI_TYPE_NSM)                /* W1. */
	t[i] = prev;
      if (t[i] == FRIBIDI_TYPE_EN && strong == FRIBIDI_TYPE_AL)
	t[i] = FRIBIDI_TYPE_AN;                    /* W2. */
      if (t[i] == FRIBIDI_TYPE_LTR || t[i] == FRIBIDI_TYPE_RTL
	  || t[i] == FRIBIDI_TYPE_AL)
	strong = t[i];
      if (t[i] == FRIBIDI_TYPE_AL)                 /* W3. */
	t[i] = FRIBIDI_TYPE_RTL;
      if (t[i] == FRIBIDI_TYPE_EN && strong == FRIBIDI_TYPE_LTR)
	t[i] = FRIBIDI_TYPE_LTR;                   /* W7. */
      prev = t[i];
    }
  for (size_t i = 0; i < n;)                     /* N1, N2. */
    {
      bool strongish = t[i] == FRIBIDI_TYPE_LTR || t[i] == FRIBIDI_TYPE_RTL
		       || t[i] == FRIBIDI_TYPE_EN || t[i] == FRIBIDI_TYPE_AN;
      if (strongish)
	{
	  i++;
	  continue;
	}
      size_t j = i;
      while (j < n && t[j] != FRIBIDI_TYPE_LTR && t[j] != FRIBIDI_TYPE_RTL
	     && t[j] != FRIBIDI_TYPE_EN && t[j] != FRIBIDI_TYPE_AN)
	j++;
      bool rb = i > 0 ? t[i - 1] != FRIBIDI_TYPE_LTR : rtl;
      bool ra = j < n ? t[j] != FRIBIDI_TYPE_LTR : rtl;
      bool r = rb == ra ? rb : rtl;              /* N1, else N2. */
      for (size_t k = i; k < j; k++)
	t[k] = r ? FRIBIDI_TYPE_RTL : FRIBIDI_TYPE_LTR;
      i = j;
    }
  for (size_t i = 0; i < n; i++)                 /* I1, I2. */
    lv[i] = t[i] == FRIBIDI_TYPE_RTL ? 1
	    : t[i] == FRIBIDI_TYPE_EN || t[i] == FRIBIDI_TYPE_AN || rtl ? 2
	    : 0;
}

/* The visual form of CP[0..N) into OUT (room for N), its length: the
   characters in display order (UAX #9 L2 on name_levels, in a
   right-to-left paragraph when RTL), invisible
   characters dropped (the pairs decide which of them explain a
   difference), dotless i or j with COMBINING DOT ABOVE as i or j, a
   Malayalam letter + VIRAMA + ZWJ as its atomic chillu.  */
static size_t
visual_form (const uint32_t *cp, size_t n, uint32_t *out, bool rtl)
{
  size_t m = 0;
  for (size_t i = 0; i < n; i++)
    {
      uint32_t c = cp[i];
      if ((c == DOTLESS_I || c == DOTLESS_J) && i + 1 < n
	  && cp[i + 1] == DOT_ABOVE)
	{
	  out[m++] = c == DOTLESS_I ? 'i' : 'j';
	  i++;
	  continue;
	}
      uint32_t ch = i + 2 < n && cp[i + 1] == MALAYALAM_VIRAMA
		    && cp[i + 2] == ZWJ ? chillu_of (c) : 0;
      if (ch)
	{
	  out[m++] = ch;
	  i += 2;
	  continue;
	}
      if (!bg_is_invisible (c) && !bg_is_control (c))
	out[m++] = c;
    }
  FriBidiCharType t[64];
  unsigned char lv[64];
  if (m > sizeof t / sizeof *t)
    return m;  /* a name that long is not reordered */
  /* A name with no right-to-left letter displays in logical order in
     either direction (its levels are all even).  */
  bool any_rtl = false;
  for (size_t i = 0; i < m; i++)
    {
      t[i] = bg_unicode17_type (out[i]);
      any_rtl |= bg_is_rtl_class (t[i]);
    }
  if (!any_rtl)
    return m;
  name_levels (t, m, lv, rtl);
  for (unsigned level = 2; level >= 1; level--)  /* L2. */
    for (size_t i = 0; i < m;)
      {
	if (lv[i] < level)
	  {
	    i++;
	    continue;
	  }
	size_t j = i;
	while (j < m && lv[j] >= level)
	  j++;
	for (size_t a = i, b = j - 1; a < b; a++, b--)
	  {
	    uint32_t x = out[a];
	    out[a] = out[b];
	    out[b] = x;
	    unsigned char y = lv[a];
	    lv[a] = lv[b];
	    lv[b] = y;
	  }
	i = j;
      }
  return m;
}

/* CP[FROM..TO) quoted for a message into BUF: what does not show
   (default ignorables, controls, invalid bytes) as <U+XXXX>, a long name
   cut after QUOTE_MAX characters.  */
static void
quote_name (const uint32_t *cp, size_t from, size_t to, char *buf,
	    size_t cap)
{
  size_t len = 0;
  buf[0] = '\0';
  for (size_t i = from; i < to && len + BG_SPELL_MAX < cap; i++)
    {
      if (i - from == QUOTE_MAX)
	{
	  len += (size_t) snprintf (buf + len, cap - len, "...");
	  break;
	}
      len += bg_spell_cp (cp[i], buf + len);
      buf[len] = '\0';
    }
}

/* "U+200B (ZERO WIDTH SPACE)" into BUF; the name from the pinned table,
   which names the characters a note may quote (bg_char_name).  */
static void
name_char (uint32_t c, char *buf, size_t cap)
{
  char name[96];
  if (c < 0x80 && c > 0x20)
    snprintf (buf, cap, "U+%04X ('%c')", (unsigned) c, (char) c);
  else if (bg_char_name (c, name, sizeof name))
    say (buf, cap, "U+%04X (%s)", (unsigned) c, name);
  else
    snprintf (buf, cap, "U+%04X", (unsigned) c);
}

/* *P: a finding of CHECK on the name FROM..TO of atom A of L that code
   point I causes, I named; the name quoted for its message into QUOTED
   (CAP bytes).  */
static void
name_finding (struct bg_pending *p, const struct bg_line *l,
	      enum bg_check check, size_t a, size_t from, size_t to, size_t i,
	      char *quoted, size_t cap)
{
  *p = (struct bg_pending) { .check = check, .cause = i, .from = from,
			     .to = to, .atom = (int) a, .identifier = 1 };
  name_char (l->cp[i], p->cause_name, sizeof p->cause_name);
  quote_name (l->cp, from, to, quoted, cap);
}

/* The invisible check on atom A of L (text FROM..TO).  */
static void
check_invisible (struct bg_line *l, size_t a, size_t from, size_t to,
		 struct bg_findings *out)
{
  for (size_t i = from; i < to; i++)
    {
      uint32_t c = l->cp[i];
      if (!bg_is_invisible (c) || bg_is_control (c)
	  || joiner_allowed (l->cp, from, to, i)
	  || joiner_no_glyph (l->cp, from, to, i))
	continue;
      struct bg_pending p;
      char quoted[256];
      name_finding (&p, l, BG_CHECK_INVISIBLE, a, from, to, i, quoted,
		    sizeof quoted);
      if (l->atoms[a].stray)
	/* No identifier takes it (U+180E in C): GCC's stray, no name.  */
	say (p.message, sizeof p.message,
	     "invisible %s stray in code, outside any identifier, hides "
	     "what the compiler reads", p.cause_name);
      else
	say (p.message, sizeof p.message,
	     "invisible %s inside %s '%s': it names something other "
	     "than what it shows", p.cause_name,
	     l->atoms[a].kind == BG_ATOM_NUMBER ? "number" : "identifier",
	     quoted);
      bg_findings_add (out, &p);
    }
}

/* The first code point of CP[FROM..TO) whose script is not that of the
   first letter (Common and Inherited aside), or TO; the two scripts'
   names into *FIRST and *OTHER.  */
static size_t
second_script (const uint32_t *cp, size_t from, size_t to,
	       const char **first, const char **other)
{
  *first = *other = NULL;
  for (size_t i = from; i < to; i++)
    {
      int sc = bg_script (cp[i]);
      if (bg_script_is_common (sc))
	continue;
      const char *s = bg_script_long_name (sc);
      if (!*first)
	*first = s;
      else if (strcmp (s, *first) != 0)
	{
	  *other = s;
	  return i;
	}
    }
  return to;
}

/* CP[FROM..TO) is the symbol of a unit with an SI prefix, written as
   physics code writes it (kΩ, MΩ, µs, μm; issue 31): an optional prefix
   letter and OHM (Greek capital omega or the ohm sign), or MICRO (the
   micro sign or Greek mu) and one to three Latin letters.  */
static bool
unit_symbol (const uint32_t *cp, size_t from, size_t to)
{
  static const char prefixes[] = "QRYZEPTGMkhdcmnpfazyrq";
  size_t n = to - from, i = from;
  bool micro = cp[i] == 0x00B5u || cp[i] == 0x03BCu;
  if (n < 2 || n > 4)
    return false;
  if (micro || (cp[i] < 0x80 && cp[i] && strchr (prefixes, (int) cp[i])))
    i++;
  if (i + 1 == to && (cp[i] == 0x03A9u || cp[i] == 0x2126u))
    return true;
  if (!micro)
    return false;
  for (; i < to; i++)
    if (cp[i] >= 0x80 || !((cp[i] | 0x20) >= 'a' && (cp[i] | 0x20) <= 'z'))
      return false;
  return true;
}

/* Some word of CP[FROM..TO) (a run between '_' and digits) holds letters
   of two scripts, or of Latin and another when LATIN: "p<Cyrillic
   a>ypal", "is_<alpha>dmin", "l<Armenian oh>gin".  Physics and math
   write a Greek letter as a word of its own ("r_<theta>", "E_<gamma>",
   "<tau>_rise"): such a name passes for another only beside a real
   twin, which the pairs find.  */
static bool
word_mixes (const uint32_t *cp, size_t from, size_t to, bool latin)
{
  int first = -1;
  for (size_t i = from; i < to; i++)
    {
      uint32_t c = cp[i];
      if (c == '_' || (c >= '0' && c <= '9'))
	{
	  first = -1;
	  continue;
	}
      int sc = bg_script (c);
      if (bg_script_is_common (sc))
	continue;
      if (first < 0)
	first = sc;
      else if (sc != first
	       && (!latin || sc == BG_SC_LATIN || first == BG_SC_LATIN))
	return true;
    }
  return false;
}

/* Some letter of CP[FROM..TO) looks like a letter of another script:
   its UTS #39 prototype is written in a script other than its own
   (Cyrillic a is Latin a, Greek rho Latin p, Cyrillic pe Greek pi).  A
   mixed-script name made only of letters that are their own prototypes
   (pi then Latin p1) shows exactly the letters it holds: it can pass
   for no name but one the translation unit also has, which the pairs
   find (issue 31; UTS #39 5.2 asks about the name's confusables, not
   its scripts).  True as well when memory runs out.  */
static bool
letter_passes_for_other_script (const uint32_t *cp, size_t from, size_t to)
{
  char *skel = NULL;
  size_t cap = 0;
  bool passes = false;
  for (size_t i = from; i < to && !passes; i++)
    {
      int sc = bg_script (cp[i]);
      if (bg_script_is_common (sc))
	continue;
      char u[4];
      long k = bg_skeleton (u, bg_utf8_encode (cp[i], u), &skel, &cap);
      if (k < 0)
	passes = true;
      for (long j = 0; j < k && !passes;)
	{
	  uint32_t c;
	  j += (long) bg_utf8_decode ((const unsigned char *) skel + j,
				      (size_t) (k - j), &c);
	  int ps = bg_script (c);
	  if (!bg_script_is_common (ps))
	    {
	      passes = ps != sc;
	      break;
	    }
	}
    }
  free (skel);
  return passes;
}

/* The mixed-script half of the confusable check on atom A of L: a name
   outside UTS #39's Moderately Restrictive profile, or one mixing Latin
   with another script inside a word (Armenian OH in "l<oh>gin" is inside
   the profile), that has a single-script twin in Allowed letters.  */
static void
check_mixed (struct bg_line *l, size_t a, size_t from, size_t to,
	     struct bg_findings *out)
{
  bool restricted = bg_outside_moderate (l->cp + from, to - from);
  if (unit_symbol (l->cp, from, to)
      || !word_mixes (l->cp, from, to, !restricted)
      || !letter_passes_for_other_script (l->cp, from, to))
    return;
  /* Outside the profile, but no name of one script looks like it (Greek
     Delta beside Latin t): it passes for nothing, and a twin of two
     scripts in the translation unit is the pairs' business.  */
  if (bg_has_twin (&l->twins, l->cp + from, to - from) == 0)
    return;
  const char *first, *other;
  size_t i = second_script (l->cp, from, to, &first, &other);
  if (i >= to)
    i = from;
  struct bg_pending p;
  char quoted[256];
  name_finding (&p, l, BG_CHECK_CONFUSABLE, a, from, to, i, quoted,
		sizeof quoted);
  if (other && !restricted)
    say (p.message, sizeof p.message,
	 "identifier '%s' mixes %s letters with %s %s inside a word, and "
	 "every letter has a look-alike in one script: it can pass for "
	 "another name", quoted, first, other, p.cause_name);
  else if (other)
    say (p.message, sizeof p.message,
	      "identifier '%s' mixes %s letters with %s %s, outside UTS #39's "
	      "moderately restrictive profile: it can pass for another name",
	      quoted, first, other, p.cause_name);
  else
    say (p.message, sizeof p.message,
	      "identifier '%s' mixes scripts outside UTS #39's moderately "
	      "restrictive profile: it can pass for another name", quoted);
  bg_findings_add (out, &p);
}

/* C's punctuators and the other ASCII that no identifier holds: a letter
   whose skeleton is one of them passes for an operator
   ("environment<U+01C3>=ENV_PROD" is one name and an assignment).  The
   quotes are left out: U+02BC is the Ukrainian apostrophe and U+05F4
   the Hebrew gershayim, letters of words, and a quote in the middle of
   a name reads as no code.  */
static bool
is_ascii_punct (int c)
{
  return c > 0x20 && c < 0x7F && c != '_' && c != '$' && c != '\''
	 && c != '"' && c != '`' && !(c >= '0' && c <= '9')
	 && !((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

static bool
holds_punct (const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (is_ascii_punct ((unsigned char) s[i]))
      return true;
  return false;
}

/* The code point at I of CP[FROM..TO) reads beside ASCII: it is Latin or
   Common (U+01C3 is Latin), or an ASCII character stands next to it.
   KATAKANA LETTER NO's skeleton is '/', U+1433 CANADIAN SYLLABICS PO's is
   '>': among the letters of their own script they are letters.  */
static bool
punct_context (const uint32_t *cp, size_t from, size_t to, size_t i)
{
  int sc = bg_script (cp[i]);
  if (bg_script_is_common (sc) || sc == BG_SC_LATIN)
    return true;
  return (i > from && cp[i - 1] < 0x80) || (i + 1 < to && cp[i + 1] < 0x80);
}

/* The confusable check on a code point of atom A of L whose UTS #39
   skeleton is ASCII punctuation; SKEL is scratch for the skeletons.  One
   skeleton of the whole name first, so that a name with none pays one
   call.  */
static void
check_punct (struct bg_line *l, size_t a, size_t from, size_t to,
	     char **skel, size_t *cap, struct bg_findings *out)
{
  const struct bg_atom *at = &l->atoms[a];
  long k = bg_skeleton ((const char *) l->s + at->start,
			at->end - at->start, skel, cap);
  if (k <= 0 || !holds_punct (*skel, (size_t) k))
    return;
  for (size_t i = from; i < to; i++)
    {
      char u[4];
      uint32_t c = l->cp[i];
      /* A digit stays a digit (the Arabic-Indic zero's skeleton is '.'),
	 and a mark belongs to its letter (the Devanagari visarga's is
	 ':', in Hindi words): their own script's readers know them.  */
      if (c < 0x80 || BG_CP_IS_INVALID (c)
	  || (bg_ident_props (c) & (BG_IP_MARK | BG_IP_DIGIT)))
	continue;
      if (!punct_context (l->cp, from, to, i))
	continue;
      k = bg_skeleton (u, bg_utf8_encode (c, u), skel, cap);
      if (k != 1 || !is_ascii_punct ((unsigned char) (*skel)[0]))
	continue;
      struct bg_pending p;
      char quoted[256];
      name_finding (&p, l, BG_CHECK_CONFUSABLE, a, from, to, i, quoted,
		    sizeof quoted);
      say (p.message, sizeof p.message,
	   "identifier '%s' holds %s, which looks like '%c' (its UTS #39 "
	   "skeleton): the name can pass for an operator and other names",
	   quoted, p.cause_name, (*skel)[0]);
      bg_findings_add (out, &p);
    }
}

/* The confusable check on a dotless i or j with COMBINING DOT ABOVE in
   atom A of L: it draws 'i' or 'j' and no language writes it (Turkish
   dots its capital, not the dotless small letter), so the name passes
   for the one with the ASCII letter even where that is not declared.  */
static void
check_dotted_dotless (struct bg_line *l, size_t a, size_t from, size_t to,
		      struct bg_findings *out)
{
  for (size_t i = from; i + 1 < to; i++)
    {
      uint32_t c = l->cp[i];
      if ((c != DOTLESS_I && c != DOTLESS_J) || l->cp[i + 1] != DOT_ABOVE)
	continue;
      struct bg_pending p;
      char quoted[256];
      name_finding (&p, l, BG_CHECK_CONFUSABLE, a, from, to, i, quoted,
		    sizeof quoted);
      say (p.message, sizeof p.message,
	   "identifier '%s' writes %s with U+0307 (COMBINING DOT ABOVE), "
	   "which displays as '%c': it can pass for another name", quoted,
	   p.cause_name, c == DOTLESS_I ? 'i' : 'j');
      bg_findings_add (out, &p);
    }
}

/* ---- the identifiers of a translation unit ---- */

#define NO_ENTRY UINT32_MAX

struct entry
{
  uint32_t name, name_len;   /* spelling, in the string arena */
  uint32_t skel, skel_len;   /* skeleton, in the arena; skel_len 0: none */
  uint32_t next_same;        /* next entry with the same skeleton */
  unsigned char ascii;
  unsigned char rtl;         /* its visual form is in a right-to-left
				paragraph (its first line's, as base says) */
  /* The same spelling seen in a paragraph of the other direction, whose
     visual form has another skeleton: an entry of its own in the
     skeleton chains only (by_name holds the first), ALT set; the first
     entry's HAS_ALT says it was looked at.  */
  unsigned char alt, has_alt;
  struct bg_ident_place place;
};

struct bg_idents
{
  struct entry *v;
  size_t n, cap;
  char *str;                 /* the string arena */
  size_t str_len, str_cap;
  uint32_t *by_name;         /* open addressing: entry index or NO_ENTRY */
  uint32_t *by_skel;         /* the first entry of each skeleton */
  size_t slots;              /* of both tables, a power of two */
  size_t non_ascii;          /* entries with a byte >= 0x80 */
  size_t foreign_skeletons;  /* skeletons that are not an ASCII name's own */
  size_t bare_ascii;         /* ASCII entries kept without their skeleton */
  bool late_foreign;         /* a non-ASCII skeleton came after one of those */
  char *skel;                /* scratch for bg_skeleton */
  size_t skel_cap;
};

struct bg_idents *
bg_idents_new (void)
{
  return calloc (1, sizeof (struct bg_idents));
}

void
bg_idents_clear (struct bg_idents *ids)
{
  ids->n = ids->str_len = ids->non_ascii = ids->foreign_skeletons = 0;
  ids->bare_ascii = 0;
  ids->late_foreign = false;
  if (ids->slots)
    {
      memset (ids->by_name, 0xFF, ids->slots * sizeof *ids->by_name);
      memset (ids->by_skel, 0xFF, ids->slots * sizeof *ids->by_skel);
    }
}

void
bg_idents_free (struct bg_idents *ids)
{
  if (!ids)
    return;
  free (ids->v);
  free (ids->str);
  free (ids->by_name);
  free (ids->by_skel);
  free (ids->skel);
  free (ids);
}

bool
bg_idents_have_skeletons (const struct bg_idents *ids)
{
  return ids->foreign_skeletons > 0;
}

static uint32_t
hash (const char *s, size_t n)
{
  uint32_t h = 2166136261u;   /* FNV-1a */
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char) s[i]) * 16777619u;
  return h;
}

/* The slot of S[0..N) in TABLE (keys the names, or the skeletons when
   SKEL): its entry, or the empty slot where it goes.  */
static size_t
find_slot (const struct bg_idents *ids, const uint32_t *table, int skel,
	   const char *s, size_t n)
{
  size_t mask = ids->slots - 1, k = hash (s, n) & mask;
  for (;; k = (k + 1) & mask)
    {
      uint32_t e = table[k];
      if (e == NO_ENTRY)
	return k;
      const struct entry *x = &ids->v[e];
      uint32_t off = skel ? x->skel : x->name;
      uint32_t len = skel ? x->skel_len : x->name_len;
      if (len == n && memcmp (ids->str + off, s, n) == 0)
	return k;
    }
}

/* Both tables at least twice the entries: rehashed when they fill.  */
static bool
reserve_slots (struct bg_idents *ids)
{
  if (ids->n + 1 <= ids->slots / 2)
    return true;
  size_t slots = ids->slots ? ids->slots * 2 : 1024;
  uint32_t *name = malloc (slots * sizeof *name);
  uint32_t *skel = malloc (slots * sizeof *skel);
  if (!name || !skel)
    {
      free (name);
      free (skel);
      return false;
    }
  free (ids->by_name);
  free (ids->by_skel);
  ids->by_name = name;
  ids->by_skel = skel;
  ids->slots = slots;
  memset (name, 0xFF, slots * sizeof *name);
  memset (skel, 0xFF, slots * sizeof *skel);
  for (size_t e = 0; e < ids->n; e++)
    {
      struct entry *x = &ids->v[e];
      if (!x->alt)
	name[find_slot (ids, name, 0, ids->str + x->name, x->name_len)]
	  = (uint32_t) e;
      if (!x->skel_len)
	continue;
      size_t k = find_slot (ids, skel, 1, ids->str + x->skel, x->skel_len);
      /* Chains are rebuilt in entry order: the first stays first.  */
      if (skel[k] == NO_ENTRY)
	skel[k] = (uint32_t) e;
      x->next_same = NO_ENTRY;
    }
  /* The chains, in entry order.  */
  for (size_t e = 0; e < ids->n; e++)
    {
      struct entry *x = &ids->v[e];
      if (!x->skel_len)
	continue;
      size_t k = find_slot (ids, skel, 1, ids->str + x->skel, x->skel_len);
      uint32_t h = skel[k];
      if (h == e)
	continue;
      while (ids->v[h].next_same != NO_ENTRY)
	h = ids->v[h].next_same;
      ids->v[h].next_same = (uint32_t) e;
    }
  return true;
}

static bool
store (struct bg_idents *ids, const char *s, size_t n, uint32_t *off)
{
  if (ids->str_len + n > UINT32_MAX
      || !bg_grow (&ids->str, &ids->str_cap, ids->str_len + n + 1, 1))
    return false;
  memcpy (ids->str + ids->str_len, s, n);
  *off = (uint32_t) ids->str_len;
  ids->str_len += n;
  return true;
}

/* Entry E, whose skeleton is stored, at the end of its skeleton's
   chain.  */
static void
link_skeleton (struct bg_idents *ids, uint32_t e)
{
  const struct entry *x = &ids->v[e];
  size_t slot = find_slot (ids, ids->by_skel, 1, ids->str + x->skel,
			   x->skel_len);
  uint32_t h = ids->by_skel[slot];
  if (h == NO_ENTRY)
    ids->by_skel[slot] = e;
  else
    {
      while (ids->v[h].next_same != NO_ENTRY)
	h = ids->v[h].next_same;
      ids->v[h].next_same = e;
    }
}

/* Add the name S[0..N) at PLACE with skeleton K[0..KN) (KN 0: none).
   False when out of memory.  */
static bool
add_entry (struct bg_idents *ids, const char *s, size_t n, const char *k,
	   size_t kn, bool ascii, bool rtl, const struct bg_ident_place *place,
	   bool alt)
{
  if (ids->n >= NO_ENTRY - 1 || !reserve_slots (ids)
      || !bg_grow (&ids->v, &ids->cap, ids->n + 1, sizeof *ids->v))
    return false;
  struct entry x = { .name_len = (uint32_t) n, .skel_len = (uint32_t) kn,
		     .next_same = NO_ENTRY, .ascii = ascii, .rtl = rtl,
		     .alt = alt, .place = *place };
  if (!store (ids, s, n, &x.name) || (kn && !store (ids, k, kn, &x.skel)))
    return false;
  uint32_t e = (uint32_t) ids->n++;
  ids->v[e] = x;
  if (!alt)
    ids->by_name[find_slot (ids, ids->by_name, 0, s, n)] = e;
  if (kn)
    link_skeleton (ids, e);
  return true;
}

static bool
is_ascii (const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if ((unsigned char) s[i] >= 0x80)
      return false;
  return true;
}

/* Skeleton of S[0..N) into ids->skel: its length, -2 out of memory, -3
   no skeleton (invalid UTF-8).  */
static long
skeleton (struct bg_idents *ids, const char *s, size_t n)
{
  return bg_skeleton (s, n, &ids->skel, &ids->skel_cap);
}

/* Code points of the UTF-8 S[0..N) into CP (room for N); their number.  */
static size_t
decode (const char *s, size_t n, uint32_t *cp)
{
  size_t k = 0;
  for (size_t b = 0; b < n; k++)
    b += bg_utf8_decode ((const unsigned char *) s + b, n - b, &cp[k]);
  return k;
}

/* The skeleton of the visual form of the non-ASCII name S[0..N), as
   skeleton () returns it: two names that display alike (through bidi,
   joiners that draw nothing, dotless i with a dot) share it.  */
static long
visual_skeleton (struct bg_idents *ids, const char *s, size_t n, bool rtl)
{
  uint32_t *cp = malloc (2 * n * sizeof *cp);
  char *u = malloc (4 * n + 1);
  if (!cp || !u)
    {
      free (cp);
      free (u);
      return -2;
    }
  size_t m = visual_form (cp, decode (s, n, cp), cp + n, rtl), len = 0;
  for (size_t i = 0; i < m; i++)
    len += bg_utf8_encode (cp[n + i], u + len);
  long k = skeleton (ids, u, len);
  free (cp);
  free (u);
  return k;
}

/* Entry X seen again at PLACE: the place ORDER puts first is kept, for
   a name that has twins (the others' places are never shown).  */
static void
seen_again (struct entry *x, const struct bg_ident_place *place,
	    bg_order_fn order, void *ouser)
{
  if (!place->line || (x->place.line && (!x->skel_len || !order)))
    return;
  if (!x->place.line || order (ouser, place, &x->place) < 0)
    x->place = *place;
}

/* The non-ASCII name S[0..N), added already, seen at PLACE in a
   paragraph of direction RTL by one kind of viewer where the other sees
   the other direction: a reader of the first sees another visual form (a
   Latin and Hebrew name shows its parts swapped), which joins the chain
   of its skeleton when that differs from the entry's.  False when out
   of memory.  */
static bool
other_direction (struct bg_idents *ids, const char *s, size_t n, bool rtl,
		 const struct bg_ident_place *place)
{
  uint32_t e = ids->slots ? ids->by_name[find_slot (ids, ids->by_name, 0,
						    s, n)] : NO_ENTRY;
  if (e == NO_ENTRY || ids->v[e].ascii || ids->v[e].rtl == rtl
      || ids->v[e].has_alt || !ids->v[e].skel_len)
    return true;
  ids->v[e].has_alt = 1;
  long k = visual_skeleton (ids, s, n, rtl);
  if (k == -2)
    return false;
  const struct entry *x = &ids->v[e];
  if (k <= 0 || ((size_t) k == x->skel_len
		 && memcmp (ids->skel, ids->str + x->skel, (size_t) k) == 0))
    return true;
  return add_entry (ids, s, n, ids->skel, (size_t) k, false, rtl, place, true);
}

bool
bg_idents_add (struct bg_idents *ids, const char *s, size_t n, bool rtl,
	       const struct bg_ident_place *place,
	       bg_order_fn order, void *ouser)
{
  bool ascii = is_ascii (s, n);
  if (n == 0 || n > UINT32_MAX || (ascii && !ids->foreign_skeletons))
    return true;
  size_t slot = ids->slots ? find_slot (ids, ids->by_name, 0, s, n) : 0;
  if (ids->slots && ids->by_name[slot] != NO_ENTRY)
    {
      seen_again (&ids->v[ids->by_name[slot]], place, order, ouser);
      return true;
    }
  long k = ascii ? skeleton (ids, s, n) : visual_skeleton (ids, s, n, rtl);
  if (k == -2)
    return false;
  if (k < 0)
    return true;
  size_t kn = (size_t) k;
  if (ascii)
    {
      /* An ASCII name is kept only when it has twins; the others are
	 kept without skeleton, so that each is skeletoned once.  */
      bool twin = ids->by_skel[find_slot (ids, ids->by_skel, 1, ids->skel, kn)]
		  != NO_ENTRY;
      ids->bare_ascii += !twin;
      return add_entry (ids, s, n, ids->skel, twin ? kn : 0, true, rtl, place,
			false);
    }
  bool fresh = !ids->slots
	       || ids->by_skel[find_slot (ids, ids->by_skel, 1, ids->skel, kn)]
		    == NO_ENTRY;
  if (!add_entry (ids, s, n, ids->skel, kn, false, rtl, place, false))
    return false;
  ids->non_ascii++;
  /* An ASCII name kept bare may be its twin (the plugin adds the names
     ## made, non-ASCII ones among them, after the files' ASCII names):
     bg_idents_report skeletons those again.  */
  ids->late_foreign |= fresh && ids->bare_ascii;
  /* Then ASCII names are worth looking at.  Every skeleton of a
     non-ASCII name counts, even one no ASCII name has as its spelling,
     since ASCII has skeletons of its own ("rn" is "m").  */
  ids->foreign_skeletons += fresh;
  return true;
}

/* The paragraph of L holding code point I displays right to left in
   ENGINE's viewers, as the option base decides: always (rtl), never
   (ltr), or by its first strong character (auto, UAX #9 P2-P3), the
   paragraph ended where those viewers end it (bg_paragraph_end: ICU at
   every class-B character, GTK not at NEL or U+001C-U+001E with no
   isolate open).  */
static bool
paragraph_rtl (const struct bg_line *l, size_t i, enum bg_engine_id engine)
{
  if (l->base != BG_BASE_AUTO)
    return l->base == BG_BASE_RTL;
  size_t from = 0, to;
  while ((to = bg_paragraph_end (l->type, l->cp, l->n, from, engine)) <= i)
    from = to;
  return bg_first_strong_level (l->type + from, to - from) != 0;
}

bool
bg_check_identifiers (struct bg_line *l, unsigned checks,
		      struct bg_idents *ids, unsigned file,
		      struct bg_findings *out)
{
  size_t col_cp = 0, col = 1;
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      if ((at->kind != BG_ATOM_IDENT && at->kind != BG_ATOM_NUMBER)
	  || at->message)
	continue;
      if (is_ascii ((const char *) l->s + at->start, at->end - at->start))
	continue;
      const struct bg_span *sp = &l->span[a];
      if (checks & BG_CHECK_BIT (BG_CHECK_INVISIBLE))
	check_invisible (l, a, sp->start, sp->end, out);
      if (!(checks & BG_CHECK_BIT (BG_CHECK_CONFUSABLE)))
	continue;
      /* A number's letters are a name's once ## pastes it on one
	 ("CAT(x, 1<Cyrillic er>)" is x1<er>, beside x1p): it joins the
	 names, so that the ASCII ones and the pasted ones are read.  */
      if (at->kind == BG_ATOM_IDENT)
	{
	  check_mixed (l, a, sp->start, sp->end, out);
	  check_dotted_dotless (l, a, sp->start, sp->end, out);
	  check_punct (l, a, sp->start, sp->end, &ids->skel, &ids->skel_cap,
		       out);
	}
      col = bg_display_column (l, col_cp, col, sp->start);
      col_cp = sp->start;
      struct bg_ident_place place = { file, l->lineno, at->start + 1, col,
				      at->end - at->start };
      /* Where the viewers split the line's paragraphs differently, the
	 name may show in both directions: each visual form is a name a
	 reader may take it for.  */
      bool icu = paragraph_rtl (l, sp->start, BG_ENGINE_ICU);
      bool gtk = paragraph_rtl (l, sp->start, BG_ENGINE_FRIBIDI);
      const char *s = (const char *) l->s + at->start;
      if (!bg_idents_add (ids, s, at->end - at->start, icu, &place, NULL,
			  NULL)
	  || (gtk != icu
	      && !other_direction (ids, s, at->end - at->start, gtk, &place)))
	out->failed = true;
    }
  return !out->failed;
}

/* ---- the pairs ---- */

/* C and C++ keywords and alternative tokens (C23, C++23; <iso646.h>
   makes the alternative tokens C's too): a non-ASCII name whose skeleton
   is one passes for it (issue 30: "n<Armenian oh>t").  Sorted.  */
static const char *const keywords[] = {
  "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor",
  "bool", "break", "case", "catch", "char", "char16_t", "char32_t",
  "char8_t", "class", "co_await", "co_return", "co_yield", "compl",
  "concept", "const", "const_cast", "consteval", "constexpr", "constinit",
  "continue", "decltype", "default", "delete", "do", "double",
  "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false",
  "float", "for", "friend", "goto", "if", "inline", "int", "long",
  "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr",
  "operator", "or", "or_eq", "private", "protected", "public", "register",
  "reinterpret_cast", "requires", "restrict", "return", "short", "signed",
  "sizeof", "static", "static_assert", "static_cast", "struct", "switch",
  "template", "this", "thread_local", "throw", "true", "try", "typedef",
  "typeid", "typename", "typeof", "typeof_unqual", "union", "unsigned",
  "using", "virtual", "void", "volatile", "wchar_t", "while", "xor",
  "xor_eq"
};

static int
by_string (const void *key, const void *elt)
{
  return strcmp (key, *(const char *const *) elt);
}

/* The keyword S[0..N) spells, or NULL.  */
static const char *
keyword_of (const char *s, size_t n)
{
  char k[20];
  if (n == 0 || n >= sizeof k)
    return NULL;
  memcpy (k, s, n);
  k[n] = '\0';
  const char *const *hit = bsearch (k, keywords,
				    sizeof keywords / sizeof *keywords,
				    sizeof *keywords, by_string);
  return hit ? *hit : NULL;
}


/* CP[0..N) is its own visual form: no character reorders, folds or is a
   joiner that draws nothing.  */
static bool
as_displayed (const uint32_t *cp, size_t n)
{
  uint32_t *v = malloc ((n + 1) * sizeof *v);
  if (!v)
    return true;
  size_t m = visual_form (cp, n, v, false), k = 0;
  bool same = true;
  for (size_t i = 0; i < n && same; i++)
    {
      if ((bg_is_invisible (cp[i]) || bg_is_control (cp[i]))
	  && !joiner_no_glyph (cp, 0, n, i))
	continue;
      same = k < m && v[k++] == cp[i];
    }
  free (v);
  return same && k == m;
}

/* X[0..NX) is Y[0..NY) with one invisible character more, at D, the
   first place they differ: a joiner typed in one spelling.  */
static bool
one_invisible_more (const uint32_t *x, size_t nx, const uint32_t *y,
		    size_t ny, size_t d)
{
  return nx == ny + 1 && d < nx && bg_is_invisible (x[d])
	 && !memcmp (x + d + 1, y + d, (ny - d) * sizeof *x);
}

/* Message and note of the pair LATER / FIRST into T.  */
static bool
describe (struct bg_idents *ids, const struct entry *later,
	  const struct entry *first, struct bg_twin *t, char *msg,
	  size_t msg_cap, char *note, size_t note_cap, char *cause,
	  size_t cause_cap)
{
  uint32_t *a = malloc ((later->name_len + first->name_len + 2)
			* sizeof *a);
  if (!a)
    return false;
  size_t na = decode (ids->str + later->name, later->name_len, a);
  uint32_t *b = a + na + 1;
  size_t nb = decode (ids->str + first->name, first->name_len, b);
  size_t d = 0;
  while (d < na && d < nb && a[d] == b[d])
    d++;
  /* Found through the visual form (reordered, folded or a joiner
     dropped) rather than the spellings' own skeletons.  */
  bool same_skeleton = as_displayed (a, na) && as_displayed (b, nb);
  const char *why = same_skeleton
		    ? "the same UTS #39 skeleton"
		    : "they display alike: the same UTS #39 skeleton of "
		      "their visual forms";
  char qa[256], qb[256], ca[160], cb[160];
  quote_name (a, 0, na, qa, sizeof qa);
  quote_name (b, 0, nb, qb, sizeof qb);
  name_char (d < na ? a[d] : 0, ca, sizeof ca);
  name_char (d < nb ? b[d] : 0, cb, sizeof cb);
  say (cause, cause_cap, "%s", d < na ? ca : cb);
  /* What differs is the invisible character, not the letter after it.  */
  if (one_invisible_more (a, na, b, nb, d))
    say (msg, msg_cap,
	      "identifier '%s' looks the same as '%s' but is another name: "
	      "it has %s where the other has none (%s)", qa, qb, ca, why);
  else if (one_invisible_more (b, nb, a, na, d))
    {
      say (cause, cause_cap, "%s", cb);
      say (msg, msg_cap,
		"identifier '%s' looks the same as '%s' but is another name: "
		"the other has %s where this one has none (%s)", qa, qb, cb,
		why);
    }
  else if (d < na && d < nb)
    say (msg, msg_cap,
	      "identifier '%s' looks the same as '%s' but is another name: "
	      "%s where the other has %s (%s)", qa, qb, ca, cb, why);
  else
    say (msg, msg_cap,
	      "identifier '%s' looks the same as '%s' but is another name "
	      "(%s)", qa, qb, why);
  if (!later->place.line)
    {
      size_t len = strlen (msg);
      say (msg + len, msg_cap - len, "; neither is spelled in a file read "
	   "(made by ## or in a system header)");
    }
  say (note, note_cap, "'%s' is here%s", qb,
	    first->place.line ? "" : " (no location: made by the "
				     "preprocessor, or in a file not read)");
  if (!same_skeleton)
    {
      /* Both as they display, in display order (the "displays as"
	 notes' convention).  */
      uint32_t *v = malloc ((na + nb + 2) * sizeof *v);
      if (!v)
	{
	  free (a);
	  return false;
	}
      char va[256], vb[256];
      quote_name (v, 0, visual_form (a, na, v, later->rtl), va, sizeof va);
      quote_name (v, 0, visual_form (b, nb, v, first->rtl), vb, sizeof vb);
      size_t len = strlen (note);
      say (note + len, note_cap - len, "; on screen, in display order, "
	   "'%s' and '%s'", vb, va);
      free (v);
    }
  free (a);
  t->later = later->place;
  t->first = first->place;
  return true;
}

/* Message and note of X, whose skeleton is a keyword, into T.  */
static bool
describe_keyword (struct bg_idents *ids,
		  const struct entry *x, struct bg_twin *t, char *msg,
		  size_t msg_cap, char *note, size_t note_cap, char *cause,
		  size_t cause_cap)
{
  uint32_t *a = malloc ((x->name_len + 1) * sizeof *a);
  if (!a)
    return false;
  size_t na = decode (ids->str + x->name, x->name_len, a);
  const char *kw = keyword_of (ids->str + x->skel, x->skel_len);
  size_t d = 0;
  while (d < na && a[d] < 0x80 && kw[d] == (char) a[d])
    d++;
  char qa[256];
  quote_name (a, 0, na, qa, sizeof qa);
  name_char (d < na ? a[d] : 0, cause, cause_cap);
  say (msg, msg_cap, "identifier '%s' looks the same as the keyword '%s' "
       "but is a name: %s (the same UTS #39 skeleton)", qa, kw, cause);
  say (note, note_cap, "'%s' is a keyword or alternative token of C or "
       "C++", kw);
  free (a);
  t->later = x->place;
  memset (&t->first, 0, sizeof t->first);
  return true;
}

/* The entry of the chain from H that ORDER puts first, among those with
   a location (any when none has).  */
static uint32_t
earliest (const struct bg_idents *ids, uint32_t h, bg_order_fn order,
	  void *ouser)
{
  uint32_t best = h;
  for (uint32_t e = ids->v[h].next_same; e != NO_ENTRY;
       e = ids->v[e].next_same)
    {
      const struct bg_ident_place *x = &ids->v[e].place;
      const struct bg_ident_place *y = &ids->v[best].place;
      if (!x->line)
	continue;
      if (!y->line || order (ouser, x, y) < 0)
	best = e;
    }
  return best;
}

static int
default_order (void *user, const struct bg_ident_place *a,
	       const struct bg_ident_place *b)
{
  (void) user;
  if (a->file != b->file)
    return a->file < b->file ? -1 : 1;
  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  return a->byte_col < b->byte_col ? -1 : a->byte_col > b->byte_col;
}

/* A pair to report: LATER looks like FIRST.  */
struct pair
{
  struct bg_ident_place at;   /* LATER's place, the sort key */
  uint32_t later, first;
};

static int
by_place (const void *a, const void *b)
{
  const struct pair *x = a, *y = b;
  return default_order (NULL, &x->at, &y->at);
}

/* CP[0..N) without the invisible characters that explain a difference
   between two names (into OUT, room for N): those the invisible check
   or spoof reports, and the joiners UAX #31 allows where they show (ZWNJ
   against ZWJ in an Indic word displays differently).  Joiners that
   draw nothing (joiner_no_glyph) stay: a name with one beside its twin
   without it is a pair.  */
static size_t
strip_explained (const uint32_t *cp, size_t n, uint32_t *out)
{
  size_t m = 0;
  for (size_t i = 0; i < n; i++)
    if (!((bg_is_invisible (cp[i]) || bg_is_control (cp[i]))
	  && !joiner_no_glyph (cp, 0, n, i)))
      out[m++] = cp[i];
  return m;
}

/* The UTF-8 names A[0..NA) and B[0..NB) are the same but for invisible
   characters another check reports or that show (strip_explained): not
   a homoglyph pair (the visual form drops every default ignorable, so
   their skeletons are one).  -1 when out of memory.  */
static int
same_but_invisible (const char *a, size_t na, const char *b, size_t nb)
{
  uint32_t *x = malloc (2 * (na + nb + 2) * sizeof *x);
  if (!x)
    return -1;
  uint32_t *y = x + na + 1, *sx = y + nb + 1, *sy = sx + na + 1;
  size_t mx = strip_explained (x, decode (a, na, x), sx);
  size_t my = strip_explained (y, decode (b, nb, y), sy);
  int same = mx == my && memcmp (sx, sy, mx * sizeof *sx) == 0;
  free (x);
  return same;
}

/* Facts about the name of entry X that decide whether it makes a pair:
   its code points, whether it is a unit symbol, whether it is written in
   one script other than Latin (a whole-script look-alike when its
   skeleton is ASCII).  */
struct name_facts
{
  size_t len;            /* code points */
  bool unit, whole_script;
};

static void
facts_of (const struct bg_idents *ids,
	  const struct entry *x, struct name_facts *f)
{
  uint32_t cp[64] = { 0 };
  f->len = f->unit = f->whole_script = 0;
  if (x->name_len > sizeof cp / sizeof *cp)
    {
      f->len = x->name_len;
      return;
    }
  f->len = decode (ids->str + x->name, x->name_len, cp);
  f->unit = unit_symbol (cp, 0, f->len);
  int first = -1;
  f->whole_script = !x->ascii;
  for (size_t i = 0; i < f->len && f->whole_script; i++)
    {
      int sc = bg_script (cp[i]);
      if (bg_script_is_common (sc))
	continue;
      if (first < 0)
	first = sc;
      f->whole_script = sc == first && sc != BG_SC_LATIN;
    }
}

/* LATER and FIRST (of one skeleton) are twins a reader could mistake in
   this code (issue 31): neither a unit symbol (kΩ, µs); two single
   letters (α and a, ρ and p) only in one file; and a name with no
   location, which cpp's table gives (a toolchain header's member, a
   macro's parameter, a name never used) or ## made, twins a name of a
   file read only when that is made by ## too (it has no location
   either, or is ASCII) or is a whole-script look-alike of two letters or
   more ("<Cyrillic>access" against <unistd.h>'s access).  */
static bool
worth_a_pair (const struct bg_idents *ids,
	      const struct entry *later, const struct entry *first)
{
  struct name_facts fl, ff;
  facts_of (ids, later, &fl);
  facts_of (ids, first, &ff);
  /* A unit symbol is a name of its domain beside another name, but two
     of them of one skeleton (µs with MICRO SIGN and μs with Greek mu)
     show the same text.  */
  if (fl.unit || ff.unit)
    return fl.unit && ff.unit;
  if (fl.len == 1 && ff.len == 1
      && (!later->place.line || !first->place.line
	  || later->place.file != first->place.file))
    return false;
  const struct entry *placed = later->place.line ? later : first;
  const struct entry *bare = later->place.line ? first : later;
  if (!placed->place.line || bare->place.line || placed->ascii
      || !bare->ascii)
    return true;
  return (placed == later ? fl : ff).whole_script
	 && (placed == later ? fl : ff).len >= 2;
}

/* The pairs of the chain from H into *V (N of CAP), LATER with a place
   where one has: each name against the first of its skeleton, or the
   first against a name with no place; two names with no place (both
   made by ##: "CAT(pay, pal)" and "CAT3(pay, <Cyrillic er>, al)") are
   a pair too, reported without one.  False when out of memory.  */
static bool
chain_pairs (const struct bg_idents *ids, uint32_t h,
	     bg_order_fn order, void *ouser, struct pair **v, size_t *n,
	     size_t *cap)
{
  uint32_t f = earliest (ids, h, order, ouser);
  const struct entry *first = &ids->v[f];
  for (uint32_t e = h; e != NO_ENTRY; e = ids->v[e].next_same)
    {
      const struct entry *x = &ids->v[e];
      /* Two ASCII names alike (l1 and ll) are ASCII's own business.  */
      if (e == f || (x->ascii && first->ascii))
	continue;
      int same = same_but_invisible (ids->str + x->name, x->name_len,
				     ids->str + first->name, first->name_len);
      if (same < 0)
	return false;
      /* A look-alike of a keyword is said once, as such.  */
      const struct entry *other = x->ascii ? first : x;
      if (same || !worth_a_pair (ids, x, first)
	  || (other->skel_len
	      && keyword_of (ids->str + other->skel, other->skel_len)))
	continue;
      struct pair p = { x->place, e, f };
      if (!x->place.line && first->place.line)
	p = (struct pair) { first->place, f, e };
      if (!bg_grow (v, cap, *n + 1, sizeof **v))
	return false;
      (*v)[(*n)++] = p;
    }
  return true;
}

/* The ASCII names kept without skeleton before a non-ASCII name with a
   new skeleton came: each joins the chain of its skeleton when that has
   one.  False when out of memory.  */
static bool
skeleton_bare_ascii (struct bg_idents *ids)
{
  for (size_t e = 0; e < ids->n; e++)
    {
      struct entry *x = &ids->v[e];
      if (!x->ascii || x->skel_len)
	continue;
      long k = skeleton (ids, ids->str + x->name, x->name_len);
      if (k == -2)
	return false;
      if (k <= 0
	  || ids->by_skel[find_slot (ids, ids->by_skel, 1, ids->skel,
				     (size_t) k)] == NO_ENTRY)
	continue;
      uint32_t off;
      if (!store (ids, ids->skel, (size_t) k, &off))
	return false;
      x->skel = off;
      x->skel_len = (uint32_t) k;
      x->next_same = NO_ENTRY;
      ids->bare_ascii--;
      link_skeleton (ids, (uint32_t) e);
    }
  ids->late_foreign = false;
  return true;
}

long
bg_idents_report (struct bg_idents *ids,
		  bg_order_fn order, void *ouser, bg_twin_fn report,
		  void *user)
{
  if (!order)
    order = default_order;
  if (ids->late_foreign && !skeleton_bare_ascii (ids))
    return -1;
  struct pair *v = NULL;
  size_t n = 0, cap = 0;
  for (size_t k = 0; k < ids->slots; k++)
    {
      uint32_t h = ids->by_skel[k];
      if (h == NO_ENTRY || ids->v[h].next_same == NO_ENTRY)
	continue;
      if (!chain_pairs (ids, h, order, ouser, &v, &n, &cap))
	{
	  free (v);
	  return -1;
	}
    }
  for (size_t e = 0; e < ids->n; e++)
    {
      const struct entry *x = &ids->v[e];
      if (x->ascii || !x->skel_len
	  || !keyword_of (ids->str + x->skel, x->skel_len))
	continue;
      if (!bg_grow (&v, &cap, n + 1, sizeof *v))
	{
	  free (v);
	  return -1;
	}
      v[n++] = (struct pair) { x->place, (uint32_t) e, NO_ENTRY };
    }
  if (n > 1)
    qsort (v, n, sizeof *v, by_place);
  for (size_t i = 0; i < n; i++)
    {
      struct bg_twin t;
      char msg[640], note[320], cause[160];
      if (v[i].first == NO_ENTRY)
	{
	  if (!describe_keyword (ids, &ids->v[v[i].later], &t, msg,
				 sizeof msg, note, sizeof note, cause,
				 sizeof cause))
	    {
	      free (v);
	      return -1;
	    }
	}
      else if (!describe (ids, &ids->v[v[i].later], &ids->v[v[i].first], &t,
		     msg, sizeof msg, note, sizeof note, cause, sizeof cause))
	{
	  free (v);
	  return -1;
	}
      t.message = msg;
      t.note = note;
      t.cause = cause;
      report (user, &t);
    }
  free (v);
  return (long) n;
}
