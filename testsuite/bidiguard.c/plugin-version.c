/* -fplugin-arg-bidiguard-version prints the version and compiles on.  */
/* { dg-options "-fplugin-arg-bidiguard-version" } */
/* { dg-message "idiguard 1\\.0\\.0" "" { target *-*-* } 0 } */
int x;
