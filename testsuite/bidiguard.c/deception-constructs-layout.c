/* deception-constructs with +rtl-layout: the broken constructs alone and the tables are rtl-layout, the swaps still rtl-reorder.  */
/* { dg-options "-Wno-multichar -fplugin-arg-bidiguard-checks=+rtl-layout" } */

#include <string.h>
void log_he (const char *, ...);
void use (int *);
#define set2(a, b) set2_any (0, a, b)
void set2_any (int, ...);
void use2 (int, int);
void use3 (const char *, int, int);
int f2 (int, int);
struct pt { int x, y; };
struct row { const char *name; int a, b; };
void use_rows (const struct row *);
void use_strings (const char *const (*)[2]);
struct pt p;
int x;
#define N_(s) s
#define WIPE(k, a, b) memset (k, a, b)
void
f (char *k)
{
  memset (k, /* א */ 64, 0 /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); memset (k, /* א */ 64, 0 /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); memset (k, /* א */ 64, 0 /* ב */); log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  { int v[] = { /* א */ 64, 0 /* ב */ }; use (v); }
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); { int v[] = { /* א */ 64, 0 /* ב */ }; use (v); }
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); { int v[] = { /* א */ 64, 0 /* ב */ }; use (v); } log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  p = (struct pt) { /* א */ 64, 0 /* ב */ };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); p = (struct pt) { /* א */ 64, 0 /* ב */ };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); p = (struct pt) { /* א */ 64, 0 /* ב */ }; log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set2 (/* א */ "10", "200" /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); set2 (/* א */ "10", "200" /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); set2 (/* א */ "10", "200" /* ב */); log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  set2 (/* א */ '0', '1' /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); set2 (/* א */ '0', '1' /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); set2 (/* א */ '0', '1' /* ב */); log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  WIPE (k, /* א */ 64, 0 /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); WIPE (k, /* א */ 64, 0 /* ב */);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); WIPE (k, /* א */ 64, 0 /* ב */); log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  use2 (f2 (/* א */ 64, 0 /* ב */), 1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); use2 (f2 (/* א */ 64, 0 /* ב */), 1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); use2 (f2 (/* א */ 64, 0 /* ב */), 1); log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  use3 ("שלום", -1, f2 (/* א */ 64, 0 /* ב */));
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); use3 ("שלום", -1, f2 (/* א */ 64, 0 /* ב */));
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1); use3 ("שלום", -1, f2 (/* א */ 64, 0 /* ב */)); log_he ("שלום", -1);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  log_he ("שלום", -1);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  log_he ("שלום", -1); log_he ("שלום", -1);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  { static const struct row t[] = { { "שלום", 1, 2 }, { "עולם", 3, 4 }, { "שלי", 5, 6 } }; use_rows (t); }
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  log_he ("שלום", 5); log_he ("עולם", -1); x = 7;
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  log_he ("سلام", 10, 20); log_he ("أحمد", 30, 40);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
  { static const char *const t[][2] = { { N_("שלום"), N_("עולם") }, { N_("שלי"), N_("כותרת") } }; use_strings (t); }
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
}
#define WIPE2(k) memset (k, /* א */ 64, 0 /* ב */)
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
#define WIPE3(k) log_he ("שלום", -1); memset (k, /* א */ 64, 0 /* ב */)
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
#define LOG3() log_he ("שלום", -1); log_he ("שלום", -1);
/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */
#if 0
#error "שלום", -1, 2
#endif
/* { dg-bogus "bidiguard" "" { target *-*-* } .-2 } */
