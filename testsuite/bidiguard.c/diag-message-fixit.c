/* A control in the text of #error or #warning: the advice and the fix-it are for a message, which has no use for it, not for a name.  */
/* { dg-options "-fdiagnostics-parseable-fixits" } */
#if 0
#error ‮abc‬ x
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "the text of a message has no use for U.202E: delete it .the fix-it does this." "" { target *-*-* } .-2 } */
/* { dg-bogus "a name should not hold" "" { target *-*-* } .-3 } */
/* { dg-fixit "delete RLO" 8 .-4 } */
/* { dg-fixit "delete PDF" 14 .-5 } */
#error count 12‮34‬
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "the text of a message has no use for U.202E" "" { target *-*-* } .-2 } */
/* { dg-fixit "delete RLO" 16 .-3 } */
/* { dg-fixit "delete PDF" 21 .-4 } */
#warning ⁧שלום⁩ 42
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-message "the text of a message has no use for U.2067: delete it" "" { target *-*-* } .-2 } */
/* { dg-bogus "a name should not hold|rename it" "" { target *-*-* } .-3 } */
/* { dg-fixit "delete RLI" 10 .-4 } */
/* { dg-fixit "delete PDI" 21 .-5 } */
#endif
/* A name in code keeps its own advice.  */
int ab‮c‬ = 1;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
/* { dg-message "a name should not hold U.202E: rename it" "" { target *-*-* } .-2 } */
/* { dg-bogus "message has no use" "" { target *-*-* } .-3 } */
/* { dg-fixit "escape RLO" 7 .-4 } */
/* { dg-fixit "escape PDF" 11 .-5 } */
