/* { dg-options "-Wno-comment" } */
/* A closing delimiter the text does not have (doc/design.md section
   2.5): a slash then a star inside a block comment, turned round by a
   right-to-left run, show as the comment's end, and the reader takes the
   lines after it for code that is really commented out.  Right-to-left
   letters, marks (invisible) or a paired isolate do it, with no
   embedding left open and no code unit moved.  */

int
check_letters (int is_admin)
{
  /* check permissions א /* ב
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-2 } */
  return 0;
}

int
check_marks (int is_admin)
{
  /* check permissions ‏/*‏
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
  return 0;
}

int
check_alm (int is_admin)
{
  /* check permissions ؜/*؜
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
  return 0;
}

int
check_isolate (int is_admin)
{
  /* check permissions ⁧/*⁩
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
  return 0;
}

int
check_across_isolate (int is_admin)
{
  /* check א/⁦x*⁩ב
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
  return 0;
}

int
check_invisible_between (int is_admin)
{
  /* check א/​*ב
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-2 } */
  return 0;
}

int
check_inside (int is_admin)
{
  /*
   * check permissions ‏/*‏
  if (!is_admin) return -1;
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-2 } */
  return 0;
}

/* A string's escaped quote shown before its backslash reads as the
   string's end, and what follows as code: reported when the display
   then reads as other well-formed code.  */
int
check_string (int is_admin)
{
  const char *s = "abc ‏\"‏ ; if (!is_admin) return -1; //";
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  const char *u = "א x ‏\"‏ ; if (!is_admin) return -1; //";
  /* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
  const char *v = "x ١\"١ ; if (!is_admin) return -1; //";
  /* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  const char *t = "הוא אמר \"שלום\""; /* { dg-bogus "bidiguard" } */
  return s[0] + t[0] + u[0] + v[0];
}

/* Comments of right-to-left words with slashes and stars that show no
   closing delimiter.  */
int
legit (int a, int b)
{
  /* שלום */ /* עולם */ /* { dg-bogus "bidiguard" } */
  /* א / ב * ג */ /* { dg-bogus "bidiguard" } */
  /* חלוקה: a/b * c */ /* { dg-bogus "bidiguard" } */
  /*
   * הערה: ראה /usr/include/stdio.h  { dg-bogus "bidiguard" }
   * ** שלום ** { dg-bogus "bidiguard" }
   */
  return a / b; /* מנה */ /* { dg-bogus "bidiguard" } */
}
