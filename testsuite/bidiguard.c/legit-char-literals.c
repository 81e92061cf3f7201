/* Character literals with Hebrew letters: tables and ranges, and two of them swapped around an operator.  */
/* { dg-options "-Wno-multichar" } */
static const int keys[] = { 'א', 'ב', 'ת' }; /* { dg-bogus "bidiguard" } */
static const int keymap[][2] = { { 't', 'א' }, { 'c', 'ב' } }; /* { dg-bogus "bidiguard" } */
int idx (int c) { return c - 'א'; } /* { dg-bogus "bidiguard" } */
int is_he (int c) { return c >= 'א' && c <= 'ת'; } /* { dg-bogus "bidiguard" } */
int sw (int c) { switch (c) { case 'א': return 1; case 'ב': return 2; } return 0; } /* { dg-bogus "bidiguard" } */
int span (void) { return 'ת' - 'א'; }
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
int pick (int ok) { return ok ? 'א' : 'ב'; }
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
