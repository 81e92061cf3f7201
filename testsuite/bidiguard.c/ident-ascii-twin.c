/* The ASCII twin in an all-ASCII header; the Cyrillic one in the main file.  */
#include "ident-ascii-twin.h"
/* { dg-message "note: .sayHello. is here" "" { target *-*-* } ident-ascii-twin.h:2 } */
int sayНello (void) { return sayHello (); } /* { dg-warning "mixes Latin letters with Cyrillic\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "identifier .say.ello. looks the same as .sayHello\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
