/* -trigraphs after -std=gnu17 turns them on: the plugin takes cpp's own options.  */
/* { dg-options "-std=gnu17 -trigraphs" } */
char c = '??/''; /*⁧שלום*/ int q; /*עולם⁩*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
