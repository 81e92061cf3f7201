/* Latin names with Greek letters: reported when a name of one script looks the same.  */
double Δt, t0, t1; /* { dg-bogus "bidiguard" } */
double CONSTANT_Ω; /* { dg-bogus "bidiguard" } */
double λ_max, μ0; /* { dg-bogus "bidiguard" } */
double Δx_Δy; /* { dg-bogus "bidiguard" } */
double x_α; /* { dg-bogus "bidiguard" } */
/* Greek Delta and Latin o are each their own UTS #39 prototype: the name shows the letters it holds and passes for Greek Delta-omicron only beside it (ident-own-letters.c).  */
double Δo; /* { dg-bogus "bidiguard" } */
double Τ_room; /* { dg-bogus "bidiguard" } */
/* A Greek letter as a word of its own passes for a name only beside a real twin.  */
double E_γ;
double E_y; /* { dg-warning "identifier .E_y. looks the same as .E_.. but is another name\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .E_.. is here" "" { target *-*-* } .-2 } */
int is_αdmin; /* { dg-warning "mixes Latin letters with Greek U.03B1\[^\n\]*bidiguard:confusable" } */
/* Velocity v and frequency nu in one translation unit: they look the same.  */
double v;
double ν; /* { dg-warning "identifier ... looks the same as .v. but is another name: U.03BD .GREEK SMALL LETTER NU\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .v. is here" "" { target *-*-* } .-2 } */
double step (void) { Δt = t1 - t0; return Δt * λ_max; } /* { dg-bogus "bidiguard" } */
