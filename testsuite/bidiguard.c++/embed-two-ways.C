/* Past #embed's first token a '<' that holds a slash-star reads two ways: a header name where the group is skipped, a comment where it is compiled (here).  bidiguard reads the first and leaves the file to GCC's own check too, which reads it as cpp does.  */
/* { dg-require-gcc-major 15 } */
const char data[] = { 1
#embed "embed-two-ways.C" limit(1) prefix(< 2 /* x> */ ,) suffix(,)
};
int f (void) { return 0; } /* ‮ */ /* { dg-warning "bidiguard:reorder" } */
/* { dg-warning "unpaired UTF-8 bidirectional control character detected" "" { target *-*-* } .-1 } */
const char *hello = "שלום"; /* { dg-bogus "bidiguard" } */
