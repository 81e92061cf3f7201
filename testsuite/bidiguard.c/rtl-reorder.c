/* rtl-reorder (on by default): right-to-left letters alone move an operand; rtl-layout cases stay silent.  */

void f (const char *a, int x, int y, const char *b);
void set_text (const char *text, int length);
const char *months[] = { "فروردین", "اردیبهشت", "خرداد" }; /* { dg-bogus "bidiguard" } */
const char *pick (int c) { return c ? "שלום" : "עולם"; } /* { dg-bogus "bidiguard" } */
void g (void) { set_text ("test سلام", -1); } /* { dg-bogus "bidiguard" } */
int א = 1, ב = 2; /* { dg-bogus "bidiguard" } */

int x = /*א*/ 10 - 3 /*ב*/; /* { dg-warning "operands display out of order .bidiguard:rtl-reorder." } */
void h (void) { f ("א", 1, 2, "ב"); } /* { dg-warning "bidiguard:rtl-reorder" } */
int k (void) { return א - ב; } /* { dg-warning "bidiguard:rtl-reorder" } */
#define DIFF (/*א*/ 10 - 3 /*ב*/) /* { dg-warning "bidiguard:rtl-reorder" } */
#if 0
int y = /*א*/ 10 - 3 /*ב*/; /* { dg-warning "bidiguard:rtl-reorder" } */
#endif
