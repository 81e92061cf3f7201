/* An isolate opened in one literal and closed in a later one: the arguments display swapped.  */
void show_pair (const char *first, const char *second);

void
f (void)
{
  show_pair ("⁧1", "2⁩"); /* { dg-warning "bidiguard:reorder" } */
  show_pair ("⁧1⁩", "2"); /* { dg-bogus "bidiguard" } */
}
