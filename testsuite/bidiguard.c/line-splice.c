/* Backslash-newline continues a comment or a literal on the next physical line.  */
// a spliced line comment \
int x = /*‏*/ 10 - 3 /*‏*/; { dg-warning "makes this comment display misleadingly .bidiguard:spoof." }
const char *s = "a spliced \
‮nimda‬"; /* { dg-warning "makes this string literal display misleadingly .bidiguard:spoof." } */
const char *t = "a spliced \
string"; int y = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
int z = 1 + \
  /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
