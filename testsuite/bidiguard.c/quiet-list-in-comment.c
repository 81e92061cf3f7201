/* A list the display draws inside a right-to-left comment reads as that comment's text: `int <table>[3] = { 1, 2, 3 }; // <Hebrew>` shows `int <Hebrew> // ;{ 3 ,2 ,1 } = [3]<table>`, the declaration cut short and its initializer shown as comment text, broken as a list drawn between a string's quotes is (quiet-list-in-literal.c): silent.  The same list shown apart from any comment, one that right-to-left text inside it turns round, and a comment that swallows code into a well-formed line are still rtl-reorder.  */
int טבלה[3] = { 1, 2, 3 }; // טבלה של 3 מספרים
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int רשימה[] = { 1, 2 }; // הערה
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int מערך[2][2] = { { 1, 2 }, { 3, 4 } }; // מטריצה
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
double ערכים[] = { 1.5, 2.5 }; // ערכים
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int جدول[3] = { 1, 2, 3 }; // جدول الأرقام
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */

/* The nearest lies: the list shown turned round outside any comment (a
   Latin comment, or none), a list that Hebrew comments inside it turn
   round, and code a Hebrew comment swallows.  */
int טבלה2[3] = { 1, 2, 3 };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
int טבלה3[3] = { 1, 2, 3 }; // note
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
int טבלה4[2] = { /* א */ 1, 2 /* ב */ }; // הערה
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
enum { A1 = 1, B1 = A1 /* א */ + 1 };
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
