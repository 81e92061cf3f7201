/* attack: an early "return 0;" displays as part of the comment before it (Trojan Source) */
#include <stdio.h>

int main(void)
{
    /* Say hello; newline⁧ /*/ return 0 ;
    printf("Hello world.\n");
    return 0;
}
