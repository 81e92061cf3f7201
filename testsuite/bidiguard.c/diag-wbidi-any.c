/* -Wbidi-chars=any adds bidiguard's any check (every control and mark, once per line); GCC's own check stays off.  */
/* { dg-options "-Wbidi-chars=any" } */
/* { dg-require-wbidi "" } */
const char *h = "‫שלום world‬"; /* { dg-warning "U\\+202B \\(RIGHT-TO-LEFT EMBEDDING\\) and 1 more on this line .bidiguard:any." } */
/* { dg-bogus "UTF-8 bidirectional" "" { target *-*-* } .-1 } */
