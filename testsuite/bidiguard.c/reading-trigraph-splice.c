/* With trigraphs a // comment ending in ??/ continues on the next line: one comment, its isolate closed.  */
/* { dg-options "-std=c11" } */

int x; // note ??/
int y = 1; /*⁧שלום*/ int z; /*עולם⁩*/ /* { dg-bogus "bidiguard" } */
