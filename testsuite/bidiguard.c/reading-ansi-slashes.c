/* -ansi is ISO C90: no // comments.  */
/* { dg-options "-ansi" } */

int f (int b, int c)
{
  return b //*⁧שלום*/ c /*עולם⁩*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  ;
}
