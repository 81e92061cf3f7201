/* -E: the plugin checks while preprocessing, also text that -E drops (comments).  */
/* { dg-do preprocess } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-warning "bidiguard:reorder" } */
const char *name = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
/* ‮nimda‬ */ /* { dg-warning "bidiguard:spoof" } */
