/* A line that ends in a character that looks like a backslash (UTS #39
   confusables of U+005C) reads as a line splice that carries a '//'
   comment or a directive on to the next line; cpp splices only at a
   backslash, and compiles the next line as code of its own.  (In a
   directive's code the character is a stray name, which the confusable
   check reports.)  */
int is_admin;

void
f (void)
{
  // disabled (REVERSE SOLIDUS OPERATOR): ⧵
  is_admin = 1;
/* { dg-warning "the line ends in U.29F5, which looks like a backslash: it reads as a line splice that carries the line on to the next, but the compiler reads the next line as code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "write U.29F5 as a plain backslash" "" { target *-*-* } .-3 } */
  // disabled (SMALL REVERSE SOLIDUS): ﹨
  is_admin = 2;
/* { dg-warning "the line ends in U.FE68, which looks like a backslash: it reads as a line splice that carries the line on to the next, but the compiler reads the next line as code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "write U.FE68 as a plain backslash" "" { target *-*-* } .-3 } */
  // disabled (FULLWIDTH REVERSE SOLIDUS): ＼
  is_admin = 3;
/* { dg-warning "the line ends in U.FF3C, which looks like a backslash: it reads as a line splice that carries the line on to the next, but the compiler reads the next line as code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "write U.FF3C as a plain backslash" "" { target *-*-* } .-3 } */
  // disabled (SET MINUS): ∖
  is_admin = 4;
/* { dg-warning "the line ends in U.2216, which looks like a backslash: it reads as a line splice that carries the line on to the next, but the compiler reads the next line as code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "write U.2216 as a plain backslash" "" { target *-*-* } .-3 } */
  // disabled (MATHEMATICAL FALLING DIAGONAL): ⟍
  is_admin = 5;
/* { dg-warning "the line ends in U.27CD, which looks like a backslash: it reads as a line splice that carries the line on to the next, but the compiler reads the next line as code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "write U.27CD as a plain backslash" "" { target *-*-* } .-3 } */
  // disabled (BIG REVERSE SOLIDUS): ⧹
  is_admin = 6;
/* { dg-warning "the line ends in U.29F9, which looks like a backslash: it reads as a line splice that carries the line on to the next, but the compiler reads the next line as code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "write U.29F9 as a plain backslash" "" { target *-*-* } .-3 } */
  // blanks after it: ＼   
  is_admin = 7;
/* { dg-warning "looks like a backslash" "" { target *-*-* } .-2 } */
/* { dg-message "as a plain backslash" "" { target *-*-* } .-3 } */
}

/* Not at the end, in a literal or a block comment, or a CJK stroke: no
   finding.  */
// a ∖ b in the middle /* { dg-bogus "bidiguard" } */
const char *s1 = "path＼"; /* { dg-bogus "bidiguard" } */
/* a block comment ⧵ */ int x1; /* { dg-bogus "bidiguard" } */
/* set minus ∖
   inside a block comment */ /* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
// 注释丶
int x2; /* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
