# SPDX-License-Identifier: GPL-3.0-or-later
"""Every viewer's Unicode (issue 19.4): a character whose class changed by
Unicode 17 (U+2427, new in Unicode 16, is ON; ICU 72 and FriBidi 1.0.8
take the unassigned code point as L) is displayed a third time with
Unicode 17's classes.  The long-line half of issue 19.3 is made at test
time: bidiguard.c/long-lines.exp."""

D = "bidiguard.c/"

# U+2427 as the template's own text (the template stays ASCII).
DELETE_FORM_TWO = "\u2427"


def unicode17(path):
    return path, r"""
/* Unicode 17's classes: an L that stops W7 and N1 in Unicode 15 (Debian 12's ICU 72, FriBidi 1.0.8) is a neutral in Unicode 16 and 17, and 10 - 3 shows as 3 - 10 there.  Which viewers the finding names depends on the engines installed (ICU 76 has Unicode 16): test-display pins the names.  */
int
f (int n)
{
  int x = /* <he:alef> """ + DELETE_FORM_TWO + r""" */ 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int y = /* <he:alef> a */ 10 - 3; /* { dg-bogus "bidiguard" } */
  int z = 10 - 3; /* <he:shalom> """ + DELETE_FORM_TWO + r""" */ /* { dg-bogus "bidiguard" } */
  const char *s = "<he:shalom> """ + DELETE_FORM_TWO + r""" 10"; /* { dg-bogus "bidiguard" } */
  return x + y + z + n + s[0];
}
"""


def define_tests(test):
    test(*unicode17(D + "display-unicode17.c"))
