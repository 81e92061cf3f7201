/* A twin in a header and one in the main file: reported at the later (the main file's), with a note in the header.  */
#include "ident-twin-header.h"
/* { dg-warning "mixes Latin letters with Cyrillic\[^\n\]*bidiguard:confusable" "" { target *-*-* } ident-twin-header.h:2 } */
/* { dg-message "note: .say.ello. is here" "" { target *-*-* } ident-twin-header.h:2 } */
int sayHello (void) { return 0; } /* { dg-warning "identifier .sayHello. looks the same as .say.ello\[^\n\]*bidiguard:confusable" } */
