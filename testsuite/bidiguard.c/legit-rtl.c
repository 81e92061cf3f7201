/* Legitimate right-to-left text and controls that serve RTL readers: no warning with the default checks.  */
#include <stdio.h>

/* שלום עולם: a Hebrew comment */ /* { dg-bogus "bidiguard" } */
// سلام أحمد /* { dg-bogus "bidiguard" } */
// فارسی: فروردین اردیبهشت خرداد /* { dg-bogus "bidiguard" } */
/* שלום
   עולם שלי */ /* { dg-bogus "bidiguard" } */

void
messages (const char *name, int n)
{
  puts ("שלום עולם"); /* { dg-bogus "bidiguard" } */
  puts ("سلام"); /* { dg-bogus "bidiguard" } */
  puts ("فارسی"); /* { dg-bogus "bidiguard" } */
  puts ("‫שלום GCC עולם‬"); /* { dg-bogus "bidiguard" } */
  puts ("שלום ‪Hello, world‬ עולם"); /* { dg-bogus "bidiguard" } */
  printf ("שלום ⁨%s⁩\n", name); /* { dg-bogus "bidiguard" } */
  printf ("Hello ⁧أحمد⁩, welcome\n"); /* { dg-bogus "bidiguard" } */
  puts ("שלום!‏"); /* { dg-bogus "bidiguard" } */
  puts ("שלי ‎1.2.3‎"); /* { dg-bogus "bidiguard" } */
  puts ("\u202E escaped, not a character"); /* { dg-bogus "bidiguard" } */
  puts ("‫hello world‬"); /* { dg-bogus "bidiguard" } */
  puts ("⁧hello world⁩"); /* { dg-bogus "bidiguard" } */
  puts (n ? "שלום" : "עולם"); /* { dg-bogus "bidiguard" } */
  puts ("stray close‬"); /* { dg-bogus "bidiguard" } */
}

const char *days[] = { "שלום", "עולם", "שלי" }; /* { dg-bogus "bidiguard" } */

/* Two right-to-left comments side by side show swapped, each with the
   blank after its opening delimiter taken from the other: comments
   only, no code moves.  The twin: a comment that takes in code.  */
/* שלום */ /* עולם */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int counted; /* שלום עולם */ /* שלי */
/* { dg-bogus "bidiguard" "" { target *-*-* } .-1 } */
int count (int n) { return (n /* שלום */ * 2) /* עולם */ + 1; }
/* { dg-warning "bidiguard:rtl-reorder" "" { target *-*-* } .-1 } */
