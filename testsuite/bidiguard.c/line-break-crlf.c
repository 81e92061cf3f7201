/* Code shown on a line of its own inside a '//' comment.  */
/* { dg-do compile } */
int admin, x;
int
check (int uid)
{
  // only root may pass if (uid != 0) return 0;
/* { dg-warning "U.2028 .LINE SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .if .uid != 0. return 0;. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */
  x = 1; // set x x = 2;
/* { dg-warning "U.2029 .PARAGRAPH SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .x = 2;. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */
  // two admin = 1; return 1;
/* { dg-warning "U.2028 .LINE SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .admin = 1;. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */
  // שלום: root only if (uid != 0) return 0;
/* { dg-warning "U.2028 .LINE SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .if .uid != 0. return 0;. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */
  return 1;
}
#define LEVEL 1 // the level #define ADMIN 1
/* { dg-warning "U.2028 .LINE SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .#define ADMIN 1. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */

/* Silent: nothing after the separator, or delimiters in view.  */
// a sentence that ends 
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
// a sentence that ends    
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
/* a block comment if (uid != 0) return 0; */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *s = "one two";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
const char *t = u8"one two";
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
/* Characters that Pango draws inside the line.  */
// NELif (admin) return 0;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
// FSif (admin) return 0;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
// RSif (admin) return 0;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
// VTif (admin) return 0;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
// FFif (admin) return 0;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
