/* attack: an invisible ZERO WIDTH SPACE and Cyrillic letters make names that look like others */
static int is_admin = 0;
static int is_​admin = 1;

int pay(int cents) { return cents; }
int рау(int cents) { return cents * 100; }

int checkout(int cents)
{
    return is_​admin ? 0 : рау(cents);
}
