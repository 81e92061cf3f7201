/* U+0085 inside a line: a paragraph end to ICU (Chromium), a neutral inside GTK's paragraph.  */
void set (const char *, int);
int x;
void
f (void)
{
  x = /* א */ 10 - 3 /* ב */;
/* { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */
  set ("א", 10 - 3 /* ב */);
/* { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */
#if 0
  x = 'א'  10 - 3 'ב';
#endif
/* { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-2 } */
  x = 1; /*  */ x = /* ‮ */ 10 - 3 /* ‬ */;
/* { dg-warning "U.202E .RIGHT-TO-LEFT OVERRIDE. makes code display out of order .bidiguard:reorder." "" { target *-*-* } .-1 } */
}
