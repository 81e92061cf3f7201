/* A pragma beside the code it silences is in plain view: no trace, as with a _Pragma written out (not from a macro).  */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars" /* { dg-bogus "silenced" } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
#pragma GCC diagnostic pop
_Pragma ("GCC diagnostic ignored \"-Wbidi-chars\"") /* { dg-bogus "silenced" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard" } */
