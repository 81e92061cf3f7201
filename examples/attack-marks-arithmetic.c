/* attack: two invisible RLM marks in empty comments make "10 - 3" display as "3 - 10" */
int remaining(void)
{
    int x = /*‏*/ 10 - 3 /*‏*/;
    return x;
}
