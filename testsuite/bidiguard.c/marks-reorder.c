/* Marks alone reorder code: an RLM (or ALM) in each of two comments displays 10 - 3 as 3 - 10.  */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "makes code display out of order .bidiguard:reorder." } */
int y = /*؜*/ 10 - 3 /*؜*/; /* { dg-warning "bidiguard:reorder" } */
int z = /*‎*/ 10 - 3 /*‎*/; /* { dg-bogus "bidiguard" } */
