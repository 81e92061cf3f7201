/* A line is read right to left only when its code starts with a right-to-left name: a number or a literal without letters before the name (an initializer's continuation line, `-1, <name> - 3,`) makes it a line that starts with a value, which a left-to-right editor shows with `3 - <name>`.  A line that does start with the name, or with a literal of right-to-left words, is still its authors' (rtl-keyword-program.c).  */
enum { שם = 5, ערך = 7 };
int t[] = {
  -1, שם - 3,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  10, שם, 3,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  (2), ערך - 1,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  '0', שם - 3,
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  שם - 3, /* { dg-bogus "bidiguard" } */
  10, שם, /* { dg-bogus "bidiguard" } */
  10, 20, 30, /* שלושים */ /* { dg-bogus "bidiguard" } */
  שם, ערך, /* { dg-bogus "bidiguard" } */
};
const char *u[] = {
  "10", שם - 3 + "",
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  "שלום", "עולם", /* { dg-bogus "bidiguard" } */
};
