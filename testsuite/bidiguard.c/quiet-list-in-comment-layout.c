/* quiet-list-in-comment with +rtl-layout: the lists drawn inside a comment are rtl-layout, the nearest lies still rtl-reorder.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=+rtl-layout" } */
int טבלה[3] = { 1, 2, 3 }; // טבלה של 3 מספרים
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
int רשימה[] = { 1, 2 }; // הערה
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
int מערך[2][2] = { { 1, 2 }, { 3, 4 } }; // מטריצה
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
double ערכים[] = { 1.5, 2.5 }; // ערכים
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */
int جدول[3] = { 1, 2, 3 }; // جدول الأرقام
/* { dg-warning "bidiguard:rtl-layout" "" { target *-*-* } .-1 } */

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
