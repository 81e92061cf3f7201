/* No fix-it for a control that a backslash before it escapes; one after an escaped backslash is written as its escape.  */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
/* The compiler's own warnings on the unknown escape differ between GCC and Clang.  */
/* { dg-prune-output "unknown escape sequence|illegal character encoding" } */
const char *e1 = "\‮ab‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "if the program needs U.202E, write it as .u202E" "" { target *-*-* } .-2 } */
const char *e2 = "\\‮ab‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-fixit "escape RLO" 21 .-2 } */
/* { dg-fixit "escape PDF" 26 .-3 } */
