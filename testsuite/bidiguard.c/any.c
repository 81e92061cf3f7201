/* any: every control and mark, one warning per line naming the first, counting the rest.  */
/* { dg-options "-fplugin-arg-bidiguard-checks=any" } */
#include <stddef.h>
const char *a1 = "שלי ‎1.2.3‎"; /* { dg-warning "bidirectional mark U\\+200E \\(LRM\\) and 1 more on this line .bidiguard:any." } */
const char *a2 = "‏"; /* { dg-warning "bidirectional mark U\\+200F \\(RLM\\) .bidiguard:any." } */
const char *a3 = "؜"; /* { dg-warning "U\\+061C \\(ALM\\)" } */
const char *a4 = "‪x‬"; /* { dg-warning "bidirectional control character U\\+202A \\(LRE\\) and 1 more on this line" } */
const char *a5 = "‫x‬"; /* { dg-warning "U\\+202B \\(RLE\\)" } */
const char *a6 = "x‬"; /* { dg-warning "bidirectional control character U\\+202C \\(PDF\\) .bidiguard:any." } */
const char *a7 = "‭x‬"; /* { dg-warning "U\\+202D \\(LRO\\)" } */
const char *a8 = "‮‬"; /* { dg-warning "U\\+202E \\(RLO\\)" } */
const char *a9 = "⁦x⁩"; /* { dg-warning "U\\+2066 \\(LRI\\)" } */
const char *a10 = "⁧x⁩"; /* { dg-warning "U\\+2067 \\(RLI\\)" } */
const char *a11 = "⁨x⁩"; /* { dg-warning "U\\+2068 \\(FSI\\)" } */
const char *a12 = "x⁩"; /* { dg-warning "U\\+2069 \\(PDI\\)" } */
const char *a13 = "שלום سلام"; /* { dg-bogus "bidiguard" } */
const wchar_t a14 = L'‎'; /* { dg-warning "U\\+200E \\(LRM\\) .bidiguard:any." } */
int id‪x‬ = 1; /* { dg-warning "U\\+202A \\(LRE\\) and 1 more on this line" } */
const char *a15 = R"x(‏)x"; /* { dg-warning "U\\+200F \\(RLM\\)" } */
// ⁨%s⁩ in a comment /* { dg-warning "U\\+2068 \\(FSI\\) and 1 more" } */
