// C++: a '//' comment ends at the line's end whatever it holds: only
// block comments and raw strings are read by the lookalike check.  A raw
// string's look-alike end is a ')' (or a look-alike), its delimiter and a
// look-alike of '"' (U+201D, FULLWIDTH QUOTATION MARK: UTS #39 maps them
// to '"'), with a comment opener after it that hides the real end;
// without one the real end shows as a stray quote (prose in a raw
// string, "(ok)” and more", stays silent).
// { dg-do compile }

int f (const char *);

int
h (int is_admin)
{
  // disabled: ∗/ not an end; { dg-bogus "bidiguard" }
  const char *r = R"x(a ∗/ b)x"; // { dg-bogus "bidiguard" }
  /* disabled: the admin check ∗/
  if (!is_admin) return -1;
  /* end */
// { dg-warning "looks like the end of this comment, but the comment goes on to line 19: what shows as code after it is comment .bidiguard:lookalike." "" { target *-*-* } .-3 }
// { dg-message "the comment ends here" "" { target *-*-* } .-2 }
  const char *s = R"x(harmless)x”; is_admin = 1; //)x";
// { dg-warning "'.x.' .U.201D RIGHT DOUBLE QUOTATION MARK. looks like the end of this raw string, but the raw string goes on to column 52 of this line: what shows as code after it is string text .bidiguard:lookalike." "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  const char *t = R"abc(one line)abc＂; is_admin = 2; //)abc";
// { dg-warning "'.abc.' .U.FF02 FULLWIDTH QUOTATION MARK. looks like the end of this raw string" "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  const char *u = R"(שלום (x)”; is_admin = 3; //)";
// { dg-warning "looks like the end of this raw string, but the raw string goes on to column 49 of this line" "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  int n = f (R"x(a)x”), g (")x");
// { dg-warning "'.x.' .U.201D RIGHT DOUBLE QUOTATION MARK. looks like the end of this raw string, but the raw string goes on to column 29 of this line" "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  const char *v = R"(say “hi” (ok)” and more)"; // { dg-bogus "bidiguard" }
  const char *w = R"(plain (x)”)"; // { dg-bogus "bidiguard" }
  const char *x = R"(a） b “c” // d)"; // { dg-bogus "bidiguard" }
  const char *y = R"(ג״ד (א)״)"; // { dg-bogus "bidiguard" }
  return r[0] + s[0] + t[0] + u[0] + v[0] + w[0] + x[0] + y[0] + n
	 + is_admin;
}
