/* The same shapes with +rtl-layout: the visibly broken displays are rtl-layout  */
/* { dg-options "-Wno-multichar -fplugin-arg-bidiguard-checks=+rtl-layout" } */
#include <cstring>

void set (const char *, ...);
void draw_text (const char *, int, int);
void row (...);
void put (void *, ...);
void resize (const char *, int);
void vector (int, int, ...);
int w, len, max, c, h;
const char *s;
void *t;

void
f (void)
{

  set ("א", "10", "200", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set ("א", '0', "10", "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set ("א", 10, 200, "ב");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set ("א", "10", "200");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  w = /* הפרש */ 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  w = (strcmp (s, "طول") == 0) ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  w = len /* א */ < /* ב */ max;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  put (t, "فارسی", 0, 24, "60 0C");
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */

  set ("א", 10, 200);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  draw_text ("כותרת", 10, 20);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  row ("א", 12, 7);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  put (t, "سلام", -1);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  row ('א', 12, 7);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  vector (1, 2, "אב", -1, 0, 1, 57, "AB");
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  row ("he", "שלום", 5);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  resize ("כותרת", 2 < 3);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */

  s = c ? "שלום" : "עולם";
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  row ("שלום", "עולם", "שלי");
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */

  resize ("عنوان", 800 - 600);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  resize ("כותרת", 2 << 3);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
}
