/* Twin of reading-c90-slashes.c: in C99 the same line is one // comment with its isolate closed.  */
/* { dg-options "-std=c99" } */

int f (int b, int c)
{
  return b //*⁧שלום*/ c /*עולם⁩*/ /* { dg-bogus "bidiguard" } */
  ;
}
