/* -Wbidi-chars=none turns bidiguard's findings off, as it turns GCC's own check off.  */
/* { dg-options "-Wbidi-chars=none" } */
/* { dg-require-wbidi "" } */
int x = /*‏*/ 10 - 3 /*‏*/; /* { dg-bogus "bidi" } */
  /*‮ } ⁦if (admin)⁩ ⁦ begin admins only */ /* { dg-bogus "bidi" } */
