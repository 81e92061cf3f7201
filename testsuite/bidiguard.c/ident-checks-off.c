/* -checks=-invisible,-confusable turns both off.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=-invisible,-confusable" } */
int is_​admin; /* { dg-bogus "bidiguard" } */
int pаypal, paypal; /* { dg-bogus "bidiguard" } */
