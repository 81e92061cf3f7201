# SPDX-License-Identifier: GPL-3.0-or-later
"""Diagnostics: what a finding says, its notes and fix-its, and how a build
controls it (notation in gen-tests.py's docstring).

- the message names the cause: U+202E (RIGHT-TO-LEFT OVERRIDE), Hebrew
  letters; the notes show the line as displayed (controls invisible) and
  as compiled (controls as <U+202E>), and what to do;
- the quoted source line, its ranges and fix-its (dg-begin-multiline-output);
- -fplugin-arg-bidiguard-error on every GCC; on GCC 12 and later the
  findings go under -Wbidi-chars=: -Werror=bidi-chars, -Wno-error=bidi-chars,
  #pragma GCC diagnostic, -Wbidi-chars=none/any, and GCC's own check is off
  while bidiguard runs (no line reported twice);
- the /* bidiguard: rtl-text */ comment silences letter-caused findings on
  its line, never a finding caused by a control or mark.
The fix-it round trip over examples/ and the JSON output are driven by
bidiguard.c/diag-roundtrip.exp and diag-json.exp.
"""

C = "bidiguard.c/"
CXX = "bidiguard.c++/"

# One line each: a finding of every kind.
REORDER_MARKS = "int x = /*<RLM>*/ 10 - 3 /*<RLM>*/;"
COMMENTING_OUT = "  /*<RLO> } <LRI>if (admin)<PDI> <LRI> begin admins only */"


def define_tests(test):
    test(C + "diag-messages.c", r"""
/* Each message names its cause (as GCC's -Wbidi-chars does) and what moves; the notes show the display without invisible characters, the compiled line with them escaped, and what to do.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+ucn" } */
int x1 = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "U\\+200F \\(RIGHT-TO-LEFT MARK\\) makes code display out of order .bidiguard:reorder." } */
/* { dg-message "note: the line displays as: int x1 = /../ 3 - 10 /../;" "" { target *-*-* } .-1 } */
/* { dg-message "note: but is compiled as: int x1 = /.<U\\+200F>./ 10 - 3 /.<U\\+200F>./;" "" { target *-*-* } .-2 } */
/* { dg-message "note: delete the invisible characters .the fix-it does this." "" { target *-*-* } .-3 } */
int x2 = /*<ALM>*/ 10 - 3 /*<ALM>*/; /* { dg-warning "U\\+061C \\(ARABIC LETTER MARK\\) makes code display out of order .bidiguard:reorder." } */
int x3 = /* <he:shalom> */ 10 - 3 /* <he:olam> */; /* { dg-warning "Hebrew letters make operands display out of order .bidiguard:rtl-reorder." } */
/* { dg-message "note: no automatic fix: move the right-to-left text into a named constant or onto a line of its own" "" { target *-*-* } .-1 } */
int x4 = /* <ar:salam> */ 10 - 3 /* <ar:ahmad> */; /* { dg-warning "Arabic letters make operands display out of order .bidiguard:rtl-reorder." } */
int x5 = /* <fa:farsi> */ 10 - 3 /* <he:alef> */; /* { dg-warning "Arabic and Hebrew letters make operands display out of order" } */
int x6 = /* <sy:shlama> */ 10 - 3 /* <sy:shlama> */; /* { dg-warning "Syriac letters make operands" } */
const char *s1 = "<RLO>nimda<PDF>"; /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) makes this string literal display misleadingly .bidiguard:spoof." } */
/* { dg-message "note: the line displays as: const char \\*s1 = \"admin\";" "" { target *-*-* } .-1 } */
/* { dg-message "note: if the program needs U\\+202E, write it as \\\\u202E .the fix-it does this." "" { target *-*-* } .-2 } */
/* user <RLO>nimda<PDF> */ /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) makes this comment display misleadingly .bidiguard:spoof." } */
int is_<LRI>admin<PDI>; /* { dg-warning "invisible U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) inside an identifier makes it look like another name .bidiguard:spoof." } */
/* { dg-message "note: the line displays as: int is_admin;" "" { target *-*-* } .-1 } */
/* { dg-message "note: but is compiled as: int is_<U\\+2066>admin<U\\+2069>;" "" { target *-*-* } .-2 } */
/* { dg-message "note: a name should not hold U\\+2066: rename it, or write it as \\\\u2066 so that it shows" "" { target *-*-* } .-3 } */
const char *s2 = "<LRI>name"; /* { dg-warning "unpaired U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) in string literal .bidiguard:unpaired." } */
/* { dg-message "note: if the program needs U\\+2066, write it as \\\\u2066 .the fix-it does this.; it stays open where the text is printed: close it with \\\\u2069" "" { target *-*-* } .-1 } */
const char *s3 = "\u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
/* Line and paragraph separators never break a note's line.  */
const char *s4 = "<RLO>nimda<PDF><un:lsep>"; /* { dg-warning "bidiguard:spoof" } */
/* { dg-message "note: the line displays as: const char \\*s4 = \"admin<U\\+2028>\";" "" { target *-*-* } .-1 } */
/* { dg-message "note: but is compiled as: const char \\*s4 = \"<U\\+202E>nimda<U\\+202C><U\\+2028>\";" "" { target *-*-* } .-2 } */
""")

    test(C + "diag-stray.c", r"""
/* A mark no identifier takes (LRM, RLM: GCC's "stray in program") is code between tokens, not a name: said so, and deleted, or replaced by a space where deleting would paste two tokens into one (what the line shows).  A control C takes in identifiers, alone between tokens, is a name of its own that shows as nothing; between two letters it is inside the name.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
/* { dg-prune-output "stray|expected|undeclared|reported only once|initializer element" } */
int a, b, ab;
int c1 = a <^a><RLM>- b; /* { dg-warning "invisible U\\+200F \\(RIGHT-TO-LEFT MARK\\) stray in code, outside any identifier, hides what the compiler reads .bidiguard:spoof." } */
/* { dg-fixit "delete RLM" {col:a} .-1 } */
/* { dg-message "note: delete the invisible character .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "inside an identifier|a name should not hold" "" { target *-*-* } .-3 } */
int c2 = a <^b><LRM>- b; /* { dg-warning "invisible U\\+200E \\(LEFT-TO-RIGHT MARK\\) stray in code, outside any identifier" } */
/* { dg-fixit "delete LRM" {col:b} .-1 } */
int c3 = a<^c><RLM>b; /* { dg-warning "invisible U\\+200F \\(RIGHT-TO-LEFT MARK\\) stray in code, outside any identifier" } */
/* { dg-fixit "space RLM" {col:c} .-1 } */
/* { dg-message "note: replace the invisible character by a space: the compiler reads separate tokens there .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "inside an identifier|a name should not hold" "" { target *-*-* } .-3 } */
int c4 = a <^d><LRI>- b; /* { dg-warning "invisible U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) is an identifier of its own between tokens, which shows as nothing .bidiguard:spoof." } */
/* { dg-fixit "escape LRI" {col:d} .-1 } */
/* { dg-bogus "stray in code|inside an identifier" "" { target *-*-* } .-2 } */
int c5 = a <^e><ALM>- b; /* { dg-warning "invisible U\\+061C \\(ARABIC LETTER MARK\\) is an identifier of its own between tokens" } */
/* { dg-fixit "escape ALM" {col:e} .-1 } */
int c6 = a<^f><PDI>b; /* { dg-warning "invisible U\\+2069 \\(POP DIRECTIONAL ISOLATE\\) inside an identifier makes it look like another name .bidiguard:spoof." } */
/* { dg-fixit "escape PDI" {col:f} .-1 } */
/* { dg-bogus "stray in code|of its own" "" { target *-*-* } .-2 } */
/* The same for a default-ignorable character no identifier takes (U+180E MONGOLIAN VOWEL SEPARATOR), which the invisible check finds.  */
int c7 = a<^g><MVS>b; /* { dg-warning "invisible U\\+180E \\(MONGOLIAN VOWEL SEPARATOR\\) stray in code, outside any identifier, hides what the compiler reads .bidiguard:invisible." } */
/* { dg-fixit "space U+180E" {col:g} .-1 } */
/* { dg-message "note: replace the invisible character by a space: the compiler reads separate tokens there .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "inside identifier|a name should not hold" "" { target *-*-* } .-3 } */
int c8 = a <^h><MVS>- b; /* { dg-warning "invisible U\\+180E \\(MONGOLIAN VOWEL SEPARATOR\\) stray in code, outside any identifier" } */
/* { dg-fixit "delete U+180E" {col:h} .-1 } */
/* { dg-message "note: delete the invisible character .the fix-it does this." "" { target *-*-* } .-2 } */
""".replace("<MVS>", chr(0x180E)))

    test(C + "diag-caret.c", r"""
/* The quoted line, the ranges and the fix-its as a reader sees them (GCC 12: controls escaped in the quoted line).  */
/* { dg-options "-fdiagnostics-show-caret -fdiagnostics-show-line-numbers" } */
/* { dg-require-wbidi "" } */
#include <string.h>
int is_<LRE>admin<PDF> (int uid);
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
    5 | int is_<U+202A>admin<U+202C> (int uid);
      |     ~~~^~~~~~~~~~~~~~~~~~~~~
      |           -----
      |           \u202A       -----
      |                        \u202C
   { dg-end-multiline-output "" } */
int
f (const char *access_level, int admin)
{
""" + COMMENTING_OUT + r"""
    return 1;
  if (strcmp (access_level, "user<RLO> <LRI>// Check if admin<PDI> <LRI>"))
    return 2;
  return 0;
}
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 17 } */
#if 0 /* the quoted line ends a comment: the expected lines stand in a skipped block */
{ dg-begin-multiline-output "" }
   17 |   /*<U+202E> } <U+2066>if (admin)<U+2069> <U+2066> begin admins only */
      |   ~~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      |        -----      -----             -----    -----
{ dg-end-multiline-output "" }
#endif
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 19 } */
/* { dg-begin-multiline-output "" }
   19 |   if (strcmp (access_level, "user<U+202E> <U+2066>// Check if admin<U+2069> <U+2066>"))
      |                             ~~~~~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      |                                     -----
      |                                     \u202E   -----
      |                                              \u2066                   -----
      |                                                                       \u2069   -----
      |                                                                                \u2066
   { dg-end-multiline-output "" } */
static const char admin_name[] = "<RLO>nimda<PDF>";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
   41 | static const char admin_name[] = "<U+202E>nimda<U+202C>";
      |                                   ^~~~~~~~~~~~~~~~~~~~~
      |                                      -----
      |                                      \u202E       -----
      |                                                   \u202C
   { dg-end-multiline-output "" } */
""")

    test(C + "diag-caret-letters.c", r"""
/* A line of right-to-left letters without controls is quoted with its letters, not <U+0641> escapes.  */
/* { dg-options "-fdiagnostics-show-caret -fdiagnostics-show-line-numbers -fplugin-arg-bidiguard-checks=+rtl-layout" } */
void draw (const char *a, int x, int y, const char *b);
void f (void) { draw ("<fa:farsi>", 10, 3, "<fa:khordad>"); }
/* { dg-warning "Arabic letters make operands display out of order .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
    4 | void f (void) { draw ("<fa:farsi>", 10, 3, "<fa:khordad>"); }
      |                       ~^~~~~~~~~~~~~~~~~~~~~~
   { dg-end-multiline-output "" } */
static const char *months[] = {"<fa:farvardin>", "<fa:ordibehesht>", "<fa:khordad>"};
/* { dg-warning "Arabic letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
   10 | static const char *months[] = {"<fa:farvardin>", "<fa:ordibehesht>", "<fa:khordad>"};
      |                                ~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   { dg-end-multiline-output "" } */
""")

    test(C + "diag-fixits.c", r"""
/* Fix-its that keep the program: a control in a comment is deleted, in a literal or a name written as \uXXXX; letters get none.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
int x = /*<^a><RLM>*/ 10 - 3 /*<^b><RLM>*/; /* { dg-fixit "delete RLM" {col:a} } */
/* { dg-fixit "delete RLM" {col:b} .-1 } */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
const char *s = "<^c><RLO>nimda<^d><PDF>"; /* { dg-fixit "escape RLO" {col:c} } */
/* { dg-fixit "escape PDF" {col:d} .-1 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 } */
int is_<^e><LRE>admin<^f><PDF> (void); /* { dg-fixit "escape LRE" {col:e} } */
/* { dg-fixit "escape PDF" {col:f} .-1 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 } */
const char *r = R"d(<^g><RLO><LRI>nimda)d"; /* { dg-fixit "raw d RLO LRI" {col:g} } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
int y = /* <he:alef> */ 10 - 3 /* <he:bet> */; /* { dg-warning "bidiguard:rtl-reorder" } */
""")

    test(C + "diag-error-arg.c", r"""
/* -fplugin-arg-bidiguard-error: the findings are errors, other warnings stay warnings.  */
/* { dg-options "-Wall -fplugin-arg-bidiguard-error" } */
int f (void) { int unused; return 0; } /* { dg-warning "unused variable" } */
""" + REORDER_MARKS + r""" /* { dg-error "bidiguard:reorder" } */
""")

    test(C + "diag-werror-bidi.c", r"""
/* -Werror=bidi-chars makes bidiguard's findings errors and nothing else.  */
/* { dg-options "-Wall -Werror=bidi-chars" } */
/* { dg-require-wbidi "" } */
int f (void) { int unused; return 0; } /* { dg-warning "unused variable" } */
""" + REORDER_MARKS + r""" /* { dg-error "bidiguard:reorder. .-Werror=bidi-chars=." } */
""")

    test(C + "diag-wno-error-bidi.c", r"""
/* -Werror -Wno-error=bidi-chars: bidiguard's findings stay warnings, the others fail the build.  */
/* { dg-options "-Wall -Werror -Wno-error=bidi-chars" } */
/* { dg-require-wbidi "" } */
int f (void) { int unused; return 0; } /* { dg-error "unused variable" } */
""" + REORDER_MARKS + r""" /* { dg-warning "bidiguard:reorder. .-Wbidi-chars=." } */
""")

    test(C + "diag-error-arg-wno-error.c", r"""
/* -fplugin-arg-bidiguard-error with -Wno-error=bidi-chars after it: the later flag wins, as for GCC's own options.  */
/* { dg-options "-fplugin-arg-bidiguard-error -Wno-error=bidi-chars" } */
/* { dg-require-wbidi "" } */
""" + REORDER_MARKS + r""" /* { dg-warning "bidiguard:reorder" } */
""")

    test(C + "diag-error-arg-after-pragma.c", r"""
/* -fplugin-arg-bidiguard-error after a push, ignored and pop of -Wbidi-chars: a finding outside the region is still an error.  GCC 12 and 13 record the option's kind when a pragma first names it, as a warning (the argument's -Werror is on only while a finding is emitted), and that record used to outrank the argument for every later finding.  */
/* { dg-options "-fplugin-arg-bidiguard-error" } */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars"
int hidden = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-bogus "bidiguard" } */
#pragma GCC diagnostic pop
""" + REORDER_MARKS + r""" /* { dg-error "bidiguard:reorder" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic warning "-Wbidi-chars"
int y = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
#pragma GCC diagnostic pop
int z = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-error "bidiguard:reorder" } */
""")

    test(C + "diag-pragma.c", r"""
/* #pragma GCC diagnostic steers bidiguard's findings under -Wbidi-chars, with push and pop around a region.  */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars"
int x1 = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-bogus "bidiguard" } */
const char *s1 = "<RLO>nimda<PDF>"; /* { dg-bogus "bidiguard" } */
#pragma GCC diagnostic pop
int x2 = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* { dg-warning "bidiguard:reorder" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wbidi-chars"
const char *s2 = "<RLO>nimda<PDF>"; /* { dg-error "bidiguard:spoof" } */
#pragma GCC diagnostic pop
const char *s3 = "<RLO>nimda<PDF>"; /* { dg-warning "bidiguard:spoof" } */
""")

    test(C + "diag-wbidi-none.c", r"""
/* -Wbidi-chars=none turns bidiguard's findings off, as it turns GCC's own check off.  */
/* { dg-options "-Wbidi-chars=none" } */
/* { dg-require-wbidi "" } */
""" + REORDER_MARKS + r""" /* { dg-bogus "bidi" } */
""" + COMMENTING_OUT + r""" /* { dg-bogus "bidi" } */
""")

    test(C + "diag-wbidi-any.c", r"""
/* -Wbidi-chars=any adds bidiguard's any check (every control and mark, once per line); GCC's own check stays off.  */
/* { dg-options "-Wbidi-chars=any" } */
/* { dg-require-wbidi "" } */
const char *h = "<RLE><he:shalom> world<PDF>"; /* { dg-warning "U\\+202B \\(RIGHT-TO-LEFT EMBEDDING\\) and 1 more on this line .bidiguard:any." } */
/* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-1 } */
""")

    test(C + "diag-wbidi-ucn.c", r"""
/* -Wbidi-chars=any,ucn adds the any and ucn checks.  */
/* { dg-options "-Wbidi-chars=any,ucn" } */
/* { dg-require-wbidi "" } */
const char *u = "\u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
/* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-1 } */
const char *m = "<RLM>"; /* { dg-warning "bidiguard:any" } */
""")

    test(C + "diag-no-duplicate.c", r"""
/* GCC's own -Wbidi-chars check is off while bidiguard runs: each Trojan-Source line is reported once.  */
/* { dg-require-wbidi "" } */
#include <string.h>
int
f (const char *access_level, int admin)
{
""" + COMMENTING_OUT + r"""
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
    return 1;
  /* end admins only <RLO> { <LRI>*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
  if (strcmp (access_level, "user<RLO> <LRI>// Check if admin<PDI> <LRI>"))
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
    return 2;
  /* Say hello; newline<RLI> /*/ return 0 ;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
  return 3;
}
""")

    test(C + "diag-rtl-marker.c", r"""
/* The marker comment silences letter-caused findings on its own line; an attacker's marker never silences a control or mark.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */
int x1 = /* <he:shalom> */ 10 - 3 /* <he:olam> */; /* bidiguard: rtl-text */ /* { dg-bogus "bidiguard" } */
static const char *m[] = {"<fa:farvardin>", "<fa:ordibehesht>"}; // bidiguard: rtl-text
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
/* bidiguard: rtl-text */
int x2 = /* <he:shalom> */ 10 - 3 /* <he:olam> */; /* { dg-warning "bidiguard:rtl-reorder" } */
int x3 = /* <he:shalom> */ 10 - 3 /* <he:olam> */; /* rtl-text */ /* { dg-warning "bidiguard:rtl-reorder" } */
int x4 = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* bidiguard: rtl-text */ /* { dg-warning "bidiguard:reorder" } */
const char *s1 = "<RLO>nimda<PDF>"; /* bidiguard: rtl-text */ /* { dg-warning "bidiguard:spoof" } */
const char *s2 = "<LRI>name"; /* bidiguard: rtl-text */ /* { dg-warning "bidiguard:unpaired" } */
int
f (int admin)
{
  /*<RLO> } <LRI>if (admin)<PDI> <LRI> begin admins only */ /* bidiguard: rtl-text */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    return 1;
  return 0;
}
""")

    test(CXX + "diag-fixits.C", r"""
// Raw strings cannot hold escapes: the fix-it ends the raw string, writes "\uXXXX" and reopens it.
// { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" }
const char *r1 = R"(<^a><RLO>nimda<^b><PDF>)"; // { dg-fixit "raw {} RLO" {col:a} }
// { dg-fixit "raw {} PDF" {col:b} .-1 }
// { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 }
const char *r2 = u8R"xy(<^c><LRE>name)xy"; // { dg-fixit "raw xy LRE" {col:c} }
// { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 }
const char16_t c = u'<^d><LRM>'; // { dg-bogus "bidiguard" }
""")
