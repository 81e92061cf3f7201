/* Single letters of a header: a and p.  */
extern double a, p;
