/* A #pragma GCC diagnostic warning "-Wbidi-chars=any" in a header raises the level for the rest of the header and for the file that includes it after the #include, as for GCC alone.  */
/* { dg-require-wbidi "" } */
/* (No test on this line: the header's line 3 has one.)  */
const char *before = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
#include "pragma-any-level-header.h"
/* { dg-warning "U\\+202A" "" { target *-*-* } pragma-any-level-header.h:3 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
const char *s = "‪foo‬"; /* { dg-warning "U\\+202A" } */
const char *t = "‪foo"; /* { dg-warning "unpaired U\\+202A" } */
