# SPDX-License-Identifier: GPL-3.0-or-later
"""C++ test templates for gen-tests.py (notation in its docstring).

The C++ lexer differences: raw strings with delimiters (R"d(...)d", with
every prefix, over several lines, holding quotes and comment openers),
u8 character literals, and the Trojan-Source patterns in C++ code.
"""

D = "bidiguard.c++/"


def define_cxx_tests(test):
    test(D + "trojan.C", r"""
// Trojan Source in C++: commenting-out, early return, stretched string, balanced override leak.
#include <cstring>
#include <string>

bool
is_admin (const std::string &access_level)
{
  bool admin = false;
  /*<RLO> } <LRI>if (admin)<PDI> <LRI> begin admins only */
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
    return true;
  /* end admins only <RLO> { <LRI>*/
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
  if (access_level != "user<RLO> <LRI>// Check if admin<PDI> <LRI>") {
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
    return true;
  }
  /* Say hello; newline<RLI> /*/ return false ;
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
  return std::strcmp (access_level.c_str (), "<RLO>nimda<PDF>") == 0;
  // { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
}
""")
    test(D + "raw-strings.C", r"""
// Raw strings: delimiters, every prefix, several lines, quotes and comment openers inside.
const char *r1 = R"x(" <RLO>nimda<PDF> ")x"; // { dg-warning "makes this raw string literal display misleadingly .bidiguard:spoof." }
const char *r2 = R"(<RLO>nimda)"; int r2n; // { dg-warning "bidiguard:reorder" }
const char *r3 = R"delim(first line
<RLO>nimda<PDF> "quoted" // not a comment
)" still inside )delim"; // { dg-bogus "bidiguard" }
// { dg-warning "makes this raw string literal display misleadingly .bidiguard:spoof." "" { target *-*-* } .-2 }
const char *r4 = u8R"x(<RLO>nimda<PDF>)x"; // { dg-warning "bidiguard:spoof" }
const wchar_t *r5 = LR"x(<RLO>nimda<PDF>)x"; // { dg-warning "bidiguard:spoof" }
const char16_t *r6 = uR"x(<RLO>nimda<PDF>)x"; // { dg-warning "bidiguard:spoof" }
const char32_t *r7 = UR"x(<RLO>nimda<PDF>)x"; // { dg-warning "bidiguard:spoof" }
const char *r8 = R"x(/* <he:shalom> )x"; int r8n = /*<RLM>*/ 10 - 3 /*<RLM>*/; // { dg-warning "bidiguard:reorder" }
const char *r9 = R"x(a multi-line raw string
over two<RLO> lines)x"; int r9n; // { dg-warning "bidiguard:reorder" }
const char *r10 = R"x(<LRI>open at the end of a line
)x";
// { dg-warning "in raw string literal .bidiguard:unpaired." "" { target *-*-* } .-2 }
const char *r11 = R"(\u202E)"; // { dg-bogus "bidiguard" }
""")
    test(D + "contexts.C", r"""
// C++ literals and comments: each prefix, u8 character literals, comments of both kinds.
/* { dg-options "-std=gnu++17" } */
const char *s1 = "<RLO>nimda<PDF>"; // { dg-warning "bidiguard:spoof" }
const wchar_t *s2 = L"<RLO>nimda<PDF>"; // { dg-warning "bidiguard:spoof" }
const char16_t *s3 = u"<RLO>nimda"; int s3n; // { dg-warning "bidiguard:reorder" }
const char32_t *s4 = U"<LRE>name"; // { dg-warning "bidiguard:unpaired" }
const char *s5 = u8"<RLO>nimda<PDF>"; // { dg-warning "bidiguard:spoof" }
const char c1 = u8'a'; const wchar_t c2 = L'<RLO>'; int c2n; // { dg-warning "bidiguard:reorder" }
// user <RLO>nimda<PDF> { dg-warning "makes this comment display misleadingly .bidiguard:spoof." }
int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; // { dg-warning "bidiguard:reorder" }
const char *ok = "<he:shalom> <he:olam>"; // { dg-bogus "bidiguard" }
""")
    test(D + "legit-rtl.C", r"""
// Legitimate right-to-left text in C++: comments, strings, tables, isolated placeholders.
#include <string>
// <he:shalom> <he:olam> { dg-bogus "bidiguard" }
// <ar:salam> <fa:farsi> { dg-bogus "bidiguard" }
const std::string greeting = "<he:shalom> <he:olam>"; // { dg-bogus "bidiguard" }
const std::string months[] = { "<fa:farvardin>", "<fa:ordibehesht>", "<fa:khordad>" }; // { dg-bogus "bidiguard" }
const std::string name = "Hello <RLI><ar:ahmad><PDI>, welcome"; // { dg-bogus "bidiguard" }
const char *format = "<he:shalom> <FSI>%s<PDI>"; // { dg-bogus "bidiguard" }
const char *raw = R"(<he:shalom>)"; // { dg-bogus "bidiguard" }
""")
