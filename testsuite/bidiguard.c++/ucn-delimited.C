// ucn: C++23's \u{...} and \N{NAME} (GCC 13 on) in names and literals.
// { dg-options "-std=c++23 -fplugin-arg-bidiguard-checks=+ucn" }
// { dg-require-gcc-major 13 }
int a\u{202E}b; // { dg-warning "escape sequence puts U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) into a name .bidiguard:ucn." }
int c\N{LEFT-TO-RIGHT EMBEDDING}d; // { dg-warning "U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) into a name" }
const char *s = "\N{POP DIRECTIONAL ISOLATE}"; // { dg-warning "bidiguard:ucn" }
int caf\u{e9}; // { dg-bogus "bidiguard" }
int z\N{LATIN SMALL LETTER E WITH ACUTE}; // { dg-bogus "bidiguard" }
