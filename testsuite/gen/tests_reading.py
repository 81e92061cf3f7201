# SPDX-License-Identifier: GPL-3.0-or-later
"""Tests of bidiguard reading the text as cpp does (issue 9, items 1 and 3).

Each attack file hides its controls in a way only the compile's own
language options reveal: the same bytes read under another -std put the
controls somewhere else.  A must-flag test passes only if the lexer reads
like cpp for that -std; its must-not-flag twin is the same bytes under an
-std where they are legitimate (an isolate closed inside one comment or
literal).  testsuite/diff/diff-lex.py checks comment boundaries against
cpp itself; these cover what it cannot see (literals, header names) and
run the plugin end to end.
"""

D = "bidiguard.c/"
X = "bidiguard.c++/"

# b //*<RLI>...*/ c /*...<PDI>*/: in ISO C90 a division, then two comments
# each holding half of the isolate; in C99 one // comment holding all.
C90_SLASHES = r"""
int f (int b, int c)
{
  return b //*<RLI><he:shalom>*/ c /*<he:olam><PDI>*/%s
  ;
}
"""


def define_tests(test):
    test(D + "reading-c90-slashes.c", r"""
/* ISO C90 has no // comments: the first two slashes divide b by c, and the isolate opened in the comment after them leaks over code.  */
/* { dg-options "-std=c90" } */
""" + C90_SLASHES % r"""
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */""")
    test(D + "reading-c94-slashes.c", r"""
/* -std=iso9899:199409 reads // as C90 does.  */
/* { dg-options "-std=iso9899:199409" } */
""" + C90_SLASHES % r"""
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */""")
    test(D + "reading-ansi-slashes.c", r"""
/* -ansi is ISO C90: no // comments.  */
/* { dg-options "-ansi" } */
""" + C90_SLASHES % r"""
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */""")
    test(D + "reading-c99-slashes.c", r"""
/* Twin of reading-c90-slashes.c: in C99 the same line is one // comment with its isolate closed.  */
/* { dg-options "-std=c99" } */
""" + C90_SLASHES % r""" /* { dg-bogus "bidiguard" } */""")

    test(D + "reading-c11-digit-separator.c", r"""
/* No digit separators before C23: 2'x' is a number and a character constant, and the comments after it are comments.  */
/* { dg-options "-std=c11" } */
#define S(x) #x
const char *p = S(2'x'); /*<RLI><he:shalom>*/ int q; /*<he:olam><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
""")
    test(X + "reading-digit-separator.C", r"""
// C++14 digit separators: 1'000 is one number, not 1 and a character constant that hides the comments.
// { dg-options "-std=c++14" }
int a = 1'000; /*<RLI><he:shalom>*/ int q; /*<he:olam><PDI>*/
// { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
""")

    test(D + "reading-trigraph-char.c", r"""
/* Trigraphs (ISO C): '??/'' is the character constant '\'', not '??/' and a constant that hides the comments.  */
/* { dg-options "-std=c11" } */
char c = '??/''; /*<RLI><he:shalom>*/ int q; /*<he:olam><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
""")
    test(D + "reading-trigraph-option.c", r"""
/* -trigraphs after -std=gnu17 turns them on: the plugin takes cpp's own options.  */
/* { dg-options "-std=gnu17 -trigraphs" } */
char c = '??/''; /*<RLI><he:shalom>*/ int q; /*<he:olam><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
""")
    trigraph_splice = r"""
int x; // note ??/
int y = 1; /*<RLI><he:shalom>*/ int z; /*<he:olam><PDI>*/%s
"""
    test(D + "reading-trigraph-splice.c", r"""
/* With trigraphs a // comment ending in ??/ continues on the next line: one comment, its isolate closed.  */
/* { dg-options "-std=c11" } */
""" + trigraph_splice % r""" /* { dg-bogus "bidiguard" } */""")
    test(D + "reading-trigraph-splice-off.c", r"""
/* Twin of reading-trigraph-splice.c: without trigraphs the next line is code, its isolate split over two comments.  */
/* { dg-options "-std=gnu17 -Wno-trigraphs" } */
""" + trigraph_splice % r"""
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */""")

    raw_splice = r"""
#define R
const char *s = R\
"x(<RLI><he:shalom>)" "<he:olam><PDI>)x";%s
"""
    test(D + "reading-raw-splice.c", r"""
/* GNU C raw strings: R, a line splice and "x(...)x" are one raw string holding the whole isolate: no reorder of code.  The isolate still turns the content's ) into ( (spoof: without the RLI it pairs with x's ( and shows as written).  */
/* { dg-options "-std=gnu17" } */
""" + raw_splice % r"""
/* { dg-bogus "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 } */""")
    test(D + "reading-raw-splice-iso.c", r"""
/* Twin of reading-raw-splice.c: ISO C11 has no raw strings, so the isolate opens in one string and closes in another.  */
/* { dg-options "-std=c11" } */
""" + raw_splice % r"""
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */""")

    test(D + "reading-splice-close.c", r"""
/* A comment closed by * backslash-space-newline /: what follows on the next line is code again.  */
int a; /* note *\ 
/ int b; /*<RLI><he:shalom>*/ int c; /*<he:olam><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
""")

    test(D + "reading-has-include.c", r"""
/* __has_include(<a/*...>) in #if takes a header name: no comment opens in it, so its isolate is left open.  */
#if __has_include(<a/*<RLI>.h>) || 1 /*<he:shalom><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
#endif
""")
    test(D + "reading-has-include-define.c", r"""
/* Twin of reading-has-include.c: in #define no header name is read, the same bytes are one comment with its isolate closed (no unpaired finding); the isolate turns the second opening delimiter round and shows the comment closed early, its text after as code (doc/design.md 2.5, a closing delimiter the text does not have).  */
#define X __has_include(<a/*<RLI>.h>) || 1 /*<he:shalom><PDI>*/ /* { dg-warning "closing delimiter it does not have .bidiguard:reorder." } */
""")

    # A NUL is white space to cpp, also between a backslash and the end of
    # the line: that is still a splice.  The NULs are written as escapes.
    nul_lines = {"BS_NUL": "\\\x00", "BS_NUL_X": "\\\x00x"}
    text = r"""
/* Backslash, NUL, newline is a line splice: a // comment goes on, a comment closes over it.  */
int a; // note BS_NUL
int b; /*<RLI><he:shalom>*/ int c; /*<he:olam><PDI>*/ /* { dg-bogus "bidiguard" } */
int d; /* note *BS_NUL
/ int e; /*<RLI><he:shalom>*/ int f; /*<he:olam><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
int g; // note BS_NUL_X
int h; /*<RLI><he:shalom>*/ int i; /*<he:olam><PDI>*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
"""
    for k in ("BS_NUL_X", "BS_NUL"):
        text = text.replace(k, nul_lines[k])
    test(D + "reading-nul-splice.c", text)
