/* -Wbidi-chars=any,ucn adds the any and ucn checks.  */
/* { dg-options "-Wbidi-chars=any,ucn" } */
/* { dg-require-wbidi "" } */
const char *u = "\u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
/* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-1 } */
const char *m = "‏"; /* { dg-warning "bidiguard:any" } */
