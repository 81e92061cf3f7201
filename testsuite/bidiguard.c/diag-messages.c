/* Each message names its cause (as GCC's -Wbidi-chars does) and what moves; the notes show the display without invisible characters, the compiled line with them escaped, and what to do.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+ucn" } */
int x1 = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "U\\+200F \\(RIGHT-TO-LEFT MARK\\) makes code display out of order .bidiguard:reorder." } */
/* { dg-message "note: the line displays as: int x1 = /../ 3 - 10 /../;" "" { target *-*-* } .-1 } */
/* { dg-message "note: but is compiled as: int x1 = /.<U\\+200F>./ 10 - 3 /.<U\\+200F>./;" "" { target *-*-* } .-2 } */
/* { dg-message "note: delete the invisible characters .the fix-it does this." "" { target *-*-* } .-3 } */
int x2 = /*؜*/ 10 - 3 /*؜*/; /* { dg-warning "U\\+061C \\(ARABIC LETTER MARK\\) makes code display out of order .bidiguard:reorder." } */
int x3 = /* שלום */ 10 - 3 /* עולם */; /* { dg-warning "Hebrew letters make operands display out of order .bidiguard:rtl-reorder." } */
/* { dg-message "note: no automatic fix: move the right-to-left text into a named constant or onto a line of its own" "" { target *-*-* } .-1 } */
int x4 = /* سلام */ 10 - 3 /* أحمد */; /* { dg-warning "Arabic letters make operands display out of order .bidiguard:rtl-reorder." } */
int x5 = /* فارسی */ 10 - 3 /* א */; /* { dg-warning "Arabic and Hebrew letters make operands display out of order" } */
int x6 = /* ܫܠܡܐ */ 10 - 3 /* ܫܠܡܐ */; /* { dg-warning "Syriac letters make operands" } */
const char *s1 = "‮nimda‬"; /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) makes this string literal display misleadingly .bidiguard:spoof." } */
/* { dg-message "note: the line displays as: const char \\*s1 = \"admin\";" "" { target *-*-* } .-1 } */
/* { dg-message "note: if the program needs U\\+202E, write it as \\\\u202E .the fix-it does this." "" { target *-*-* } .-2 } */
/* user ‮nimda‬ */ /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) makes this comment display misleadingly .bidiguard:spoof." } */
int is_⁦admin⁩; /* { dg-warning "invisible U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) inside an identifier makes it look like another name .bidiguard:spoof." } */
/* { dg-message "note: the line displays as: int is_admin;" "" { target *-*-* } .-1 } */
/* { dg-message "note: but is compiled as: int is_<U\\+2066>admin<U\\+2069>;" "" { target *-*-* } .-2 } */
/* { dg-message "note: a name should not hold U\\+2066: rename it, or write it as \\\\u2066 so that it shows" "" { target *-*-* } .-3 } */
const char *s2 = "⁦name"; /* { dg-warning "unpaired U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) in string literal .bidiguard:unpaired." } */
/* { dg-message "note: if the program needs U\\+2066, write it as \\\\u2066 .the fix-it does this.; it stays open where the text is printed: close it with \\\\u2069" "" { target *-*-* } .-1 } */
const char *s3 = "\u202E"; /* { dg-warning "escape sequence produces U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\) at run time .bidiguard:ucn." } */
/* Line and paragraph separators never break a note's line.  */
const char *s4 = "‮nimda‬ "; /* { dg-warning "bidiguard:spoof" } */
/* { dg-message "note: the line displays as: const char \\*s4 = \"admin<U\\+2028>\";" "" { target *-*-* } .-1 } */
/* { dg-message "note: but is compiled as: const char \\*s4 = \"<U\\+202E>nimda<U\\+202C><U\\+2028>\";" "" { target *-*-* } .-2 } */
