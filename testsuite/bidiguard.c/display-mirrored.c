/* Mirrored glyphs: a < at an odd level shows >, in code and in one literal.  */
int
f (int len, int max, int a, int b, int x)
{
  if (len /* א */ < /* ב */ max)
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
    return 1;
  int c = a /*٠*/ < /*٠*/ b;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int s = x /* א */ << /* ב */ 2;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int r = x /* ‏ */ << /* ‏ */ 2;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  const char *p = "⁧<⁩";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
  const char *q = "‫(‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
  const char *o = "‮->‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
  const char *h = "‫שלום (עולם)‬"; /* { dg-bogus "bidiguard" } */
  return c + s + r + p[0] + q[0] + o[0] + h[0];
}
