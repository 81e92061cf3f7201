# 1 "pp-original.c"
/* Preprocessed input (.i): findings at the original file's lines from the line markers.  */
extern int strcmp (const char *, const char *);
# 10 "pp-original.c"
int is_admin (const char *s) { return strcmp (s, "‮nimda‬") == 0; }
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } pp-original.c:10 } */
# 20 "pp-original.c"
const char *name = "‮nimda‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } pp-original.c:20 } */
/* { dg-warning "pp-original.c. cannot be read: only its preprocessed text in .*preprocessed-input.i. was checked" "" { target *-*-* } 0 } */
