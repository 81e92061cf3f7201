/* { dg-options "-Wno-multichar" } */
/* Operand order (doc/design.md section 2.5): letters alone reorder two operands, or not.  */
#include <string.h>

void draw_text (const char *, int, int);
void resize (const char *, int, int);
struct item { const char *name; int id; };
void add_item (void *, const char *, int);
void show (const char *, int);

int
f (const char *name, void *menu)
{
  int w = /* הפרש */ 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int t = (strcmp (name, "طول") == 0) ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  draw_text ("כותרת", 10, 20); /* { dg-bogus "bidiguard" } visibly broken: rtl-layout */
  resize ("عنوان", 800, 600); /* { dg-bogus "bidiguard" } visibly broken: rtl-layout */
  draw_text ("כותרת", 10 - 20, 0);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int d = 'ת' - 'א' + 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int v = 10 - 3; /* א */ /* { dg-bogus "bidiguard" } */
  struct item a[] = { {"ك", 501}, {"و", 502} }; /* { dg-bogus "bidiguard" } */
  struct item b[] = {{"שלום", 1}, {"עולם", 2}}; /* { dg-bogus "bidiguard" } */
  add_item (menu, "פתח", 1); // פתח /* { dg-bogus "bidiguard" } */
  show ("שלום", 100); show ("עולם", 3); /* { dg-bogus "bidiguard" } */
  return w + t + d + v + a[0].id + b[0].id;
}

int
g (void)
{
  /* Persian digits are identifier characters to GCC.  */
  int ۱ = 1, ۲ = 2;
  return /* فروردین */ ۱ - ۲;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
}
