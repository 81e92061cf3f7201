/* Twin of reading-trigraph-splice.c: without trigraphs the next line is code, its isolate split over two comments.  */
/* { dg-options "-std=gnu17 -Wno-trigraphs" } */

int x; // note ??/
int y = 1; /*⁧שלום*/ int z; /*עולם⁩*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
