/* attack: the "if (is_admin)" check displays as code but is inside a comment (Trojan Source) */
#include <stdio.h>
#include <stdbool.h>

int main(void)
{
    bool is_admin = false;
    /*‮ } ⁦if (is_admin)⁩ ⁦ begin admins only */
        printf("You are an admin.\n");
    /* end admins only ‮ { ⁦*/
    return is_admin;
}
