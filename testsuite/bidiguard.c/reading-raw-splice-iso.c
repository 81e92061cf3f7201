/* Twin of reading-raw-splice.c: ISO C11 has no raw strings, so the isolate opens in one string and closes in another.  */
/* { dg-options "-std=c11" } */

#define R
const char *s = R\
"x(⁧שלום)" "עולם⁩)x";
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
