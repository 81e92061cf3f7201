/* Included by the test of the same name.  */
#define H(x) #x
