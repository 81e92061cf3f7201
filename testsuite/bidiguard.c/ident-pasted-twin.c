/* A name made by ## that looks like one in the file: cpp's table gives it after the files' ASCII names.  */
#define CAT(a, b) a##b
int paypal = 0; /* { dg-warning "identifier .paypal. looks the same as ..aypal. but is another name: U.0070 ..p.. where the other has U.0440 .CYRILLIC SMALL LETTER ER\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: ..aypal. is here .no location" "" { target *-*-* } .-1 } */
int CAT (р, aypal) = 1; /* { dg-bogus "bidiguard" } */
int CAT (при, вет) = 2; /* { dg-bogus "bidiguard" } */
int CAT (pri, vet) = 3; /* { dg-bogus "bidiguard" } */
