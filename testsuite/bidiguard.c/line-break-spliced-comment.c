/* The line a splice carries a '//' comment on to is comment too: a
   paragraph separator there shows the text after it as a line of code of
   its own, which cpp reads as comment; a lone CR there ends it, and cpp
   compiles what follows, which Vim shows inside the comment.  */
int ok (void);
int is_admin;

void
f (void)
{
  // the old check, kept for reference: \
  see the log   if (!ok ()) return;
/* { dg-warning "U.2029 .PARAGRAPH SEPARATOR. in this .//. comment starts a new line in viewers that break lines there .GTK editors.: 'if .!ok ... return;' shows as a line of its own, but it is comment, not code .bidiguard:line-break." "" { target *-*-* } .-1 } */
  // spliced \
  on  is_admin = 1;
/* { dg-warning "this .//. comment ends at a lone carriage return: the compiler reads .is_admin = 1;. after it as code" "" { target *-*-* } 15 } */
}

/* The spliced line without a separator or CR: the backslash is in view.  */
// a real splice \
int not_code; /* { dg-bogus "bidiguard" } */
