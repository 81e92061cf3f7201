/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcc-glue.cc - the GCC side of bidiguard.
 *
 * Checks every buffer the preprocessor pushes (once per translation unit)
 * from cpp's own bytes (the main file's at PLUGIN_PRAGMAS, each header's at
 * its LC_ENTER, before cpp reads a line of it: cpp holds the file whole,
 * converted from -finput-charset=), never from a second reading of the
 * file by name, which a pipe, standard input or a .i whose markers name
 * another file would make differ; runs the core on it
 * and reports each finding as a GCC warning with two notes and, for
 * unpaired controls, a fix-it.  A finding is reported as soon as cpp has
 * reached its line (the line_change callback, cpp's own diagnostics, the
 * file's LC_LEAVE), so findings come out in source order among GCC's own
 * diagnostics and before an error that ends the compile; a location is
 * never built for a line cpp has not reached (GCC 12 and earlier move
 * highest_location then, and GCC's own later diagnostics go wrong).
 * A #line or line marker in a file's text renames and renumbers the
 * lines after it: their findings are reported at the line cpp gives
 * them, as GCC's own diagnostics are (renumber).
 * System headers are the files in the compiler's own include directories,
 * decided by path, never by a #pragma or line marker in the text.
 * #pragma GCC diagnostic ignored "-Wbidi-chars" silences findings as it
 * silences GCC's own check; one that silences control-caused findings
 * of another file, or through a macro's _Pragma, is named at the end.
 *
 * Arguments (-fplugin-arg-bidiguard-KEY[=VALUE]): bg_plugin_args in
 * option-list.c (checks=LIST, base=, system-headers, error, disable, help,
 * version); `help` prints them.
 *
 * Usage: gcc -fplugin=bidiguard -fplugin-arg-bidiguard-checks=+rtl-layout -c foo.c
 *
 * Inputs that are not plain files:
 * - preprocessed input (.i/.ii): the .i text cc1 compiles is checked,
 *   whatever its markers say (none, one, names of clean files, system
 *   header flags), its findings mapped through the markers to the file
 *   and line GCC gives; and each original file the markers name is read
 *   by name when it exists (its comments and #if 0 blocks are what -E
 *   removed).  A line found both ways is reported once.
 * - the -E run that the driver starts before compiling its output
 *   (-save-temps, -no-integrated-cpp, -traditional-cpp) checks nothing;
 *   the compile that follows checks the .i and its originals.  Under -P
 *   (no markers, so no originals) that run checks the originals and the
 *   compile the .i, as GCC's own -Wbidi-chars does in that flow.  A
 *   user's -E checks, and so does assembler-with-cpp's -E run (.S), the
 *   only cpp pass there.
 * - standard input, pipes and /dev/fd paths: their buffers, like any file.
 * - a header cpp takes from a .gch, or a C++ header unit that stands in
 *   for an #include: not lexed, so checked from the header file by name,
 *   or said not to be.
 * What cannot be checked (the parts of a .i that -E removed when its
 * originals are absent, a buffer that fails the sanity check and cannot
 * be read by name, a file the core runs out of memory on) gets one
 * warning naming the file, and GCC's own -Wbidi-chars stays on at the
 * user's level while cpp lexes that buffer: loading the plugin never
 * leaves a build less checked than GCC alone.
 */
#include "gcc-compat.h"

#include "bidiguard.h"
#include "linemarkers.h"
#include "loader.h"
#include "option-list.h"

/* A finding kept until its file's lines have locations.  */
struct pending
{
  const char *file;
  struct bg_finding f;  /* strings owned (xstrdup) */
  /* Its line's bytes as cpp has them (printed_as_read): a hash, and
     whether there is one.  */
  uint64_t line_hash;
  bool line_known;
};

/* The text being checked, for the hash of a finding's line: findings
   come in line order, so the line before is where to go on from.  */
struct reading
{
  const char *text;
  size_t len;
  unsigned long line;  /* the physical line that starts at OFF */
  size_t off;
};

/* A file seen in this translation unit.  */
struct checked
{
  char *name;
  vec<pending> findings;  /* in line order */
  unsigned next;          /* FINDINGS before this one are reported */
  bool scanned;           /* read and checked (not a toolchain header) */
  bool covered;           /* checked whole: GCC's own check not needed */
  bool entered;           /* cpp has entered it (file_change) */
  bool has_id;            /* the file exists: DEV and INO identify it */
  dev_t dev;
  ino_t ino;
  /* What cpp calls the lines of its text from the last #line or line
     marker in it on (renumber): the map's file name (NULL: NAME, as
     cpp read it; owned, never freed), and the physical line less cpp's
     line number.  */
  const char *cur_name;
  long delta;
};

/* Findings of FILE that the #pragma GCC diagnostic at PRAGMA ignored.  */
struct hidden
{
  location_t pragma;
  const char *file;  /* a checked file's name */
  unsigned count;
  bool lowered;      /* made warnings where the build asked for errors */
};

/* Why a file was not checked, or not whole: a buffer that failed the
   sanity check (then read by name), a file that cannot be read by name
   or converted, lack of memory.  */
enum unchecked_why
{
  UNCHECKED_FALLBACK,
  UNCHECKED_UNREADABLE,
  UNCHECKED_UNCONVERTIBLE,
  UNCHECKED_MEMORY
};

/* A directory headers were found in, and whether it resolves into a
   toolchain directory.  */
struct resolved_dir
{
  char *name;
  bool toolchain;
};

/* A warning about the main file, kept until it has a line.  */
struct said_later
{
  enum unchecked_why why;
  char *name;
};

/* An open file, beside its entry in g.stack: the cpp buffer lexed in it
   (the parent's for a file a line marker entered) and whether GCC's own
   -Wbidi-chars must check that buffer (bidiguard did not check it).  */
struct frame
{
  cpp_buffer *buf;
  bool gcc_checks;
  bool own;        /* BUF is this file's own, pushed for it */
};

static struct
{
  struct bg_options opts;
  bool system_headers;
  bool as_error;                 /* -fplugin-arg-bidiguard-error */
  bool errors_asked;             /* the command line makes findings errors */
  int user_bidi;                 /* -Wbidi-chars= as given (GCC 12+) */
  bool distrust;                 /* test hook: refuse every buffer */
  bool said_fallback;            /* a buffer was re-read by name */
  bool defer;                    /* say_unchecked waits: no line yet */
  vec<said_later> later;         /* what it will say */
  struct bg_scanner *scanner;
  vec<checked> files;
  vec<int> stack;                /* open files: index in FILES, -1 repeat */
  vec<frame> frames;             /* beside STACK: the buffer being lexed */
  bool entered;                  /* a frame was pushed: cpp is past its
				    <built-in> and <command-line> text */
  struct reading reading;        /* the text bg_scan_buffer reads */
  vec<pending> deferred;         /* lines that had no location */
  vec<pending> itext;            /* findings in the .i text, by origin */
  vec<char *> itext_only;        /* originals checked only through the .i */
  vec<char *> toolchain_dirs;    /* the compiler's own include directories */
  vec<hidden> silenced;          /* findings a pragma elsewhere hid */
  vec<resolved_dir> dirs;        /* directories of headers, resolved */
  cpp_callbacks prev;            /* the callbacks we chain to */
  char *help;                    /* the arguments' help, once made */
} g;

/* Reading files and collecting findings.  */

/* PATH's text, when it is a regular file: a name in a .i's line marker
   is the attacker's to choose, and /dev/zero, a FIFO or /dev/tty read
   by name would exhaust memory or block the compile.  A file that grows
   past its size while read (/proc's report 0) is given up on.  */
static char *
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

/* FNV-1a over the LEN bytes at S, less one CR at the end (a CRLF line
   is the same line to cpp and to every printer).  */
static uint64_t
line_hash (const char *s, size_t len)
{
  if (len && s[len - 1] == '\r')
    len--;
  uint64_t h = 14695981039346656037ull;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char) s[i]) * 1099511628211ull;
  return h;
}

/* The hash of physical line LINE of g.reading (lines end at LF, CRLF or
   a lone CR, as cpp ends them); false when the text has no such line.  */
static bool
reading_line_hash (unsigned long line, uint64_t *hash)
{
  struct reading *r = &g.reading;
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

static struct pending
copy_finding (const char *file, const struct bg_finding *f)
{
  struct pending p = { file, *f, 0, false };
  p.line_known = reading_line_hash (f->line, &p.line_hash);
  p.f.message = xstrdup (f->message);
  p.f.displayed = xstrdup (f->displayed);
  p.f.compiled = xstrdup (f->compiled);
  p.f.cause = f->cause ? xstrdup (f->cause) : NULL;
  p.f.hint = f->hint ? xstrdup (f->hint) : NULL;
  p.f.literal_calls = f->literal_calls ? xstrdup (f->literal_calls) : NULL;
  struct bg_fixit *fix = XNEWVEC (struct bg_fixit, f->nfixits + 1);
  for (size_t i = 0; i < f->nfixits; i++)
    {
      fix[i] = f->fixits[i];
      fix[i].text = xstrdup (f->fixits[i].text);
    }
  p.f.fixits = fix;
  return p;
}

static void
free_finding (struct pending *p)
{
  free (CONST_CAST (char *, p->f.message));
  free (CONST_CAST (char *, p->f.displayed));
  free (CONST_CAST (char *, p->f.compiled));
  free (CONST_CAST (char *, p->f.cause));
  free (CONST_CAST (char *, p->f.hint));
  free (CONST_CAST (char *, p->f.literal_calls));
  for (size_t i = 0; i < p->f.nfixits; i++)
    free (CONST_CAST (char *, p->f.fixits[i].text));
  XDELETEVEC (CONST_CAST (struct bg_fixit *, p->f.fixits));
}

/* bg_report_fn collecting into the checked file USER.  */
static void
collect (void *user, const struct bg_finding *f)
{
  struct checked *c = &g.files[(int) (intptr_t) user];
  c->findings.safe_push (copy_finding (c->name, f));
}

/* bg_report_fn for the .i text: maps the finding through the line
   markers USER and keeps it under its original file and line.  */
static const char *main_name (void);

static void
collect_itext (void *user, const struct bg_finding *f)
{
  const char *file;
  unsigned long line;
  if (!bg_linemarkers_lookup ((const bg_linemarkers *) user, f->line, &file,
			      &line, NULL))
    return;
  struct pending p = copy_finding (xstrdup (file ? file : main_name ()), f);
  p.f.line = line;
  g.itext.safe_push (p);
}

/* A warning that a file, or part of it, could not be checked: nothing
   is skipped in silence.  Shown in headers GCC counts as system headers
   too, as the findings are.  */
struct unchecked_warning
{
  bool *flag, saved;
  unchecked_warning () : flag (bg_warn_system_headers_flag ()), saved (*flag)
  {
    *flag = true;
  }
  ~unchecked_warning () { *flag = saved; }
};


/* NAME (whose first line is at LOC) could not be checked, or not to its
   end (for lack of memory, say): say so, as for every file that was not
   checked.  The main file, checked at PLUGIN_PRAGMAS, has no line yet:
   what is said of it waits for its first line (g.defer).  A warning under bidiguard's option (-Wbidi-chars from GCC
   12), not a note: an unchecked file is a hole in what the build was
   asked to ensure, so -Werror stops the build and the user retries;
   -Wno-error=bidi-chars keeps it a warning, -Wno-bidi-chars (which also
   turns the checks off) silences it.  */
static void
say_unchecked (enum unchecked_why why, location_t loc, const char *name)
{
  if (g.defer)
    {
      struct said_later l = { why, xstrdup (name) };
      g.later.safe_push (l);
      return;
    }
  unchecked_warning w;
  switch (why)
    {
    case UNCHECKED_MEMORY:
      warning_at (loc, bg_bidi_option (),
		  "%qs could not be checked for lack of memory; what was "
		  "found before is reported [bidiguard]", name);
      break;
    case UNCHECKED_FALLBACK:
      warning_at (loc, 0, "the preprocessor%'s buffer of %qs is not laid "
		  "out as bidiguard expects (is this the GCC it was built "
		  "for); it and any other such file are read again by name, "
		  "which can differ from what is compiled [bidiguard]", name);
      break;
    case UNCHECKED_UNREADABLE:
      warning_at (loc, 0, "%qs cannot be read again by name: bidiguard did "
		  "not check it, GCC%'s own %<-Wbidi-chars%> does [bidiguard]",
		  name);
      break;
    case UNCHECKED_UNCONVERTIBLE:
      warning_at (loc, 0, "%qs cannot be converted from %qs, the input "
		  "character set; it was not checked [bidiguard]", name,
		  bg_input_charset ());
      break;
    }
}

/* What was said about the main file while it had no line: now at LOC
   (its first line), or UNKNOWN_LOCATION at the end.  */
static void
say_later (location_t loc)
{
  for (unsigned i = 0; i < g.later.length (); i++)
    {
      say_unchecked (g.later[i].why, loc, g.later[i].name);
      free (g.later[i].name);
    }
  g.later.release ();
}

static void
warn_no_memory (location_t loc, const char *name)
{
  say_unchecked (UNCHECKED_MEMORY, loc, name);
}

static struct bg_scanner *
scanner (void)
{
  if (!g.scanner)
    {
      bg_lang_from_cpp (parse_in, &g.opts.lang);
      g.scanner = bg_scanner_new (&g.opts);
    }
  return g.scanner;
}

/* Whether P repeats a finding of C not yet reported: the same check on
   the same line, found in the original file (whose columns differ from
   the .i's where -E collapsed spaces or removed comments) or at the same
   column in the .i text (a file included twice).  */
static bool
already_found (const struct checked *c, const struct pending *p)
{
  for (unsigned i = c->next; i < c->findings.length (); i++)
    {
      const struct bg_finding *f = &c->findings[i].f;
      if (f->line == p->f.line && f->check == p->f.check)
	return true;
    }
  return false;
}

static int
by_line (const void *a, const void *b)
{
  const struct bg_finding *x = &((const struct pending *) a)->f;
  const struct bg_finding *y = &((const struct pending *) b)->f;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->byte_col != y->byte_col)
    return x->byte_col < y->byte_col ? -1 : 1;
  return (int) x->check - (int) y->check;
}

/* Move the .i findings that came from file C into C, less those C's own
   reading found already, in line order.  */
static void
claim_itext (struct checked *c)
{
  bool moved = false;
  for (unsigned i = 0; i < g.itext.length (); i++)
    if (g.itext[i].file && strcmp (g.itext[i].file, c->name) == 0)
      {
	struct pending p = g.itext[i];
	free (CONST_CAST (char *, p.file));
	g.itext[i].file = NULL;
	p.file = c->name;
	if (already_found (c, &p))
	  free_finding (&p);
	else
	  {
	    c->findings.safe_push (p);
	    moved = true;
	  }
      }
  if (moved && c->next < c->findings.length ())
    qsort (c->findings.address () + c->next, c->findings.length () - c->next,
	   sizeof (struct pending), by_line);
}

/* The name of the main file: <stdin> for standard input, the .i file
   for preprocessed input.  */
static const char *
main_name (void)
{
  return ORDINARY_MAP_FILE_NAME (LINEMAPS_ORDINARY_MAP_AT (line_table, 0));
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
static char *
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

/* Check LEN bytes of TEXT, the text of g.files[IDX] (whose first line is
   at LOC); whether all of it was checked, in the one reading cpp has.  */
static bool
check_text (int idx, const char *text, size_t len, location_t loc)
{
  bool ascii_ok = !(g.opts.checks & BG_CHECKS_ASCII);
  if (ascii_ok && bg_is_ascii (text, len))
    return true;  /* nothing in it can reorder */
  /* The file's number places its identifiers (report_twins).  */
  if (scanner ())
    bg_scanner_set_file (g.scanner, (unsigned) idx);
  g.reading = { text, len, 1, 0 };
  long found = g.scanner ? bg_scan_buffer (g.scanner, text, len, collect,
					   (void *) (intptr_t) idx) : -1;
  g.reading = {};
  if (found < 0)
    {
      warn_no_memory (loc, g.files[idx].name);
      return false;
    }
  /* A line read two ways was checked in one of them: GCC's own check
     reads it as cpp does.  */
  return !bg_scanner_read_two_ways (g.scanner);
}

/* The text of cpp's buffer B, not yet lexed, when it passes the sanity
   check.  A .i's first lines are its markers, which cpp reads as it
   pushes the file (the original file's name, the working directory):
   they may have been read already, and cpp cleaned them in place, which
   changes no byte of a line holding no backslash, '?' or CR (nor leaves
   an empty line behind).  */
/* Whether a backslash before P (up to END) escapes a newline: the only
   backslash cpp's line cleaning rewrites (a marker's "C:\\src\\x.c"
   keeps its bytes).  */
static bool
escapes_newline (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v'))
    p++;
  return p >= end || *p == '\n' || *p == '\r';
}

static bool
buffer_text (cpp_buffer *b, const char **text, size_t *len)
{
  size_t lexed;
  if (g.distrust || !bg_buffer_text (b, text, len, &lexed))
    return false;
  if (lexed == 0)
    return true;
  if (!cpp_get_options (parse_in)->preprocessed)
    return false;
  for (size_t i = 0; i < lexed; i++)
    {
      char c = (*text)[i];
      bool line_start = i == 0 || (*text)[i - 1] == '\n';
      if ((c == '\\' && escapes_newline (*text + i + 1, *text + lexed))
	  || (c == '?' && i + 2 < lexed && (*text)[i + 1] == '?'
	      && strchr ("=(/)'<!>-", (*text)[i + 2]))
	  || c == '\r' || (line_start && c != '#'))
	return false;
    }
  return true;
}

/* A buffer failed the sanity check (cpp's struct is not what
   gcc-compat.h mirrors): said once, naming the first such file.  */
static void
say_fallback (const char *name, location_t loc)
{
  if (g.said_fallback)
    return;
  g.said_fallback = true;
  say_unchecked (UNCHECKED_FALLBACK, loc, name);
}

/* Check file NAME by name (no cpp buffer holds its text): 1 when all
   of it was checked, 0 when not and a warning said so, -1 when it cannot
   be read.  */
static int
check_by_name (int idx, const char *name, location_t loc)
{
  size_t len;
  bool unconvertible = false;
  char *buf = read_source (name, &len, &unconvertible);
  if (unconvertible)
    {
      say_unchecked (UNCHECKED_UNCONVERTIBLE, loc, name);
      return 0;
    }
  if (!buf)
    return -1;
  bool done = check_text (idx, buf, len, loc);
  XDELETEVEC (buf);
  return done;
}

/* Check g.files[IDX], entered with MAP; PUSHED when cpp pushed a buffer
   for it, B (NULL when cpp's stack does not hold it where expected),
   else a line marker entered it (the text is the .i's).  Sets its
   COVERED.  */
static void
check_file (int idx, bool pushed, cpp_buffer *b, const line_map_ordinary *map)
{
  struct checked *c = &g.files[idx];
  const char *name = c->name;
  location_t loc = MAP_START_LOCATION (map);
  c->scanned = true;
  const char *text;
  size_t len;
  if (b && buffer_text (b, &text, &len))
    c->covered = check_text (idx, text, len, loc);
  else if (pushed)
    {
      say_fallback (name, loc);
      int done = check_by_name (idx, name, loc);
      c = &g.files[idx];
      c->covered = done > 0;
      if (done < 0)
	say_unchecked (UNCHECKED_UNREADABLE, loc, name);
    }
  else if (check_by_name (idx, name, loc) < 0
	   && cpp_get_options (parse_in)->preprocessed)
    g.itext_only.safe_push (xstrdup (g.files[idx].name));
}

/* One warning for the original files of a .i that could not be read
   (the .i was made elsewhere: distcc, icecc): their preprocessed text
   was checked, but what -E removes was not.  */
static void
warn_itext_only (void)
{
  if (g.itext_only.is_empty ())
    return;
  const char *in = num_in_fnames && *in_fnames[0] ? in_fnames[0] : "<stdin>";
  unchecked_warning w;
  if (g.itext_only.length () == 1)
    warning_at (UNKNOWN_LOCATION, 0,
		"%qs cannot be read: only its preprocessed text in %qs was "
		"checked, not the comments, %<#if 0%> blocks and macro "
		"definitions that %<-E%> removed [bidiguard]",
		g.itext_only[0], in);
  else
    warning_at (UNKNOWN_LOCATION, 0,
		"%qs and %u other files cannot be read: only their "
		"preprocessed text in %qs was checked, not the comments, "
		"%<#if 0%> blocks and macro definitions that %<-E%> removed "
		"[bidiguard]", g.itext_only[0], g.itext_only.length () - 1, in);
  for (unsigned i = 0; i < g.itext_only.length (); i++)
    free (g.itext_only[i]);
  g.itext_only.release ();
}

/* Building locations.  */

/* Column 0 of LINE in FILE, from the latest inclusion of FILE; 0 when no
   map covers that line (yet).  Only maps that start before BEFORE (0:
   all) are looked at.  */
static location_t
line_start (const char *file, unsigned long line, location_t before = 0)
{
  unsigned n = LINEMAPS_ORDINARY_USED (line_table);
  for (unsigned i = n; i-- > 0;)
    {
      const line_map_ordinary *m = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      const char *name = ORDINARY_MAP_FILE_NAME (m);
      if ((before && MAP_START_LOCATION (m) >= before)
	  || !name || strcmp (name, file) != 0)
	continue;
      unsigned long first = ORDINARY_MAP_STARTING_LINE_NUMBER (m);
      if (first <= line && line - first < (1ul << 31))
	{
	  uint64_t start = MAP_START_LOCATION (m)
			   + ((uint64_t) (line - first) << bg_map_line_bits (m));
	  uint64_t limit
	    = (i + 1 < n
	       ? MAP_START_LOCATION (LINEMAPS_ORDINARY_MAP_AT (line_table, i + 1))
	       : (uint64_t) line_table->highest_location + 1);
	  if (start < limit)
	    return (location_t) start;
	}
      if (m->reason == LC_ENTER)
	break;  /* the start of FILE's latest inclusion */
    }
  return 0;
}

/* Whether cpp is on line P->f.line of P->file now: the line it started
   last, still open for columns (linemap_position_for_column).  */
static bool
cpp_on_line (const struct pending *p)
{
  const line_map_ordinary *m = LINEMAPS_LAST_ORDINARY_MAP (line_table);
  const char *name = ORDINARY_MAP_FILE_NAME (m);
  return (name && strcmp (name, p->file) == 0
	  && line_table->highest_line >= MAP_START_LOCATION (m)
	  && SOURCE_LINE (m, line_table->highest_line) == p->f.line);
}

/* The location of byte column COL on the line starting at LINE0, or
   LINE0 itself when GCC gives that column none.  A line's map is sized
   by the columns cpp has lexed so far (7 bits when the line starts,
   widened when a token lies beyond them), so a finding reported at
   the line's first token can lie past what the map reaches.  AT_LINE:
   called while cpp is at that line's start (the line_change callback);
   then, if cpp is still on it, the column is made as cpp makes its own
   (its -Wbidi-chars included), with linemap_position_for_column, which
   widens the line's map and gives no column past
   LINE_MAP_MAX_COLUMN_NUMBER.  */
static location_t
column_loc (location_t line0, const struct pending *p, size_t col,
	    bool at_line)
{
  if (col == 0 || col > LINE_MAP_MAX_COLUMN_NUMBER)
    return line0;
  location_t loc = linemap_position_for_loc_and_offset (line_table, line0,
							 (unsigned) col);
  expanded_location x = expand_location (loc);
  if (x.file && strcmp (x.file, p->file) == 0
      && (unsigned long) x.line == p->f.line && (size_t) x.column == col)
    return loc;
  if (!at_line || !cpp_on_line (p))
    return line0;
  loc = linemap_position_for_column (line_table, (unsigned) col);
  x = expand_location (loc);
  if (x.file && strcmp (x.file, p->file) == 0
      && (unsigned long) x.line == p->f.line && (size_t) x.column == col)
    return loc;
  return line0;
}

/* Whether a finding of CHECK is caused by a control or escape (not by
   right-to-left letters alone): what a pragma must not hide unseen.  */
static bool
control_caused (enum bg_check check)
{
  return !(BG_CHECK_BIT (check) & BG_CHECKS_LETTER);
}

/* A finding of CHECK in FILE at LOC was emitted (SHOWN) or not.  If a
   #pragma GCC diagnostic ignored "-Wbidi-chars" hid it, or one with
   "warning" made it a warning where the command line asked for errors
   (a build gate passed), from another file than its own or through a
   macro's _Pragma, count it for trace_silenced: a reviewer of FILE sees
   no pragma there.  -w is the user's own choice and -Wno-bidi-chars
   never gets here (it turns the checks off).  */
static void
note_silenced (enum bg_check check, const char *file, location_t loc,
	       bool shown)
{
  if (!control_caused (check) || bg_warnings_inhibited ())
    return;
  int kind = DK_UNSPECIFIED;
  location_t pragma = bg_pragma_deciding (loc, &kind);
  bool lowered = shown && kind == DK_WARNING && g.errors_asked;
  if (pragma == UNKNOWN_LOCATION
      || !(lowered || (!shown && kind == DK_IGNORED)))
    return;
  expanded_location x = expand_location (pragma);
  if (x.file && strcmp (x.file, file) == 0
      && !linemap_location_from_macro_expansion_p (line_table, pragma))
    return;
  for (unsigned i = 0; i < g.silenced.length (); i++)
    if (g.silenced[i].pragma == pragma
	&& strcmp (g.silenced[i].file, file) == 0)
      {
	g.silenced[i].count++;
	return;
      }
  struct hidden s = { pragma, file, 1, lowered };
  g.silenced.safe_push (s);
}

/* The first of the calls around P's literal (struct bg_finding's
   literal_calls) that is a function-like macro here, into MACRO (CAP
   bytes): a macro's # would take the fix-its' escapes for other text.
   cpp has reached P's line, so its table holds what that line sees.  */
static bool
stringizing_call (const struct pending *p, char *macro, size_t cap)
{
  const char *s = p->f.literal_calls;
  while (s && *s)
    {
      size_t n = strcspn (s, " ");
      if (bg_function_like_macro (parse_in, s, n))
	{
	  snprintf (macro, cap, "%.*s", (int) n, s);
	  return true;
	}
      s += n + (s[n] == ' ');
    }
  return false;
}

/* Whether GCC's source printer reads P's line as cpp read it, so that
   columns computed on cpp's line are columns of the printer's: where it
   reads another line, a range on it can end inside a character or past
   the line, which GCC 12's printer stops the compile on (an internal
   compiler error in column_range).  They differ where the printer splits
   lines otherwise (a lone CR ends a line for cpp, not for GCC 12's
   printer), where a #line or a .i's marker names a file whose line holds
   other text, or where the printer does not convert -finput-charset
   (GCC 11).  A printer that has no line (standard input, a file gone)
   quotes nothing, so columns are safe there.  */
static bool
printed_as_read (const struct pending *p)
{
  const char *text;
  size_t len;
  if (!bg_printer_line (p->file, p->f.line, &text, &len))
    return true;
  return p->line_known && line_hash (text, len) == p->line_hash;
}

/* Whether P's caret column lies on the printer's line at the start of a
   character, or past the line's end: a caret alone, with no range, is
   then one the printer can draw, wherever the line came from.  GCC's own
   -Wbidi-chars gives a .i's columns under the names its markers give,
   past the end of a shorter line too (buffer.exp, build-flows.exp), and
   so does bidiguard when the lines differ.  */
static bool
caret_fits (const struct pending *p)
{
  const char *text;
  size_t len, col = p->f.byte_col;
  if (!bg_printer_line (p->file, p->f.line, &text, &len))
    return true;
  if (len && text[len - 1] == '\r')
    len--;
  return col >= 1 && (col > len || ((unsigned char) text[col - 1] & 0xc0) != 0x80);
}

/* Report P at the line starting at LINE0; AT_LINE as for column_loc.
   With no column for the caret there is no range and no fix-it either,
   as for GCC's own diagnostics on such a column.  */
static void
warn (const struct pending *p, location_t line0, bool at_line)
{
  struct bg_finding fs = p->f;
  const struct bg_finding *f = &fs;
  char macro[128], hint[320];
  if (fs.nfixits && stringizing_call (p, macro, sizeof macro))
    {
      fs.nfixits = 0;
      bg_stringize_hint (macro, hint, sizeof hint);
      fs.hint = hint;
    }
  bool same = printed_as_read (p);
  location_t caret = (same || caret_fits (p)
		      ? column_loc (line0, p, f->byte_col, at_line) : line0);
  location_t loc = caret;
  if (caret != line0 && same)
    loc = make_location (caret,
			 column_loc (line0, p, f->range_start, at_line),
			 column_loc (line0, p, f->range_end, at_line));
  rich_location rich (line_table, loc);
  if (f->escape_source)
    bg_escape_source (&rich);
  for (size_t i = 0; i < f->nfixits && caret != line0 && same; i++)
    {
      const struct bg_fixit *x = &f->fixits[i];
      location_t fix = column_loc (line0, p, x->byte_col, at_line);
      if (fix == line0)
	continue;
      if (x->byte_len == 0)
	rich.add_fixit_insert_before (fix, x->text);
      else
	{
	  location_t last = column_loc (line0, p, x->byte_col + x->byte_len - 1,
					at_line);
	  if (last != line0)
	    rich.add_fixit_replace (make_location (fix, fix, last), x->text);
	}
    }
  auto_diagnostic_group group;
  bool *sys = bg_warn_system_headers_flag (), saved = *sys;
  *sys = true;  /* checked files only: where a file lives decides */
  /* -fplugin-arg-bidiguard-error: -Werror for this diagnostic only.  */
  bool werror = g.as_error ? bg_warnings_as_errors (true) : false;
  bool shown = warning_at (&rich, bg_bidi_option (), "%s [bidiguard:%s]",
			   f->message, bg_check_name (f->check));
  if (g.as_error)
    bg_warnings_as_errors (werror);
  note_silenced (f->check, p->file, caret, shown);
  if (shown)
    {
      inform (loc, "the line displays as: %s", f->displayed);
      inform (loc, "but is compiled as: %s", f->compiled);
      if (f->hint)
	inform (loc, "%s", f->hint);
    }
  *sys = saved;
}

/* libcpp widens a line's map to a column plus this many
   (linemap_position_for_column), and gives up columns on the line when
   that passes LINE_MAP_MAX_COLUMN_NUMBER.  */
#define GCC_COLUMN_SPARE 50

/* Whether P's caret has no column yet on the line starting at LINE0 and
   one can be given at the end, on a map of its own (flush_deferred):
   cpp has left the line, without lexing anything that far along it (a
   comment, a directive, a skipped block, a string's middle).  Not for a
   column where GCC's own -Wbidi-chars would get none either.  */
static bool
column_later (location_t line0, const struct pending *p, bool at_line)
{
  size_t col = p->f.byte_col;
  return (col > 0 && col + GCC_COLUMN_SPARE <= LINE_MAP_MAX_COLUMN_NUMBER
	  && !(at_line && cpp_on_line (p))
	  && column_loc (line0, p, col, false) == line0);
}

/* Report the findings of file C on (physical) lines up to LAST, which
   cpp has reached, at the lines cpp gives them (C's numbering: a #line
   or line marker in its text renames and renumbers the lines after it),
   in the maps that start before BEFORE (0: all); keep those whose line
   has no location, or whose column can only be had later, for
   flush_deferred.  AT_LINE as for column_loc.  */
static void
flush_file (struct checked *c, unsigned long last = ULONG_MAX,
	    bool at_line = false, location_t before = 0)
{
  for (; c->next < c->findings.length (); c->next++)
    {
      struct pending *p = &c->findings[c->next];
      if (p->f.line > last)
	return;
      /* The finding where cpp has it: the same strings.  */
      struct pending q = *p;
      location_t line0 = 0;
      if (c->cur_name)
	q.file = c->cur_name;
      if ((long) p->f.line - c->delta >= 1)
	{
	  q.f.line = (unsigned long) ((long) p->f.line - c->delta);
	  line0 = line_start (q.file, q.f.line, before);
	}
      if (line0 && !column_later (line0, &q, at_line))
	{
	  warn (&q, line0, at_line);
	  free_finding (p);
	}
      else
	/* Where cpp has the line, when it has it at all (flush_deferred
	   looks for it).  */
	g.deferred.safe_push (line0 ? q : *p);
    }
  c->findings.release ();
  c->next = 0;
}

static void
flush_all (void)
{
  for (unsigned i = 0; i < g.files.length (); i++)
    flush_file (&g.files[i]);
}

/* Report the findings of the file cpp is in on lines up to LOC's, so that
   they come out in source order among GCC's own diagnostics, as if cpp
   had issued them: before an error on a later line stops the compile
   (-Wfatal-errors, -fmax-errors) and not after the parser's "At top
   level:".  */
static void
flush_upto (location_t loc, bool at_line)
{
  if (g.stack.is_empty () || g.stack.last () < 0 || loc <= BUILTINS_LOCATION)
    return;
  struct checked *c = &g.files[g.stack.last ()];
  if (c->next >= c->findings.length ())
    return;
  expanded_location x = expand_location (loc);
  /* cpp's line as a physical line of C's text (flush_file).  */
  long line = (long) x.line + c->delta;
  if (x.file && line >= (long) c->findings[c->next].f.line
      && strcmp (x.file, c->cur_name ? c->cur_name : c->name) == 0)
    flush_file (c, (unsigned long) line, at_line);
}

/* Where the latest inclusion of FILE was included from (0: the main
   file, or FILE has no map).  */
static location_t
included_from (const char *file)
{
  for (unsigned i = LINEMAPS_ORDINARY_USED (line_table); i-- > 0;)
    {
      const line_map_ordinary *m = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      const char *name = ORDINARY_MAP_FILE_NAME (m);
      if (name && strcmp (name, file) == 0)
	return linemap_included_from (m);
    }
  return 0;
}

/* Report what had no location, each on a line map of its own (with the
   include chain of the file's latest inclusion).  Only when
   GCC is done with the line table: at PLUGIN_FINISH or a fatal error.
   Such a map lies after every #pragma GCC diagnostic of the translation
   unit, so one at the end of a file would decide for a line far above
   it; where the line has a location of its own (only its column was
   missing), the pragmas are those in force there, as for GCC's own
   -Wbidi-chars: when they differ, the finding is reported at the line
   itself, without a column.  */
static void
flush_deferred (void)
{
  for (unsigned i = 0; i < g.deferred.length (); i++)
    {
      struct pending *p = &g.deferred[i];
      location_t at_line = line_start (p->file, p->f.line);
      location_t from = included_from (p->file);
      const line_map *map
	= linemap_add (line_table, LC_RENAME, 0, p->file, p->f.line);
      bg_set_included_from (map, from);
      size_t cols = p->f.range_end + 1;
      for (size_t k = 0; k < p->f.nfixits; k++)
	cols = MAX (cols, p->f.fixits[k].byte_col + p->f.fixits[k].byte_len + 1);
      /* No more than GCC gives any column: a larger hint gives none.  */
      cols = MIN (cols, (size_t) LINE_MAP_MAX_COLUMN_NUMBER);
      location_t line0 = linemap_line_start (line_table, p->f.line, cols);
      if (at_line)
	{
	  /* Shown in checked files wherever they live, as warn does.  */
	  bool *sys = bg_warn_system_headers_flag (), saved = *sys;
	  *sys = true;
	  if (bg_bidi_enabled_at (at_line) != bg_bidi_enabled_at (line0))
	    line0 = at_line;
	  *sys = saved;
	}
      warn (p, line0, false);
      free_finding (p);
    }
  g.deferred.truncate (0);
}

/* One warning per pragma that hid findings from other files or through
   a macro, or made them warnings where the build asked for errors: where
   it is and how many findings of which files it hid.  A plain warning
   (option 0), which no pragma can silence; -w can.  An error when the
   command line makes findings errors: the build must fail as the hidden
   findings would have made it.  */
static void
trace_silenced (void)
{
  for (unsigned i = 0; i < g.silenced.length (); i++)
    {
      location_t pragma = g.silenced[i].pragma;
      if (pragma == UNKNOWN_LOCATION)
	continue;  /* said with an earlier entry */
      unsigned total = 0;
      char *files = xstrdup ("");
      for (unsigned k = i; k < g.silenced.length (); k++)
	if (g.silenced[k].pragma == pragma)
	  {
	    char *more = xasprintf ("%s%s%u in '%s'", files, *files ? ", " : "",
				    g.silenced[k].count, g.silenced[k].file);
	    free (files);
	    files = more;
	    total += g.silenced[k].count;
	    if (k > i)
	      g.silenced[k].pragma = UNKNOWN_LOCATION;
	  }
      unchecked_warning w;
      const char *what = g.silenced[i].lowered
			   ? "made %u bidiguard finding%s of Trojan-Source "
			     "controls warnings, not the errors the build "
			     "asked for,"
			   : "silenced %u bidiguard finding%s of Trojan-Source "
			     "controls";
      char *msg = xasprintf ("this %%<#pragma GCC diagnostic%%> %s where a "
			     "reader of the code does not see it: %%s "
			     "[bidiguard]", what);
      if (g.errors_asked)
	error_at (pragma, msg, total, total == 1 ? "" : "s", files);
      else
	warning_at (pragma, 0, msg, total, total == 1 ? "" : "s", files);
      free (msg);
      free (files);
    }
  g.silenced.release ();
}

/* Identifiers that look alike (the confusable check): found across the
   translation unit, reported when it is done.  */

/* Whether identifier PL's bytes lie within its line as GCC's printer
   reads the line of FILE, from the start of a character: then a range
   over them is one GCC's printer can draw (printed_as_read says why it
   matters; identifiers are placed after the files were read, with no
   line of cpp's to compare).  */
static bool
place_fits (const char *file, const struct bg_ident_place *pl)
{
  const char *text;
  size_t len;
  if (!bg_printer_line (file, pl->line, &text, &len))
    return true;
  if (len && text[len - 1] == '\r')
    len--;
  return (pl->byte_col >= 1 && pl->byte_len >= 1
	  && pl->byte_col - 1 + pl->byte_len <= len
	  && ((unsigned char) text[pl->byte_col - 1] & 0xc0) != 0x80);
}

/* Where identifier PL is, caret at its first character and a range over
   it; UNKNOWN_LOCATION when it has no place or no map.  */
static location_t
place_loc (const struct bg_ident_place *pl, bool range)
{
  if (!pl->line || pl->file >= g.files.length ())
    return UNKNOWN_LOCATION;
  struct pending p = {};
  p.file = g.files[pl->file].name;
  p.f.line = pl->line;
  location_t line0 = line_start (p.file, pl->line);
  if (!line0)
    return UNKNOWN_LOCATION;
  if (!place_fits (p.file, pl))
    return line0;
  location_t caret = column_loc (line0, &p, pl->byte_col, false);
  if (!range)
    return caret;
  return make_location (caret, caret,
			column_loc (line0, &p, pl->byte_col + pl->byte_len - 1, false));
}

/* bg_order_fn: the translation unit's order is that of the locations
   (the main file is read before its headers, but its lines come after
   the #include that brings them in).  */
static int
twin_order (void *, const struct bg_ident_place *a,
	    const struct bg_ident_place *b)
{
  location_t x = place_loc (a, false), y = place_loc (b, false);
  return x < y ? -1 : x > y;
}

static void
warn_twin (void *, const struct bg_twin *t)
{
  location_t at = place_loc (&t->later, true);
  location_t first = place_loc (&t->first, true);
  auto_diagnostic_group group;
  bool *sys = bg_warn_system_headers_flag (), saved = *sys;
  *sys = true;
  bool werror = g.as_error ? bg_warnings_as_errors (true) : false;
  bool shown = warning_at (at, bg_bidi_option (), "%s [bidiguard:%s]",
			   t->message, bg_check_name (BG_CHECK_CONFUSABLE));
  if (g.as_error)
    bg_warnings_as_errors (werror);
  if (shown)
    inform (first ? first : at, "%s", t->note);
  if (at != UNKNOWN_LOCATION)
    note_silenced (BG_CHECK_CONFUSABLE, g.files[t->later.file].name, at,
		   shown);
  *sys = saved;
}

static int
add_cpp_name (cpp_reader *, cpp_hashnode *node, void *)
{
  return bg_scanner_add_name (g.scanner, (const char *) NODE_NAME (node),
			      NODE_LEN (node));
}

/* The ASCII identifiers of the translation unit, once one non-ASCII
   identifier has a skeleton: each file is read once more for the first
   place of each (its lines are on the fast path, never lexed; a second
   reading gives only a note's place, nothing is checked from it), then
   cpp's own table for the names no file spells (made by ##).  */
static void
report_twins (void)
{
  if (!g.scanner || !bg_scanner_wants_names (g.scanner))
    return;
  bool ok = true;
  for (unsigned i = 0; ok && i < g.files.length (); i++)
    {
      struct stat st;
      if (!g.files[i].scanned
	  || stat (g.files[i].name, &st) != 0 || !S_ISREG (st.st_mode))
	continue;  /* a pipe could block, or read empty */
      size_t len;
      bool unconvertible = false;
      char *buf = read_source (g.files[i].name, &len, &unconvertible);
      if (!buf)
	continue;
      bg_scanner_set_file (g.scanner, i);
      ok = bg_scan_names (g.scanner, buf, len, twin_order, NULL) >= 0;
      XDELETEVEC (buf);
    }
  if (ok)
    cpp_forall_identifiers (parse_in, add_cpp_name, NULL);
  if (!ok || bg_scanner_twins (g.scanner, twin_order, NULL, warn_twin,
			       NULL) < 0)
    warn_no_memory (UNKNOWN_LOCATION, main_input_filename);
}

/* Following the preprocessor.  */

/* <built-in>, <command-line>: names of no file.  Standard input is
   <stdin>, also in the line markers of its preprocessed output.  */
static bool
pseudo_file (const char *name)
{
  size_t n = strlen (name);
  return (n > 1 && name[0] == '<' && name[n - 1] == '>'
	  && strcmp (name, main_name ()) != 0 && strcmp (name, "<stdin>") != 0);
}

static int
find_checked (const char *name, const struct checked *id)
{
  for (unsigned i = 0; i < g.files.length (); i++)
    if ((strcmp (g.files[i].name, name) == 0
	 && (g.files[i].has_id == id->has_id || strcmp (name, "<stdin>") != 0))
	|| (id->has_id && g.files[i].has_id && g.files[i].dev == id->dev
	    && g.files[i].ino == id->ino))
      return i;
  return -1;
}

static void
add_toolchain_dir (const char *dir)
{
  g.toolchain_dirs.safe_push (xstrdup (dir));
  char *real = lrealpath (dir);
  if (strcmp (real, dir) != 0)
    g.toolchain_dirs.safe_push (real);
  else
    free (real);
}

static bool
in_toolchain_dir (const char *name)
{
  for (unsigned i = 0; i < g.toolchain_dirs.length (); i++)
    {
      size_t n = strlen (g.toolchain_dirs[i]);
      if (strncmp (name, g.toolchain_dirs[i], n) == 0 && n > 0
	  && (name[n] == '/' || g.toolchain_dirs[i][n - 1] == '/'))
	return true;
    }
  return false;
}

/* Whether NAME is a system header in bidiguard's sense: a file in one of
   the compiler's own include directories (the default <...> search path:
   the C library, libstdc++, GCC's own headers, /usr/local/include).  It
   is decided by where the file lives, never by what the file says: a
   #pragma GCC system_header or a line marker with flag 3 is text that an
   attacker writes too.  -isystem and -I directories are the project's
   choice, and vendored code under -isystem is a supply-chain path, so
   they are checked (README, "What is checked").  */
static bool
toolchain_file (const char *name)
{
  if (g.toolchain_dirs.is_empty ())
    return false;
  /* By the resolved path only: "/usr/include/../../tmp/x.h" and a
     symlink out of a toolchain directory are not toolchain headers.
     Headers share a few directories, so a directory is resolved once;
     the file itself only when it is a symbolic link.  */
  struct stat st;
  const char *slash = strrchr (name, '/');
  if (!slash || slash == name || lstat (name, &st) != 0 || S_ISLNK (st.st_mode))
    {
      char *real = lrealpath (name);
      bool in = in_toolchain_dir (real);
      free (real);
      return in;
    }
  size_t n = slash - name;
  for (unsigned i = g.dirs.length (); i-- > 0;)
    if (strlen (g.dirs[i].name) == n && !memcmp (g.dirs[i].name, name, n))
      return g.dirs[i].toolchain;
  char *dir = xstrndup (name, n);
  char *real = lrealpath (dir);
  char *inside = concat (real, "/", NULL);
  struct resolved_dir d = { dir, in_toolchain_dir (inside) };
  free (inside);
  free (real);
  g.dirs.safe_push (d);
  return d.toolchain;
}

/* A new entry in g.files for NAME, not yet entered or checked.  REAL:
   NAME is a file's path, even when it is "<stdin>" (standard input's
   name is no file: a header really named <stdin> is another file).  */
static int
add_file (const char *name, bool real = true)
{
  struct stat st;
  struct checked c = { NULL, vNULL, 0, false, false, false,
		       (real || strcmp (name, "<stdin>") != 0)
		       && stat (name, &st) == 0, 0, 0, NULL, 0 };
  if (c.has_id)
    {
      c.dev = st.st_dev;
      c.ino = st.st_ino;
    }
  int idx = find_checked (name, &c);
  if (idx >= 0)
    return idx;
  c.name = xstrdup (name);
  g.files.safe_push (c);
  return g.files.length () - 1;
}

/* Whether bidiguard checks NAME (the main file is what the user
   compiles, wherever it lives).  */
static bool
wanted (const char *name)
{
  return (g.system_headers
	  || (main_input_filename && strcmp (name, main_input_filename) == 0)
	  || strcmp (name, main_name ()) == 0 || !toolchain_file (name));
}

/* Start checking NAME, entered with MAP from buffer B (NULL: a line
   marker in the .i entered it), unless this translation unit has checked
   it; returns its index, or -1 when it needs no report from this
   inclusion.  *GCC_CHECKS: whether B needs GCC's own check.  */
static int
enter_file (const char *name, const line_map_ordinary *map, cpp_buffer *b,
	    bool *gcc_checks)
{
  unsigned before = g.files.length ();
  int idx = add_file (name, b && *bg_buffer_path (b));
  struct checked *c = &g.files[idx];
  bool first = !c->entered;
  c->entered = true;
  if (!c->scanned && wanted (name))
    {
      if ((unsigned) idx < before && strcmp (c->name, name) != 0)
	{
	  /* First reached through the toolchain's directories, now by
	     another path: checked now.  */
	  free (c->name);
	  c->name = xstrdup (name);
	}
      check_file (idx, b != NULL, b, map);
      first = true;
    }
  if (cpp_get_options (parse_in)->preprocessed)
    claim_itext (&g.files[idx]);  /* toolchain headers' text in a .i too */
  c = &g.files[idx];
  /* A toolchain header skipped by design keeps GCC's check only where
     its warnings would show (-Wsystem-headers): elsewhere GCC drops
     them, and the check costs its line-comment fast path.  */
  *gcc_checks = b && !c->covered
		&& (c->scanned || *bg_warn_system_headers_flag ());
  /* A name holding a control (f<U+202E>x.c, or a directory of -I):
     __FILE__ and __FILE_NAME__ put it into a string literal that cpp
     lexes from a buffer of its own, with no file_change, and GCC's own
     check reports there; bidiguard never reads that text, so GCC's check
     stays on in the file (the file's own controls are then reported by
     both).  __BASE_FILE__ puts the main file's name into any file.  */
  const char *base = main_name ();
  if (bg_has_control (name, strlen (name))
      || (base && bg_has_control (base, strlen (base))))
    *gcc_checks = true;
  if (first && !g.later.is_empty () && strcmp (name, main_name ()) == 0)
    say_later (MAP_START_LOCATION (map));
  return first ? idx : -1;
}

static void
leave_file (void)
{
  if (g.stack.is_empty ())
    return;
  int idx = g.stack.pop ();
  g.frames.pop ();
  if (idx >= 0)
    flush_file (&g.files[idx]);
}

/* GCC's own -Wbidi-chars at the user's level while cpp lexes a buffer
   bidiguard did not check, off elsewhere (no line reported twice).
   libcpp reads the level each time it lexes a comment, string or
   character literal, so switching it as files change switches it for
   what follows.  Before the first file is entered cpp lexes the
   built-in macros and the -D, -U and -A options of the command line
   (c_finish_options renames the main map to <built-in> and
   <command-line> itself, past the file_change callback): bidiguard
   reads none of that text, GCC's check does.  */
static void
set_gcc_check (cpp_reader *pfile)
{
  bool on = g.frames.is_empty () ? !g.entered : g.frames.last ().gcc_checks;
  bg_set_bidi_check (pfile, on ? g.user_bidi : BG_BIDI_LEVEL_NONE);
}

/* The buffer cpp pushed for the file it is entering, or NULL when the
   top buffer is one already open (a line marker entered the file).  */
static cpp_buffer *
pushed_buffer (const char *name)
{
  cpp_buffer *b = cpp_get_buffer (parse_in);
  for (unsigned i = 0; i < g.frames.length (); i++)
    if (g.frames[i].buf == b)
      return NULL;
  const char *path = bg_buffer_path (b);
  if (!path || (strcmp (path, name) != 0
		&& !(!*path && strcmp (name, "<stdin>") == 0)))
    return NULL;
  return b;
}

static void
push_file (const char *name, const line_map_ordinary *map)
{
  cpp_buffer *b = pushed_buffer (name);
  struct frame fr = { b, false, b != NULL };
  int idx = enter_file (name, map, b, &fr.gcc_checks);
  if (!b)
    {
      /* The text is the open buffer's: its check decides.  */
      fr.buf = g.frames.is_empty () ? NULL : g.frames.last ().buf;
      fr.gcc_checks = !g.frames.is_empty () && g.frames.last ().gcc_checks;
    }
  g.stack.safe_push (idx);
  g.frames.safe_push (fr);
  g.entered = true;
}

/* A file a line marker entered in the open buffer's text: no file of
   its own to check, the open buffer's check decides.  */
static void
push_text_frame (void)
{
  struct frame fr = { NULL, false, false };
  if (!g.frames.is_empty ())
    fr = g.frames.last ();
  fr.own = false;
  g.stack.safe_push (-1);
  g.frames.safe_push (fr);
  g.entered = true;
}

/* The checked file whose text cpp is lexing (its own buffer is cpp's
   top one): its index in g.files, or -1 (none, or one entered again,
   whose findings were reported at its first inclusion).  */
static int
buffer_owner (void)
{
  cpp_buffer *b = cpp_get_buffer (parse_in);
  for (unsigned i = g.frames.length (); i-- > 0;)
    if (g.frames[i].own && g.frames[i].buf == b)
      return g.stack[i];
  return -1;
}

/* A directive in the text of checked file IDX (#line, a line marker in
   a file that is not preprocessed output, #pragma GCC system_header)
   started MAP: from the physical line after it, cpp's lines are MAP's
   name and numbering, which is what GCC's own diagnostics, its
   -Wbidi-chars and #pragma GCC diagnostic go by.  The findings on the
   lines up to the directive are reported first, under the numbering
   they had, in the maps before MAP.  cpp has started the line after the
   directive when it calls file_change, so the map before MAP ends at
   that line's start (#line, #pragma GCC system_header), or just before
   it when cpp took that location back (a line marker: do_linemarker).  */
static void
renumber (int idx, const line_map_ordinary *map)
{
  struct checked *c = &g.files[idx];
  expanded_location x = expand_location (MAP_START_LOCATION (map) - 1);
  if (!x.file || strcmp (x.file, c->cur_name ? c->cur_name : c->name) != 0
      || x.line < 1)
    return;  /* not this text's numbering: nothing to follow */
  /* The physical line after the directive.  */
  long next = (long) x.line + (x.column != 0) + c->delta;
  if (next > 1)
    flush_file (c, (unsigned long) (next - 1), false,
		MAP_START_LOCATION (map));
  c = &g.files[idx];
  /* A copy: a precompiled header read later replaces the line table
     (and pending findings may name the old one; none is freed).  */
  c->cur_name = xstrdup (ORDINARY_MAP_FILE_NAME (map));
  c->delta = next - (long) ORDINARY_MAP_STARTING_LINE_NUMBER (map);
}

static void
follow_change (const line_map_ordinary *map)
{
  const char *name = ORDINARY_MAP_FILE_NAME (map);
  /* A change inside the text of the open buffer, not the push or pop
     of a buffer: a #line, a line marker (entering with flag 1, leaving
     with flag 2), #pragma GCC system_header.  In preprocessed input the
     markers are followed otherwise (claim_itext).  */
  if (!cpp_get_options (parse_in)->preprocessed && !g.stack.is_empty ()
      && (map->reason == LC_LEAVE ? !g.frames.last ().own
	  : map->reason == LC_ENTER ? !(name && pushed_buffer (name))
	  : true))
    {
      int owner = buffer_owner ();
      if (owner >= 0)
	renumber (owner, map);
    }
  if (map->reason == LC_LEAVE)
    leave_file ();
  else if (name && pseudo_file (name)
	   && (pushed_buffer (name)
	       || (map->reason == LC_ENTER
		   && cpp_get_options (parse_in)->preprocessed)))
    /* #include "<x>": a real file of that name (in a .i, a marker with
       flag 1 names one: its original is read like any other).  */
    push_file (name, map);
  else if (!name || pseudo_file (name))
    {
      /* "# 1 "<built-in>" 1" in the text: its LC_LEAVE pops this.  */
      if (name && map->reason == LC_ENTER)
	push_text_frame ();
      return;
    }
  else if (map->reason == LC_ENTER || g.stack.is_empty ())
    push_file (name, map);
  else if (cpp_get_options (parse_in)->preprocessed)
    {
      /* A marker renaming the current file: check the new name too.  The
	 old one is reported with the rest at the end.  */
      bool unused;
      g.stack.last () = enter_file (name, map, NULL, &unused);
    }
}

static void
on_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  if (map)
    follow_change (map);
  else
    flush_all ();  /* the end of the main file */
  set_gcc_check (pfile);
  /* Last: the C family's handler may itself change files (into the main
     file after the -include files).  */
  if (g.prev.file_change)
    g.prev.file_change (pfile, map);
}

/* A header cpp takes from a precompiled header (NAME, the .gch, stands
   for PATH) or a header unit's CMI: cpp lexes no buffer of it, so the
   header file is checked by name (a second reading, but the only one
   there is), or one warning says that it was not.  */
static void
check_unlexed (const char *path, const char *what)
{
  if (!path || !wanted (path))
    return;
  int idx = add_file (path);
  struct checked *c = &g.files[idx];
  if (c->scanned)
    return;
  c->scanned = true;
  int done = check_by_name (idx, c->name, UNKNOWN_LOCATION);
  if (done < 0)
    {
      unchecked_warning w;
      warning_at (UNKNOWN_LOCATION, 0, "%qs was taken from %s and cannot "
		  "be read: it was not checked [bidiguard]", path, what);
    }
}

static void
on_read_pch (cpp_reader *pfile, const char *name, int fd, const char *orig)
{
  char *what = concat ("the precompiled header ", name, NULL);
  check_unlexed (orig, what);
  free (what);
  g.prev.read_pch (pfile, name, fd, orig);
}

static char *
on_translate_include (cpp_reader *pfile, line_maps *lmaps, location_t loc,
		      const char *path)
{
  char *imp = g.prev.translate_include (pfile, lmaps, loc, path);
  if (imp)
    check_unlexed (path, "a C++ header unit");
  return imp;
}

/* cpp has reached the line of TOKEN.  */
static void
on_line_change (cpp_reader *pfile, const cpp_token *token, int parsing_args)
{
  /* #pragma GCC diagnostic warning "-Wbidi-chars" sets cpp's level.  */
  set_gcc_check (pfile);
  flush_upto (token->src_loc, true);
  if (g.prev.line_change)
    g.prev.line_change (pfile, token, parsing_args);
}

/* cpp's own diagnostics come after the findings on lines up to theirs.
   A fatal error (a missing #include) ends the compile at once: report
   everything pending first.  */
static bool
on_diagnostic (cpp_reader *pfile, enum cpp_diagnostic_level level,
	       enum cpp_warning_reason reason, rich_location *rich,
	       const char *msg, va_list *ap)
{
  if (rich)
    flush_upto (rich->get_loc (), false);
  if (level == CPP_DL_FATAL)
    {
      flush_all ();
      flush_deferred ();
      trace_silenced ();
    }
  return g.prev.diagnostic (pfile, level, reason, rich, msg, ap);
}

/* Plugin events.  */

/* The main file's buffer, at the bottom of cpp's stack (at
   PLUGIN_PRAGMAS it is the only one: -include files are pushed later),
   when it is the input file's ("" for standard input; the line maps
   call it <stdin>, and a .i's first map takes its first marker's name).  */
static cpp_buffer *
main_buffer (void)
{
  cpp_buffer *b = cpp_get_buffer (parse_in);
  while (b && cpp_get_prev (b))
    b = cpp_get_prev (b);
  const char *path = bg_buffer_path (b);
  const char *in = num_in_fnames ? in_fnames[0] : "";
  if (!path || (strcmp (path, in) != 0 && strcmp (path, main_name ()) != 0
		&& !(!*path && !strcmp (in, "-"))))
    return NULL;
  return b;
}

/* Check a .i (in buffer B, or by name if B fails the sanity check) as
   cc1 compiles it: whole, before cpp lexes it, its findings kept under
   the files and lines its markers map them to; whether all of it was
   checked.  */
static bool
check_itext (cpp_buffer *b, location_t loc)
{
  const char *text = NULL, *path = num_in_fnames ? in_fnames[0] : "";
  size_t len = 0;
  char *copy = NULL;
  if (!b || !buffer_text (b, &text, &len))
    {
      say_fallback (*path ? path : "<stdin>", loc);
      copy = read_file (path, &len);
      text = copy;
      if (!text)
	{
	  say_unchecked (UNCHECKED_UNREADABLE, loc, *path ? path : "<stdin>");
	  return false;
	}
    }
  bg_linemarkers *m = bg_linemarkers_parse (text, len);
  /* Identifiers of the .i text have .i lines, not their files': no
     file number places them (a twin found only there is reported
     without a place).  */
  if (scanner ())
    bg_scanner_set_file (g.scanner, UINT_MAX);
  g.reading = { text, len, 1, 0 };
  bool done = m && g.scanner
	      && bg_scan_buffer (g.scanner, text, len, collect_itext, m) >= 0;
  g.reading = {};
  if (!done)
    warn_no_memory (loc, *path ? path : "<stdin>");
  bg_linemarkers_free (m);
  XDELETEVEC (copy);
  return done && !bg_scanner_read_two_ways (g.scanner);
}

/* Check the main file from its buffer, before cpp lexes a line of it.
   A .i is checked whole here, and the file its first marker names (or
   the .i itself) is the open file until a marker renames it.  */
static void
check_main (void)
{
  const char *name = main_name ();
  if (!name || pseudo_file (name))
    return;
  cpp_buffer *b = main_buffer ();
  const line_map_ordinary *map = LINEMAPS_ORDINARY_MAP_AT (line_table, 0);
  if (!cpp_get_options (parse_in)->preprocessed)
    {
      g.defer = true;
      check_file (add_file (name, b && *bg_buffer_path (b)), true, b, map);
      g.defer = false;
      return;
    }
  struct frame fr = { b, !check_itext (b, MAP_START_LOCATION (map)), true };
  const char *path = bg_buffer_path (b);
  if (path && (strcmp (path, name) == 0 || (!*path && !strcmp (name, "<stdin>"))))
    {
      /* No marker names another file: the .i's text is the file's.  */
      struct checked *c = &g.files[add_file (name, *path)];
      c->scanned = c->covered = true;
    }
  bool unused;
  g.stack.safe_push (enter_file (name, map, NULL, &unused));
  g.frames.safe_push (fr);
  g.entered = true;
}

static void
hook_preprocessor (void *, void *)
{
  static bool hooked;
  if (hooked)
    return;
  hooked = true;
  /* GCC's own -Wbidi-chars check off, its level read: "none" turns
     bidiguard's findings off too, "any" and "ucn" add those checks.  It
     is switched back on, at this level, for what bidiguard does not
     check (set_gcc_check).  */
  int level = bg_take_over_bidi_check (parse_in);
  g.user_bidi = level;
  if (level == BG_BIDI_LEVEL_NONE)
    g.opts.checks = 0;
  if (level > 0 && (level & BG_BIDI_LEVEL_ANY))
    g.opts.checks |= BG_CHECK_BIT (BG_CHECK_ANY);
  if (level > 0 && (level & BG_BIDI_LEVEL_UCN))
    g.opts.checks |= BG_CHECK_BIT (BG_CHECK_UCN);
  bg_for_each_toolchain_dir (add_toolchain_dir);
  check_main ();
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  g.prev = *cb;
  cb->file_change = on_file_change;
  cb->line_change = on_line_change;
  if (cb->diagnostic)
    cb->diagnostic = on_diagnostic;
  if (cb->read_pch)
    cb->read_pch = on_read_pch;
  if (cb->translate_include)
    cb->translate_include = on_translate_include;
  set_gcc_check (parse_in);
}

static void
on_finish (void *, void *)
{
  flush_all ();
  /* .i findings under a file no marker entered: reported all the same
     (the name stays alive with the line map that uses it).  */
  for (unsigned i = 0; i < g.itext.length (); i++)
    if (g.itext[i].file)
      g.deferred.safe_push (g.itext[i]);
  g.itext.release ();
  say_later (UNKNOWN_LOCATION);
  flush_deferred ();
  report_twins ();  /* before the trace: a pragma can hide a pair too */
  trace_silenced ();
  warn_itext_only ();
  /* ICU missing at run time: said once, as a note, since a build that
     worked must not fail under -Werror for it (FriBidi still checks).  */
  const char *notice;
  while (g.scanner && (notice = bg_scanner_notice (g.scanner)))
    inform (UNKNOWN_LOCATION, "bidiguard: %s", notice);
  if (g.scanner)
    bg_scanner_free (g.scanner);
  g.scanner = NULL;
}

/* Arguments.  */

/* The arguments, for an error message: "checks=LIST, base=ltr|rtl|auto,
   system-headers, ...".  */
static void
accepted_arguments (char *buf, size_t len)
{
  size_t at = 0;
  for (int i = 0; i < BG_ARG_COUNT && at < len; i++)
    {
      char synopsis[128];
      bg_option_synopsis (&bg_plugin_args[i], synopsis, sizeof synopsis);
      int n = snprintf (buf + at, len - at, "%s%s", i ? ", " : "", synopsis);
      at += n > 0 ? (size_t) n : 0;
    }
}

/* The help text of the arguments (for `help` and for GCC's --help's
   plugin section); made once, kept for the compile.  */
static const char *
help_text (void)
{
  if (!g.help)
    g.help = bg_options_help (bg_plugin_args, BG_ARG_COUNT, "");
  return g.help ? g.help : "";
}

/* ARG's entry in the table, with a value exactly when the entry wants
   one; NULL after an error naming what is wrong.  */
static const struct bg_option *
find_argument (const struct plugin_argument *arg)
{
  char accepted[256];
  accepted_arguments (accepted, sizeof accepted);
  const struct bg_option *opt
    = bg_option_find (bg_plugin_args, BG_ARG_COUNT, arg->key,
		      strlen (arg->key));
  if (!opt)
    error ("unknown argument %<-fplugin-arg-bidiguard-%s%>; accepted: %s",
	   arg->key, accepted);
  else if ((opt->value || opt->words) && !arg->value)
    error ("%<-fplugin-arg-bidiguard-%s%> needs a value: %s", arg->key,
	   accepted);
  else if (!(opt->value || opt->words) && arg->value)
    error ("%<-fplugin-arg-bidiguard-%s%> takes no value", arg->key);
  else
    return opt;
  return NULL;
}

static bool
parse_argument (const struct plugin_argument *arg)
{
  const struct bg_option *opt = find_argument (arg);
  if (!opt)
    return false;
  char err[256];
  int word;
  switch ((enum bg_plugin_arg) opt->id)
    {
    case BG_ARG_CHECKS:
      if (!bg_parse_checks (arg->value, &g.opts.checks, err, sizeof err))
	error ("%<-fplugin-arg-bidiguard-checks=%s%>: %s", arg->value, err);
      break;
    case BG_ARG_BASE:
      if (bg_word_find (opt->words, arg->value, &word))
	g.opts.base = (enum bg_base) word;
      else
	{
	  bg_words_text (opt->words, ", ", err, sizeof err);
	  error ("%<-fplugin-arg-bidiguard-base=%s%>: accepted values are %s",
		 arg->value, err);
	}
      break;
    case BG_ARG_SYSTEM_HEADERS:
      g.system_headers = true;
      break;
    case BG_ARG_ERROR:
      g.as_error = true;
      break;
    case BG_ARG_HELP:
      fprintf (stderr, "bidiguard arguments (-fplugin-arg-bidiguard-...):\n%s",
	       help_text ());
      break;
    case BG_ARG_VERSION:
      fprintf (stderr, "bidiguard %s\n", BG_VERSION);
      break;
    case BG_ARG_DISABLE:
    case BG_ARG_COUNT:
      return true;
    }
  return !seen_error ();
}

static bool
disabled (const struct plugin_name_args *args)
{
  for (int i = 0; i < args->argc; i++)
    if (!strcmp (args->argv[i].key, bg_plugin_args[BG_ARG_DISABLE].name)
	&& !args->argv[i].value)
      return true;
  return false;
}

/* The -E run that the driver starts before a separate compile of its
   output (-save-temps, -no-integrated-cpp, -traditional-cpp): that compile
   reads the original files through the line markers, so checking here
   would report twice.  Under -P the output has no markers: this run is
   the only one that sees the original files whole (their comments,
   #if 0 blocks and macro definitions), so it checks them, and what
   survives into the output is reported once more by the compile, at
   the output's lines, as GCC's own -Wbidi-chars does in that flow.  */
static bool
driver_preprocess_step (void)
{
  return flag_preprocess_only && !bg_driver_gave_dumpbase ()
	 && !bg_lang_asm_p () && !bg_no_line_markers_p ();
}

/* Called by bidiguard.so (loader.cc), which has already returned for
   -fplugin-arg-bidiguard-disable, in every program but the C family's,
   and in a GCC this build is not for; checked again here, since these
   checks must never run in a compiler they were not built for.  */
int
bidiguard_cfamily_init (struct plugin_name_args *args,
			struct plugin_gcc_version *version)
{
  char why[256];
  if (disabled (args) || !bg_c_family_p ()
      || !bg_gcc_compatible (version, why, sizeof why))
    return 0;
  bg_options_init (&g.opts);
  bool ok = true;
  for (int i = 0; i < args->argc; i++)
    ok = parse_argument (&args->argv[i]) && ok;
  g.errors_asked = bg_errors_asked (g.as_error);
  static struct plugin_info info;
  info.version = BG_VERSION;
  info.help = help_text ();
  register_callback (args->base_name, PLUGIN_INFO, NULL, &info);
  if (!ok || driver_preprocess_step ())
    return 0;
  /* Test hook (testsuite/bidiguard.c/buffer.exp): take every buffer for
     one that fails the sanity check, to exercise the fallback.  */
  g.distrust = getenv ("BIDIGUARD_TEST_DISTRUST_BUFFERS") != NULL;
  register_callback (args->base_name, PLUGIN_PRAGMAS, hook_preprocessor, NULL);
  register_callback (args->base_name, PLUGIN_FINISH, on_finish, NULL);
  return 0;
}
