/* Included by the test of the same name.  */
#pragma GCC diagnostic warning "-Wbidi-chars=any"
const char *in_header = "‪foo‬";
