/* Trojan Source "commenting-out": the admin branch is really inside a comment.  */
#include <stdio.h>

int
main (void)
{
  int is_admin = 0;
  /*‮ } ⁦if (is_admin)⁩ ⁦ begin admins only */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    printf ("You are an admin.\n");
  /* end admins only ‮ { ⁦*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  return is_admin;
}
