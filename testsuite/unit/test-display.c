/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-display.c - the two display engines and the classes the scanner
 * decides with.
 *
 * - Where FriBidi 1.0.8 and ICU 72 (Chromium) resolve different levels,
 *   each engine must give its own answer: bidiguard shows what each
 *   family of viewers shows (rule N0 with sos, rule W7 across a closed
 *   isolate, Unicode 10 character data).
 * - The scanner's classes (bg_bidi_type) are ICU's u_charDirection for
 *   every code point, so the quiet walk reasons with today's Unicode;
 *   bg_class_differs marks exactly where FriBidi's data differs.
 * - Characters added in Unicode 11-15 have the classes of today's data.
 * - text.h's character predicates (bg_is_control, bg_is_rtl_class ...)
 *   agree with the classes of every code point.
 */
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "driver/driver.h"
#include "unit.h"
#include "fribidi-gaps.h"

/* Levels of CP[0..N) by ENGINES under BASE as "P;L L L" into OUT.  */
static void
levels_of (enum bg_engines engines, enum bg_base base, const unsigned *cp,
	   size_t n, char *out, size_t outlen)
{
  struct bg_options opts;
  bg_options_init (&opts);
  opts.engines = engines;
  struct bg_scanner *sc = bg_scanner_new (&opts);
  int par = -9, levels[64];
  size_t order[64];
  out[0] = '\0';
  if (!sc || n > 64
      || !bg_scanner_resolve_levels (sc, cp, n, base, &par, levels, order))
    {
      snprintf (out, outlen, "(failed)");
      bg_scanner_free (sc);
      return;
    }
  size_t k = (size_t) snprintf (out, outlen, "%d;", par);
  for (size_t i = 0; i < n && k < outlen; i++)
    k += (size_t) (levels[i] < 0
		     ? snprintf (out + k, outlen - k, "%sx", i ? " " : "")
		     : snprintf (out + k, outlen - k, "%s%d", i ? " " : "",
				 levels[i]));
  bg_scanner_free (sc);
}

struct engine_case
{
  const char *name;
  unsigned cp[24];
  size_t n;
  enum bg_base base;
  const char *icu, *fribidi;  /* FRIBIDI: where the installed one has GAP */
  unsigned gap;
};

static const struct engine_case engine_cases[] = {
  /* N0: the strong type before a bracket pair is sos at the start of the
     isolating run sequence; FriBidi looks past it (still in 1.0.16).  */
  { "N0 takes sos: x RLE x PDF ( alef )",
    { 'x', 0x202B, 'x', 0x202C, '(', 0x05D0, ')' }, 7, BG_BASE_LTR,
    "0;0 x 2 x 1 1 1", "0;0 x 2 x 0 1 0", GAP_N0 },
  /* W7: digits in an RLI look for the strong type inside it, not into an
     earlier closed LRI.  */
  { "W7 does not look into a closed LRI",
    { 0x2066, 'A', 0x2069, ' ', 0x2067, '4', ' ', '0', 0x2069 }, 9,
    BG_BASE_LTR, "0;0 2 0 0 0 2 1 2 0", "0;0 2 0 0 0 2 2 2 0", GAP_W7 },
  /* Unicode 11: U+1EC71 (Indic Siyaq) is AL; FriBidi 1.0.8 has L.  */
  { "U+1EC71 is AL (Unicode 11)", { 0x1EC71, ' ', '1' }, 3, BG_BASE_LTR,
    "0;1 1 2", "0;0 0 0", GAP_UNICODE },
  /* Unicode 12: U+1ED01 (Ottoman Siyaq) is AL.  */
  { "U+1ED01 is AL (Unicode 12)", { 0x1ED01, ' ', '1' }, 3, BG_BASE_LTR,
    "0;1 1 2", "0;0 0 0", GAP_UNICODE },
  /* Unicode 11: Hanifi Rohingya U+10D00 is AL (FriBidi: R); a number
     after AL is AN (W2), after R it stays EN: the levels agree, the
     classes differ (tested below).  */
  { "U+10D00 then a number", { 0x10D00, '1' }, 2, BG_BASE_LTR,
    "0;1 2", "0;1 2", GAP_UNICODE },
  /* Unicode 14: Arabic Extended-B U+0870 is AL (FriBidi: R).  A European
     number after AL becomes AN, so "1-2" (EN ES EN) no longer joins: W4
     needs EN on both sides of ES, and AN ES AN does not.  */
  { "U+0870 then 1-2 (W2 makes AN)", { 0x0870, '1', '-', '2' }, 4,
    BG_BASE_LTR, "0;1 2 1 2", "0;1 2 2 2", GAP_UNICODE },
  /* A paragraph separator (class B: U+2029, U+0085, U+001C-1E) ends a
     paragraph with an isolate or embedding still open: it takes the
     paragraph level, the isolate's initiator before it too (L1), and the
     next paragraph starts afresh (P1, X8).  The first is the reference
     display of the line x"waw""<U+2029>mem under base auto, on which
     FriBidi 1.0.8 reads freed memory unless display.c keeps the
     separator from it (make valgrind proves that part).  */
  { "L FSI R PDI FSI <U+2029> (ltr)",
    { 0x200E, 'x', '"', 0x2068, 0x0648, 0x2069, '"', '"', 0x2068, 0x2029,
      0x200F, 0x05DE, 0x2069 }, 13, BG_BASE_LTR,
    "0;0 0 0 0 1 0 0 0 0 0 1 1 0", NULL, 0 },
  { "L FSI R PDI FSI <U+2029> (auto)",
    { 0x200E, 'x', '"', 0x2068, 0x0648, 0x2069, '"', '"', 0x2068, 0x2029,
      0x200F, 0x05DE, 0x2069 }, 13, BG_BASE_AUTO,
    "0;0 0 0 0 1 0 0 0 0 0 1 1 1", NULL, 0 },
  { "L FSI R PDI FSI <U+2029> (rtl)",
    { 0x200E, 'x', '"', 0x2068, 0x0648, 0x2069, '"', '"', 0x2068, 0x2029,
      0x200F, 0x05DE, 0x2069 }, 13, BG_BASE_RTL,
    "1;2 2 1 1 3 1 1 1 1 1 1 1 1", NULL, 0 },
  { "a LRI alef PDI RLI <U+0085> b (ltr)",
    { 'a', 0x2066, 0x05D0, 0x2069, 0x2067, 0x0085, 'b' }, 7, BG_BASE_LTR,
    "0;0 0 3 0 0 0 0", NULL, 0 },
  { "a LRI alef PDI RLI <U+0085> b (rtl)",
    { 'a', 0x2066, 0x05D0, 0x2069, 0x2067, 0x0085, 'b' }, 7, BG_BASE_RTL,
    "1;2 1 3 1 1 1 2", NULL, 0 },
  { "a FSI alef PDI FSI RLE <U+001C> bet (auto)",
    { 'a', 0x2068, 0x05D0, 0x2069, 0x2068, 0x202B, 0x001C, 0x05D1 }, 8,
    BG_BASE_AUTO, "0;0 0 1 0 0 x 0 1", NULL, 0 },
  { "a FSI alef PDI FSI RLE <U+001C> bet (rtl)",
    { 'a', 0x2068, 0x05D0, 0x2069, 0x2068, 0x202B, 0x001C, 0x05D1 }, 8,
    BG_BASE_RTL, "1;2 1 3 1 1 x 1 1", NULL, 0 },
  { "a RLI alef <U+2029> b PDI (rtl)",
    { 'a', 0x2067, 0x05D0, 0x2029, 'b', 0x2069 }, 6, BG_BASE_RTL,
    "1;2 1 3 1 2 1", NULL, 0 },
  { "a RLE alef space <U+001E> bet PDF (ltr)",
    { 'a', 0x202B, 0x05D0, ' ', 0x001E, 0x05D1, 0x202C }, 7, BG_BASE_LTR,
    "0;0 x 1 0 0 1 x", NULL, 0 },
  { "<U+2029> <U+001D> alef (rtl)", { 0x2029, 0x001D, 0x05D0 }, 3,
    BG_BASE_RTL, "1;1 1 1", NULL, 0 },
};

/* Code points whose class changed or that were added after Unicode 10,
   with today's class (UCD 15.0 DerivedBidiClass.txt).  */
static const struct
{
  unsigned cp;
  FriBidiCharType type;
  const char *what;
} new_chars[] = {
  { 0x1EC71, FRIBIDI_TYPE_AL, "Indic Siyaq number (11.0)" },
  { 0x1ED01, FRIBIDI_TYPE_AL, "Ottoman Siyaq number (12.0)" },
  { 0x10D00, FRIBIDI_TYPE_AL, "Hanifi Rohingya letter (11.0)" },
  { 0x10D30, FRIBIDI_TYPE_AN, "Hanifi Rohingya digit (11.0)" },
  { 0x0870, FRIBIDI_TYPE_AL, "Arabic Extended-B (14.0)" },
  { 0x0890, FRIBIDI_TYPE_AN, "Arabic pound mark above (14.0)" },
  { 0x10E80, FRIBIDI_TYPE_RTL, "Yezidi letter (13.0)" },
  { 0x10F70, FRIBIDI_TYPE_RTL, "Old Uyghur letter (14.0)" },
  { 0x10EAB, FRIBIDI_TYPE_NSM, "Yezidi combining mark (13.0)" },
  { 0x20C0, FRIBIDI_TYPE_ET, "Som sign (14.0)" },
  { 0x1FBF0, FRIBIDI_TYPE_EN, "segmented digit zero (13.0)" },
};

static void
count_finding (void *user, const struct bg_finding *f)
{
  (void) f;
  ++*(int *) user;
}

/* Without ICU: FriBidi alone, the same findings where FriBidi sees them,
   and one notice.  */
static void
without_icu (void)
{
  struct bg_options opts;
  bg_options_init (&opts);
  struct bg_scanner *sc = bg_scanner_new (&opts);
  if (!UNIT_CHECK (sc != NULL, "scanner"))
    return;
  bg_scanner_set_icu_library (sc, "libbidiguard-no-such-icu.so");
  UNIT_CHECK (bg_scanner_notice (sc) == NULL, "a notice before any line");
  const char ascii[] = "int x = 10 - 3;\n";
  int n = 0;
  bg_scan_buffer (sc, ascii, sizeof ascii - 1, count_finding, &n);
  UNIT_CHECK (n == 0 && bg_scanner_notice (sc) == NULL,
	      "an ASCII line needs no ICU");
  /* Letters, numbers and ASCII punctuation: plain-levels.c displays
     them as ICU does, without ICU, so nothing is said yet.  */
  const char plain[] = "x = \"\xd7\x90\", 10 - 3, \"\xd7\x91\";\n";
  bg_scan_buffer (sc, plain, sizeof plain - 1, count_finding, &n);
  UNIT_CHECK (n == 1 && bg_scanner_notice (sc) == NULL,
	      "a plain line needs no ICU: %d findings, expected 1", n);
  n = 0;
  /* RLM 10 - 3 RLM: a reorder in both engines.  */
  const char marks[] = "int x = /*\xe2\x80\x8f*/ 10 - 3 /*\xe2\x80\x8f*/;\n";
  bg_scan_buffer (sc, marks, sizeof marks - 1, count_finding, &n);
  UNIT_CHECK (n == 1, "without ICU: %d findings, expected 1", n);
  const char *notice = bg_scanner_notice (sc);
  UNIT_CHECK (notice && strstr (notice, "FriBidi alone"),
	      "notice: %s", notice ? notice : "(none)");
  UNIT_CHECK (bg_scanner_notice (sc) == NULL, "the notice comes once");
  /* U+1EC71 around 10 - 3: ICU shows it, and so does FriBidi alone
     with Unicode 17's classes (AN) where its own data (L) does not.  */
  const char siyaq[] = "int x = /*\xf0\x9e\xb1\xb1*/ 10 - 3 "
		       "/*\xf0\x9e\xb1\xb1*/;\n";
  n = 0;
  bg_scan_buffer (sc, siyaq, sizeof siyaq - 1, count_finding, &n);
  UNIT_CHECK (n == 1, "FriBidi alone on U+1EC71: %d findings, expected 1",
	      n);
  bg_scanner_free (sc);
}

/* The character predicates of text.h say, over every code point, what
   the classes of the characters say (the marks are the three controls
   that are not explicit formatting characters).  */
static void
vocabulary (void)
{
  unsigned long wrong = 0, controls = 0;
  for (uint32_t c = 0; c <= 0x10FFFF; c++)
    {
      FriBidiCharType t = bg_bidi_type (c);
      int explicit_ = FRIBIDI_IS_EXPLICIT (t) != 0;
      int isolate = FRIBIDI_IS_ISOLATE (t) != 0;
      int mark = c == FRIBIDI_CHAR_LRM || c == FRIBIDI_CHAR_RLM
		 || c == BG_CHAR_ALM;
      int terminator = t == FRIBIDI_TYPE_PDF || t == FRIBIDI_TYPE_PDI;
      int control = explicit_ || isolate || mark;
      int rtl = FRIBIDI_IS_RTL (t) != 0;
      controls += (unsigned long) control;
      wrong += !bg_is_control (c) != !control;
      wrong += !bg_is_mark (c) != !mark;
      wrong += !bg_is_terminator (c) != !terminator;
      wrong += !bg_is_override (c) != !FRIBIDI_IS_OVERRIDE (t);
      wrong += !bg_is_embedding (c) != !(explicit_ && !terminator);
      wrong += !bg_is_isolate (c) != !(isolate && !terminator);
      wrong += !bg_is_rtl_initiator (c) != !(control && !mark && !terminator
					      && rtl);
      wrong += !bg_is_rtl_control (c) != !(control && !terminator && rtl);
      wrong += !bg_is_rtl_letter (t) != !(FRIBIDI_IS_LETTER (t) && rtl);
      wrong += !bg_is_rtl_class (t) != !((FRIBIDI_IS_LETTER (t) && rtl)
					  || t == FRIBIDI_TYPE_AN);
    }
  UNIT_CHECK (controls == 12, "%lu controls and marks, expected 12",
	      controls);
  UNIT_CHECK (wrong == 0, "%lu answers of the character predicates differ "
	      "from the classes", wrong);
}

/* bg_mirror answers a range itself: it must be FriBidi's answer at every
   code point, the gap included.  Every character it mirrors is of class
   ON in the line's classes: the spoof check looks for a mirrored one
   among those only (survey_atom), and so does the reader (prepare).  */
static void
mirror_glyphs (void)
{
  unsigned long wrong = 0, mirrored = 0, not_on = 0;
  for (uint32_t c = 0; c <= 0x10FFFF; c++)
    {
      FriBidiChar m;
      uint32_t want = fribidi_get_mirror_char (c, &m) ? m : c;
      wrong += bg_mirror (c) != want;
      mirrored += want != c;
      not_on += want != c && bg_bidi_type (c) != FRIBIDI_TYPE_ON;
    }
  UNIT_CHECK (wrong == 0, "bg_mirror differs from FriBidi at %lu code "
	      "points", wrong);
  UNIT_CHECK (not_on == 0, "%lu mirrored characters not of class ON",
	      not_on);
  UNIT_CHECK (mirrored > 300, "only %lu mirrored characters", mirrored);
}

/* A display whose caller hands the line's classes over (typed) is the
   display that looks them up, by every engine.  ICU with Unicode 17's
   classes is told, through its class callback, only the classes that are
   not its own (struct bg_class_override, built by display.c whether the
   caller hands the line's classes over or not): it must display as when
   it is told every class.  Random lines (short
   enough to go to ICU whole) of characters the class sets disagree on,
   between Hebrew, Arabic digits, European digits, brackets, isolates and
   embeddings, under each base direction.  */
static void
unicode17_overrides (struct bg_icu *icu)
{
  enum { POOL = 400, LEN = 48 };
  static uint32_t pool[POOL];
  size_t np = 0;
  static const uint32_t common[] = {
    0x05D0, 0x05D1, 'a', 'b', '1', '2', ' ', '(', ')', '[', ']', '-', ',',
    0x0661, 0x2067, 0x2068, 0x2069, 0x202A, 0x202B, 0x202C, 0x200F,
  };
  for (size_t k = 0; k < sizeof common / sizeof *common; k++)
    pool[np++] = common[k];
  /* The characters whose Unicode 17 class is not ICU's, spread over the
     code space; no paragraph separator (one paragraph a line).  */
  unsigned long u17_not_icu = 0;
  for (uint32_t c = 0; c <= 0x10FFFF; c++)
    if (bg_class_differs (c) && bg_unicode17_type (c) != bg_bidi_type (c)
	&& bg_unicode17_type (c) != FRIBIDI_TYPE_BS
	&& bg_bidi_type (c) != FRIBIDI_TYPE_BS)
      u17_not_icu++;
  unsigned long step = u17_not_icu / (POOL - np) + 1, seen = 0;
  for (uint32_t c = 0; c <= 0x10FFFF && np < POOL; c++)
    if (bg_class_differs (c) && bg_unicode17_type (c) != bg_bidi_type (c)
	&& bg_unicode17_type (c) != FRIBIDI_TYPE_BS
	&& bg_bidi_type (c) != FRIBIDI_TYPE_BS && seen++ % step == 0)
      pool[np++] = c;
  struct bg_display plain = { 0 }, typed = { 0 };
  signed char want_levels[LEN];
  int32_t want_map[LEN];
  struct bg_class_override all = { .all = true };
  uint64_t r = 99;
  unsigned long lines = 0, differ = 0, told = 0, typed_differ = 0;
  for (int round = 0; round < 3000; round++)
    {
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      size_t n = 1 + (size_t) (r >> 40) % LEN;
      if (!bg_display_reserve (&plain, n) || !bg_display_reserve (&typed, n))
	break;
      size_t differs = 0;
      for (size_t i = 0; i < n; i++)
	{
	  r = r * 6364136223846793005ull + 1442695040888963407ull;
	  /* Half of the characters from the common few.  */
	  uint32_t c = (r >> 63) ? common[(r >> 33) % (sizeof common
						     / sizeof *common)]
				 : pool[(r >> 33) % np];
	  plain.cp[i] = typed.cp[i] = c;
	  differs += (size_t) bg_class_differs (c);
	}
      enum bg_base base = (enum bg_base) (round % 3);
      /* Every engine: the classes handed over by a caller that decoded
	 the line (typed) are those it would look up.  */
      int same = 1;
      for (int e = 0; e < BG_ENGINE_IDS; e++)
	{
	  for (size_t i = 0; i < n; i++)
	    typed.type[i] = bg_bidi_type (typed.cp[i]);
	  typed.typed = true;
	  typed.differs = differs;
	  if (bg_display_run (&plain, n, base, (enum bg_engine_id) e, icu) <= 0
	      || bg_display_run (&typed, n, base, (enum bg_engine_id) e,
				 icu) <= 0)
	    {
	      UNIT_CHECK (false, "engine %d failed", e);
	      return;
	    }
	  int alike = plain.par_level == typed.par_level;
	  for (size_t i = 0; i < n; i++)
	    alike &= plain.level[i] == typed.level[i]
		     && plain.map[i] == typed.map[i]
		     && plain.type[i] == typed.type[i];
	  typed_differ += !alike;
	  if (e != BG_ENGINE_ICU_U17)
	    continue;
	  told += plain.ovr.n;
	  int par;
	  if (bg_icu_run (icu, plain.cp, n, plain.par_level, want_levels,
			  want_map, &par, &all) <= 0)
	    {
	      UNIT_CHECK (false, "ICU told every class failed");
	      return;
	    }
	  for (size_t i = 0; i < n; i++)
	    same &= plain.level[i] == want_levels[i]
		    && plain.map[i] == want_map[i];
	}
      lines++;
      differ += !same;
    }
  bg_display_free (&plain);
  bg_display_free (&typed);
  UNIT_CHECK (differ == 0 && lines == 3000, "ICU with Unicode 17 classes "
	      "told only where they are not its own: %lu of %lu lines "
	      "display otherwise than told every class", differ, lines);
  /* ICU with Unicode 17 data has nothing to be told.  */
  UNIT_CHECK (told > 0 || u17_not_icu == 0, "no class was handed to ICU");
  UNIT_CHECK (typed_differ == 0, "%lu displays of %lu lines differ when "
	      "the caller hands the classes over", typed_differ, lines);
  printf ("# ICU with Unicode 17 classes: %lu lines, %lu classes handed "
	  "over (%lu code points differ from ICU's own)\n", lines, told,
	  u17_not_icu);
}

/* findings.c skips FriBidi's display of a left-to-right line made only of
   strong letters, numbers, separators, terminators, plain neutrals and
   ASCII brackets (engines_agree), taking ICU's for it: the two engines
   must then resolve the same levels and the same visual order.  Random
   lines of every such class, short ones and ones past SEGMENT_MIN that
   ICU gets in segments, base left to right and auto.  */
static void
engines_agree_on_plain_classes (void)
{
  static const unsigned alphabet[] = {
    'a', 'Z', 0x00E9, 0x05D0, 0x05E9, 0x0627, 0x0644, '0', '7', 0x00B2,
    0x0660, 0x06F3, '+', '-', '#', '$', '%', 0x00B0, 0x066A, ',', '.',
    '/', ':', 0x00A0, 0x060C, '!', '"', '\'', '*', ';', '<', '=', '>',
    '?', '@', '_', '|', '~', 0x00AB, 0x00BB, 0x061F, '(', ')', '[', ']',
    '{', '}', ' ', 0x2003, '\t',
  };
  const size_t nalpha = sizeof alphabet / sizeof *alphabet;
  enum { MAX = 600, LINES = 4000 };
  struct bg_options opts;
  bg_options_init (&opts);
  opts.engines = BG_ENGINES_FRIBIDI;
  struct bg_scanner *fri = bg_scanner_new (&opts);
  opts.engines = BG_ENGINES_ICU;
  struct bg_scanner *icu = bg_scanner_new (&opts);
  static unsigned cp[MAX];
  static int lf[MAX], li[MAX];
  static size_t of[MAX], oi[MAX];
  unsigned long seed = 33, differ = 0, lines = 0, lines_compared = 0;
  for (int k = 0; fri && icu && k < LINES; k++)
    {
      seed = seed * 6364136223846793005ul + 1442695040888963407ul;
      size_t n = 1 + (seed >> 33) % (k % 8 ? 60 : MAX);
      for (size_t i = 0; i < n; i++)
	{
	  seed = seed * 6364136223846793005ul + 1442695040888963407ul;
	  cp[i] = alphabet[(seed >> 33) % nalpha];
	}
      enum bg_base base = k % 2 ? BG_BASE_AUTO : BG_BASE_LTR;
      int pf, pi;
      if (!bg_scanner_resolve_levels (fri, cp, n, base, &pf, lf, of)
	  || !bg_scanner_resolve_levels (icu, cp, n, base, &pi, li, oi))
	break;
      lines++;
      if (pi != 0)
	continue;  /* engines_agree asks for a left-to-right paragraph */
      bool rtl = false;
      for (size_t i = 0; i < n; i++)
	rtl |= bg_is_rtl_letter (bg_bidi_type (cp[i]));
      if (!rtl)
	continue;  /* and a right-to-left letter */
      lines_compared++;
      bool same = pf == pi;
      for (size_t i = 0; i < n && same; i++)
	same = lf[i] == li[i] && of[i] == oi[i];
      differ += !same;
      if (!same && getenv ("SHOW_DIFF"))
	{
	  for (size_t i = 0; i < n; i++)
	    printf ("%04X:%d/%d:%zu/%zu ", cp[i], lf[i], li[i], of[i], oi[i]);
	  printf ("\n");
	}
    }
  UNIT_CHECK (lines == LINES, "engines failed after %lu lines", lines);
  UNIT_CHECK (differ == 0 && lines_compared > LINES / 2,
	      "FriBidi and ICU differ on %lu of %lu plain lines", differ,
	      lines_compared);
  bg_scanner_free (fri);
  bg_scanner_free (icu);
}

static bool
icu_pairs (void *icu, uint32_t c)
{
  return bg_icu_bracket (icu, c) != FRIBIDI_NO_BRACKET;
}

/* One paragraph by plain-levels.c against ICU's ubidi on the same
   classes: LEVEL, CP[0..N).  Returns -1 when plain-levels.c refuses it,
   else whether levels and visual order are ICU's.  */
static int
plain_is_icu (struct bg_icu *icu, const uint32_t *cp, size_t n, int level)
{
  enum { MAX = 700 };
  static FriBidiCharType t[MAX];
  static unsigned char scratch[MAX];
  static FriBidiLevel lv[MAX];
  static FriBidiStrIndex map[MAX];
  static signed char ilv[MAX];
  static int32_t imap[MAX];
  if (n > MAX)
    return 0;
  for (size_t i = 0; i < n; i++)
    t[i] = bg_bidi_type (cp[i]);
  struct bg_plain_brackets by_icu = { icu_pairs, icu };
  if (!bg_plain_levels (cp, t, n, level, &by_icu, scratch, lv, map, 0))
    return -1;
  int pl;
  if (bg_icu_run (icu, cp, n, level, ilv, imap, &pl, NULL) != 1)
    return 0;
  bool same = true;
  for (size_t i = 0; i < n; i++)
    same &= lv[i] == ilv[i] && map[i] == imap[i];
  if (!same && getenv ("SHOW_DIFF"))
    {
      printf ("# level %d:", level);
      for (size_t i = 0; i < n; i++)
	printf (" %04X:%d/%d:%d/%d", (unsigned) cp[i], lv[i], ilv[i],
		(int) map[i], (int) imap[i]);
      printf ("\n");
    }
  return same;
}

/* display.c resolves a plain paragraph (no control; classes L R AL EN AN
   ES ET CS ON WS S; a right-to-left letter; few ASCII brackets) by
   plain-levels.c instead of ICU, so the two must agree to the level and
   the visual position: random lines drawn from exactly those classes
   and brackets at both paragraph levels, and the lines of bench (d).
   What plain-levels.c must refuse, it refuses.  */
static void
plain_levels_are_icus (void)
{
  static const uint32_t alphabet[] = {
    'a', 'Z', 0x00E9, 0x05D0, 0x05E9, 0x0627, 0x0644, 0x0710, '0', '7',
    0x00B2, 0x06F3, 0x0660, 0x0600, 0x066B, '+', '-', '#', '$', '%',
    0x00B0, 0x066A, ',', '.', '/', ':', 0x00A0, 0x060C, '!', '"', '\'',
    '*', ';', '<', '=', '>', '?', '@', '_', '|', '~', 0x00AB, 0x00BB,
    0x061F, '(', ')', '[', ']', '{', '}', '(', ')', '[', ']', ' ', ' ',
    0x2003, 0x000C, '\t', 0x000B, 0x001F, 0x200E, 0x200F, 0x061C,
  };
  const size_t nalpha = sizeof alphabet / sizeof *alphabet;
  static const char *const hebrew[] = {
    "\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD",
    "\u05D4\u05E7\u05D5\u05D1\u05E5 \u05E0\u05E9\u05DE\u05E8",
    "\u05D4\u05D2\u05D3\u05E8\u05D5\u05EA \u05D4\u05DE\u05E9\u05EA\u05DE\u05E9",
    "\u05E8\u05E9\u05D9\u05DE\u05EA \u05E7\u05D1\u05E6\u05D9\u05DD",
    "\u05E9\u05D2\u05D9\u05D0\u05D4 \u05D1\u05E7\u05E8\u05D9\u05D0\u05D4",
    "\u05D2\u05E8\u05E1\u05D4 \u05D7\u05D3\u05E9\u05D4 \u05D6\u05DE\u05D9\u05E0\u05D4",
  };
  static const char *const arabic[] = {
    "\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
    "\u062A\u0645 \u062D\u0641\u0638 \u0627\u0644\u0645\u0644\u0641",
    "\u0625\u0639\u062F\u0627\u062F\u0627\u062A \u0627\u0644\u0645\u0633\u062A\u062E\u062F\u0645",
    "\u0642\u0627\u0626\u0645\u0629 \u0627\u0644\u0645\u0644\u0641\u0627\u062A",
    "\u062E\u0637\u0623 \u0641\u064A \u0627\u0644\u0642\u0631\u0627\u0621\u0629",
  };
  enum { LINES = 20000, MAX = 600 };
  struct bg_icu *icu = bg_icu_new ();
  if (!UNIT_CHECK (icu && bg_icu_load (icu), "ICU cannot be loaded"))
    {
      bg_icu_free (icu);
      return;
    }
  static uint32_t cp[MAX];
  unsigned long seed = 9, differ = 0, taken = 0;
  for (int k = 0; k < LINES; k++)
    {
      seed = seed * 6364136223846793005ul + 1442695040888963407ul;
      size_t n = 1 + (seed >> 33) % (k % 16 ? 40 : MAX);
      for (size_t i = 0; i < n; i++)
	{
	  seed = seed * 6364136223846793005ul + 1442695040888963407ul;
	  cp[i] = alphabet[(seed >> 33) % nalpha];
	}
      for (int level = 0; level < 2; level++)
	{
	  int r = plain_is_icu (icu, cp, n, level);
	  taken += r >= 0;
	  differ += r == 0;
	}
    }
  UNIT_CHECK (differ == 0 && taken > LINES,
	      "plain-levels.c and ICU differ on %lu of %lu random lines",
	      differ, taken);
  unsigned long dense = 0, dense_differ = 0;
  for (size_t h = 0; h < sizeof hebrew / sizeof *hebrew; h++)
    for (size_t a = 0; a < sizeof arabic / sizeof *arabic; a++)
      {
	char line[256];
	snprintf (line, sizeof line, "  say (\"%s\"); /* %s */", hebrew[h],
		  arabic[a]);
	size_t n = 0, len = strlen (line);
	for (size_t at = 0; at < len; n++)
	  at += bg_utf8_decode ((const unsigned char *) line + at, len - at,
				&cp[n]);
	for (int level = 0; level < 2; level++)
	  {
	    int r = plain_is_icu (icu, cp, n, level);
	    dense += r >= 0;
	    dense_differ += r != 1;
	  }
      }
  UNIT_CHECK (dense == 60 && dense_differ == 0,
	      "bench (d) lines: %lu taken, %lu not ICU's", dense,
	      dense_differ);
  /* The marks are letters to UAX #9 (LRM L, RLM R, ALM AL), and taken.
     Refused: an override, a combining mark, a line without a right-to-left
     letter (ICU's shortcut), 63 openers, a bracket outside ASCII.  */
  static const uint32_t refused[][4] = {
    { 0x05D0, 0x202E, 'a' }, { 0x05D0, 0x0301, 'a' }, { 'a', 0x0660, ' ' },
    { 0x05D0, 0x2329, 0x232A }, { 0x05D0, 0x2066, 0x2069 },
  };
  for (size_t k = 0; k < sizeof refused / sizeof *refused; k++)
    UNIT_CHECK (plain_is_icu (icu, refused[k], 3, 0) == -1,
		"refused line %zu taken", k);
  for (size_t i = 0; i < 64; i++)
    cp[i] = i ? '(' : 0x05D0;
  UNIT_CHECK (plain_is_icu (icu, cp, 64, 0) == -1, "63 openers taken");
  UNIT_CHECK (plain_is_icu (icu, cp, 63, 0) == 1, "62 openers not ICU's");
  printf ("# plain-levels.c: %lu random lines and %lu of bench (d) as ICU "
	  "resolves them\n", taken, dense);
  bg_icu_free (icu);
}

int
main (void)
{
  vocabulary ();
  engines_agree_on_plain_classes ();
  plain_levels_are_icus ();
  mirror_glyphs ();
  without_icu ();
  char got[256];
  for (size_t k = 0; k < sizeof engine_cases / sizeof *engine_cases; k++)
    {
      const struct engine_case *c = &engine_cases[k];
      levels_of (BG_ENGINES_ICU, c->base, c->cp, c->n, got, sizeof got);
      UNIT_CHECK (strcmp (got, c->icu) == 0, "%s: ICU %s, expected %s",
		  c->name, got, c->icu);
      const char *want = (c->gap & fribidi_gaps ()) ? c->fribidi : c->icu;
      levels_of (BG_ENGINES_FRIBIDI, c->base, c->cp, c->n, got, sizeof got);
      UNIT_CHECK (strcmp (got, want) == 0, "%s: FriBidi %s, expected %s",
		  c->name, got, want);
    }

  for (size_t k = 0; k < sizeof new_chars / sizeof *new_chars; k++)
    UNIT_CHECK (bg_bidi_type (new_chars[k].cp) == new_chars[k].type,
		"U+%04X %s: class %#x, expected %#x", new_chars[k].cp,
		new_chars[k].what, (unsigned) bg_bidi_type (new_chars[k].cp),
		(unsigned) new_chars[k].type);

  /* Every code point: the scanner's class is ICU's, and the difference
     flag says exactly where FriBidi disagrees.  */
  static const FriBidiCharType by_icu[] = {
    FRIBIDI_TYPE_LTR, FRIBIDI_TYPE_RTL, FRIBIDI_TYPE_EN, FRIBIDI_TYPE_ES,
    FRIBIDI_TYPE_ET, FRIBIDI_TYPE_AN, FRIBIDI_TYPE_CS, FRIBIDI_TYPE_BS,
    FRIBIDI_TYPE_SS, FRIBIDI_TYPE_WS, FRIBIDI_TYPE_ON, FRIBIDI_TYPE_LRE,
    FRIBIDI_TYPE_LRO, FRIBIDI_TYPE_AL, FRIBIDI_TYPE_RLE, FRIBIDI_TYPE_RLO,
    FRIBIDI_TYPE_PDF, FRIBIDI_TYPE_NSM, FRIBIDI_TYPE_BN, FRIBIDI_TYPE_FSI,
    FRIBIDI_TYPE_LRI, FRIBIDI_TYPE_RLI, FRIBIDI_TYPE_PDI,
  };
  struct bg_icu *icu = bg_icu_new ();
  if (UNIT_CHECK (icu && bg_icu_load (icu), "ICU: %s",
		  icu && bg_icu_error (icu) ? bg_icu_error (icu) : "?"))
    {
      unsigned long wrong = 0, flag_wrong = 0, differ = 0;
      for (uint32_t c = 0; c <= 0x10FFFF; c++)
	{
	  int d = bg_icu_char_class (icu, c);
	  FriBidiCharType want = d >= 0 && (size_t) d < sizeof by_icu
					    / sizeof *by_icu
				   ? by_icu[d] : FRIBIDI_TYPE_ON;
	  wrong += bg_bidi_type (c) != want;
	  FriBidiCharType fribidi = fribidi_get_bidi_type (c);
	  FriBidiCharType u17 = bg_unicode17_type (c);
	  differ += (unsigned long) (fribidi != want);
	  int differs = fribidi != want || u17 != want || u17 != fribidi;
	  flag_wrong += differs != bg_class_differs (c);
	}
      UNIT_CHECK (wrong == 0, "%lu code points with another class than "
		  "ICU's", wrong);
      UNIT_CHECK (flag_wrong == 0, "%lu code points with a wrong "
		  "bg_class_differs", flag_wrong);
      printf ("# ICU %s (Unicode %s) and FriBidi %s differ on %lu code "
	      "points\n", bg_icu_version (), bg_unicode_version (),
	      FRIBIDI_VERSION, differ);
      unicode17_overrides (icu);
    }
  bg_icu_free (icu);

  /* ASCII and Hebrew/Arabic: the scanner's own tables agree with it.  */
  for (uint32_t c = 0; c < 0x0900; c++)
    if (c < 128 || c >= 0x0590)
      UNIT_CHECK (!bg_class_differs (c) || c >= 0x07FD,
		  "U+%04X: FriBidi and ICU differ", c);
  /* The scanner's table of General Punctuation assumes no difference.  */
  for (uint32_t c = 0x2000; c < 0x2070; c++)
    UNIT_CHECK (!bg_class_differs (c), "U+%04X: FriBidi and ICU differ", c);
  return unit_finish ("test-display");
}
