/* An unguarded header first found through -isystem, then through the
   project path: reported once (the first inclusion), not zero times.  */
/* { dg-options "-isystem @TESTDIR@ -DNAME=a" } */
#include <glue-isystem-unguarded.h>
#undef NAME
#define NAME b
#include "glue-isystem-unguarded.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-isystem-unguarded.h:2 } */
int twice;
