/* A line marker with flag 3 (system header) inside a .c file does not silence bidiguard.  */
int before;
# 4 "glue-linemarker-flag3.c" 3
const char *marker_admin = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const char *marker_greeting = "שלום"; /* { dg-bogus "bidiguard" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
