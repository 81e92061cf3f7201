/* The quoted line, the ranges and the fix-its as a reader sees them (GCC 12: controls escaped in the quoted line).  */
/* { dg-options "-fdiagnostics-show-caret -fdiagnostics-show-line-numbers" } */
/* { dg-require-wbidi "" } */
#include <string.h>
int is_‪admin‬ (int uid);
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
    5 | int is_<U+202A>admin<U+202C> (int uid);
      |     ~~~^~~~~~~~~~~~~~~~~~~~~
      |           -----
      |           \u202A       -----
      |                        \u202C
   { dg-end-multiline-output "" } */
int
f (const char *access_level, int admin)
{
  /*‮ } ⁦if (admin)⁩ ⁦ begin admins only */
    return 1;
  if (strcmp (access_level, "user‮ ⁦// Check if admin⁩ ⁦"))
    return 2;
  return 0;
}
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 17 } */
#if 0 /* the quoted line ends a comment: the expected lines stand in a skipped block */
{ dg-begin-multiline-output "" }
   17 |   /*<U+202E> } <U+2066>if (admin)<U+2069> <U+2066> begin admins only */
      |   ~~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      |        -----      -----             -----    -----
{ dg-end-multiline-output "" }
#endif
/* { dg-warning "bidiguard:reorder" "" { target *-*-* } 19 } */
/* { dg-begin-multiline-output "" }
   19 |   if (strcmp (access_level, "user<U+202E> <U+2066>// Check if admin<U+2069> <U+2066>"))
      |                             ~~~~~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      |                                     -----
      |                                     \u202E   -----
      |                                              \u2066                   -----
      |                                                                       \u2069   -----
      |                                                                                \u2066
   { dg-end-multiline-output "" } */
static const char admin_name[] = "‮nimda‬";
/* { dg-warning "bidiguard:spoof" "" { target *-*-* } .-1 } */
/* { dg-begin-multiline-output "" }
   41 | static const char admin_name[] = "<U+202E>nimda<U+202C>";
      |                                   ^~~~~~~~~~~~~~~~~~~~~
      |                                      -----
      |                                      \u202E       -----
      |                                                   \u202C
   { dg-end-multiline-output "" } */
