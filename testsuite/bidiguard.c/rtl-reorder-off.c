/* -rtl-reorder removes the check from the default set; controls still count as reorder.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=-rtl-reorder" } */
int x = /*א*/ 10 - 3 /*ב*/; /* { dg-bogus "bidiguard" } */
int y = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
