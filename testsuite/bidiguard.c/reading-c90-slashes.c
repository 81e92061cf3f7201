/* ISO C90 has no // comments: the first two slashes divide b by c, and the isolate opened in the comment after them leaks over code.  */
/* { dg-options "-std=c90" } */

int f (int b, int c)
{
  return b //*⁧שלום*/ c /*עולם⁩*/
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  ;
}
