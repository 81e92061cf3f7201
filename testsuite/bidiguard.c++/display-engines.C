/* ICU (Chromium) and FriBidi 1.0.8 (GTK) differ; either's deceptive display counts (newer FriBidi agrees with ICU on some: test-checks pins the attribution per FriBidi).  */
int width (const char *, const char *);
int
f (int n)
{
  int x = /*𞱱*/ 10 - 3 /*𞱱*/;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  return width ("‫px‬", ("שלום")) - 10 + x + n;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}
const char *acct = "⁦ACME Ltd⁩, account ⁧4455 0021⁩";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
const char *d = "⁧10 - 3⁩ שלום";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
int last;
