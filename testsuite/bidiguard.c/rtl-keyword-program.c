/* A program in Persian keyword macros, read right to left by its authors: silent.  */
#include <stdio.h>
#define اگر if
#define وگرنه else
#define چاپ printf
#define صحیح int
#define برگردان return
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
  x = تعداد - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = تعداد < 10 ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  برگردان 0;
}
