// C++: a member function and a raw string.
/* { dg-do compile } */
struct account
{
  bool admin;
  bool may_delete () const
  {
    // deletion needs admin if (!admin) return false;
/* { dg-warning "U.2028 .LINE SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .if .!admin. return false;. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */
    return true;
  }
};
const char *r = R"x(one two)x";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
