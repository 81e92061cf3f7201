/* conform-bidi.c - the core's display function against Unicode's BidiTest.txt.
 *
 * BidiTest.txt lists sequences of bidi classes; each class is mapped to one
 * code point of that class and bg_resolve_levels() must give the @Levels
 * and @Reorder of the file for every paragraph direction in the line's
 * bitset.  Each (line, direction) pair is one case of the protocol line.
 * Characters with bracket pairs are avoided on purpose: BidiTest.txt
 * assumes none (BidiCharacterTest.txt covers them, conform-chartest.sh).
 *
 * Usage: conform-bidi [BidiTest.txt]   (default /usr/share/unicode/)
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

/* Run one (sequence, direction) case; print it if it is among the first
   failures.  */
static void
run_case (unsigned long lineno, const char *classes, const unsigned int *cp,
	  size_t n, int dir, const struct expectation *exp)
{
  int par_level, levels[MAX_LEN];
  size_t order[MAX_LEN], visible[MAX_LEN], nvisible = 0;
  int ok = bg_resolve_levels (cp, n, directions[dir].base, &par_level,
			      levels, order);
  if (ok)
    {
      for (size_t v = 0; v < n; v++)
	if (order[v] < n && levels[order[v]] >= 0)
	  visible[nvisible++] = order[v];
      ok = exp->nlevels == n
	   && memcmp (levels, exp->levels, n * sizeof levels[0]) == 0
	   && nvisible == exp->norder
	   && memcmp (visible, exp->order, nvisible * sizeof visible[0]) == 0;
    }
  total_cases++;
  if (ok)
    return;
  failed_cases++;
  if (reported++ >= MAX_REPORTED)
    return;
  printf ("failure on line %lu: %s; base %s\n", lineno, classes,
	  directions[dir].name);
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

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "/usr/share/unicode/BidiTest.txt";
  FILE *f = fopen (path, "r");
  if (!f)
    {
      printf ("FAIL: cannot open %s\n", path);
      unit_failed++;
      return unit_finish ("conform-bidi");
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

  printf ("BidiTest: %lu cases, %lu failed\n", total_cases, failed_cases);
  /* The file is the test: an empty or unparsable file must not pass.  */
  if (total_cases == 0 || bad_lines != 0)
    {
      printf ("FAIL: %s: %lu cases, %lu unreadable data lines\n", path,
	      total_cases, bad_lines);
      unit_failed++;
    }
  unit_passed += total_cases - failed_cases;
  unit_failed += failed_cases;
  return unit_finish ("conform-bidi");
}
