/* The marker comment silences letter-caused findings on its own line; an attacker's marker never silences a control or mark.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */
int x1 = /* שלום */ 10 - 3 /* עולם */; /* bidiguard: rtl-text */ /* { dg-bogus "bidiguard" } */
static const char *m[] = {"فروردین", "اردیبهشت"}; // bidiguard: rtl-text
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
/* bidiguard: rtl-text */
int x2 = /* שלום */ 10 - 3 /* עולם */; /* { dg-warning "bidiguard:rtl-reorder" } */
int x3 = /* שלום */ 10 - 3 /* עולם */; /* rtl-text */ /* { dg-warning "bidiguard:rtl-reorder" } */
int x4 = /*‏*/ 10 - 3 /*‏*/; /* bidiguard: rtl-text */ /* { dg-warning "bidiguard:reorder" } */
const char *s1 = "‮nimda‬"; /* bidiguard: rtl-text */ /* { dg-warning "bidiguard:spoof" } */
const char *s2 = "⁦name"; /* bidiguard: rtl-text */ /* { dg-warning "bidiguard:unpaired" } */
int
f (int admin)
{
  /*‮ } ⁦if (admin)⁩ ⁦ begin admins only */ /* bidiguard: rtl-text */
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
    return 1;
  return 0;
}
