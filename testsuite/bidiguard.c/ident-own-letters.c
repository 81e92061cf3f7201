/* Letters that are their own prototypes: the name imitates nothing. */
int πp1 = 4, twoπ = 6, four_plus_π_ = 7; /* { dg-bogus "bidiguard" } */
double Δo, Σx2, kΩ, μs, πr2; /* { dg-bogus "bidiguard" } */
int жx, qщ; /* { dg-bogus "bidiguard" } */
/* A letter that looks like one of another script: a spoof alone. */
int аpple; /* { dg-warning "identifier .\[^\n\]*pple. mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" } */
int pαy; /* { dg-warning "mixes Latin letters with Greek U.03B1 .GREEK SMALL LETTER ALPHA\[^\n\]*bidiguard:confusable" } */
int πр2; /* { dg-warning "mixes Greek letters with Cyrillic U.0440\[^\n\]*bidiguard:confusable" } */
int οk2; /* { dg-warning "mixes Greek letters with Latin U.006B\[^\n\]*bidiguard:confusable" } */
/* Beside its twin in the translation unit, the own-letter name is reported. */
int πρ3;
int πp3; /* { dg-warning "identifier ..p3. looks the same as ...3. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: ...3. is here" "" { target *-*-* } .-2 } */
