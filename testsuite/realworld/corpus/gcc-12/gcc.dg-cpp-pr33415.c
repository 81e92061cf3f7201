 /* Test case for PR 33415.  Note that the first bytes of this file
     are a UTF-8 BOM.  */

/* { dg-do compile } */

int f(void) { return 5; }
