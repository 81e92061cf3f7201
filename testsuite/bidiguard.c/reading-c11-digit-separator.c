/* No digit separators before C23: 2'x' is a number and a character constant, and the comments after it are comments.  */
/* { dg-options "-std=c11" } */
#define S(x) #x
const char *p = S(2'x'); /*⁧שלום*/ int q; /*עולם⁩*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
