/* SPDX-License-Identifier: GPL-3.0-or-later */
/* unicode-classes.c - build tool: the bidi classes of today's Unicode
 * where they differ from FriBidi's, as a C table for the core.
 *
 * The scanner decides with the classes of the engine reviewers' viewers
 * use (ICU's u_charDirection), but it must not load ICU for a line that
 * turns out to be quiet.  So the classes are taken at build time from the
 * same ICU the plugin later dlopens (same major version) and stored as
 * the ranges where they differ from FriBidi's own data; everywhere else
 * FriBidi's lookup gives the same answer.  A second list of ranges tells
 * the quiet walk where ICU, FriBidi and Unicode 17 (the committed table
 * of plugin/core/gen/unicode17.mjs) do not all agree, and a third where
 * only FriBidi or Unicode 17 makes a character right to left.
 *
 * Usage: unicode-classes > unicode-classes.h   (links -licuuc)
 */
#include <stdint.h>
#include <stdio.h>

#include <fribidi.h>
#include <unicode/uchar.h>
#include <unicode/uvernum.h>

#include "class-ranges.h"
#include "unicode17-classes.h"

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

/* Unicode 17's class of C (a linear walk: this runs once a build).  */
static FriBidiCharType
unicode17 (long c, size_t *k)
{
  while (*k < COUNT (bg_unicode17_ranges) && bg_unicode17_ranges[*k].hi < c)
    ++*k;
  if (*k < COUNT (bg_unicode17_ranges) && bg_unicode17_ranges[*k].lo <= c)
    return bg_unicode17_ranges[*k].type;
  return FRIBIDI_TYPE_LTR;
}

static FriBidiCharType
to_fribidi (UCharDirection d)
{
  switch (d)
    {
    case U_LEFT_TO_RIGHT: return FRIBIDI_TYPE_LTR;
    case U_RIGHT_TO_LEFT: return FRIBIDI_TYPE_RTL;
    case U_RIGHT_TO_LEFT_ARABIC: return FRIBIDI_TYPE_AL;
    case U_EUROPEAN_NUMBER: return FRIBIDI_TYPE_EN;
    case U_EUROPEAN_NUMBER_SEPARATOR: return FRIBIDI_TYPE_ES;
    case U_EUROPEAN_NUMBER_TERMINATOR: return FRIBIDI_TYPE_ET;
    case U_ARABIC_NUMBER: return FRIBIDI_TYPE_AN;
    case U_COMMON_NUMBER_SEPARATOR: return FRIBIDI_TYPE_CS;
    case U_BLOCK_SEPARATOR: return FRIBIDI_TYPE_BS;
    case U_SEGMENT_SEPARATOR: return FRIBIDI_TYPE_SS;
    case U_WHITE_SPACE_NEUTRAL: return FRIBIDI_TYPE_WS;
    case U_OTHER_NEUTRAL: return FRIBIDI_TYPE_ON;
    case U_LEFT_TO_RIGHT_EMBEDDING: return FRIBIDI_TYPE_LRE;
    case U_LEFT_TO_RIGHT_OVERRIDE: return FRIBIDI_TYPE_LRO;
    case U_RIGHT_TO_LEFT_EMBEDDING: return FRIBIDI_TYPE_RLE;
    case U_RIGHT_TO_LEFT_OVERRIDE: return FRIBIDI_TYPE_RLO;
    case U_POP_DIRECTIONAL_FORMAT: return FRIBIDI_TYPE_PDF;
    case U_DIR_NON_SPACING_MARK: return FRIBIDI_TYPE_NSM;
    case U_BOUNDARY_NEUTRAL: return FRIBIDI_TYPE_BN;
    case U_FIRST_STRONG_ISOLATE: return FRIBIDI_TYPE_FSI;
    case U_LEFT_TO_RIGHT_ISOLATE: return FRIBIDI_TYPE_LRI;
    case U_RIGHT_TO_LEFT_ISOLATE: return FRIBIDI_TYPE_RLI;
    case U_POP_DIRECTIONAL_ISOLATE: return FRIBIDI_TYPE_PDI;
    default: return FRIBIDI_TYPE_ON;
    }
}

static int
is_rtl (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL || t == FRIBIDI_TYPE_AN;
}

/* Where any two of ICU, FriBidi and Unicode 17 disagree: the lines
   that need every class set's display.  K: unicode17's cursor.  */
static int
differs_anywhere (long c, size_t *k, int *ltr)
{
  (void) ltr;
  FriBidiCharType i = to_fribidi (u_charDirection ((UChar32) c));
  FriBidiCharType f = fribidi_get_bidi_type ((FriBidiChar) c);
  FriBidiCharType u = unicode17 (c, k);
  return i != f || u != i || u != f;
}

/* A character that FriBidi or Unicode 17 makes right to left and ICU
   does not (U+FDCF, U+FD40-FD4F: AL to FriBidi 1.0.8, ON to ICU 72) may
   still display out of order, and the test that skips lines without
   right-to-left text (which looks at ICU's class) must not skip it.
   *LTR is set when ICU makes one of them L: if none, a character ICU
   makes L (CJK, Indic scripts) is not looked up.  */
static int
rtl_elsewhere (long c, size_t *k, int *ltr)
{
  FriBidiCharType i = to_fribidi (u_charDirection ((UChar32) c));
  FriBidiCharType f = fribidi_get_bidi_type ((FriBidiChar) c);
  FriBidiCharType u = unicode17 (c, k);
  int elsewhere = !is_rtl (i) && (is_rtl (f) || is_rtl (u));
  *ltr |= elsewhere && i == FRIBIDI_TYPE_LTR;
  return elsewhere;
}

/* The table NAME of the ranges of code points that IN picks; returns
   what IN said through its flag.  */
static int
print_ranges (const char *name, int (*in) (long, size_t *, int *))
{
  printf ("static const struct bg_class_range %s[] = {\n", name);
  unsigned long count = 0;
  long lo = -1;
  size_t k = 0;
  int flag = 0;
  for (long c = 0; c <= 0x110000; c++)
    {
      int picked = c < 0x110000 && in (c, &k, &flag);
      if (lo >= 0 && !picked)
	{
	  printf ("  { 0x%04lX, 0x%04lX, 0 },\n", (unsigned long) lo,
		  (unsigned long) c - 1);
	  count++;
	  lo = -1;
	}
      if (picked && lo < 0)
	lo = c;
    }
  /* A range no character reaches, so that the table is never empty.  */
  if (count == 0)
    printf ("  { 0x110000, 0x110000, 0 },\n");
  printf ("};\n/* %lu ranges */\n", count);
  return flag;
}

int
main (void)
{
  printf ("/* Generated by plugin/core/gen/unicode-classes.c from ICU %s (Unicode"
	  " %s)\n   and FriBidi %s: where the classes differ.  */\n",
	  U_ICU_VERSION, U_UNICODE_VERSION, FRIBIDI_VERSION);
  printf ("#define BG_UNICODE_VERSION \"%s\"\n", U_UNICODE_VERSION);
  printf ("static const struct bg_class_range bg_class_ranges[] = {\n");
  unsigned long count = 0;
  long lo = -1;
  FriBidiCharType cur = 0;
  for (long c = 0; c <= 0x110000; c++)
    {
      int differs = 0;
      FriBidiCharType t = 0;
      if (c < 0x110000)
	{
	  t = to_fribidi (u_charDirection ((UChar32) c));
	  differs = t != fribidi_get_bidi_type ((FriBidiChar) c);
	}
      if (lo >= 0 && (!differs || t != cur))
	{
	  printf ("  { 0x%04lX, 0x%04lX, 0x%08lX },\n", (unsigned long) lo,
		  (unsigned long) c - 1, (unsigned long) cur);
	  count++;
	  lo = -1;
	}
      if (differs && lo < 0)
	lo = c, cur = t;
    }
  printf ("};\n/* %lu ranges */\n", count);
  print_ranges ("bg_differs_ranges", differs_anywhere);
  printf ("#define BG_RTL_ELSEWHERE_LTR %d\n",
	  print_ranges ("bg_rtl_elsewhere_ranges", rtl_elsewhere));
  return 0;
}
