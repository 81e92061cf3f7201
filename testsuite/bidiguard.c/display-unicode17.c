/* Unicode 17's classes: an L that stops W7 and N1 in Unicode 15 (Debian 12's ICU 72, FriBidi 1.0.8) is a neutral in Unicode 16 and 17, and 10 - 3 shows as 3 - 10 there.  Which viewers the finding names depends on the engines installed (ICU 76 has Unicode 16): test-display pins the names.  */
int
f (int n)
{
  int x = /* א ␧ */ 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int y = /* א a */ 10 - 3; /* { dg-bogus "bidiguard" } */
  int z = 10 - 3; /* שלום ␧ */ /* { dg-bogus "bidiguard" } */
  const char *s = "שלום ␧ 10"; /* { dg-bogus "bidiguard" } */
  return x + y + z + n + s[0];
}
