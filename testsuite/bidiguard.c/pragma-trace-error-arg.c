/* -fplugin-arg-bidiguard-error, and a header's pragma hides the finding: the trace is an error.  */
/* { dg-options "-fplugin-arg-bidiguard-error" } */
/* { dg-require-wbidi "" } */
#include "pragma-trace-error-arg.h"
/* { dg-error "this .#pragma GCC diagnostic. silenced 1 bidiguard findings? of Trojan-Source controls where a reader of the code does not see it: 1 in .\\S*pragma-trace-error-arg.c." "" { target *-*-* } pragma-trace-error-arg.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard:" } */
