/* Identifiers in macro definitions and #if 0 blocks are checked: text is displayed whether compiled or not.  */
#define is_​admin 1 /* { dg-warning "bidiguard:invisible" } */
#define CHECK(x) ((x) == pаssword) /* { dg-warning "mixes Latin letters with Cyrillic U.0430 .CYRILLIC SMALL LETTER A\[^\n\]*bidiguard:confusable" } */
#if 0
int skipped⁠name; /* { dg-warning "bidiguard:invisible" } */
#endif
int is_admin = 0;
