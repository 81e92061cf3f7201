/* Under -Wbidi-chars=any, a #pragma GCC diagnostic warning "-Wbidi-chars=unpaired" lowers the level from its place on: the any findings stop there, as GCC's own warnings do without the plugin, and come back with a pragma that raises it again; the unpaired ones go on.  */
/* { dg-options "-Wbidi-chars=any" } */
/* { dg-require-wbidi "" } */
const char *before = "‪foo‬"; /* { dg-warning "U\\+202A .LEFT-TO-RIGHT EMBEDDING. and 1 more on this line .bidiguard:any." } */
#pragma GCC diagnostic warning "-Wbidi-chars=unpaired"
const char *after = "‪foo‬"; /* { dg-bogus "U\\+202A" } */
const char *open = "‪foo"; /* { dg-warning "unpaired U\\+202A .LEFT-TO-RIGHT EMBEDDING. in string literal .bidiguard:unpaired." } */
#pragma GCC diagnostic warning "-Wbidi-chars=any"
const char *again = "‪foo‬"; /* { dg-warning "U\\+202A .LEFT-TO-RIGHT EMBEDDING. and 1 more on this line .bidiguard:any." } */
