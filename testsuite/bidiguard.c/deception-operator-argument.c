/* An operator as a macro's argument, alone between `(` or `,` and `,` or `)` (`OP(-, 10, 3)`, X-macros of operators), is no operator left without its right operand: the arguments after it drawn swapped (OP(-, 3, 10)) are a convincing lie, not a visibly broken display.  */
#define OP(op, a, b) ((a) op (b))
int log_he (const char *, int);
int k, n;
int
f (void)
{
  int y = OP (-, /* א */ 10, 3 /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  y += OP (<<, /*א*/ 1, 4 /*ב*/);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  y += OP (/, /* א */ 100, 5 /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  y += OP (-, k, n) + OP (-, /*א*/ 10, 3 /*ב*/);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  y += OP (-, 10, 3); /* הפרש */ /* { dg-bogus "bidiguard" } */
  y += OP (-, k, n); // חיסור של שני מספרים /* { dg-bogus "bidiguard" } */
  y += log_he ("שגיאה", -1); /* { dg-bogus "bidiguard" } */
  y += OP (-, "שלום"[0], 3); /* { dg-bogus "bidiguard" } */
  return y;
}
