/* attack: a string displays as ending early, with the rest shown as a comment (Trojan Source) */
#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *access_level = "user";
    if (strcmp(access_level, "user‮ ⁦// Check if admin⁩ ⁦")) {
        printf("You are an admin.\n");
    }
    return 0;
}
