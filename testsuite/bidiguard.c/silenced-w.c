/* -w silences bidiguard like any warning.  */
/* { dg-options "-w" } */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; } /* { dg-bogus "bidiguard" } */
const char *name = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
