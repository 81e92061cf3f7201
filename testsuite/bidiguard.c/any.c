/* any: every control and mark, one warning per line naming the first, counting the rest.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=any" } */
#include <stddef.h>
const char *a1 = "שלי ‎1.2.3‎"; /* { dg-warning "bidirectional mark U\\+200E \\(LEFT-TO-RIGHT MARK\\) and 1 more on this line .bidiguard:any." } */
const char *a2 = "‏"; /* { dg-warning "bidirectional mark U\\+200F \\(RIGHT-TO-LEFT MARK\\) .bidiguard:any." } */
const char *a3 = "؜"; /* { dg-warning "U\\+061C \\(ARABIC LETTER MARK\\)" } */
const char *a4 = "‪x‬"; /* { dg-warning "bidirectional control character U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) and 1 more on this line" } */
const char *a5 = "‫x‬"; /* { dg-warning "U\\+202B \\(RIGHT-TO-LEFT EMBEDDING\\)" } */
const char *a6 = "x‬"; /* { dg-warning "bidirectional control character U\\+202C \\(POP DIRECTIONAL FORMATTING\\) .bidiguard:any." } */
const char *a7 = "‭x‬"; /* { dg-warning "U\\+202D \\(LEFT-TO-RIGHT OVERRIDE\\)" } */
const char *a8 = "‮‬"; /* { dg-warning "U\\+202E \\(RIGHT-TO-LEFT OVERRIDE\\)" } */
const char *a9 = "⁦x⁩"; /* { dg-warning "U\\+2066 \\(LEFT-TO-RIGHT ISOLATE\\)" } */
const char *a10 = "⁧x⁩"; /* { dg-warning "U\\+2067 \\(RIGHT-TO-LEFT ISOLATE\\)" } */
const char *a11 = "⁨x⁩"; /* { dg-warning "U\\+2068 \\(FIRST STRONG ISOLATE\\)" } */
const char *a12 = "x⁩"; /* { dg-warning "U\\+2069 \\(POP DIRECTIONAL ISOLATE\\)" } */
const char *a13 = "שלום سلام"; /* { dg-bogus "bidiguard" } */
const wchar_t a14 = L'‎'; /* { dg-warning "U\\+200E \\(LEFT-TO-RIGHT MARK\\) .bidiguard:any." } */
int id‪x‬ = 1; /* { dg-warning "U\\+202A \\(LEFT-TO-RIGHT EMBEDDING\\) and 1 more on this line" } */
const char *a15 = R"x(‏)x"; /* { dg-warning "U\\+200F \\(RIGHT-TO-LEFT MARK\\)" } */
// ⁨%s⁩ in a comment /* { dg-warning "U\\+2068 \\(FIRST STRONG ISOLATE\\) and 1 more" } */
