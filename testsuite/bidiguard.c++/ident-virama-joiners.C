/* UAX #31 A2/B after a virama: a ZWJ (half form, eyelash ra) and a ZWNJ before a consonant of the virama's script (explicit virama instead of a conjunct) change what a font draws and stay silent, beside the name without them too; a ZWNJ before anything else draws nothing.  */
/* Marathi and Nepali eyelash ra (RA, VIRAMA, ZWJ), Hindi explicit virama and half form.  */
int दर्‍या; /* { dg-bogus "bidiguard" } */
int गर्‍यो; /* { dg-bogus "bidiguard" } */
int विद्‌युत; /* { dg-bogus "bidiguard" } */
int विद्युत; /* { dg-bogus "bidiguard" } */
int क्‍ष; /* { dg-bogus "bidiguard" } */
int क्ष; /* { dg-bogus "bidiguard" } */
/* Before an independent vowel or a letter of another script no conjunct forms: the ZWNJ is a second name that shows as the first.  */
int क्अ; /* { dg-bogus "bidiguard" } */
int क्‌अ; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER. inside identifier\[^\n\]*bidiguard:invisible" } */
int क्‌é; /* { dg-warning "U.200C .ZERO WIDTH NON-JOINER. inside identifier\[^\n\]*bidiguard:invisible" } */
/* Before a consonant of the same script it shows.  */
int क्‌ष; /* { dg-bogus "bidiguard" } */
