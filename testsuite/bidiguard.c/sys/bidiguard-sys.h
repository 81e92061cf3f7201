/* A system header (found through -isystem) with Trojan-Source lines.  */
#include <string.h>
static const char *sys_admin = "‮nimda‬";
static int sys_leak (const char *s) { return strcmp (s, "‮nimda‬") == 0; }
