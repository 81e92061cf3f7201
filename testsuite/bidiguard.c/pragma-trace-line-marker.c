/* A header whose line marker says cpp has left it for the file that includes it (`# 1 __BASE_FILE__ 2`, which cpp accepts where the name is the includer's) still hides its pragma from that file's reader: the warning at the pragma counts what it silenced.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-line-marker.h"
/* { dg-warning "this .#pragma GCC diagnostic. silenced 2 bidiguard findings of Trojan-Source controls where a reader of the code does not see it: 2 in .\\S*pragma-trace-line-marker.c." "" { target *-*-* } 1 } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard:" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard:" } */
int w1 = /* שלום */ 10 - 3 /* עולם */; /* { dg-bogus "bidiguard:" } */
