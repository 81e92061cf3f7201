/* LRM, RLM and ALM as entries of a character table display alike with and without them: no finding.  */
struct mark { const char *mark, *name; };
struct point { const char *mark; unsigned cp; };
static const char *marks[] = { "‎", "‏" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const char *marks3[] = { "‎", "‏", "؜" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const char *rtl_marks[] = { "‏", "؜" };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const char *twice[] = { "‏", "‏", };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const unsigned wide[] = { L'‎', L'‏', L'؜' };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const struct mark named[] = { { "‏", "RLM" }, { "‎", "LRM" } };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const struct point points[] = { { "‏", 0x200F }, { "‎", 0x200E } };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const struct point ar_points[] = { { "؜", 0x61C }, { "‎", 0x200E } };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int y = /*‏*/ 10 - 3 /*‏*/;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
static const struct point one = { "‏", 0x200F };
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
static const struct point dec = { "‏", 8207 };
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
