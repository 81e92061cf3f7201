/* checks=none: nothing is reported.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=none" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard" } */
const char *name = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
