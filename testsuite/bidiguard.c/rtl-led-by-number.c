/* A line is read right to left only when its code starts with a right-to-left name: a number before the name (an initializer's continuation line, `-1, <name> - 3,`) makes it a line that starts with a number, which a left-to-right editor shows with `3 - <name>`.  A line that does start with the name is still its authors' (rtl-keyword-program.c).  */
enum { שם = 5, ערך = 7 };
int t[] = {
  -1, שם - 3,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  10, שם, 3,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  (2), ערך - 1,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  שם - 3, /* { dg-bogus "bidiguard" } */
  10, שם, /* { dg-bogus "bidiguard" } */
  10, 20, 30, /* שלושים */ /* { dg-bogus "bidiguard" } */
  שם, ערך, /* { dg-bogus "bidiguard" } */
};
