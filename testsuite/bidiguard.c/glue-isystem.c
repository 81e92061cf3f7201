/* A header under -isystem is checked, once, also when reached again through a project path.  */
/* { dg-options "-isystem @TESTDIR@/glue-vendor" } */
#include <glue-vendored.h>
#include "glue-vendor/glue-vendored.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-vendored.h:4 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } glue-vendored.h:5 } */
const char *use_vendored (void) { return vendored_admin; }
