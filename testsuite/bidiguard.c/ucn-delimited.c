/* ucn: GCC 13 reads \u{...} and \N{NAME} in literals (and in names,
   where C rejects them after its -Wbidi-chars=ucn has reported them).  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+ucn -Wno-pedantic" } */
/* { dg-require-gcc-major 13 } */
const char *s1 = "\u{202E}"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
const char *s2 = "\u{00202e}"; /* { dg-warning "bidiguard:ucn" } */
const char *s3 = "\N{RIGHT-TO-LEFT MARK}"; /* { dg-warning "U\\+200F \\(RIGHT-TO-LEFT MARK\\) at run time .bidiguard:ucn." } */
const char *s4 = "\N{FIRST STRONG ISOLATE} \N{LATIN SMALL LETTER E WITH ACUTE}"; /* { dg-warning "U\\+2068" } */
const char *t1 = "\N{LATIN SMALL LETTER E WITH ACUTE} \u{e9}"; /* { dg-bogus "bidiguard" } */
const char *t2 = "\\N{RIGHT-TO-LEFT MARK}"; /* { dg-bogus "bidiguard" } */
