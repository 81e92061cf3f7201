/* #pragma GCC diagnostic warning "-Wbidi-chars=any" raises the level from its place on, as for GCC alone: each line holding a control is reported (one bidiguard found already is not reported twice), and no more after a pragma lowers it to unpaired.  The same lines as gcc -fsyntax-only without the plugin (GCC 12, 14, 15).  */
/* { dg-require-wbidi "" } */
const char *before = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
#pragma GCC diagnostic warning "-Wbidi-chars=any"
// ‪foo‬ in a comment right after the pragma { dg-warning "U\\+202A" }
const char *s = "‪foo‬"; /* { dg-warning "U\\+202A" } */
const char *open = "‪foo"; /* { dg-warning "unpaired U\\+202A .LEFT-TO-RIGHT EMBEDDING. in string literal .bidiguard:unpaired." } */
int x = 1; const char *late = "‪foo‬"; /* { dg-warning "U\\+202A" } */
#pragma GCC diagnostic warning "-Wbidi-chars=unpaired"
const char *after = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
// ‪foo‬ { dg-bogus "U\\+202A" }
