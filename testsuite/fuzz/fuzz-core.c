/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-core.c - libFuzzer target for the bidiguard core.
 *
 * Feeds arbitrary bytes through bg_scan_buffer with every check on and
 * asserts what must hold for any input: positions inside the input's lines,
 * renderings that are valid UTF-8 and can be printed safely (no C0
 * control but tab, no raw bidi control), findings only on lines that can
 * reorder at all, at most one finding per (line, check, byte column), in
 * line order.  bg_resolve_levels gets lighter checks (it sees the whole
 * input as one paragraph).
 *
 * The first input byte selects the options: bits 0-1 the base direction
 * (0 ltr, 1 rtl, 2-3 auto), bit 2 raw strings off, bit 3 scan the buffer
 * a second time with the same scanner (state must not leak between
 * files), bit 4 also scan the bytes as one block comment (a buffer that
 * is all comment, with the same invariants).  Every input is
 * also scanned on the reference path (bg_scanner_set_quiet off: no quiet
 * walk, every line decoded by the book and displayed), which must report
 * exactly the same findings: the quiet walk may only skip what the full
 * check would pass.  The paths are compared with every check on and with
 * the default checks: only a check set without ucn and any has the fast
 * path read a plain line for its comments and literals as the quiet walk
 * goes (bg_line_lex_quiet), instead of lexing it first.  And on each line with a control or mark, under each
 * engine: when its display changes without its controls and marks, the
 * rtl-text marker comment silences none of its line findings
 * (testsuite/unit/attribution.h: attribution cannot be gamed).
 *
 * Build: see fuzz.sh (clang -fsanitize=fuzzer,address,undefined).
 */
#include <fribidi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bidiguard.h"
#include "checks/checks.h"
#include "driver/driver.h"
#include "../unit/attribution.h"

#define MAX_LINES_CHECKED 100000

struct line
{
  size_t start;  /* byte offset of the line in the input */
  size_t len;    /* bytes, terminator excluded */
  int can_reorder;
};

struct seen
{
  unsigned long line;
  enum bg_check check;
  size_t byte_col;
};

struct run
{
  const char *what;     /* "buffer" or "comment", for failure messages */
  const struct line *lines;
  size_t nlines;
  unsigned long first_line;
  struct seen *seen;
  size_t nseen, capseen;
  unsigned long last_line;
};

static void
fail (const struct run *run, const struct bg_finding *f, const char *why)
{
  fprintf (stderr,
	   "fuzz-core: invariant failed (%s): %s\n"
	   "  [bidiguard:%s] line %lu byte_col %zu display_col %zu range %zu-%zu"
	   " (input has %zu lines)\n  message: %s\n",
	   run->what, why, bg_check_name (f->check), f->line, f->byte_col,
	   f->display_col, f->range_start, f->range_end, run->nlines,
	   f->message ? f->message : "(null)");
  abort ();
}

/* Strict UTF-8: the code point at S (N bytes left) and its length in *LEN,
   or -1 with *LEN = 1 for a byte that starts no valid sequence (overlong,
   surrogate, past U+10FFFF, truncated).  */
static long
decode (const unsigned char *s, size_t n, size_t *len)
{
  unsigned c = s[0];
  size_t need;
  long cp, min;
  *len = 1;
  if (c < 0x80)
    return c;
  if (c >= 0xC2 && c <= 0xDF)
    need = 1, cp = c & 0x1F, min = 0x80;
  else if (c >= 0xE0 && c <= 0xEF)
    need = 2, cp = c & 0x0F, min = 0x800;
  else if (c >= 0xF0 && c <= 0xF4)
    need = 3, cp = c & 0x07, min = 0x10000;
  else
    return -1;
  if (n < need + 1)
    return -1;
  for (size_t i = 1; i <= need; i++)
    {
      if ((s[i] & 0xC0) != 0x80)
	return -1;
      cp = (cp << 6) | (s[i] & 0x3F);
    }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return -1;
  *len = need + 1;
  return cp;
}

static int
is_bidi_control (long cp)
{
  return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069)
	 || cp == 0x200E || cp == 0x200F || cp == 0x061C;
}

static int
can_reorder (long cp)
{
  FriBidiCharType t;
  if (cp < 0x0590)
    return 0;
  if (is_bidi_control (cp))
    return 1;
  t = fribidi_get_bidi_type ((FriBidiChar) cp);
  return t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL || t == FRIBIDI_TYPE_AN;
}

/* Split BUF into lines ending in LF, CRLF or CR; a last line without a
   terminator counts, an empty remainder after the last terminator does
   not.  */
static size_t
split_lines (const unsigned char *buf, size_t n, struct line *lines,
	     size_t max)
{
  size_t nl = 0, i = 0, start = 0;
  int reorder = 0;
  while (i < n && nl < max)
    {
      if (buf[i] == '\n' || buf[i] == '\r')
	{
	  lines[nl++] = (struct line) { start, i - start, reorder };
	  i += (buf[i] == '\r' && i + 1 < n && buf[i + 1] == '\n') ? 2 : 1;
	  start = i;
	  reorder = 0;
	  continue;
	}
      size_t len;
      long cp = decode (buf + i, n - i, &len);
      reorder |= cp >= 0 && can_reorder (cp);
      i += len;
    }
  if (start < n && nl < max)
    lines[nl++] = (struct line) { start, n - start, reorder };
  return nl;
}

static int
line_has_backslash (const unsigned char *buf, const struct line *l)
{
  return memchr (buf + l->start, '\\', l->len) != NULL;
}

static int
line_has_non_ascii (const unsigned char *buf, const struct line *l)
{
  for (size_t i = 0; i < l->len; i++)
    if (buf[l->start + i] >= 0x80)
      return 1;
  return 0;
}

/* Valid UTF-8 with no C0 control but tab, no DEL and no raw bidi control.  */
static const char *
bad_rendering (const char *text)
{
  const unsigned char *s = (const unsigned char *) text;
  size_t n = strlen (text), i = 0;
  while (i < n)
    {
      size_t len;
      long cp = decode (s + i, n - i, &len);
      if (cp < 0)
	return "invalid UTF-8";
      if ((cp < 0x20 && cp != '\t') || cp == 0x7F)
	return "raw C0 control";
      if (is_bidi_control (cp))
	return "raw bidi control";
      i += len;
    }
  return NULL;
}

static const unsigned char *current_input;
static size_t current_size;

/* Whether line L of the input can end otherwise for viewers than for
   cpp, which line-break reports without any reordering: it ends at a
   lone CR, holds a line or paragraph separator, or holds a backslash
   (one that an invisible character after it keeps from splicing).  */
static int
line_breaks_otherwise (const struct line *l)
{
  const unsigned char *s = current_input;
  size_t e = l->start + l->len;
  if (e < current_size && s[e] == '\r'
      && (e + 1 >= current_size || s[e + 1] != '\n'))
    return 1;
  for (size_t i = l->start; i + 2 < e; i++)
    if (s[i] == 0xE2 && s[i + 1] == 0x80 && (s[i + 2] == 0xA8 || s[i + 2] == 0xA9))
      return 1;
  return line_has_backslash (s, l);
}

static void
report (void *user, const struct bg_finding *f)
{
  struct run *run = user;
  const char *why;
  if (f->check >= BG_CHECK_COUNT)
    fail (run, f, "check out of range");
  if (f->line < run->first_line || f->line - run->first_line >= run->nlines)
    fail (run, f, "line outside the input");
  if (f->line < run->last_line)
    fail (run, f, "findings not in line order");
  run->last_line = f->line;
  const struct line *l = &run->lines[f->line - run->first_line];
  if (f->byte_col < 1 || f->byte_col > l->len + 1)
    fail (run, f, "byte_col outside the line");
  if (f->range_start < 1 || f->range_start > l->len + 1)
    fail (run, f, "range_start outside the line");
  if (f->range_end < 1 || f->range_end > l->len + 1)
    fail (run, f, "range_end outside the line");
  if (f->range_start > f->range_end)
    fail (run, f, "range_start > range_end");
  if (f->display_col < 1)
    fail (run, f, "display_col < 1");
  for (size_t k = 0; k < f->nfixits; k++)
    {
      const struct bg_fixit *x = &f->fixits[k];
      if (x->byte_col < 1 || x->byte_col + x->byte_len > l->len + 1)
	fail (run, f, "fix-it outside the line");
      if (!x->text || (!*x->text && !x->byte_len))
	fail (run, f, "empty fix-it");
    }
  if (!f->message || !f->displayed || !f->compiled)
    fail (run, f, "NULL string");
  if ((why = bad_rendering (f->message)))
    fail (run, f, why);
  if ((why = bad_rendering (f->displayed)))
    fail (run, f, why);
  if ((why = bad_rendering (f->compiled)))
    fail (run, f, why);
  if (f->hint && (why = bad_rendering (f->hint)))
    fail (run, f, why);
  if (f->cause && (why = bad_rendering (f->cause)))
    fail (run, f, why);
  /* Three kinds of finding need no reordering: an escape that makes a
     control (plain ASCII, after a backslash), a character in an
     identifier (an invisible one, a look-alike letter), and a line that
     ends otherwise for viewers (line-break).  */
  unsigned bit = BG_CHECK_BIT (f->check);
  if (!l->can_reorder
      && !((bit & BG_CHECKS_ASCII) && line_has_backslash (current_input, l))
      && !((bit & BG_IDENT_CHECKS) && line_has_non_ascii (current_input, l))
      && !(f->check == BG_CHECK_LINE_BREAK && line_breaks_otherwise (l)))
    fail (run, f, "finding on a line that cannot reorder");
  for (size_t i = 0; i < run->nseen; i++)
    if (run->seen[i].line == f->line && run->seen[i].check == f->check
	&& run->seen[i].byte_col == f->byte_col)
      fail (run, f, "two findings with the same line, check and byte_col");
  if (run->nseen == run->capseen)
    {
      run->capseen = run->capseen ? 2 * run->capseen : 64;
      run->seen = realloc (run->seen, run->capseen * sizeof *run->seen);
      if (!run->seen)
	abort ();
    }
  run->seen[run->nseen++] = (struct seen) { f->line, f->check, f->byte_col };
}

static long
scan_checked (struct bg_scanner *sc, const unsigned char *buf, size_t n,
	      struct line *lines, int as_comment)
{
  struct run run = { as_comment ? "comment" : "buffer", lines, 0, 1,
		     NULL, 0, 0, 0 };
  long found;
  current_input = buf;
  current_size = n;
  run.nlines = split_lines (buf, n, lines, MAX_LINES_CHECKED);
  if (run.nlines == MAX_LINES_CHECKED)
    return 0;  /* the invariants need every line; such inputs are rare */
  found = bg_scan_buffer (sc, (const char *) buf, n, report, &run);
  if (found >= 0 && (size_t) found != run.nseen)
    {
      fprintf (stderr, "fuzz-core: %s returned %ld but reported %zu\n",
	       run.what, found, run.nseen);
      abort ();
    }
  free (run.seen);
  return found;
}

/* What a scan reported, for comparing two paths.  */
struct record
{
  struct bg_finding *v;   /* message copied, other strings dropped */
  size_t n, cap;
};

static void
record (void *user, const struct bg_finding *f)
{
  struct record *r = user;
  if (r->n == r->cap)
    {
      r->cap = r->cap ? 2 * r->cap : 64;
      r->v = realloc (r->v, r->cap * sizeof *r->v);
      if (!r->v)
	abort ();
    }
  struct bg_finding *c = &r->v[r->n++];
  *c = *f;
  c->message = strdup (f->message ? f->message : "");
  if (!c->message)
    abort ();
}

static void
record_free (struct record *r)
{
  for (size_t i = 0; i < r->n; i++)
    free ((char *) r->v[i].message);
  free (r->v);
}

/* The fast path (quiet walk, class cache, a plain line read as the walk
   goes or literals-first lexing) against the reference path on the same
   input and options.  */
static void
check_paths (const struct bg_options *opts, const unsigned char *buf,
	     size_t n)
{
  struct record fast = { 0 }, ref = { 0 };
  struct bg_scanner *a = bg_scanner_new (opts), *b = bg_scanner_new (opts);
  if (a && b)
    {
      bg_scanner_set_quiet (b, 0);
      long fa = bg_scan_buffer (a, (const char *) buf, n, record, &fast);
      long fb = bg_scan_buffer (b, (const char *) buf, n, record, &ref);
      if (fa >= 0 && fb >= 0)
	{
	  if (fast.n != ref.n)
	    {
	      fprintf (stderr, "fuzz-core: fast path %zu findings, reference "
		       "path %zu\n", fast.n, ref.n);
	      for (size_t i = 0; i < fast.n || i < ref.n; i++)
		fprintf (stderr, "  %s | %s\n",
			 i < fast.n ? fast.v[i].message : "-",
			 i < ref.n ? ref.v[i].message : "-");
	      abort ();
	    }
	  for (size_t i = 0; i < fast.n; i++)
	    {
	      const struct bg_finding *x = &fast.v[i], *y = &ref.v[i];
	      if (x->line != y->line || x->check != y->check
		  || x->byte_col != y->byte_col || x->range_end != y->range_end
		  || strcmp (x->message, y->message) != 0)
		{
		  fprintf (stderr, "fuzz-core: fast and reference paths differ "
			   "at finding %zu:\n  %lu %s %s\n  %lu %s %s\n", i,
			   x->line, bg_check_name (x->check), x->message,
			   y->line, bg_check_name (y->check), y->message);
		  abort ();
		}
	    }
	}
    }
  bg_scanner_free (a);
  bg_scanner_free (b);
  record_free (&fast);
  record_free (&ref);
}

/* The input (invalid bytes as U+FFFD, up to MAX_LEVELS_CHECKED code
   points) as one paragraph through bg_resolve_levels: levels within UAX #9's
   range (max depth 125, so at most 126 after the implicit rules), the
   visual order a permutation.  */
#define MAX_LEVELS_CHECKED 4096
static void
levels_fail (const char *why, size_t index, int value)
{
  fprintf (stderr, "fuzz-core: bg_resolve_levels: %s (index %zu, value %d)\n",
	   why, index, value);
  abort ();
}

static void
check_levels (const unsigned char *buf, size_t n, enum bg_base base)
{
  static unsigned cp[MAX_LEVELS_CHECKED];
  static int levels[MAX_LEVELS_CHECKED];
  static size_t order[MAX_LEVELS_CHECKED];
  static unsigned char hit[MAX_LEVELS_CHECKED];
  size_t count = 0, i = 0;
  int par = -1;
  while (i < n && count < MAX_LEVELS_CHECKED)
    {
      size_t len;
      long c = decode (buf + i, n - i, &len);
      cp[count++] = c < 0 ? 0xFFFD : (unsigned) c;
      i += len;
    }
  if (!bg_resolve_levels (cp, count, base, &par, levels, order))
    return;
  if (par != 0 && par != 1)
    levels_fail ("paragraph level not 0 or 1", count, par);
  if (base != BG_BASE_AUTO && par != (base == BG_BASE_RTL))
    levels_fail ("paragraph level differs from the base", count, par);
  memset (hit, 0, count);
  for (i = 0; i < count; i++)
    {
      if (levels[i] < -1 || levels[i] > 126)
	levels_fail ("level outside -1..126", i, levels[i]);
      if (order[i] >= count || hit[order[i]]++)
	levels_fail ("visual order not a permutation", i, (int) order[i]);
    }
}

/* Lines the attribution property is checked on, per input, and their
   longest: each costs four displays and two scans.  */
#define ATTRIBUTION_LINES 16
#define ATTRIBUTION_LINE_MAX 2048

/* attribution.h's property on the first lines of BUF that can reorder.  */
static void
check_attribution (const unsigned char *buf, const struct line *lines,
		   size_t nlines, enum bg_base base)
{
  size_t tried = 0;
  for (size_t k = 0; k < nlines && tried < ATTRIBUTION_LINES; k++)
    {
      if (!lines[k].can_reorder || lines[k].len > ATTRIBUTION_LINE_MAX
	  || memchr (buf + lines[k].start, '\\', lines[k].len))
	continue;
      tried++;
      for (int e = 0; e < 2; e++)
	{
	  char why[200];
	  if (attribution_check ((const char *) buf + lines[k].start,
				 lines[k].len,
				 e ? BG_ENGINES_FRIBIDI : BG_ENGINES_ICU, base,
				 why, sizeof why) < 0)
	    {
	      fprintf (stderr, "fuzz-core: line %zu: %s\n", k + 1, why);
	      abort ();
	    }
	}
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static struct line lines[MAX_LINES_CHECKED];
  struct bg_options opts;
  struct bg_scanner *sc;
  unsigned mode;
  long first;
  if (size < 1)
    return 0;
  mode = data[0];
  data++, size--;
  bg_options_init (&opts);
  opts.checks = BG_CHECKS_ALL;
  opts.base = (mode & 3) == 0 ? BG_BASE_LTR
	      : (mode & 3) == 1 ? BG_BASE_RTL : BG_BASE_AUTO;
  /* Bits 2, 5 and 6 pick how cpp lexes: the standards that differ most
     (raw strings, trigraphs, // in C90, digit separators, assembler).  */
  static const char *const stds[] = { "gnu17", "c11", "c90", "c++14",
				      "gnu++17", "c2x", "gnu89", "c++98" };
  bg_parse_std (stds[((mode >> 2) & 1) | ((mode >> 4) & 6)], false,
		&opts.lang);
  if ((mode & 0x64) == 0x64)
    opts.lang = (struct bg_lang) { .cplusplus_comments = true,
				   .no_digraphs = true };
  sc = bg_scanner_new (&opts);
  if (!sc)
    return 0;
  first = scan_checked (sc, data, size, lines, 0);
  if (mode & 8)
    {
      long again = scan_checked (sc, data, size, lines, 0);
      if (first >= 0 && again >= 0 && again != first)
	{
	  fprintf (stderr, "fuzz-core: second scan found %ld, first %ld\n",
		   again, first);
	  abort ();
	}
    }
  if (mode & 16)
    {
      /* One block comment: "/" "*" + the bytes up to the first
	 star-slash + star-slash.  */
      size_t body = 0;
      while (body + 1 < size && !(data[body] == '*' && data[body + 1] == '/'))
	body++;
      if (body + 1 >= size)
	body = size;
      unsigned char *text = malloc (body + 4);
      if (!text)
	abort ();
      memcpy (text, "/*", 2);
      memcpy (text + 2, data, body);
      memcpy (text + 2 + body, "*/", 2);
      scan_checked (sc, text, body + 4, lines, 1);
      free (text);
    }
  bg_scanner_free (sc);
  check_attribution (data, lines, split_lines (data, size, lines,
					       MAX_LINES_CHECKED), opts.base);
  check_paths (&opts, data, size);
  /* The default checks: the one-pass reading of plain lines.  */
  opts.checks = BG_CHECKS_DEFAULT;
  check_paths (&opts, data, size);
  check_levels (data, size, opts.base);
  return 0;
}
