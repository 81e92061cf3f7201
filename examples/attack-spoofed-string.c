/* attack: a string displays as "admin" but holds "nimda" (balanced RLO...PDF) */
#include <string.h>

int is_admin_role(const char *role)
{
    static const char admin[] = "‮nimda‬";
    return strcmp(role, admin) == 0;
}
