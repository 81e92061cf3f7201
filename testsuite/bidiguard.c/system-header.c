/* System headers (the compiler's own include directories) are not scanned by default.  */
/* { dg-options "--sysroot=@TESTDIR@/sysroot" } */
#include <bidiguard-sys.h>
/* { dg-bogus "bidiguard" "" { target *-*-* } bidiguard-sys.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } bidiguard-sys.h:4 } */
const char *use_sys (void) { return sys_admin; }
