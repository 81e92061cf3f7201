/* Preprocessed input under -std=c11: ??/ is no trigraph there, so it splices nothing.  */
/* { dg-options "-std=c11" } */
int a; // ends here ??/
int x = /* א */ 10 - 3 /* ב */;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
