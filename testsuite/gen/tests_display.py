# SPDX-License-Identifier: GPL-3.0-or-later
"""Display fidelity (issue 10): operand order, mirrored glyphs, the
display engines and today's Unicode, base=auto.  C and C++ versions."""

D = "bidiguard.c/"
DXX = "bidiguard.c++/"

RTL_REORDER = '/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */'
SPOOF = '/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */'
REORDER = '/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */'


def operands(path, lang):
    head = "#include <string.h>\n" if lang == "c" else "#include <cstring>\n"
    return path, r"""
/* { dg-options "-Wno-multichar" } */
/* Operand order (doc/design.md section 2.5): letters alone reorder two operands, or not.  */
""" + head + r"""
void draw_text (const char *, int, int);
void resize (const char *, int, int);
struct item { const char *name; int id; };
void add_item (void *, const char *, int);
void show (const char *, int);

int
f (const char *name, void *menu)
{
  int w = /* <he:hefresh> */ 10 - 3;
""" + RTL_REORDER + r"""
  int t = (strcmp (name, "<ar:tul>") == 0) ? 0 : 1;
""" + RTL_REORDER + r"""
  draw_text ("<he:koteret>", 10, 20); /* { dg-bogus "bidiguard" } visibly broken: rtl-layout */
  resize ("<ar:unwan>", 800, 600); /* { dg-bogus "bidiguard" } visibly broken: rtl-layout */
  draw_text ("<he:koteret>", 10 - 20, 0);
""" + RTL_REORDER + r"""
  int d = '<he:tav>' - '<he:alef>' + 1;
""" + RTL_REORDER + r"""
  int v = 10 - 3; /* <he:alef> */ /* { dg-bogus "bidiguard" } */
  struct item a[] = { {"<ar:kaf>", 501}, {"<ar:waw>", 502} }; /* { dg-bogus "bidiguard" } */
  struct item b[] = {{"<he:shalom>", 1}, {"<he:olam>", 2}}; /* { dg-bogus "bidiguard" } */
  add_item (menu, "<he:petach>", 1); // <he:petach> /* { dg-bogus "bidiguard" } */
  show ("<he:shalom>", 100); show ("<he:olam>", 3); /* { dg-bogus "bidiguard" } */
  return w + t + d + v + a[0].id + b[0].id;
}

int
g (void)
{
  /* Persian digits are identifier characters to GCC.  */
  int <fa:yek> = 1, <fa:do> = 2;
  return /* <fa:farvardin> */ <fa:yek> - <fa:do>;
""" + RTL_REORDER + r"""
}
"""


def mirrored(path):
    return path, r"""
/* Mirrored glyphs: a < at an odd level shows >, in code and in one literal.  */
int
f (int len, int max, int a, int b, int x)
{
  if (len /* <he:alef> */ < /* <he:bet> */ max)
""" + RTL_REORDER + r"""
    return 1;
  int c = a /*<ar:sifr>*/ < /*<ar:sifr>*/ b;
""" + RTL_REORDER + r"""
  int s = x /* <he:alef> */ << /* <he:bet> */ 2;
""" + RTL_REORDER + r"""
  int r = x /* <RLM> */ << /* <RLM> */ 2;
""" + REORDER + r"""
  const char *p = "<RLI><<PDI>";
""" + SPOOF + r"""
  const char *q = "<RLE>(<PDF>";
""" + SPOOF + r"""
  const char *o = "<RLO>-><PDF>";
""" + SPOOF + r"""
  const char *h = "<RLE><he:shalom> (<he:olam>)<PDF>"; /* { dg-bogus "bidiguard" } */
  return c + s + r + p[0] + q[0] + o[0] + h[0];
}
"""


def engines(path):
    return path, r"""
/* ICU (Chromium) and FriBidi 1.0.8 (GTK) differ; either's deceptive display counts (newer FriBidi agrees with ICU on some: test-checks pins the attribution per FriBidi).  */
int width (const char *, const char *);
int
f (int n)
{
  int x = /*<ar:siyaq>*/ 10 - 3 /*<ar:siyaq>*/;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  return width ("<RLE>px<PDF>", ("<he:shalom>")) - 10 + x + n;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}
const char *acct = "<LRI>ACME Ltd<PDI>, account <RLI>4455 0021<PDI>";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
const char *d = "<RLI>10 - 3<PDI> <he:shalom>";
""" + SPOOF + r"""
int last;
"""


def base_auto(path):
    return path, r"""
/* { dg-options "-fplugin-arg-bidiguard-base=auto" } */
/* base=auto: a row that starts with Arabic is an RTL paragraph; one that starts with code is not.  */
struct row { const char *name; int id; };
struct row rows[] = {
{"<ar:salam>", 501}, /* { dg-bogus "bidiguard" } */
{"<ar:ahmad>", 502}, // <ar:salam> /* { dg-bogus "bidiguard" } */
};
const char *pair[] = { "<ar:salam>", "<ar:ahmad>" };
int
f (int n)
{
  int w = /* <he:hefresh> */ 10 - 3;
""" + RTL_REORDER + r"""
  return w + n;
}
"""


def define_tests(test):
    for p, lang in ((D + "display-operands.c", "c"),
                    (DXX + "display-operands.C", "c++")):
        test(*operands(p, lang))
    test(*mirrored(D + "display-mirrored.c"))
    test(*mirrored(DXX + "display-mirrored.C"))
    test(*engines(D + "display-engines.c"))
    test(*engines(DXX + "display-engines.C"))
    test(*base_auto(D + "display-base-auto.c"))
