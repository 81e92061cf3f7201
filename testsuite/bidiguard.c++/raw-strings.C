// Raw strings: delimiters, every prefix, several lines, quotes and comment openers inside.
const char *r1 = R"x(" ‮nimda‬ ")x"; // { dg-warning "makes this raw string literal display misleadingly .bidiguard:spoof." }
const char *r2 = R"(‮nimda)"; int r2n; // { dg-warning "bidiguard:reorder" }
const char *r3 = R"delim(first line
‮nimda‬ "quoted" // not a comment
)" still inside )delim"; // { dg-bogus "bidiguard" }
// { dg-warning "makes this raw string literal display misleadingly .bidiguard:spoof." "" { target *-*-* } .-2 }
const char *r4 = u8R"x(‮nimda‬)x"; // { dg-warning "bidiguard:spoof" }
const wchar_t *r5 = LR"x(‮nimda‬)x"; // { dg-warning "bidiguard:spoof" }
const char16_t *r6 = uR"x(‮nimda‬)x"; // { dg-warning "bidiguard:spoof" }
const char32_t *r7 = UR"x(‮nimda‬)x"; // { dg-warning "bidiguard:spoof" }
const char *r8 = R"x(/* שלום )x"; int r8n = /*‏*/ 10 - 3 /*‏*/; // { dg-warning "bidiguard:reorder" }
const char *r9 = R"x(a multi-line raw string
over two‮ lines)x"; int r9n; // { dg-warning "bidiguard:reorder" }
const char *r10 = R"x(⁦open at the end of a line
)x";
// { dg-warning "in raw string literal .bidiguard:unpaired." "" { target *-*-* } .-2 }
const char *r11 = R"(\u202E)"; // { dg-bogus "bidiguard" }
