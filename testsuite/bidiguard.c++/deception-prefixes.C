/* Deception test under every literal prefix, in raw strings, // comments and macro definitions.  */
/* { dg-options "-std=gnu++17" } */
#include <stddef.h>
void setw (const wchar_t *, ...);
void set8 (const char *, ...);
void set16 (const char16_t *, ...);
void set32 (const char32_t *, ...);
void f (void)
{
  setw (L"א", L"10", L"200", L"ב");
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  setw (L"א", "10", "200", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set8 (u8"א", "10", "200", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set16 (u"א", "10", "200", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set32 (U"א", '0', "10", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set32 (U"א", 10, 200);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  set8 (R"(א)", 10 - 3);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set8 (R"x(א)x", 10, 20);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  int w = 10 - 3; // הפרש
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  int v = /* א */ 10 - 3; // ב
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
}
#define ROW set8 ("א", "10", "200", "ב")
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
#define BROKEN_ROW set8 ("א", 12, 7)
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
