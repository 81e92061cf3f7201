/* unpaired in every context, with the fix-it that makes the source honest: deleted in a comment, \uXXXX in a literal.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
#include <stddef.h>
#include <uchar.h>

/* user ‪name*/ /* { dg-fixit "delete LRE" 9 } */
/* { dg-warning "unpaired U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) in comment .bidiguard:unpaired." "" { target *-*-* } .-1 } */
// user ⁦name
/* { dg-fixit "delete LRI" 9 .-1 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-2 } */
/* a comment ⁦that
   goes on */
/* { dg-fixit "delete LRI" 14 .-2 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-3 } */
const char *s0 = "‪name"; /* { dg-fixit "escape LRE" 19 } */
/* { dg-warning "in string literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const wchar_t *s1 = L"⁦name"; /* { dg-fixit "escape LRI" 23 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char16_t *s2 = u"‭name"; /* { dg-fixit "escape LRO" 24 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char32_t *s3 = U"⁨name"; /* { dg-fixit "escape FSI" 24 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const char *s4 = u8"‪name"; /* { dg-fixit "escape LRE" 21 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
const wchar_t c1 = L'⁦'; /* { dg-fixit "escape LRI" 22 } */
/* { dg-warning "in character literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const char *r1 = R"x(‪name)x"; /* { dg-fixit "raw x LRE" 22 } */
/* { dg-warning "in raw string literal .bidiguard:unpaired." "" { target *-*-* } .-1 } */
const char *r2 = R"x(a raw ⁦string
over two lines)x";
/* { dg-fixit "raw x LRI" 28 .-2 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-3 } */
const char *n2 = "‪⁦name"; /* { dg-fixit "escape LRE LRI" 19 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#define NAME "⁦name"
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
/* { dg-message "no fix-it: a macro may stringize a literal of its definition" "" { target *-*-* } .-2 } */
#if 0
const char *s5 = "‪name"; /* { dg-fixit "escape LRE" 19 } */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
#endif
const char *p1 = "name‬"; /* { dg-bogus "bidiguard" } */
const char *p2 = "name⁩"; /* { dg-bogus "bidiguard" } */
const char *p3 = "‪name‬"; /* { dg-bogus "bidiguard" } */
