# SPDX-License-Identifier: GPL-3.0-or-later
"""A silenced finding leaves a trace (notation in gen-tests.py's docstring).

#pragma GCC diagnostic ignored "-Wbidi-chars" (any spelling) silences
bidiguard as it silences GCC's own check (GCC 12 and later).  C++ (GCC 12
to 15, measured) obeys only a macro's _Pragma while lexing, where both
GCC's own check and bidiguard report: a #pragma line silences neither.  When it silences a finding caused by a
control or escape in another file than its own, or through a macro's
_Pragma, a reader of the attacked code sees no pragma: one warning at the
end names the pragma and counts the findings per file.  A pragma beside
the code it silences, letters-only findings, -w and -Wno-bidi-chars stay
silent.
"""

C = "bidiguard.c/"
CXX = "bidiguard.c++/"

SPOOF = 'const char *s1 = "<RLO>nimda<PDF>";'
MARKS = "int x1 = /*<RLM>*/ 10 - 3 /*<RLM>*/;"
LETTERS = "int w1 = /* <he:shalom> */ 10 - 3 /* <he:olam> */;"
TRACE = ("this .#pragma GCC diagnostic. silenced %s bidiguard findings? of "
         "Trojan-Source controls where a reader of the code does not see it: %s")


def header(test, path, body):
    test(path, "/* Included by the test of the same name.  */\n" + body)


def define_tests(test):
    define_c_tests(test, C, "c", "")
    define_cxx_tests(test)


def define_cxx_tests(test):
    need = "/* { dg-require-gcc-major 13 } */\n"
    macro_and_options(test, CXX, "C", need)
    header(test, CXX + "pragma-trace-header.h",
           '#pragma GCC diagnostic ignored "-Wbidi-chars"\n')
    test(CXX + "pragma-trace-lexed.C", r"""
/* C++ reads a #pragma line after lexing, when every finding is reported, as GCC's own -Wbidi-chars is: nothing is silenced, and there is nothing to trace.  */
/* { dg-require-wbidi "" } */
#include "pragma-trace-header.h"
/* { dg-bogus "silenced" "" { target *-*-* } pragma-trace-header.h:2 } */
#pragma GCC diagnostic ignored "-Wbidi-chars"
""" + SPOOF + r""" /* { dg-warning "bidiguard:spoof" } */
""" + MARKS + r""" /* { dg-warning "bidiguard:reorder" } */
""")


def macro_and_options(test, d, ext, need):
    header(test, d + "pragma-trace-macro.h",
           '#define QUIET _Pragma ("GCC diagnostic ignored \\"-Wbidi-chars=any\\"")\n')
    test(d + "pragma-trace-macro." + ext, r"""
/* _Pragma from a macro silences findings: the warning names the macro's pragma, wherever the macro is defined.  */
/* { dg-require-wbidi "" } */
""" + need + r"""#include "pragma-trace-macro.h"
/* { dg-warning "%s" "" { target *-*-* } pragma-trace-macro.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
QUIET /* { dg-message "in expansion of macro .QUIET." } */
""" % (TRACE % ("1", "1 in .\\\\S*pragma-trace-macro.%s." % ext)) + SPOOF + r""" /* { dg-bogus "bidiguard:" } */
""")
    for opt in ("-w", "-Wno-bidi-chars"):
        name = "pragma-trace-%s." % opt.lstrip("-").replace("-", "") + ext
        test(d + name, r"""
/* %s on the command line is the user's own choice: the pragma's silence leaves no trace either.  */
/* { dg-options "%s" } */
/* { dg-require-wbidi "" } */
""" % (opt, opt) + need + r"""#include "pragma-trace-macro.h"
/* { dg-bogus "silenced" "" { target *-*-* } pragma-trace-macro.h:2 } */
QUIET
""" + SPOOF + r""" /* { dg-bogus "bidiguard" } */
""" + MARKS + r""" /* { dg-bogus "bidiguard" } */
""")


def define_c_tests(test, d, ext, need):
    macro_and_options(test, d, ext, need)
    header(test, d + "pragma-trace-header.h",
           '#pragma GCC diagnostic ignored "-Wbidi-chars"\n')
    test(d + "pragma-trace-header." + ext, r"""
/* A pragma in a header silences findings of the file that includes it: one warning at the pragma counts them (letters-only findings are not counted).  */
/* { dg-require-wbidi "" } */
""" + need + r"""#include "pragma-trace-header.h"
/* { dg-warning "%s" "" { target *-*-* } pragma-trace-header.h:2 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
""" % (TRACE % ("2", "2 in .\\\\S*pragma-trace-header.%s." % ext)) + SPOOF + r""" /* { dg-bogus "bidiguard:" } */
""" + MARKS + r""" /* { dg-bogus "bidiguard:" } */
""" + LETTERS + r""" /* { dg-bogus "bidiguard:" } */
""")
    test(d + "pragma-trace-same-file." + ext, r"""
/* A pragma beside the code it silences is in plain view: no trace, as with a _Pragma written out (not from a macro).  */
/* { dg-require-wbidi "" } */
""" + need + r"""#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars" /* { dg-bogus "silenced" } */
""" + SPOOF + r""" /* { dg-bogus "bidiguard" } */
#pragma GCC diagnostic pop
_Pragma ("GCC diagnostic ignored \"-Wbidi-chars\"") /* { dg-bogus "silenced" } */
""" + MARKS + r""" /* { dg-bogus "bidiguard" } */
""")
    header(test, d + "pragma-trace-popped.h",
           "#pragma GCC diagnostic push\n"
           '#pragma GCC diagnostic ignored "-Wbidi-chars"\n'
           "#pragma GCC diagnostic pop\n"
           + LETTERS.replace("w1", "w0") + "\n")
    test(d + "pragma-trace-popped." + ext, r"""
/* A header's pragma that is popped silences nothing after it; one that silences only letter-caused findings leaves no trace.  */
/* { dg-require-wbidi "" } */
""" + need + r"""#include "pragma-trace-popped.h"
/* { dg-bogus "silenced" "" { target *-*-* } 0 } */
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } pragma-trace-popped.h:5 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
""" + SPOOF + r""" /* { dg-warning "bidiguard:spoof" } */
#include "pragma-trace-header.h"
/* { dg-bogus "silenced" "" { target *-*-* } pragma-trace-header.h:2 } */
""" + LETTERS + r""" /* { dg-bogus "bidiguard" } */
""")
    header(test, d + "pragma-trace-attacked.h",
           SPOOF.replace("s1", "hs1") + "\n" + MARKS.replace("x1", "hx1") + "\n")
    test(d + "pragma-trace-into-header." + ext, r"""
/* A pragma in the main file that silences findings in a header it includes: the warning names the header.  */
/* { dg-require-wbidi "" } */
""" + need + r"""#pragma GCC diagnostic ignored "-Wbidi-chars" /* { dg-warning "%s" } */
#include "pragma-trace-attacked.h"
/* { dg-bogus "bidiguard:" "" { target *-*-* } pragma-trace-attacked.h:2 } */
""" % (TRACE % ("2", "2 in .\\\\S*pragma-trace-attacked.h.")))
    long_define = '#define LONG%d "' + "_" * 200 + '<RLO>nimda<PDF>"'
    header(test, d + "pragma-trace-late.h",
           long_define % 1 + "\n"
           '#pragma GCC diagnostic ignored "-Wbidi-chars"\n')
    test(d + "pragma-trace-late." + ext, r"""
/* A finding whose column cpp never reached is reported at the end, on a map of its own, and a pragma decides by its line: one after it does not hide it, one before it does (and, from another file, is traced).  */
/* { dg-require-wbidi "" } */
""" + need + r"""#include "pragma-trace-late.h"
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } pragma-trace-late.h:2 } */
/* { dg-warning "%s" "" { target *-*-* } pragma-trace-late.h:3 } */
/* { dg-message "file included from" "" { target *-*-* } 0 } */
""" % (TRACE % ("1", "1 in .\\\\S*pragma-trace-late.%s." % ext)) + long_define % 2 + r""" /* { dg-bogus "bidiguard:" } */
""")
