/* Invisible controls in an identifier name a different function (C11 Annex D allows them).  */
static int is_admin (void) { return 0; }
static int is_admin‪‬ (void) { return 1; } /* { dg-warning "control character inside an identifier .bidiguard:spoof." } */

int
check (void)
{
  return is_admin () + is_admin‪‬ (); /* { dg-warning "bidiguard:spoof" } */
}

int b‪c = 1;
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-warning "unpaired bidirectional control character U\\+202A \\(LRE\\) in identifier .bidiguard:unpaired." "" { target *-*-* } .-2 } */
