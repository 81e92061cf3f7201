/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-text.c - lines and characters of a file the scanner loaded, and
 * --levels.
 *
 * The core reports byte columns on physical lines; JSON and SARIF want
 * code point columns and --fix wants byte offsets, so the scanner finds
 * the lines again here, counting them as the core does (LF, CRLF, lone CR).
 */
#include <stdlib.h>
#include <string.h>

#include "scan-tool.h"

/* End of the line starting at FROM and, in *NEXT, the next line's start.  */
static size_t
line_end (const char *s, size_t from, size_t len, size_t *next)
{
  const char *lf = memchr (s + from, '\n', len - from);
  size_t e = lf ? (size_t) (lf - s) : len;
  const char *cr = memchr (s + from, '\r', e - from);
  if (cr)
    e = (size_t) (cr - s);
  *next = e;
  if (e < len)
    *next += (s[e] == '\r' && e + 1 < len && s[e + 1] == '\n') ? 2 : 1;
  return e;
}

bool
bg_source_line (struct bg_source *src, unsigned long lineno, size_t *off,
		size_t *len)
{
  if (src->cur_line == 0 || lineno < src->cur_line)
    {
      src->cur_line = 1;
      src->cur_off = 0;
    }
  while (src->cur_line < lineno)
    {
      size_t next;
      line_end (src->buf, src->cur_off, src->len, &next);
      if (next >= src->len)
	return false;
      src->cur_off = next;
      src->cur_line++;
    }
  size_t next;
  *off = src->cur_off;
  *len = line_end (src->buf, src->cur_off, src->len, &next) - src->cur_off;
  return true;
}

size_t
bg_codepoint_column (const char *s, size_t n, size_t byte_col)
{
  const unsigned char *u = (const unsigned char *) s;
  size_t col = 1, b = 0, stop = byte_col ? byte_col - 1 : 0;
  while (b < stop && b < n)
    {
      unsigned cp;
      bool valid = true;
      b += bg_utf8_char (u + b, n - b, &cp, &valid);
      col++;
    }
  /* Past the end of the line (an insertion at its end): one per byte.  */
  return col + (stop > b ? stop - b : 0);
}

bool
bg_print_levels (struct bg_scanner *sc, enum bg_base base, const char *buf,
		 size_t len)
{
  size_t cap = 0;
  unsigned *cp = NULL;
  int *levels = NULL;
  size_t *order = NULL;
  bool ok = true;
  for (size_t pos = 0; pos < len && ok;)
    {
      const char *nl = memchr (buf + pos, '\n', len - pos);
      size_t end = nl ? (size_t) (nl - buf) : len, n = 0;
      if (end - pos + 1 > cap)
	{
	  cap = 2 * (end - pos + 1);
	  void *a = realloc (cp, cap * sizeof *cp);
	  cp = a ? a : cp;
	  void *b = realloc (levels, cap * sizeof *levels);
	  levels = b ? b : levels;
	  void *c = realloc (order, cap * sizeof *order);
	  order = c ? c : order;
	  if (!a || !b || !c)
	    {
	      ok = false;
	      break;
	    }
	}
      for (size_t b = pos; b < end; n++)
	{
	  bool valid = true;
	  b += bg_utf8_char ((const unsigned char *) buf + b, end - b, &cp[n],
			     &valid);
	}
      int par;
      if (!bg_scanner_resolve_levels (sc, cp, n, base, &par, levels, order))
	{
	  ok = false;
	  break;
	}
      printf ("%d;", par);
      for (size_t i = 0; i < n; i++)
	{
	  if (levels[i] < 0)
	    printf ("%sx", i ? " " : "");
	  else
	    printf ("%s%d", i ? " " : "", levels[i]);
	}
      putchar ('\n');
      pos = end + 1;
    }
  free (cp);
  free (levels);
  free (order);
  return ok;
}
