/* base=auto: a name's visual form is in its line's direction (UAX #9 P2-P3): right to left on a line whose first strong letter is Hebrew.  */
/* { dg-options "-fplugin-arg-bidiguard-base=auto -fplugin-arg-bidiguard-checks=confusable" } */
struct rtl_lines { int
א1_a,
אa_1; }; /* { dg-warning "identifier .אa_1. looks the same as .א1_a.\[^\n\]*they display alike\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .א1_a. is here; on screen, in display order, .a_1א. and .a_1א." "" { target *-*-* } .-2 } */
int quotaא1;
int quota1א; /* { dg-warning "identifier .quota1א. looks the same as .quotaא1.\[^\n\]*they display alike\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .quotaא1. is here" "" { target *-*-* } .-2 } */
int bא1_a; /* { dg-bogus "bidiguard" } */
int bאa_1; /* { dg-bogus "bidiguard" } */
