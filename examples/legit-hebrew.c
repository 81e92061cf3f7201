/* legit: Hebrew comments and strings, RLE...PDF and RLM as intended; no warnings expected */
#include <stdio.h>

/* הודעות למשתמש */
static const char *const greeting = "שלום עולם";

/* RLE...PDF: a Hebrew sentence with an English word, read right to left */
static const char *const saved = "‫הקובץ נשמר בתיקייה Documents.‬";

static const char *const done = "הפעולה הושלמה!‏";

void report(int count)
{
    // בדיקה של הקלט
    if (count < 0)
        return;
    puts(greeting);
    puts(saved);
    puts(done);
}
