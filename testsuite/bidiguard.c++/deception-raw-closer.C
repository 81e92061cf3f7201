// { dg-options "-std=c++11" }
// A raw string's text that shows its closing delimiter (doc/design.md
// section 2.5, "A closing delimiter the text does not have"): a quote,
// the delimiter and an opening parenthesis turned round by a
// right-to-left run read as `)-"`, and the lines after read as code.

const char *q1 = R"(
SELECT ‏"(‏
)";
// { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 }

const char *q2 = R"-(
x א "-( ב
)-";
// { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-2 }

const char *q3 = R"-(x א "-( ב
)-";
// { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-2 }

const char *ok1 = R"(
say "א" ב
)"; // { dg-bogus "bidiguard" "" { target *-*-* } .-1 }
const char *ok2 = R"-(
say ("א")
)-"; // { dg-bogus "bidiguard" "" { target *-*-* } .-1 }
