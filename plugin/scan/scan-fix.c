/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-fix.c - bidiguard-scan --fix: apply the findings' fix-its.
 *
 * The fix-its are the core's (struct bg_fixit: replace BYTE_LEN bytes at a
 * byte column of the finding's line with TEXT); this file applies them as
 * they are, whatever they say, and knows nothing about which check made
 * them.  A file is rewritten only when every edit is unambiguous:
 *   - the file is UTF-8 throughout and has no NUL byte (anything else is a
 *     charset the scanner did not convert, or binary: the edits' UTF-8
 *     would corrupt it);
 *   - no line ends in a lone CR (GCC ends a line there, diff and patch do
 *     not: the edit and the diff would disagree on where it is);
 *   - each edit stays inside its line and inserts no line break;
 *   - no two edits overlap (two different insertions at one place count
 *     as overlapping: their order would be a guess); identical ones merge.
 * Otherwise the file is left alone, said so, and its findings reported.
 * Writing is atomic: a temporary file in the same directory with the
 * original's mode (and owner, where permitted), then rename(); a file
 * changed since it was read, or with several hard links (rename would
 * split them), is not written.  --dry-run prints a unified diff instead.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>
#include <unistd.h>

#include "scan-tool.h"

struct edit
{
  size_t off, len;  /* bytes of the old file replaced */
  char *text;
  unsigned long line;
};

struct collect
{
  struct bg_source *src;
  struct edit *v;
  size_t n, cap;
  long findings;
  const char *refuse;     /* why the file cannot be fixed, or NULL */
  unsigned long refuse_line;
};

static void
refuse (struct collect *c, const char *why, unsigned long line)
{
  if (!c->refuse)
    {
      c->refuse = why;
      c->refuse_line = line;
    }
}

static void
collect_fixits (void *user, const struct bg_finding *f)
{
  struct collect *c = user;
  c->findings++;
  size_t off, n;
  if (!bg_source_line (c->src, f->line, &off, &n))
    {
      refuse (c, "a fix-it on a line the file does not have", f->line);
      return;
    }
  for (size_t i = 0; i < f->nfixits; i++)
    {
      const struct bg_fixit *x = &f->fixits[i];
      if (x->byte_col == 0 || x->byte_col - 1 + x->byte_len > n)
	refuse (c, "a fix-it outside its line", f->line);
      else if (strpbrk (x->text, "\r\n"))
	refuse (c, "a fix-it that inserts a line break", f->line);
      if (c->refuse)
	return;
      if (c->n == c->cap)
	{
	  size_t cap = c->cap ? 2 * c->cap : 16;
	  struct edit *v = realloc (c->v, cap * sizeof *v);
	  if (!v)
	    {
	      refuse (c, "out of memory", f->line);
	      return;
	    }
	  c->v = v;
	  c->cap = cap;
	}
      char *t = strdup (x->text);
      if (!t)
	{
	  refuse (c, "out of memory", f->line);
	  return;
	}
      c->v[c->n++] = (struct edit) { off + x->byte_col - 1, x->byte_len, t,
				     f->line };
    }
}

static int
by_offset (const void *a, const void *b)
{
  const struct edit *x = a, *y = b;
  if (x->off != y->off)
    return x->off < y->off ? -1 : 1;
  if (x->len != y->len)
    return x->len < y->len ? -1 : 1;
  return strcmp (x->text, y->text);
}

/* Sort C's edits, merge identical ones, refuse overlapping ones.  */
static void
order_edits (struct collect *c)
{
  if (c->n)
    qsort (c->v, c->n, sizeof *c->v, by_offset);
  size_t k = 0;
  for (size_t i = 0; i < c->n; i++)
    {
      if (k && c->v[i].off == c->v[k - 1].off
	  && c->v[i].len == c->v[k - 1].len
	  && strcmp (c->v[i].text, c->v[k - 1].text) == 0)
	{
	  free (c->v[i].text);
	  continue;
	}
      if (k && (c->v[i].off < c->v[k - 1].off + c->v[k - 1].len
		|| c->v[i].off == c->v[k - 1].off))
	refuse (c, "overlapping fix-its", c->v[i].line);
      c->v[k++] = c->v[i];
    }
  c->n = k;
}

/* Why the bytes of SRC cannot be edited safely, or NULL.  */
static const char *
check_text (const struct bg_source *src, unsigned long *line)
{
  const unsigned char *s = (const unsigned char *) src->buf;
  *line = 1;
  for (size_t i = 0; i < src->len;)
    {
      unsigned cp;
      bool valid = true;
      if (s[i] == 0)
	return "a NUL byte (binary, or UTF-16/32)";
      if (s[i] == '\r' && (i + 1 == src->len || s[i + 1] != '\n'))
	return "a line ending in a lone CR";
      if (s[i] == '\n')
	++*line;
      i += bg_utf8_char (s + i, src->len - i, &cp, &valid);
      if (!valid)
	return "invalid UTF-8 (another charset?)";
    }
  return NULL;
}

/* SRC's text with C's edits made, in *NEWLEN bytes of a new buffer that
   starts SRC->skipped bytes before the pointer returned, with SRC's
   byte-order mark there.  */
static char *
apply_edits (const struct bg_source *src, const struct collect *c,
	     size_t *newlen)
{
  size_t n = src->len;
  for (size_t i = 0; i < c->n; i++)
    n = n - c->v[i].len + strlen (c->v[i].text);
  /* The bytes cpp does not read (a byte-order mark) stay in front.  */
  char *out = malloc (src->skipped + n + 1);
  if (!out)
    return NULL;
  memcpy (out, src->buf - src->skipped, src->skipped);
  out += src->skipped;
  size_t pos = 0, w = 0;
  for (size_t i = 0; i < c->n; i++)
    {
      const struct edit *e = &c->v[i];
      memcpy (out + w, src->buf + pos, e->off - pos);
      w += e->off - pos;
      size_t t = strlen (e->text);
      memcpy (out + w, e->text, t);
      w += t;
      pos = e->off + e->len;
    }
  memcpy (out + w, src->buf + pos, src->len - pos);
  *newlen = n;
  return out;
}

/* Line starts of the LEN bytes at S (LF-terminated lines; check_text has
   ruled out lone CRs): START[i] for line i, START[count] = LEN.  */
static size_t *
line_starts (const char *s, size_t len, size_t *count)
{
  size_t n = 1;
  for (size_t i = 0; i < len; i++)
    n += s[i] == '\n' && i + 1 < len;
  size_t *v = malloc ((n + 1) * sizeof *v);
  if (!v)
    return NULL;
  size_t k = 0;
  v[k++] = 0;
  for (size_t i = 0; i < len; i++)
    if (s[i] == '\n' && i + 1 < len)
      v[k++] = i + 1;
  v[k] = len;
  *count = len ? n : 0;
  return v;
}

static void
put_line (const char *prefix, const char *s, size_t from, size_t to)
{
  fputs (prefix, stdout);
  fwrite (s + from, 1, to - from, stdout);
  if (to == from || s[to - 1] != '\n')
    fputs ("\n\\ No newline at end of file\n", stdout);
}

static bool
line_same (const char *a, const size_t *la, const char *b, const size_t *lb,
	   size_t i)
{
  return la[i + 1] - la[i] == lb[i + 1] - lb[i]
	 && memcmp (a + la[i], b + lb[i], la[i + 1] - la[i]) == 0;
}

/* A unified diff of OLD and NEW, which have the same lines except where
   edits changed them (no edit adds or removes a line).  */
static bool
print_diff (const char *name, const char *old, size_t oldlen, const char *new,
	    size_t newlen)
{
  size_t n1, n2;
  size_t *l1 = line_starts (old, oldlen, &n1);
  size_t *l2 = line_starts (new, newlen, &n2);
  if (!l1 || !l2 || n1 != n2)
    {
      free (l1);
      free (l2);
      return false;
    }
  while (name[0] == '.' && name[1] == '/')
    name += 2;
  printf ("--- a/%s\n+++ b/%s\n", name, name);
  const size_t ctx = 3;
  for (size_t i = 0; i < n1;)
    {
      if (line_same (old, l1, new, l2, i))
	{
	  i++;
	  continue;
	}
      /* A hunk: from CTX lines before I to CTX lines after the last change
	 that is followed by fewer than 2*CTX+1 unchanged lines.  */
      size_t from = i > ctx ? i - ctx : 0, last = i;
      for (size_t j = i + 1; j < n1 && j <= last + 2 * ctx; j++)
	if (!line_same (old, l1, new, l2, j))
	  last = j;
      size_t to = last + ctx + 1 < n1 ? last + ctx + 1 : n1;
      printf ("@@ -%zu,%zu +%zu,%zu @@\n", from + 1, to - from, from + 1,
	      to - from);
      for (size_t j = from; j < to; j++)
	if (line_same (old, l1, new, l2, j))
	  put_line (" ", old, l1[j], l1[j + 1]);
	else
	  {
	    put_line ("-", old, l1[j], l1[j + 1]);
	    put_line ("+", new, l2[j], l2[j + 1]);
	  }
      i = to;
    }
  free (l1);
  free (l2);
  return true;
}

/* Replace the file behind NAME (stat'ed as ST when it was read) with the
   LEN bytes at BUF.  NULL on success, else why not (errno may tell more).  */
static const char *
write_atomically (const char *name, const struct stat *st, const char *buf,
		  size_t len)
{
  char target[PATH_MAX];
  if (!realpath (name, target))
    return "cannot resolve its path";
  if (st->st_nlink > 1)
    return "it has several hard links (replacing it would split them)";
  char tmp[PATH_MAX + 32];
  const char *slash = strrchr (target, '/');
  snprintf (tmp, sizeof tmp, "%.*s/.%s.bidiguard-XXXXXX",
	    (int) (slash - target), target, slash + 1);
  int fd = mkstemp (tmp);
  if (fd < 0)
    return "cannot create a temporary file beside it";
  const char *why = NULL;
  for (size_t w = 0; w < len && !why;)
    {
      ssize_t r = write (fd, buf + w, len - w);
      if (r < 0 && errno != EINTR)
	why = "cannot write the temporary file";
      else if (r > 0)
	w += (size_t) r;
    }
  if (!why && fchmod (fd, st->st_mode & 07777) != 0)
    why = "cannot set the temporary file's mode";
  if (!why && fchown (fd, st->st_uid, st->st_gid) != 0 && errno != EPERM)
    why = "cannot set the temporary file's owner";
  if (!why && fsync (fd) != 0)
    why = "cannot sync the temporary file";
  if (close (fd) != 0 && !why)
    why = "cannot close the temporary file";
  struct stat now;
  if (!why && (stat (target, &now) != 0 || now.st_ino != st->st_ino
	       || now.st_size != st->st_size
	       || now.st_mtim.tv_sec != st->st_mtim.tv_sec
	       || now.st_mtim.tv_nsec != st->st_mtim.tv_nsec))
    why = "it changed while being checked";
  if (!why && rename (tmp, target) != 0)
    why = "cannot rename the temporary file over it";
  if (why)
    unlink (tmp);
  return why;
}

static void
free_edits (struct collect *c)
{
  for (size_t i = 0; i < c->n; i++)
    free (c->v[i].text);
  free (c->v);
}

static void
ignore_twin (void *user, const struct bg_twin *t)
{
  (void) user, (void) t;
}

/* The confusable pairs of SRC, which SC has just scanned: no fix-it
   renames an identifier, so each is left.  Reported as a scan reports
   them, or with --dry-run only counted; their number.  */
static long
twins_left (struct bg_run *run, struct bg_source *src, struct bg_scanner *sc)
{
  struct bg_finding_sink sink = { run->report, src, 0 };
  long n = bg_source_twins (sc, src, run->cfg->dry_run ? ignore_twin
						     : bg_report_twin, &sink);
  if (n < 0)
    {
      bg_run_error (run, src->name, strerror (ENOMEM));
      return 0;
    }
  if (n && run->status == 0)
    run->status = 1;
  return n;
}

/* Scan SRC (the text --fix leaves) afresh and report its findings and
   confusable pairs; their number.  */
static long
report_findings (struct bg_run *run, struct bg_source *src,
		 struct bg_scanner *sc)
{
  struct bg_finding_sink sink = { run->report, src, 0 };
  src->cur_line = 0;
  bg_scanner_forget_names (sc);
  if (bg_scan_buffer (sc, src->buf, src->len, bg_report_finding, &sink) < 0)
    bg_run_error (run, src->name, strerror (ENOMEM));
  if (sink.count && run->status == 0)
    run->status = 1;
  return sink.count + twins_left (run, src, sc);
}

static void
count_one (void *user, const struct bg_finding *f)
{
  (void) f;
  ++*(long *) user;
}

/* Findings and confusable pairs in SRC's text (for --dry-run, which
   prints only the diff).  */
static long
count_findings (struct bg_run *run, struct bg_scanner *sc,
		struct bg_source *src)
{
  long n = 0;
  bg_scanner_forget_names (sc);
  bg_scan_buffer (sc, src->buf, src->len, count_one, &n);
  return n + twins_left (run, src, sc);
}

static void
say_left (const char *name, long n)
{
  if (n)
    fprintf (stderr, "bidiguard-scan: %s: %ld finding%s that no fix-it "
	     "removes\n", name, n, n == 1 ? "" : "s");
}

/* Scan SRC with SC and plan its edits into C: sorted, not overlapping,
   on text that a rewrite keeps intact; C->refuse says why not.  False
   when the scan ran out of memory.  */
static bool
plan_edits (struct collect *c, struct bg_source *src, struct bg_scanner *sc)
{
  if (bg_scan_buffer (sc, src->buf, src->len, collect_fixits, c) < 0)
    return false;
  if (c->findings == 0 || c->refuse)
    return true;
  order_edits (c);
  if (!c->refuse && c->n)
    {
      unsigned long line;
      const char *why = check_text (src, &line);
      if (why)
	refuse (c, why, line);
    }
  return true;
}

/* SRC has findings but no edit to make (or a refusal): report them as
   a scan would, or with --dry-run say how many are left.  */
static void
leave_unfixed (struct bg_run *run, struct bg_source *src,
	       struct bg_scanner *sc, const struct collect *c)
{
  if (c->refuse)
    fprintf (stderr, "bidiguard-scan: %s:%lu: not fixed: %s\n",
	     src->name, c->refuse_line, c->refuse);
  if (!run->cfg->dry_run)
    report_findings (run, src, sc);
  else
    {
      say_left (src->name, c->findings + twins_left (run, src, sc));
      if (run->status == 0)
	run->status = 1;
    }
}

/* --dry-run: the diff from SRC to AFTER and what AFTER still holds.  */
static void
show_fix (struct bg_run *run, struct bg_source *src, struct bg_scanner *sc,
	  struct bg_source *after)
{
  if (!print_diff (src->name, src->buf - src->skipped,
		   src->len + src->skipped, after->buf - after->skipped,
		   after->len + after->skipped))
    bg_run_error (run, src->name, strerror (ENOMEM));
  else if (run->status == 0)
    run->status = 1;
  say_left (src->name, count_findings (run, sc, after));
}

/* Replace the file of SRC (whose status is ST) with AFTER, made by
   NEDITS edits, and report what AFTER still holds.  */
static void
write_fix (struct bg_run *run, struct bg_source *src, struct bg_scanner *sc,
	   const struct stat *st, struct bg_source *after, size_t nedits)
{
  const char *why = write_atomically (src->name, st,
				      after->buf - after->skipped,
				      after->len + after->skipped);
  if (why)
    {
      fprintf (stderr, "bidiguard-scan: %s: not fixed: %s\n", src->name,
	       why);
      run->status = 2;
      return;
    }
  fprintf (stderr, "bidiguard-scan: %s: fixed (%zu edit%s)\n", src->name,
	   nedits, nedits == 1 ? "" : "s");
  report_findings (run, after, sc);
}

void
bg_fix_source (struct bg_run *run, struct bg_source *src)
{
  struct bg_scanner *sc = bg_scanner_for (run, src->lang);
  struct stat st;
  if (!sc || stat (src->name, &st) != 0)
    {
      bg_run_error (run, src->name, strerror (sc ? errno : ENOMEM));
      return;
    }
  struct collect c = { .src = src };
  bg_scanner_forget_names (sc);
  if (!plan_edits (&c, src, sc))
    bg_run_error (run, src->name, strerror (ENOMEM));
  else if (c.findings == 0)
    {
      /* Nothing a line check finds; the pairs are all there may be.  */
      long n = twins_left (run, src, sc);
      if (run->cfg->dry_run)
	say_left (src->name, n);
    }
  else if (c.refuse || c.n == 0)
    leave_unfixed (run, src, sc, &c);
  else
    {
      struct bg_source after = { .name = src->name, .lang = src->lang,
				 .skipped = src->skipped };
      after.buf = apply_edits (src, &c, &after.len);
      if (!after.buf)
	bg_run_error (run, src->name, strerror (ENOMEM));
      else if (run->cfg->dry_run)
	show_fix (run, src, sc, &after);
      else
	write_fix (run, src, sc, &st, &after, c.n);
      if (after.buf)
	free (after.buf - after.skipped);
    }
  free_edits (&c);
}
