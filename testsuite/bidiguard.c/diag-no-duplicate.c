/* GCC's own -Wbidi-chars check is off while bidiguard runs: each Trojan-Source line is reported once.  */
/* { dg-require-wbidi "" } */
#include <string.h>
int
f (const char *access_level, int admin)
{
  /*‮ } ⁦if (admin)⁩ ⁦ begin admins only */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
    return 1;
  /* end admins only ‮ { ⁦*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
  if (strcmp (access_level, "user‮ ⁦// Check if admin⁩ ⁦"))
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
    return 2;
  /* Say hello; newline⁧ /*/ return 0 ;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  /* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-2 } */
  return 3;
}
