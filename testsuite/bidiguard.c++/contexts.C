// C++ literals and comments: each prefix, u8 character literals, comments of both kinds.
/* { dg-options "-std=gnu++17" } */
const char *s1 = "‮nimda‬"; // { dg-warning "bidiguard:spoof" }
const wchar_t *s2 = L"‮nimda‬"; // { dg-warning "bidiguard:spoof" }
const char16_t *s3 = u"‮nimda"; int s3n; // { dg-warning "bidiguard:reorder" }
const char32_t *s4 = U"‪name"; // { dg-warning "bidiguard:unpaired" }
const char *s5 = u8"‮nimda‬"; // { dg-warning "bidiguard:spoof" }
const char c1 = u8'a'; const wchar_t c2 = L'‮'; int c2n; // { dg-warning "bidiguard:reorder" }
// user ‮nimda‬ { dg-warning "makes this comment display misleadingly .bidiguard:spoof." }
int x = /*‏*/ 10 - 3 /*‏*/; // { dg-warning "bidiguard:reorder" }
const char *ok = "שלום עולם"; // { dg-bogus "bidiguard" }
