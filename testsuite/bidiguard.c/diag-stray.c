/* A mark no identifier takes (LRM, RLM: GCC's "stray in program") is code between tokens, not a name: said so, and deleted, or replaced by a space where deleting would paste two tokens into one (what the line shows).  A control C takes in identifiers, alone between tokens, is a name of its own that shows as nothing; between two letters it is inside the name.  */
/* { dg-options "-fdiagnostics-parseable-fixits -fdiagnostics-column-unit=byte" } */
/* { dg-prune-output "stray|expected|undeclared|reported only once|initializer element" } */
int a, b, ab;
int c1 = a ‏- b; /* { dg-warning "invisible U\\+200F \\(RIGHT-TO-LEFT MARK\\) stray in code, outside any identifier, hides what the compiler reads .bidiguard:spoof." } */
/* { dg-fixit "delete RLM" 12 .-1 } */
/* { dg-message "note: delete the invisible character .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "inside an identifier|a name should not hold" "" { target *-*-* } .-3 } */
int c2 = a ‎- b; /* { dg-warning "invisible U\\+200E \\(LEFT-TO-RIGHT MARK\\) stray in code, outside any identifier" } */
/* { dg-fixit "delete LRM" 12 .-1 } */
int c3 = a‏b; /* { dg-warning "invisible U\\+200F \\(RIGHT-TO-LEFT MARK\\) stray in code, outside any identifier" } */
/* { dg-fixit "space RLM" 11 .-1 } */
/* { dg-message "note: replace the invisible character by a space: the compiler reads separate tokens there .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "inside an identifier|a name should not hold" "" { target *-*-* } .-3 } */
int c4 = a ⁦- b; /* { dg-warning "invisible U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\) is an identifier of its own between tokens, which shows as nothing .bidiguard:spoof." } */
/* { dg-fixit "escape LRI" 12 .-1 } */
/* { dg-bogus "stray in code|inside an identifier" "" { target *-*-* } .-2 } */
int c5 = a ؜- b; /* { dg-warning "invisible U\\+061C \\(ARABIC LETTER MARK\\) is an identifier of its own between tokens" } */
/* { dg-fixit "escape ALM" 12 .-1 } */
int c6 = a⁩b; /* { dg-warning "invisible U\\+2069 \\(POP DIRECTIONAL ISOLATE\\) inside an identifier makes it look like another name .bidiguard:spoof." } */
/* { dg-fixit "escape PDI" 11 .-1 } */
/* { dg-bogus "stray in code|of its own" "" { target *-*-* } .-2 } */
/* The same for a default-ignorable character no identifier takes (U+180E MONGOLIAN VOWEL SEPARATOR), which the invisible check finds.  */
int c7 = a᠎b; /* { dg-warning "invisible U\\+180E \\(MONGOLIAN VOWEL SEPARATOR\\) stray in code, outside any identifier, hides what the compiler reads .bidiguard:invisible." } */
/* { dg-fixit "space U+180E" 11 .-1 } */
/* { dg-message "note: replace the invisible character by a space: the compiler reads separate tokens there .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "inside identifier|a name should not hold" "" { target *-*-* } .-3 } */
int c8 = a ᠎- b; /* { dg-warning "invisible U\\+180E \\(MONGOLIAN VOWEL SEPARATOR\\) stray in code, outside any identifier" } */
/* { dg-fixit "delete U+180E" 12 .-1 } */
/* { dg-message "note: delete the invisible character .the fix-it does this." "" { target *-*-* } .-2 } */
