/* A header reached through C_INCLUDE_PATH is checked: cpp puts the variable's directories on its system chain as not user-supplied, as it does the compiler's own, but they are the user's, as -isystem's are.  */
/* { dg-compiler-env C_INCLUDE_PATH "/nonexistent::@TESTDIR@/glue-vendor" } */
#include <glue-vendored.h>
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-vendored.h:4 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } glue-vendored.h:5 } */
const char *use_vendored (void) { return vendored_admin; }
