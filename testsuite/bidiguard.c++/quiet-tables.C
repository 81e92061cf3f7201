/* Weekday and month tables show their rows alike, one entry a line or several: silent.  */
struct day { const char *key, *name; };
static const char *he_days[] = {
  "יום ראשון",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  "יום שני", "יום שלישי",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  "שבת",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};
static const char *ar_days[] = { "الأحد", "الاثنين", "الثلاثاء" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const char *fa_days[] = { "یکشنبه", "دوشنبه", "سه‌شنبه" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const char *he_months[] = {
  /* 0 */ "ינואר", /* 1 */ "פברואר",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  /* 2 */ "שבת",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};
static const char *ar_by_index[] = {
  [0] = "الأحد", [1] = "الاثنين",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  [2] = "الثلاثاء",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};
static const struct day he_keyed[] = {
  { "0", "ראשון" }, { "1", "שני" },
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  { "2", "שלישי" },
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};
static const struct day fa_keyed[] = {
  { "0", "یکشنبه" }, { "1", "دوشنبه" }, { "2", "سه‌شنبه" },
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};
static const char *he_letters[] = {
  "א'", "ב'",
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
};
