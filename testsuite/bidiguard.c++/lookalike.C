// C++: a '//' comment ends at the line's end whatever it holds, and a
// raw string's look-alike shows no comment's end: only block comments
// are read by the lookalike check.
// { dg-do compile }

int
h (int is_admin)
{
  // disabled: ∗/ not an end; { dg-bogus "bidiguard" }
  const char *r = R"x(a ∗/ b)x"; // { dg-bogus "bidiguard" }
  /* disabled: the admin check ∗/
  if (!is_admin) return -1;
  /* end */
// { dg-warning "looks like the end of this comment, but the comment goes on to line 13: what shows as code after it is comment .bidiguard:lookalike." "" { target *-*-* } .-3 }
// { dg-message "the comment ends here" "" { target *-*-* } .-2 }
  return r[0] + is_admin;
}
