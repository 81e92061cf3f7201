# SPDX-License-Identifier: GPL-3.0-or-later
"""Legitimate right-to-left code met while hunting false positives
(testsuite/realworld/FINDINGS.md, "Own cases"), each beside the close
attack twin that must still warn."""

DXX = "bidiguard.c++/"

SILENT = '/* { dg-bogus "bidiguard" } */'
REORDER_RTL = '/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'
SPOOF = '/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */'
DC = "bidiguard.c/"


def define_tests(test):
    # A right-to-left label streamed before a number: the label, the <<
    # and the number form one right-to-left run, so the display draws the
    # << mirrored *inside the label's quotes* ("42 >> " then the label's
    # words outside them).  Visibly broken, and the >> reads as the
    # string's text, not as an operator: silent (doc/design.md 2.5).  The
    # twins: a mirrored operator that the same kind of broken display
    # still shows as code, and a well-formed display with >> between the
    # strings.
    test(DXX + "legit-streams.C", r"""
/* Stream output of right-to-left labels and numbers: a << drawn inside a displayed literal reads as its text.  */
struct out
{
  out &operator<< (const char *);
  out &operator<< (int);
  out &operator<< (double);
};
extern out cout, cerr;
void f (const char *, int);

void
g (int n, int len, int max, bool ok)
{
  cout << "<he:mispar>: " << 42 << "\n"; """ + SILENT + r"""
  cout << "<he:shalom>" << 5; """ + SILENT + r"""
  cerr << "<ar:khata>: " << -1 << "\n"; """ + SILENT + r"""
  cout << "<fa:tedad>: " << 2.5 << "\n"; """ + SILENT + r"""
  cout << "<he:mispar> " << n << " <he:olam> " << 3 << "\n"; """ + SILENT + r"""
  cout << "<he:mispar>: " << 42 << "\n", ok = n /* <he:alef> */ < /* <he:bet> */ max;
""" + REORDER_RTL + r"""
  if (len /* <he:alef> */ < /* <he:bet> */ max) f ("<he:olam>", 5);
""" + REORDER_RTL + r"""
  cout << "<he:shalom>" << 5 << "<he:olam>";
""" + REORDER_RTL + r"""
  (void) ok;
}
""")

    # Character literals holding right-to-left letters: a table of them,
    # ranges and differences from a letter that do not move stay silent;
    # two of them as the operands of one operator shown the other way
    # round are operands swapped ('<tav>' - '<alef>' shown as
    # '<alef>' - '<tav>': the sign flips).  Their quotes used to be
    # taken for the operand's place, and the opening quote, which the
    # letters leave where it was, hid the swap.  (Plain literals: an L, u
    # or U prefix is a left-to-right letter that keeps them in place.)
    test(DC + "legit-char-literals.c", r"""
/* Character literals with Hebrew letters: tables and ranges, and two of them swapped around an operator.  */
/* { dg-options "-Wno-multichar" } */
static const int keys[] = { '<he:alef>', '<he:bet>', '<he:tav>' }; """ + SILENT + r"""
static const int keymap[][2] = { { 't', '<he:alef>' }, { 'c', '<he:bet>' } }; """ + SILENT + r"""
int idx (int c) { return c - '<he:alef>'; } """ + SILENT + r"""
int is_he (int c) { return c >= '<he:alef>' && c <= '<he:tav>'; } """ + SILENT + r"""
int sw (int c) { switch (c) { case '<he:alef>': return 1; case '<he:bet>': return 2; } return 0; } """ + SILENT + r"""
int span (void) { return '<he:tav>' - '<he:alef>'; }
""" + REORDER_RTL + r"""
int pick (int ok) { return ok ? '<he:alef>' : '<he:bet>'; }
""" + REORDER_RTL + r"""
""")

    # The message of #error and #warning: cpp lexes its tokens (a comment
    # there is a comment, and may run on past the line) but prints them
    # as text, so right-to-left words and numbers moving in its display
    # deceive nobody about code, and its words are no names.  The twins:
    # a control in a message is still reported, and code named error or
    # warning is code.
    test(DC + "legit-messages.c", r"""
/* #error and #warning messages in Hebrew, Arabic and Persian: text, not code.  */
#if 0
#error <he:shalom> 5 <he:olam> """ + SILENT + r"""
#error <ar:salam> 2 - 3 <ar:khata> """ + SILENT + r"""
#warning <fa:farsi> "<fa:tedad> 10" <fa:do> 1, 2 """ + SILENT + r"""
#  error <he:mispar> 10 < 20 <he:olam> """ + SILENT + r"""
%:warning <ar:tul> 7 <ar:kaf> """ + SILENT + r"""
#warning <he:shalom> /* <he:olam> */ 12 <he:sheli> """ + SILENT + r"""
#error <he:hefresh> 3 - \
<he:olam> 10 - 3 <he:koteret> """ + SILENT + r"""
#error <he:shalom> /*
<he:olam> */ 10 - 3 <he:sheli> """ + SILENT + r"""
#error <he:shalom> <RLO>abc
""" + SPOOF + r"""
/* { dg-warning "unpaired U.202E .RIGHT-TO-LEFT OVERRIDE. in diagnostic message .bidiguard:unpaired." "" { target *-*-* } .-2 } */
#warning x <RLM>10 - 3<RLM>
""" + SPOOF + r"""
#endif
#warning <he:shalom> 5 <he:olam> """ + SILENT + r"""
/* { dg-warning "#warning" "" { target *-*-* } .-1 } */
enum { error = 1, warning = 2 };
int c = error /* <he:alef> */ - /* <he:bet> */ 3;
""" + REORDER_RTL + r"""
int d = warning /* <he:alef> */ - /* <he:bet> */ 3;
""" + REORDER_RTL + r"""
""")

    # A fix-it writes a control of a literal as its escape, the same
    # literal to the compiler, but not once a macro's # stringizes it:
    # then no fix-it.  The plugin asks cpp which names are function-like
    # macros where the line is (H comes from a header); the core alone
    # knows the file's own #defines and assert.
    # A control right after a backslash is cpp's unknown escape, which
    # keeps the control: \u202E written there would follow that
    # backslash and read as a backslash and text.  No fix-it; after an
    # escaped backslash the control is the literal's own and is escaped.
    test(DC + "fixit-escaped.c", r"""
/* No fix-it for a control that a backslash before it escapes; one after an escaped backslash is written as its escape.  */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* The compiler's own warnings on the unknown escape differ between GCC and Clang.  */
/* { dg-prune-output "unknown escape sequence|illegal character encoding" } */
const char *e1 = "\<RLO>ab<PDF>";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "if the program needs U.202E, write it as .u202E" "" { target *-*-* } .-2 } */
const char *e2 = "\\<^e1><RLO>ab<^e2><PDF>";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-fixit "escape RLO" {col:e1} .-2 } */
/* { dg-fixit "escape PDF" {col:e2} .-3 } */
""")

    test(DC + "fixit-stringize.h",
         "/* Included by the test of the same name.  */\n#define H(x) #x\n")
    test(DC + "fixit-stringize.c", r"""
/* No fix-it for a literal that a macro may stringize: an escape stringized is other text than the control.  */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
#include <assert.h>
#include "fixit-stringize.h"
#define S(x) #x
#define XS(x) S(x)
#define M "<RLO>ma<PDF>"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: a macro may stringize a literal of its definition" "" { target *-*-* } .-2 } */
const char *b = S ("<RLO>mb<PDF>");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'S' is a macro that may stringize this literal" "" { target *-*-* } .-2 } */
const char *c = XS (M);
const char *h = H ("<RLO>mh<PDF>");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'H' is a macro that may stringize this literal" "" { target *-*-* } .-2 } */
const char *m = S (
  "<RLO>mz<PDF>");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'S' is a macro" "" { target *-*-* } .-2 } */
void g (const char *s) { assert (s != "<RLO>mg<PDF>"); }
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'assert' is a macro" "" { target *-*-* } .-2 } */
int f (const char *);
int d = sizeof (f ("<^d1><RLO>md<^d2><PDF>"));
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-fixit "escape RLO" {col:d1} .-2 } */
/* { dg-fixit "escape PDF" {col:d2} .-3 } */
const char *a = ("<^a1><RLO>ma<^a2><PDF>");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-fixit "escape RLO" {col:a1} .-2 } */
/* { dg-fixit "escape PDF" {col:a2} .-3 } */
""")
