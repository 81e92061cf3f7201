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
int {U+0648}{U+200C}{U+0634}; /* { dg-bogus "bidiguard" } */
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
    # the moderately restrictive profile, but reported only when a word
    # mixes scripts and a name written in one script in Allowed letters
    # looks the same and some letter of it looks like a letter of another
    # script (is_<alpha>dmin: alpha is Latin a); <Delta>o, whose letters
    # are their own prototypes, only beside its twin;
    # a Greek letter as a word of its own (x_<alpha>, Greek Tau_room)
    # only beside a real twin (E_<gamma> and E_y); <Delta>t,
    # CONSTANT_<Omega>, <lambda>_max pass for no such name.
    # Look-alike pairs in one translation unit stay reported.
    test(C + "ident-mixed-twin.c", expand(r"""
/* Latin names with Greek letters: reported when a name of one script looks the same.  */
double {U+0394}t, t0, t1; /* { dg-bogus "bidiguard" } */
double CONSTANT_{U+03A9}; /* { dg-bogus "bidiguard" } */
double {U+03BB}_max, {U+03BC}0; /* { dg-bogus "bidiguard" } */
double {U+0394}x_{U+0394}y; /* { dg-bogus "bidiguard" } */
double x_{U+03B1}; /* { dg-bogus "bidiguard" } */
/* Greek Delta and Latin o are each their own UTS #39 prototype: the name shows the letters it holds and passes for Greek Delta-omicron only beside it (ident-own-letters.c).  */
double {U+0394}o; /* { dg-bogus "bidiguard" } */
double {U+03A4}_room; /* { dg-bogus "bidiguard" } */
/* A Greek letter as a word of its own passes for a name only beside a real twin.  */
double E_{U+03B3};
double E_y; /* { dg-warning "identifier .E_y. looks the same as .E_.. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .E_.. is here" "" { target *-*-* } .-2 } */
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


def comments(body, opener, closer):
    """A template whose comments are written @ ... @, in C's (opener
    "/*", closer " */") or C++'s ("//", "")."""
    out = []
    for line in body.split("\n"):
        if line.startswith("@ "):
            line = opener + line[1:]
        line = line.replace(" @ ", " " + opener + " ")
        if line.endswith("@"):
            line = line[:-1].rstrip() + closer
        out.append(line)
    return "\n".join(out)


def names_as_seen(test):
    """Issue 30 and items 2-3 of issue 31: names compared as they
    display, twins a reader could mistake in this code, and the same
    legitimate names silent (doc/design.md 2.9)."""
    for d, c in ((C, "/*"), (CXX, "//")):
        end = " */" if c == "/*" else ""
        ext = ".c" if d == C else ".C"
        body = r"""
@ Names that display alike are one name to a reader: bidi order, joiners that draw nothing, dotless i with a dot, a chillu.@
int quota{U+05D0}1;
int quota1{U+05D0}; @ { dg-warning "identifier .quota1.. looks the same as .quota.1. but is another name\[^\n\]*they display alike\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: .quota.1. is here; on screen, in display order, .quota1.. and .quota1.." "" { target *-*-* } .-2 }@
int {U+0B95}{U+0BCD}{U+0B9F}{U+0BC1};
int {U+0B95}{U+0BCD}{U+200C}{U+0B9F}{U+0BC1}; @ { dg-warning "looks the same as\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 }@
int {U+0D2E}{U+0D30}{U+0D7B};
int {U+0D2E}{U+0D30}{U+0D28}{U+0D4D}{U+200D}; @ { dg-warning "looks the same as .\[^\n\]*U.0D28 .MALAYALAM LETTER NA. where the other has U.0D7B .MALAYALAM LETTER CHILLU N\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 }@
int {U+06A9}{U+0627}{U+0631}{U+0647}{U+0627};
int {U+06A9}{U+0627}{U+0631}{U+200C}{U+0647}{U+0627}; @ { dg-warning "looks the same as .\[^\n\]*. but is another name: it has U.200C .ZERO WIDTH NON-JOINER. where the other has none\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 }@
int {U+0646}{U+0627}{U+200C}{U+0645}{U+0647};
int {U+0646}{U+0627}{U+0645}{U+0647}; @ { dg-warning "looks the same as .\[^\n\]*. but is another name: the other has U.200C .ZERO WIDTH NON-JOINER. where this one has none\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 }@
int is_admin;
int {U+0131}{U+0307}s_admin; @ { dg-warning "writes U.0131 .LATIN SMALL LETTER DOTLESS I. with U.0307 .COMBINING DOT ABOVE., which displays as .i.\[^\n\]*bidiguard:confusable" }@
@ { dg-warning "identifier .\[^\n\]*s_admin. looks the same as .is_admin.\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 }@
@ { dg-message "note: .is_admin. is here" "" { target *-*-* } .-3 }@
int {U+0237}{U+0307}oin; @ { dg-warning "writes U.0237 .LATIN SMALL LETTER DOTLESS J\[^\n\]*displays as .j.\[^\n\]*bidiguard:confusable" }@
"""
        test(d + "ident-visual-form" + ext, expand(comments(body, c, end)))
        body = r"""
@ Whole-script and keyword look-alikes: the scanner, which reads no header, checks keywords and the file's own names.@
int n{U+0585}t; @ { dg-warning "identifier .n.t. looks the same as the keyword .not.\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: .not. is a keyword or alternative token" "" { target *-*-* } .-1 }@
@ { dg-warning "mixes Latin letters with Armenian U.0585 .ARMENIAN SMALL LETTER OH. inside a word\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-2 }@
int l{U+0585}gin_{U+0585}k; @ { dg-warning "mixes Latin letters with Armenian\[^\n\]*bidiguard:confusable" }@
int access (const char *, int);
int {U+0430}{U+0441}{U+0441}{U+0435}{U+0455}{U+0455}; @ { dg-warning "identifier .\[^\n\]*. looks the same as .access. but is another name\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: .access. is here" "" { target *-*-* } .-2 }@
@ Real Russian and Armenian names look like no keyword and no name here.@
int {U+0441}{U+0447}{U+0451}{U+0442}{U+0447}{U+0438}{U+043A}, {U+0437}{U+043D}{U+0430}{U+0447}{U+0435}{U+043D}{U+0438}{U+0435}; @ { dg-bogus "bidiguard" }@
int {U+0561}{U+0580}{U+056A}{U+0565}{U+0584}; @ { dg-bogus "bidiguard" }@
"""
        test(d + "ident-lookalike" + ext, expand(comments(body, c, end)))
        body = r"""
@ Real code in Persian, Hindi, Tamil, Malayalam, Russian and Greek physics: silent.@
int {U+0645}{U+06CC}{U+200C}{U+0634}{U+0648}{U+062F}; @ { dg-bogus "bidiguard" }@
int {U+0646}{U+0627}{U+0645}{U+0647}{U+200C}{U+0647}{U+0627}; @ { dg-bogus "bidiguard" }@
int {U+06A9}{U+062A}{U+0627}{U+0628}{U+200C}{U+0647}{U+0627}; @ { dg-bogus "bidiguard" }@
int {U+062E}{U+0627}{U+0646}{U+0647}{U+200C}{U+0627}{U+06CC}; @ { dg-bogus "bidiguard" }@
int {U+0628}{U+0627}{U+0631}{U+200C}{U+0647}{U+0627}; @ { dg-bogus "bidiguard" }@
int {U+0915}{U+094D}{U+200D}{U+0937}, {U+0938}{U+0902}{U+0916}{U+094D}{U+092F}{U+093E}; @ { dg-bogus "bidiguard" }@
int {U+0B95}{U+0BA3}{U+0B95}{U+0BCD}{U+0B95}{U+0BC1}, {U+0BAE}{U+0BC1}{U+0B9F}{U+0BBF}{U+0BB5}{U+0BC1}; @ { dg-bogus "bidiguard" }@
int {U+0D2E}{U+0D30}{U+0D28}{U+0D4D}{U+200D}, {U+0D35}{U+0D3F}{U+0D32}{U+0D7D}; @ { dg-bogus "bidiguard" }@
int {U+043F}{U+0440}{U+0438}{U+0432}{U+0435}{U+0442}, {U+0441}{U+0447}{U+0451}{U+0442}; @ { dg-bogus "bidiguard" }@
double r_{U+03B8}, r_{U+03C6}, {U+03B8}_W, {U+03C4}_rise; @ { dg-bogus "bidiguard" }@
double {U+03B1}_s, E_{U+03B3}, {U+03BC}_B, {U+03B7}_eff, {U+03B5}_r; @ { dg-bogus "bidiguard" }@
@ Unit symbols with SI prefixes (mp-units' kinds) are names of their domain; two of one skeleton (micro sign, Greek mu) show the same text.@
double k{U+03A9}, M{U+03A9}, y{U+03A9}, T{U+03A9}, {U+00B5}s, {U+03BC}m; @ { dg-bogus "bidiguard" }@
double {U+03BC}s; @ { dg-warning "looks the same as .\[^\n\]*U.03BC .GREEK SMALL LETTER MU. where the other has U.00B5 .MICRO SIGN.\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: .\u00b5s. is here" "" { target *-*-* } .-2 }@
"""
        test(d + "ident-real-names" + ext, expand(comments(body, c, end)))
    test(C + "ident-letters.h", r"""
/* Single letters of a header: a and p.  */
extern double a, p;
""")
    test(C + "ident-letters.c", expand(r"""
/* Single Greek letters beside single Latin ones of another file: no twins (issue 31); in one file they are (ident-mixed-twin.c).  */
#include "ident-letters.h"
double {U+03B1}, {U+03C1}; /* { dg-bogus "bidiguard" } */
"""))
    # A mixed-script name whose letters are each their own UTS #39
    # prototype (<pi>p1, gcc's ucnid-15-utf8.c) shows exactly what it
    # holds: it passes for a name only beside its twin in the translation
    # unit (<pi><rho>1, Cyrillic <pe><er>1), which the pairs report.  A
    # letter that stands for one of another script still warns alone.
    for d, c, close, end in ((C, "/*", " */", ".c"), (CXX, "//", "", ".C")):
        test(d + "ident-own-letters" + end, expand(comments(r"""
@ Letters that are their own prototypes: the name imitates nothing.@
int {U+03C0}p1 = 4, two{U+03C0} = 6, four_plus_{U+03C0}_ = 7; @ { dg-bogus "bidiguard" }@
double {U+0394}o, {U+03A3}x2, k{U+03A9}, {U+03BC}s, {U+03C0}r2; @ { dg-bogus "bidiguard" }@
int {U+0436}x, q{U+0449}; @ { dg-bogus "bidiguard" }@
@ A letter that looks like one of another script: a spoof alone.@
int {U+0430}pple; @ { dg-warning "identifier .\[^\n\]*pple. mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" }@
int p{U+03B1}y; @ { dg-warning "mixes Latin letters with Greek U.03B1 .GREEK SMALL LETTER ALPHA\[^\n\]*bidiguard:confusable" }@
int {U+03C0}{U+0440}2; @ { dg-warning "mixes Greek letters with Cyrillic U.0440\[^\n\]*bidiguard:confusable" }@
int {U+03BF}k2; @ { dg-warning "mixes Greek letters with Latin U.006B\[^\n\]*bidiguard:confusable" }@
@ Beside its twin in the translation unit, the own-letter name is reported.@
int {U+03C0}{U+03C1}3;
int {U+03C0}p3; @ { dg-warning "identifier ..p3. looks the same as ...3. but is another name\[^\n\]*bidiguard:confusable" }@
@ { dg-message "note: ...3. is here" "" { target *-*-* } .-2 }@
""", c, close)))
    test(CXX + "ident-physics.C", expand(r"""
// Greek letters beside libstdc++'s members (param_type::a ...): cpp's table gives them no place, they are no twins.
#include <cmath>
#include <random>
double {U+03B1} = 1, {U+03C1} = 2, {U+03BD} = 3, {U+03BF} = 4; // { dg-bogus "bidiguard" }
"""))
    test(C + "ident-lookalike-header.c", expand(r"""
/* A whole-script look-alike of a toolchain header's name (the plugin only: the scanner reads no header).  */
#include <unistd.h>
int {U+0430}{U+0441}{U+0441}{U+0435}{U+0455}{U+0455}; /* { dg-warning "identifier .\[^\n\]*. looks the same as .access. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .access. is here .no location" "" { target *-*-* } .-1 } */
"""))


def define_tests(test):
    invisible(test)
    confusable(test)
    cxx(test)
    names_as_seen(test)
