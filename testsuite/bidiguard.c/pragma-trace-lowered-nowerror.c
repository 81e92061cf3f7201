/* No errors asked for: the header's "warning" changes nothing, no trace.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-lowered.h"
/* { dg-bogus "made 1" "" { target *-*-* } pragma-trace-lowered.h:2 } */
const char *s1 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
