/* A line that ends in a backslash with a character after it that a
   reader sees as a blank or not at all, but that cpp takes for no white
   space (Unicode's other spaces, fillers, joiners, variation selectors),
   shows a line splice cpp does not make, as a mark there does
   (line-break-false-splice.c): `// disabled: \<NBSP>` reads as `\ `,
   which GCC splices, and the next line is compiled.  */

int
f (int a)
{
  // disabled (NO-BREAK SPACE): \ 
  a = 1;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (EM SPACE): \ 
  a = 2;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (IDEOGRAPHIC SPACE): \　
  a = 3;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (NARROW NO-BREAK SPACE): \ 
  a = 4;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (MEDIUM MATHEMATICAL SPACE): \ 
  a = 5;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (HANGUL FILLER): \ㅤ
  a = 6;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (HANGUL CHOSEONG FILLER): \ᅟ
  a = 7;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (HALFWIDTH HANGUL FILLER): \ﾠ
  a = 8;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (COMBINING GRAPHEME JOINER): \͏
  a = 9;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (VARIATION SELECTOR-16): \️
  a = 10;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (BRAILLE PATTERN BLANK): \⠀
  a = 11;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (MONGOLIAN VOWEL SEPARATOR): \᠎
  a = 12;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (KHMER VOWEL INHERENT AQ): \឴
  a = 13;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // disabled (MUSICAL SYMBOL BEGIN BEAM): \𝅳
  a = 14;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // א ב \  
  a += 1;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  // שלום \　
  a += 2;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
  return a;
}

/* Where no splice shows or a visible character ends the line: no
   finding.  */
const char *s1 = "a \ "; /* { dg-bogus "bidiguard" } */
/* { dg-warning "unknown escape sequence" "" { target *-*-* } .-1 } */
/* a \  */ int x1; /* { dg-bogus "bidiguard" } */
int x2; // a \ x /* { dg-bogus "bidiguard" } */
int x3; // café \ in the middle, a blank at the end  /* { dg-bogus "bidiguard" } */
// א \ then a space and a letter　ב /* { dg-bogus "bidiguard" } */

/* A directive: the next line reads as the macro's body, and cpp, which
   keeps the NBSP as a token of the body, compiles it as code.  */
int is_admin;
void
g (void)
{
#define UNUSED_HOOK \ 
  is_admin = 1;
/* { dg-warning "code of its own .bidiguard:line-break." "" { target *-*-* } .-2 } */
/* { dg-message "is compiled as code: delete the backslash" "" { target *-*-* } .-3 } */
}
