/* A header's pragma that is popped silences nothing after it; one that silences only letter-caused findings leaves no trace.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-popped.h"
/* { dg-bogus "silenced" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } pragma-trace-popped.h:5 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
const char *s1 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
#include "pragma-trace-header.h"
/* { dg-bogus "silenced" "" { target *-*-* } pragma-trace-header.h:2 } */
int w1 = /* שלום */ 10 - 3 /* עולם */; /* { dg-bogus "bidiguard" } */
