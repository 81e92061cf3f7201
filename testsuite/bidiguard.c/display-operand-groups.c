/* { dg-options "-Wno-multichar" } */
/* Operands of one operator shown swapped however broken the display
   around them (doc/design.md section 2.5) are not only names, numbers
   and literals: a bracketed group, or one after unary operators, is an
   operand too.  `resize ("عنوان", 800 - (600))` shows `(600) - 800` as
   `800 - 600` shows `600 - 800`.  */

void resize (const char *, int);
void resize2 (const char *, int, int);

void
f (int x)
{
  resize ("عنوان", 800 - (600));
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  resize ("عنوان", (800) - 600);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  resize ("عنوان", 800 / (2 + 2));
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  resize ("عنوان", 800 - -600);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  resize ("عنوان", (800 + 1) - (600 + 1));
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  resize ("عنوان", -1); /* { dg-bogus "bidiguard" } one operand */
  resize2 ("عنوان", (10), (3)); /* { dg-bogus "bidiguard" } arguments: visibly broken */
  resize ("عنوان", (800) + 600); /* { dg-bogus "bidiguard" } computes the same */
  resize ("عنوان", 800 + (2 * 2)); /* { dg-bogus "bidiguard" } computes the same */
  resize ("عنوان", 800 - (int) 600); /* { dg-bogus "bidiguard" } 800 stays first */
  resize ("عنوان", 3 * (x + 1)); /* { dg-bogus "bidiguard" } x stops the run */
  resize ("عنوان", (x + 1) - 3); /* { dg-bogus "bidiguard" } x stops the run */
}
