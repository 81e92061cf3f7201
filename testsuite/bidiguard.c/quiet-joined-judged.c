/* Literals that are not one string, or hold marks, are judged as before; a lie beside joined literals is reported.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */
void f2 (const char *, const char *);
int g (const char *);
const char *s;
int x;
void
h (void)
{
  f2 ("שלום ", "עולם");
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
  x = g ("שלום " "עולם") + (/*א*/ 10 - 3 /*ב*/);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  s = "‏10" "3‏";
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}
