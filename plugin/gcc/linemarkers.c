/* SPDX-License-Identifier: GPL-3.0-or-later */
/* linemarkers.c - map lines of preprocessed output back to their origin.
 *
 * See linemarkers.h.  GCC writes `# N "file" flags` (and #line in some
 * tools' output); the name is a C-like string with \\, \" and octal
 * escapes.  Lines end in LF, CRLF or CR, as the core counts them.
 */
#define _POSIX_C_SOURCE 200809L
#include "linemarkers.h"

#include <stdlib.h>
#include <string.h>

struct marker
{
  unsigned long text_line;  /* line of the marker in the parsed text */
  unsigned long orig_line;  /* N: line number of the next text line */
  size_t file;              /* index into names */
  bool sysp;
};

struct bg_linemarkers
{
  struct marker *markers;
  size_t n, cap;
  char **names;
  size_t n_names, cap_names;
};

static bool
grow (void **array, size_t *cap, size_t need, size_t size)
{
  if (need <= *cap)
    return true;
  size_t cap2 = *cap ? *cap * 2 : 64;
  void *p = realloc (*array, cap2 * size);
  if (!p)
    return false;
  *array = p;
  *cap = cap2;
  return true;
}

/* Index of NAME in M->names, added if new; (size_t) -1 when out of
   memory.  Takes ownership of NAME.  */
static size_t
intern (struct bg_linemarkers *m, char *name)
{
  for (size_t i = m->n_names; i-- > 0;)
    if (strcmp (m->names[i], name) == 0)
      {
	free (name);
	return i;
      }
  if (!grow ((void **) &m->names, &m->cap_names, m->n_names + 1,
	     sizeof *m->names))
    {
      free (name);
      return (size_t) -1;
    }
  m->names[m->n_names] = name;
  return m->n_names++;
}

/* Unescape the quoted name starting after the opening quote at P (END
   bounds the line); NULL when malformed or out of memory.  */
static char *
read_name (const char *p, const char *end)
{
  char *out = malloc ((size_t) (end - p) + 1), *o = out;
  if (!out)
    return NULL;
  while (p < end && *p != '"')
    {
      if (*p != '\\' || p + 1 >= end)
	{
	  *o++ = *p++;
	  continue;
	}
      p++;
      if (*p >= '0' && *p <= '7')
	{
	  int v = 0;
	  for (int k = 0; k < 3 && p < end && *p >= '0' && *p <= '7'; k++)
	    v = v * 8 + (*p++ - '0');
	  *o++ = (char) v;
	}
      else
	*o++ = *p++;
    }
  if (p >= end)
    {
      free (out);
      return NULL;
    }
  *o = '\0';
  return out;
}

static const char *
skip_blanks (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  return p;
}

/* Parse the line [P, END) as a marker into *MK (file name in *NAME);
   false when it is not one.  */
static bool
parse_marker (const char *p, const char *end, struct marker *mk, char **name)
{
  p = skip_blanks (p, end);
  if (p >= end || *p != '#')
    return false;
  p = skip_blanks (p + 1, end);
  if (end - p > 4 && memcmp (p, "line", 4) == 0)
    p = skip_blanks (p + 4, end);
  if (p >= end || *p < '0' || *p > '9')
    return false;
  unsigned long n = 0;
  while (p < end && *p >= '0' && *p <= '9')
    n = n * 10 + (unsigned long) (*p++ - '0');
  p = skip_blanks (p, end);
  if (p >= end || *p != '"' || !(*name = read_name (p + 1, end)))
    return false;
  mk->orig_line = n;
  mk->sysp = false;
  /* Flags follow the closing quote; 3 marks a system header.  */
  const char *q = p + 1;
  while (q < end && *q != '"')
    q += (*q == '\\') ? 2 : 1;
  for (q++; q < end; q++)
    if (*q == '3' && (q[-1] == ' ' || q[-1] == '\t'))
      mk->sysp = true;
  return true;
}

static bool
add_marker (struct bg_linemarkers *m, struct marker *mk, char *name)
{
  mk->file = intern (m, name);
  if (mk->file == (size_t) -1
      || !grow ((void **) &m->markers, &m->cap, m->n + 1, sizeof *m->markers))
    return false;
  m->markers[m->n++] = *mk;
  return true;
}

struct bg_linemarkers *
bg_linemarkers_parse (const char *buf, size_t len)
{
  struct bg_linemarkers *m = calloc (1, sizeof *m);
  const char *p = buf, *end = buf + len;
  for (unsigned long line = 1; m && p < end; line++)
    {
      const char *eol = p;
      while (eol < end && *eol != '\n' && *eol != '\r')
	eol++;
      struct marker mk = { .text_line = line };
      char *name = NULL;
      if (parse_marker (p, eol, &mk, &name) && !add_marker (m, &mk, name))
	{
	  bg_linemarkers_free (m);
	  return NULL;
	}
      p = eol + (eol < end);
      if (eol < end && *eol == '\r' && p < end && *p == '\n')
	p++;
    }
  return m;
}

bool
bg_linemarkers_lookup (const struct bg_linemarkers *m, unsigned long line,
		       const char **file, unsigned long *orig_line, bool *sysp)
{
  size_t lo = 0, hi = m->n;  /* find the last marker with text_line < LINE */
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (m->markers[mid].text_line < line)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo < m->n && m->markers[lo].text_line == line)
    return false;
  if (lo == 0)
    {
      /* Before the first marker: the text's own line (GCC gives it too).  */
      *file = NULL;
      *orig_line = line;
      if (sysp)
	*sysp = false;
      return true;
    }
  const struct marker *mk = &m->markers[lo - 1];
  *file = m->names[mk->file];
  *orig_line = mk->orig_line + (line - mk->text_line - 1);
  if (sysp)
    *sysp = mk->sysp;
  return true;
}

void
bg_linemarkers_free (struct bg_linemarkers *m)
{
  if (!m)
    return;
  for (size_t i = 0; i < m->n_names; i++)
    free (m->names[i]);
  free (m->names);
  free (m->markers);
  free (m);
}
