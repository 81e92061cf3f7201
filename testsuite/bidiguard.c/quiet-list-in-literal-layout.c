/* quiet-list-in-literal with +rtl-layout: the lists drawn inside a string are rtl-layout, the nearest lies still rtl-reorder.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */
struct freq { const char *ch; double f[4]; const char *after; };
struct pair { const char *a; int v[2]; const char *b; };
struct three { const char *a; int v[2]; int n; };
struct one { const char *a; int v[1]; };
static const char IWR_afters_11[] = "";
static const struct freq freqs[] = {
    { "א", { 0.083333, 0.136046, 0.052277, 0.044207 }, IWR_afters_11 },
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
    { "ب", { 0.125000, 0.085487, 0.049128, 0.024659 }, IWR_afters_11 },
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
};
static const struct three t1 = { "א", { 1, 2 }, 3 };
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
static const struct pair p1 = { "א", { 1, 2 }, 0 };
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
static const struct three t2 = { "א", { '1', '2' }, 0 };
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */

/* The nearest lies: the list between two strings (the whole display reads
   as a well-formed row with the list turned round), an operator inside
   the string, and a list that Hebrew comments turn round.  */
static const struct pair p2 = { "א", { 1, 2 }, "ב" };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
static const struct one o1 = { "א", { 1 - 2 } };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
static const struct pair p3 = { "א", { /* א */ 1, 2 /* ב */ }, 0 };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
