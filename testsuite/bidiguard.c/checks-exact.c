/* checks=spoof runs exactly that check: reorder and unpaired findings disappear.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=spoof" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidiguard" } */
const char *name = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
const char *open = "‪name"; /* { dg-bogus "bidiguard" } */
