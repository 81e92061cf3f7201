/* #line and line markers renumber a .c file's lines: each finding is reported where cpp puts its line, as GCC's own -Wbidi-chars is, and so a pragma later in the file hides none of them.  */
/* GCC 11 has no -Wbidi-chars: its pragma would be unknown there.  */
/* { dg-options "-Wno-pragmas" } */
int before;
#line 20
int x1 = /*‏*/ 10 - 3 /*‏*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 20 } */
#line 1 "glue-line-other.h"
const char *s1 = "‮nimda‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } glue-line-other.h:1 } */
# 30 "glue-line-renumbered.c"
int x2 = /*‏*/ 10 - 3 /*‏*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 30 } */
# 1 "glue-line-entered.h" 1
int x3 = /*‏*/ 10 - 3 /*‏*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } glue-line-entered.h:1 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
# 40 "glue-line-renumbered.c" 2
int x4 = /*‏*/ 10 - 3 /*‏*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 40 } */
#line 20
const char *s2 = "‮nimda‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } 20 } */
int after;
#pragma GCC diagnostic ignored "-Wbidi-chars"
