# SPDX-License-Identifier: GPL-3.0-or-later
"""The deception test judges each construct, not the whole line (issue 29,
item 1; doc/design.md section 2.5, "the verdict is per construct").

Every payload - two call arguments, initializer elements, a compound
literal, digit strings, character literals, macro arguments, a #define
body, nested calls, an std::cerr chain - is a swap of two operands that
Hebrew letters in comments cause.  Each is reported alone, and with one
or several visibly broken constructs (a log call whose Hebrew string
shows "1- ,"...) beside it on the same line: a broken construct never
silences another.  The must-not-flag twins are the broken constructs
alone and legitimate lines of the same shapes: multi-row tables, gettext
rows, #error text, trailing numbers.
"""

D = "bidiguard.c/"
X = "bidiguard.c++/"

FLAG = '\n/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'
SILENT = '\n/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */'
LAYOUT = '\n/* { dg-warning "letters make code display out of order .bidiguard:rtl-layout." "" { target *-*-* } .-1 } */'

BROKEN = 'log_he ("<he:shalom>", -1);'

# Payload classes: each swaps 64 and 0 (or "10" and "200") on screen.
PAYLOADS = [
    "memset (k, /* <he:alef> */ 64, 0 /* <he:bet> */);",
    "{ int v[] = { /* <he:alef> */ 64, 0 /* <he:bet> */ }; use (v); }",
    "p = (struct pt) { /* <he:alef> */ 64, 0 /* <he:bet> */ };",
    'set2 (/* <he:alef> */ "10", "200" /* <he:bet> */);',
    "set2 (/* <he:alef> */ '0', '1' /* <he:bet> */);",
    "WIPE (k, /* <he:alef> */ 64, 0 /* <he:bet> */);",
    "use2 (f2 (/* <he:alef> */ 64, 0 /* <he:bet> */), 1);",
    'use3 ("<he:shalom>", -1, f2 (/* <he:alef> */ 64, 0 /* <he:bet> */));',
]

# Legitimate lines: tables of several rows, gettext rows, trailing numbers.
LEGIT = [
    '{ static const struct row t[] = { { "<he:shalom>", 1, 2 }, { "<he:olam>", 3, 4 }, { "<he:sheli>", 5, 6 } }; use_rows (t); }',
    'log_he ("<he:shalom>", 5); log_he ("<he:olam>", -1); x = 7;',
    'log_he ("<ar:salam>", 10, 20); log_he ("<ar:ahmad>", 30, 40);',
]

HEAD = r"""
#include <string.h>
void log_he (const char *, ...);
void use (int *);
void set2 (%s);
void use2 (int, int);
void use3 (const char *, int, int);
int f2 (int, int);
struct pt { int x, y; };
struct row { const char *name; int a, b; };
void use_rows (const struct row *);
void use_strings (const char *const (*)[2]);
struct pt p;
int x;
#define N_(s) s
#define WIPE(k, a, b) memset (k, a, b)
"""


def body(layout):
    out = ["void\nf (char *k)\n{"]
    for p in PAYLOADS:
        out.append("  " + p + FLAG)
        out.append("  " + BROKEN + " " + p + FLAG)
        out.append("  " + BROKEN + " " + BROKEN + " " + p + " " + BROKEN + FLAG)
    out.append("  " + BROKEN + layout)
    out.append("  " + BROKEN + " " + BROKEN + layout)
    for line in LEGIT:
        out.append("  " + line + layout)
    # A gettext table of words only: nothing moves, silent under every set.
    out.append('  { static const char *const t[][2] = { { N_("<he:shalom>"), N_("<he:olam>") }, { N_("<he:sheli>"), N_("<he:koteret>") } }; use_strings (t); }' + SILENT)
    out.append("}")
    out.append("#define WIPE2(k) memset (k, /* <he:alef> */ 64, 0 /* <he:bet> */)" + FLAG)
    out.append("#define WIPE3(k) " + BROKEN + " memset (k, /* <he:alef> */ 64, 0 /* <he:bet> */)" + FLAG)
    out.append("#define LOG3() " + BROKEN + " " + BROKEN + layout)
    # #error's text is a message, not code: silent under every check set.
    out.append('#if 0\n#error "<he:shalom>", -1, 2\n#endif' + SILENT.replace(".-1", ".-2"))
    return "\n".join(out) + "\n"


def define_tests(test):
    for d, ext, params in ((D, ".c", "int, ..."), (X, ".C", "...")):
        if d == D:
            params = "const void *, const void *"
        head = HEAD % params
        if d == D:
            head = head.replace("void set2 (const void *, const void *);",
                                "#define set2(a, b) set2_any (0, a, b)\nvoid set2_any (int, ...);")
        test(d + "deception-constructs" + ext, r"""
/* The deception test per construct: a swap is rtl-reorder with any number of visibly broken constructs beside it on the line; the broken ones alone and legitimate tables stay silent.  */
/* { dg-options "-Wno-multichar" } */
""" + head + body(SILENT))
        test(d + "deception-constructs-layout" + ext, r"""
/* deception-constructs with +rtl-layout: the broken constructs alone and the tables are rtl-layout, the swaps still rtl-reorder.  */
/* { dg-options "-Wno-multichar -fplugin-arg-bidiguard-checks=+rtl-layout" } */
""" + head + body(LAYOUT))
