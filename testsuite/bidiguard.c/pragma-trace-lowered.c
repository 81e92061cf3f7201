/* -Werror=bidi-chars, and a header's pragma makes the findings warnings: the trace is an error.  */
/* { dg-options "-Werror=bidi-chars" } */
/* { dg-require-wbidi "" } */
#include "pragma-trace-lowered.h"
/* { dg-error "this .#pragma GCC diagnostic. made 1 bidiguard finding of Trojan-Source controls warnings, not the errors the build asked for, where a reader of the code does not see it: 1 in .\\S*pragma-trace-lowered.c." "" { target *-*-* } pragma-trace-lowered.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
const char *s1 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
