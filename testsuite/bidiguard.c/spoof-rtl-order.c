/* Spoof in any direction (doc/design.md section 2.6): right-to-left text shown in another order than its own by marks or isolates; legitimate controls stay silent.  */
const char *a = "ת‎ב‎א";
/* { dg-warning "makes this (string literal|comment|raw string literal|character literal) display misleadingly .bidiguard:spoof." "" { target *-*-* } .-1 } */
const char *b = "⁦ב⁩א";
/* { dg-warning "makes this (string literal|comment|raw string literal|character literal) display misleadingly .bidiguard:spoof." "" { target *-*-* } .-1 } */
const char *c = "שלום‎ ‎עולם";
/* { dg-warning "makes this (string literal|comment|raw string literal|character literal) display misleadingly .bidiguard:spoof." "" { target *-*-* } .-1 } */
/* ת‎ב‎א */
/* { dg-warning "makes this (string literal|comment|raw string literal|character literal) display misleadingly .bidiguard:spoof." "" { target *-*-* } .-1 } */
// ⁦ב⁩א
/* { dg-warning "makes this (string literal|comment|raw string literal|character literal) display misleadingly .bidiguard:spoof." "" { target *-*-* } .-1 } */
const char *d = "ת‏ב‏א";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *e = "‫שלום עולם‬";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *g = "שלום ‪hello world‬ עולם";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *h = "שלום ⁨%s⁩ עולם";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *i = "שלום ‎2.4.1‎ עולם";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *j = "שלום!‏";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
/* שלום ⁦printf⁩ עולם */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
