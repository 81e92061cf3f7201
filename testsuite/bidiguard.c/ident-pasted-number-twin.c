/* The only non-ASCII letter is in a number that ## pastes onto a name.  */
#define CAT(a, b) a##b
int x1p = 0; /* { dg-warning "identifier .x1p. looks the same as .x1.. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .x1.. is here .no location" "" { target *-*-* } .-1 } */
int CAT (x, 1р) = 1; /* { dg-bogus "bidiguard" } */
int CAT (y, 1ж) = 2; /* { dg-bogus "bidiguard" } */
