/* Preprocessed input: #include is no directive there (cpp reads the line as tokens), so '<' opens no header name and the comment after it is a comment; a #define in the first column is a directive.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=unpaired" } */
#include <a /* ‮ */ >
/* { dg-warning "unpaired U.202E .RIGHT-TO-LEFT OVERRIDE. in comment" "" { target *-*-* } .-1 } */
/* { dg-error "stray" "" { target *-*-* } .-2 } */
/* { dg-error "expected" "" { target *-*-* } .-3 } */
#define Q "שלום" /* { dg-bogus "bidiguard" } */
int b;
