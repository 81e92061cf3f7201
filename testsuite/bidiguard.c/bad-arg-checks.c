/* A bad plugin argument (checks=reorder,bogus) is an error naming it and the accepted values.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=reorder,bogus" } */
/* { dg-error "bogus\[^\n\]*rtl-layout" "" { target *-*-* } 0 } */
int x;
