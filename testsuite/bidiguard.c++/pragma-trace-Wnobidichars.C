/* -Wno-bidi-chars on the command line is the user's own choice: the pragma's silence leaves no trace either.  */
/* { dg-options "-Wno-bidi-chars" } */
/* { dg-require-wbidi "" } */
/* { dg-require-gcc-major 13 } */
#include "pragma-trace-macro.h"
/* { dg-bogus "silenced" "" { target *-*-* } pragma-trace-macro.h:2 } */
QUIET
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard" } */
