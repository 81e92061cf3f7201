/* -fplugin-arg-bidiguard-system-headers scans system headers too.  */
/* { dg-options "--sysroot=@TESTDIR@/sysroot -fplugin-arg-bidiguard-system-headers" } */
#include <bidiguard-sys.h>
/* { dg-message "file included from \\S*system-header-scan.c:3:" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } bidiguard-sys.h:3 } */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } bidiguard-sys.h:4 } */
const char *use_sys (void) { return sys_admin; }
