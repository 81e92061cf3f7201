/* _Pragma ("GCC diagnostic warning \"-Wbidi-chars=any\"") from a macro raises the level as #pragma does, on its own line too; push and pop leave the level as it is (pop restores how -Wbidi-chars is classified, not its level), as for GCC alone.  */
/* { dg-require-wbidi "" } */
#define BIDI_ANY _Pragma ("GCC diagnostic warning \"-Wbidi-chars=any\"")
#define BIDI_UNPAIRED _Pragma ("GCC diagnostic warning \"-Wbidi-chars=unpaired\"")
#pragma GCC diagnostic push
BIDI_ANY
const char *s = "‪foo‬"; /* { dg-warning "U\\+202A" } */
#pragma GCC diagnostic pop
const char *t = "‪foo‬"; /* { dg-warning "U\\+202A" } */
#pragma GCC diagnostic push
BIDI_UNPAIRED
const char *u = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
#pragma GCC diagnostic pop
const char *v = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
BIDI_ANY const char *w = "‪foo‬"; /* { dg-warning "U\\+202A" } */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wbidi-chars"
const char *hidden = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
#pragma GCC diagnostic pop
const char *x = "‪foo‬"; /* { dg-warning "U\\+202A" } */
