/* The visual form follows base=: in a left-to-right paragraph quotaא1 and quota1א both display as quota1א, א1_a and אa_1 differ.  */
/* { dg-options "-fplugin-arg-bidiguard-base=ltr -fplugin-arg-bidiguard-checks=confusable" } */
int א1_a; /* { dg-bogus "bidiguard" } */
int אa_1; /* { dg-bogus "bidiguard" } */
int quotaא1;
int quota1א; /* { dg-warning "identifier .quota1א. looks the same as .quotaא1.\[^\n\]*they display alike\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .quotaא1. is here; on screen, in display order, .quota1א. and .quota1א." "" { target *-*-* } .-2 } */
