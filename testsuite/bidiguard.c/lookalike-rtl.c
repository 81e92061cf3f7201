/* Look-alikes of the star-slash on lines that hold right-to-left text:
   the quiet walk, which proves such lines display as they read, fails on
   a look-alike half or an unseen character after a star in a comment, so
   that the lookalike check reads them.  Legitimate Hebrew and Arabic
   comments beside them stay silent.  */
/* { dg-do compile } */

int
g (int x)
{
  /* שלום ∗/ x = 1; */
/* { dg-warning "'./' .U.2217 ASTERISK OPERATOR. looks like the end of this comment, but the comment goes on to column 21 of this line" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* שלום *ְ/ x = 2; */
/* { dg-warning "'.<U.05B0>/' .U.05B0 a combining mark. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* مرحبا ٭/ x = 3; */
/* { dg-warning "'./' .U.066D ARABIC FIVE POINTED STAR. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  x += 1; /* א *‏/ x = 4; */
/* { dg-warning "'.<U.200F>/' .U.200F RIGHT-TO-LEFT MARK. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* הפרש ∗/
  x = 5;
  */
/* { dg-warning "looks like the end of this comment, but the comment goes on to line 25" "" { target *-*-* } .-3 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /*שלום*/ x += 6; /* { dg-bogus "bidiguard" } */
  /* כותרת: a ∗ b ∕ c */ /* { dg-bogus "bidiguard" } */
  /* سلام ٭ أحمد */ /* { dg-bogus "bidiguard" } */
  /* שלום *ְ x */ /* { dg-bogus "bidiguard" } */
  return x;
}
