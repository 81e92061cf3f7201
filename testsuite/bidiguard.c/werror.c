/* -Werror turns the warnings into errors.  */
/* { dg-options "-Werror" } */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; } /* { dg-error "bidiguard:reorder" } */
const char *name = "‮nimda‬"; /* { dg-error "bidiguard:spoof" } */
