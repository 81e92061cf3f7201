/* A finding whose column cpp never reached is reported at the end, on a map of its own, and a pragma decides by its line: one after it does not hide it, one before it does (and, from another file, is traced).  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-late.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } pragma-trace-late.h:2 } */
/* { dg-warning "this .#pragma GCC diagnostic. silenced 1 bidiguard findings? of Trojan-Source controls where a reader of the code does not see it: 1 in .\\S*pragma-trace-late.c." "" { target *-*-* } pragma-trace-late.h:3 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
#define LONG2 "________________________________________________________________________________________________________________________________________________________________________________________________________‮nimda‬" /* { dg-bogus "bidiguard:" } */
