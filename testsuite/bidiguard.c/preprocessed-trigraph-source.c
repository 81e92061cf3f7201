/* Twin of preprocessed-trigraph.i: in a source file under -std=c11 ??/ is a backslash that splices the next line into the comment.  */
/* { dg-options "-std=c11" } */
int a; // ends here ??/
int x = /* א */ 10 - 3 /* ב */; /* { dg-bogus "bidiguard" } */
int x;
