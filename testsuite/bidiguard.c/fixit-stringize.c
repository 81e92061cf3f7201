/* No fix-it for a literal that a macro may stringize: an escape stringized is other text than the control.  */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
#include <assert.h>
#include "fixit-stringize.h"
#define S(x) #x
#define XS(x) S(x)
#define M "‮ma‬"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: a macro may stringize a literal of its definition" "" { target *-*-* } .-2 } */
const char *b = S ("‮mb‬");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'S' is a macro that may stringize this literal" "" { target *-*-* } .-2 } */
const char *c = XS (M);
const char *h = H ("‮mh‬");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'H' is a macro that may stringize this literal" "" { target *-*-* } .-2 } */
const char *m = S (
  "‮mz‬");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'S' is a macro" "" { target *-*-* } .-2 } */
void g (const char *s) { assert (s != "‮mg‬"); }
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: 'assert' is a macro" "" { target *-*-* } .-2 } */
int f (const char *);
int d = sizeof (f ("‮md‬"));
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-fixit "escape RLO" 21 .-2 } */
/* { dg-fixit "escape PDF" 26 .-3 } */
const char *a = ("‮ma‬");
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-fixit "escape RLO" 19 .-2 } */
/* { dg-fixit "escape PDF" 24 .-3 } */
