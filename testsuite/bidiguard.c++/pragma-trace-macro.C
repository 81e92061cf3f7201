/* _Pragma from a macro silences findings: the warning names the macro's pragma, wherever the macro is defined.  */
/* { dg-require-wbidi "" } */
/* { dg-require-gcc-major 13 } */
#include "pragma-trace-macro.h"
/* { dg-warning "this .#pragma GCC diagnostic. silenced 1 bidiguard findings? of Trojan-Source controls where a reader of the code does not see it: 1 in .\\S*pragma-trace-macro.C." "" { target *-*-* } pragma-trace-macro.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
QUIET /* { dg-message "in expansion of macro .QUIET." } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard:" } */
