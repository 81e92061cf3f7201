/* A pragma in a header silences findings of the file that includes it: one warning at the pragma counts them (letters-only findings are not counted).  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-header.h"
/* { dg-warning "this .#pragma GCC diagnostic. silenced 2 bidiguard findings? of Trojan-Source controls where a reader of the code does not see it: 2 in .\\S*pragma-trace-header.c." "" { target *-*-* } pragma-trace-header.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard:" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard:" } */
int w1 = /* שלום */ 10 - 3 /* עולם */; /* { dg-bogus "bidiguard:" } */
