// C++14 digit separators: 1'000 is one number, not 1 and a character constant that hides the comments.
// { dg-options "-std=c++14" }
int a = 1'000; /*⁧שלום*/ int q; /*עולם⁩*/
// { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 }
