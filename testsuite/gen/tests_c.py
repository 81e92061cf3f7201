# SPDX-License-Identifier: GPL-3.0-or-later
"""C test templates for gen-tests.py (notation in its docstring).

One test file per feature; each opens with a one-line comment saying what
it covers.  dg-warning "bidiguard:CHECK" sits on the line that must warn
(or on the next line with ".-1" where the warning line must stay exactly as
the attack writes it); dg-bogus "bidiguard" marks lines that must stay
silent, and any unexpected diagnostic fails the excess-errors test.
"""

import re

D = "bidiguard.c/"


def trojan_source(test):
    """The attacks of the Trojan Source paper, C versions."""
    test(D + "trojan-commenting-out.c", r"""
/* Trojan Source "commenting-out": the admin branch is really inside a comment.  */
#include <stdio.h>

int
main (void)
{
  int is_admin = 0;
  /*<RLO> } <LRI>if (is_admin)<PDI> <LRI> begin admins only */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    printf ("You are an admin.\n");
  /* end admins only <RLO> { <LRI>*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  return is_admin;
}
""")
    test(D + "trojan-early-return.c", r"""
/* Trojan Source "early return": a return statement displayed inside a comment.  */
#include <stdio.h>

int
main (void)
{
  /* Say hello; newline<RLI> /*/ return 0 ;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  printf ("Hello world.\n");
  return 0;
}
""")
    test(D + "trojan-stretched-string.c", r"""
/* Trojan Source "stretched string", with RLO+LRI and with RLE/LRE: the literal seems to end early.  */
#include <stdio.h>
#include <string.h>

void
check (const char *access_level)
{
  if (strcmp (access_level, "user<RLO> <LRI>// Check if admin<PDI> <LRI>")) {
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    puts ("You are an admin.");
  }
  if (strcmp (access_level, "user<RLE> <LRE>// Check if admin<PDF> <LRE>")) {
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    puts ("You are an admin.");
  }
}
""")
    test(D + "trojan-invisible-function.c", r"""
/* Invisible controls in an identifier name a different function (C11 Annex D allows them).  */
static int is_admin (void) { return 0; }
static int is_admin<LRE><PDF> (void) { return 1; } /* { dg-warning "U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) inside an identifier makes it look like another name .bidiguard:spoof." } */

int
check (void)
{
  return is_admin () + is_admin<LRE><PDF> (); /* { dg-warning "bidiguard:spoof" } */
}

int b<LRE>c = 1;
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-warning "unpaired U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) in identifier .bidiguard:unpaired." "" { target *-*-* } .-2 } */
""")
    test(D + "marks-reorder.c", r"""
/* Marks alone reorder code: an RLM (or ALM) in each of two comments displays 10 - 3 as 3 - 10.  */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "makes code display out of order .bidiguard:reorder." } */
int y = /*<ALM>*/ 10 - 3 /*<ALM>*/; /* { dg-warning "bidiguard:reorder" } */
int z = /*<LRM>*/ 10 - 3 /*<LRM>*/; /* { dg-bogus "bidiguard" } */
""")
    test(D + "leak-balanced-override.c", r"""
/* A balanced RLO...PDF in a literal leaks into the code after it: ") == 0 displays as 0 == (".  */
#include <string.h>

int
is_admin (const char *s)
{
  return strcmp (s, "<RLO>nimda<PDF>") == 0;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}

const char *name = "<RLO>nimda<PDF>"; /* { dg-warning "makes this string literal display misleadingly .bidiguard:spoof." } */
""")
    test(D + "isolate-across-literals.c", r"""
/* An isolate opened in one literal and closed in a later one: the arguments display swapped.  */
void show_pair (const char *first, const char *second);

void
f (void)
{
  show_pair ("<RLI>1", "2<PDI>"); /* { dg-warning "bidiguard:reorder" } */
  show_pair ("<RLI>1<PDI>", "2"); /* { dg-bogus "bidiguard" } */
}
""")
    test(D + "deep-nesting.c", r"""
/* Depth follows UAX #9: an override behind 40 or 60 embeddings is real, one past depth 125 overflows.  */
int is_admin;

void
f (void)
{
  /*<LRE*40><RLO> } <LRI>if (is_admin)<PDI> <LRI> begin admins only */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  const char *a = "<LRE*40><RLO>nimda<PDF*41>"; /* { dg-warning "bidiguard:spoof" } */
}

// 60 RLE reach level 119, so the RLO at 121 reverses: <RLE*60><RLO>nimda<PDF*61>
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
// 130 RLE: the RLO overflows and reverses nothing; one RLE stays open: <RLE*130><RLO>nimda<PDF*130>
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
""")


def contexts(test):
    """reorder, spoof and unpaired in every kind of comment and literal."""
    test(D + "reorder-contexts.c", r"""
/* reorder from every context that can leak: comments, each literal prefix, raw strings, identifiers, macros, #if 0.  */
#include <stddef.h>
#include <string.h>
#include <uchar.h>

int a; /*<RLO>*/ int b; /* { dg-warning "bidiguard:reorder" } */
/* a comment that
   goes on<RLO> */ int c; /* { dg-warning "bidiguard:reorder" } */
const char *s0 = "<RLO>nimda"; int s0n; /* { dg-warning "bidiguard:reorder" } */
const wchar_t *s1 = L"<RLO>nimda"; int s1n; /* { dg-warning "bidiguard:reorder" } */
const char16_t *s2 = u"<RLO>nimda"; int s2n; /* { dg-warning "bidiguard:reorder" } */
const char32_t *s3 = U"<RLO>nimda"; int s3n; /* { dg-warning "bidiguard:reorder" } */
const char *s4 = u8"<RLO>nimda"; int s4n; /* { dg-warning "bidiguard:reorder" } */
const wchar_t c1 = L'<RLO>'; int c1n; /* { dg-warning "bidiguard:reorder" } */
const char *r1 = R"x(<RLO>nimda)x"; int r1n; /* { dg-warning "bidiguard:reorder" } */
const char *r2 = R"x(a raw string
over two lines<RLO>)x"; int r2n; /* { dg-warning "bidiguard:reorder" } */
int i1<RLO>i2 = 1; /* { dg-warning "bidiguard:reorder" } */
#define IS_ROOT(s) (strcmp ((s), "<RLO>toor<PDF>") == 0) /* { dg-warning "bidiguard:reorder" } */
#if 0
int d = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
#endif
""")
    test(D + "spoof-contexts.c", r"""
/* spoof inside one comment or literal of every kind: the text displays other than it reads.  */
#include <stddef.h>
#include <uchar.h>

/* user <RLO>nimda<PDF> */ /* { dg-warning "makes this comment display misleadingly .bidiguard:spoof." } */
// user <RLO>nimda<PDF>
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* a comment that
   goes on: <RLO>nimda<PDF> */ /* { dg-warning "bidiguard:spoof" } */
const char *s0 = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const wchar_t *s1 = L"<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char16_t *s2 = u"<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char32_t *s3 = U"<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char *s4 = u8"<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const wchar_t c1 = L'<RLO>ab<PDF>'; /* { dg-warning "makes this character literal display misleadingly .bidiguard:spoof." } */
/* { dg-warning "character constant too long|multi-character literal cannot have an encoding prefix" "GCC 11-13, GCC 14-15" { target *-*-* } .-1 } */
const char *r1 = R"x(<RLO>nimda<PDF>)x"; /* { dg-warning "makes this raw string literal display misleadingly .bidiguard:spoof." } */
const char *r2 = R"x(a raw string
over two lines: <RLO>nimda<PDF>)x"; /* { dg-warning "bidiguard:spoof" } */
int i1<LRE>i2<PDF> = 1; /* { dg-warning "inside an identifier makes it look like another name .bidiguard:spoof." } */
#define ADMIN "<RLO>nimda<PDF>" /* { dg-warning "bidiguard:spoof" } */
#if 0
const char *s5 = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
#endif
const char *d1 = "<RLE>10 - 3<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char *d2 = "<RLM>10 - 3<RLM>"; /* { dg-warning "bidiguard:spoof" } */
const char *d3 = "<LRO><he:shalom><PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char *d4 = "<RLI>10 - 3<PDI>"; /* { dg-warning "bidiguard:spoof" } */
""")
    test(D + "unpaired-contexts.c", r"""
/* unpaired in every context, with the fix-it that makes the source honest: deleted in a comment, \uXXXX in a literal.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
#include <stddef.h>
#include <uchar.h>

/* user <^a><LRE>name*/ /* { dg-fixit "delete LRE" {col:a} } */
/* { dg-warning "unpaired U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) in comment .bidiguard:unpaired." "" { target *-*-* } .-1 } */
// user <^b><LRI>name
/* { dg-fixit "delete LRI" {col:b} .-1 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-2 } */
/* a comment <^c><LRI>that
   goes on */
/* { dg-fixit "delete LRI" {col:c} .-2 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-3 } */
const char *s0 = "<^d><LRE>name"; /* { dg-fixit "escape LRE" {col:d} } */
/* { dg-warning "in string literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const wchar_t *s1 = L"<^e><LRI>name"; /* { dg-fixit "escape LRI" {col:e} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char16_t *s2 = u"<^f><LRO>name"; /* { dg-fixit "escape LRO" {col:f} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char32_t *s3 = U"<^g><FSI>name"; /* { dg-fixit "escape FSI" {col:g} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char *s4 = u8"<^h><LRE>name"; /* { dg-fixit "escape LRE" {col:h} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const wchar_t c1 = L'<^i><LRI>'; /* { dg-fixit "escape LRI" {col:i} } */
/* { dg-warning "in character literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const char *r1 = R"x(<^j><LRE>name)x"; /* { dg-fixit "raw x LRE" {col:j} } */
/* { dg-warning "in raw string literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const char *r2 = R"x(a raw <^k><LRI>string
over two lines)x";
/* { dg-fixit "raw x LRI" {col:k} .-2 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-3 } */
const char *n2 = "<^l><LRE><LRI>name"; /* { dg-fixit "escape LRE LRI" {col:l} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#define NAME "<LRI>name"
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: a macro may stringize a literal of its definition" "" { target *-*-* } .-2 } */
#if 0
const char *s5 = "<^n><LRE>name"; /* { dg-fixit "escape LRE" {col:n} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#endif
const char *p1 = "name<PDF>"; /* { dg-bogus "bidiguard" } */
const char *p2 = "name<PDI>"; /* { dg-bogus "bidiguard" } */
const char *p3 = "<LRE>name<PDF>"; /* { dg-bogus "bidiguard" } */
""")



def letters(test):
    """Right-to-left letters without controls: rtl-reorder on, rtl-layout off."""
    rtl_lines = r"""
void f (const char *a, int x, int y, const char *b);
void set_text (const char *text, int length);
const char *months[] = { "<fa:farvardin>", "<fa:ordibehesht>", "<fa:khordad>" }; /* { dg-LAYOUT } */
const char *pick (int c) { return c ? "<he:shalom>" : "<he:olam>"; } /* { dg-LAYOUT } */
void g (void) { set_text ("test <ar:salam>", -1); } /* { dg-LAYOUT } */
int <he:alef> = 1, <he:bet> = 2; /* { dg-LAYOUT } */
"""
    reorder_lines = r"""
int x = /*<he:alef>*/ 10 - 3 /*<he:bet>*/; /* { dg-warning "operands display out of order .bidiguard:rtl-reorder." } */
void h (void) { f ("<he:alef>", 1, 2, "<he:bet>"); } /* { dg-warning "bidiguard:rtl-reorder" } */
int k (void) { return <he:alef> - <he:bet>; } /* { dg-warning "bidiguard:rtl-reorder" } */
#define DIFF (/*<he:alef>*/ 10 - 3 /*<he:bet>*/) /* { dg-warning "bidiguard:rtl-reorder" } */
#if 0
int y = /*<he:alef>*/ 10 - 3 /*<he:bet>*/; /* { dg-warning "bidiguard:rtl-reorder" } */
#endif
"""
    layout_silent = 'dg-bogus "bidiguard"'
    layout_warn = 'dg-warning "(Hebrew|Arabic) letters make code display out of order .bidiguard:rtl-layout."'
    test(D + "rtl-reorder.c",
         "/* rtl-reorder (on by default): right-to-left letters alone move an operand; rtl-layout cases stay silent.  */\n"
         + rtl_lines.replace("dg-LAYOUT", layout_silent) + reorder_lines)
    test(D + "rtl-layout.c",
         "/* rtl-layout (off by default) turned on: RTL string tables, ternaries, the \"...salam\", -1 quirk.  */\n"
         '/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */\n'
         + rtl_lines.replace("dg-LAYOUT", layout_warn) + reorder_lines)
    test(D + "rtl-reorder-off.c", r"""
/* -rtl-reorder removes the check from the default set; controls still count as reorder.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=-rtl-reorder" } */
int x = /*<he:alef>*/ 10 - 3 /*<he:bet>*/; /* { dg-bogus "bidiguard" } */
int y = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
""")
    test(D + "legit-rtl.c", r"""
/* Legitimate right-to-left text and controls that serve RTL readers: no warning with the default checks.  */
#include <stdio.h>

/* <he:shalom> <he:olam>: a Hebrew comment */ /* { dg-bogus "bidiguard" } */
// <ar:salam> <ar:ahmad> /* { dg-bogus "bidiguard" } */
// <fa:farsi>: <fa:farvardin> <fa:ordibehesht> <fa:khordad> /* { dg-bogus "bidiguard" } */
/* <he:shalom>
   <he:olam> <he:sheli> */ /* { dg-bogus "bidiguard" } */

void
messages (const char *name, int n)
{
  puts ("<he:shalom> <he:olam>"); /* { dg-bogus "bidiguard" } */
  puts ("<ar:salam>"); /* { dg-bogus "bidiguard" } */
  puts ("<fa:farsi>"); /* { dg-bogus "bidiguard" } */
  puts ("<RLE><he:shalom> GCC <he:olam><PDF>"); /* { dg-bogus "bidiguard" } */
  puts ("<he:shalom> <LRE>Hello, world<PDF> <he:olam>"); /* { dg-bogus "bidiguard" } */
  printf ("<he:shalom> <FSI>%s<PDI>\n", name); /* { dg-bogus "bidiguard" } */
  printf ("Hello <RLI><ar:ahmad><PDI>, welcome\n"); /* { dg-bogus "bidiguard" } */
  puts ("<he:shalom>!<RLM>"); /* { dg-bogus "bidiguard" } */
  puts ("<he:sheli> <LRM>1.2.3<LRM>"); /* { dg-bogus "bidiguard" } */
  puts ("\u202E escaped, not a character"); /* { dg-bogus "bidiguard" } */
  puts ("<RLE>hello world<PDF>"); /* { dg-bogus "bidiguard" } */
  puts ("<RLI>hello world<PDI>"); /* { dg-bogus "bidiguard" } */
  puts (n ? "<he:shalom>" : "<he:olam>"); /* { dg-bogus "bidiguard" } */
  puts ("stray close<PDF>"); /* { dg-bogus "bidiguard" } */
}

const char *days[] = { "<he:shalom>", "<he:olam>", "<he:sheli>" }; /* { dg-bogus "bidiguard" } */

/* Two right-to-left comments side by side show swapped, each with the
   blank after its opening delimiter taken from the other: comments
   only, no code moves.  The twin: a comment that takes in code.  */
/* <he:shalom> */ /* <he:olam> */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int counted; /* <he:shalom> <he:olam> */ /* <he:sheli> */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int count (int n) { return (n /* <he:shalom> */ * 2) /* <he:olam> */ + 1; }
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
""")


def escapes_and_any(test):
    """ucn and any, both off by default."""
    ucn_lines = r"""
#include <stddef.h>
#include <uchar.h>
const char *u1 = "\u202E"; /* { dg-UCN "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
const char *u2 = "\U0000202E"; /* { dg-UCN "bidiguard:ucn" } */
const wchar_t *u3 = L"\u2066"; /* { dg-UCN "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\)" } */
const char16_t *u4 = u"\u2069"; /* { dg-UCN "bidiguard:ucn" } */
const char32_t *u5 = U"\u202A"; /* { dg-UCN "bidiguard:ucn" } */
const char *u6 = u8"\u202D"; /* { dg-UCN "bidiguard:ucn" } */
const wchar_t u7 = L'\u200F'; /* { dg-UCN "U\\+200F \\(RIGHT-TO-LEFT MARK\\)" } */
const char *u8 = "\u200E"; /* { dg-UCN "bidiguard:ucn" } */
const char *u9 = "\u061C"; /* { dg-UCN "bidiguard:ucn" } */
const char *u10 = "\u2067\u2068\u202B\u202C"; /* { dg-UCN "bidiguard:ucn" } */
const char *n1 = "\\u202E is text"; /* { dg-bogus "bidiguard" } */
const char *n2 = R"(\u202E)"; /* { dg-bogus "bidiguard" } */
/* \u202E in a comment is not a run-time character */ /* { dg-bogus "bidiguard" } */
#define RLO_TEXT "\u202E" /* { dg-UCN "bidiguard:ucn" } */
"""
    test(D + "ucn-off.c",
         "/* ucn is off by default: \\u202E escapes are silent.  */"
         + re.sub(r'dg-UCN "[^\n]*" }', 'dg-bogus "bidiguard" }', ucn_lines))
    test(D + "ucn.c",
         "/* ucn: escapes that produce bidi controls at run time, in every literal kind.  */\n"
         '/* { dg-options "-fplugin-arg-bidiguard-checks=+ucn" } */'
         + ucn_lines.replace("dg-UCN", "dg-warning"))
    test(D + "any.c", r"""
/* any: every control and mark, one warning per line naming the first, counting the rest.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=any" } */
#include <stddef.h>
const char *a1 = "<he:sheli> <LRM>1.2.3<LRM>"; /* { dg-warning "bidirectional mark U\\+200E \\(LEFT-TO-RIGHT MARK\\) and 1 more on this line .bidiguard:any." } */
const char *a2 = "<RLM>"; /* { dg-warning "bidirectional mark U\\+200F \\(RIGHT-TO-LEFT MARK\\) .bidiguard:any." } */
const char *a3 = "<ALM>"; /* { dg-warning "U\\+061C \\(ARABIC LETTER MARK\\)" } */
const char *a4 = "<LRE>x<PDF>"; /* { dg-warning "bidirectional control character U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) and 1 more on this line" } */
const char *a5 = "<RLE>x<PDF>"; /* { dg-warning "U\\+202B \\(RIGHT-TO-LEFT EMBEDDING\\)" } */
const char *a6 = "x<PDF>"; /* { dg-warning "bidirectional control character U\\+202C \\(POP DIRECTIONAL FORMATTING\\) .bidiguard:any." } */
const char *a7 = "<LRO>x<PDF>"; /* { dg-warning "U\\+202D \\(LEFT-TO-RIGHT OVERRIDE\\)" } */
const char *a8 = "<RLO><PDF>"; /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\)" } */
const char *a9 = "<LRI>x<PDI>"; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\)" } */
const char *a10 = "<RLI>x<PDI>"; /* { dg-warning "U\\+2067 \\(RIGHT-TO-LEFT ISOLATE\\)" } */
const char *a11 = "<FSI>x<PDI>"; /* { dg-warning "U\\+2068 \\(FIRST STRONG ISOLATE\\)" } */
const char *a12 = "x<PDI>"; /* { dg-warning "U\\+2069 \\(POP DIRECTIONAL ISOLATE\\)" } */
const char *a13 = "<he:shalom> <ar:salam>"; /* { dg-bogus "bidiguard" } */
const wchar_t a14 = L'<LRM>'; /* { dg-warning "U\\+200E \\(LEFT-TO-RIGHT MARK\\) .bidiguard:any." } */
int id<LRE>x<PDF> = 1; /* { dg-warning "U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) and 1 more on this line" } */
const char *a15 = R"x(<RLM>)x"; /* { dg-warning "U\\+200F \\(RIGHT-TO-LEFT MARK\\)" } */
// <FSI>%s<PDI> in a comment /* { dg-warning "U\\+2068 \\(FIRST STRONG ISOLATE\\) and 1 more" } */
""")


def preprocessor(test):
    """Macro definitions, #if 0, headers (user and system)."""
    test(D + "include-header.c", r"""
/* A header's findings are reported in the header, after "In file included from".  */
#include "include-header.h"
/* { dg-message "file included from \\S*include-header.c:2:" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } include-header.h:3 } */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } include-header.h:4 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } include-header.h:5 } */
int use_header (void) { return header_check ("x"); }
""")
    test(D + "include-header.h", r"""
/* Included by include-header.c: findings in a header.  */
#include <string.h>
static const char *header_admin = "<RLO>nimda<PDF>";
static int header_check (const char *s) { return strcmp (s, "<RLO>nimda<PDF>") == 0; }
static const char *header_greeting = "<he:shalom>";
""")
    sys_header = r"""
/* A system header (in a default include directory of the compiler, here
   under --sysroot) with Trojan-Source lines.  */
static const char *sys_admin = "<RLO>nimda<PDF>";
static int sys_leak (const char *s) { return __builtin_strcmp (s, "<RLO>nimda<PDF>") == 0; }
"""
    test(D + "sysroot/usr/include/bidiguard-sys.h", sys_header)
    test(D + "system-header.c", r"""
/* System headers (the compiler's own include directories) are not scanned by default.  */
/* { dg-options "--sysroot=@TESTDIR@/sysroot" } */
#include <bidiguard-sys.h>
/* { dg-bogus "bidiguard" "" { target *-*-* } bidiguard-sys.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } bidiguard-sys.h:4 } */
const char *use_sys (void) { return sys_admin; }
""")
    test(D + "system-header-scan.c", r"""
/* -fplugin-arg-bidiguard-system-headers scans system headers too.  */
/* { dg-options "--sysroot=@TESTDIR@/sysroot -fplugin-arg-bidiguard-system-headers" } */
#include <bidiguard-sys.h>
/* { dg-message "file included from \\S*system-header-scan.c:3:" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } bidiguard-sys.h:3 } */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } bidiguard-sys.h:4 } */
const char *use_sys (void) { return sys_admin; }
""")


def inputs(test):
    """Line endings, splices, preprocessed input, -E."""
    crlf = r"""
/* CRLF line ends: findings on the right lines, nothing from the CR.  */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "<RLO>nimda<PDF>") == 0; } /* { dg-warning "bidiguard:reorder" } */
const char *name = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char *open = "<LRE>name"; /* { dg-warning "bidiguard:unpaired" } */
/* <he:shalom> */ const char *greeting = "<he:olam>"; /* { dg-bogus "bidiguard" } */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
const char *splice = "abc\
<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
"""
    test(D + "crlf.c", crlf, newline="\r\n")
    test(D + "lone-cr.c", crlf.replace("CRLF line ends", "Lone CR line ends (old Mac)"),
         newline="\r")
    test(D + "line-splice.c", r"""
/* Backslash-newline continues a comment or a literal on the next physical line.  */
// a spliced line comment \
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; { dg-warning "makes this comment display misleadingly .bidiguard:spoof." }
const char *s = "a spliced \
<RLO>nimda<PDF>"; /* { dg-warning "makes this string literal display misleadingly .bidiguard:spoof." } */
const char *t = "a spliced \
string"; int y = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
int z = 1 + \
  /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
""")
    test(D + "preprocess-only.c", r"""
/* -E: the plugin checks while preprocessing, also text that -E drops (comments).  */
/* { dg-do preprocess } */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
const char *name = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
/* <RLO>nimda<PDF> */ /* { dg-warning "bidiguard:spoof" } */
""")
    test(D + "preprocessed-input.i", r"""
# 1 "pp-original.c"
/* Preprocessed input (.i): findings at the original file's lines from the line markers.  */
extern int strcmp (const char *, const char *);
# 10 "pp-original.c"
int is_admin (const char *s) { return strcmp (s, "<RLO>nimda<PDF>") == 0; }
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } pp-original.c:10 } */
# 20 "pp-original.c"
const char *name = "<RLO>nimda<PDF>";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } pp-original.c:20 } */
/* { dg-warning "pp-original.c. cannot be read: only its preprocessed text in .*preprocessed-input.i. was checked" "" { target *-*-* } 0 } */
""")


def options(test):
    """-Werror, -w, base=, checks=, disable, bad arguments, notes."""
    trojan = r"""
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "<RLO>nimda<PDF>") == 0; } /* { dg-WARN "bidiguard:reorder" } */
const char *name = "<RLO>nimda<PDF>"; /* { dg-WARN "bidiguard:spoof" } */
"""
    test(D + "werror.c",
         "/* -Werror turns the warnings into errors.  */\n"
         '/* { dg-options "-Werror" } */' + trojan.replace("dg-WARN", "dg-error"))
    test(D + "silenced-w.c",
         "/* -w silences bidiguard like any warning.  */\n"
         '/* { dg-options "-w" } */' + trojan.replace("dg-WARN \"bidiguard:reorder\"", "dg-bogus \"bidiguard\"")
         .replace("dg-WARN \"bidiguard:spoof\"", "dg-bogus \"bidiguard\""))
    test(D + "disable.c",
         "/* -fplugin-arg-bidiguard-disable turns the plugin off for one compile.  */\n"
         '/* { dg-options "-fplugin-arg-bidiguard-disable @NOGCCBIDI@" } */' + trojan.replace("dg-WARN \"bidiguard:reorder\"", "dg-bogus \"bidiguard\"")
         .replace("dg-WARN \"bidiguard:spoof\"", "dg-bogus \"bidiguard\""))
    test(D + "checks-exact.c", r"""
/* checks=spoof runs exactly that check: reorder and unpaired findings disappear.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=spoof" } */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-bogus "bidiguard" } */
const char *name = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char *open = "<LRE>name"; /* { dg-bogus "bidiguard" } */
""")
    test(D + "checks-none.c", r"""
/* checks=none: nothing is reported.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=none" } */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-bogus "bidiguard" } */
const char *name = "<RLO>nimda<PDF>"; /* { dg-bogus "bidiguard" } */
""")
    for base in ("ltr", "rtl", "auto"):
        test(D + "base-%s.c" % base, r"""
/* base=BASE: the Trojan-Source patterns are found in either paragraph direction; plain RTL text stays silent.  */
/* { dg-options "-fplugin-arg-bidiguard-base=BASE" } */
#include <stdio.h>
#include <string.h>

int is_admin (const char *s) { return strcmp (s, "<RLO>nimda<PDF>") == 0; } /* { dg-warning "bidiguard:reorder" } */

void
check (const char *access_level)
{
  int admin = 0;
  /*<RLO> } <LRI>if (admin)<PDI> <LRI> begin admins only */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  if (strcmp (access_level, "user<RLO> <LRI>// Check if admin<PDI> <LRI>")) {
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    puts ("<he:shalom> <he:olam>");
    /* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  }
  // <he:shalom> <he:olam>
  /* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
""".replace("BASE", base))
    for name, arg, pattern in (
            ("bad-arg-key", "-fplugin-arg-bidiguard-colour=on", r"colour\[^\n\]*checks"),
            ("bad-arg-checks", "-fplugin-arg-bidiguard-checks=reorder,bogus", r"bogus\[^\n\]*rtl-layout"),
            ("bad-arg-base", "-fplugin-arg-bidiguard-base=sideways", r"sideways\[^\n\]*rtl"),
    ):
        what = arg.split("-fplugin-arg-bidiguard-")[1]
        test(D + name + ".c", r"""
/* A bad plugin argument (WHAT) is an error naming it and the accepted values.  */
/* { dg-options "ARG" } */
/* { dg-error "PATTERN" "" { target *-*-* } 0 } */
int x;
""".replace("WHAT", what).replace("ARG", arg).replace("PATTERN", pattern))
    test(D + "plugin-version.c", r"""
/* -fplugin-arg-bidiguard-version prints the version and compiles on.  */
/* { dg-options "-fplugin-arg-bidiguard-version" } */
/* { dg-message "idiguard 1\\.0\\.0" "" { target *-*-* } 0 } */
int x;
""")
    test(D + "bad-arg-novalue.c", r"""
/* checks without a value is an error, not a silent default.  */
/* { dg-options "-fplugin-arg-bidiguard-checks" } */
/* { dg-error "checks" "" { target *-*-* } 0 } */
int x;
""")
    test(D + "notes-text.c", r"""
/* The two notes show the line as displayed and as compiled, controls escaped as <U+XXXX>.  */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "<RLO>nimda<PDF>") == 0; }
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-message "note: the line displays as: \[^\n\]*0 == \[^\n\]*admin" "" { target *-*-* } .-2 } */
/* { dg-message "note: but is compiled as: \[^\n\]*\"<U\\+202E>nimda<U\\+202C>\"\\) == 0;" "" { target *-*-* } .-3 } */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-message "note: the line displays as: \[^\n\]*3 - 10" "" { target *-*-* } .-2 } */
/* { dg-message "note: but is compiled as: int x = /.<U\\+200F>./ 10 - 3 /.<U\\+200F>./;" "" { target *-*-* } .-3 } */
""")


def define_c_tests(test):
    trojan_source(test)
    contexts(test)
    letters(test)
    escapes_and_any(test)
    preprocessor(test)
    inputs(test)
    options(test)
