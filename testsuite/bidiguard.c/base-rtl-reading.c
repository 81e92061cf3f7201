/* base=rtl: every line is a right-to-left paragraph, read right to left,
   each left-to-right run (Latin, numbers) left to right as a whole.  A
   left-to-right call or row with a right-to-left string or comment shows
   in the compiled order read so: silent.  Operands of one operator drawn
   the other way round (numbers and the operators between them, which a
   reader may take for one left-to-right expression), or shown swapped
   left to right though written without right-to-left letters, are still
   rtl-reorder.  */
/* { dg-options "-fplugin-arg-bidiguard-base=rtl -Wno-multichar" } */
#include <string.h>
#include <assert.h>
#define ١٢ 12
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
#define ٣١ 31
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */

struct k { int a, b; };
int check (char *, const char *);
int test_utf8 (int, const char *);
int f (const char *, ...);
int g (int);
void set (const char *, ...);
void set_text (void *, const char *);
void *entry (void *);
int r, w, x, len, max, a, b, XKB_KEY_hebrew_aleph;
char buf[8];
const char *s;
const char *arr[4];
const struct k keys[] = {
  {0x05c2, 0x0622}, /* Arabic_maddaonalef آ ARABIC LETTER ALEF WITH MADDA ABOVE */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};

void
h (void)
{
  r = f ("שלום", 10 - 3);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", 2 * x - 1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", 1 - x);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", 3 <= x);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", 4 >> 1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = (strcmp (s, "طول") == 0) ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  w = len /* א */ < /* ב */ max;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  w = /* הפרש */ 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* فارسی */ if (x < ١٢ - ٣١) x = 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("א", 8 / 2);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", (10) - 3);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", 10 - (3));
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("שלום", 1 ? 2 : 3);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  check (buf, "שלום");
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  assert (test_utf8 (XKB_KEY_hebrew_aleph, "א"));
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  set_text (entry (0), "‏Right-to-left");
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  f ("שלום", a - b);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  check (&buf[0], "שלום");
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = f ("שלום", x < 3);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = f ("שלום", x - 3 * 2);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = f ("שלום", 10) - 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = f ("שלום") - g (3);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  set ("א", 10, 200, "ב");
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  arr[0] = "bahrain مصر kuwait", arr[1] = s;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
