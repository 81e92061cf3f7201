# SPDX-License-Identifier: GPL-3.0-or-later
"""Columns: a finding far along a line keeps GCC's column, caret, range and
fix-its (notation in gen-tests.py's docstring).

A line's map in libcpp starts with 7 column bits and widens only when cpp
lexes a token beyond them, so a finding reported at the line's first token
used to lose its column past byte 128 on a line longer than the ones before
it.  columns.exp's script tests every kind of line at columns up
to 70,000 against GCC's own -Wbidi-chars; these are the readable cases.
"""

C = "bidiguard.c/"
CXX = "bidiguard.c++/"

PAD = "_" * 150


def define_tests(test):
    for path in (C + "columns-long-line.c", CXX + "columns-long-line.C"):
        test(path, r"""
/* A spoof at byte column 181 of a line longer than every line before it: the column, range and fix-its are GCC's (3:181, as GCC's own -Wbidi-chars=any).  */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
int pad""" + PAD + r""" = 0; const char *s = "<^rlo><RLO>nimda<^pdf><PDF>"; /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) makes this string literal display misleadingly" } */
/* { dg-fixit "escape RLO" {col:rlo} .-1 } */
/* { dg-fixit "escape PDF" {col:pdf} .-2 } */
int pad2""" + PAD + PAD + r""" = 0; /* <^rlo2><RLO>nimda<^pdf2><PDF> */ /* { dg-warning "makes this comment display misleadingly" } */
/* { dg-fixit "delete RLO" {col:rlo2} .-1 } */
/* { dg-fixit "delete PDF" {col:pdf2} .-2 } */
#define S1 """ + '"' + PAD + r"""<RLO>nimda<PDF>" /* { dg-warning "makes this string literal display misleadingly" } */
/* { dg-message "no fix-it: a macro may stringize a literal of its definition" "" { target *-*-* } .-1 } */
const char *s1 = """ + '"' + PAD + r"""<^rlo3><RLO>nimda<^pdf3><PDF>"; /* { dg-warning "makes this string literal display misleadingly" } */
/* { dg-fixit "escape RLO" {col:rlo3} .-1 } */
/* { dg-fixit "escape PDF" {col:pdf3} .-2 } */
int pad3""" + PAD + r""" = 0; const char *t = "<he:shalom> <he:olam>"; /* { dg-bogus "bidiguard" } */
int pad4""" + PAD + PAD + r""" = 0; /* <he:shalom>, <ar:salam> */ /* { dg-bogus "bidiguard" } */
""")
    for path in (C + "columns-beyond-4096.c", CXX + "columns-beyond-4096.C"):
        test(path, r"""
/* Past byte column 4096 GCC up to 14 gives no column (LINE_MAP_MAX_COLUMN_NUMBER), GCC 15 does: the finding is made either way, with GCC's own location.  */
int pad5""" + "_" * 5000 + r""" = 0; const char *u = "<RLO>nimda<PDF>"; /* { dg-warning "makes this string literal display misleadingly" } */
int pad6""" + "_" * 5000 + r""" = 0; const char *v = "<he:shalom> <he:olam>"; /* { dg-bogus "bidiguard" } */
""")
