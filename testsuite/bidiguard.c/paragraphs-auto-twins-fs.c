/* { dg-options "-fplugin-arg-bidiguard-base=auto -fplugin-arg-bidiguard-checks=confusable" } */
/* U+001C: a name shows right to left where the viewer's paragraph does.  */
int אxyz, בxyz, גxyz;
/* { dg-message "note: .אxyz. is here" "" { target *-*-* } .-1 } */
/* { dg-message "note: .בxyz. is here" "" { target *-*-* } .-2 } */
/* א  */ int xyzא; /* { dg-warning "identifier .xyzא. looks the same as .אxyz. but is another name" } */
int y = 1 /*  ב */ + 0, xyzב; /* { dg-warning "identifier .xyzב. looks the same as .בxyz. but is another name" } */
int z = 1 /* ג */ + 0, xyzג; /* { dg-bogus "looks the same" } */
