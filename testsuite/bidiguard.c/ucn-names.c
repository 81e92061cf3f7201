/* ucn: an escape that makes a bidi control where cpp reads escapes
   outside literals too (a name, a number, a macro argument pasted or
   stringized, a skipped group), and one that a splice or ??/ spells:
   cpp reads the cleaned text, and GCC's -Wbidi-chars=ucn reports each.  */
/* { dg-options "-std=gnu11 -fplugin-arg-bidiguard-checks=+ucn" } */
int a\u202Eb; /* { dg-warning "escape sequence puts U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) into a name .bidiguard:ucn." } */
int c\U0000202Cd; /* { dg-warning "U\\+202C \\(POP DIRECTIONAL FORMATTING\\) into a name .bidiguard:ucn." } */
#define PASTE(x, y) x##y
#define STR(x) #x
int PASTE (e, \u2066); /* { dg-warning "bidiguard:ucn" } */
const char *s1 = STR (\u202B); /* { dg-warning "bidiguard:ucn" } */
#define NAME f\u202Dg /* { dg-warning "bidiguard:ucn" } */
#define NUMBER 1\u202E /* { dg-warning "bidiguard:ucn" } */
#if 0
int h\u202Ai; /* { dg-warning "bidiguard:ucn" } */
#endif
const char *s2 = "\\
u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." "" { target *-*-* } .-1 } */
const char *s3 = "\u20\
2E"; /* { dg-warning "bidiguard:ucn" "" { target *-*-* } .-1 } */
int i\
\u2067j; /* { dg-warning "bidiguard:ucn" } */
