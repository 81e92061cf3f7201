/* Included by include-header.c: findings in a header.  */
#include <string.h>
static const char *header_admin = "‮nimda‬";
static int header_check (const char *s) { return strcmp (s, "‮nimda‬") == 0; }
static const char *header_greeting = "שלום";
