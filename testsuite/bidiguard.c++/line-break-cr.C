/* A '//' comment ended by a lone CR: code to cpp, comment to Vim.  */
/* { dg-do compile } */
bool admin_flag; int admin, a, b;
int
check (int uid)
{
  // only root passesif (uid != 0) return 0;
/* { dg-warning "this .//. comment ends at a lone carriage return: the compiler reads .if .uid != 0. return 0;. after it as code, but viewers that do not break lines there .Vim, Emacs, less. show it inside the comment .bidiguard:line-break." "" { target *-*-* } 7 } */
  a = 1;b = 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } 10 } */
  /* a block commentstill the comment */
/* { dg-bogus "bidiguard" "" { target *-*-* } 13 } */
  // nothing after it   
/* { dg-bogus "bidiguard" "" { target *-*-* } 16 } */
  return 1;
}
#define LEVEL 1 // the levelint level_two = 2;
/* { dg-warning "this .//. comment ends at a lone carriage return: the compiler reads .int level_two = 2;. after it as code, but viewers that do not break lines there .Vim, Emacs, less. show it inside the comment .bidiguard:line-break." "" { target *-*-* } 21 } */

