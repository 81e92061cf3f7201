/* A system header (in a default include directory of the compiler, here
   under --sysroot) with Trojan-Source lines.  */
static const char *sys_admin = "‮nimda‬";
static int sys_leak (const char *s) { return __builtin_strcmp (s, "‮nimda‬") == 0; }
