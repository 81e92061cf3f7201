/* A program in Persian keyword macros, read right to left by its authors: silent.  */
#include <stdio.h>
#define اگر if
#define وگرنه else
#define چاپ printf
#define صحیح int
#define برگردان return
#define ١٢ 12
#define ٣١ 31
صحیح x;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
صحیح
فارسی (صحیح تعداد)
{
  اگر (تعداد > 3)
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
    چاپ ("%d\n", تعداد);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  وگرنه
    تعداد = تعداد - 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  برگردان تعداد < 10 ? 0 : 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  صحیح y = فارسی(2);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  صحیح z = فارسی (y); برگردان z + 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  تعداد = x - تعداد - 23;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  تعداد = ١٢ * 0x10 < ١٢ - 0x10;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  تعداد = ١٢ <= 1 >> x;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = ١٢ - ٣١;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = ١٢ < ٣١ ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* فارسی */ if (x < ١٢ - ٣١) x = 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* فارسی */ x = ١٢ < ٣١ ? x : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = تعداد - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = تعداد < 10 ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* فارسی */ x = تعداد - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* فارسی */ x = تعداد < 10 ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  "فارسی"; x = تعداد - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* فارسی */ تعداد = تعداد - 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  /* فارسی */ اگر (تعداد > 3) x = 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  "فارسی"; تعداد = تعداد - 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  برگردان 0;
}
/* Lines that start left to right and end in a keyword macro and its
   number: `return 0` in Persian names shows `0 <return>`, a number
   before a name, which no C reads: broken to a left-to-right reader and
   in order to a right-to-left one.  Silent; a lie beside it is not.  */
صحیح تعداد;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
صحیح
g (void)
{
  printf ("\n"); برگردان 0;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  اگر (تعداد) برگردان 1; x = 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = 1; { برگردان 1 + تعداد; }
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  printf ("\n"); برگردان 0; x = تعداد - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = 3; برگردان تعداد - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  برگردان 0;
}
