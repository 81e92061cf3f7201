/* The specs file loads the plugin by name (found through -iplugindir): what a distribution adds to its flags.  */
/* { dg-options "-specs=@ROOT@/config/bidiguard.specs -iplugindir=@BUILD@" } */
const char *name = "‮nimda‬"; /* { dg-warning "bidiguard:spoof" } */
