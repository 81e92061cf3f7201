/* Included twice, first through -isystem @TESTDIR@, then by its project path.  */
static const char *NAME = "‮nimda‬";
