/* ucn: what cpp reads as no escape, or as an escape of no control, stays
   silent (twin of ucn-names.c).  */
/* { dg-options "-std=gnu11 -Wno-trigraphs -fplugin-arg-bidiguard-checks=+ucn" } */
int caf\u00E9; /* { dg-bogus "bidiguard" } */
int x\u0394y; /* { dg-bogus "bidiguard" } */
const char *t1 = "\\u202E is text"; /* { dg-bogus "bidiguard" } */
const char *t2 = "\\\
u202E"; /* { dg-bogus "bidiguard" } */
const char *t3 = "??/u202E"; /* { dg-bogus "bidiguard" } */
/* a\u202Eb in a comment */ /* { dg-bogus "bidiguard" } */
// c\u202Ed in a line comment /* { dg-bogus "bidiguard" } */
#if __has_include ("x\u202E.h") /* { dg-bogus "bidiguard" } */
#endif
const char t4 = '\\'; int u\u00FCv; /* { dg-bogus "bidiguard" } */
