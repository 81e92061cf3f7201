# SPDX-License-Identifier: GPL-3.0-or-later
"""Legitimate right-to-left code met while hunting false positives
(testsuite/realworld/FINDINGS.md, "Own cases"), each beside the close
attack twin that must still warn."""

DXX = "bidiguard.c++/"

SILENT = '/* { dg-bogus "bidiguard" } */'
REORDER_RTL = '/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'


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
