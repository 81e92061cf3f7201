/* { dg-options "-fplugin-arg-bidiguard-base=auto -fplugin-arg-bidiguard-checks=+rtl-layout" } */
/* U+001E in a line of base auto: inside GTK's left-to-right paragraph.  */
void set (const char *, int);
int x, y;
void
f (void)
{
  x = 1; /* a א ב */ y = 1 - 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  /* א  ב */ x = 10 - 3; /* א */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = y; /* c  א */ y = 10 - 3; /* ב */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  set ("aא", 10 - 3);
/* { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */
}
