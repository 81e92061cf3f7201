/* Rows shown alike that still lie: digits swapped in each row, the digit table, operands of '-'.  */
static const char *digit_pairs[][2] = { { "٠", "١" }, { "٢", "٣" } };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
static const char *digits[] = { "٠", "١", "٢" };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
static const int diffs[] = { /*א*/ 10 - 3 /*ב*/, 1 };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
