/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-fuzz-regress.c - every reproducer of testsuite/fuzz/regress/
 * through fuzz-core's checks (its invariants, the second scan, the
 * buffer as one block comment, the fast path against the reference
 * path, attribution, levels), without libFuzzer or a sanitizer: a fixed
 * crash or a fixed difference must stay fixed in make check too, where
 * clang's libFuzzer (make fuzz) may not be installed.  fuzz-core aborts
 * on a failed invariant, which check.sh counts as a failure: no summary
 * line.  BG_SOURCE_DIR (set by the Makefile) is the source tree.  */
#include <dirent.h>
#include "../fuzz/fuzz-core.c"

#ifndef BG_SOURCE_DIR
#define BG_SOURCE_DIR "."
#endif

int
main (void)
{
  const char *dir = BG_SOURCE_DIR "/testsuite/fuzz/regress";
  DIR *d = opendir (dir);
  if (!d)
    {
      printf ("FAIL: %s: cannot be read\n# test-fuzz-regress: 0 passed, 1 failed\n",
	      dir);
      return 1;
    }
  static uint8_t buf[1 << 22];
  unsigned passed = 0, failed = 0;
  struct dirent *e;
  while ((e = readdir (d)))
    {
      if (e->d_name[0] == '.')
	continue;
      char path[4096];
      snprintf (path, sizeof path, "%s/%s", dir, e->d_name);
      FILE *f = fopen (path, "rb");
      size_t n = f ? fread (buf, 1, sizeof buf, f) : 0;
      if (!f || ferror (f) || n == sizeof buf)
	{
	  printf ("FAIL: %s: cannot be read whole\n", e->d_name);
	  failed++;
	  if (f)
	    fclose (f);
	  continue;
	}
      fclose (f);
      fflush (stdout);
      LLVMFuzzerTestOneInput (buf, n);
      printf ("PASS: %s\n", e->d_name);
      passed++;
    }
  closedir (d);
  if (passed + failed == 0)
    {
      printf ("FAIL: no reproducer in %s\n", dir);
      failed++;
    }
  printf ("# test-fuzz-regress: %u passed, %u failed\n", passed, failed);
  return failed != 0;
}
