/* invisible: each class of default-ignorable character inside an identifier.  */
static int is_admin = 0, is_​admin = 1; /* { dg-warning "invisible U.200B .ZERO WIDTH SPACE. inside identifier .is_<U.200B>admin\[^\n\]*bidiguard:invisible" } */
int word⁠joiner; /* { dg-warning "U.2060 .WORD JOINER\[^\n\]*bidiguard:invisible" } */
int soft­hyphen; /* { dg-warning "U.00AD .SOFT HYPHEN\[^\n\]*bidiguard:invisible" } */
int grapheme͏joiner; /* { dg-warning "U.034F .COMBINING GRAPHEME JOINER\[^\n\]*bidiguard:invisible" } */
int variation️selector; /* { dg-warning "U.FE0F .VARIATION SELECTOR-16\[^\n\]*bidiguard:invisible" } */
int variation󠄀selector17; /* { dg-warning "U.E0100 .VARIATION SELECTOR-17\[^\n\]*bidiguard:invisible" } */
int tag󠁁󠁿chars; /* { dg-warning "U.E0041 .TAG LATIN CAPITAL LETTER A\[^\n\]*bidiguard:invisible" } */
/* { dg-warning "U.E007F .CANCEL TAG\[^\n\]*bidiguard:invisible" "" { target *-*-* } .-1 } */
int hangulㅤfiller; /* { dg-warning "U.3164 .HANGUL FILLER\[^\n\]*bidiguard:invisible" } */
int halfwidthﾠfiller; /* { dg-warning "U.FFA0 .HALFWIDTH HANGUL FILLER\[^\n\]*bidiguard:invisible" } */
int choseongᅟᅠfillers; /* { dg-warning "U.115F .HANGUL CHOSEONG FILLER\[^\n\]*bidiguard:invisible" } */
/* { dg-warning "U.1160 .HANGUL JUNGSEONG FILLER\[^\n\]*bidiguard:invisible" "" { target *-*-* } .-1 } */
int no﻿break; /* { dg-warning "U.FEFF .ZERO WIDTH NO-BREAK SPACE\[^\n\]*bidiguard:invisible" } */
/* Written as escapes, the same characters show: silent.  */
int shown_\u200Bname; /* { dg-bogus "bidiguard" } */
/* In comments and strings the identifier checks look at nothing: is_​admin. */ /* { dg-bogus "bidiguard" } */
const char *in_string = "is_​admin word⁠joiner"; /* { dg-bogus "bidiguard" } */
int use (void) { return is_admin + is_​admin; } /* { dg-warning "bidiguard:invisible" } */
