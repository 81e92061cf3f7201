/* rtl-layout (off by default) turned on: RTL string tables, ternaries, the "...salam", -1 quirk.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */

void f (const char *a, int x, int y, const char *b);
void set_text (const char *text, int length);
const char *months[] = { "فروردین", "اردیبهشت", "خرداد" }; /* { dg-warning "(Hebrew|Arabic) letters make code display out of order .bidiguard:rtl-layout." } */
const char *pick (int c) { return c ? "שלום" : "עולם"; } /* { dg-warning "(Hebrew|Arabic) letters make code display out of order .bidiguard:rtl-layout." } */
void g (void) { set_text ("test سلام", -1); } /* { dg-warning "(Hebrew|Arabic) letters make code display out of order .bidiguard:rtl-layout." } */
int א = 1, ב = 2; /* { dg-warning "(Hebrew|Arabic) letters make code display out of order .bidiguard:rtl-layout." } */

int x = /*א*/ 10 - 3 /*ב*/; /* { dg-warning "operands display out of order .bidiguard:rtl-reorder." } */
void h (void) { f ("א", 1, 2, "ב"); } /* { dg-warning "bidiguard:rtl-reorder" } */
int k (void) { return א - ב; } /* { dg-warning "bidiguard:rtl-reorder" } */
#define DIFF (/*א*/ 10 - 3 /*ב*/) /* { dg-warning "bidiguard:rtl-reorder" } */
#if 0
int y = /*א*/ 10 - 3 /*ב*/; /* { dg-warning "bidiguard:rtl-reorder" } */
#endif
