/* base=auto: the Trojan-Source patterns are found in either paragraph direction; plain RTL text stays silent.  */
/* { dg-options "-fplugin-arg-bidiguard-base=auto" } */
#include <stdio.h>
#include <string.h>

int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; } /* { dg-warning "bidiguard:reorder" } */

void
check (const char *access_level)
{
  int admin = 0;
  /*‮ } ⁦if (admin)⁩ ⁦ begin admins only */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  if (strcmp (access_level, "user‮ ⁦// Check if admin⁩ ⁦")) {
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    puts ("שלום עולם");
    /* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  }
  // שלום עולם
  /* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
