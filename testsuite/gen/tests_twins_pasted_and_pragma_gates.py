# SPDX-License-Identifier: GPL-3.0-or-later
"""Identifiers that a viewer shows as one name while cpp reads two (a
ZWNJ after a virama, names made by ##), and the pragmas in a header that
would silence them or lower the build's errors (traced at the pragma).

A ZWNJ after a virama (UAX #31 A2) keeps the virama from joining the
letter after it; with no letter after it (the name's end, '_', a digit,
an ASCII letter) it shows nothing, so it makes a second name that looks
like the first.
"""

from tests_ident import C, CXX, expand
from tests_pragma_trace import SPOOF, TRACE, header


def joiners(test):
    test(C + "ident-zwnj-after-virama.c", expand(r"""
/* A ZWNJ after a virama shows only before a letter it keeps from joining.  */
int {U+0928}{U+093E}{U+092E}{U+094D}; /* { dg-bogus "bidiguard" } */
int {U+0928}{U+093E}{U+092E}{U+094D}{U+200C}; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER. inside identifier .\[^\n\]*<U.200C>.\[^\n\]*bidiguard:invisible" } */
int {U+0915}{U+094D}_1; /* { dg-bogus "bidiguard" } */
int {U+0915}{U+094D}{U+200C}_1; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int {U+0915}{U+094D}{U+200C}2; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int {U+0915}{U+094D}{U+200C}x; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
/* Before a letter it shows (the explicit virama), and a ZWJ shows even at the end (half form, chillu).  */
int {U+0915}{U+094D}{U+200C}{U+0937}{U+093E}; /* { dg-bogus "bidiguard" } */
int {U+0928}{U+093E}{U+092E}{U+094D}{U+200D}; /* { dg-bogus "bidiguard" } */
int {U+0D28}{U+0D4D}{U+200D}_x; /* { dg-bogus "bidiguard" } */
"""))


def pasted(test):
    test(C + "ident-pasted-twin.c", expand(r"""
/* A name made by ## that looks like one in the file: cpp's table gives it after the files' ASCII names.  */
#define CAT(a, b) a##b
int paypal = 0; /* { dg-warning "identifier .paypal. looks the same as ..aypal. but is another name: U.0070 ..p.. where the other has U.0440 .CYRILLIC SMALL LETTER ER\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: ..aypal. is here .no location" "" { target *-*-* } .-1 } */
int CAT ({U+0440}, aypal) = 1; /* { dg-bogus "bidiguard" } */
int CAT ({U+043F}{U+0440}{U+0438}, {U+0432}{U+0435}{U+0442}) = 2; /* { dg-bogus "bidiguard" } */
int CAT (pri, vet) = 3; /* { dg-bogus "bidiguard" } */
"""))
    test(C + "ident-pasted-both-twins.c", expand(r"""
/* Both names made by ##: reported without a place.  */
/* { dg-warning "identifier .paypal. looks the same as .pay.al. but is another name\[^\n\]*neither is spelled in a file read\[^\n\]*bidiguard:confusable" "" { target *-*-* } 0 } */
/* { dg-message "note: .pay.al. is here" "" { target *-*-* } 0 } */
#define CAT(a, b) a##b
#define CAT3(a, b, c) a##b##c
int CAT (pay, pal) = 0; /* { dg-bogus "bidiguard" } */
int CAT3 (pay, {U+0440}, al) = 1; /* { dg-bogus "bidiguard" } */
"""))

    test(C + "ident-pasted-number-twin.c", expand(r"""
/* The only non-ASCII letter is in a number that ## pastes onto a name.  */
#define CAT(a, b) a##b
int x1p = 0; /* { dg-warning "identifier .x1p. looks the same as .x1.. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .x1.. is here .no location" "" { target *-*-* } .-1 } */
int CAT (x, 1{U+0440}) = 1; /* { dg-bogus "bidiguard" } */
int CAT (y, 1{U+0436}) = 2; /* { dg-bogus "bidiguard" } */
"""))


def pragma_twins(test):
    """A pair of names alike is reported when the translation unit is
    done: a header's pragma that hid it is traced like the others."""
    for d, ext in ((C, "c"), (CXX, "C")):
        header(test, d + "pragma-trace-twin.h",
               '#pragma GCC diagnostic ignored "-Wbidi-chars"\n')
        test(d + "pragma-trace-twin." + ext, expand(r"""
/* A header's pragma hides a pair of names alike: traced at the pragma.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-twin.h"
/* { dg-warning "%s" "" { target *-*-* } pragma-trace-twin.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
int coco; /* { dg-bogus "bidiguard:" } */
int {U+0441}{U+043E}{U+0441}{U+043E}; /* { dg-bogus "bidiguard:" } */
""" % (TRACE % ("1", "1 in .\\\\S*pragma-trace-twin.%s." % ext))))
        test(d + "pragma-trace-twin-beside." + ext, expand(r"""
/* The pragma beside the pair, in the file a reader sees: no trace.  */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic ignored "-Wbidi-chars"
int coco; /* { dg-bogus "bidiguard" } */
int {U+0441}{U+043E}{U+0441}{U+043E}; /* { dg-bogus "bidiguard" } */
"""))


def pragma_gate(test):
    """A pragma in a header (or a macro's _Pragma) must not pass a build
    that asked for errors: "ignored" and "warning" both leave a trace that
    is an error then."""
    header(test, C + "pragma-trace-lowered.h",
           '#pragma GCC diagnostic warning "-Wbidi-chars"\n')
    test(C + "pragma-trace-lowered.c", r"""
/* -Werror=bidi-chars, and a header's pragma makes the findings warnings: the trace is an error.  */
/* { dg-options "-Werror=bidi-chars" } */
/* { dg-require-wbidi "" } */
#include "pragma-trace-lowered.h"
/* { dg-error "this .#pragma GCC diagnostic. made 1 bidiguard finding of Trojan-Source controls warnings, not the errors the build asked for, where a reader of the code does not see it: 1 in .\\S*pragma-trace-lowered.c." "" { target *-*-* } pragma-trace-lowered.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
""" + SPOOF + r""" /* { dg-warning "bidiguard:spoof" } */
""")
    test(C + "pragma-trace-lowered-beside.c", r"""
/* The same pragma in the file a reader sees: the finding a warning, no trace.  */
/* { dg-options "-Werror=bidi-chars" } */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic warning "-Wbidi-chars"
""" + SPOOF + r""" /* { dg-warning "bidiguard:spoof" } */
/* { dg-bogus "made 1" "" { target *-*-* } 0 } */
""")
    test(C + "pragma-trace-lowered-nowerror.c", r"""
/* No errors asked for: the header's "warning" changes nothing, no trace.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-lowered.h"
/* { dg-bogus "made 1" "" { target *-*-* } pragma-trace-lowered.h:2 } */
""" + SPOOF + r""" /* { dg-warning "bidiguard:spoof" } */
""")
    header(test, C + "pragma-trace-error-arg.h",
           '#pragma GCC diagnostic ignored "-Wbidi-chars"\n')
    test(C + "pragma-trace-error-arg.c", r"""
/* -fplugin-arg-bidiguard-error, and a header's pragma hides the finding: the trace is an error.  */
/* { dg-options "-fplugin-arg-bidiguard-error" } */
/* { dg-require-wbidi "" } */
#include "pragma-trace-error-arg.h"
/* { dg-error "%s" "" { target *-*-* } pragma-trace-error-arg.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
""" % (TRACE % ("1", "1 in .\\\\S*pragma-trace-error-arg.c.")) + SPOOF + r""" /* { dg-bogus "bidiguard:" } */
""")


def define_tests(test):
    joiners(test)
    pasted(test)
    pragma_twins(test)
    pragma_gate(test)
