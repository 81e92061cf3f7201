/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-format.c - bidiguard-scan's findings as GCC text, JSON or SARIF.
 *
 * gcc:   file:line:col: warning: MESSAGE [bidiguard:CHECK] and two notes,
 *        columns as GCC prints them (display columns).
 * json:  one array, one object per finding and per line of output.
 * sarif: SARIF 2.1.0, one run, one rule per check.
 *
 * JSON and SARIF columns count Unicode code points from 1 (SARIF's
 * columnKind "unicodeCodePoints"), so that a consumer can find the
 * character in a decoded line; the JSON also gives byte and display
 * columns.  Every string is written in ASCII with \u escapes: a report
 * about invisible characters must not carry them raw.  Output is streamed:
 * nothing is kept per finding.
 */
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "scan-tool.h"

struct bg_report
{
  enum bg_format format;
  FILE *out;
  unsigned checks;
  long results;
  char **errors;   /* for SARIF's toolExecutionNotifications */
  size_t nerrors;
  bool errors_lost;
};

static void print_sarif_head (struct bg_report *r);

struct bg_report *
bg_report_begin (enum bg_format format, FILE *out, unsigned checks)
{
  struct bg_report *r = calloc (1, sizeof *r);
  if (!r)
    return NULL;
  r->format = format;
  r->out = out;
  r->checks = checks;
  if (format == BG_FORMAT_JSON)
    fputs ("[", out);
  else if (format == BG_FORMAT_SARIF)
    print_sarif_head (r);
  return r;
}

void
bg_report_note_error (struct bg_report *r, const char *text)
{
  if (!r)
    return;
  char **e = realloc (r->errors, (r->nerrors + 1) * sizeof *e);
  char *copy = strdup (text);
  if (!e || !copy)
    {
      free (copy);
      r->errors_lost = true;
      if (e)
	r->errors = e;
      return;
    }
  e[r->nerrors++] = copy;
  r->errors = e;
}

/* TEXT as a JSON string, in ASCII: non-ASCII characters as \uXXXX
   (surrogate pairs above U+FFFF), an invalid byte as \ufffd.  */
static void
put_json_string (FILE *out, const char *text)
{
  if (!text)
    {
      fputs ("null", out);
      return;
    }
  const unsigned char *s = (const unsigned char *) text;
  size_t n = strlen (text);
  putc ('"', out);
  for (size_t i = 0; i < n;)
    {
      unsigned c;
      bool valid = true;
      i += bg_utf8_char (s + i, n - i, &c, &valid);
      if (c == '"' || c == '\\')
	fprintf (out, "\\%c", c);
      else if (c == '\n')
	fputs ("\\n", out);
      else if (c == '\t')
	fputs ("\\t", out);
      else if (c >= 0x20 && c < 0x7F)
	putc ((int) c, out);
      else if (c < 0x10000)
	fprintf (out, "\\u%04x", c);
      else
	fprintf (out, "\\u%04x\\u%04x", 0xD800 + ((c - 0x10000) >> 10),
		 0xDC00 + ((c - 0x10000) & 0x3FF));
    }
  putc ('"', out);
}

/* NAME as a URI reference (RFC 3986): unreserved characters and '/' as
   they are, every other byte percent-encoded; "./" prefixes dropped.
   An absolute path becomes a file: URI.  */
static void
put_uri (FILE *out, const char *name)
{
  while (name[0] == '.' && name[1] == '/')
    for (name += 2; *name == '/'; name++)
      ;
  putc ('"', out);
  if (name[0] == '/')
    fputs ("file://", out);
  for (const unsigned char *p = (const unsigned char *) name; *p; p++)
    {
      if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')
	  || (*p >= '0' && *p <= '9') || strchr ("-._~/", *p))
	putc (*p, out);
      else
	fprintf (out, "%%%02X", *p);
    }
  putc ('"', out);
}

static void
put_artifact (FILE *out, const char *name)
{
  fputs ("{\"uri\":", out);
  put_uri (out, name);
  if (name[0] != '/')
    fputs (",\"uriBaseId\":\"%SRCROOT%\"", out);
  fputs ("}", out);
}

/* Where a finding and its fix-its are, in code point columns.  */
struct bg_place
{
  size_t column;      /* the causing character */
  size_t start, end;  /* the region: what moves and the cause; end exclusive */
  const char *line;   /* the finding's line, LEN bytes: its fix-its' columns */
  size_t len;
};

/* Byte column BYTE_COL of P's line as a code point column.  */
static size_t
column_at (const struct bg_place *p, size_t byte_col)
{
  return bg_codepoint_column (p->line, p->len, byte_col);
}

static size_t
char_len_at (const char *s, size_t n, size_t byte_col)
{
  if (byte_col == 0 || byte_col > n)
    return 1;
  unsigned cp;
  bool valid = true;
  return bg_utf8_char ((const unsigned char *) s + byte_col - 1,
		       n - (byte_col - 1), &cp, &valid);
}

static struct bg_place
place_of (struct bg_source *src, const struct bg_finding *f)
{
  size_t off = 0, n = 0;
  if (!bg_source_line (src, f->line, &off, &n))
    off = n = 0;
  const char *s = src->buf + off;
  size_t first = f->range_start < f->byte_col ? f->range_start : f->byte_col;
  size_t past = f->range_end + 1;
  size_t cause_past = f->byte_col + char_len_at (s, n, f->byte_col);
  if (cause_past > past)
    past = cause_past;
  return (struct bg_place) {
    .column = bg_codepoint_column (s, n, f->byte_col),
    .start = bg_codepoint_column (s, n, first),
    .end = bg_codepoint_column (s, n, past),
    .line = s,
    .len = n,
  };
}

static void
print_gcc (FILE *out, const char *where, const struct bg_finding *f)
{
  fprintf (out, "%s:%lu:%zu: warning: %s [bidiguard:%s]\n", where, f->line,
	   f->display_col, f->message, bg_check_name (f->check));
  if (f->displayed)
    fprintf (out, "%s:%lu:%zu: note: the line displays as: %s\n", where,
	     f->line, f->display_col, f->displayed);
  if (f->compiled)
    fprintf (out, "%s:%lu:%zu: note: but is compiled as: %s\n", where,
	     f->line, f->display_col, f->compiled);
  if (f->note && f->note_line)
    fprintf (out, "%s:%lu:%zu: note: %s\n", where, f->note_line,
	     f->note_display_col, f->note);
  else if (f->note)
    fprintf (out, "%s: note: %s\n", where, f->note);
  if (f->hint)
    fprintf (out, "%s:%lu:%zu: note: %s\n", where, f->line, f->display_col,
	     f->hint);
}

/* The cause and the two renderings of F, as JSON members (the JSON
   object's own, SARIF's properties).  */
static void
put_texts (FILE *out, const struct bg_finding *f)
{
  fputs ("\"cause\":", out);
  put_json_string (out, f->cause);
  fputs (",\"displayed\":", out);
  put_json_string (out, f->displayed);
  fputs (",\"compiled\":", out);
  put_json_string (out, f->compiled);
}

static void
print_json (FILE *out, struct bg_source *src, const struct bg_finding *f,
	    bool first)
{
  struct bg_place p = place_of (src, f);
  fputs (first ? "\n{\"file\":" : ",\n{\"file\":", out);
  put_json_string (out, src->name);
  fprintf (out, ",\"line\":%lu,\"column\":%zu,\"start_column\":%zu,"
	   "\"end_column\":%zu,\"byte_column\":%zu,\"display_column\":%zu,"
	   "\"check\":\"%s\",\"message\":", f->line, p.column, p.start, p.end,
	   f->byte_col, f->display_col, bg_check_name (f->check));
  put_json_string (out, f->message);
  putc (',', out);
  put_texts (out, f);
  fputs (",\"hint\":", out);
  put_json_string (out, f->hint);
  if (f->note)
    {
      fputs (",\"related\":{\"message\":", out);
      put_json_string (out, f->note);
      fprintf (out, ",\"line\":%lu,\"byte_column\":%zu,"
	       "\"display_column\":%zu}", f->note_line, f->note_byte_col,
	       f->note_display_col);
    }
  fputs (",\"fixits\":[", out);
  for (size_t i = 0; i < f->nfixits; i++)
    {
      const struct bg_fixit *x = &f->fixits[i];
      fprintf (out, "%s{\"line\":%lu,\"column\":%zu,\"end_column\":%zu,"
	       "\"byte_column\":%zu,\"byte_length\":%zu,\"text\":",
	       i ? "," : "", f->line, column_at (&p, x->byte_col),
	       column_at (&p, x->byte_col + x->byte_len),
	       x->byte_col, x->byte_len);
      put_json_string (out, x->text);
      fputs ("}", out);
    }
  fputs ("]}", out);
}

/* The identifier a confusable one looks like, as SARIF's
   relatedLocations.  */
static void
print_sarif_related (FILE *out, struct bg_source *src,
		     const struct bg_finding *f)
{
  size_t off = 0, n = 0;
  if (!bg_source_line (src, f->note_line, &off, &n))
    off = n = 0;
  fputs (",\"relatedLocations\":[{\"id\":1,\"physicalLocation\":"
	 "{\"artifactLocation\":", out);
  put_artifact (out, src->name);
  fprintf (out, ",\"region\":{\"startLine\":%lu,\"startColumn\":%zu}},"
	   "\"message\":{\"text\":", f->note_line,
	   bg_codepoint_column (src->buf + off, n, f->note_byte_col));
  put_json_string (out, f->note);
  fputs ("}}]", out);
}

static void
print_sarif (FILE *out, struct bg_source *src, const struct bg_finding *f,
	     bool first)
{
  struct bg_place p = place_of (src, f);
  fprintf (out, "%s{\"ruleId\":\"%s\",\"ruleIndex\":%d,\"level\":\"warning\","
	   "\"message\":{\"text\":", first ? "\n" : ",\n",
	   bg_check_name (f->check), (int) f->check);
  const char *hint = f->hint ? f->hint : "";
  const char *shown = f->displayed ? f->displayed : "";
  const char *read = f->compiled ? f->compiled : "";
  char *text = malloc (strlen (f->message) + strlen (shown) + strlen (read)
		       + strlen (hint) + 64);
  if (text && f->displayed)
    sprintf (text, "%s. The line displays as: %s  but is compiled as: %s%s%s",
	     f->message, shown, read, *hint ? "  " : "", hint);
  else if (text)
    sprintf (text, "%s.%s%s", f->message, *hint ? "  " : "", hint);
  put_json_string (out, text ? text : f->message);
  free (text);
  fputs ("},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":",
	 out);
  put_artifact (out, src->name);
  fprintf (out, ",\"region\":{\"startLine\":%lu,\"startColumn\":%zu,"
	   "\"endColumn\":%zu}}}]", f->line, p.start, p.end);
  if (f->note && f->note_line)
    print_sarif_related (out, src, f);
  if (f->nfixits)
    {
      fputs (",\"fixes\":[{\"description\":{\"text\":\"Make the line display "
	     "as it is compiled.\"},\"artifactChanges\":[{\"artifactLocation\":",
	     out);
      put_artifact (out, src->name);
      fputs (",\"replacements\":[", out);
      for (size_t i = 0; i < f->nfixits; i++)
	{
	  const struct bg_fixit *x = &f->fixits[i];
	  fprintf (out, "%s{\"deletedRegion\":{\"startLine\":%lu,"
		   "\"startColumn\":%zu,\"endColumn\":%zu}", i ? "," : "",
		   f->line, column_at (&p, x->byte_col),
		   column_at (&p, x->byte_col + x->byte_len));
	  if (*x->text)
	    {
	      fputs (",\"insertedContent\":{\"text\":", out);
	      put_json_string (out, x->text);
	      fputs ("}", out);
	    }
	  fputs ("}", out);
	}
      fputs ("]}]}]", out);
    }
  fputs (",\"properties\":{", out);
  put_texts (out, f);
  fputs ("}}", out);
}

void
bg_report_finding (void *user, const struct bg_finding *f)
{
  struct bg_finding_sink *sink = user;
  struct bg_report *r = sink->report;
  switch (r->format)
    {
    case BG_FORMAT_GCC:
      print_gcc (r->out, sink->src->name, f);
      break;
    case BG_FORMAT_JSON:
      print_json (r->out, sink->src, f, r->results == 0);
      break;
    case BG_FORMAT_SARIF:
      print_sarif (r->out, sink->src, f, r->results == 0);
      break;
    }
  r->results++;
  sink->count++;
}

static void
print_sarif_head (struct bg_report *r)
{
  FILE *out = r->out;
  fprintf (out, "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\","
	   "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{"
	   "\"name\":\"bidiguard-scan\",\"fullName\":\"bidiguard-scan %s\","
	   "\"version\":\"%s\",\"semanticVersion\":\"%s\",\"rules\":[",
	   BG_VERSION, BG_VERSION, BG_VERSION);
  for (int c = 0; c < BG_CHECK_COUNT; c++)
    {
      fprintf (out, "%s\n{\"id\":\"%s\",\"name\":\"%s\",\"shortDescription\":"
	       "{\"text\":", c ? "," : "", bg_check_name ((enum bg_check) c),
	       bg_check_docs[c].rule);
      put_json_string (out, bg_check_docs[c].summary);
      fputs ("},\"fullDescription\":{\"text\":", out);
      put_json_string (out, bg_check_docs[c].description);
      fputs ("},\"help\":{\"text\":", out);
      put_json_string (out, bg_check_docs[c].description);
      fprintf (out, "},\"defaultConfiguration\":{\"level\":\"warning\","
	       "\"enabled\":%s}}",
	       (r->checks & BG_CHECK_BIT (c)) ? "true" : "false");
    }
  fputs ("]}},", out);
  char cwd[4096];
  if (getcwd (cwd, sizeof cwd - 1))
    {
      if (cwd[strlen (cwd) - 1] != '/')
	strcat (cwd, "/");
      fputs ("\"originalUriBaseIds\":{\"%SRCROOT%\":{\"uri\":", out);
      put_uri (out, cwd);
      fputs ("}},", out);
    }
  fputs ("\"columnKind\":\"unicodeCodePoints\",\"results\":[", out);
}

void
bg_report_end (struct bg_report *r)
{
  FILE *out = r->out;
  switch (r->format)
    {
    case BG_FORMAT_GCC:
      break;
    case BG_FORMAT_JSON:
      fputs (r->results ? "\n]\n" : "]\n", out);
      break;
    case BG_FORMAT_SARIF:
      fprintf (out, "%s],\"invocations\":[{\"executionSuccessful\":%s",
	       r->results ? "\n" : "",
	       r->nerrors || r->errors_lost ? "false" : "true");
      if (r->nerrors)
	{
	  fputs (",\"toolExecutionNotifications\":[", out);
	  for (size_t i = 0; i < r->nerrors; i++)
	    {
	      fputs (i ? ",{\"level\":\"error\",\"message\":{\"text\":"
		       : "{\"level\":\"error\",\"message\":{\"text\":", out);
	      put_json_string (out, r->errors[i]);
	      fputs ("}}", out);
	    }
	  fputs ("]", out);
	}
      fputs ("}]}]}\n", out);
      break;
    }
  for (size_t i = 0; i < r->nerrors; i++)
    free (r->errors[i]);
  free (r->errors);
  free (r);
}
