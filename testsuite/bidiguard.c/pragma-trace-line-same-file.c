/* A file that renames itself with #line keeps its own pragma in plain view: no trace (pragma-trace-same-file.c), whatever name its lines then carry.  */
/* { dg-require-wbidi "" } */
#line 3 "pragma-trace-line-renamed.c"
#pragma GCC diagnostic ignored "-Wbidi-chars"
const char *s1 = "‮nimda‬";
int x1 = /*‏*/ 10 - 3 /*‏*/;
# 7 "pragma-trace-line-renamed-again.c"
const char *s2 = "‮nimda‬";
