/* #pragma GCC diagnostic steers bidiguard's findings under -Wbidi-chars, with push and pop around a region.  */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars"
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard" } */
const char *s1 = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
#pragma GCC diagnostic pop
int x2 = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wbidi-chars"
const char *s2 = "‮nimda‬"; /* { dg-error "bidiguard:spoof" } */
#pragma GCC diagnostic pop
const char *s3 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
