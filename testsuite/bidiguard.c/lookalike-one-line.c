/* A look-alike of the star-slash inside a comment that ends later on
   the same line: what shows as code between the two is comment.  The
   same characters where they show no end stay silent: math (a star or a
   slash alone, a slash before a star), typography, a '//' comment, a
   string, and a look-alike with only blanks before the real end.  */
/* { dg-do compile } */

int
f (void)
{
  int b = 0;
  /* a ∗/ b = 1; */
/* { dg-warning "'./' .U.2217 ASTERISK OPERATOR. looks like the end of this comment, but the comment goes on to column 18 of this line" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* x *​/ b = 2; */
/* { dg-warning "'.<U.200B>/' .U.200B ZERO WIDTH SPACE. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* y ∗∕ b = 3; */
/* { dg-warning "looks like the end of this comment, but the comment goes on to column 18" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  b += 0; /* z ∗∕ b = 4; */
/* { dg-warning "looks like the end of this comment, but the comment goes on to column 26" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  b += 2 * 3; /* ratio a ∗ b, x∕y, x ∕ y, ∕∗ */ /* { dg-bogus "bidiguard" } */
  b += 1; /* ½ = 1⁄2, 3 × 4 ∗ 5 */ /* { dg-bogus "bidiguard" } */
  b += 1; /* a ∗/ */ /* { dg-bogus "bidiguard" } */
  b += 1; /* a *́ b, *​ x */ /* { dg-bogus "bidiguard" } */
  b += 1; // a ∗/ b = 5; /* { dg-bogus "bidiguard" } */
  const char *s = "a ∗/ b"; /* { dg-bogus "bidiguard" } */
  const char *t = "*​/"; /* { dg-bogus "bidiguard" } */
  /* コメントノ ノート */ /* { dg-bogus "bidiguard" } */
  return b + (s != t);
}
