// invisible and confusable in C++: members, namespaces, a class and its twin.
namespace auth {
struct user { bool is_admin; bool is_​admin; }; // { dg-warning "U.200B .ZERO WIDTH SPACE\[^\n\]*bidiguard:invisible" }
int level️ = 0; // { dg-warning "U.FE0F .VARIATION SELECTOR-16\[^\n\]*bidiguard:invisible" }
}
class Session {};
class Sessiоn {}; // { dg-warning "mixes Latin letters with Cyrillic U.043E .CYRILLIC SMALL LETTER O\[^\n\]*bidiguard:confusable" }
// { dg-warning "identifier .Sessi.n. looks the same as .Session\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 }
// { dg-message "note: .Session. is here" "" { target *-*-* } .-3 }
int привет = 1; // { dg-bogus "bidiguard" }
int αριθμός = 2; // { dg-bogus "bidiguard" }
int می‌شود; // { dg-bogus "bidiguard" }
int みんな漢字; // { dg-bogus "bidiguard" }
int x‌y; // { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" }
const char *s = R"(is_​admin Sessiоn)"; // { dg-bogus "bidiguard" }
