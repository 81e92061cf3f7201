/* C++ reads a #pragma line after lexing, when every finding is reported, as GCC's own -Wbidi-chars is: nothing is silenced, and there is nothing to trace.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-header.h"
/* { dg-bogus "silenced" "" { target *-*-* } pragma-trace-header.h:2 } */
#pragma GCC diagnostic ignored "-Wbidi-chars"
const char *s1 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
