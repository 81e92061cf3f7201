/* A pragma in the main file that silences findings in a header it includes: the warning names the header.  */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic ignored "-Wbidi-chars" /* { dg-warning "this .#pragma GCC diagnostic. silenced 2 bidiguard findings? of Trojan-Source controls where a reader of the code does not see it: 2 in .\\S*pragma-trace-attacked.h." } */
#include "pragma-trace-attacked.h"
/* { dg-bogus "bidiguard:" "" { target *-*-* } pragma-trace-attacked.h:2 } */
