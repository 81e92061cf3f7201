/* Trojan Source "stretched string", with RLO+LRI and with RLE/LRE: the literal seems to end early.  */
#include <stdio.h>
#include <string.h>

void
check (const char *access_level)
{
  if (strcmp (access_level, "user‮ ⁦// Check if admin⁩ ⁦")) {
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    puts ("You are an admin.");
  }
  if (strcmp (access_level, "user‫ ‪// Check if admin‬ ‪")) {
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    puts ("You are an admin.");
  }
}
