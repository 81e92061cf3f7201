# SPDX-License-Identifier: GPL-3.0-or-later
"""The identifier checks (doc/design.md 2.9) where an attack puts them: the
places an invisible character can hide (macro parameters, pasted
arguments, labels, members, after a line splice, first and last
position), the homoglyphs UTS #39 folds (Cyrillic dze, fullwidth,
mathematical bold, dotless i, two non-ASCII twins), letters whose
skeleton is an operator (U+01C3 LATIN LETTER RETROFLEX CLICK is '!':
"environment<U+01C3>=ENV_PROD" is one name, then an assignment), and the
legitimate names beside them (Arabic-Indic, Persian and Devanagari
digits, whose skeletons are '.' or letters).
"""

from tests_ident import C, expand


def invisible(test):
    test(C + "ident-invisible-anywhere.c", expand(r"""
/* invisible wherever a name can be: macro names and parameters, pasted arguments, labels, members, splices, ends.  */
#define FLAG{U+200B} 1 /* { dg-warning "U.200B .ZERO WIDTH SPACE. inside identifier .FLAG<U.200B>.\[^\n\]*bidiguard:invisible" } */
/* One finding per cause and line: the parameter and its use give one.  */
#define F(a{U+2060}b) a{U+2060}b /* { dg-warning "inside identifier .a<U.2060>b.\[^\n\]*bidiguard:invisible" } */
#define CAT(x, y) x##y
int CAT (is_, {U+00AD}admin); /* { dg-warning "U.00AD .SOFT HYPHEN\[^\n\]*bidiguard:invisible" } */
void f (void) { lab{U+034F}el: ; } /* { dg-warning "U.034F .COMBINING GRAPHEME JOINER\[^\n\]*bidiguard:invisible" } */
struct s { int mem{U+FE0F}ber; }; /* { dg-warning "U.FE0F .VARIATION SELECTOR-16\[^\n\]*bidiguard:invisible" } */
int y{U+2064}plus; /* { dg-warning "U.2064 .INVISIBLE PLUS\[^\n\]*bidiguard:invisible" } */
int last{U+200B}; /* { dg-warning "inside identifier .last<U.200B>.\[^\n\]*bidiguard:invisible" } */
int is_\
{U+200B}admin; /* { dg-warning "inside identifier .<U.200B>admin.\[^\n\]*bidiguard:invisible" } */
int h{U+3164}f; /* { dg-warning "U.3164 .HANGUL FILLER\[^\n\]*bidiguard:invisible" } */
"""))


def confusable(test):
    test(C + "ident-homoglyphs.c", expand(r"""
/* Homoglyphs UTS #39 folds, against an ASCII twin on the same line.  */
int {U+0455}ize, size; /* { dg-warning "identifier .size. looks the same as ..ize. but is another name: U.0073 ..s.. where the other has U.0455 .CYRILLIC SMALL LETTER DZE\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
int {U+FF53}ize2, size2; /* { dg-warning "where the other has U.FF53 .FULLWIDTH LATIN SMALL LETTER S\[^\n\]*bidiguard:confusable" } */
int {U+1D41A}1, a1; /* { dg-warning "where the other has U.1D41A .MATHEMATICAL BOLD SMALL A\[^\n\]*bidiguard:confusable" } */
int {U+0131}dx, idx; /* { dg-warning "where the other has U.0131 .LATIN SMALL LETTER DOTLESS I\[^\n\]*bidiguard:confusable" } */
int {U+0440}{U+043E}{U+0440}, pop; /* { dg-warning "identifier .pop. looks the same as\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: ..ize. is here" "" { target *-*-* } 2 } */
/* { dg-message "note: ..ize2. is here" "" { target *-*-* } 4 } */
/* { dg-message "note: .\\S+1. is here" "" { target *-*-* } 5 } */
/* { dg-message "note: ..dx. is here" "" { target *-*-* } 6 } */
/* { dg-message "note: .\\S+. is here" "" { target *-*-* } 7 } */
/* Two non-ASCII twins, each mixed.  */
int {U+0440}{U+0430}ss; /* { dg-warning "mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" } */
int {U+0440}a{U+0455}s; /* { dg-warning "mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "looks the same as\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
/* { dg-message "note: .\[^\n\]*ss. is here" "" { target *-*-* } .-3 } */
"""))
    test(C + "ident-operator-lookalike.c", expand(r"""
/* A letter whose skeleton is an operator makes a name pass for code.  */
enum { ENV_PROD = 1 };
int environment{U+01C3}; /* { dg-warning "identifier .environment.. holds U.01C3 .LATIN LETTER RETROFLEX CLICK., which looks like .!.\[^\n\]*bidiguard:confusable" } */
int is_prod (void) { return environment{U+01C3}=ENV_PROD; } /* { dg-warning "U.01C3\[^\n\]*looks like .!.\[^\n\]*bidiguard:confusable" } */
int a{U+0589}b; /* { dg-warning "U.0589 .ARMENIAN FULL STOP., which looks like .:.\[^\n\]*bidiguard:confusable" } */
int {U+0294}a; /* { dg-warning "U.0294 .LATIN LETTER GLOTTAL STOP., which looks like .\\?.\[^\n\]*bidiguard:confusable" } */
/* Digits stay digits: Arabic-Indic and Persian zero (skeleton '.'), Devanagari.  */
int {U+0645}{U+062A}{U+063A}{U+06CC}{U+0631}{U+06F0}; /* { dg-bogus "bidiguard" } */
int {U+0627}{U+0644}{U+0639}{U+062F}{U+062F}{U+0660}; /* { dg-bogus "bidiguard" } */
int {U+0915}{U+094D}{U+200D}{U+0937}{U+0966}; /* { dg-bogus "bidiguard" } */
/* Marks belong to their letter: the Devanagari and Gujarati visarga (skeleton ':') in Hindi and Gujarati words.  */
int {U+0926}{U+0941}{U+0903}{U+0916}, {U+0905}{U+0924}{U+0903}, {U+0A85}{U+0AA4}{U+0A83}; /* { dg-bogus "bidiguard" } */
/* Letters of other scripts among their own: KATAKANA LETTER NO ('/'), CANADIAN SYLLABICS PO ('>'), TIFINAGH LETTER TUAREG YANG ('!').  */
int {U+30CE}{U+30FC}{U+30C9}, {U+30AD}{U+30E3}{U+30CE}{U+30F3}, {U+1433}{U+1403}, {U+2D49}{U+2D51}{U+2D30}; /* { dg-bogus "bidiguard" } */
/* Beside ASCII they pass for operators.  */
int a{U+30CE}b; /* { dg-warning "U.30CE .KATAKANA LETTER NO., which looks like ./.\[^\n\]*bidiguard:confusable" } */
/* Quotes read as no code: the Ukrainian apostrophe U+02BC, the Hebrew gershayim U+05F4.  */
int {U+043C}{U+02BC}{U+044F}{U+0441}{U+043E}, {U+05E6}{U+05D4}{U+05F4}{U+05DC}; /* { dg-bogus "bidiguard" } */
int {U+05E9}{U+05DC}{U+05D5}{U+05DD}, caf{U+00E9}, {U+3072}{U+3089}{U+304C}{U+306A}; /* { dg-bogus "bidiguard" } */
"""))


def define_tests(test):
    invisible(test)
    confusable(test)
