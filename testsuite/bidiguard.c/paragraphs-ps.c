/* U+2029 inside a line: a paragraph end in every viewer.  */
void set (const char *, int);
int x;
void
f (void)
{
  x = /* א  */ 10 - 3 /* ב */;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  set ("א ", 10 - 3 /* ב */);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
#if 0
  x = 'א'   10 - 3 'ב';
#endif
/* { dg-bogus "bidiguard" "" { target *-*-* } .-2 } */
  x = 1; /*   */ x = /* ‮ */ 10 - 3 /* ‬ */;
/* { dg-warning "U.202E .RIGHT-TO-LEFT OVERRIDE. makes code display out of order .bidiguard:reorder." "" { target *-*-* } .-1 } */
}
