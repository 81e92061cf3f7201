/* ucn: with trigraphs on, ??/ is the backslash of an escape (cpp
   replaces trigraphs before it reads escapes).  */
/* { dg-options "-std=c11 -fplugin-arg-bidiguard-checks=+ucn" } */
const char *s1 = "??/u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
const char *s2 = "??/??/u202E is text"; /* { dg-bogus "bidiguard" } */
int a??/u2068b; /* { dg-warning "bidiguard:ucn" } */
