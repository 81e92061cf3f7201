/* A line that ends in a backslash with an invisible mark after it shows
   a line splice that cpp does not make: the next line reads as part of
   the '//' comment (or of the directive) and is compiled as code of its
   own (doc/design.md, "A backslash that splices nothing").  The display
   note ends in that backslash, which joins the hint note to it for
   DejaGnu's pruning: the hint is matched here.  */

int
f (int a)
{
  // the next line is disabled \‏
  a = 1;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // א off: \‎‏
  a = 2;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // א a real splice: \
  a = 3;
  // א \ not at the end ‏ /* { dg-bogus "bidiguard" } */
  return a;
}

/* With nothing right to left on the line, a boundary neutral (ZWSP, WJ,
   ZWNJ, SHY) after the backslash does the same: such a line is read for
   it although it holds no right-to-left text or control.  */
int
g (int a)
{
  // disabled: \​
  a = 1;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled: \⁠
  a = 2;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled: \‌  
  a = 3;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled: \­
  a = 4;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // a word​break, then a backslash \ in the middle /* { dg-bogus "bidiguard" } */
  // café \ in the middle, an accent at the end é /* { dg-bogus "bidiguard" } */
  return a;
}
