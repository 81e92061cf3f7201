# SPDX-License-Identifier: GPL-3.0-or-later
"""lookalike: a block comment that shows closed by a look-alike of its
star-slash (doc/design.md 2.5, "A comment's end that is not one").

Must warn, at the look-alike, saying where the comment really ends, with
a note there: each look-alike half of '*' and '/' (UTS #39 confusables,
the fullwidth forms) in place of the ASCII one, an ASCII star and slash
with an invisible character or a combining mark between, across lines,
on one line, in C++, and on lines with Hebrew and Arabic text (where the
quiet walk must fail them).  Must not warn: a half alone (math,
fractions, katakana), a look-alike with only blanks before the real end,
'//' comments, strings and raw strings.  The look-alikes are written as
Python escapes here: the files hold the characters.
"""

D = "bidiguard.c/"
X = "bidiguard.c++/"


def block():
    t = []
    a = t.append
    a('''/* A block comment that shows closed by a look-alike of its star-slash:
   a character that looks like '*' or '/' (UTS #39 confusables of either,
   their fullwidth forms), or an ASCII star and slash with an invisible
   character or combining mark between them.  A reviewer sees the check
   after it as live code; cpp reads it as comment up to the next real
   star-slash, where a note points (doc/design.md, "A comment's end that
   is not one").  Nothing here is right to left: the lines reach the
   check because the look-alike or the unseen character sends them to
   the quiet walk, which fails them.  */
/* { dg-do compile } */

int
check (int is_admin)
{''')
    cases = [
     ("\u2217/", "U+2217 ASTERISK OPERATOR"),
     ("*\u2215", "U+2215 DIVISION SLASH"),
     ("\u2217\u2215", "both halves"),
     ("\u204e/", "U+204E LOW ASTERISK"),
     ("\u2731/", "U+2731 HEAVY ASTERISK"),
     ("\uff0a\uff0f", "the fullwidth forms"),
     ("*\u2044", "U+2044 FRACTION SLASH"),
     ("*\u29f8", "U+29F8 BIG SOLIDUS"),
     ("*\u30ce", "U+30CE KATAKANA LETTER NO"),
     ("*\u200b/", "ZERO WIDTH SPACE between ASCII star and slash"),
     ("*\u2060/", "WORD JOINER between"),
     ("*\ufe0f/", "a variation selector between"),
     ("*\u00ad/", "a soft hyphen between"),
     ("*\u0301/", "a combining mark on the star"),
     ("\u2217\u200b/", "a look-alike and an invisible"),
    ]
    for k, (fake, what) in enumerate(cases):
        line = len('\n'.join(t).split('\n')) + 1
        a('  /* disabled (%s): the admin check %s // { dg-warning "looks like the end of this comment, but the comment goes on to line %d: what shows as code after it is comment .bidiguard:lookalike." }' % (what, fake, line + 2))
        a('  if (!is_admin) return -%d;' % (k + 1))
        a('  /* end */ // { dg-message "the comment ends here" }')
    a('''  return 0;
}''')
    return '\n'.join(t) + '\n'

def one_line():
    return '''/* A look-alike of the star-slash inside a comment that ends later on
   the same line: what shows as code between the two is comment.  The
   same characters where they show no end stay silent: math (a star or a
   slash alone, a slash before a star), typography, a '//' comment, a
   string, and a look-alike with only blanks before the real end.  */
/* { dg-do compile } */

int
f (void)
{
  int b = 0;
  /* a \u2217/ b = 1; */
/* { dg-warning "'./' .U.2217 ASTERISK OPERATOR. looks like the end of this comment, but the comment goes on to column 18 of this line" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* x *\u200b/ b = 2; */
/* { dg-warning "'.<U.200B>/' .U.200B ZERO WIDTH SPACE. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* y \u2217\u2215 b = 3; */
/* { dg-warning "looks like the end of this comment, but the comment goes on to column 18" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  b += 0; /* z \u2217\u2215 b = 4; */
/* { dg-warning "looks like the end of this comment, but the comment goes on to column 26" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  b += 2 * 3; /* ratio a \u2217 b, x\u2215y, x \u2215 y, \u2215\u2217 */ /* { dg-bogus "bidiguard" } */
  b += 1; /* \u00bd = 1\u20442, 3 \u00d7 4 \u2217 5 */ /* { dg-bogus "bidiguard" } */
  b += 1; /* a \u2217/ */ /* { dg-bogus "bidiguard" } */
  b += 1; /* a *\u0301 b, *\u200b x */ /* { dg-bogus "bidiguard" } */
  b += 1; // a \u2217/ b = 5; /* { dg-bogus "bidiguard" } */
  const char *s = "a \u2217/ b"; /* { dg-bogus "bidiguard" } */
  const char *t = "*\u200b/"; /* { dg-bogus "bidiguard" } */
  /* \u30b3\u30e1\u30f3\u30c8\u30ce \u30ce\u30fc\u30c8 */ /* { dg-bogus "bidiguard" } */
  return b + (s != t);
}
'''

def rtl():
    return '''/* Look-alikes of the star-slash on lines that hold right-to-left text:
   the quiet walk, which proves such lines display as they read, fails on
   a look-alike half or an unseen character after a star in a comment, so
   that the lookalike check reads them.  Legitimate Hebrew and Arabic
   comments beside them stay silent.  */
/* { dg-do compile } */

int
g (int x)
{
  /* <he:shalom> \u2217/ x = 1; */
/* { dg-warning "'./' .U.2217 ASTERISK OPERATOR. looks like the end of this comment, but the comment goes on to column 21 of this line" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* <he:shalom> *\u05b0/ x = 2; */
/* { dg-warning "'.<U.05B0>/' .U.05B0 a combining mark. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* <ar:marhaban> \u066d/ x = 3; */
/* { dg-warning "'./' .U.066D ARABIC FIVE POINTED STAR. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  x += 1; /* <he:alef> *<RLM>/ x = 4; */
/* { dg-warning "'.<U.200F>/' .U.200F RIGHT-TO-LEFT MARK. looks like the end" "" { target *-*-* } .-1 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /* <he:hefresh> \u2217/
  x = 5;
  */
/* { dg-warning "looks like the end of this comment, but the comment goes on to line 25" "" { target *-*-* } .-3 } */
/* { dg-message "the comment ends here" "" { target *-*-* } .-2 } */
  /*<he:shalom>*/ x += 6; /* { dg-bogus "bidiguard" } */
  /* <he:koteret>: a \u2217 b \u2215 c */ /* { dg-bogus "bidiguard" } */
  /* <ar:salam> \u066d <ar:ahmad> */ /* { dg-bogus "bidiguard" } */
  /* <he:shalom> *\u05b0 x */ /* { dg-bogus "bidiguard" } */
  return x;
}
'''

def cxx():
    return '''// C++: a '//' comment ends at the line's end whatever it holds: only
// block comments and raw strings are read by the lookalike check.  A raw
// string's look-alike end is a ')' (or a look-alike), its delimiter and a
// look-alike of '"' (U+201D, FULLWIDTH QUOTATION MARK: UTS #39 maps them
// to '"'), with a comment opener after it that hides the real end;
// without one the real end shows as a stray quote (prose in a raw
// string, "(ok)\u201d and more", stays silent).
// { dg-do compile }

int f (const char *);

int
h (int is_admin)
{
  // disabled: \u2217/ not an end; { dg-bogus "bidiguard" }
  const char *r = R"x(a \u2217/ b)x"; // { dg-bogus "bidiguard" }
  /* disabled: the admin check \u2217/
  if (!is_admin) return -1;
  /* end */
// { dg-warning "looks like the end of this comment, but the comment goes on to line 19: what shows as code after it is comment .bidiguard:lookalike." "" { target *-*-* } .-3 }
// { dg-message "the comment ends here" "" { target *-*-* } .-2 }
  const char *s = R"x(harmless)x\u201d; is_admin = 1; //)x";
// { dg-warning "'.x.' .U.201D RIGHT DOUBLE QUOTATION MARK. looks like the end of this raw string, but the raw string goes on to column 52 of this line: what shows as code after it is string text .bidiguard:lookalike." "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  const char *t = R"abc(one line)abc\uff02; is_admin = 2; //)abc";
// { dg-warning "'.abc.' .U.FF02 FULLWIDTH QUOTATION MARK. looks like the end of this raw string" "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  const char *u = R"(<he:shalom> (x)\u201d; is_admin = 3; //)";
// { dg-warning "looks like the end of this raw string, but the raw string goes on to column 49 of this line" "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  int n = f (R"x(a)x\u201d), g (")x");
// { dg-warning "'.x.' .U.201D RIGHT DOUBLE QUOTATION MARK. looks like the end of this raw string, but the raw string goes on to column 29 of this line" "" { target *-*-* } .-1 }
// { dg-message "the raw string ends here" "" { target *-*-* } .-2 }
  const char *v = R"(say \u201chi\u201d (ok)\u201d and more)"; // { dg-bogus "bidiguard" }
  const char *w = R"(plain (x)\u201d)"; // { dg-bogus "bidiguard" }
  const char *x = R"(a\uff09 b \u201cc\u201d // d)"; // { dg-bogus "bidiguard" }
  const char *y = R"(\u05d2\u05f4\u05d3 (\u05d0)\u05f4)"; // { dg-bogus "bidiguard" }
  return r[0] + s[0] + t[0] + u[0] + v[0] + w[0] + x[0] + y[0] + n
	 + is_admin;
}
'''


def raw_lines():
    return '''// A raw string whose look-alike end is on one line and whose real end
// is on the next: the message names the line.  The note there comes from
// the scanner and Clang; GCC has no map for that line yet when it warns
// (cpp has not reached it), so the note is pruned here.
// { dg-do compile }
// { dg-prune-output "the raw string ends here" }

int is_admin;
const char *t = R"abc(first line)abc\uff02;
is_admin = 2; //)abc";
// { dg-warning "'.abc.' .U.FF02 FULLWIDTH QUOTATION MARK. looks like the end of this raw string, but the raw string goes on to line 10: what shows as code after it is string text .bidiguard:lookalike." "" { target *-*-* } .-2 }
'''


def define_tests(test):
    test(D + "lookalike-block.c", block())
    test(D + "lookalike-one-line.c", one_line())
    test(D + "lookalike-rtl.c", rtl())
    test(X + "lookalike.C", cxx())
    test(X + "lookalike-raw-lines.C", raw_lines())
