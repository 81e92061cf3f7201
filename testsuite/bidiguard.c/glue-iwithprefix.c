/* A header reached through -iwithprefix is checked: cpp puts the directory on its system chain as not user-supplied, as it does the compiler's own, but it is the user's, as -isystem's is.  */
/* { dg-options "-iprefix @TESTDIR@/ -iwithprefix glue-vendor" } */
#include <glue-vendored.h>
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-vendored.h:4 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } glue-vendored.h:5 } */
const char *use_vendored (void) { return vendored_admin; }
