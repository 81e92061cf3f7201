/* A letter whose skeleton is an operator makes a name pass for code.  */
enum { ENV_PROD = 1 };
int environmentǃ; /* { dg-warning "identifier .environment.. holds U.01C3 .LATIN LETTER RETROFLEX CLICK., which looks like .!.\[^\n\]*bidiguard:confusable" } */
int is_prod (void) { return environmentǃ=ENV_PROD; } /* { dg-warning "U.01C3\[^\n\]*looks like .!.\[^\n\]*bidiguard:confusable" } */
int a։b; /* { dg-warning "U.0589 .ARMENIAN FULL STOP., which looks like .:.\[^\n\]*bidiguard:confusable" } */
int ʔa; /* { dg-warning "U.0294 .LATIN LETTER GLOTTAL STOP., which looks like .\\?.\[^\n\]*bidiguard:confusable" } */
/* Digits stay digits: Arabic-Indic and Persian zero (skeleton '.'), Devanagari.  */
int متغیر۰; /* { dg-bogus "bidiguard" } */
int العدد٠; /* { dg-bogus "bidiguard" } */
int क्‍ष०; /* { dg-bogus "bidiguard" } */
/* Marks belong to their letter: the Devanagari and Gujarati visarga (skeleton ':') in Hindi and Gujarati words.  */
int दुःख, अतः, અતઃ; /* { dg-bogus "bidiguard" } */
/* Letters of other scripts among their own: KATAKANA LETTER NO ('/'), CANADIAN SYLLABICS PO ('>'), TIFINAGH LETTER TUAREG YANG ('!').  */
int ノード, キャノン, ᐳᐃ, ⵉⵑⴰ; /* { dg-bogus "bidiguard" } */
/* Beside ASCII they pass for operators.  */
int aノb; /* { dg-warning "U.30CE .KATAKANA LETTER NO., which looks like ./.\[^\n\]*bidiguard:confusable" } */
/* Quotes read as no code: the Ukrainian apostrophe U+02BC, the Hebrew gershayim U+05F4.  */
int мʼясо, צה״ל; /* { dg-bogus "bidiguard" } */
int שלום, café, ひらがな; /* { dg-bogus "bidiguard" } */
