/* Trojan Source "early return": a return statement displayed inside a comment.  */
#include <stdio.h>

int
main (void)
{
  /* Say hello; newline⁧ /*/ return 0 ;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  printf ("Hello world.\n");
  return 0;
}
