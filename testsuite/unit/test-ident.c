/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ident.c - the identifier checks, invisible and confusable
 * (doc/design.md 2.9): the build-time table against Unicode's own file,
 * UAX #31's joiner rules, skeleton twins across buffers, the notice
 * without ICU, and hostile input (a 100,000-character identifier, a
 * million distinct identifiers, invalid UTF-8).
 *
 * Usage: build/unit/test-ident   (make check runs it)
 */
#include "text/text.h"
#include "checks/checks.h"
#include "driver/driver.h"
#include "unit.h"
#include "findings.h"

#include <stdio.h>

#define DCP "/usr/share/unicode/DerivedCoreProperties.txt"

static struct bg_options
options (void)
{
  struct bg_options o;
  bg_options_init (&o);
  return o;
}

/* The Default_Ignorable_Code_Point ranges of DCP: for every code point
   of the file's ranges the table agrees, and the table has no other;
   single entries' names agree.  Skipped (said) when the file's Unicode
   is not the table's.  */
static void
check_table_against_unicode (void)
{
  FILE *f = fopen (DCP, "r");
  if (!f)
    {
      printf ("# %s missing (package unicode-data): table not compared\n",
	      DCP);
      return;
    }
  char line[512], version[32] = "";
  if (fgets (line, sizeof line, f))
    sscanf (line, "# DerivedCoreProperties-%31[0-9.].txt", version);
  size_t vlen = strlen (bg_ident_props_unicode ());
  if (strncmp (version, bg_ident_props_unicode (), vlen) != 0)
    {
      printf ("# %s is Unicode %s, the table %s: not compared\n", DCP,
	      version, bg_ident_props_unicode ());
      fclose (f);
      return;
    }
  static unsigned char in_file[0x110000];
  size_t ranges = 0, named = 0, bad_names = 0;
  while (fgets (line, sizeof line, f))
    {
      unsigned lo, hi;
      char prop[64], name[200];
      int n = sscanf (line, "%x..%x ; %63s", &lo, &hi, prop);
      if (n != 3)
	{
	  n = sscanf (line, "%x ; %63s", &lo, prop);
	  hi = lo;
	  if (n != 2)
	    continue;
	}
      if (strcmp (prop, "Default_Ignorable_Code_Point") != 0 || hi > 0x10FFFF)
	continue;
      ranges++;
      for (unsigned c = lo; c <= hi; c++)
	in_file[c] = 1;
      /* "00AD ; Default_Ignorable_Code_Point # Cf       SOFT HYPHEN" */
      const char *hash = strchr (line, '#');
      if (lo == hi && hash && sscanf (hash, "# %*s %199[^\n]", name) == 1
	  && name[0] != '<')
	{
	  named++;
	  char mine[128] = "";
	  bool ok = bg_char_name (lo, mine, sizeof mine)
		    && strcmp (mine, name) == 0;
	  bad_names += !ok;
	  UNIT_CHECK (ok, "U+%04X named %s, not %s", lo, mine, name);
	}
    }
  fclose (f);
  size_t differ = 0;
  for (uint32_t c = 0x80; c <= 0x10FFFF; c++)
    {
      int mine = (bg_ident_props (c) & BG_IP_IGNORABLE) != 0;
      if (mine != in_file[c] && differ++ < 5)
	UNIT_CHECK (0, "U+%04X: default ignorable %d in the table, %d in %s",
		    (unsigned) c, mine, in_file[c], DCP);
    }
  UNIT_CHECK (differ == 0 && ranges > 20,
	      "%zu code points differ from %s (%zu ranges read)", differ, DCP,
	      ranges);
  UNIT_CHECK (named > 5 && bad_names == 0, "%zu names, %zu wrong", named,
	      bad_names);
  UNIT_CHECK (bg_is_invisible (0x200B) && bg_is_invisible (0x3164)
	      && bg_is_invisible (0xE0041) && !bg_is_invisible ('a')
	      && !bg_is_invisible (0x05D0) && !bg_is_invisible (0xFFFD),
	      "bg_is_invisible on ZWSP, HANGUL FILLER, TAG A, a, alef, U+FFFD");
}

#define SCRIPTS "/usr/share/unicode/Scripts.txt"

/* The pinned Script of every code point is Scripts.txt's, where the
   installed file is of the table's version (unicode-data): a second
   source beside the generator's ICU.  */
static void
check_scripts_against_unicode (void)
{
  FILE *f = fopen (SCRIPTS, "r");
  char line[512], version[32] = "";
  if (!f)
    {
      printf ("# %s missing (package unicode-data): scripts not compared\n",
	      SCRIPTS);
      return;
    }
  if (fgets (line, sizeof line, f))
    sscanf (line, "# Scripts-%31[0-9.].txt", version);
  size_t vlen = strlen (bg_ident_props_unicode ());
  if (strncmp (version, bg_ident_props_unicode (), vlen) != 0)
    {
      printf ("# %s is Unicode %s, the table %s: not compared\n", SCRIPTS,
	      version, bg_ident_props_unicode ());
      fclose (f);
      return;
    }
  size_t read = 0, differ = 0;
  while (fgets (line, sizeof line, f))
    {
      unsigned lo, hi;
      char sc[64];
      if (sscanf (line, "%x..%x ; %63s", &lo, &hi, sc) != 3)
	{
	  if (sscanf (line, "%x ; %63s", &lo, sc) != 2)
	    continue;
	  hi = lo;
	}
      for (unsigned c = lo; c <= hi && c <= 0x10FFFF; c++)
	{
	  read++;
	  const char *mine = bg_script_long_name (bg_script (c));
	  if (strcmp (mine, sc) != 0 && differ++ < 5)
	    UNIT_CHECK (0, "U+%04X: script %s, %s says %s", c, mine, SCRIPTS,
			sc);
	}
    }
  fclose (f);
  UNIT_CHECK (read > 100000 && differ == 0, "%zu of %zu code points differ "
	      "from %s", differ, read, SCRIPTS);
}

/* UTS #39 5.2 on the pinned data, the profile the mixed-script half of
   confusable starts from.  */
static void
check_restriction_levels (void)
{
  static const struct
  {
    uint32_t cp[6];
    bool outside;
    const char *why;
  } cases[] = {
    { { 'a', 'b' }, false, "ASCII" },
    { { 0x0430, 0x0431 }, false, "Cyrillic alone" },
    { { 'p', 0x0430 }, true, "Latin with Cyrillic" },
    { { 'i', 0x03B1 }, true, "Latin with Greek" },
    { { 'l', 0x0585, 'g' }, false, "Latin with Armenian: moderately "
      "restrictive" },
    { { 'x', 0x6F22, 0x3042 }, false, "Latin with Han and Hiragana: highly "
      "restrictive (Japanese)" },
    { { 0x0430, 0x03B1 }, true, "Cyrillic with Greek" },
    { { 0x0905, 0x0627 }, true, "Devanagari with Arabic" },
    { { 0x0627, 0x0660 }, false, "Arabic letter, Arabic-Indic digit" },
    { { 0x0915, 0x094D, 0x200D }, false, "Devanagari, virama, ZWJ "
      "(Inherited)" },
    { { 'a', 0x0915, 0x0964 }, false, "Latin, Devanagari and the danda "
      "(its Script_Extensions)" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      size_t n = 0;
      while (n < 6 && cases[i].cp[n])
	n++;
      UNIT_CHECK (bg_outside_moderate (cases[i].cp, n) == cases[i].outside,
		  "restriction level: %s", cases[i].why);
    }
}

/* The findings of CHECK in TEXT.  */
static size_t
count_check (const char *text, enum bg_check check, struct found_list *l)
{
  struct bg_options o = options ();
  scan_text (text, text, strlen (text), &o, l);
  size_t n = 0;
  for (size_t i = 0; i < l->n; i++)
    n += l->v[i].f.check == check;
  return n;
}

/* UAX #31 A1, A2 and B, one line each.  */
static void
check_joiners (void)
{
  static const struct
  {
    const char *text;
    size_t invisible;
    const char *why;
  } cases[] = {
    /* mi-shavad: YEH FARSI (dual) ZWNJ SHEEN (dual): A1 */
    { "int \xd9\x85\xdb\x8c\xe2\x80\x8c\xd8\xb4\xd9\x88\xd8\xaf;\n", 0, "A1" },
    /* a transparent mark (FATHA) before the ZWNJ: still A1 */
    { "int \xd9\x85\xdb\x8c\xd9\x8e\xe2\x80\x8c\xd8\xb4;\n", 0, "A1, T*" },
    /* WAW joins only on the right: no A1 */
    /* WAW joins nothing after it: the Persian half-space there draws
       nothing and deceives only beside a twin (the pairs' business).  */
    { "int \xd9\x88\xe2\x80\x8c\xd8\xb4;\n", 0, "WAW ZWNJ" },
    /* BEH joins what follows: there the ZWNJ breaks a join (A1 needs a
       right-joining letter after it, a digit is none).  */
    { "int \xd8\xa8\xe2\x80\x8c" "1;\n", 1, "BEH ZWNJ digit" },
    /* nothing after the ZWNJ */
    { "int \xd8\xb4\xe2\x80\x8c;\n", 1, "final ZWNJ" },
    /* KA VIRAMA ZWJ SSA: B; KA VIRAMA ZWNJ SSA: A2 */
    { "int \xe0\xa4\x95\xe0\xa5\x8d\xe2\x80\x8d\xe0\xa4\xb7;\n", 0, "B" },
    { "int \xe0\xa4\x95\xe0\xa5\x8d\xe2\x80\x8c\xe0\xa4\xb7;\n", 0, "A2" },
    /* no virama before the ZWJ */
    { "int \xe0\xa4\x95\xe2\x80\x8d\xe0\xa4\xb7;\n", 1, "KA ZWJ" },
    /* a virama with no letter before it */
    { "int a\xe0\xa5\x8d\xe2\x80\x8d;\n", 1, "ASCII virama ZWJ" },
    { "int x\xe2\x80\x8cy;\n", 1, "Latin ZWNJ" },
    { "int x\xe2\x80\x8dy;\n", 1, "Latin ZWJ" },
  };
  struct found_list l = { 0 };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      size_t n = count_check (cases[i].text, BG_CHECK_INVISIBLE, &l);
      UNIT_CHECK (n == cases[i].invisible, "%s: %zu invisible findings, "
		  "want %zu", cases[i].why, n, cases[i].invisible);
    }
  free_findings (&l);
}

/* The finding of a ZWSP: where, named, and its fix-it the escape.  */
static void
check_invisible_finding (void)
{
  struct found_list l = { 0 };
  const char *text = "int a;\n\tint is_\xe2\x80\x8b" "admin = 1;\n";
  count_check (text, BG_CHECK_INVISIBLE, &l);
  UNIT_CHECK (l.n == 1 && l.v[0].f.line == 2 && l.v[0].f.byte_col == 9
	      && l.v[0].f.display_col == 16, "one finding at 2:9 (display "
	      "16): %zu", l.n);
  if (l.n == 1)
    {
      const struct bg_finding *f = &l.v[0].f;
      const char *m = l.v[0].message;   /* f's own was the scanner's */
      UNIT_CHECK (strstr (m, "U+200B (ZERO WIDTH SPACE)")
		  && strstr (m, "'is_<U+200B>admin'"), "message: %s", m);
      UNIT_CHECK (f->nfixits == 1 && f->fixits[0].byte_col == 9
		  && f->fixits[0].byte_len == 3
		  && strcmp (f->fixits[0].text, "\\u200B") == 0,
		  "fix-it: the escape over the 3 bytes");
      UNIT_CHECK (strstr (l.v[0].compiled, "is_<U+200B>admin")
		  && strstr (l.v[0].displayed, "is_admin"),
		  "notes: compiled %s, displayed %s", l.v[0].compiled,
		  l.v[0].displayed);
    }
  /* Bidi controls in identifiers stay spoof.  */
  size_t inv = count_check ("int a\xe2\x80\xaa" "b\xe2\x80\xac;\n",
			    BG_CHECK_INVISIBLE, &l);
  UNIT_CHECK (inv == 0 && l.n > 0 && l.v[0].f.check == BG_CHECK_SPOOF,
	      "LRE in an identifier: spoof, not invisible");
  free_findings (&l);
}

struct twins
{
  size_t n;
  char message[4][700];
  struct bg_twin t[4];
};

static void
collect_twin (void *user, const struct bg_twin *t)
{
  struct twins *w = user;
  if (w->n < 4)
    {
      snprintf (w->message[w->n], sizeof w->message[0], "%s", t->message);
      w->t[w->n] = *t;
    }
  w->n++;
}

/* Twins across two buffers (the plugin's header and main file), ASCII
   twins through bg_scan_names and through a name with no place.  */
static void
check_twins (void)
{
  struct bg_options o = options ();
  struct bg_scanner *sc = bg_scanner_new (&o);
  struct found_list l = { 0 };
  const char *header = "int sayHello (void);\nint count;\n";
  const char *main_file = "#include \"h.h\"\n"
			  "int say\xd0\x9d" "ello (void) { return 0; }\n"
			  "int c\xce\xbf" "unt;\n";
  UNIT_CHECK (!bg_scanner_wants_names (sc), "names wanted before any");
  bg_scanner_set_file (sc, 1);
  bg_scan_buffer (sc, header, strlen (header), collect_finding, &l);
  UNIT_CHECK (!bg_scanner_wants_names (sc), "an ASCII file has skeletons");
  bg_scanner_set_file (sc, 0);
  bg_scan_buffer (sc, main_file, strlen (main_file), collect_finding, &l);
  UNIT_CHECK (bg_scanner_wants_names (sc), "no skeletons after Cyrillic");
  UNIT_CHECK (l.n == 2 && l.v[0].f.check == BG_CHECK_CONFUSABLE
	      && l.v[1].f.check == BG_CHECK_CONFUSABLE,
	      "two mixed-script findings: %zu", l.n);
  bg_scanner_set_file (sc, 1);
  UNIT_CHECK (bg_scan_names (sc, header, strlen (header), NULL, NULL) == 5,
	      "the header's identifiers (void too)");
  struct twins w = { 0 };
  long r = bg_scanner_twins (sc, NULL, NULL, collect_twin, &w);
  UNIT_CHECK (r == 2 && w.n == 2, "two twins: %ld", r);
  if (w.n == 2)
    {
      /* By file, then line: file 0's lines come first.  */
      UNIT_CHECK (w.t[0].later.file == 1 && w.t[0].later.line == 1
		  && w.t[0].first.file == 0 && w.t[0].first.line == 2
		  && strstr (w.message[0], "'sayHello' looks the same as"),
		  "sayHello against say<EN>ello: %s", w.message[0]);
      UNIT_CHECK (w.t[1].later.line == 2 && w.t[1].first.line == 3
		  && strstr (w.message[1], "GREEK SMALL LETTER OMICRON"),
		  "count against c<omicron>unt: %s", w.message[1]);
    }
  /* A name with no place (cpp's table): the note says so.  */
  bg_scanner_forget_names (sc);
  UNIT_CHECK (!bg_scanner_wants_names (sc), "names after forgetting");
  /* Cyrillic a and es, a whole-script look-alike of two letters: it
     twins a name of cpp's table ("<Cyrillic>access" and <unistd.h>'s
     access); a single letter does not (Greek alpha and libstdc++'s a).  */
  const char *one = "int \xd0\xb0\xd1\x81;\nint \xd0\xb0;\n";
  bg_scan_buffer (sc, one, strlen (one), collect_finding, &l);
  UNIT_CHECK (bg_scanner_add_name (sc, "ac", 2), "add_name");
  UNIT_CHECK (bg_scanner_add_name (sc, "a", 1), "add_name");
  w.n = 0;
  bg_scanner_twins (sc, NULL, NULL, collect_twin, &w);
  UNIT_CHECK (w.n == 1 && w.t[0].later.line == 1 && w.t[0].first.line == 0,
	      "twin with no place: %zu", w.n);
  bg_scanner_free (sc);
  free_findings (&l);
}

/* Without ICU: both identifier checks work (their data is pinned, none
   of it ICU's), and the one notice is the display's.  */
static void
check_without_icu (void)
{
  struct bg_options o = options ();
  struct bg_scanner *sc = bg_scanner_new (&o);
  bg_scanner_set_icu_library (sc, "libbidiguard-no-such-icu.so");
  struct found_list l = { 0 };
  const char *text = "int p\xd0\xb0ypal, paypal;\nint is_\xe2\x80\x8b" "admin;\n";
  bg_scan_buffer (sc, text, strlen (text), collect_finding, &l);
  size_t invisible = 0, confusable = 0;
  for (size_t i = 0; i < l.n; i++)
    {
      invisible += l.v[i].f.check == BG_CHECK_INVISIBLE;
      confusable += l.v[i].f.check == BG_CHECK_CONFUSABLE
		    && l.v[i].f.line == 1;
    }
  UNIT_CHECK (invisible == 1 && confusable == 1,
	      "without ICU: %zu invisible, %zu confusable on line 1 of %zu",
	      invisible, confusable, l.n);
  int skipped = 0, notices = 0;
  for (const char *notice; (notice = bg_scanner_notice (sc)) && notices < 5;
       notices++)
    skipped += strstr (notice, "skipped") != NULL;
  UNIT_CHECK (skipped == 0 && notices <= 1, "%d notices, %d of a check "
	      "skipped", notices, skipped);
  bg_scanner_free (sc);
  free_findings (&l);
}

/* Hostile input: no crash, linear, a clear finding or none.  */
static void
check_hostile (void)
{
  struct found_list l = { 0 };
  struct bg_options o = options ();
  /* 100,000 characters, a ZWSP in the middle and Cyrillic in it.  */
  size_t n = 100000;
  char *big = malloc (3 * n + 32);
  size_t k = 0;
  k += (size_t) sprintf (big, "int ");
  for (size_t i = 0; i < n; i++)
    {
      if (i == n / 2)
	k += (size_t) sprintf (big + k, "\xe2\x80\x8b");
      else if (i == n / 3)
	k += (size_t) sprintf (big + k, "\xd0\xb0");
      else
	big[k++] = 'a';
    }
  k += (size_t) sprintf (big + k, ";\n");
  scan_text ("long identifier", big, k, &o, &l);
  size_t inv = 0, conf = 0;
  for (size_t i = 0; i < l.n; i++)
    {
      inv += l.v[i].f.check == BG_CHECK_INVISIBLE;
      conf += l.v[i].f.check == BG_CHECK_CONFUSABLE;
      UNIT_CHECK (strlen (l.v[i].message) < 400, "a short message");
    }
  UNIT_CHECK (inv == 1 && conf == 1, "100,000 characters: %zu invisible, "
	      "%zu confusable", inv, conf);
  check_invariants ("long identifier", big, k, &l);
  free (big);

  /* Invalid UTF-8 inside and beside identifiers.  */
  static const char bad[] = "int a\xff" "b, \xd0, c\xe2\x80, d\xed\xa0\x80" "e;\n"
			    "int \xc0\xaf" "x\xe2\x80\x8b\xff;\n";
  scan_text ("invalid UTF-8", bad, sizeof bad - 1, &o, &l);
  check_invariants ("invalid UTF-8", bad, sizeof bad - 1, &l);

  /* A million distinct identifiers, each non-ASCII (each a skeleton),
     then their ASCII names: linear (the tables grow by doubling).  */
  size_t m = 1000000;
  char *many = malloc (m * 24);
  k = 0;
  for (size_t i = 0; i < m; i++)
    k += (size_t) sprintf (many + k, "int \xd0\xb6%zu;\n", i);
  struct bg_scanner *sc = bg_scanner_new (&o);
  struct twins w = { 0 };
  bg_scan_buffer (sc, many, k, collect_finding, &l);
  long names = bg_scan_names (sc, many, k, NULL, NULL);
  long r = bg_scanner_twins (sc, NULL, NULL, collect_twin, &w);
  UNIT_CHECK (names == 2 * (long) m && r == 0 && w.n == 0,
	      "a million identifiers: %ld names, %ld twins", names, r);
  bg_scanner_free (sc);
  free (many);
  free_findings (&l);
}

/* The lookalike check's halves of a comment's star-slash (text/names.c)
   against the pinned UTS #39 data: every character whose skeleton is
   '*' or '/' is one, and every one but the compatibility forms and the
   two asterisk glyphs the table adds has that skeleton.  */
static void
check_closer_halves (void)
{
  static const uint32_t added[] = { 0x2055, 0x2731, 0xFE61, 0xFF0A, 0xFF0F };
  char *out = NULL;
  size_t cap = 0, bad = 0, halves = 0;
  for (uint32_t c = 0x80; c < 0x110000; c++)
    {
      if (c >= 0xD800 && c <= 0xDFFF)
	continue;
      char u[4];
      size_t n = bg_utf8_encode (c, u);
      long k = bg_skeleton (u, n, &out, &cap);
      int skel = k == 1 && (out[0] == '*' || out[0] == '/') ? out[0] : 0;
      int half = bg_closer_half (c);
      bool extra = false;
      for (size_t i = 0; i < sizeof added / sizeof added[0]; i++)
	extra |= added[i] == c;
      halves += half != 0;
      if ((half != skel && !(extra && half)) && bad++ < 5)
	printf ("  U+%04X: skeleton '%c', closer half '%c'\n", (unsigned) c,
		skel ? skel : ' ', half ? half : ' ');
    }
  UNIT_CHECK (bad == 0, "%zu closer halves differ from UTS #39", bad);
  UNIT_CHECK (halves == 23, "%zu closer halves, expected 23", halves);
  UNIT_CHECK (bg_closer_half ('*') == '*' && bg_closer_half ('/') == '/'
	      && bg_closer_half ('x') == 0, "ASCII halves");
  /* A raw string's: skeleton two apostrophes for '"', ')' for ')';
     FULLWIDTH RIGHT PARENTHESIS is one by NFKC.  */
  size_t raw_bad = 0, raw_halves = 0;
  for (uint32_t c = 0x80; c < 0x110000; c++)
    {
      if (c >= 0xD800 && c <= 0xDFFF)
	continue;
      char u[4];
      size_t n = bg_utf8_encode (c, u);
      long k = bg_skeleton (u, n, &out, &cap);
      int skel = k == 2 && out[0] == '\'' && out[1] == '\'' ? '"'
		 : k == 1 && out[0] == ')' ? ')' : 0;
      int half = bg_raw_closer_half (c);
      raw_halves += half != 0;
      if (half != skel && !(c == 0xFF09 && half == ')') && raw_bad++ < 5)
	printf ("  U+%04X: skeleton '%c', raw closer half '%c'\n",
		(unsigned) c, skel ? skel : ' ', half ? half : ' ');
    }
  free (out);
  UNIT_CHECK (raw_bad == 0, "%zu raw closer halves differ from UTS #39",
	      raw_bad);
  UNIT_CHECK (raw_halves == 20, "%zu raw closer halves, expected 20",
	      raw_halves);
  UNIT_CHECK (bg_is_unseen (0x200B) && bg_is_unseen (0x0301)
	      && bg_is_unseen (0xFE0F) && !bg_is_unseen (' ')
	      && !bg_is_unseen (0x05D0), "unseen characters");
}

int
main (void)
{
  check_closer_halves ();
  check_table_against_unicode ();
  check_scripts_against_unicode ();
  check_restriction_levels ();
  check_joiners ();
  check_invisible_finding ();
  check_twins ();
  check_without_icu ();
  check_hostile ();
  return unit_finish ("test-ident");
}
