/* attack: Hebrew words in two comments make "10 - 3" display as "3 - 10", no controls needed */
int remaining(void)
{
    int x = /* התחלה */ 10 - 3 /* סוף */;
    return x;
}
