/* SPDX-License-Identifier: GPL-3.0-or-later */
/* findings.h - collect the core's findings and check what must hold for all.
 *
 * Shared by test-checks.c and test-hostile.c (each includes it once, after
 * unit.h).  scan_text() runs bg_scan_buffer() and keeps a copy of every
 * finding; check_invariants() verifies what every finding must satisfy
 * whatever the input: in line order, reported once per (line, check,
 * column), columns and ranges inside their line, one-line messages, and
 * renderings in valid UTF-8 with every control escaped as <U+XXXX>.
 */
#ifndef BIDIGUARD_FINDINGS_H
#define BIDIGUARD_FINDINGS_H

#include "bidiguard.h"
#include "text/text.h"

#include <stdlib.h>
#include <string.h>

struct found
{
  struct bg_finding f;       /* strings below replace f's borrowed ones */
  char *message, *displayed, *compiled, *fixit_text, *hint, *cause;
  struct bg_fixit *fixits;   /* f.fixits points here; texts owned */
};

struct found_list
{
  struct found *v;
  size_t n, cap;
  bool out_of_order;
};

static char *
dup_str (const char *s)
{
  if (!s)
    return NULL;
  size_t n = strlen (s) + 1;
  char *d = malloc (n);
  if (!d)
    abort ();
  return memcpy (d, s, n);
}

static void
collect_finding (void *user, const struct bg_finding *f)
{
  struct found_list *list = user;
  if (list->n == list->cap)
    {
      list->cap = list->cap ? 2 * list->cap : 16;
      list->v = realloc (list->v, list->cap * sizeof list->v[0]);
      if (!list->v)
	abort ();
    }
  if (list->n && f->line < list->v[list->n - 1].f.line)
    list->out_of_order = true;
  struct found *d = &list->v[list->n++];
  d->f = *f;
  d->message = dup_str (f->message);
  d->displayed = dup_str (f->displayed);
  d->compiled = dup_str (f->compiled);
  d->fixit_text = f->nfixits ? dup_str (f->fixits[0].text) : NULL;
  d->fixits = calloc (f->nfixits + 1, sizeof *d->fixits);
  if (!d->fixits)
    abort ();
  for (size_t k = 0; k < f->nfixits; k++)
    {
      d->fixits[k] = f->fixits[k];
      d->fixits[k].text = dup_str (f->fixits[k].text);
    }
  d->f.fixits = d->fixits;
  d->hint = dup_str (f->hint);
  d->cause = dup_str (f->cause);
  d->f.hint = d->hint;
  d->f.cause = d->cause;
}

static void
free_findings (struct found_list *list)
{
  for (size_t i = 0; i < list->n; i++)
    {
      free (list->v[i].message);
      free (list->v[i].displayed);
      free (list->v[i].compiled);
      free (list->v[i].fixit_text);
      free (list->v[i].hint);
      free (list->v[i].cause);
      for (size_t k = 0; k < list->v[i].f.nfixits; k++)
	free ((char *) list->v[i].fixits[k].text);
      free (list->v[i].fixits);
    }
  free (list->v);
  memset (list, 0, sizeof *list);
}

/* Scan LEN bytes of BUF with OPTS into LIST (emptied first).  Returns
   bg_scan_buffer's result, which is checked against the callback count.  */
__attribute__ ((unused)) static long
scan_text (const char *name, const char *buf, size_t len,
	   const struct bg_options *opts, struct found_list *list)
{
  free_findings (list);
  struct bg_scanner *s = bg_scanner_new (opts);
  if (!UNIT_CHECK (s != NULL, "%s: bg_scanner_new failed", name))
    return -1;
  long r = bg_scan_buffer (s, buf, len, collect_finding, list);
  bg_scanner_free (s);
  UNIT_CHECK (r == (long) list->n, "%s: bg_scan_buffer returned %ld for %zu "
	      "reported findings", name, r, list->n);
  return r;
}

/* Physical lines of a buffer as the core counts them (LF, CRLF or CR end
   a line; a final terminator does not start another): where each starts
   and its length without the terminator.  */
struct line_table
{
  size_t *start, *length;
  unsigned long n;
};

static void
split_lines (const char *buf, size_t len, struct line_table *t)
{
  size_t cap = 16, pos = 0;
  t->n = 0;
  t->start = malloc (cap * sizeof *t->start);
  t->length = malloc (cap * sizeof *t->length);
  while (t->start && t->length)
    {
      size_t end = pos;
      while (end < len && buf[end] != '\n' && buf[end] != '\r')
	end++;
      if (t->n == cap)
	{
	  cap *= 2;
	  t->start = realloc (t->start, cap * sizeof *t->start);
	  t->length = realloc (t->length, cap * sizeof *t->length);
	  if (!t->start || !t->length)
	    break;
	}
      t->start[t->n] = pos;
      t->length[t->n++] = end - pos;
      if (end == len)
	return;
      pos = end + (buf[end] == '\r' && end + 1 < len && buf[end + 1] == '\n'
		   ? 2 : 1);
      if (pos == len)
	return;
    }
  abort ();
}

static void
free_lines (struct line_table *t)
{
  free (t->start);
  free (t->length);
}

/* Decode one UTF-8 sequence at S (N bytes left); the code point or -1 for
   anything invalid (overlong, surrogate, truncated, > U+10FFFF).  */
static long
utf8_decode (const unsigned char *s, size_t n, size_t *used)
{
  static const long min_cp[5] = { 0, 0, 0x80, 0x800, 0x10000 };
  size_t k = s[0] >= 0xF8 ? 0 : s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3
	     : s[0] >= 0xC0 ? 2 : 0;
  *used = 1;
  if (s[0] < 0x80)
    return s[0];
  if (k == 0 || k > n)
    return -1;
  long cp = s[0] & (0x7F >> k);
  for (size_t i = 1; i < k; i++)
    {
      if ((s[i] & 0xC0) != 0x80)
	return -1;
      cp = cp << 6 | (s[i] & 0x3F);
    }
  if (cp < min_cp[k] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return -1;
  *used = k;
  return cp;
}

static bool
is_bidi_control (long cp)
{
  return cp == 0x061C || cp == 0x200E || cp == 0x200F
	 || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

/* The byte offset in S of the first thing a terminal must not be given
   raw: invalid UTF-8, a bidi control or mark, a C0 or C1 control character
   other than tab (U+009B is CSI, U+0085 a line break); -1 when S is safe.
   *CP is that code point (-1 for invalid UTF-8).  */
static long
unsafe_at (const char *s, long *cp)
{
  size_t n = strlen (s), used;
  for (size_t i = 0; i < n; i += used)
    {
      *cp = utf8_decode ((const unsigned char *) s + i, n - i, &used);
      if (*cp < 0 || is_bidi_control (*cp) || (*cp < 0x20 && *cp != '\t')
	  || (*cp >= 0x7F && *cp <= 0x9F))
	return (long) i;
    }
  return -1;
}

static bool
safe_rendering (const char *s)
{
  long cp;
  return unsafe_at (s, &cp) < 0;
}

/* The N bytes at S are one character and TEXT is its own escape, \u or
   \U: the program stays the same (the invisible check's fix-it).  */
static bool
own_escape (const char *s, size_t n, const char *text)
{
  unsigned cp;
  bool valid = true;
  if (n == 0 || bg_utf8_char ((const unsigned char *) s, n, &cp, &valid) != n
      || !valid)
    return false;
  char want[16];
  snprintf (want, sizeof want, cp > 0xFFFF ? "\\U%08X" : "\\u%04X", cp);
  return strcmp (want, text) == 0;
}

/* The N bytes at S are a look-alike of a comment's star-slash (the
   lookalike check): a half of each, unseen characters between.  */
static bool
lookalike_pair (const char *s, size_t n)
{
  const unsigned char *u = (const unsigned char *) s;
  size_t i = 0, k = 0;
  int want = '*';
  while (i < n)
    {
      unsigned c;
      bool valid = true;
      i += bg_utf8_char (u + i, n - i, &c, &valid);
      if (!valid)
	return false;
      if (k++ == 0 || i == n)
	{
	  if (bg_closer_half (c) != want)
	    return false;
	  want = '/';
	}
      else if (!bg_is_unseen (c))
	return false;
    }
  return k >= 2 && !(n == 2 && memcmp (s, "*/", 2) == 0);
}

/* A fix-it replaces only controls and marks (the N bytes at S), and with
   ASCII: it never adds anything invisible.  Or it writes one character as
   its escape, or a look-alike star-slash as "* /".  */
static bool
honest_fixit (const char *s, size_t n, const char *text)
{
  if (strcmp (text, "* /") == 0 && lookalike_pair (s, n))
    return true;
  if (own_escape (s, n, text))
    return true;
  /* A stray in code (cpp's, no identifier takes it) deleted, or made a
     space where deleting it would paste two tokens: an invisible
     character (LRM and RLM are among the controls below).  */
  unsigned c;
  bool valid = true;
  if (n > 0 && bg_utf8_char ((const unsigned char *) s, n, &c, &valid) == n
      && valid && bg_is_invisible (c) && (!*text || strcmp (text, " ") == 0))
    return true;
  /* The line-break check's: a line or paragraph separator made a space.  */
  if (n == 3 && strcmp (text, " ") == 0
      && (memcmp (s, "\xe2\x80\xa8", 3) == 0 || memcmp (s, "\xe2\x80\xa9", 3) == 0))
    return true;
  static const char *const ctl[] = {
    "\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac", "\xe2\x80\xad", "\xe2\x80\xae",
    "\xe2\x81\xa6", "\xe2\x81\xa7", "\xe2\x81\xa8", "\xe2\x81\xa9",
    "\xe2\x80\x8e", "\xe2\x80\x8f"
  };
  if (n == 0)
    return false;
  for (size_t i = 0; i < n;)
    {
      size_t k = 0;
      if (i + 2 <= n && memcmp (s + i, "\xd8\x9c", 2) == 0)
	{
	  i += 2;
	  continue;
	}
      while (k < sizeof ctl / sizeof ctl[0]
	     && (i + 3 > n || memcmp (s + i, ctl[k], 3) != 0))
	k++;
      if (k == sizeof ctl / sizeof ctl[0])
	return false;
      i += 3;
    }
  for (; *text; text++)
    if ((unsigned char) *text >= 0x80 || (unsigned char) *text < 0x20)
      return false;
  return true;
}

static int
compare_findings (const void *a, const void *b)
{
  const struct bg_finding *x = *(const struct bg_finding *const *) a;
  const struct bg_finding *y = *(const struct bg_finding *const *) b;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->check != y->check)
    return x->check < y->check ? -1 : 1;
  return x->byte_col < y->byte_col ? -1 : x->byte_col > y->byte_col;
}

/* "Each finding reported once": no two with the same line, check and
   column.  Sorted, because hostile inputs give many findings.  */
static void
check_no_duplicates (const char *name, const struct found_list *list)
{
  const struct bg_finding **sorted = malloc ((list->n + 1) * sizeof *sorted);
  if (!sorted)
    abort ();
  for (size_t i = 0; i < list->n; i++)
    sorted[i] = &list->v[i].f;
  qsort (sorted, list->n, sizeof *sorted, compare_findings);
  size_t dups = 0;
  for (size_t i = 1; i < list->n; i++)
    if (compare_findings (&sorted[i - 1], &sorted[i]) == 0 && dups++ < 3)
      printf ("  %s: line %lu col %zu: %s reported twice\n", name,
	      sorted[i]->line, sorted[i]->byte_col,
	      bg_check_name (sorted[i]->check));
  UNIT_CHECK (dups == 0, "%s: %zu duplicate findings", name, dups);
  free (sorted);
}

static void
check_rendering (const char *name, unsigned long line, const char *what,
		 const char *s, size_t *bad)
{
  long cp = 0, at = s ? unsafe_at (s, &cp) : 0;
  char found[32] = "no text";
  if (s && cp < 0)
    strcpy (found, "invalid UTF-8");
  else if (s)
    snprintf (found, sizeof found, "raw U+%04lX", (unsigned long) cp);
  if (at >= 0 && (*bad)++ < 5)
    printf ("  %s: line %lu: %s rendering has %s at byte %ld: %.60s\n",
	    name, line, what, found, at, s ? s : "");
}

/* One violated invariant: print the first few, count all.  */
#define INVARIANT(cond, ...)                                                  \
  ((cond) ? 1 : (bad++ < 5 ? printf ("  " __VA_ARGS__), putchar ('\n'), 0 : 0))

/* What every finding of every input must satisfy; one check per input so
   that a large input counts as one test, not thousands.  */
static void
check_invariants (const char *name, const char *buf, size_t len,
		  const struct found_list *list)
{
  struct line_table lines;
  size_t bad = 0;
  split_lines (buf, len, &lines);
  INVARIANT (!list->out_of_order, "%s: findings not in line order", name);
  for (size_t i = 0; i < list->n; i++)
    {
      const struct bg_finding *f = &list->v[i].f;
      const struct found *d = &list->v[i];
      if (!INVARIANT (f->check < BG_CHECK_COUNT, "%s: bad check %d", name,
		      (int) f->check)
	  || !INVARIANT (f->line >= 1 && f->line <= lines.n,
			 "%s: finding on line %lu of %lu", name, f->line,
			 lines.n))
	continue;
      size_t length = lines.length[f->line - 1];
      /* A finding about an empty line (a '//' comment that a splice
	 carries on to it ends there at a lone CR) has column 1, as GCC's
	 own diagnostics at an empty line have, and no wider range.  */
      if (length == 0 && f->byte_col == 1 && f->range_start == 1
	  && f->range_end == 1)
	length = 1;
      INVARIANT (f->byte_col >= 1 && f->byte_col <= length,
		 "%s: line %lu: byte_col %zu outside 1..%zu", name, f->line,
		 f->byte_col, length);
      INVARIANT (f->display_col >= 1, "%s: line %lu: display_col 0", name,
		 f->line);
      INVARIANT (f->range_start >= 1 && f->range_start <= f->range_end
		 && f->range_end <= length,
		 "%s: line %lu: range %zu..%zu outside 1..%zu", name, f->line,
		 f->range_start, f->range_end, length);
      INVARIANT (d->message && *d->message && !strchr (d->message, '\n')
		 && safe_rendering (d->message),
		 "%s: line %lu: bad message", name, f->line);
      check_rendering (name, f->line, "displayed", d->displayed, &bad);
      check_rendering (name, f->line, "compiled", d->compiled, &bad);
      for (size_t k = 0; k < f->nfixits; k++)
	INVARIANT (f->fixits[k].byte_col >= 1
		   && f->fixits[k].byte_col + f->fixits[k].byte_len
		      <= length + 1
		   && honest_fixit (buf + lines.start[f->line - 1]
				    + f->fixits[k].byte_col - 1,
				    f->fixits[k].byte_len, f->fixits[k].text),
		   "%s: line %lu: fix-it at %zu is not inside the line or "
		   "replaces more than controls, or not with ASCII", name,
		   f->line, f->fixits[k].byte_col);
      /* No two fix-its of a line touch the same byte (GCC applies them
	 all to one patch).  */
      for (size_t j = i + 1; j-- > 0 && list->v[j].f.line == f->line;)
	for (size_t k = 0; k < f->nfixits; k++)
	  for (size_t m = 0; m < list->v[j].f.nfixits; m++)
	    {
	      const struct bg_fixit *x = &f->fixits[k], *y = &list->v[j].f.fixits[m];
	      if (j == i && m >= k)
		continue;
	      INVARIANT (x->byte_col + x->byte_len <= y->byte_col
			 || y->byte_col + y->byte_len <= x->byte_col,
			 "%s: line %lu: fix-its at %zu and %zu overlap", name,
			 f->line, x->byte_col, y->byte_col);
	    }
    }
  free_lines (&lines);
  UNIT_CHECK (bad == 0, "%s: %zu invariant violations in %zu findings", name,
	      bad, list->n);
  check_no_duplicates (name, list);
}

#endif /* BIDIGUARD_FINDINGS_H */
