/* The Cyrillic twin, in a header.  */
int sayНello (void);
