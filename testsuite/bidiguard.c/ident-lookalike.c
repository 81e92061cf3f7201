/* Whole-script and keyword look-alikes: the scanner, which reads no header, checks keywords and the file's own names. */
int nօt; /* { dg-warning "identifier .n.t. looks the same as the keyword .not.\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .not. is a keyword or alternative token" "" { target *-*-* } .-1 } */
/* { dg-warning "mixes Latin letters with Armenian U.0585 .ARMENIAN SMALL LETTER OH. inside a word\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-2 } */
int lօgin_օk; /* { dg-warning "mixes Latin letters with Armenian\[^\n\]*bidiguard:confusable" } */
int access (const char *, int);
int ассеѕѕ; /* { dg-warning "identifier .\[^\n\]*. looks the same as .access. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .access. is here" "" { target *-*-* } .-2 } */
/* Real Russian and Armenian names look like no keyword and no name here. */
int счётчик, значение; /* { dg-bogus "bidiguard" } */
int արժեք; /* { dg-bogus "bidiguard" } */
