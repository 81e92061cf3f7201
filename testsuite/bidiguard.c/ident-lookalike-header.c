/* A whole-script look-alike of a toolchain header's name (the plugin only: the scanner reads no header).  */
#include <unistd.h>
int ассеѕѕ; /* { dg-warning "identifier .\[^\n\]*. looks the same as .access. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .access. is here .no location" "" { target *-*-* } .-1 } */
