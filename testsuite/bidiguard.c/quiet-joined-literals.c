/* One sentence over two joined literals reads as one string: silent with every check.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=all" } */
int printf (const char *, ...);
void
f (const char *s, int n)
{
const char *a = "שלום " "עולם";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *b = "יום ראשון, " "יום שני.";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *c = "این " "جمله.";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *d = "שלום" " " "עולם";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *e = "مرحبا " "سلام 2";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
#define GREETING "שלום " "עולם"
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  printf ("سلام " "فارسی %s\n", s);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  printf ("שלום %d " "עולם\n", n);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
