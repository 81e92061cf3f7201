/* -fpreprocessed on a .c file: read as preprocessed input, no splice.  */
/* { dg-options "-fpreprocessed" } */
int a; // C:\
int x = /* א */ 10 - 3 /* ב */;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
