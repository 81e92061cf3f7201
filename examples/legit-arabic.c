/* legit: Arabic comments and strings, RLI...PDI and LRE...PDF as intended; no warnings expected */
#include <stdio.h>

/* ترجمة الواجهة */
static const char *const welcome = "مرحبا بك";

static const char *const press = "اضغط على ‪File > Save‬";

void show(int comments)
{
    // العدد
    printf("Posted by ⁧فاطمة⁩: %d comments\n", comments);
    puts(welcome);
    puts(press);
}
