# SPDX-License-Identifier: GPL-3.0-or-later
"""Test templates for the identifier checks, invisible and confusable
(doc/design.md 2.9; gen-tests.py notation, plus {U+XXXX} for any code
point: these tests need characters that are neither controls nor
right-to-left words).

Each class of default-ignorable character must warn inside an identifier
and stay silent in comments and strings; ZWNJ and ZWJ stay silent where
UAX #31 allows them (Persian, Indic conjuncts) and warn elsewhere;
skeleton twins warn at the later one with a note at the first, across a
header and the main file too, also when the ASCII twin sits on a line
the fast path never lexes; whole-script identifiers stay silent.
"""

import re

C = "bidiguard.c/"
CXX = "bidiguard.c++/"

CP = re.compile(r"\{U\+([0-9A-F]{4,6})\}")


def expand(template):
    """{U+XXXX} -> the character."""
    return CP.sub(lambda m: chr(int(m.group(1), 16)), template)


def invisible(test):
    test(C + "ident-invisible.c", expand(r"""
/* invisible: each class of default-ignorable character inside an identifier.  */
static int is_admin = 0, is_{U+200B}admin = 1; /* { dg-warning "invisible U.200B .ZERO WIDTH SPACE. inside identifier .is_<U.200B>admin\[^\n\]*bidiguard:invisible" } */
int word{U+2060}joiner; /* { dg-warning "U.2060 .WORD JOINER\[^\n\]*bidiguard:invisible" } */
int soft{U+00AD}hyphen; /* { dg-warning "U.00AD .SOFT HYPHEN\[^\n\]*bidiguard:invisible" } */
int grapheme{U+034F}joiner; /* { dg-warning "U.034F .COMBINING GRAPHEME JOINER\[^\n\]*bidiguard:invisible" } */
int variation{U+FE0F}selector; /* { dg-warning "U.FE0F .VARIATION SELECTOR-16\[^\n\]*bidiguard:invisible" } */
int variation{U+E0100}selector17; /* { dg-warning "U.E0100 .VARIATION SELECTOR-17\[^\n\]*bidiguard:invisible" } */
int tag{U+E0041}{U+E007F}chars; /* { dg-warning "U.E0041 .TAG LATIN CAPITAL LETTER A\[^\n\]*bidiguard:invisible" } */
/* { dg-warning "U.E007F .CANCEL TAG\[^\n\]*bidiguard:invisible" "" { target *-*-* } .-1 } */
int hangul{U+3164}filler; /* { dg-warning "U.3164 .HANGUL FILLER\[^\n\]*bidiguard:invisible" } */
int halfwidth{U+FFA0}filler; /* { dg-warning "U.FFA0 .HALFWIDTH HANGUL FILLER\[^\n\]*bidiguard:invisible" } */
int choseong{U+115F}{U+1160}fillers; /* { dg-warning "U.115F .HANGUL CHOSEONG FILLER\[^\n\]*bidiguard:invisible" } */
/* { dg-warning "U.1160 .HANGUL JUNGSEONG FILLER\[^\n\]*bidiguard:invisible" "" { target *-*-* } .-1 } */
int no{U+FEFF}break; /* { dg-warning "U.FEFF .ZERO WIDTH NO-BREAK SPACE\[^\n\]*bidiguard:invisible" } */
/* Written as escapes, the same characters show: silent.  */
int shown_\u200Bname; /* { dg-bogus "bidiguard" } */
/* In comments and strings the identifier checks look at nothing: is_{U+200B}admin. */ /* { dg-bogus "bidiguard" } */
const char *in_string = "is_{U+200B}admin word{U+2060}joiner"; /* { dg-bogus "bidiguard" } */
int use (void) { return is_admin + is_{U+200B}admin; } /* { dg-warning "bidiguard:invisible" } */
"""))
    test(C + "ident-fixit.c", expand(r"""
/* The fix-it writes an invisible character as its escape, which names the same identifier.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
int same_{U+200B}name = 1; /* { dg-fixit "escape U+200B" 10 } */
/* { dg-warning "bidiguard:invisible" "" { target *-*-* } .-1 } */
int tag_{U+E0041}name = 2; /* { dg-fixit "escape U+E0041" 9 } */
/* { dg-warning "bidiguard:invisible" "" { target *-*-* } .-1 } */
/* The escaped spelling is the same name: these compile only if it is.  */
int *same = &same_\u200Bname;
int *tag = &tag_\U000E0041name;
"""))
    test(C + "ident-joiners.c", expand(r"""
/* ZWNJ and ZWJ: silent where UAX #31 A1, A2 and B allow them, reported elsewhere.  */
int {U+0645}{U+06CC}{U+200C}{U+0634}{U+0648}{U+062F}; /* { dg-bogus "bidiguard" } */
int {U+0646}{U+0627}{U+0645}{U+0647}{U+200C}{U+0647}{U+0627}; /* { dg-bogus "bidiguard" } */
int value_{U+0645}{U+06CC}{U+200C}{U+0634}{U+0648}{U+062F}; /* { dg-bogus "bidiguard" } */
int {U+0915}{U+094D}{U+200D}{U+0937}; /* { dg-bogus "bidiguard" } */
int {U+0915}{U+094D}{U+200C}{U+0937}; /* { dg-bogus "bidiguard" } */
int {U+0D28}{U+0D4D}{U+200D}; /* { dg-bogus "bidiguard" } */
int {U+0648}{U+200C}{U+0634}; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int {U+0634}{U+200C}; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int x{U+200C}y; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int {U+0915}{U+200D}{U+0937}; /* { dg-warning "U.200D .ZERO WIDTH JOINER\[^\n\]*bidiguard:invisible" } */
int is{U+200D}admin; /* { dg-warning "U.200D .ZERO WIDTH JOINER\[^\n\]*bidiguard:invisible" } */
"""))
    test(C + "ident-macro.c", expand(r"""
/* Identifiers in macro definitions and #if 0 blocks are checked: text is displayed whether compiled or not.  */
#define is_{U+200B}admin 1 /* { dg-warning "bidiguard:invisible" } */
#define CHECK(x) ((x) == p{U+0430}ssword) /* { dg-warning "mixes Latin letters with Cyrillic U.0430 .CYRILLIC SMALL LETTER A\[^\n\]*bidiguard:confusable" } */
#if 0
int skipped{U+2060}name; /* { dg-warning "bidiguard:invisible" } */
#endif
int is_admin = 0;
"""))


def confusable(test):
    test(C + "ident-confusable.c", expand(r"""
/* confusable: identifiers with one UTS #39 skeleton, and mixed scripts.  */
int sayHello (void);
int say{U+041D}ello (void) { return 1; } /* { dg-warning "identifier .say.ello. mixes Latin letters with Cyrillic U.041D .CYRILLIC CAPITAL LETTER EN\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "identifier .say.ello. looks the same as .sayHello. but is another name: U.041D .CYRILLIC CAPITAL LETTER EN. where the other has U.0048 ..H..\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
/* { dg-message "note: .sayHello. is here" "" { target *-*-* } 2 } */
int c{U+03BF}unt; /* { dg-warning "mixes Latin letters with Greek U.03BF .GREEK SMALL LETTER OMICRON\[^\n\]*bidiguard:confusable" } */
int count; /* { dg-warning "identifier .count. looks the same as .c.unt\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .c.unt. is here" "" { target *-*-* } .-2 } */
int p{U+0430}ypal; /* { dg-warning "mixes Latin letters with Cyrillic\[^\n\]*bidiguard:confusable" } */
/* Two ASCII names with one skeleton (l1, ll) are no homoglyph attack.  */
int l1, ll; /* { dg-bogus "bidiguard" } */
/* Comments and strings: nothing.  say{U+041D}ello p{U+0430}ypal */ /* { dg-bogus "bidiguard" } */
const char *s = "say{U+041D}ello p{U+0430}ypal"; /* { dg-bogus "bidiguard" } */
"""))
    test(C + "ident-whole-script.c", expand(r"""
/* Identifiers in one script (Japanese: kanji with kana) are silent, and so are Latin ones with one non-confusable script.  */
int {U+043F}{U+0440}{U+0438}{U+0432}{U+0435}{U+0442}; /* { dg-bogus "bidiguard" } */
int {U+0441}{U+0447}{U+0451}{U+0442}{U+0447}{U+0438}{U+043A}_2; /* { dg-bogus "bidiguard" } */
int {U+03B1}{U+03C1}{U+03B9}{U+03B8}{U+03BC}{U+03CC}{U+03C2}; /* { dg-bogus "bidiguard" } */
int {U+05E9}{U+05DC}{U+05D5}{U+05DD}; /* { dg-bogus "bidiguard" } */
int {U+0633}{U+0644}{U+0627}{U+0645}; /* { dg-bogus "bidiguard" } */
int {U+0641}{U+0627}{U+0631}{U+0633}{U+06CC}; /* { dg-bogus "bidiguard" } */
int {U+307F}{U+3093}{U+306A}{U+6F22}{U+5B57}{U+30AB}{U+30BF}; /* { dg-bogus "bidiguard" } */
int get_{U+540D}{U+524D}; /* { dg-bogus "bidiguard" } */
int caf{U+00E9}_{U+00FC}ber; /* { dg-bogus "bidiguard" } */
"""))
    # Greek letters in the Latin names of math and physics code: outside
    # the moderately restrictive profile, but reported only when a name
    # written in one script looks the same (x_<alpha> passes for x_a,
    # <Delta>o for Greek <Delta><omicron>, Greek Tau_room for T_room);
    # <Delta>t, CONSTANT_<Omega>, <lambda>_max pass for no such name.
    # Look-alike pairs in one translation unit stay reported.
    test(C + "ident-mixed-twin.c", expand(r"""
/* Latin names with Greek letters: reported when a name of one script looks the same.  */
double {U+0394}t, t0, t1; /* { dg-bogus "bidiguard" } */
double CONSTANT_{U+03A9}; /* { dg-bogus "bidiguard" } */
double {U+03BB}_max, {U+03BC}0; /* { dg-bogus "bidiguard" } */
double {U+0394}x_{U+0394}y; /* { dg-bogus "bidiguard" } */
double x_{U+03B1}; /* { dg-warning "identifier .x_.. mixes Latin letters with Greek U.03B1 .GREEK SMALL LETTER ALPHA\[^\n\]*bidiguard:confusable" } */
double {U+0394}o; /* { dg-warning "identifier ..o. mixes Greek letters with Latin U.006F\[^\n\]*bidiguard:confusable" } */
double {U+03A4}_room; /* { dg-warning "mixes Greek letters with Latin\[^\n\]*bidiguard:confusable" } */
int is_{U+03B1}dmin; /* { dg-warning "mixes Latin letters with Greek U.03B1\[^\n\]*bidiguard:confusable" } */
/* Velocity v and frequency nu in one translation unit: they look the same.  */
double v;
double {U+03BD}; /* { dg-warning "identifier ... looks the same as .v. but is another name: U.03BD .GREEK SMALL LETTER NU\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .v. is here" "" { target *-*-* } .-2 } */
double step (void) { {U+0394}t = t1 - t0; return {U+0394}t * {U+03BB}_max; } /* { dg-bogus "bidiguard" } */
"""))
    test(C + "ident-twin-header.h", expand(r"""
/* The Cyrillic twin, in a header.  */
int say{U+041D}ello (void);
"""))
    test(C + "ident-twin-header.c", expand(r"""
/* A twin in a header and one in the main file: reported at the later (the main file's), with a note in the header.  */
#include "ident-twin-header.h"
/* { dg-warning "mixes Latin letters with Cyrillic\[^\n\]*bidiguard:confusable" "" { target *-*-* } ident-twin-header.h:2 } */
/* { dg-message "note: .say.ello. is here" "" { target *-*-* } ident-twin-header.h:2 } */
int sayHello (void) { return 0; } /* { dg-warning "identifier .sayHello. looks the same as .say.ello\[^\n\]*bidiguard:confusable" } */
"""))
    test(C + "ident-ascii-twin.h", r"""
/* An ASCII header: never lexed by the fast path, yet the note points here.  */
int sayHello (void);
""")
    test(C + "ident-ascii-twin.c", expand(r"""
/* The ASCII twin in an all-ASCII header; the Cyrillic one in the main file.  */
#include "ident-ascii-twin.h"
/* { dg-message "note: .sayHello. is here" "" { target *-*-* } ident-ascii-twin.h:2 } */
int say{U+041D}ello (void) { return sayHello (); } /* { dg-warning "mixes Latin letters with Cyrillic\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "identifier .say.ello. looks the same as .sayHello\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
"""))
    test(C + "ident-checks-off.c", expand(r"""
/* -checks=-invisible,-confusable turns both off.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=-invisible,-confusable" } */
int is_{U+200B}admin; /* { dg-bogus "bidiguard" } */
int p{U+0430}ypal, paypal; /* { dg-bogus "bidiguard" } */
"""))


def cxx(test):
    test(CXX + "ident.C", expand(r"""
// invisible and confusable in C++: members, namespaces, a class and its twin.
namespace auth {
struct user { bool is_admin; bool is_{U+200B}admin; }; // { dg-warning "U.200B .ZERO WIDTH SPACE\[^\n\]*bidiguard:invisible" }
int level{U+FE0F} = 0; // { dg-warning "U.FE0F .VARIATION SELECTOR-16\[^\n\]*bidiguard:invisible" }
}
class Session {};
class Sessi{U+043E}n {}; // { dg-warning "mixes Latin letters with Cyrillic U.043E .CYRILLIC SMALL LETTER O\[^\n\]*bidiguard:confusable" }
// { dg-warning "identifier .Sessi.n. looks the same as .Session\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 }
// { dg-message "note: .Session. is here" "" { target *-*-* } .-3 }
int {U+043F}{U+0440}{U+0438}{U+0432}{U+0435}{U+0442} = 1; // { dg-bogus "bidiguard" }
int {U+03B1}{U+03C1}{U+03B9}{U+03B8}{U+03BC}{U+03CC}{U+03C2} = 2; // { dg-bogus "bidiguard" }
int {U+0645}{U+06CC}{U+200C}{U+0634}{U+0648}{U+062F}; // { dg-bogus "bidiguard" }
int {U+307F}{U+3093}{U+306A}{U+6F22}{U+5B57}; // { dg-bogus "bidiguard" }
int x{U+200C}y; // { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" }
const char *s = R"(is_{U+200B}admin Sessi{U+043E}n)"; // { dg-bogus "bidiguard" }
"""))


def define_tests(test):
    invisible(test)
    confusable(test)
    cxx(test)
