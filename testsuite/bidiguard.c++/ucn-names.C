// ucn: an escape that makes a bidi control in a C++ name, in C++23's
// delimited and named forms too (GCC 13 on), is reported as in a literal;
// a raw string reads no escape.
// { dg-options "-std=c++23 -fplugin-arg-bidiguard-checks=+ucn" }
int a\u202Eb; // { dg-warning "escape sequence puts U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) into a name .bidiguard:ucn." }
int c\U000E0001d; // { dg-bogus "bidiguard" }
const char *r = R"(\u202E)"; // { dg-bogus "bidiguard" }
int caf\u00E9; // { dg-bogus "bidiguard" }
