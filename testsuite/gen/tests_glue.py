# SPDX-License-Identifier: GPL-3.0-or-later
"""Test templates for what the GCC glue decides (gen-tests.py notation).

System headers are decided by where a file lives, not by what it says:
a project header's `#pragma GCC system_header`, a line marker with flag 3
in a .c file and a header reached through -isystem are all checked (the
compiler's own include directories are not: system-header.c).  Build
flows, character sets, .S and the order of findings among errors need
more than one command and live in bidiguard.c/flows.exp.
"""

D = "bidiguard.c/"


def system_by_place(test):
    """Pragmas and line markers cannot silence bidiguard."""
    test(D + "glue-pragma-system-header.h", r"""
/* A project header that calls itself a system header: still checked.  */
#pragma GCC system_header
static const char *pragma_admin = "<RLO>nimda<PDF>";
static const char *pragma_greeting = "<he:shalom>";
""")
    test(D + "glue-pragma-system-header.c", r"""
/* #pragma GCC system_header in a project header does not silence bidiguard.  */
#include "glue-pragma-system-header.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-pragma-system-header.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } glue-pragma-system-header.h:4 } */
const char *use_pragma (void) { return pragma_admin; }
""")
    test(D + "glue-linemarker-flag3.c", r"""
/* A line marker with flag 3 (system header) inside a .c file does not silence bidiguard.  */
int before;
# 4 "glue-linemarker-flag3.c" 3
const char *marker_admin = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
const char *marker_greeting = "<he:shalom>"; /* { dg-bogus "bidiguard" } */
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
""")
    test(D + "glue-vendor/glue-vendored.h", r"""
/* Vendored code reached through -isystem: checked (a supply-chain path).  */
#ifndef GLUE_VENDORED_H
#define GLUE_VENDORED_H
static const char *vendored_admin = "<RLO>nimda<PDF>";
static const char *vendored_greeting = "<ar:salam>";
#endif
""")
    test(D + "glue-isystem.c", r"""
/* A header under -isystem is checked, once, also when reached again through a project path.  */
/* { dg-options "-isystem @TESTDIR@/glue-vendor" } */
#include <glue-vendored.h>
#include "glue-vendor/glue-vendored.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-vendored.h:4 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } glue-vendored.h:5 } */
const char *use_vendored (void) { return vendored_admin; }
""")
    test(D + "glue-isystem-unguarded.h", r"""
/* Included twice, first through -isystem @TESTDIR@, then by its project path.  */
static const char *NAME = "<RLO>nimda<PDF>";
""")
    test(D + "glue-isystem-twice.c", r"""
/* An unguarded header first found through -isystem, then through the
   project path: reported once (the first inclusion), not zero times.  */
/* { dg-options "-isystem @TESTDIR@ -DNAME=a" } */
#include <glue-isystem-unguarded.h>
#undef NAME
#define NAME b
#include "glue-isystem-unguarded.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-isystem-unguarded.h:2 } */
int twice;
""")


def renumbered_lines(test):
    """#line and line markers in a .c file renumber the lines that follow."""
    marks = "int x%d = /*<RLM>*/ 10 - 3 /*<RLM>*/;"
    spoof = 'const char *s%d = "<RLO>nimda<PDF>";'
    test(D + "glue-line-renumbered.c", r"""
/* #line and line markers renumber a .c file's lines: each finding is reported where cpp puts its line, as GCC's own -Wbidi-chars is, and so a pragma later in the file hides none of them.  */
/* GCC 11 has no -Wbidi-chars: its pragma would be unknown there.  */
/* { dg-options "-Wno-pragmas" } */
int before;
#line 20
""" + marks % 1 + r"""
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 20 } */
#line 1 "glue-line-other.h"
""" + spoof % 1 + r"""
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-line-other.h:1 } */
# 30 "glue-line-renumbered.c"
""" + marks % 2 + r"""
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 30 } */
# 1 "glue-line-entered.h" 1
""" + marks % 3 + r"""
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } glue-line-entered.h:1 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
# 40 "glue-line-renumbered.c" 2
""" + marks % 4 + r"""
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 40 } */
#line 20
""" + spoof % 2 + r"""
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } 20 } */
int after;
#pragma GCC diagnostic ignored "-Wbidi-chars"
""")


def reported_at_the_end(test):
    """A finding whose column cpp had not made when its line was flushed
    is reported at the end, on a map of its own."""
    pad = " " * 150
    for d, ext in ((D, "c"), ("bidiguard.c++/", "C")):
        test(d + "glue-end-pragma." + ext, r"""
/* The NUL at the start of the attack's line makes cpp warn
   before it lexes the line; the findings on it, flushed then,
   wait for the end: their column is past what the line's map
   holds yet (no line before is as long).  There the pragma at
   the end of the file must not hide them: GCC's own
   -Wbidi-chars warns before the pragma.  */
/* { dg-require-wbidi "" } */
int a;
""" + "\x00" + pad + r"""int x1 = /*<RLM>*/ 10 - 3 /*<RLM>*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-warning "null character" "" { target *-*-* } .-2 } */
int b;
#pragma GCC diagnostic ignored "-Wbidi-chars"
""")


def define_tests(test):
    system_by_place(test)
    renumbered_lines(test)
    reported_at_the_end(test)
