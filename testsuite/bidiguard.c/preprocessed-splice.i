/* Preprocessed input: a trailing backslash in a // comment splices nothing, so the next line is code.  */
int a; // C:\
int x = /* א */ 10 - 3 /* ב */;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
