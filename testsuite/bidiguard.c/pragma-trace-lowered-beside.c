/* The same pragma in the file a reader sees: the finding a warning, no trace.  */
/* { dg-options "-Werror=bidi-chars" } */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic warning "-Wbidi-chars"
const char *s1 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
/* { dg-bogus "made 1" "" { target *-*-* } 0 } */
