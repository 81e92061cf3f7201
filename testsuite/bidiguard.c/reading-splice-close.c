/* A comment closed by * backslash-space-newline /: what follows on the next line is code again.  */
int a; /* note *\ 
/ int b; /*⁧שלום*/ int c; /*עולם⁩*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
