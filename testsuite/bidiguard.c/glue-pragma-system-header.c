/* #pragma GCC system_header in a project header does not silence bidiguard.  */
#include "glue-pragma-system-header.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-pragma-system-header.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } glue-pragma-system-header.h:4 } */
const char *use_pragma (void) { return pragma_admin; }
