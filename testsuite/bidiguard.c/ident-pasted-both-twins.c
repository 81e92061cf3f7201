/* Both names made by ##: reported without a place.  */
/* { dg-warning "identifier .paypal. looks the same as .pay.al. but is another name\[^\n\]*neither is spelled in a file read\[^\n\]*bidiguard:confusable" "" { target *-*-* } 0 } */
/* { dg-message "note: .pay.al. is here" "" { target *-*-* } 0 } */
#define CAT(a, b) a##b
#define CAT3(a, b, c) a##b##c
int CAT (pay, pal) = 0; /* { dg-bogus "bidiguard" } */
int CAT3 (pay, р, al) = 1; /* { dg-bogus "bidiguard" } */
