/* Homoglyphs UTS #39 folds, against an ASCII twin on the same line.  */
int ѕize, size; /* { dg-warning "identifier .size. looks the same as ..ize. but is another name: U.0073 ..s.. where the other has U.0455 .CYRILLIC SMALL LETTER DZE\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
int ｓize2, size2; /* { dg-warning "where the other has U.FF53 .FULLWIDTH LATIN SMALL LETTER S\[^\n\]*bidiguard:confusable" } */
int 𝐚1, a1; /* { dg-warning "where the other has U.1D41A .MATHEMATICAL BOLD SMALL A\[^\n\]*bidiguard:confusable" } */
int ıdx, idx; /* { dg-warning "where the other has U.0131 .LATIN SMALL LETTER DOTLESS I\[^\n\]*bidiguard:confusable" } */
int рор, pop; /* { dg-warning "identifier .pop. looks the same as\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: ..ize. is here" "" { target *-*-* } 2 } */
/* { dg-message "note: ..ize2. is here" "" { target *-*-* } 4 } */
/* { dg-message "note: .\\S+1. is here" "" { target *-*-* } 5 } */
/* { dg-message "note: ..dx. is here" "" { target *-*-* } 6 } */
/* { dg-message "note: .\\S+. is here" "" { target *-*-* } 7 } */
/* Two non-ASCII twins, each mixed.  */
int раss; /* { dg-warning "mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" } */
int рaѕs; /* { dg-warning "mixes Cyrillic letters with Latin\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "looks the same as\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
/* { dg-message "note: .\[^\n\]*ss. is here" "" { target *-*-* } .-3 } */
