/* A header's findings are reported in the header, after "In file included from".  */
#include "include-header.h"
/* { dg-message "file included from \\S*include-header.c:2:" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } include-header.h:3 } */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } include-header.h:4 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } include-header.h:5 } */
int use_header (void) { return header_check ("x"); }
