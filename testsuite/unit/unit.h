/* SPDX-License-Identifier: GPL-3.0-or-later */
/* unit.h - the header-only harness of the unit and conformance tests.
 *
 * Every test program includes this once, checks with UNIT_CHECK and ends
 * main with `return unit_finish ("name");`.  Only failures are printed, so
 * a passing run is one line.  The last line `# NAME: N passed, M failed`
 * and a non-zero exit status on failure are the protocol
 * testsuite/check.sh sums over all test programs.
 */
#ifndef BIDIGUARD_UNIT_H
#define BIDIGUARD_UNIT_H

#include <stdio.h>

/* static: each test program is one translation unit.  */
static unsigned long unit_passed;
static unsigned long unit_failed;

/* Record one check.  COND true passes silently; false prints
   "FAIL: file:line: message" with the printf-style message.  Evaluates to
   COND so a test can skip dependent checks.  */
#define UNIT_CHECK(cond, ...)                                                 \
  unit_record (!!(cond), __FILE__, __LINE__, __VA_ARGS__)

__attribute__ ((format (printf, 4, 5), unused)) static int
unit_record (int ok, const char *file, int line, const char *fmt, ...);

#include <stdarg.h>

static int
unit_record (int ok, const char *file, int line, const char *fmt, ...)
{
  if (ok)
    {
      unit_passed++;
      return 1;
    }
  unit_failed++;
  va_list ap;
  printf ("FAIL: %s:%d: ", file, line);
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  putchar ('\n');
  fflush (stdout);
  return 0;
}

/* Print the protocol line for NAME and return main's exit status.  */
__attribute__ ((unused)) static int
unit_finish (const char *name)
{
  printf ("# %s: %lu passed, %lu failed\n", name, unit_passed, unit_failed);
  return unit_failed != 0;
}

#endif /* BIDIGUARD_UNIT_H */
