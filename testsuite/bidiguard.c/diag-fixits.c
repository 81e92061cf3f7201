/* Fix-its that keep the program: a control in a comment is deleted, in a literal or a name written as \uXXXX; letters get none.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-fixit "delete RLM" 11 } */
/* { dg-fixit "delete RLM" 26 .-1 } */
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
const char *s = "‮nimda‬"; /* { dg-fixit "escape RLO" 18 } */
/* { dg-fixit "escape PDF" 26 .-1 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 } */
int is_‪admin‬ (void); /* { dg-fixit "escape LRE" 8 } */
/* { dg-fixit "escape PDF" 16 .-1 } */
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 } */
const char *r = R"d(‮⁦nimda)d"; /* { dg-fixit "raw d RLO LRI" 21 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
int y = /* א */ 10 - 3 /* ב */; /* { dg-warning "bidiguard:rtl-reorder" } */
