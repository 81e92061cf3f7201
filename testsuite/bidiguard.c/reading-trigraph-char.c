/* Trigraphs (ISO C): '??/'' is the character constant '\'', not '??/' and a constant that hides the comments.  */
/* { dg-options "-std=c11" } */
char c = '??/''; /*⁧שלום*/ int q; /*עולם⁩*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
