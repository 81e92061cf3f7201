/* One answer whatever ICU is installed: the identifier checks read Unicode 15.0's data (plugin/core/gen/idchars15.h), in which U+A7CB (Latin, Unicode 16) and U+1C89 (Cyrillic, Unicode 16) are unassigned.  The checks that asked the installed ICU for scripts reported these names mixed-script with ICU 76 and 78 and not with ICU 72. */
int аꟋ; /* { dg-bogus "bidiguard" } */
int xᲉ; /* { dg-bogus "bidiguard" } */
int аꟋ_а; /* { dg-bogus "bidiguard" } */
/* A name of Unicode 15.0's letters mixing the same scripts, one of them a look-alike of another script's (Cyrillic a), is reported on every machine. */
int аБ; /* { dg-bogus "bidiguard" } */
int xжyа; /* { dg-warning "mixes Latin letters with Cyrillic U.0436 .CYRILLIC SMALL LETTER ZHE.\[^\n\]*bidiguard:confusable" } */
