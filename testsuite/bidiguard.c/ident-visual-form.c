/* Names that display alike are one name to a reader: bidi order, joiners that draw nothing, dotless i with a dot, a chillu. */
int quotaא1;
int quota1א; /* { dg-warning "identifier .quota1.. looks the same as .quota.1. but is another name\[^\n\]*they display alike\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .quota.1. is here; on screen, in display order, .quota1.. and .quota1.." "" { target *-*-* } .-2 } */
int க்டு;
int க்‌டு; /* { dg-warning "looks the same as\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 } */
int മരൻ;
int മരന്‍; /* { dg-warning "looks the same as .\[^\n\]*U.0D28 .MALAYALAM LETTER NA. where the other has U.0D7B .MALAYALAM LETTER CHILLU N\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 } */
int کارها;
int کار‌ها; /* { dg-warning "looks the same as .\[^\n\]*. but is another name: it has U.200C .ZERO WIDTH NON-JOINER. where the other has none\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 } */
int نا‌مه;
int نامه; /* { dg-warning "looks the same as .\[^\n\]*. but is another name: the other has U.200C .ZERO WIDTH NON-JOINER. where this one has none\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: \[^\n\]* is here" "" { target *-*-* } .-2 } */
int is_admin;
int ı̇s_admin; /* { dg-warning "writes U.0131 .LATIN SMALL LETTER DOTLESS I. with U.0307 .COMBINING DOT ABOVE., which displays as .i.\[^\n\]*bidiguard:confusable" } */
/* { dg-warning "identifier .\[^\n\]*s_admin. looks the same as .is_admin.\[^\n\]*bidiguard:confusable" "" { target *-*-* } .-1 } */
/* { dg-message "note: .is_admin. is here" "" { target *-*-* } .-3 } */
int ȷ̇oin; /* { dg-warning "writes U.0237 .LATIN SMALL LETTER DOTLESS J\[^\n\]*displays as .j.\[^\n\]*bidiguard:confusable" } */
