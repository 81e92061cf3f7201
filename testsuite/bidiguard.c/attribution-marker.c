/* Attribution (doc/design.md section 2.5): the rtl-text marker silences letters alone, never a line whose marks move code too.  */
int x, y, z;
void f (void)
{
  x = /* א */ 10 - 3 /* ב */; /* bidiguard: rtl-text */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  y = /* א */ 10 - 3 /* ‎ב */; /* bidiguard: rtl-text */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  z = /* א */ 10 - 3 /* ב‏ */; /* bidiguard: rtl-text */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = /* ‏ */ 10 - 3 /* ב */; /* bidiguard: rtl-text */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}
