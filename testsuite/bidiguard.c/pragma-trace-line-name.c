/* A header whose #line gives it the name of the file that includes it (`#line 1 __BASE_FILE__`) still hides its pragma from that file's reader: the warning at the pragma counts what it silenced, as for any header (pragma-trace-header.c).  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-line-name.h"
/* { dg-warning "this .#pragma GCC diagnostic. silenced 2 bidiguard findings of Trojan-Source controls where a reader of the code does not see it: 2 in .\\S*pragma-trace-line-name.c." "" { target *-*-* } 1 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard:" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard:" } */
int w1 = /* שלום */ 10 - 3 /* עולם */; /* { dg-bogus "bidiguard:" } */
