# SPDX-License-Identifier: GPL-3.0-or-later
"""Every viewer's paragraphs (issue 29, item 2; doc/bidi-paragraphs.md).

ICU's ubidi (Chromium, VS Code, web code review) ends a paragraph at
every class-B character; GTK/Pango ends one only at LF, CR and U+2029 and
hands FriBidi the rest of the line as one paragraph, where NEL and
U+001C-U+001E are neutrals of that paragraph (FriBidi ends embeddings at
each, X8, and runs W1-I2 over the line).  A line holding one is displayed both ways and judged in
each.  For each class-B character, in a comment, a string and code
(#if 0): a swap that only GTK shows (rtl-reorder, naming GTK); U+2029
splits the line in every viewer, so the swap is silent there.  An
override after the separator reorders in both models (FriBidi's X1-X8
go on past it, measured with FriBidi 1.0.8).
"""

D = "bidiguard.c/"
X = "bidiguard.c++/"

SEPS = [("nel", "\u0085"), ("fs", "\x1c"), ("gs", "\x1d"), ("rs", "\x1e"),
        ("ps", "\u2029")]

GTK_ONLY = [
    "  x = /* <he:alef>@ */ 10 - 3 /* <he:bet> */;",
    '  set ("<he:alef>@", 10 - 3 /* <he:bet> */);',
    "#if 0\n  x = '<he:alef>' @ 10 - 3 '<he:bet>';\n#endif",
]
AFTER = [
    "  x = 1; /* @ */ x = /* <RLO> */ 10 - 3 /* <PDF> */;",
]


def directive(text, expect):
    back = ".-2" if text.startswith("#if 0") else ".-1"
    return text + "\n" + expect.replace(".-1", back)


def define_tests(test):
    for name, sep in SEPS:
        splits_everywhere = name == "ps"
        gtk = ('/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'
               if splits_everywhere else
               '/* { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 } */')
        split = '/* { dg-warning "U.202E .RIGHT-TO-LEFT OVERRIDE. makes code display out of order .bidiguard:reorder." "" { target *-*-* } .-1 } */'
        lines = [directive(t.replace("@", sep), gtk) for t in GTK_ONLY]
        lines += [directive(t.replace("@", sep), split) for t in AFTER]
        src = r"""
/* U+%04X inside a line: %s.  */
void set (const char *, int);
int x;
void
f (void)
{
""" % (ord(sep), "a paragraph end in every viewer" if splits_everywhere
       else "a paragraph end to ICU (Chromium), a neutral inside GTK's paragraph") \
            + "\n".join(lines) + "\n}\n"
        test(D + "paragraphs-%s.c" % name, src)
    test(X + "paragraphs-nel.C", r"""
// NEL in C++: GTK shows the swap, Chromium does not.
int x;
void
f ()
{
  x = /* <he:alef>""" + "\u0085" + r""" */ 10 - 3 /* <he:bet> */;
// { dg-warning "as GTK .FriBidi \[0-9.\]*. shows it; Chromium .ICU \[0-9.\]*. shows it differently. .bidiguard:rtl-reorder." "" { target *-*-* } .-1 }
}
""")
