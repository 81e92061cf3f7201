/* Included by the test of the same name.  */
const char *hs1 = "‮nimda‬";
int hx1 = /*‏*/ 10 - 3 /*‏*/;
