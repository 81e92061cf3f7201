/* Invisible controls in an identifier name a different function (C11 Annex D allows them).  */
static int is_admin (void) { return 0; }
static int is_admin‪‬ (void) { return 1; } /* { dg-warning "U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) inside an identifier makes it look like another name .bidiguard:spoof." } */

int
check (void)
{
  return is_admin () + is_admin‪‬ (); /* { dg-warning "bidiguard:spoof" } */
}

int b‪c = 1;
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-warning "unpaired U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) in identifier .bidiguard:unpaired." "" { target *-*-* } .-2 } */
