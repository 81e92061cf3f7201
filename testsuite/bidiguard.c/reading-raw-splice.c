/* GNU C raw strings: R, a line splice and "x(...)x" are one raw string holding the whole isolate.  */
/* { dg-options "-std=gnu17" } */

#define R
const char *s = R\
"x(⁧שלום)" "עולם⁩)x"; /* { dg-bogus "bidiguard" } */
