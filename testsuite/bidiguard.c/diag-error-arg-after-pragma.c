/* -fplugin-arg-bidiguard-error after a push, ignored and pop of -Wbidi-chars: a finding outside the region is still an error.  GCC 12 and 13 record the option's kind when a pragma first names it, as a warning (the argument's -Werror is on only while a finding is emitted), and that record used to outrank the argument for every later finding.  */
/* { dg-options "-fplugin-arg-bidiguard-error" } */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars"
int hidden = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard" } */
#pragma GCC diagnostic pop
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-error "bidiguard:reorder" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic warning "-Wbidi-chars"
int y = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
#pragma GCC diagnostic pop
int z = /*‏*/ 10 - 3 /*‏*/; /* { dg-error "bidiguard:reorder" } */
