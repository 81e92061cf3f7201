/* Included by the test of the same name.  */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars"
#pragma GCC diagnostic pop
int w0 = /* שלום */ 10 - 3 /* עולם */;
