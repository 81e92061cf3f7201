/* An #embed whose parameters read one way: bidiguard checks the file alone, GCC's own check stays off.  */
/* { dg-require-gcc-major 15 } */
const char data[] = { 1
#embed "embed-one-way.c" limit(1) prefix(< 2 ,) suffix(,)
};
int f (void) { return 0; } /* ‮ */ /* { dg-warning "bidiguard:reorder" } */
/* { dg-bogus "unpaired UTF-8 bidirectional control character detected" "" { target *-*-* } .-1 } */
const char *hello = "שלום"; /* { dg-bogus "bidiguard" } */
