/* SPDX-License-Identifier: GPL-3.0-or-later */
/* read-text.cc - files read by name, and the hash of a line that says
 * whether GCC's printer reads the line cpp read.
 */
#include "glue.h"

/* PATH's text, when it is a regular file: a name in a .i's line marker
   is the attacker's to choose, and /dev/zero, a FIFO or /dev/tty read
   by name would exhaust memory or block the compile.  A file that grows
   past its size while read (/proc's report 0) is given up on.  */
char *
read_file (const char *path, size_t *len)
{
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  struct stat st;
  FILE *fp = NULL;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode)
      || !(fp = fdopen (fd, "rb")))
    {
      close (fd);
      return NULL;
    }
  size_t limit = st.st_size > 0 ? (size_t) st.st_size + 1 : (size_t) 1 << 26;
  size_t cap = 1 << 16, n = 0, got;
  char *buf = XNEWVEC (char, cap);
  while (n <= limit && (got = fread (buf + n, 1, cap - n, fp)) > 0)
    if ((n += got) == cap)
      buf = XRESIZEVEC (char, buf, cap *= 2);
  bool bad = ferror (fp) || n > limit;
  fclose (fp);
  if (bad)
    {
      XDELETEVEC (buf);
      return NULL;
    }
  *len = n;
  return buf;
}

/* The text of NAME read by name, as cpp would read it: converted from
   -finput-charset= to UTF-8 and without a UTF-8 byte order mark (cpp's
   buffer starts after one), so that byte columns are GCC's columns.
   Only for what has no cpp buffer to read (the original files a .i's
   markers name, a header taken from a .gch or a header unit) and for a
   buffer that failed the sanity check: those are files in the input
   character set, so the conversion stays for them.  NULL when the file
   cannot be read; *UNCONVERTIBLE is set when it was read but cannot be
   converted.  */
char *
read_source (const char *name, size_t *len, bool *unconvertible)
{
  char *buf = read_file (name, len);
  if (!buf)
    return NULL;
  const char *charset = bg_input_charset ();
  if (!bg_conversion_trivial_p (charset))
    {
      size_t n = 0;
      char *utf8 = bg_convert_source (name, charset, buf, *len, &n);
      XDELETEVEC (buf);
      if (!utf8)
	{
	  *unconvertible = true;
	  return NULL;
	}
      buf = utf8;
      *len = n;
    }
  if (*len >= 3 && !memcmp (buf, "\xef\xbb\xbf", 3))
    {
      *len -= 3;
      memmove (buf, buf + 3, *len);
    }
  return buf;
}

/* FNV-1a over the LEN bytes at S, less one CR at the end (a CRLF line
   is the same line to cpp and to every printer).  */
uint64_t
line_hash (const char *s, size_t len)
{
  if (len && s[len - 1] == '\r')
    len--;
  uint64_t h = 14695981039346656037ull;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char) s[i]) * 1099511628211ull;
  return h;
}

/* The hash of physical line LINE of tu.text_in_scan (lines end at LF, CRLF or
   a lone CR, as cpp ends them); false when the text has no such line.  */
bool
scanned_line_hash (unsigned long line, uint64_t *hash)
{
  struct text_in_scan *r = &tu.text_in_scan;
  if (!r->text || line < r->line)
    {
      if (!r->text)
	return false;
      r->line = 1;
      r->off = 0;
    }
  const char *t = r->text;
  while (r->line < line && r->off < r->len)
    {
      const char *e = (const char *) memchr (t + r->off, '\n', r->len - r->off);
      const char *cr = (const char *) memchr (t + r->off, '\r',
					      (e ? (size_t) (e - t) : r->len)
					      - r->off);
      size_t end = cr ? (size_t) (cr - t) : e ? (size_t) (e - t) : r->len;
      r->off = end + 1 + (cr && end + 1 < r->len && t[end + 1] == '\n');
      r->line++;
    }
  if (r->line != line || r->off > r->len)
    return false;
  size_t end = r->off;
  while (end < r->len && t[end] != '\n' && t[end] != '\r')
    end++;
  *hash = line_hash (t + r->off, end - r->off);
  return true;
}
