/* System headers are not scanned by default.  */
/* { dg-options "-isystem @TESTDIR@/sys" } */
#include <bidiguard-sys.h>
/* { dg-bogus "bidiguard" "" { target *-*-* } bidiguard-sys.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } bidiguard-sys.h:4 } */
const char *use_sys (void) { return sys_admin; }
