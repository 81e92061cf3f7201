/* Operands that show the same text trade places without showing anything else; a digit table shown in reverse is reported.  */
int strcmp (const char *, const char *);
const char *s;
int x;
void
f (void)
{
  x = (strcmp (s, "طول") == 0) ? 1 : 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = (strcmp (s, "طول") == 0) ? '1' : '1';
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = (strcmp (s, "طول") == 0) ? 0 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = (strcmp (s, "طول") == 0) ? 7 - 7 : 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
}
static const char digits[] = "٠١٢٣٤٥٦٧٨٩";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const char *const dg[] = { "٠", "١", "٢" };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
