/* The fix-it writes an invisible character as its escape, which names the same identifier.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
int same_​name = 1; /* { dg-fixit "escape U+200B" 10 } */
/* { dg-warning "bidiguard:invisible" "" { target *-*-* } .-1 } */
int tag_󠁁name = 2; /* { dg-fixit "escape U+E0041" 9 } */
/* { dg-warning "bidiguard:invisible" "" { target *-*-* } .-1 } */
/* The escaped spelling is the same name: these compile only if it is.  */
int *same = &same_\u200Bname;
int *tag = &tag_\U000E0041name;
