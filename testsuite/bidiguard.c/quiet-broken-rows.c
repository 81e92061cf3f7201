/* A row shown with an operator before a comma reads as broken; a lie beside it on the line, and a row shown whole with values swapped, are reported.  */
struct row { const char *d; int opt, ret, eci; const char *e; };
int f (struct row, const char *, int, int, int, const char *);
struct row r0 = { "ك", -1, 0, 24, "81 83 00 0C" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
struct row r1 = { "ك", 0, 24, -1, "81 83 00 0C" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
struct row r2[] = { { "ك", -1, 0, 24, "81 83" }, { "x", 1, 0, 0, "0" } };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
void
g (void)
{
  int x0 = f (r0, "ك", -1, 0, 24, "81") + (/*א*/ 10 - 3 /*ב*/);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int x1 = f (r0, "ك", -1, 0, 24, "81"), x2 = (/*א*/ 10 - 3 /*ב*/);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  int x3 = f (r0, "ك", -1, 0, 24, "81") + 1 /*‮ -*/ - 2;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}
struct row r3 = { "ك", 0, 24, 1, "60 0C" };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
