# SPDX-License-Identifier: GPL-3.0-or-later
"""Silent on real code (issue 31, items 4 and 5, and the digit table).

Item 4: a program written in right-to-left keyword macros (Persian here:
#define agar if) is read right to left by its authors; a line of it whose
first strong character is right-to-left is judged as base auto takes it,
and its code reads in the same order there: silent, also with a Latin
name before a call whose number the right-to-left name before it turns
(`<int> y = <func>(2);`) or Arabic-Indic digits beside operators
(`<n> = <d> * 0x10 < <d> - 0x10;`); not a line of Latin code that a
right-to-left comment leads (`/* <farsi> */ if (x < <d> - <d>)`),
which a left-to-right editor shows with the digits swapped, nor one
whose code starts with a Latin name after such a comment or literal
(`/* <farsi> */ x = <tedad> - 1;`): a leading comment would otherwise
hide the lie.  A keyword line led by a comment is still read right to
left (`/* <farsi> */ <tedad> = <tedad> - 1;`).  The twin:
the same right-to-left names on a line that starts left to right still move on
screen (rtl-reorder), but a keyword macro and its number (`<return> 0`)
shown backwards read `0 <return>`, no C: silent.
Item 5: two operands that show the same text (`? 1 : 1`, identical
branches) trade places without showing anything else: silent; with
different branches, rtl-reorder.
The digit table: Arabic-Indic digits as separate elements of one table
line (`{ "<0>", "<1>", "<2>" }`) show in reverse order, so `dg[0]` shows
last: a lie about which element is which, reported (rtl-reorder;
doc/design.md section 2.5); the digits in one literal show in their own
order and are silent.
"""

D = "bidiguard.c/"

FLAG = '/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'
SILENT = '/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'


def define_tests(test):
    test(D + "rtl-keyword-program.c", r"""
/* A program in Persian keyword macros, read right to left by its authors: silent.  */
#include <stdio.h>
#define <fa:agar> if
#define <fa:vagarna> else
#define <fa:chap> printf
#define <fa:sahih> int
#define <fa:bargardan> return
#define <ar:wahid><ar:ithnan> 12
#define <ar:thalatha><ar:wahid> 31
<fa:sahih> x;
""" + SILENT + r"""
<fa:sahih>
<fa:farsi> (<fa:sahih> <fa:tedad>)
{
  <fa:agar> (<fa:tedad> > 3)
""" + SILENT + r"""
    <fa:chap> ("%d\n", <fa:tedad>);
""" + SILENT + r"""
  <fa:vagarna>
    <fa:tedad> = <fa:tedad> - 1;
""" + SILENT + r"""
  <fa:bargardan> <fa:tedad> < 10 ? 0 : 1;
""" + SILENT + r"""
  <fa:sahih> y = <fa:farsi>(2);
""" + SILENT + r"""
  <fa:sahih> z = <fa:farsi> (y); <fa:bargardan> z + 1;
""" + SILENT + r"""
  <fa:tedad> = x - <fa:tedad> - 23;
""" + SILENT + r"""
  <fa:tedad> = <ar:wahid><ar:ithnan> * 0x10 < <ar:wahid><ar:ithnan> - 0x10;
""" + SILENT + r"""
  <fa:tedad> = <ar:wahid><ar:ithnan> <= 1 >> x;
""" + SILENT + r"""
  x = <ar:wahid><ar:ithnan> - <ar:thalatha><ar:wahid>;
""" + FLAG + r"""
  x = <ar:wahid><ar:ithnan> < <ar:thalatha><ar:wahid> ? 0 : 1;
""" + FLAG + r"""
  /* <fa:farsi> */ if (x < <ar:wahid><ar:ithnan> - <ar:thalatha><ar:wahid>) x = 1;
""" + FLAG + r"""
  /* <fa:farsi> */ x = <ar:wahid><ar:ithnan> < <ar:thalatha><ar:wahid> ? x : 1;
""" + FLAG + r"""
  x = <fa:tedad> - 1;
""" + FLAG + r"""
  x = <fa:tedad> < 10 ? 0 : 1;
""" + FLAG + r"""
  /* <fa:farsi> */ x = <fa:tedad> - 1;
""" + FLAG + r"""
  /* <fa:farsi> */ x = <fa:tedad> < 10 ? 0 : 1;
""" + FLAG + r"""
  "<fa:farsi>"; x = <fa:tedad> - 1;
""" + FLAG + r"""
  /* <fa:farsi> */ <fa:tedad> = <fa:tedad> - 1;
""" + SILENT + r"""
  /* <fa:farsi> */ <fa:agar> (<fa:tedad> > 3) x = 1;
""" + SILENT + r"""
  "<fa:farsi>"; <fa:tedad> = <fa:tedad> - 1;
""" + SILENT + r"""
  <fa:bargardan> 0;
}
/* Lines that start left to right and end in a keyword macro and its
   number: `return 0` in Persian names shows `0 <return>`, a number
   before a name, which no C reads: broken to a left-to-right reader and
   in order to a right-to-left one.  Silent; a lie beside it is not.  */
<fa:sahih> <fa:tedad>;
""" + SILENT + r"""
<fa:sahih>
g (void)
{
  printf ("\n"); <fa:bargardan> 0;
""" + SILENT + r"""
  <fa:agar> (<fa:tedad>) <fa:bargardan> 1; x = 2;
""" + SILENT + r"""
  x = 1; { <fa:bargardan> 1 + <fa:tedad>; }
""" + SILENT + r"""
  printf ("\n"); <fa:bargardan> 0; x = <fa:tedad> - 1;
""" + FLAG + r"""
  x = 3; <fa:bargardan> <fa:tedad> - 1;
""" + FLAG + r"""
  <fa:bargardan> 0;
}
""")
    test(D + "rtl-same-text.c", r"""
/* Operands that show the same text trade places without showing anything else; a digit table shown in reverse is reported.  */
int strcmp (const char *, const char *);
const char *s;
int x;
void
f (void)
{
  x = (strcmp (s, "<ar:tul>") == 0) ? 1 : 1;
""" + SILENT + r"""
  x = (strcmp (s, "<ar:tul>") == 0) ? '1' : '1';
""" + SILENT + r"""
  x = (strcmp (s, "<ar:tul>") == 0) ? 0 : 1;
""" + FLAG + r"""
  x = (strcmp (s, "<ar:tul>") == 0) ? 7 - 7 : 1;
""" + FLAG + r"""
}
static const char digits[] = "<ar:digits>";
""" + SILENT + r"""
static const char *const dg[] = { "<ar:sifr>", "<ar:wahid>", "<ar:ithnan>" };
""" + FLAG + "\n")
