/* #error and #warning messages in Hebrew, Arabic and Persian: text, not code.  */
#if 0
#error שלום 5 עולם /* { dg-bogus "bidiguard" } */
#error سلام 2 - 3 خطأ /* { dg-bogus "bidiguard" } */
#warning فارسی "تعداد 10" ۲ 1, 2 /* { dg-bogus "bidiguard" } */
#  error מספר 10 < 20 עולם /* { dg-bogus "bidiguard" } */
%:warning طول 7 ك /* { dg-bogus "bidiguard" } */
#warning שלום /* עולם */ 12 שלי /* { dg-bogus "bidiguard" } */
#error הפרש 3 - \
עולם 10 - 3 כותרת /* { dg-bogus "bidiguard" } */
#error שלום /*
עולם */ 10 - 3 שלי /* { dg-bogus "bidiguard" } */
#error שלום ‮abc
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-warning "unpaired U.202E .RIGHT-TO-LEFT OVERRIDE. in diagnostic message .bidiguard:unpaired." "" { target *-*-* } .-2 } */
#warning x ‏10 - 3‏
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
#endif
#warning שלום 5 עולם /* { dg-bogus "bidiguard" } */
/* { dg-warning "#warning" "" { target *-*-* } .-1 } */
enum { error = 1, warning = 2 };
int c = error /* א */ - /* ב */ 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
int d = warning /* א */ - /* ב */ 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
