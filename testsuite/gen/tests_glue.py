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


def define_tests(test):
    system_by_place(test)
