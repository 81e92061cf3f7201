/* -Werror -Wno-error=bidi-chars: bidiguard's findings stay warnings, the others fail the build.  */
/* { dg-options "-Wall -Werror -Wno-error=bidi-chars" } */
/* { dg-require-wbidi "" } */
int f (void) { int unused; return 0; } /* { dg-error "unused variable" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder. .-Wbidi-chars=." } */
