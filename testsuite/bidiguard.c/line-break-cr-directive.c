/* A directive ended by a lone CR: cpp reads the text after the CR as code
   of its own, Vim, Emacs and less show it as part of the directive (a
   macro's body, a pragma's text).  Line numbers are cpp's: each CR
   ends one.  */
/* { dg-do compile } */
int is_admin, a;
void
handler (void)
{
#define DEBUG_HOOK 0is_admin = 1;
/* { dg-warning "this directive ends at a lone carriage return: the compiler reads .is_admin = 1;. after it as code, but viewers that do not break lines there .Vim, Emacs, less. show it as part of the directive .bidiguard:line-break." "" { target *-*-* } 10 } */
/* { dg-message "end the line with a line feed" "" { target *-*-* } 10 } */
#pragma vendor_hint  is_admin = 2;
/* { dg-warning "this directive ends at a lone carriage return" "" { target *-*-* } 14 } */
/* { dg-message "end the line with a line feed" "" { target *-*-* } 14 } */
#define NOTHING 0   
/* { dg-bogus "bidiguard" "" { target *-*-* } 18 } */
#define OPEN /* a comment a = 1; */ 1
/* { dg-bogus "bidiguard" "" { target *-*-* } 21 } */
}
