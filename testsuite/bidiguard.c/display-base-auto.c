/* { dg-options "-fplugin-arg-bidiguard-base=auto" } */
/* base=auto: a row that starts with Arabic is an RTL paragraph; one that starts with code is not.  */
struct row { const char *name; int id; };
struct row rows[] = {
{"سلام", 501}, /* { dg-bogus "bidiguard" } */
{"أحمد", 502}, // سلام /* { dg-bogus "bidiguard" } */
};
const char *pair[] = { "سلام", "أحمد" };
int
f (int n)
{
  int w = /* הפרש */ 10 - 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  return w + n;
}
