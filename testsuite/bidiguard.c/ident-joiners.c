/* ZWNJ and ZWJ: silent where UAX #31 A1, A2 and B allow them, reported elsewhere.  */
int می‌شود; /* { dg-bogus "bidiguard" } */
int نامه‌ها; /* { dg-bogus "bidiguard" } */
int value_می‌شود; /* { dg-bogus "bidiguard" } */
int क्‍ष; /* { dg-bogus "bidiguard" } */
int क्‌ष; /* { dg-bogus "bidiguard" } */
int ന്‍; /* { dg-bogus "bidiguard" } */
int و‌ش; /* { dg-bogus "bidiguard" } */
int ش‌; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int x‌y; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int क‍ष; /* { dg-warning "U.200D .ZERO WIDTH JOINER\[^\n\]*bidiguard:invisible" } */
int is‍admin; /* { dg-warning "U.200D .ZERO WIDTH JOINER\[^\n\]*bidiguard:invisible" } */
