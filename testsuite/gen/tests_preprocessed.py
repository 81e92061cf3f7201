# SPDX-License-Identifier: GPL-3.0-or-later
"""Preprocessed input read as cpp reads it (issue 29, item 3).

In a .i, .ii or .mi, or under -fpreprocessed, cpp splices no lines and
replaces no trigraphs, whatever the standard: a "// C:\\" comment or a
"??/" under -std=c11 ends at its line, and the next line is code.  Each
must-flag test hides a swap by Hebrew letters (rtl-reorder) on that next
line; its twin is the same bytes in a source file, where cpp splices the
line into the comment and the Hebrew is a comment's text.
"""

D = "bidiguard.c/"
X = "bidiguard.c++/"

SWAP = "int x = /* <he:alef> */ 10 - 3 /* <he:bet> */;"


def define_tests(test):
    test(D + "preprocessed-splice.i", r"""
/* Preprocessed input: a trailing backslash in a // comment splices nothing, so the next line is code.  */
int a; // C:\
""" + SWAP + r"""
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
""")
    test(D + "preprocessed-splice-source.c", r"""
/* Twin of preprocessed-splice.i: in a source file the backslash splices the next line into the comment.  */
int a; // C:\
""" + SWAP + r""" /* { dg-bogus "bidiguard" } */
int x;
""")
    test(D + "preprocessed-trigraph.i", r"""
/* Preprocessed input under -std=c11: ??/ is no trigraph there, so it splices nothing.  */
/* { dg-options "-std=c11" } */
int a; // ends here ??/
""" + SWAP + r"""
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
""")
    test(D + "preprocessed-trigraph-source.c", r"""
/* Twin of preprocessed-trigraph.i: in a source file under -std=c11 ??/ is a backslash that splices the next line into the comment.  */
/* { dg-options "-std=c11" } */
int a; // ends here ??/
""" + SWAP + r""" /* { dg-bogus "bidiguard" } */
int x;
""")
    test(D + "preprocessed-option.c", r"""
/* -fpreprocessed on a .c file: read as preprocessed input, no splice.  */
/* { dg-options "-fpreprocessed" } */
int a; // C:\
""" + SWAP + r"""
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
""")
    test(D + "preprocessed-directive.i", r"""
/* Preprocessed input: #include is no directive there (cpp reads the line as tokens), so '<' opens no header name and the comment after it is a comment; a #define in the first column is a directive.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=unpaired" } */
#include <a /* <RLO> */ >
/* { dg-warning "unpaired U.202E .RIGHT-TO-LEFT OVERRIDE. in comment" "" { target *-*-* } .-1 } */
/* { dg-error "stray" "" { target *-*-* } .-2 } */
/* { dg-error "expected" "" { target *-*-* } .-3 } */
#define Q "<he:shalom>" /* { dg-bogus "bidiguard" } */
int b;
""")
    test(X + "preprocessed-splice.ii", r"""
// Preprocessed C++ (.ii): a trailing backslash in a // comment splices nothing, so the next line is code.
int a; // C:\
""" + SWAP + r"""
// { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 }
""")
    test(X + "preprocessed-trigraph.ii", r"""
// Preprocessed C++ under -std=c++11: ??/ splices nothing.
// { dg-options "-std=c++11" }
int a; // ends here ??/
""" + SWAP + r"""
// { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 }
""")
