/* attack: identifiers written in Hebrew letters make "a - b" display as "b - a" */
int profit(int revenue, int costs)
{
    int הכנסות = revenue;
    int הוצאות = costs;
    return הכנסות - הוצאות;
}
