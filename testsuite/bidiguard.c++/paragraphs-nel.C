// NEL in C++: GTK shows the swap, Chromium does not.
int x;
void
f ()
{
  x = /* א */ 10 - 3 /* ב */;
// { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 }
}
