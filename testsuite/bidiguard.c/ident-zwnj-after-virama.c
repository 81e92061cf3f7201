/* A ZWNJ after a virama shows only before a letter it keeps from joining.  */
int नाम्; /* { dg-bogus "bidiguard" } */
int नाम्‌; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER. inside identifier .\[^\n\]*<U.200C>.\[^\n\]*bidiguard:invisible" } */
int क्_1; /* { dg-bogus "bidiguard" } */
int क्‌_1; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int क्‌2; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
int क्‌x; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER\[^\n\]*bidiguard:invisible" } */
/* Before a letter it shows (the explicit virama), and a ZWJ shows even at the end (half form, chillu).  */
int क्‌षा; /* { dg-bogus "bidiguard" } */
int नाम्‍; /* { dg-bogus "bidiguard" } */
int ന്‍_x; /* { dg-bogus "bidiguard" } */
