# SPDX-License-Identifier: GPL-3.0-or-later
"""The deception test, spoof in any direction, attribution (issue 19,
doc/design.md sections 2.5 and 2.6): must-flag and must-not-flag pairs of
the same shapes, well-formed against visibly broken displays, C and C++,
in comments, under every literal prefix, in macro definitions, with CRLF."""

D = "bidiguard.c/"
DXX = "bidiguard.c++/"

REORDER_RTL = '/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'
LAYOUT = '/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */'
SILENT = '/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'
SPOOF = '/* { dg-warning "makes this (string literal|comment|raw string literal|character literal) display misleadingly .bidiguard:spoof." "" { target *-*-* } .-1 } */'
REORDER = '/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */'

# Displays that read as well-formed code other than the compiled one.
WELL_FORMED = r"""
  set ("<he:alef>", "10", "200", "<he:bet>");
@FLAG
  set ("<he:alef>", '0', "10", "<he:bet>");
@FLAG
  set ("<he:alef>", 10, 200, "<he:bet>");
@FLAG
  set ("<he:alef>", "10", "200");
@FLAG
  w = /* <he:hefresh> */ 10 - 3;
@FLAG
  w = (strcmp (s, "<ar:tul>") == 0) ? 0 : 1;
@FLAG
  w = len /* <he:alef> */ < /* <he:bet> */ max;
@FLAG
  put (t, "<fa:farsi>", 0, 24, "60 0C");
@FLAG
"""

# The same shapes drawn visibly broken: a literal's words outside its
# quotes, its numbers inside them.  Data-table rows.
BROKEN = r"""
  set ("<he:alef>", 10, 200);
@LAYOUT
  draw_text ("<he:koteret>", 10, 20);
@LAYOUT
  row ("<he:alef>", 12, 7);
@LAYOUT
  put (t, "<ar:salam>", -1);
@LAYOUT
  row ('<he:alef>', 12, 7);
@LAYOUT
  vector (1, 2, "<he:alef><he:bet>", -1, 0, 1, 57, "AB");
@LAYOUT
  row ("he", "<he:shalom>", 5);
@LAYOUT
  resize ("<he:koteret>", 2 < 3);
@LAYOUT
"""

# Well-formed displays that read as the compiled code: strings holding
# words, shown right to left, each still holding its own words.
SAME = r"""
  s = c ? "<he:shalom>" : "<he:olam>";
@LAYOUT
  row ("<he:shalom>", "<he:olam>", "<he:sheli>");
@LAYOUT
"""

# Operands around a real operator, and mirrored glyphs: rtl-reorder even
# where the display around them is broken.  (`2 << 3` shows `3 >> 2`;
# `2 < 3` shows `3 > 2`, the same comparison, so it is only broken: in
# BROKEN.)
BROKEN_BUT_OPERATOR = r"""
  resize ("<ar:unwan>", 800 - 600);
@FLAG
  resize ("<he:koteret>", 2 << 3);
@FLAG
"""


def body(text, flag, layout):
    return text.replace("@FLAG", flag).replace("@LAYOUT", layout)


def program(lang, defaults_comment, checks, layout):
    head = "#include <string.h>\n" if lang == "c" else "#include <cstring>\n"
    opts = ('/* { dg-options "-Wno-multichar%s" } */\n'
            % (" -fplugin-arg-bidiguard-checks=" + checks if checks else ""))
    return r"""
/* %s  */
""" % defaults_comment + opts + head + r"""
void set (const char *, ...);
void draw_text (const char *, int, int);
void row (...);
void put (void *, ...);
void resize (const char *, int);
void vector (int, int, ...);
int w, len, max, c, h;
const char *s;
void *t;

void
f (void)
{
""" + body(WELL_FORMED, REORDER_RTL, "") + body(BROKEN, "", layout) + body(SAME, "", layout) \
        + body(BROKEN_BUT_OPERATOR, REORDER_RTL, "") + "}\n"


# C has no (...) prototype before C23, and () means (void) in C23 (GCC
# 15's default): row takes anything through a macro.
C_ROW = "void row_any (int, ...);\n#define row(...) row_any (0, __VA_ARGS__)"


def define_tests(test):
    for lang, d, ext in (("c", D, ".c"), ("c++", DXX, ".C")):
        src = program(lang, "Deception test: well-formed deceptive displays are rtl-reorder, visibly broken ones are silent under the default checks",
                      "", SILENT)
        if lang == "c":
            src = src.replace("void row (...);", C_ROW)
        test(d + "deception" + ext, src)
        src = program(lang, "The same shapes with +rtl-layout: the visibly broken displays are rtl-layout",
                      "+rtl-layout", LAYOUT)
        if lang == "c":
            src = src.replace("void row (...);", C_ROW)
        test(d + "deception-layout" + ext, src)

    # Literal prefixes, raw strings, comments, a macro definition, CRLF.
    prefixes = r"""
/* Deception test under every literal prefix, in raw strings, // comments and macro definitions.  */
/* { dg-options "-Wno-pointer-sign" { target c } } */
#include <stddef.h>
#include <uchar.h>
void setw (const wchar_t *, ...);
void set8 (const char *, ...);
void set16 (const char16_t *, ...);
void set32 (const char32_t *, ...);
void f (void)
{
  setw (L"<he:alef>", L"10", L"200", L"<he:bet>");
""" + SILENT + r"""
  setw (L"<he:alef>", "10", "200", "<he:bet>");
""" + REORDER_RTL + r"""
  set8 (u8"<he:alef>", "10", "200", "<he:bet>");
""" + REORDER_RTL + r"""
  set16 (u"<he:alef>", "10", "200", "<he:bet>");
""" + REORDER_RTL + r"""
  set32 (U"<he:alef>", '0', "10", "<he:bet>");
""" + REORDER_RTL + r"""
  set32 (U"<he:alef>", 10, 200);
""" + SILENT + r"""
  set8 (R"(<he:alef>)", 10 - 3);
""" + REORDER_RTL + r"""
  set8 (R"x(<he:alef>)x", 10, 20);
""" + SILENT + r"""
  int w = 10 - 3; // <he:hefresh>
""" + SILENT + r"""
  int v = /* <he:alef> */ 10 - 3; // <he:bet>
""" + REORDER_RTL + r"""
}
#define ROW set8 ("<he:alef>", "10", "200", "<he:bet>")
""" + REORDER_RTL + r"""
#define BROKEN_ROW set8 ("<he:alef>", 12, 7)
""" + SILENT + "\n"
    test(D + "deception-prefixes.c", prefixes.replace(
        '/* { dg-options "-Wno-pointer-sign" { target c } } */\n',
        '/* { dg-options "-std=gnu11 -Wno-pointer-sign" } */\n'))
    test(DXX + "deception-prefixes.C", prefixes.replace(
        '/* { dg-options "-Wno-pointer-sign" { target c } } */\n',
        '/* { dg-options "-std=gnu++17" } */\n').replace(
        "#include <uchar.h>\n", ""))
    crlf = r"""
/* Deception test on CRLF lines.  */
void set (const char *, ...);
void f (void)
{
  set ("<he:alef>", "10", "200", "<he:bet>");
""" + REORDER_RTL + r"""
  set ("<he:alef>", 10, 200);
""" + SILENT + r"""
}
"""
    test(D + "deception-crlf.c", crlf, newline="\r\n")

    spoof = r"""
/* Spoof in any direction (doc/design.md section 2.6): right-to-left text shown in another order than its own by marks or isolates; legitimate controls stay silent.  */
const char *a = "<he:tav><LRM><he:bet><LRM><he:alef>";
""" + SPOOF + r"""
const char *b = "<LRI><he:bet><PDI><he:alef>";
""" + SPOOF + r"""
const char *c = "<he:shalom><LRM> <LRM><he:olam>";
""" + SPOOF + r"""
/* <he:tav><LRM><he:bet><LRM><he:alef> */
""" + SPOOF + r"""
// <LRI><he:bet><PDI><he:alef>
""" + SPOOF + r"""
const char *d = "<he:tav><RLM><he:bet><RLM><he:alef>";
""" + SILENT + r"""
const char *e = "<RLE><he:shalom> <he:olam><PDF>";
""" + SILENT + r"""
const char *g = "<he:shalom> <LRE>hello world<PDF> <he:olam>";
""" + SILENT + r"""
const char *h = "<he:shalom> <FSI>%s<PDI> <he:olam>";
""" + SILENT + r"""
const char *i = "<he:shalom> <LRM>2.4.1<LRM> <he:olam>";
""" + SILENT + r"""
const char *j = "<he:shalom>!<RLM>";
""" + SILENT + r"""
/* <he:shalom> <LRI>printf<PDI> <he:olam> */
""" + SILENT + r"""
"""
    test(D + "spoof-rtl-order.c", spoof)
    test(DXX + "spoof-rtl-order.C", spoof + r"""
const char *k = R"(<he:tav><LRM><he:bet><LRM><he:alef>)";
""" + SPOOF + r"""
const char *m = u8"<LRI><he:bet><PDI><he:alef>";
""" + SPOOF + r"""
const char *n = R"(<RLE><he:shalom> <he:olam><PDF>)";
""" + SILENT + "\n")

    marker = r"""
/* Attribution (doc/design.md section 2.5): the rtl-text marker silences letters alone, never a line whose marks move code too.  */
int x, y, z;
void f (void)
{
  x = /* <he:alef> */ 10 - 3 /* <he:bet> */; /* bidiguard: rtl-text */
""" + SILENT + r"""
  y = /* <he:alef> */ 10 - 3 /* <LRM><he:bet> */; /* bidiguard: rtl-text */
""" + REORDER + r"""
  z = /* <he:alef> */ 10 - 3 /* <he:bet><RLM> */; /* bidiguard: rtl-text */
""" + SILENT + r"""
  x = /* <RLM> */ 10 - 3 /* <he:bet> */; /* bidiguard: rtl-text */
""" + REORDER + r"""
}
"""
    test(D + "attribution-marker.c", marker)
    test(DXX + "attribution-marker.C", marker)

    test(D + "deception-header.c", r"""
/* The deception test and the RTL spoof in a header: findings reported in the header.  */
#include "deception-header.h"
/* { dg-message "file included from \\S*deception-header.c:2:" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } deception-header.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } deception-header.h:4 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } deception-header.h:5 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } deception-header.h:6 } */
int use_header (void) { return header_rows[0].n; }
""")
    test(D + "deception-header.h", r"""
/* Included by deception-header.c.  */
struct header_row { const char *a; int n; const char *b; const char *c; };
static const struct header_row header_rows[] = { { "<he:alef>", 10 - 3, "7", "<he:bet>" } };
static const struct header_row header_broken[] = { { "<he:alef>", 12 } };
static const char *header_spoof = "<he:tav><LRM><he:bet><LRM><he:alef>";
static const char *header_legit = "<RLE><he:shalom> <he:olam><PDF>";
""")
