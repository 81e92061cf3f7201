/* GCC 15 reads a header name after #embed, also in a skipped group: its slash-star opens no comment, and the lines after it are code.  */
/* { dg-require-gcc-major 15 } */
int strcmp (const char *, const char *);
#if 0
#embed <a/*b>
#endif
int check (const char *s) { return (strcmp (s, "طول") == 0) ? 0 : 1; } /* { dg-warning "bidiguard:rtl-reorder" } */
const char *hello = "שלום"; /* { dg-bogus "bidiguard" } */
