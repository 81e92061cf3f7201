/* CRLF line ends: findings on the right lines, nothing from the CR.  */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; } /* { dg-warning "bidiguard:reorder" } */
const char *name = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const char *open = "‪name"; /* { dg-warning "bidiguard:unpaired" } */
/* שלום */ const char *greeting = "עולם"; /* { dg-bogus "bidiguard" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
const char *splice = "abc\
‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
