/* -std=iso9899:199409 reads // as C90 does.  */
/* { dg-options "-std=iso9899:199409" } */

int f (int b, int c)
{
  return b //*⁧שלום*/ c /*עולם⁩*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  ;
}
