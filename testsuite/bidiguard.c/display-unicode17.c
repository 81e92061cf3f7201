/* Unicode 17's classes: an L that stops W7 and N1 today is a neutral in Unicode 17, and 10 - 3 shows as 3 - 10 there.  */
int
f (int n)
{
  int x = /* א ␧ */ 10 - 3;
/* { dg-warning "as Chromium with Unicode 17 classes and GTK with Unicode 17 classes show it.*bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int y = /* א a */ 10 - 3; /* { dg-bogus "bidiguard" } */
  int z = 10 - 3; /* שלום ␧ */ /* { dg-bogus "bidiguard" } */
  const char *s = "שלום ␧ 10"; /* { dg-bogus "bidiguard" } */
  return x + y + z + n + s[0];
}
