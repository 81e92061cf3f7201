# SPDX-License-Identifier: GPL-3.0-or-later
"""Displays that lie about nothing (issue 31 item 5) and names that move
without lying (the noise of `int <name> = 1;`).

Joined literals: one sentence split over two string literals that the
compiler joins reads as the one string it is; the quotes between the
halves are no code unit.  Silent even with every check on; with a mark
inside, or with a comma between (two arguments, not one string), the
line is judged as before.
Tables: a weekday or month table in Hebrew, Arabic or Persian shows its
rows alike whether it holds one entry a line or several, with label
comments, designators, keys or a geresh: silent.  A row shown unlike its
neighbours reads as broken; rows shown alike with their digits swapped
are a lie (rtl-reorder), as is the digit table (doc/design.md 2.5).
Marks as entries of a character table move only quotes and blanks: no
finding; a mark-only line is judged as letters are (a row broken unlike
its neighbour is silent, a lone row showing its number inside the
string is a lie).
Broken rows: a row shown with `1- ,` (an operator with no operand)
reads as no code; a lie beside it on the line is still reported.
Names: an LTR-first line declaring or assigning a right-to-left name
shows `int 1 = <name>;` (the digits after Arabic letters are AN): no
reader takes that for code, so it is no lie; `<name> + 1` shown
`1 + <name>` computes the same, and so does `<name> < 3` shown
`3 > <name>` (the `<` drawn as its mirror between its operands shown
swapped).  What still lies is reported: operands of `-` or `/` trading
places, call arguments swapped, a shift or `<=` shown turned round, a
swap across an operator that binds tighter, an override.
"""

C = "bidiguard.c/"
CXX = "bidiguard.c++/"

FLAG = '/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'
REORDER = '/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */'
LAYOUT = '/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */'
SILENT = '/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'


def lines(*pairs):
    """Source lines, each followed by its expectation."""
    return "".join(code + "\n" + (want + "\n" if want else "")
                   for code, want in pairs)


JOINED = lines(
    ('const char *a = "<he:shalom> " "<he:olam>";', SILENT),
    ('const char *b = "<he:yom> <he:rishon>, " "<he:yom> <he:sheni>.";', SILENT),
    ('const char *c = "<fa:in> " "<fa:jomle>.";', SILENT),
    ('const char *d = "<he:shalom>" " " "<he:olam>";', SILENT),
    ('const char *e = "<ar:marhaban> " "<ar:salam> 2";', SILENT),
    ('#define GREETING "<he:shalom> " "<he:olam>"', SILENT),
    ('  printf ("<ar:salam> " "<fa:farsi> %s\\n", s);', SILENT),
    ('  printf ("<he:shalom> %d " "<he:olam>\\n", n);', SILENT),
)

JOINED_JUDGED = lines(
    # Two arguments, not one string: the display is judged as before.
    ('  f2 ("<he:shalom> ", "<he:olam>");', LAYOUT),
    # A real lie beside joined literals is still one.
    ('  x = g ("<he:shalom> " "<he:olam>") + (/*<he:alef>*/ 10 - 3 /*<he:bet>*/);', FLAG),
    # Marks in a half: the joined text is not read as one string.
    ('  s = "<RLM>10" "3<RLM>";', REORDER),
)


def joined_test(test, d, ext):
    test(d + "quiet-joined-literals." + ext, r"""
/* One sentence over two joined literals reads as one string: silent with every check.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=all" } */
int printf (const char *, ...);
void
f (const char *s, int n)
{
""" + JOINED + r"""}
""")
    test(d + "quiet-joined-judged." + ext, r"""
/* Literals that are not one string, or hold marks, are judged as before; a lie beside joined literals is reported.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */
void f2 (const char *, const char *);
int g (const char *);
const char *s;
int x;
void
h (void)
{
""" + JOINED_JUDGED + r"""}
""")


TABLES = lines(
    ("static const char *he_days[] = {", ""),
    ('  "<he:yom> <he:rishon>",', SILENT),
    ('  "<he:yom> <he:sheni>", "<he:yom> <he:shlishi>",', SILENT),
    ('  "<he:shabat>",', SILENT),
    ("};", ""),
    ('static const char *ar_days[] = { "<ar:ahad>", "<ar:ithnayn>", "<ar:thulatha>" };', SILENT),
    ('static const char *fa_days[] = { "<fa:yekshanbe>", "<fa:doshanbe>", "<fa:seshanbe>" };', SILENT),
    ("static const char *he_months[] = {", ""),
    ('  /* 0 */ "<he:yanuar>", /* 1 */ "<he:februar>",', SILENT),
    ('  /* 2 */ "<he:shabat>",', SILENT),
    ("};", ""),
    ("static const char *ar_by_index[] = {", ""),
    ('  [0] = "<ar:ahad>", [1] = "<ar:ithnayn>",', SILENT),
    ('  [2] = "<ar:thulatha>",', SILENT),
    ("};", ""),
    ("static const struct day he_keyed[] = {", ""),
    ('  { "0", "<he:rishon>" }, { "1", "<he:sheni>" },', SILENT),
    ('  { "2", "<he:shlishi>" },', SILENT),
    ("};", ""),
    ("static const struct day fa_keyed[] = {", ""),
    ('  { "0", "<fa:yekshanbe>" }, { "1", "<fa:doshanbe>" }, { "2", "<fa:seshanbe>" },', SILENT),
    ("};", ""),
    ("static const char *he_letters[] = {", ""),
    ("  \"<he:alef>'\", \"<he:bet>'\",", SILENT),
    ("};", ""),
)

TABLE_LIES = lines(
    # Rows shown alike, each with its two digits swapped: dg[0][0]
    # shows as the second digit.
    ('static const char *digit_pairs[][2] = { { "<ar:sifr>", "<ar:wahid>" }, { "<ar:ithnan>", "<ar:thalatha>" } };',
     FLAG),
    ('static const char *digits[] = { "<ar:sifr>", "<ar:wahid>", "<ar:ithnan>" };', FLAG),
    ('static const int diffs[] = { /*<he:alef>*/ 10 - 3 /*<he:bet>*/, 1 };', FLAG),
)


# Test-vector rows (zint's hanxin table): a one-letter right-to-left
# string pulls the numbers after it into its run, and `-1` shows as
# `1- ,`, an operator with no operand, which no C writes: the row reads
# as broken, whatever else it shows.  The verdict is per construct: a
# lie beside such a row on the same line is still reported, and a row
# shown whole with its values swapped is a lie (values read by
# position, doc/design.md 2.5).
BROKEN_ROWS = lines(
    ('struct row r0 = { "<ar:kaf>", -1, 0, 24, "81 83 00 0C" };', SILENT),
    ('struct row r1 = { "<ar:kaf>", 0, 24, -1, "81 83 00 0C" };', SILENT),
    ('struct row r2[] = { { "<ar:kaf>", -1, 0, 24, "81 83" }, { "x", 1, 0, 0, "0" } };', SILENT),
    ("void", ""),
    ("g (void)", ""),
    ("{", ""),
    ('  int x0 = f (r0, "<ar:kaf>", -1, 0, 24, "81") + (/*<he:alef>*/ 10 - 3 /*<he:bet>*/);', FLAG),
    ('  int x1 = f (r0, "<ar:kaf>", -1, 0, 24, "81"), x2 = (/*<he:alef>*/ 10 - 3 /*<he:bet>*/);', FLAG),
    ('  int x3 = f (r0, "<ar:kaf>", -1, 0, 24, "81") + 1 /*<RLO> -*/ - 2;', REORDER),
    ("}", ""),
    ('struct row r3 = { "<ar:kaf>", 0, 24, 1, "60 0C" };', FLAG),
)


def tables_test(test, d, ext):
    test(d + "quiet-broken-rows." + ext, r"""
/* A row shown with an operator before a comma reads as broken; a lie beside it on the line, and a row shown whole with values swapped, are reported.  */
struct row { const char *d; int opt, ret, eci; const char *e; };
int f (struct row, const char *, int, int, int, const char *);
""" + BROKEN_ROWS)
    test(d + "quiet-tables." + ext, r"""
/* Weekday and month tables show their rows alike, one entry a line or several: silent.  */
struct day { const char *key, *name; };
""" + TABLES)
    test(d + "quiet-table-lies." + ext, r"""
/* Rows shown alike that still lie: digits swapped in each row, the digit table, operands of '-'.  */
""" + TABLE_LIES)


MARKS = lines(
    ('static const char *marks[] = { "<LRM>", "<RLM>" };', SILENT),
    ('static const char *marks3[] = { "<LRM>", "<RLM>", "<ALM>" };', SILENT),
    ('static const char *rtl_marks[] = { "<RLM>", "<ALM>" };', SILENT),
    ('static const char *twice[] = { "<RLM>", "<RLM>", };', SILENT),
    ("static const unsigned wide[] = { L'<LRM>', L'<RLM>', L'<ALM>' };", SILENT),
    ('static const struct mark named[] = { { "<RLM>", "RLM" }, { "<LRM>", "LRM" } };', SILENT),
    # A mark that pulls its code point into its run breaks the row
    # (`{ "0 ,"x200F }`), which reads unlike its neighbour: no finding.
    ('static const struct point points[] = { { "<RLM>", 0x200F }, { "<LRM>", 0x200E } };', SILENT),
    ('static const struct point ar_points[] = { { "<ALM>", 0x61C }, { "<LRM>", 0x200E } };', SILENT),
    # Marks that move digits still lie, and so does a lone row that
    # shows its number inside the string (`{ "8207 ," }`) or beside a
    # name (`{ "0 ,"x200F }`).
    ('int y = /*<RLM>*/ 10 - 3 /*<RLM>*/;', REORDER),
    ('static const struct point one = { "<RLM>", 0x200F };', REORDER),
    ('static const struct point dec = { "<RLM>", 8207 };', REORDER),
)


def marks_test(test, d, ext):
    test(d + "quiet-mark-table." + ext, r"""
/* LRM, RLM and ALM as entries of a character table display alike with and without them: no finding.  */
struct mark { const char *mark, *name; };
struct point { const char *mark; unsigned cp; };
""" + MARKS)


NAMES = lines(
    ("int <fa:mishavad> = 1;", SILENT),
    ("static const int <ar:salam> = 10 * 3;", SILENT),
    ("int <he:shalom>[3] = { 0 };", SILENT),
    ("int <he:alef> = 1, <he:bet> = 2;", SILENT),
    ("long <fa:tedad> = 42L;", SILENT),
    ("void", ""),
    ("names (void)", ""),
    ("{", ""),
    ("  x = <fa:mishavad> + 1;", SILENT),
    ("  x = <ar:salam> * 2;", SILENT),
    ("  x = <he:shalom>[2];", SILENT),
    ("  use (<fa:mishavad>);", SILENT),
    ("  use (<ar:salam> + 1);", SILENT),
    ("  use2 (x, <fa:tedad>);", SILENT),
    ("  x = (<ar:salam> == 3);", SILENT),
    ("  <fa:mishavad> = 5;", SILENT),
    ("  x += <he:alef>;", SILENT),
    # A comparison drawn as its mirror between its operands shown
    # swapped compares the same: `3 > <name>` for `<name> < 3`.
    ("  x = <fa:tedad> < 3;", SILENT),
    ("  x = <he:alef> > 3;", SILENT),
    ("  if (10 > <he:alef>) x = 1;", SILENT),
    ("  x = (<he:alef> < 3) - 1;", SILENT),
    # What still lies.
    ("  x = <fa:mishavad> - 1;", FLAG),
    ("  x = <he:alef> / 2;", FLAG),
    ("  use2 (<ar:salam>, 2);", FLAG),
    ("  x = <he:alef> << 3;", FLAG),
    ("  x = 3 - <he:alef> < 3;", FLAG),
    ("  x = <he:alef> - <he:bet>;", FLAG),
    ("  x = 1 /*<RLO> -*/ + <fa:mishavad>;", REORDER),
    ("}", ""),
)


def names_test(test, d, ext):
    test(d + "quiet-rtl-names." + ext, r"""
/* Right-to-left names on a line read left to right: `int 1 = <name>;` is no code anyone reads, `<name> + 1` shown `1 + <name>` computes the same; swapped operands of '-', `<name> < 3` shown `3 > <name>` compares the same; swapped operands of '-', swapped arguments, turned shifts still lie.  */
int x;
void use (int);
void use2 (int, int);
""" + NAMES)


def define_tests(test):
    for d, ext in ((C, "c"), (CXX, "C")):
        joined_test(test, d, ext)
        tables_test(test, d, ext)
        marks_test(test, d, ext)
        names_test(test, d, ext)
