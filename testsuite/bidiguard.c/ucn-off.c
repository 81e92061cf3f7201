/* ucn is off by default: \u202E escapes are silent.  */
#include <stddef.h>
#include <uchar.h>
const char *u1 = "\u202E"; /* { dg-bogus "bidiguard" } */
const char *u2 = "\U0000202E"; /* { dg-bogus "bidiguard" } */
const wchar_t *u3 = L"\u2066"; /* { dg-bogus "bidiguard" } */
const char16_t *u4 = u"\u2069"; /* { dg-bogus "bidiguard" } */
const char32_t *u5 = U"\u202A"; /* { dg-bogus "bidiguard" } */
const char *u6 = u8"\u202D"; /* { dg-bogus "bidiguard" } */
const wchar_t u7 = L'\u200F'; /* { dg-bogus "bidiguard" } */
const char *u8 = "\u200E"; /* { dg-bogus "bidiguard" } */
const char *u9 = "\u061C"; /* { dg-bogus "bidiguard" } */
const char *u10 = "\u2067\u2068\u202B\u202C"; /* { dg-bogus "bidiguard" } */
const char *n1 = "\\u202E is text"; /* { dg-bogus "bidiguard" } */
const char *n2 = R"(\u202E)"; /* { dg-bogus "bidiguard" } */
/* \u202E in a comment is not a run-time character */ /* { dg-bogus "bidiguard" } */
#define RLO_TEXT "\u202E" /* { dg-bogus "bidiguard" } */
