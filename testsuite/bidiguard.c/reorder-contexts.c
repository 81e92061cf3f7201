/* reorder from every context that can leak: comments, each literal prefix, raw strings, identifiers, macros, #if 0.  */
#include <stddef.h>
#include <string.h>
#include <uchar.h>

int a; /*‮*/ int b; /* { dg-warning "bidiguard:reorder" } */
/* a comment that
   goes on‮ */ int c; /* { dg-warning "bidiguard:reorder" } */
const char *s0 = "‮nimda"; int s0n; /* { dg-warning "bidiguard:reorder" } */
const wchar_t *s1 = L"‮nimda"; int s1n; /* { dg-warning "bidiguard:reorder" } */
const char16_t *s2 = u"‮nimda"; int s2n; /* { dg-warning "bidiguard:reorder" } */
const char32_t *s3 = U"‮nimda"; int s3n; /* { dg-warning "bidiguard:reorder" } */
const char *s4 = u8"‮nimda"; int s4n; /* { dg-warning "bidiguard:reorder" } */
const wchar_t c1 = L'‮'; int c1n; /* { dg-warning "bidiguard:reorder" } */
const char *r1 = R"x(‮nimda)x"; int r1n; /* { dg-warning "bidiguard:reorder" } */
const char *r2 = R"x(a raw string
over two lines‮)x"; int r2n; /* { dg-warning "bidiguard:reorder" } */
int i1‮i2 = 1; /* { dg-warning "bidiguard:reorder" } */
#define IS_ROOT(s) (strcmp ((s), "‮toor‬") == 0) /* { dg-warning "bidiguard:reorder" } */
#if 0
int d = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
#endif
