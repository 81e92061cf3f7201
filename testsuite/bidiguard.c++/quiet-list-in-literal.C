// A list drawn between the quotes of a prefixed right-to-left string (u"", L"", u8"") reads as that string's text: silent.  A raw string's parentheses keep the list outside its quotes, shown turned round and well-formed: still rtl-reorder, as an operator swapped inside the quotes.
struct row { const void *s; int v[2]; int n; };
struct one { const void *s; int v[1]; };
static const row r1 = { u"א", { 1, 2 }, 0 };
// { dg-bogus "bidiguard" "" { target *-*-* } .-1 }
static const row r2 = { L"א", { 1, 2 }, 0 };
// { dg-bogus "bidiguard" "" { target *-*-* } .-1 }
static const row r3 = { u8"א", { 1, 2 }, 0 };
// { dg-bogus "bidiguard" "" { target *-*-* } .-1 }
static const row r4 = { R"(א)", { 1, 2 }, 0 };
// { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 }
static const one o1 = { u"א", { 1 - 2 } };
// { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 }
