/* A header's pragma hides a pair of names alike: traced at the pragma.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-twin.h"
/* { dg-warning "this .#pragma GCC diagnostic. silenced 1 bidiguard findings? of Trojan-Source controls where a reader of the code does not see it: 1 in .\\S*pragma-trace-twin.C." "" { target *-*-* } pragma-trace-twin.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
int coco; /* { dg-bogus "bidiguard:" } */
int сосо; /* { dg-bogus "bidiguard:" } */
