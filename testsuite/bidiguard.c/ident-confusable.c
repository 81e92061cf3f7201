/* confusable: identifiers with one UTS #39 skeleton, and mixed scripts.  */
int sayHello (void);
int sayНello (void) { return 1; } /* { dg-warning "identifier .say.ello. mixes Latin letters with Cyrillic U.041D .CYRILLIC CAPITAL LETTER EN\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "identifier .say.ello. looks the same as .sayHello. but is another name: U.041D .CYRILLIC CAPITAL LETTER EN. where the other has U.0048 ..H..\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
/* { dg-message "note: .sayHello. is here" "" { target *-*-* } 2 } */
int cοunt; /* { dg-warning "mixes Latin letters with Greek U.03BF .GREEK SMALL LETTER OMICRON\[^\n\]*bidiguard:confusable" } */
int count; /* { dg-warning "identifier .count. looks the same as .c.unt\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .c.unt. is here" "" { target *-*-* } .-2 } */
int pаypal; /* { dg-warning "mixes Latin letters with Cyrillic\[^\n\]*bidiguard:confusable" } */
/* Two ASCII names with one skeleton (l1, ll) are no homoglyph attack.  */
int l1, ll; /* { dg-bogus "bidiguard" } */
/* Comments and strings: nothing.  sayНello pаypal */ /* { dg-bogus "bidiguard" } */
const char *s = "sayНello pаypal"; /* { dg-bogus "bidiguard" } */
