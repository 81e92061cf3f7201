/* Identifiers in one script (Japanese: kanji with kana) are silent, and so are Latin ones with one non-confusable script.  */
int привет; /* { dg-bogus "bidiguard" } */
int счётчик_2; /* { dg-bogus "bidiguard" } */
int αριθμός; /* { dg-bogus "bidiguard" } */
int שלום; /* { dg-bogus "bidiguard" } */
int سلام; /* { dg-bogus "bidiguard" } */
int فارسی; /* { dg-bogus "bidiguard" } */
int みんな漢字カタ; /* { dg-bogus "bidiguard" } */
int get_名前; /* { dg-bogus "bidiguard" } */
int café_über; /* { dg-bogus "bidiguard" } */
