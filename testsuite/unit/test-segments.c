/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-segments.c - a line displayed in segments displays as it does
 * whole (doc/design.md, "At any length, exactly").
 *
 * Every line of Unicode's BidiCharacterTest.txt and random lines of
 * letters, numbers, brackets, isolates, embeddings and marks are
 * displayed by each engine (ICU, FriBidi, and both with Unicode 17's
 * classes) twice: whole, as the engine alone shows them, and split at
 * every cut bg_split_paragraph allows, with its brackets.  Levels and
 * visual order must be the same.  Without ICU its two displays say
 * UNSUPPORTED.
 */
#include "text/text.h"
#include "bidi/bidi.h"
#include "unit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *const engine_names[BG_ENGINE_IDS] = {
  "ICU", "FriBidi", "ICU with Unicode 17", "FriBidi with Unicode 17"
};

/* The FriBidi whose behaviour segment.c's FriBidi cuts follow.  */
#define FRIBIDI_MODELLED                                                      \
  (FRIBIDI_MAJOR_VERSION == 1 && FRIBIDI_MINOR_VERSION == 0                   \
   && FRIBIDI_MICRO_VERSION == 8)

struct pair_of_displays
{
  struct bg_display whole, split;
  unsigned long lines, cuts, differ, file_differ;
};

/* CP[0..N) by E whole and in segments; false when they differ.  */
static bool
same_display (struct pair_of_displays *p, struct bg_icu *icu,
	      enum bg_engine_id e, const uint32_t *cp, size_t n,
	      enum bg_base base)
{
  struct bg_display *w = &p->whole, *s = &p->split;
  if (!bg_display_reserve (w, n) || !bg_display_reserve (s, n))
    abort ();
  memcpy (w->cp, cp, n * sizeof *cp);
  memcpy (s->cp, cp, n * sizeof *cp);
  memset (s->cut, 0, n);
  w->segment_min = SIZE_MAX;
  s->segment_min = 1;
  if (bg_display_run (w, n, base, e, icu) <= 0
      || bg_display_run (s, n, base, e, icu) <= 0)
    abort ();
  p->lines++;
  for (size_t i = 0; i < n; i++)
    p->cuts += s->cut[i];
  if (w->par_level != s->par_level)
    return false;
  for (size_t i = 0; i < n; i++)
    if (w->map[i] != s->map[i]
	|| (!FRIBIDI_IS_EXPLICIT_OR_BN (w->type[i])
	    && (w->level[i] - s->level[i]) % 2 != 0))
      return false;
  return true;
}

static void
print_line (const uint32_t *cp, size_t n)
{
  for (size_t i = 0; i < n; i++)
    printf ("%s%04X", i ? " " : "", (unsigned) cp[i]);
  printf ("\n");
}

/* BidiCharacterTest.txt: "code points;direction;...".  */
static void
character_test (struct pair_of_displays *p, struct bg_icu *icu,
		enum bg_engine_id e, const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    {
      printf ("UNSUPPORTED: %s not found\n", path);
      return;
    }
  char line[4096];
  uint32_t cp[512];
  unsigned long lineno = 0, shown = 0;
  while (fgets (line, sizeof line, f))
    {
      lineno++;
      if (line[0] == '#' || line[0] == '\n')
	continue;
      size_t n = 0;
      char *s = line;
      while (*s && *s != ';' && n < 512)
	{
	  char *end;
	  unsigned long v = strtoul (s, &end, 16);
	  if (end == s)
	    break;
	  cp[n++] = (uint32_t) v;
	  s = end;
	  while (*s == ' ')
	    s++;
	}
      if (*s != ';')
	continue;
      int dir = atoi (s + 1);
      enum bg_base base = dir == 0 ? BG_BASE_LTR
			  : dir == 1 ? BG_BASE_RTL : BG_BASE_AUTO;
      if (!same_display (p, icu, e, cp, n, base))
	{
	  p->differ++;
	  p->file_differ++;
	  if (shown++ < 5)
	    {
	      printf ("%s: line %lu of %s: split display differs: ",
		      engine_names[e], lineno, path);
	      print_line (cp, n);
	    }
	}
    }
  fclose (f);
}

static uint64_t
next (uint64_t *s)
{
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Random lines of what makes the rules interact.  */
static void
random_lines (struct pair_of_displays *p, struct bg_icu *icu,
	      enum bg_engine_id e, unsigned count, uint64_t seed, int plain)
{
  static const uint32_t pieces[] = {
    'a', 'b', 'a', 'x', 'a', 'b', 'a', 'x', 'a', 'b', 'a', 'x', 'a', 'b',
    'y', 'z', 0x05D0, 0x05D1, 0x05D0, 0x05D1, 0x05D0, 0x05D1, 0x0627, 0x0628, '1', '2', 0x0661,
    0x06F1, '(', ')', '(', ')', '[', ']', '{', '}', 0x2329, 0x3009, 0x2E55,
    0x2E56, ' ', ' ', ',', '.', '+', '-', '$', '%', '/', ':', 0x0300, 0x200D,
    '\t', 0x200E, 0x200F, 0x061C, 0x10D40, 0x1CCF0, 0xFBC3, 0x0897,
    /* the explicit controls last: PLAIN lines leave them out */
    0x2066, 0x2067, 0x2068, 0x2069, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E
  };
  size_t kinds = sizeof pieces / sizeof pieces[0] - (plain ? 9 : 0);
  uint32_t cp[400];
  unsigned long shown = 0;
  for (unsigned k = 0; k < count; k++)
    {
      size_t n = 1 + next (&seed) % 300;
      for (size_t i = 0; i < n; i++)
	cp[i] = pieces[next (&seed) % kinds];
      static const enum bg_base bases[] = { BG_BASE_LTR, BG_BASE_RTL,
					    BG_BASE_AUTO };
      enum bg_base base = bases[k % 3];
      if (!same_display (p, icu, e, cp, n, base))
	{
	  p->differ++;
	  if (n < shown || !shown)
	    {
	      shown = n;
	      printf ("%s: random line %u (base %d): split display differs: ",
		      engine_names[e], k, (int) base);
	      print_line (cp, n);
	    }
	}
    }
}

/* Lines found to display otherwise in segments, each with its base.  */
static void
known_lines (struct pair_of_displays *p, struct bg_icu *icu,
	     enum bg_engine_id e)
{
  /* A plain neutral after "} NSM" joins the next neutral and W1 merges
     both into the pair's closing run (FriBidi).  */
  static const uint32_t after_mark[][12] = {
    { 'a', '{', 'a', '}', 0x0300, '[', '}' },
    { 0x05D0, 'a', '{', 'a', '}', 0x0300, '{', 0x3009 },
    { 0x05D0, 'a', '[', 'a', ']', 0x0300, '[', ')' },
    { 'a', '(', 'a', ')', 0x0300, 0x0300, '(', ']', ']' },
    /* FriBidi makes an unmatched PDI ON: the ( after its mark merges */
    { '(', 'a', 0x2069, 0x0300, '(', ')', 'a' },
    { 0x2069, 0x0897, '(', 'a', 0x2329, ')', 'a', 0x3009 },
    /* across isolates: the run before the mark is the last isolate's */
    { 0x2068, '(', 0x05D0, ']', 0x2069, 0x2067, 0x0300, ')', 'a', ')',
      'a' },
    /* a mark opening an isolate takes a direction (W1): the pair across
       isolates holds something strong */
    { 0x2068, 'a', 0x2329, 0x2069, 0x2068, 0x0300, 0x3009, 0x05D0 },
    /* FriBidi's FSI looks past its PDI: the first one is right to left */
    { 0x2068, 0x2E55, 0x2069, 0x2069, 0x2068, 0x0300, 0x2E56, 0x2066,
      0x05D0 },
  };
  static const enum bg_base bases[] = { BG_BASE_RTL, BG_BASE_AUTO,
					BG_BASE_AUTO, BG_BASE_RTL,
					BG_BASE_RTL, BG_BASE_RTL,
					BG_BASE_LTR, BG_BASE_LTR,
					BG_BASE_AUTO };
  for (size_t k = 0; k < sizeof bases / sizeof bases[0]; k++)
    {
      size_t n = 0;
      while (n < 12 && after_mark[k][n])
	n++;
      if (!same_display (p, icu, e, after_mark[k], n, bases[k]))
	{
	  /* These lines were found on FriBidi 1.0.8, whose quirks
	     segment.c follows; another FriBidi (1.0.16 in Debian 13)
	     resolves some of them its own way, so there they are said,
	     not counted: the random lines still must agree.  */
	  bool modelled = bg_engine_is_icu (e) || FRIBIDI_MODELLED;
	  p->differ += modelled;
	  printf ("%s%s: known line %zu: split display differs: ",
		  modelled ? "" : "KNOWN (FriBidi " FRIBIDI_VERSION
		  ", segment.c follows 1.0.8): ", engine_names[e], k);
	  print_line (after_mark[k], n);
	}
    }
}

/* The split is skipped only where it could not cut nor rewrite a
   bracket (display.c, split_can_change): segments of at least MIN need
   three left-to-right letters in a row, the middle one at MIN - 1 or
   later.  A line of Hebrew letters with an isolate (so that it is not
   plain-levels.c's) and "aaa" at AT..AT+2: the split runs, and marks the
   cut at AT + 1, exactly when AT + 1 >= MIN - 1 or the line holds a
   bracket.  */
static void
split_only_where_it_can_cut (struct bg_icu *icu, enum bg_engine_id e)
{
  enum { N = 600, MIN = 256 };
  static const struct { size_t at; bool bracket, splits; } cases[] = {
    { MIN - 2, false, true },   /* the cut at MIN - 1: the first taken */
    { MIN - 3, false, false },  /* at MIN - 2: never taken */
    { MIN - 3, true, true },    /* a bracket: rewritten by the split */
  };
  struct bg_display d = { 0 };
  if (!bg_display_reserve (&d, N))
    abort ();
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    {
      for (size_t i = 0; i < N; i++)
	d.cp[i] = i % 7 == 6 ? ' ' : 0x05D0;
      d.cp[10] = 0x2067, d.cp[11] = 'b', d.cp[12] = 0x2069;
      for (size_t i = cases[k].at; i < cases[k].at + 3; i++)
	d.cp[i] = 'a';
      if (cases[k].bracket)
	d.cp[400] = '(';
      memset (d.cut, 0, N);
      d.segment_min = MIN;
      if (bg_display_run (&d, N, BG_BASE_LTR, e, icu) <= 0)
	abort ();
      UNIT_CHECK (d.cut[cases[k].at + 1] == cases[k].splits,
		  "%s: case %zu: cut after %zu is %d, not %d",
		  engine_names[e], k, cases[k].at + 1,
		  d.cut[cases[k].at + 1], cases[k].splits);
    }
  bg_display_free (&d);
}

/* Embeddings nested DEPTH deep, then an isolate holding letters, as
   UAX #9 resolves them: FriBidi 1.0.8 alone reads freed memory or
   resolves otherwise once an embedding overflows before an isolate, so
   display.c hands it the overflows defused; it may skip that only where
   nothing overflows (may_overflow).  Strong letters only, and the
   isolate last, so that FriBidi's own deviations (W7, N0) have nothing
   to act on: its display must be ICU's, depth by depth across 125.  */
static void
deep_lines (struct bg_icu *icu)
{
  enum { MAXD = 66, PREFIX = 200 };
  struct bg_display f = { 0 }, u = { 0 };
  uint32_t cp[2 * MAXD + 16 + PREFIX + 1];
  /* PREFIX: the deep paragraph after a U+2029 that ends a longer one,
     where the rules X1-X8 run over the second paragraph, not the line's
     start.  */
  for (size_t prefix = 0; prefix <= PREFIX; prefix += PREFIX)
  for (size_t depth = 58; depth <= MAXD; depth++)
    for (int kind = 0; kind < 3; kind++)
      {
	size_t n = 0;
	for (size_t k = 0; k < prefix; k++)
	  cp[n++] = 'p';
	if (prefix)
	  cp[n++] = 0x2029;
	cp[n++] = 'x';
	for (size_t k = 0; k < depth; k++)
	  cp[n++] = kind == 0 ? 0x202B
		    : kind == 1 ? 0x202A : (k & 1 ? 0x202A : 0x202B);
	cp[n++] = 0x2067;  /* RLI a b PDI: after the deepest embedding */
	cp[n++] = 'a', cp[n++] = 'b', cp[n++] = 0x05D0;
	cp[n++] = 0x2069;
	cp[n++] = 'c';
	for (size_t k = 0; k < depth; k++)
	  cp[n++] = 0x202C;
	cp[n++] = 0x05D1;
	if (!bg_display_reserve (&f, n) || !bg_display_reserve (&u, n))
	  abort ();
	memcpy (f.cp, cp, n * sizeof *cp);
	memcpy (u.cp, cp, n * sizeof *cp);
	if (bg_display_run (&f, n, BG_BASE_LTR, BG_ENGINE_FRIBIDI, icu) <= 0
	    || bg_display_run (&u, n, BG_BASE_LTR, BG_ENGINE_ICU, icu) <= 0)
	  abort ();
	/* The letters' levels and visual order (X9 removes the
	   embeddings, which each engine places its own way).  */
	bool same = true;
	for (size_t i = 0, j = 0; same && (i < n || j < n); i++, j++)
	  {
	    while (i < n && bg_is_control (cp[f.map[i]]))
	      i++;
	    while (j < n && bg_is_control (cp[u.map[j]]))
	      j++;
	    same = i < n && j < n ? f.map[i] == u.map[j]
				    && f.level[f.map[i]] == u.level[u.map[j]]
				  : i >= n && j >= n;
	  }
	UNIT_CHECK (same, "depth %zu, embeddings %d, after %zu characters: "
		    "FriBidi shows the line otherwise than ICU", depth, kind,
		    prefix);
      }
  bg_display_free (&f);
  bg_display_free (&u);
}

/* A paragraph after a separator displays as it does alone (P1: each
   paragraph on its own), by every engine and base: its levels, and its
   visual order offset by where it starts; the first paragraph as alone
   too.  The paragraphs hold isolates left open, NEL and U+001C (inside a
   FriBidi paragraph: GTK's, bg_display_run), right-to-left letters,
   numbers, brackets and marks, a few of them long enough to be split;
   FriBidi's are joined by U+2029, ICU's by any of the five separators.
   Found: an isolate left open in the first paragraph split the second
   at its NEL, which alone it keeps.  */
static void
paragraphs_alone (struct bg_icu *icu, enum bg_engine_id e, unsigned count)
{
  static const uint32_t pieces[] = {
    'a', 'b', 'a', 0x05D0, 0x05D1, 0x05D0, 0x0627, '1', '2', 0x0661, '(',
    ')', '[', ']', ' ', ' ', ',', '+', 0x0300, 0x200F, 0x200E, 0x0085,
    0x001C, 0x2066, 0x2067, 0x2068, 0x2069, 0x202B, 0x202C
  };
  static const uint32_t seps[] = { 0x2029, 0x0085, 0x001C, 0x001D, 0x001E };
  static const enum bg_base bases[] = { BG_BASE_LTR, BG_BASE_RTL,
					BG_BASE_AUTO };
  enum { MAXP = 300 };
  struct bg_display j = { 0 }, a = { 0 };
  uint32_t cp[2 * MAXP + 1];
  uint64_t seed = 0xD1B54A32D192ED03ull + (uint64_t) e;
  unsigned long differ = 0;
  for (unsigned k = 0; k < count; k++)
    {
      /* One in eight paragraphs long enough for segments.  */
      size_t n1 = next (&seed) % 8 ? next (&seed) % 40 : 257 + next (&seed) % 43;
      size_t n2 = next (&seed) % 8 ? next (&seed) % 40 : 257 + next (&seed) % 43;
      size_t n = 0;
      for (size_t i = 0; i < n1; i++)
	cp[n++] = pieces[next (&seed) % (sizeof pieces / sizeof *pieces)];
      cp[n++] = bg_engine_is_icu (e) ? seps[next (&seed) % 5] : 0x2029;
      size_t from = n;
      for (size_t i = 0; i < n2; i++)
	cp[n++] = pieces[next (&seed) % (sizeof pieces / sizeof *pieces)];
      enum bg_base base = bases[k % 3];
      if (!bg_display_reserve (&j, n) || !bg_display_reserve (&a, n))
	abort ();
      memcpy (j.cp, cp, n * sizeof *cp);
      if (bg_display_run (&j, n, base, e, icu) <= 0)
	abort ();
      bool same = true;
      for (int part = 0; part < 2; part++)
	{
	  size_t at = part ? from : 0, len = part ? n - from : from;
	  memcpy (a.cp, cp + at, len * sizeof *cp);
	  if (bg_display_run (&a, len, base, e, icu) <= 0)
	    abort ();
	  same = same && (part || a.par_level == j.par_level);
	  for (size_t i = 0; i < len; i++)
	    same = same
		   && j.map[at + i] == (FriBidiStrIndex) (a.map[i] + at)
		   && (FRIBIDI_IS_EXPLICIT_OR_BN (a.type[i])
		       || j.level[at + i] == a.level[i]);
	}
      if (!same && differ++ == 0)
	{
	  printf ("%s: line %u (base %d): a paragraph shows otherwise than "
		  "alone: ", engine_names[e], k, (int) base);
	  print_line (cp, n);
	}
    }
  UNIT_CHECK (differ == 0, "%s: %lu of %u lines show a paragraph otherwise "
	      "than alone", engine_names[e], differ, count);
  bg_display_free (&j);
  bg_display_free (&a);
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1]
			      : "/usr/share/unicode/BidiCharacterTest.txt";
  unsigned count = argc > 2 ? (unsigned) atoi (argv[2]) : 3000;
  struct bg_icu *icu = bg_icu_new ();
  int have_icu = bg_icu_load (icu);
  for (int e = 0; e < BG_ENGINE_IDS; e++)
    {
      if (bg_engine_is_icu ((enum bg_engine_id) e) && !have_icu)
	{
	  printf ("UNSUPPORTED: %s: ICU not loaded\n", engine_names[e]);
	  continue;
	}
      struct pair_of_displays p = { 0 };
      character_test (&p, icu, (enum bg_engine_id) e, path);
      known_lines (&p, icu, (enum bg_engine_id) e);
      split_only_where_it_can_cut (icu, (enum bg_engine_id) e);
      paragraphs_alone (icu, (enum bg_engine_id) e, count);
      uint64_t seed = 0x9E3779B97F4A7C15ull + (uint64_t) e;
      random_lines (&p, icu, (enum bg_engine_id) e, count, seed, 0);
      random_lines (&p, icu, (enum bg_engine_id) e, count, seed + 1, 1);
      /* Exactly, in every engine: FriBidi's unpaired brackets are given
	 to it as brackets that never pair (segment.c, NEVER_PAIRS), so
	 its runs are those of the whole line.  */
      UNIT_CHECK (p.differ == 0,
		  "%s: %lu of %lu lines (%lu of the file's) display "
		  "differently in segments", engine_names[e], p.differ,
		  p.lines, p.file_differ);
      UNIT_CHECK (p.cuts > p.lines / 50,
		  "%s: only %lu cuts in %lu lines: nothing was split",
		  engine_names[e], p.cuts, p.lines);
      printf ("%s: %lu lines, %lu cuts, %lu differ\n", engine_names[e],
	      p.lines, p.cuts, p.differ);
      bg_display_free (&p.whole);
      bg_display_free (&p.split);
    }
  if (have_icu)
    deep_lines (icu);
  else
    printf ("UNSUPPORTED: deep lines: ICU not loaded\n");
  bg_icu_free (icu);
  return unit_finish ("test-segments");
}
