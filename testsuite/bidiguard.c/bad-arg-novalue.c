/* checks without a value is an error, not a silent default.  */
/* { dg-options "-fplugin-arg-bidiguard-checks" } */
/* { dg-error "checks" "" { target *-*-* } 0 } */
int x;
