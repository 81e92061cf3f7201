/* Stream output of right-to-left labels and numbers: a << drawn inside a displayed literal reads as its text.  */
struct out
{
  out &operator<< (const char *);
  out &operator<< (int);
  out &operator<< (double);
};
extern out cout, cerr;
void f (const char *, int);

void
g (int n, int len, int max, bool ok)
{
  cout << "מספר: " << 42 << "\n"; /* { dg-bogus "bidiguard" } */
  cout << "שלום" << 5; /* { dg-bogus "bidiguard" } */
  cerr << "خطأ: " << -1 << "\n"; /* { dg-bogus "bidiguard" } */
  cout << "تعداد: " << 2.5 << "\n"; /* { dg-bogus "bidiguard" } */
  cout << "מספר " << n << " עולם " << 3 << "\n"; /* { dg-bogus "bidiguard" } */
  cout << "מספר: " << 42 << "\n", ok = n /* א */ < /* ב */ max;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  if (len /* א */ < /* ב */ max) f ("עולם", 5);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  cout << "שלום" << 5 << "עולם";
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  (void) ok;
}
