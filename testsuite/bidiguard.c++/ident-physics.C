// Greek letters beside libstdc++'s members (param_type::a ...): cpp's table gives them no place, they are no twins.
#include <cmath>
#include <random>
double α = 1, ρ = 2, ν = 3, ο = 4; // { dg-bogus "bidiguard" }
