/* -fplugin-arg-bidiguard-error with -Wno-error=bidi-chars after it: the later flag wins, as for GCC's own options.  */
/* { dg-options "-fplugin-arg-bidiguard-error -Wno-error=bidi-chars" } */
/* { dg-require-wbidi "" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
