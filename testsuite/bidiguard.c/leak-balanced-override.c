/* A balanced RLO...PDF in a literal leaks into the code after it: ") == 0 displays as 0 == (".  */
#include <string.h>

int
is_admin (const char *s)
{
  return strcmp (s, "‮nimda‬") == 0;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}

const char *name = "‮nimda‬"; /* { dg-warning "makes this string literal display misleadingly .bidiguard:spoof." } */
