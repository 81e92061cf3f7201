/* The pragma beside the pair, in the file a reader sees: no trace.  */
/* { dg-require-wbidi "" } */
#pragma GCC diagnostic ignored "-Wbidi-chars"
int coco; /* { dg-bogus "bidiguard" } */
int сосо; /* { dg-bogus "bidiguard" } */
