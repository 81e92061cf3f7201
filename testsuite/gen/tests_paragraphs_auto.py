# SPDX-License-Identifier: GPL-3.0-or-later
"""GTK's paragraphs under base=auto (doc/bidi-paragraphs.md).

A NEL or U+001C-U+001E ends a paragraph to ICU (Chromium) but not to
GTK, whose paragraph keeps the direction of its first strong letter past
it.  The reference display the checks compare with takes GTK's
paragraphs too: a comment with a Hebrew word after a NEL on a line that
starts with code is in a left-to-right paragraph, whose code shows in
order (it was taken for a right-to-left paragraph, and rtl-layout said
the code moved).  The swap GTK shows after a Hebrew string that holds a
NEL is still found, as under base=ltr.

A name's visual form, which the twin check compares, takes the
paragraph's direction as each viewer splits the line: a name after a
NEL in a line that starts with a Hebrew comment shows right to left in
GTK (and twins the name that shows the same there), and one after a
NEL and a Hebrew comment in a line that starts with code shows right to
left in Chromium.

An isolate control open at a NEL or U+001C-U+001E makes GTK end the
paragraph there; the reference display does not (the line without its
controls has no isolate open there), so the code after a Hebrew word
that starts the new paragraph shows reversed, and that is reorder; the
same line with the isolate closed before the separator, or without it,
or with no right-to-left letter after it, is silent.
"""

D = "bidiguard.c/"

SEPS = [("nel", "\u0085"), ("fs", "\x1c"), ("rs", "\x1e")]

QUIET = [
    "  x = 1; /* a @<he:alef> <he:bet> */ y = 1 - 2;",
    "  /* <he:alef> @ <he:bet> */ x = 10 - 3; /* <he:alef> */",
    "  x = y; /* c @ <he:alef> */ y = 10 - 3; /* <he:bet> */",
]
SWAP = [
    '  set ("a@<he:alef>", 10 - 3);',
]


def define_tests(test):
    for name, sep in SEPS:
        bogus = '/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'
        swap = '/* { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */'
        lines = [t.replace("@", sep) + "\n" + bogus for t in QUIET]
        lines += [t.replace("@", sep) + "\n" + swap for t in SWAP]
        src = r"""
/* { dg-options "-fplugin-arg-bidiguard-base=auto -fplugin-arg-bidiguard-checks=+rtl-layout" } */
/* U+%04X in a line of base auto: inside GTK's left-to-right paragraph.  */
void set (const char *, int);
int x, y;
void
f (void)
{
""" % ord(sep) + "\n".join(lines) + "\n}\n"
        test(D + "paragraphs-auto-%s.c" % name, src)

    for name, sep in SEPS:
        alef, bet, gimel = "\u05d0", "\u05d1", "\u05d2"
        src = r"""
/* { dg-options "-fplugin-arg-bidiguard-base=auto -fplugin-arg-bidiguard-checks=confusable" } */
/* U+%04X: a name shows right to left where the viewer's paragraph does.  */
int ALEFxyz, BETxyz, GIMELxyz;
/* { dg-message "note: .ALEFxyz. is here" "" { target *-*-* } .-1 } */
/* { dg-message "note: .BETxyz. is here" "" { target *-*-* } .-2 } */
/* ALEF @ */ int xyzALEF; /* { dg-warning "identifier .xyzALEF. looks the same as .ALEFxyz. but is another name" } */
int y = 1 /* @ BET */ + 0, xyzBET; /* { dg-warning "identifier .xyzBET. looks the same as .BETxyz. but is another name" } */
int z = 1 /* GIMEL */ + 0, xyzGIMEL; /* { dg-bogus "looks the same" } */
""" % ord(sep)
        src = src.replace("@", sep).replace("GIMEL", gimel).replace("ALEF", alef).replace("BET", bet)
        test(D + "paragraphs-auto-twins-%s.c" % name, src)

    for name, sep in SEPS:
        src = r"""
/* { dg-options "-fplugin-arg-bidiguard-base=auto" } */
/* U+%04X with an isolate open: GTK ends the paragraph, the reference does not.  */
int x, y;
void
f (void)
{
  x = 1; /* <LRI>abc@<he:alef><he:bet> */ y = 2 - 1; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) makes code display out of order\[^\n\]*bidiguard:reorder" } */
  x = 1; /* <LRI>abc@<he:alef><he:bet><PDI> */ y = 2 - 1; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) makes code display out of order\[^\n\]*bidiguard:reorder" } */
  x = 1; /* <LRI>abc<PDI>@<he:alef><he:bet> */ y = 2 - 1; /* { dg-bogus "bidiguard" } */
  x = 1; /* abc@<he:alef><he:bet> */ y = 2 - 1; /* { dg-bogus "bidiguard" } */
  x = 1; /* <LRI>abc@def<PDI> */ y = 2 - 1; /* { dg-bogus "bidiguard" } */
}
""" % ord(sep)
        test(D + "paragraphs-auto-isolate-%s.c" % name, src.replace("@", sep))
