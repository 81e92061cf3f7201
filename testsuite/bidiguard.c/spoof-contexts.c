/* spoof inside one comment or literal of every kind: the text displays other than it reads.  */
#include <stddef.h>
#include <uchar.h>

/* user ‮nimda‬ */ /* { dg-warning "makes this comment display misleadingly .bidiguard:spoof." } */
// user ‮nimda‬
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* a comment that
   goes on: ‮nimda‬ */ /* { dg-warning "bidiguard:spoof" } */
const char *s0 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const wchar_t *s1 = L"‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const char16_t *s2 = u"‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const char32_t *s3 = U"‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const char *s4 = u8"‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const wchar_t c1 = L'‮ab‬'; /* { dg-warning "makes this character literal display misleadingly .bidiguard:spoof." } */
/* { dg-warning "character constant too long|multi-character literal cannot have an encoding prefix" "GCC 11-13, GCC 14-15" { target *-*-* } .-1 } */
const char *r1 = R"x(‮nimda‬)x"; /* { dg-warning "makes this raw string literal display misleadingly .bidiguard:spoof." } */
const char *r2 = R"x(a raw string
over two lines: ‮nimda‬)x"; /* { dg-warning "bidiguard:spoof" } */
int i1‪i2‬ = 1; /* { dg-warning "inside an identifier makes it look like another name .bidiguard:spoof." } */
#define ADMIN "‮nimda‬" /* { dg-warning "bidiguard:spoof" } */
#if 0
const char *s5 = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
#endif
const char *d1 = "‫10 - 3‬"; /* { dg-warning "bidiguard:spoof" } */
const char *d2 = "‏10 - 3‏"; /* { dg-warning "bidiguard:spoof" } */
const char *d3 = "‭שלום‬"; /* { dg-warning "bidiguard:spoof" } */
const char *d4 = "⁧10 - 3⁩"; /* { dg-warning "bidiguard:spoof" } */
