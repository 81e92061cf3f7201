/* GNU C raw strings: R, a line splice and "x(...)x" are one raw string holding the whole isolate: no reorder of code.  The isolate still turns the content's ) into ( (spoof: without the RLI it pairs with x's ( and shows as written).  */
/* { dg-options "-std=gnu17" } */

#define R
const char *s = R\
"x(⁧שלום)" "עולם⁩)x";
/* { dg-bogus "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 } */
