/* ucn: escapes that produce bidi controls at run time, in every literal kind.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+ucn" } */
#include <stddef.h>
#include <uchar.h>
const char *u1 = "\u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
const char *u2 = "\U0000202E"; /* { dg-warning "bidiguard:ucn" } */
const wchar_t *u3 = L"\u2066"; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\)" } */
const char16_t *u4 = u"\u2069"; /* { dg-warning "bidiguard:ucn" } */
const char32_t *u5 = U"\u202A"; /* { dg-warning "bidiguard:ucn" } */
const char *u6 = u8"\u202D"; /* { dg-warning "bidiguard:ucn" } */
const wchar_t u7 = L'\u200F'; /* { dg-warning "U\\+200F \\(RIGHT-TO-LEFT MARK\\)" } */
const char *u8 = "\u200E"; /* { dg-warning "bidiguard:ucn" } */
const char *u9 = "\u061C"; /* { dg-warning "bidiguard:ucn" } */
const char *u10 = "\u2067\u2068\u202B\u202C"; /* { dg-warning "bidiguard:ucn" } */
const char *n1 = "\\u202E is text"; /* { dg-bogus "bidiguard" } */
const char *n2 = R"(\u202E)"; /* { dg-bogus "bidiguard" } */
/* \u202E in a comment is not a run-time character */ /* { dg-bogus "bidiguard" } */
#define RLO_TEXT "\u202E" /* { dg-warning "bidiguard:ucn" } */
