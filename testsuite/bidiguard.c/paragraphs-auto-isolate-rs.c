/* { dg-options "-fplugin-arg-bidiguard-base=auto" } */
/* U+001E with an isolate open: GTK ends the paragraph, the reference does not.  */
int x, y;
void
f (void)
{
  x = 1; /* ⁦abcאב */ y = 2 - 1; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) makes code display out of order\[^\n\]*bidiguard:reorder" } */
  x = 1; /* ⁦abcאב⁩ */ y = 2 - 1; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) makes code display out of order\[^\n\]*bidiguard:reorder" } */
  x = 1; /* ⁦abc⁩אב */ y = 2 - 1; /* { dg-bogus "bidiguard" } */
  x = 1; /* abcאב */ y = 2 - 1; /* { dg-bogus "bidiguard" } */
  x = 1; /* ⁦abcdef⁩ */ y = 2 - 1; /* { dg-bogus "bidiguard" } */
}
