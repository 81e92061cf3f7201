/* The two notes show the line as displayed and as compiled, controls escaped as <U+XXXX>.  */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; }
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-message "note: the line displays as: \[^\n\]*0 == \[^\n\]*admin" "" { target *-*-* } .-2 } */
/* { dg-message "note: but is compiled as: \[^\n\]*\"<U\\+202E>nimda<U\\+202C>\"\\) == 0;" "" { target *-*-* } .-3 } */
int x = /*‏*/ 10 - 3 /*‏*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-message "note: the line displays as: \[^\n\]*3 - 10" "" { target *-*-* } .-2 } */
/* { dg-message "note: but is compiled as: int x = /.<U\\+200F>./ 10 - 3 /.<U\\+200F>./;" "" { target *-*-* } .-3 } */
