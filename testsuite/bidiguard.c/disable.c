/* -fplugin-arg-bidiguard-disable turns the plugin off for one compile.  */
/* { dg-options "-fplugin-arg-bidiguard-disable @NOGCCBIDI@" } */
#include <string.h>
int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; } /* { dg-bogus "bidiguard" } */
const char *name = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
