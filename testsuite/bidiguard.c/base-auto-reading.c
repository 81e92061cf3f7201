/* base=auto: a line whose first strong character is right-to-left is a
   right-to-left paragraph, read right to left, each left-to-right run
   (Latin, numbers, an escape) left to right as a whole: gnumeric's
   `"<alef>\n", /<x>/` shows `/<x> n", /<x>\<alef>"`, the compiled
   order read so - silent.  Operands of one operator that a reader may
   read the other way round stay rtl-reorder.  */
/* { dg-options "-fplugin-arg-bidiguard-base=auto -Wno-multichar" } */
/* Clang stops on a Hebrew character literal (too large for char); GCC takes it.  */
/* { dg-prune-output "character too large" } */

int f (const char *, ...);
int g (int, int);
int r, w, x, len, max;

const char *const hdate[] = {
  "א\n", /* x */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  "ב\n", /* y */ "ג\n",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  "ד\n", "10",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};

void
h (void)
{
  /* א */ w = len /* ב */ < /* ג */ max;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* א */ r = g ('ב', 10 - 3);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* א */ r = f ("ב", 2 * x - 1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  /* א */ r = f ("ב\n", x - 1);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  /* א */ r = f ("ב", r, w);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
