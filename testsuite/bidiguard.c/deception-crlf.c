/* Deception test on CRLF lines.  */
void set (const char *, ...);
void f (void)
{
  set ("א", "10", "200", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set ("א", 10, 200);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
