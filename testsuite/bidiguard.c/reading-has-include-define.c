/* Twin of reading-has-include.c: in #define no header name is read, the same bytes are one comment with its isolate closed.  */
#define X __has_include(<a/*⁧.h>) || 1 /*שלום⁩*/ /* { dg-bogus "bidiguard" } */
