/* { dg-options "-fplugin-arg-bidiguard-base=auto" } */
/* base=auto: a row that starts with Arabic is an RTL paragraph.  */
struct row { const char *name; int id; };
struct row rows[] = {
{"سلام", 501}, /* { dg-bogus "bidiguard" } */
{"أحمد", 502}, /* { dg-bogus "bidiguard" } */
};
