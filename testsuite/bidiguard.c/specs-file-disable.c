/* Under the specs file, -fplugin-arg-bidiguard-disable opts one compile out.  */
/* { dg-options "-specs=@ROOT@/config/bidiguard.specs -iplugindir=@BUILD@ -fplugin-arg-bidiguard-disable @NOGCCBIDI@" } */
const char *name = "‮nimda‬"; /* { dg-bogus "bidiguard" } */
