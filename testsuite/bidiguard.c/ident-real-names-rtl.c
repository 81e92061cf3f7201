/* The same real names displayed in right-to-left paragraphs (base=rtl): their visual forms make no pair either. */
/* { dg-options "-fplugin-arg-bidiguard-base=rtl -fplugin-arg-bidiguard-checks=invisible,confusable" } */
int می‌شود; /* { dg-bogus "bidiguard" } */
int نامه‌ها; /* { dg-bogus "bidiguard" } */
int کتاب‌ها; /* { dg-bogus "bidiguard" } */
int خانه‌ای; /* { dg-bogus "bidiguard" } */
int بار‌ها; /* { dg-bogus "bidiguard" } */
int क्‍ष, संख्या; /* { dg-bogus "bidiguard" } */
int கணக்கு, முடிவு; /* { dg-bogus "bidiguard" } */
int മരന്‍, വിലൽ; /* { dg-bogus "bidiguard" } */
int привет, счёт; /* { dg-bogus "bidiguard" } */
double r_θ, r_φ, θ_W, τ_rise; /* { dg-bogus "bidiguard" } */
double α_s, E_γ, μ_B, η_eff, ε_r; /* { dg-bogus "bidiguard" } */
/* Unit symbols with SI prefixes (mp-units' kinds) are names of their domain. */
double kΩ, MΩ, yΩ, TΩ, µs, μm; /* { dg-bogus "bidiguard" } */
double μs; /* { dg-warning "looks the same as .\[^\n\]*U.03BC .GREEK SMALL LETTER MU.\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .µs. is here" "" { target *-*-* } .-2 } */
