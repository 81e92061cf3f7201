/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-walks.c - how many times a line is walked (doc/design.md 6.1).
 *
 * "One pass per line" is a claim about cost that no other test would
 * notice breaking: a second walk over a line costs time, not findings.
 * Built with BG_COUNT_WALKS (the Makefile builds the core's counting
 * files again for it), the core counts each pass over a line's bytes and
 * each pass that looks up the classes of its code points (BG_COUNT_WALK):
 * the search for its first byte >= 0x80, the lexer's cleaning and each of
 * its runs, line_may_reorder (which stops at the first right-to-left
 * character), the quiet walk (which reads a plain line's comments and
 * literals as it goes: no lexer run before it), the decoding, each
 * display by an engine (its own pass over the decoded characters), each
 * display whose classes are looked up rather than handed over from the
 * decoding, and the pass that decides whether FriBidi's display can
 * differ from ICU's (findings.c, engines_agree), and the checks' own
 * passes over the line's decoded arrays (code points, units, atoms,
 * visual positions): line-check.c's signatures and comparisons,
 * atom-check.c's, and the deception test's (reader.c: laying out what
 * the reviewer sees, and for the whole line and each construct it reads
 * the lexer's cleaning and run and the pass over its atoms).  Renderings
 * happen only for a reported finding and are not counted.  The counts of
 * three kinds of line are pinned here.
 */
#include <stdio.h>
#include <string.h>

#include "text/text.h"
#include "driver/driver.h"
#include "unit.h"
#include "findings.h"

/* The walks that scanning TEXT as a file of its own takes, and its
   findings into *FOUND.  */
static unsigned long
walks_of (const char *text, unsigned long *found)
{
  struct bg_options opts;
  bg_options_init (&opts);
  struct found_list list = { 0 };
  struct bg_scanner *sc = bg_scanner_new (&opts);
  bg_scan_buffer (sc, text, strlen (text), collect_finding, &list);
  unsigned long n = bg_scanner_walks (sc);
  bg_scanner_free (sc);
  check_invariants ("walks", text, strlen (text), &list);
  *found = list.n;
  free_findings (&list);
  return n;
}

struct walk_case
{
  const char *what, *text;
  unsigned long walks, findings;
};

static const struct walk_case cases[] = {
  /* Skipped 32 bytes at a time with the lines around it: one search.  */
  { "ASCII line", "int x = 1; /* plain */\n", 1, 0 },
  /* The search stops in it; it is cleaned (its end found),
     line_may_reorder stops at its first letter, and the quiet walk,
     reading its comments and literals as it goes, proves it.  */
  { "quiet right-to-left line",
    "  /* \xd7\x94\xd7\xa2\xd7\xa8\xd7\x94 */ say (who, "
    "\"\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d\");\n", 4, 0 },
  /* Two Hebrew strings joined by an operator: the walk cannot prove it
     (the neutrals between them sit between R and R), so it is lexed for
     all its atoms (the walk's verdict is kept) and decoded once; one pass
     finds that FriBidi must show it as ICU does, and ICU alone displays
     it, with the classes decoded handed over: 8 walks so far.  Then the
     checks: line-check.c 12 passes (whether the line reads right to left,
     asked once; a look whether every unit is at level 0, which stops at
     the first quote; then the signatures of the display and the
     reference and their comparison; no bracket shows mirrored, so none
     is paired), the deception test 12 (the layout of the display, 3; the
     display lexed once, 2 passes, its tokens read for the construct
     "..." + "..." and for the whole line, a pass each, with the passes
     that place and judge them), atom-check.c 1.  rtl-layout, which is
     off, is all it could find.  */
  { "line needing the full check",
    "x = f (\"\xd7\x90\" + \"\xd7\x91\");\n", 33, 0 },
  /* The same with a mark, and with an override (a finding, rendered:
     renderings are not counted): both engines, each also without the
     controls (doc/design.md 2.5), the classes handed over to all four
     displays: 10 walks before the checks.  With a mark, line-check.c
     takes 31 passes and the deception test 24 (it reads the display of
     each engine), atom-check.c 2; with an override, line-check.c 23 and
     atom-check.c 2 (the deception test judges only what letters move).  */
  { "line with a mark needing the full check",
    "x = f (\"\xd7\x90\xe2\x80\x8f\" + \"\xd7\x91\");\n", 67, 0 },
  { "line with an override",
    "/* \xe2\x80\xae\xd7\x90 */ x = 1;\n", 35, 1 },
  /* A Hebrew string and an Arabic comment on one line (bench (d)): the
     neutrals between them sit between R and AL, but N0 makes the call's
     brackets L (R inside, L before them), so they and the quotes and
     comment delimiters stay at level 0, and the quiet walk proves it as
     it proves the line above (quiet.c, bracket): 4, not the 11 of its
     full check.  */
  { "string and comment of right-to-left letters",
    "  say (\"\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d\"); /* "
    "\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7 */\n", 4, 0 },
};

int
main (void)
{
  unsigned long found;
  if (!UNIT_CHECK (walks_of (cases[0].text, &found) > 0,
		   "no walk counted: the core was built without "
		   "BG_COUNT_WALKS"))
    return unit_finish ("test-walks");
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      const struct walk_case *c = &cases[i];
      unsigned long walks = walks_of (c->text, &found);
      printf ("# %s: %lu walks\n", c->what, walks);
      UNIT_CHECK (walks == c->walks, "%s: %lu walks, expected %lu", c->what,
		  walks, c->walks);
      UNIT_CHECK (found == c->findings, "%s: %lu findings, expected %lu",
		  c->what, found, c->findings);
    }
  return unit_finish ("test-walks");
}
