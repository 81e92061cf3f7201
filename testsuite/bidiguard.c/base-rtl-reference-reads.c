/* base=rtl: a line whose display is the display of its isolated atoms
   (the reference of a right-to-left paragraph) is still read right to
   left, each left-to-right run left to right: numbers after the
   paragraph's start and Arabic-Indic digits turn there as they do in
   the line, so comparing the two finds nothing, but the reader reads
   `;3 - 10 = <name>` as 3 - 10.  Legitimate right-to-left code of the
   same shapes (a right-to-left name and a number, a list of numbers, a
   comparison drawn as its mirror with its operands swapped) reads as
   compiled.  */
/* { dg-options "-fplugin-arg-bidiguard-base=rtl" } */
#define ١ 1
#define ٣ 3
#define החזר return

struct row { const char *s; int n; };
int f (const char *, ...);
int printf (const char *, ...);
int x, n, r;
int ערך;
int מספר;

const struct row rows[] = {
  { "א", 10 - 3 },
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  { "ב", 10 },
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};

int
h (void)
{
  ערך = 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = 3 - x;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = 8 / 2;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = 1 ? 2 : 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = -3 / x;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = 1 << 2;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = ١ - ٣;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  r = f ("א", ١ - ٣);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = 10 /* הפרש */ - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = 10 /* סכום */ + 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  ערך = מספר /* הפרש */ - 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  ערך = 10 - 3; /* ‏ */
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  ערך = מספר - 1; /* ‏ */
/* { dg-bogus "bidiguard:rtl" "" { target *-*-* } .-1 } */
  ערך = 10; /* א ‮ */
/* { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 } */
/* { dg-bogus "bidiguard:rtl" "" { target *-*-* } .-2 } */
  ערך = מספר - 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  ערך = 1 - מספר;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  ערך = x - 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  ערך = 1 < 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  ערך = -x / 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = f ("שלום", -x - 3);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = f ("א", 10, 200, "ב");
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  r = ١;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  printf ("%s: %d\n", "שגיאה", n);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  החזר מספר + 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
