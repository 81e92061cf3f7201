/* legit: FSI/RLI...PDI around inserted text, RLM after punctuation, LRM around a version */
#include <stdio.h>

void greet(const char *name, int files)
{
    printf("Welcome back, ⁨%s⁩!\n", name);
    printf("Translated by ⁧דנה⁩ (%d files)\n", files);
    puts("האם להמשיך?‏");
    puts("גרסה ‎2.0.1‎");
    puts("Status: ⁧OK⁩");
}
