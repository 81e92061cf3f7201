/* Single Greek letters beside single Latin ones of another file: no twins (issue 31); in one file they are (ident-mixed-twin.c).  */
#include "ident-letters.h"
double α, ρ; /* { dg-bogus "bidiguard" } */
