/* A paragraph separator in a directive, with text after it on the
   line: GTK editors start a new line there and show that text as a line
   of its own, code to the reader, while cpp reads it as part of the
   directive (a macro's body, a pragma, a message).  The '//' comment's
   case is line-break.c's.  */
int ok (void);
void work (void);
int x;

void
handler (void)
{
#define DBG 0   if (!ok ()) return;
/* { dg-warning "U.2029 .PARAGRAPH SEPARATOR. in this directive starts a new line in viewers that break lines there .GTK editors.: 'if .!ok ... return;' shows as a line of its own, but the compiler reads it as part of the directive .bidiguard:line-break." "" { target *-*-* } .-1 } */
/* { dg-message "replace the separator with a space, or end the directive" "" { target *-*-* } .-2 } */
#pragma vendor_hint   if (!ok ()) return;
/* { dg-warning "in this directive starts a new line in viewers that break lines there" "" { target *-*-* } .-1 } */
/* { dg-message "replace the separator" "" { target *-*-* } .-2 } */
#define SPLICED \
  0   if (!ok ()) return;
/* { dg-warning "in this directive starts a new line in viewers that break lines there" "" { target *-*-* } .-1 } */
/* { dg-message "replace the separator" "" { target *-*-* } .-2 } */
#define NAME "שם"   x = 1;
/* { dg-warning "in this directive starts a new line in viewers that break lines there" "" { target *-*-* } .-1 } */
/* { dg-message "replace the separator" "" { target *-*-* } .-2 } */
  work ();
}

/* No text after the separator, or the separator inside a literal (its
   quotes stay on both lines), or outside a directive (in a block comment
   of code the rest stays between the delimiters the reader sees): no
   finding.  */
#define EMPTY 1     
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
#define MSG "a b"
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int y = 1; /* a   b */ int z = 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
