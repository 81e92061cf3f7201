/* __has_include(<a/*...>) in #if takes a header name: no comment opens in it, so its isolate is left open.  */
#if __has_include(<a/*⁧.h>) || 1 /*שלום⁩*/
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
#endif
