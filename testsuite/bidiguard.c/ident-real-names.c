/* Real code in Persian, Hindi, Tamil, Malayalam, Russian and Greek physics: silent. */
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
/* Unit symbols with SI prefixes (mp-units' kinds) are names of their domain; two of one skeleton (micro sign, Greek mu) show the same text. */
double kΩ, MΩ, yΩ, TΩ, µs, μm; /* { dg-bogus "bidiguard" } */
double μs; /* { dg-warning "looks the same as .\[^\n\]*U.03BC .GREEK SMALL LETTER MU. where the other has U.00B5 .MICRO SIGN.\[^\n\]*bidiguard:confusable" } */
/* { dg-message "note: .\u00b5s. is here" "" { target *-*-* } .-2 } */
