/* A project header that calls itself a system header: still checked.  */
#pragma GCC system_header
static const char *pragma_admin = "‮nimda‬";
static const char *pragma_greeting = "שלום";
