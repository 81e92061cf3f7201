/* attack: a balanced RLO...PDF in a string still reverses the code after it, ") == 0" */
#include <string.h>

int is_root(const char *user)
{
    if (strcmp(user, "‮toor‬") == 0)
        return 1;
    return 0;
}
