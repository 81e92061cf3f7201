/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-option-docs.c - the documents that cannot be generated agree with
 * the one option list (plugin/core/options/option-list.c) and the check
 * table (BG_CHECK_TABLE, plugin/core/bidiguard.h).
 *
 * man/bidiguard.7 (CHECKS and ARGUMENTS), man/bidiguard-scan.1 (OPTIONS),
 * doc/user-guide.md (the plugin's argument table, the scanner's option
 * table, the checks table), README.md and doc/design.md (their checks
 * tables) must name every check
 * with its default, every plugin argument and every scanner option as the
 * list spells them ("base=ltr|rtl|auto", "--format=gcc|json|sarif"), and
 * nothing the list lacks.  BG_SOURCE_DIR (set by the Makefile) is the
 * source tree.
 *
 * So a new row of the check table owes, and a failure here says which:
 *   README.md "## The checks", doc/user-guide.md "### The checks" and
 *     doc/design.md "## 3. Checks": a row "| `NAME` | on/off | ... |";
 *   man/bidiguard.7 CHECKS: ".TP", ".B NAME", then "(on)" or "(off)";
 *   man/bidiguard-scan.1 OPTIONS: NAME in the --checks paragraph's list
 *     of the checks, and of the default set when it is on;
 *   doc/user-guide.md: its count of checks on and off by default, and its
 *     list of the priority (every check but the identifier ones, in row
 *     order);
 * and the row itself must be usable: a name a check list can tell apart,
 * a rule SARIF can, a one-sentence summary.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "option-list.h"
#include "unit.h"

#ifndef BG_SOURCE_DIR
#define BG_SOURCE_DIR "."
#endif

enum { MAX_ITEMS = 64, ITEM_LEN = 128 };

/* What one document lists in one place.  */
struct items
{
  char v[MAX_ITEMS][ITEM_LEN];
  size_t n;
};

static void
add_item (struct items *it, const char *s, size_t n)
{
  if (it->n < MAX_ITEMS)
    {
      snprintf (it->v[it->n], ITEM_LEN, "%.*s", (int) n, s);
      it->n++;
    }
}

static bool
has_item (const struct items *it, const char *s)
{
  for (size_t i = 0; i < it->n; i++)
    if (strcmp (it->v[i], s) == 0)
      return true;
  return false;
}

static char *
slurp (const char *rel)
{
  char path[4096];
  snprintf (path, sizeof path, "%s/%s", BG_SOURCE_DIR, rel);
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  char *buf = NULL;
  size_t len = 0, cap = 0, got;
  do
    {
      if (len + 4096 + 1 > cap)
	{
	  cap = (len + 4096 + 1) * 2;
	  char *b = realloc (buf, cap);
	  if (!b)
	    {
	      free (buf);
	      fclose (f);
	      return NULL;
	    }
	  buf = b;
	}
      got = fread (buf + len, 1, cap - len - 1, f);
      len += got;
    }
  while (got > 0);
  fclose (f);
  buf[len] = '\0';
  return buf;
}

/* The text from the line after the line START up to the next line that
   begins with END (or the end); NULL when there is no line START.  *LEN
   gets its length.  */
static const char *
section (const char *doc, const char *start, const char *end, size_t *len)
{
  size_t sn = strlen (start);
  const char *p = doc;
  while (p && !(strncmp (p, start, sn) == 0 && (p[sn] == '\n' || !p[sn])))
    {
      p = strchr (p, '\n');
      p = p ? p + 1 : NULL;
    }
  if (!p)
    return NULL;
  p = strchr (p, '\n');
  p = p ? p + 1 : doc + strlen (doc);
  const char *e = p;
  while (*e && strncmp (e, end, strlen (end)) != 0)
    {
      const char *nl = strchr (e, '\n');
      e = nl ? nl + 1 : e + strlen (e);
    }
  *len = (size_t) (e - p);
  return p;
}

/* The text a roff request line such as `.BR base= ltr | rtl | auto` or
   `.BI \-\-checks= LIST` prints, into OUT: the alternating-font requests
   join their arguments, .B and .I keep the blanks; \- is -, \c nothing,
   \e a backslash.  */
static void
roff_text (const char *line, size_t n, char *out, size_t outlen)
{
  size_t k = 0, i = 0;
  bool join = false;
  if (n && line[0] == '.')
    {
      while (i < n && line[i] != ' ')
	i++;
      join = i > 2;   /* .BR .BI .IR .RB ...; not .B or .I */
      while (i < n && line[i] == ' ')
	i++;
    }
  for (; i < n && k + 1 < outlen; i++)
    {
      if (line[i] == '\\' && i + 1 < n)
	{
	  i++;
	  if (line[i] == '-')
	    out[k++] = '-';
	  else if (line[i] == 'e')
	    out[k++] = '\\';
	  continue;
	}
      if (line[i] == '"')
	continue;
      if (line[i] == ' ' && join)
	continue;
      out[k++] = line[i];
    }
  out[k] = '\0';
}

/* The terms of the `.TP` paragraphs of the man page section TEXT.  */
static void
man_terms (const char *text, size_t len, struct items *it)
{
  const char *p = text, *end = text + len;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (size_t) (end - p));
      const char *next = nl ? nl + 1 : end;
      if (strncmp (p, ".TP\n", 4) == 0 && next < end)
	{
	  const char *tn = memchr (next, '\n', (size_t) (end - next));
	  size_t tl = tn ? (size_t) (tn - next) : (size_t) (end - next);
	  char term[ITEM_LEN];
	  roff_text (next, tl, term, sizeof term);
	  add_item (it, term, strlen (term));
	}
      p = next;
    }
}

/* The first cells of the rows of the Markdown table right after the
   heading HEADING (up to the next heading), backquotes dropped and \|
   read as |; the header and rule rows left out.  */
static void
md_first_cells (const char *doc, const char *heading, struct items *it)
{
  size_t len;
  const char *text = section (doc, heading, "#", &len);
  if (!UNIT_CHECK (text, "no heading '%s'", heading))
    return;
  const char *p = text, *end = text + len;
  int row = 0;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (size_t) (end - p));
      const char *next = nl ? nl + 1 : end;
      if (*p == '|')
	{
	  if (row++ >= 2)
	    {
	      char cell[ITEM_LEN];
	      size_t k = 0;
	      for (const char *c = p + 1; c < next && k + 1 < sizeof cell; c++)
		{
		  if (*c == '|' && c[-1] != '\\')
		    break;
		  if (*c != '`' && !(*c == '\\' && c[1] == '|'))
		    cell[k++] = *c;
		}
	      while (k && cell[k - 1] == ' ')
		k--;
	      size_t s = 0;
	      while (s < k && cell[s] == ' ')
		s++;
	      add_item (it, cell + s, k - s);
	    }
	}
      else if (row)
	break;   /* the first table only */
      p = next;
    }
}

/* The second cells ("on"/"off") of the same table, in the same order.  */
static void
md_second_cells (const char *doc, const char *heading, struct items *it)
{
  size_t len;
  const char *text = section (doc, heading, "#", &len);
  if (!text)
    return;
  const char *p = text, *end = text + len;
  int row = 0;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (size_t) (end - p));
      const char *next = nl ? nl + 1 : end;
      if (*p == '|')
	{
	  if (row++ >= 2)
	    {
	      const char *c = memchr (p + 1, '|', (size_t) (next - p - 1));
	      const char *d = c ? memchr (c + 1, '|', (size_t) (next - c - 1))
			      : NULL;
	      if (c && d)
		{
		  c++;
		  while (*c == ' ')
		    c++;
		  const char *e = d;
		  while (e > c && e[-1] == ' ')
		    e--;
		  add_item (it, c, (size_t) (e - c));
		}
	    }
	}
      else if (row)
	break;
      p = next;
    }
}

static bool
default_on (unsigned c)
{
  return (BG_CHECKS_DEFAULT & BG_CHECK_BIT (c)) != 0;
}

/* DOC lists exactly the set EXPECT (N strings); WHAT names the place.  */
static void
same_set (const char *what, const struct items *doc, char expect[][ITEM_LEN],
	  size_t n)
{
  struct items want = { .n = 0 };
  for (size_t i = 0; i < n; i++)
    add_item (&want, expect[i], strlen (expect[i]));
  for (size_t i = 0; i < n; i++)
    UNIT_CHECK (has_item (doc, expect[i]), "%s lacks '%s'", what, expect[i]);
  for (size_t i = 0; i < doc->n; i++)
    UNIT_CHECK (has_item (&want, doc->v[i]),
		"%s has '%s', which the option list lacks", what, doc->v[i]);
}

static void
plugin_synopses (char out[][ITEM_LEN], const char *prefix)
{
  for (int i = 0; i < BG_ARG_COUNT; i++)
    {
      char s[ITEM_LEN - 8];
      bg_option_synopsis (&bg_plugin_args[i], s, sizeof s);
      snprintf (out[i], ITEM_LEN, "%s%s", prefix, s);
    }
}

static void
scan_synopses (char out[][ITEM_LEN])
{
  for (int i = 0; i < BG_OPT_COUNT; i++)
    {
      char s[ITEM_LEN - 8];
      bg_option_synopsis (&bg_scan_options[i], s, sizeof s);
      snprintf (out[i], ITEM_LEN, "--%s", s);
    }
}

/* The checks table of a Markdown document: names and defaults.  */

/* The check names, in enum order, into EXPECT.  */
static void
check_names (char expect[][ITEM_LEN])
{
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    snprintf (expect[c], ITEM_LEN, "%s", bg_check_docs[c].name);
}

/* The check named NAME, or BG_CHECK_COUNT.  */
static unsigned
check_index (const char *name)
{
  unsigned c = 0;
  while (c < BG_CHECK_COUNT && strcmp (name, bg_check_docs[c].name) != 0)
    c++;
  return c;
}

/* IN as roff writes it (a hyphen as \-) into OUT, LEN bytes.  */
static void
roff_escape (const char *in, char *out, size_t len)
{
  size_t k = 0;
  for (; *in && k + 2 < len; in++)
    {
      if (*in == '-')
	out[k++] = '\\';
      out[k++] = *in;
    }
  out[k] = '\0';
}

static void
test_md_checks (const char *file, const char *doc, const char *heading)
{
  struct items names = { .n = 0 }, on = { .n = 0 };
  md_first_cells (doc, heading, &names);
  md_second_cells (doc, heading, &on);
  char expect[BG_CHECK_COUNT][ITEM_LEN];
  char what[256];
  check_names (expect);
  snprintf (what, sizeof what, "%s (%s)", file, heading);
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    UNIT_CHECK (has_item (&names, expect[c]),
		"%s lacks check %s: add the row | `%s` | %s | (what it "
		"reports) |", what, expect[c], expect[c],
		default_on (c) ? "on" : "off");
  for (size_t i = 0; i < names.n; i++)
    UNIT_CHECK (check_index (names.v[i]) < BG_CHECK_COUNT,
		"%s has '%s', which the check table lacks", what,
		names.v[i]);
  for (size_t i = 0; i < names.n && i < on.n; i++)
    for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
      if (strcmp (names.v[i], bg_check_docs[c].name) == 0)
	UNIT_CHECK (strcmp (on.v[i], default_on (c) ? "on" : "off") == 0,
		    "%s: %s is '%s', the default set says %s", what,
		    names.v[i], on.v[i], default_on (c) ? "on" : "off");
}

static void
test_man7 (void)
{
  char *doc = slurp ("man/bidiguard.7");
  if (!UNIT_CHECK (doc, "man/bidiguard.7 cannot be read"))
    return;
  size_t len;
  const char *checks = section (doc, ".SH CHECKS", ".SH ", &len);
  struct items terms = { .n = 0 };
  if (UNIT_CHECK (checks, "man/bidiguard.7 has no CHECKS"))
    man_terms (checks, len, &terms);
  char expect[MAX_ITEMS][ITEM_LEN];
  check_names (expect);
  same_set ("man/bidiguard.7 CHECKS", &terms, expect, BG_CHECK_COUNT);
  /* Each check's paragraph opens with its default, "(on)" or "(off)".  */
  for (unsigned c = 0; checks && c < BG_CHECK_COUNT; c++)
    {
      char term[ITEM_LEN + 8], esc[2 * ITEM_LEN];
      snprintf (term, sizeof term, ".TP\n.B %s\n(%s)", bg_check_docs[c].name,
		default_on (c) ? "on" : "off");
      roff_escape (term, esc, sizeof esc);
      const char *at = strstr (checks, esc);
      UNIT_CHECK (at && at < checks + len,
		  "man/bidiguard.7 CHECKS: %s is not marked (%s): its "
		  "paragraph starts \"%s\"", bg_check_docs[c].name,
		  default_on (c) ? "on" : "off", esc);
    }
  const char *args = section (doc, ".SH ARGUMENTS", ".SH ", &len);
  terms.n = 0;
  if (UNIT_CHECK (args, "man/bidiguard.7 has no ARGUMENTS"))
    man_terms (args, len, &terms);
  plugin_synopses (expect, "");
  same_set ("man/bidiguard.7 ARGUMENTS", &terms, expect, BG_ARG_COUNT);
  free (doc);
}

/* The names of the checks in SET, in row order, joined by ", ".  */
static void
names_of (unsigned set, char *buf, size_t len)
{
  buf[0] = '\0';
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    if (set & BG_CHECK_BIT (c))
      {
	size_t at = strlen (buf);
	snprintf (buf + at, len - at, "%s%s", at ? ", " : "",
		  bg_check_docs[c].name);
      }
}

/* The text of TEXT from after LEAD up to STOP (exclusive) into OUT; false
   without LEAD.  */
static bool
phrase (const char *text, const char *lead, char stop, char *out, size_t len)
{
  const char *p = strstr (text, lead);
  if (!p)
    return false;
  p += strlen (lead);
  size_t k = 0;
  for (; *p && *p != stop && k + 1 < len; p++)
    out[k++] = *p;
  out[k] = '\0';
  return true;
}

/* The --checks paragraph's two lists, all the checks and the default set,
   are the table's, in its order.  */
static void
test_man1_lists (const char *opts, size_t len)
{
  /* The paragraph as it prints, one line after another.  */
  char text[8192];
  size_t k = 0;
  for (const char *p = opts, *end = opts + len; p < end && k + 1 < sizeof text;)
    {
      const char *nl = memchr (p, '\n', (size_t) (end - p));
      size_t n = nl ? (size_t) (nl - p) : (size_t) (end - p);
      roff_text (p, n, text + k, sizeof text - k);
      k += strlen (text + k);
      if (k + 1 < sizeof text)
	text[k++] = ' ';
      p += n + 1;
    }
  text[k] = '\0';
  char want[512], said[512];
  names_of (BG_CHECKS_ALL, want, sizeof want - 16);
  strcat (want, ", all, none");
  if (UNIT_CHECK (phrase (text, "The checks to run, as for the plugin: ",
			  ';', said, sizeof said),
		  "man/bidiguard-scan.1 --checks does not list the checks"))
    UNIT_CHECK (strcmp (said, want) == 0,
		"man/bidiguard-scan.1 --checks lists \"%s\"; the check table "
		"has \"%s\"", said, want);
  names_of (BG_CHECKS_DEFAULT, want, sizeof want);
  if (UNIT_CHECK (phrase (text, "adjust the default set (", ')', said,
			  sizeof said),
		  "man/bidiguard-scan.1 --checks does not list the default set"))
    UNIT_CHECK (strcmp (said, want) == 0,
		"man/bidiguard-scan.1 --checks gives the default set as "
		"\"%s\"; the check table's is \"%s\"", said, want);
}

static void
test_man1 (void)
{
  char *doc = slurp ("man/bidiguard-scan.1");
  if (!UNIT_CHECK (doc, "man/bidiguard-scan.1 cannot be read"))
    return;
  size_t len;
  const char *opts = section (doc, ".SH OPTIONS", ".SH ", &len);
  struct items terms = { .n = 0 };
  if (UNIT_CHECK (opts, "man/bidiguard-scan.1 has no OPTIONS"))
    man_terms (opts, len, &terms);
  char expect[MAX_ITEMS][ITEM_LEN];
  scan_synopses (expect);
  same_set ("man/bidiguard-scan.1 OPTIONS", &terms, expect, BG_OPT_COUNT);
  /* --checks names every check (as roff writes a hyphen).  */
  for (unsigned c = 0; opts && c < BG_CHECK_COUNT; c++)
    {
      char esc[2 * ITEM_LEN];
      roff_escape (bg_check_docs[c].name, esc, sizeof esc);
      const char *at = strstr (opts, esc);
      UNIT_CHECK (at && at < opts + len,
		  "man/bidiguard-scan.1 OPTIONS does not name check %s: add "
		  "it to the --checks paragraph", bg_check_docs[c].name);
    }
  if (opts)
    test_man1_lists (opts, len);
  free (doc);
}

static const char *const number_words[] = {
  "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
  "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
  "sixteen", "seventeen", "eighteen", "nineteen", "twenty"
};

/* N as a word, capitalised when CAP, into BUF.  */
static const char *
number_word (unsigned n, bool cap, char *buf, size_t len)
{
  if (n >= sizeof number_words / sizeof *number_words)
    snprintf (buf, len, "%u", n);
  else
    snprintf (buf, len, "%s", number_words[n]);
  if (cap && buf[0] >= 'a' && buf[0] <= 'z')
    buf[0] = (char) (buf[0] - 'a' + 'A');
  return buf;
}

#define KIND_ROW(ID, NAME, DEFAULT, KIND, ...)                                \
  [BG_CHECK_##ID] = BG_CHECK_KIND_##KIND,
static const enum bg_check_kind check_kind[BG_CHECK_COUNT] = {
  BG_CHECK_TABLE (KIND_ROW)
};

/* The guide's sentences that restate the table: how many checks are on
   and off by default, and the priority of the checks a character causes
   (all but the identifier ones, in row order).  */
static void
test_guide_prose (const char *doc)
{
  unsigned on = 0;
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    on += default_on (c);
  char a[32], b[32], sentence[128];
  snprintf (sentence, sizeof sentence, "%s checks are on by default, %s are "
	    "off.", number_word (on, true, a, sizeof a),
	    number_word (BG_CHECK_COUNT - on, false, b, sizeof b));
  UNIT_CHECK (strstr (doc, sentence),
	      "doc/user-guide.md (### The checks) should say \"%s\"",
	      sentence);

  unsigned ranked = 0;
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    if (check_kind[c] != BG_CHECK_KIND_IDENT)
      ranked |= BG_CHECK_BIT (c);
  char order[512];
  names_of (ranked, order, sizeof order);
  const char *lead = "by the first of ";
  const char *p = strstr (doc, lead);
  if (!UNIT_CHECK (p, "doc/user-guide.md has no priority sentence "
		   "(\"... by the first of %s.\")", order))
    return;
  p += strlen (lead);
  /* The sentence may be wrapped: a line break reads as a blank.  */
  char said[512];
  size_t k = 0;
  for (; *p && *p != '.' && k + 1 < sizeof said; p++)
    said[k++] = *p == '\n' ? ' ' : *p;
  said[k] = '\0';
  UNIT_CHECK (strcmp (said, order) == 0,
	      "doc/user-guide.md gives the priority as \"%s\"; the check "
	      "table's row order is \"%s\"", said, order);
}

static void
test_guide (void)
{
  char *doc = slurp ("doc/user-guide.md");
  if (!UNIT_CHECK (doc, "doc/user-guide.md cannot be read"))
    return;
  struct items cells = { .n = 0 };
  char expect[MAX_ITEMS][ITEM_LEN];
  md_first_cells (doc, "### Plugin arguments", &cells);
  plugin_synopses (expect, "");
  same_set ("doc/user-guide.md plugin arguments", &cells, expect, BG_ARG_COUNT);

  struct items scan = { .n = 0 };
  cells.n = 0;
  md_first_cells (doc, "## The scanner: bidiguard-scan", &cells);
  for (size_t i = 0; i < cells.n; i++)
    if (strcmp (cells.v[i], "PATH") != 0)
      add_item (&scan, cells.v[i], strlen (cells.v[i]));
  scan_synopses (expect);
  same_set ("doc/user-guide.md scanner options", &scan, expect, BG_OPT_COUNT);

  test_md_checks ("doc/user-guide.md", doc, "### The checks");
  test_guide_prose (doc);
  free (doc);
}

/* README.md keeps the checks table only; the rest is in the guide.  */
static void
test_readme (void)
{
  char *doc = slurp ("README.md");
  if (!UNIT_CHECK (doc, "README.md cannot be read"))
    return;
  test_md_checks ("README.md", doc, "## The checks");
  free (doc);
}

static void
test_design (void)
{
  char *doc = slurp ("doc/design.md");
  if (!UNIT_CHECK (doc, "doc/design.md cannot be read"))
    return;
  test_md_checks ("doc/design.md", doc, "## 3. Checks");
  free (doc);
}

/* The generated help names every argument, option and check.  */
static void
test_help (void)
{
  char *help = bg_options_help (bg_plugin_args, BG_ARG_COUNT, "");
  char *shelp = bg_options_help (bg_scan_options, BG_OPT_COUNT, "--");
  if (UNIT_CHECK (help && shelp, "help text (out of memory)"))
    {
      char expect[MAX_ITEMS][ITEM_LEN];
      plugin_synopses (expect, "\n  ");
      for (int i = 0; i < BG_ARG_COUNT; i++)
	UNIT_CHECK (strstr (help, expect[i] + 1) != NULL,
		    "plugin help lacks '%s'", expect[i] + 3);
      scan_synopses (expect);
      for (int i = 0; i < BG_OPT_COUNT; i++)
	UNIT_CHECK (strstr (shelp, expect[i]) != NULL,
		    "scanner help lacks '%s'", expect[i]);
      for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
	UNIT_CHECK (strstr (help, bg_check_docs[c].name)
		    && strstr (shelp, bg_check_docs[c].name),
		    "help lacks check %s", bg_check_docs[c].name);
      /* No line wider than a terminal.  */
      for (const char *h = shelp; *h;)
	{
	  size_t n = strcspn (h, "\n");
	  UNIT_CHECK (n <= 79, "help line of %zu columns: %.*s", n, (int) n, h);
	  h += n + (h[n] != '\0');
	}
    }
  free (help);
  free (shelp);
}

/* Each row of the check table can be told apart from the others and
   from the words a check list has besides the names, and reads as the
   help and SARIF show it.  */
static void
test_table (void)
{
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    {
      const struct bg_check_doc *d = &bg_check_docs[c];
      size_t n = strlen (d->name);
      UNIT_CHECK (n > 0 && strspn (d->name, "abcdefghijklmnopqrstuvwxyz"
				   "0123456789-") == n
		  && d->name[0] != '-',
		  "check %u: name '%s' is not lower-case letters, digits "
		  "and hyphens", c, d->name);
      UNIT_CHECK (strcmp (d->name, "all") != 0
		  && strcmp (d->name, "none") != 0,
		  "check %u: '%s' is a word of check lists already", c,
		  d->name);
      size_t r = strlen (d->rule);
      UNIT_CHECK (r > 0 && d->rule[0] >= 'A' && d->rule[0] <= 'Z'
		  && strspn (d->rule, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
			     "abcdefghijklmnopqrstuvwxyz0123456789") == r,
		  "check %s: SARIF rule '%s' is not UpperCamelCase", d->name,
		  d->rule);
      for (unsigned o = 0; o < c; o++)
	{
	  UNIT_CHECK (strcmp (d->name, bg_check_docs[o].name) != 0,
		      "checks %u and %u are both named %s", o, c, d->name);
	  UNIT_CHECK (strcmp (d->rule, bg_check_docs[o].rule) != 0,
		      "checks %s and %s have one SARIF rule %s",
		      bg_check_docs[o].name, d->name, d->rule);
	}
      size_t s = strlen (d->summary), t = strlen (d->description);
      UNIT_CHECK (s > 1 && d->summary[s - 1] == '.'
		  && !strchr (d->summary, '\n'),
		  "check %s: the summary is not one sentence", d->name);
      UNIT_CHECK (t > 1 && d->description[t - 1] == '.'
		  && !strchr (d->description, '\n'),
		  "check %s: the description is not a paragraph", d->name);
    }
  /* An unknown check's error names every accepted word.  */
  unsigned set;
  char err[1024];
  if (UNIT_CHECK (!bg_parse_checks ("bogus", &set, err, sizeof err),
		  "'bogus' parses as a check list"))
    {
      for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
	UNIT_CHECK (strstr (err, bg_check_docs[c].name),
		    "the error for an unknown check does not name %s: %s",
		    bg_check_docs[c].name, err);
      UNIT_CHECK (strstr (err, "all, none"),
		  "the error for an unknown check is cut short: %s", err);
    }
}

/* The table and the parsers agree: every listed word parses.  */
static void
test_words (void)
{
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    {
      unsigned set = 0;
      char err[256];
      UNIT_CHECK (bg_parse_checks (bg_check_docs[c].name, &set, err,
				   sizeof err)
		  && set == BG_CHECK_BIT (c),
		  "check %s parses to itself", bg_check_docs[c].name);
      UNIT_CHECK (strcmp (bg_check_name ((enum bg_check) c),
			  bg_check_docs[c].name) == 0, "bg_check_name (%u)", c);
    }
  for (const struct bg_word *w = bg_base_words; w->name; w++)
    {
      enum bg_base b;
      UNIT_CHECK (bg_parse_base (w->name, &b) && (int) b == w->value,
		  "base %s", w->name);
    }
  for (const struct bg_word *w = bg_engine_words; w->name; w++)
    {
      enum bg_engines e;
      UNIT_CHECK (bg_parse_engines (w->name, &e) && (int) e == w->value,
		  "engine %s", w->name);
    }
  for (int i = 0; i < BG_ARG_COUNT; i++)
    UNIT_CHECK (bg_plugin_args[i].id == i, "plugin argument %d in place", i);
  for (int i = 0; i < BG_OPT_COUNT; i++)
    UNIT_CHECK (bg_scan_options[i].id == i, "scanner option %d in place", i);
}

int
main (void)
{
  test_table ();
  test_words ();
  test_help ();
  test_man7 ();
  test_man1 ();
  test_readme ();
  test_guide ();
  test_design ();
  return unit_finish ("option-docs");
}
