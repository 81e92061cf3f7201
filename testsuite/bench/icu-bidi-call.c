/* SPDX-License-Identifier: GPL-3.0-or-later */
/* icu-bidi-call.c - the yardstick for a long line in `make bench`: one
 * ICU ubidi call over a file's text, the least any display of it costs.
 *
 *   icu-bidi-call FILE
 *
 * Converts FILE from UTF-8 to UTF-16, resolves its levels as one
 * paragraph with a left-to-right base (ubidi_setPara) and reorders it
 * (ubidi_getVisualMap), and prints the number of runs.  bench.sh counts
 * only those two calls (callgrind --toggle-collect), not the reading.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/ustring.h>

int
main (int argc, char **argv)
{
  FILE *fp = argc == 2 ? fopen (argv[1], "rb") : NULL;
  if (!fp)
    {
      fprintf (stderr, "usage: icu-bidi-call FILE\n");
      return 2;
    }
  fseek (fp, 0, SEEK_END);
  long n = ftell (fp);
  rewind (fp);
  char *utf8 = malloc ((size_t) n + 1);
  UChar *text = malloc (((size_t) n + 1) * sizeof *text);
  int32_t *map = malloc (((size_t) n + 1) * sizeof *map);
  if (!utf8 || !text || !map || fread (utf8, 1, (size_t) n, fp) != (size_t) n)
    return 2;
  fclose (fp);
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = 0;
  u_strFromUTF8 (text, (int32_t) n + 1, &len, utf8, (int32_t) n, &err);
  UBiDi *bidi = ubidi_openSized (len, 0, &err);
  ubidi_setPara (bidi, text, len, UBIDI_LTR, NULL, &err);
  ubidi_getVisualMap (bidi, map, &err);
  if (U_FAILURE (err))
    {
      fprintf (stderr, "icu-bidi-call: %s\n", u_errorName (err));
      return 1;
    }
  printf ("%d runs\n", (int) ubidi_countRuns (bidi, &err));
  ubidi_close (bidi);
  free (map);
  free (text);
  free (utf8);
  return 0;
}
