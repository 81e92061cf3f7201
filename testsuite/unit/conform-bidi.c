/* SPDX-License-Identifier: GPL-3.0-or-later */
/* conform-bidi.c - the core's display function against Unicode's BidiTest.txt.
 *
 * BidiTest.txt lists sequences of bidi classes; each class is mapped to one
 * code point of that class and bg_resolve_levels() must give the @Levels
 * and @Reorder of the file for every paragraph direction in the line's
 * bitset.  Each (line, direction) pair is one case of the protocol line.
 * Characters with bracket pairs are avoided on purpose: BidiTest.txt
 * assumes none (BidiCharacterTest.txt covers them, conform-chartest.sh).
 *
 * Each engine is run (ICU's ubidi and FriBidi, as bidiguard-scan
 * --engine= picks them); a case counts once per engine.
 *
 * Usage: conform-bidi [--engine=icu|fribidi] [BidiTest.txt]
 *   (default: both engines, /usr/share/unicode/BidiTest.txt)
 */
#include "bidiguard.h"
#include "unit.h"

#include <stdlib.h>
#include <string.h>

#define MAX_LEN 256      /* longest sequence accepted; the file's is ~60 */
#define MAX_REPORTED 20

struct class_cp
{
  const char *name;
  unsigned int cp;
};

/* One representative per class: unambiguous members whose class has not
   changed since Unicode 6.3, none of them a paired bracket or mirrored.  */
static const struct class_cp class_cps[] = {
  { "L", 'a' },       { "R", 0x05D0 },    { "AL", 0x0627 },
  { "EN", '1' },      { "ES", '+' },      { "ET", '$' },
  { "AN", 0x0660 },   { "CS", ',' },      { "NSM", 0x0300 },
  { "BN", 0x00AD },   { "B", 0x2029 },    { "S", '\t' },
  { "WS", ' ' },      { "ON", '!' },      { "LRE", 0x202A },
  { "RLE", 0x202B },  { "PDF", 0x202C },  { "LRO", 0x202D },
  { "RLO", 0x202E },  { "LRI", 0x2066 },  { "RLI", 0x2067 },
  { "FSI", 0x2068 },  { "PDI", 0x2069 },
};

static const struct
{
  unsigned bit;
  enum bg_base base;
  const char *name;
} directions[] = {
  { 1, BG_BASE_AUTO, "auto" },
  { 2, BG_BASE_LTR, "ltr" },
  { 4, BG_BASE_RTL, "rtl" },
};

struct expectation
{
  int levels[MAX_LEN];   /* -1 for x */
  size_t nlevels;
  size_t order[MAX_LEN];
  size_t norder;
};

static unsigned long total_cases, failed_cases, reported;
static struct bg_scanner *scanner;
static const char *engine_name;

static int
class_code_point (const char *name, unsigned int *cp)
{
  for (size_t i = 0; i < sizeof class_cps / sizeof class_cps[0]; i++)
    if (strcmp (class_cps[i].name, name) == 0)
      {
	*cp = class_cps[i].cp;
	return 1;
      }
  return 0;
}

static void
parse_levels (char *text, struct expectation *exp)
{
  exp->nlevels = 0;
  for (char *tok = strtok (text, " \t\r\n"); tok && exp->nlevels < MAX_LEN;
       tok = strtok (NULL, " \t\r\n"))
    exp->levels[exp->nlevels++] = strcmp (tok, "x") == 0 ? -1 : atoi (tok);
}

static void
parse_order (char *text, struct expectation *exp)
{
  exp->norder = 0;
  for (char *tok = strtok (text, " \t\r\n"); tok && exp->norder < MAX_LEN;
       tok = strtok (NULL, " \t\r\n"))
    exp->order[exp->norder++] = (size_t) strtoul (tok, NULL, 10);
}

static void
print_levels (const char *what, const int *levels, size_t n)
{
  printf ("  %s levels:", what);
  for (size_t i = 0; i < n; i++)
    levels[i] < 0 ? printf (" x") : printf (" %d", levels[i]);
  putchar ('\n');
}

static void
print_order (const char *what, const size_t *order, size_t n)
{
  printf ("  %s order: ", what);
  for (size_t i = 0; i < n; i++)
    printf (" %zu", order[i]);
  putchar ('\n');
}

/* ICU does not resolve the levels of unidirectional text: every
   character gets the paragraph level (or its embedding's), which keeps
   each character's direction and the visual order (ICU's own conformance
   test accepts it so).  True when ICU ran, EXPECTED has one direction
   only and ACTUAL has that same one at every visible place.  */
static int
same_direction (const int *expected, const int *actual, size_t n)
{
  if (strcmp (engine_name, "icu") != 0)
    return 0;
  unsigned bits = 0, actual_bits = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (expected[i] < 0)
	continue;
      if (actual[i] < 0)
	return 0;
      bits |= 1u << (expected[i] & 1);
      actual_bits |= 1u << (actual[i] & 1);
    }
  return bits != 3 && bits == actual_bits;
}

/* Run one (sequence, direction) case; print it if it is among the first
   failures.  */
static void
run_case (unsigned long lineno, const char *classes, const unsigned int *cp,
	  size_t n, int dir, const struct expectation *exp)
{
  int par_level, levels[MAX_LEN];
  size_t order[MAX_LEN], visible[MAX_LEN], nvisible = 0;
  int ok = bg_scanner_resolve_levels (scanner, cp, n, directions[dir].base,
				      &par_level, levels, order);
  if (ok)
    {
      for (size_t v = 0; v < n; v++)
	if (order[v] < n && levels[order[v]] >= 0)
	  visible[nvisible++] = order[v];
      ok = exp->nlevels == n
	   && (memcmp (levels, exp->levels, n * sizeof levels[0]) == 0
	       || same_direction (exp->levels, levels, n))
	   && nvisible == exp->norder
	   && memcmp (visible, exp->order, nvisible * sizeof visible[0]) == 0;
    }
  total_cases++;
  if (ok)
    return;
  failed_cases++;
  if (reported++ >= MAX_REPORTED)
    return;
  printf ("failure on line %lu (%s): %s; base %s\n", lineno, engine_name,
	  classes, directions[dir].name);
  print_levels ("expected", exp->levels, exp->nlevels);
  print_levels ("actual  ", levels, n);
  print_order ("expected", exp->order, exp->norder);
  print_order ("actual  ", visible, nvisible);
}

/* A data line "CLASS CLASS ...; BITSET": run every direction of BITSET.  */
static int
run_data_line (unsigned long lineno, char *line,
	       const struct expectation *exp)
{
  char *semi = strchr (line, ';');
  if (!semi)
    return 0;
  *semi = '\0';
  unsigned bits = (unsigned) strtoul (semi + 1, NULL, 16);
  char classes[4 * MAX_LEN];
  snprintf (classes, sizeof classes, "%s", line);

  unsigned int cp[MAX_LEN];
  size_t n = 0;
  for (char *tok = strtok (line, " \t"); tok; tok = strtok (NULL, " \t"))
    if (n == MAX_LEN || !class_code_point (tok, &cp[n++]))
      return 0;
  for (int dir = 0; dir < 3; dir++)
    if (bits & directions[dir].bit)
      run_case (lineno, classes, cp, n, dir, exp);
  return 1;
}

/* Run the file at PATH through ENGINES.  */
static void
run_file (const char *path, enum bg_engines engines, const char *name)
{
  struct bg_options opts;
  bg_options_init (&opts);
  opts.engines = engines;
  scanner = bg_scanner_new (&opts);
  engine_name = name;
  total_cases = failed_cases = 0;
  FILE *f = fopen (path, "r");
  if (!f || !scanner)
    {
      printf ("FAIL: cannot open %s\n", path);
      unit_failed++;
      if (f)
	fclose (f);
      bg_scanner_free (scanner);
      return;
    }

  static struct expectation exp;
  char line[4096];
  unsigned long lineno = 0, bad_lines = 0;
  while (fgets (line, sizeof line, f))
    {
      lineno++;
      if (strncmp (line, "@Levels:", 8) == 0)
	parse_levels (line + 8, &exp);
      else if (strncmp (line, "@Reorder:", 9) == 0)
	parse_order (line + 9, &exp);
      else if (line[0] != '#' && line[0] != '@'
	       && strspn (line, " \t\r\n") != strlen (line)
	       && !run_data_line (lineno, line, &exp))
	{
	  bad_lines++;
	  printf ("unreadable data on line %lu\n", lineno);
	}
    }
  fclose (f);
  bg_scanner_free (scanner);

  printf ("BidiTest (%s): %lu cases, %lu failed\n", name, total_cases,
	  failed_cases);
  /* The file is the test: an empty or unparsable file must not pass.  */
  if (total_cases == 0 || bad_lines != 0)
    {
      printf ("FAIL: %s: %lu cases, %lu unreadable data lines\n", path,
	      total_cases, bad_lines);
      unit_failed++;
    }
  unit_passed += total_cases - failed_cases;
  unit_failed += failed_cases;
}

int
main (int argc, char **argv)
{
  int icu = 1, fribidi = 1, arg = 1;
  if (argc > 1 && strncmp (argv[1], "--engine=", 9) == 0)
    {
      icu = strcmp (argv[1] + 9, "icu") == 0;
      fribidi = strcmp (argv[1] + 9, "fribidi") == 0;
      arg++;
    }
  const char *path = argc > arg ? argv[arg] : "/usr/share/unicode/BidiTest.txt";
  if (icu)
    run_file (path, BG_ENGINES_ICU, "icu");
  if (fribidi)
    run_file (path, BG_ENGINES_FRIBIDI, "fribidi");
  if (!icu && !fribidi)
    {
      printf ("FAIL: unknown %s\n", argv[1]);
      unit_failed++;
    }
  return unit_finish ("conform-bidi");
}
