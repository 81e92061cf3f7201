// Raw strings cannot hold escapes: the fix-it ends the raw string, writes "\uXXXX" and reopens it.
// { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" }
const char *r1 = R"(‮nimda‬)"; // { dg-fixit "raw {} RLO" 21 }
// { dg-fixit "raw {} PDF" 29 .-1 }
// { dg-warning "bidiguard:spoof" "" { target *-*-* } .-2 }
const char *r2 = u8R"xy(‪name)xy"; // { dg-fixit "raw xy LRE" 25 }
// { dg-warning "bidiguard:unpaired" "" { target *-*-* } .-1 }
const char16_t c = u'‎'; // { dg-bogus "bidiguard" }
