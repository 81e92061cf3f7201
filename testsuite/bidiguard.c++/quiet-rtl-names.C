/* Right-to-left names on a line read left to right: `int 1 = <name>;` is no code anyone reads, `<name> + 1` shown `1 + <name>` computes the same; swapped operands of '-', `<name> < 3` shown `3 > <name>` compares the same; swapped operands of '-', swapped arguments, turned shifts still lie.  */
int x;
void use (int);
void use2 (int, int);
int میشود = 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
static const int سلام = 10 * 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int שלום[3] = { 0 };
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int א = 1, ב = 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
long تعداد = 42L;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
void
names (void)
{
  x = میشود + 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = سلام * 2;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = שלום[2];
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  use (میشود);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  use (سلام + 1);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  use2 (x, تعداد);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = (سلام == 3);
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  میشود = 5;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x += א;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = تعداد < 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = א > 3;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  if (10 > א) x = 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = (א < 3) - 1;
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
  x = میشود - 1;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = א / 2;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  use2 (سلام, 2);
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = א << 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = 3 - א < 3;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = א - ב;
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
  x = 1 /*‮ -*/ + میشود;
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } .-1 } */
}
