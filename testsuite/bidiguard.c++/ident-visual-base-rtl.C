/* The visual form follows base=: in a right-to-left paragraph א1_a and אa_1 both display as a_1א, quotaא1 and quota1א differ.  */
/* { dg-options "-fplugin-arg-bidiguard-base=rtl -fplugin-arg-bidiguard-checks=confusable" } */
int א1_a;
int אa_1; /* { dg-warning "identifier .אa_1. looks the same as .א1_a.\[^\n\]*they display alike\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .א1_a. is here; on screen, in display order, .a_1א. and .a_1א." "" { target *-*-* } .-2 } */
int quotaא1; /* { dg-bogus "bidiguard" } */
int quota1א; /* { dg-bogus "bidiguard" } */
