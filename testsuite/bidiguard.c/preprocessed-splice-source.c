/* Twin of preprocessed-splice.i: in a source file the backslash splices the next line into the comment.  */
int a; // C:\
int x = /* א */ 10 - 3 /* ב */; /* { dg-bogus "bidiguard" } */
int x;
