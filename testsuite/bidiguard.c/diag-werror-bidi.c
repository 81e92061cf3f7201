/* -Werror=bidi-chars makes bidiguard's findings errors and nothing else.  */
/* { dg-options "-Wall -Werror=bidi-chars" } */
/* { dg-require-wbidi "" } */
int f (void) { int unused; return 0; } /* { dg-warning "unused variable" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-error "bidiguard:reorder. .-Werror=bidi-chars=." } */
