/* A bad plugin argument (base=sideways) is an error naming it and the accepted values.  */
/* { dg-options "-fplugin-arg-bidiguard-base=sideways" } */
/* { dg-error "sideways\[^\n\]*rtl" "" { target *-*-* } 0 } */
int x;
