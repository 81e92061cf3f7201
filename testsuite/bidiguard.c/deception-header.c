/* The deception test and the RTL spoof in a header: findings reported in the header.  */
#include "deception-header.h"
/* { dg-message "file included from \\S*deception-header.c:2:" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } deception-header.h:3 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } deception-header.h:4 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } deception-header.h:5 } */
/* { dg-bogus "bidiguard" "" { target *-*-* } deception-header.h:6 } */
int use_header (void) { return header_rows[0].n; }
