# SPDX-License-Identifier: GPL-3.0-or-later
"""line-break: a line or paragraph separator in a '//' comment, and a
'//' comment that a lone CR ends (doc/line-separators.md).

cpp ends a line at LF, CR and CRLF only; Pango (GTK editors) starts a new
line at U+2028 and U+2029 as UAX #14 says.  The text after one in a '//'
comment is drawn on a line of its own, with no '//' before it: code that
reads as compiled and is not.  Must warn: each separator, after code, on
a directive's line, in C++, with CRLF line ends, two on one line (one
finding).  Must not warn: a separator with nothing but blanks after it,
one in a block comment or a literal (its delimiters stay in view), and
the class-B and class-S characters Pango does not break at (NEL, VT, FF,
U+001C-U+001E).

A lone CR is the other way round: cpp ends the line there, Vim, Emacs
and less do not, so code after it shows inside the comment.  Must warn:
after a comment in a function, on a directive's line, in a CRLF file, in
C++.  Must not warn: a lone CR after code, in a block comment, or with
only blanks after it.
"""

D = "bidiguard.c/"
X = "bidiguard.c++/"

LS, PS, NEL = "\u2028", "\u2029", "\u0085"


def warn(cp, name, shown):
    return ('/* { dg-warning "U.%04X .%s. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: .%s. shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */'
            % (cp, name, shown))


LSW = lambda shown: warn(0x2028, "LINE SEPARATOR", shown)
PSW = lambda shown: warn(0x2029, "PARAGRAPH SEPARATOR", shown)
BOGUS = '/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'

C_BODY = r"""
/* Code shown on a line of its own inside a '//' comment.  */
/* { dg-do compile } */
int admin, x;
int
check (int uid)
{
  // only root may pass@LS@if (uid != 0) return 0;
@W1@
  x = 1; // set x@PS@x = 2;
@W2@
  // two@LS@admin = 1;@LS@return 1;
@W3@
  // <he:shalom>: root only@LS@if (uid != 0) return 0;
@W5@
  return 1;
}
#define LEVEL 1 // the level@LS@#define ADMIN 1
@W4@

/* Silent: nothing after the separator, or delimiters in view.  */
// a sentence that ends@LS@
@B@
// a sentence that ends@PS@   @SP@
@B@
/* a block comment@LS@if (uid != 0) return 0; */
@B@
const char *s = "one@LS@two";
@B@
const char *t = u8"one@PS@two";
@B@
/* Characters that Pango draws inside the line.  */
// NEL@NEL@if (admin) return 0;
@B@
// FS@FS@if (admin) return 0;
@B@
// RS@RS@if (admin) return 0;
@B@
// VT@VT@if (admin) return 0;
@B@
// FF@FF@if (admin) return 0;
@B@
"""


def body(text):
    """TEXT with its characters and directives; <he:...> words are
    expanded by gen-tests.py after."""
    subs = {
        "@LS@": LS, "@PS@": PS, "@NEL@": NEL, "@FS@": "\x1c", "@RS@": "\x1e",
        "@VT@": "\x0b", "@FF@": "\x0c", "@SP@": "",
        "@W1@": LSW("if .uid != 0. return 0;"),
        "@W2@": PSW("x = 2;"),
        "@W3@": LSW("admin = 1;"),
        "@W4@": LSW("#define ADMIN 1"),
        "@W5@": LSW("if .uid != 0. return 0;"),
        "@B@": BOGUS,
    }
    for k, v in subs.items():
        text = text.replace(k, v)
    return text


def define_tests(test):
    define_cr_tests(test)
    test(D + "line-break.c", body(C_BODY))
    test(D + "line-break-crlf.c", body(C_BODY), newline="\r\n")
    test(X + "line-break.C", body(r"""
// C++: a member function and a raw string.
/* { dg-do compile } */
struct account
{
  bool admin;
  bool may_delete () const
  {
    // deletion needs admin@LS@if (!admin) return false;
@W1X@
    return true;
  }
};
const char *r = R"x(one@LS@two)x";
@B@
""").replace("@W1X@", LSW("if .!admin. return false;")))


CR_BODY = """
/* A '//' comment ended by a lone CR: code to cpp, comment to Vim.  */
/* { dg-do compile } */
int admin, a, b;
int
check (int uid)
{
  // only root passes@CR@if (uid != 0) return 0;
@W1@
  a = 1;@CR@b = 2;
@B@
  /* a block comment@CR@still the comment */
@B@
  // nothing after it@CR@   @EOL@
@B@
  return 1;
}
#define LEVEL 1 // the level@CR@int level_two = 2;
@W2@
"""


def cr_warn(shown, line):
    return ('/* { dg-warning "this .//. comment ends at a lone carriage return: the compiler reads .%s. after it as code, but viewers that do not break lines there .Vim, Emacs, less. show it inside the comment .bidiguard:line-break." "" { target *-*-* } %d } */'
            % (shown, line))


def cr_file(text, newline):
    """TEXT with lone CRs for @CR@ and its directives filled in, the
    warnings on the line of the comment (a lone CR ends a line to cpp,
    and to Tcl's gets, which counts DejaGnu's line numbers)."""
    out = []
    line = prev = 1
    for raw in text.lstrip("\n").split("\n"):
        if raw == "@W1@":
            out.append(cr_warn("if .uid != 0. return 0;", prev))
        elif raw == "@W2@":
            out.append(cr_warn("int level_two = 2;", prev))
        elif raw == "@B@":
            out.append(BOGUS.replace(".-1", str(prev)))
        else:
            out.append(raw.replace("@CR@", "\r").replace("@EOL@", ""))
        prev = line
        line += 1 + out[-1].count("\r")
    return (newline.join(out) + newline)


def define_cr_tests(test):
    test(D + "line-break-cr.c", cr_file(CR_BODY, "\n"), newline="\n")
    test(D + "line-break-cr-crlf.c", cr_file(CR_BODY, "\n"), newline="\r\n")
    test(X + "line-break-cr.C", cr_file(CR_BODY.replace("int admin", "bool admin_flag; int admin"), "\n"))
