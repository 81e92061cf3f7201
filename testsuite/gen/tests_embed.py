# SPDX-License-Identifier: GPL-3.0-or-later
"""#embed as GCC 15's cpp reads it (notation in gen-tests.py's docstring).

GCC 15 reads a header name after #embed, as after #include, also in a
skipped group; GCC 14 knows no #embed, and a slash-star after its '<'
opens a comment.  In a compiled group, past its first token, GCC 15 reads
'<' as a punctuator: bidiguard, which lexes before cpp and cannot know
which groups are skipped, reads such a line as a skipped group does and,
where the two readings differ, leaves the file to GCC's own -Wbidi-chars
as well.  Measured with gcc-15 -E (gcc-compat.h, bg_lang_from_cpp).
"""

C = "bidiguard.c/"
CXX = "bidiguard.c++/"
NEED = "/* { dg-require-gcc-major 15 } */\n"
GCC_OWN = "unpaired UTF-8 bidirectional control character detected"


def define_tests(test):
    for d, ext in ((C, "c"), (CXX, "C")):
        test(d + "embed-skipped." + ext, r"""
/* GCC 15 reads a header name after #embed, also in a skipped group: its slash-star opens no comment, and the lines after it are code.  */
""" + NEED + r"""int strcmp (const char *, const char *);
#if 0
#embed <a/*b>
#endif
int check (const char *s) { return (strcmp (s, "<ar:tul>") == 0) ? 0 : 1; } /* { dg-warning "bidiguard:rtl-reorder" } */
const char *hello = "<he:shalom>"; /* { dg-bogus "bidiguard" } */
""")
        test(d + "embed-one-way." + ext, r"""
/* An #embed whose parameters read one way: bidiguard checks the file alone, GCC's own check stays off.  */
""" + NEED + r"""const char data[] = { 1
#embed "embed-one-way.%s" limit(1) prefix(< 2 ,) suffix(,)
};
int f (void) { return 0; } /* <RLO> */ /* { dg-warning "bidiguard:reorder" } */
/* { dg-bogus "%s" "" { target *-*-* } .-1 } */
const char *hello = "<he:shalom>"; /* { dg-bogus "bidiguard" } */
""" % (ext, GCC_OWN))
        test(d + "embed-two-ways." + ext, r"""
/* Past #embed's first token a '<' that holds a slash-star reads two ways: a header name where the group is skipped, a comment where it is compiled (here).  bidiguard reads the first and leaves the file to GCC's own check too, which reads it as cpp does.  */
""" + NEED + r"""const char data[] = { 1
#embed "embed-two-ways.%s" limit(1) prefix(< 2 /* x> */ ,) suffix(,)
};
int f (void) { return 0; } /* <RLO> */ /* { dg-warning "bidiguard:reorder" } */
/* { dg-warning "%s" "" { target *-*-* } .-1 } */
const char *hello = "<he:shalom>"; /* { dg-bogus "bidiguard" } */
""" % (ext, GCC_OWN))
