/* A line of right-to-left letters without controls is quoted with its letters, not <U+0641> escapes.  */
/* { dg-options "-fdiagnostics-show-caret -fdiagnostics-show-line-numbers -fplugin-arg-bidiguard-checks=+rtl-layout" } */
void draw (const char *a, int x, int y, const char *b);
void f (void) { draw ("فارسی", 10, 3, "خرداد"); }
/* { dg-warning "Arabic letters make operands display out of order .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
    4 | void f (void) { draw ("فارسی", 10, 3, "خرداد"); }
      |                       ~^~~~~~~~~~~~~~~~~~~~~~
   { dg-end-multiline-output "" } */
static const char *months[] = {"فروردین", "اردیبهشت", "خرداد"};
/* { dg-warning "Arabic letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
   10 | static const char *months[] = {"فروردین", "اردیبهشت", "خرداد"};
      |                                ~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   { dg-end-multiline-output "" } */
