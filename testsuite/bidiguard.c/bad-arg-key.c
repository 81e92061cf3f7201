/* A bad plugin argument (colour=on) is an error naming it and the accepted values.  */
/* { dg-options "-fplugin-arg-bidiguard-colour=on" } */
/* { dg-error "colour\[^\n\]*checks" "" { target *-*-* } 0 } */
int x;
