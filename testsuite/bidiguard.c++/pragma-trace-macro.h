/* Included by the test of the same name.  */
#define QUIET _Pragma ("GCC diagnostic ignored \"-Wbidi-chars=any\"")
