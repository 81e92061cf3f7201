/* Included by deception-header.c.  */
struct header_row { const char *a; int n; const char *b; const char *c; };
static const struct header_row header_rows[] = { { "א", 10 - 3, "7", "ב" } };
static const struct header_row header_broken[] = { { "א", 12 } };
static const char *header_spoof = "ת‎ב‎א";
static const char *header_legit = "‫שלום עולם‬";
