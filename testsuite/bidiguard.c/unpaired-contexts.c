/* unpaired in every context, with the fix-it that closes it before the delimiter or at the end of the line.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
#include <stddef.h>
#include <uchar.h>

/* user ‪name*/ /* { dg-fixit "PDF" 16 } */
/* { dg-warning "unpaired bidirectional control character U\\+202A \\(LRE\\) in comment .bidiguard:unpaired." "" { target *-*-* } .-1 } */
// user ⁦name
/* { dg-fixit "PDI" 16 .-1 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-2 } */
/* a comment ⁦that
   goes on */
/* { dg-fixit "PDI" 21 .-2 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-3 } */
const char *s0 = "‪name"; /* { dg-fixit "PDF" 26 } */
/* { dg-warning "in string literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const wchar_t *s1 = L"⁦name"; /* { dg-fixit "PDI" 30 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char16_t *s2 = u"‭name"; /* { dg-fixit "PDF" 31 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char32_t *s3 = U"⁨name"; /* { dg-fixit "PDI" 31 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char *s4 = u8"‪name"; /* { dg-fixit "PDF" 28 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const wchar_t c1 = L'⁦'; /* { dg-fixit "PDI" 25 } */
/* { dg-warning "in character literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const char *r1 = R"x(‪name)x"; /* { dg-fixit "PDF" 29 } */
/* { dg-warning "in raw string literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const char *r2 = R"x(a raw ⁦string
over two lines)x";
/* { dg-fixit "PDI" 37 .-2 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-3 } */
const char *n2 = "‪⁦name"; /* { dg-fixit "PDI PDF" 29 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#define NAME "⁦name" /* { dg-fixit "PDI" 22 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#if 0
const char *s5 = "‪name"; /* { dg-fixit "PDF" 26 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#endif
const char *p1 = "name‬"; /* { dg-bogus "bidiguard" } */
const char *p2 = "name⁩"; /* { dg-bogus "bidiguard" } */
const char *p3 = "‪name‬"; /* { dg-bogus "bidiguard" } */
