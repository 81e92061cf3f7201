/* -fplugin-arg-bidiguard-error: the findings are errors, other warnings stay warnings.  */
/* { dg-options "-Wall -fplugin-arg-bidiguard-error" } */
int f (void) { int unused; return 0; } /* { dg-warning "unused variable" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-error "bidiguard:reorder" } */
