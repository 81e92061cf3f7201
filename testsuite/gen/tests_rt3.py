# SPDX-License-Identifier: GPL-3.0-or-later
"""Third red team: identifiers that a viewer shows as one name while cpp
reads two, and the silencers.

A ZWNJ after a virama (UAX #31 A2) keeps the virama from joining the
letter after it; with no letter after it (the name's end, '_', a digit,
an ASCII letter) it shows nothing, so it makes a second name that looks
like the first.
"""

from tests_ident import C, expand


def joiners(test):
    test(C + "rt3-ident-virama-zwnj.c", expand(r"""
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


def define_tests(test):
    joiners(test)
