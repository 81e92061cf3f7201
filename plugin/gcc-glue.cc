/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcc-glue.cc - the GCC side of bidiguard.
 *
 * Reads every file the preprocessor enters (once per translation unit),
 * converted from -finput-charset= as cpp converts it, runs the core on it
 * and reports each finding as a GCC warning with two notes and, for
 * unpaired controls, a fix-it.  A finding is reported as soon as cpp has
 * reached its line (the line_change callback, cpp's own diagnostics, the
 * file's LC_LEAVE), so findings come out in source order among GCC's own
 * diagnostics and before an error that ends the compile; a location is
 * never built for a line cpp has not reached (GCC 12 and earlier move
 * highest_location then, and GCC's own later diagnostics go wrong).
 * System headers are the files in the compiler's own include directories,
 * decided by path, never by a #pragma or line marker in the text.
 *
 * Arguments (-fplugin-arg-bidiguard-KEY[=VALUE]): bg_plugin_args in
 * option-list.c (checks=LIST, base=, system-headers, error, disable, help,
 * version); `help` prints them.
 *
 * Usage: gcc -fplugin=bidiguard -fplugin-arg-bidiguard-checks=+rtl-layout -c foo.c
 *
 * Inputs that are not plain files:
 * - preprocessed input (.i/.ii): each original file named by the line
 *   markers is read and checked when it exists (exact columns, comments and
 *   #if 0 blocks included); otherwise the .i text is checked and its
 *   findings are mapped through the markers to the original file and line.
 *   A file is checked one way or the other, never both.
 * - the -E run that the driver starts before compiling its output
 *   (-save-temps, -no-integrated-cpp, -traditional-cpp) checks nothing;
 *   the compile that follows reads the originals.  A user's -E checks,
 *   and so does assembler-with-cpp's -E run (.S), the only cpp pass there.
 * - standard input cannot be read back: only its comments are checked.
 * What cannot be checked (standard input's code and literals, the parts
 * of a .i that -E removed when its originals are absent, a file that
 * cannot be converted, a file the core runs out of memory on) gets one
 * warning naming the file.
 */
#include "gcc-compat.h"

#include "bidiguard.h"
#include "linemarkers.h"
#include "option-list.h"

int plugin_is_GPL_compatible;

/* A finding kept until its file's lines have locations.  */
struct pending
{
  const char *file;
  struct bg_finding f;  /* strings owned (xstrdup) */
};

/* A file seen in this translation unit.  */
struct checked
{
  char *name;
  vec<pending> findings;  /* in line order */
  unsigned next;          /* FINDINGS before this one are reported */
  bool scanned;           /* read and checked (not a toolchain header) */
  bool has_id;            /* the file exists: DEV and INO identify it */
  dev_t dev;
  ino_t ino;
};

static struct
{
  struct bg_options opts;
  bool system_headers;
  bool as_error;                 /* -fplugin-arg-bidiguard-error */
  bool stdin_main;               /* the main file is standard input */
  int stdin_idx;                 /* its index in FILES, or -1 */
  struct bg_scanner *scanner;
  vec<checked> files;
  vec<int> stack;                /* open files: index in FILES, -1 repeat */
  vec<pending> deferred;         /* lines that had no location */
  vec<pending> itext;            /* findings in the .i text, by origin */
  bool itext_read;
  vec<char *> itext_only;        /* originals checked only through the .i */
  vec<char *> toolchain_dirs;    /* the compiler's own include directories */
  cpp_callbacks prev;            /* the callbacks we chain to */
  char *help;                    /* the arguments' help, once made */
} g;

/* Reading files and collecting findings.  */

static char *
read_file (const char *path, size_t *len)
{
  FILE *fp = fopen (path, "rb");
  if (!fp)
    return NULL;
  size_t cap = 1 << 16, n = 0, got;
  char *buf = XNEWVEC (char, cap);
  while ((got = fread (buf + n, 1, cap - n, fp)) > 0)
    if ((n += got) == cap)
      buf = XRESIZEVEC (char, buf, cap *= 2);
  bool bad = ferror (fp);
  fclose (fp);
  if (bad)
    {
      XDELETEVEC (buf);
      return NULL;
    }
  *len = n;
  return buf;
}

static struct pending
copy_finding (const char *file, const struct bg_finding *f)
{
  struct pending p = { file, *f };
  p.f.message = xstrdup (f->message);
  p.f.displayed = xstrdup (f->displayed);
  p.f.compiled = xstrdup (f->compiled);
  p.f.cause = f->cause ? xstrdup (f->cause) : NULL;
  p.f.hint = f->hint ? xstrdup (f->hint) : NULL;
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
static void
collect_itext (void *user, const struct bg_finding *f)
{
  const char *file;
  unsigned long line;
  if (!bg_linemarkers_lookup ((const bg_linemarkers *) user, f->line, &file,
			      &line, NULL))
    return;
  struct pending p = copy_finding (xstrdup (file), f);
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
   end, for lack of memory: say so, as for every file that was not
   checked.  A warning under bidiguard's option (-Wbidi-chars from GCC
   12), not a note: an unchecked file is a hole in what the build was
   asked to ensure, so -Werror stops the build and the user retries;
   -Wno-error=bidi-chars keeps it a warning, -Wno-bidi-chars (which also
   turns the checks off) silences it.  */
static void
warn_no_memory (location_t loc, const char *name)
{
  unchecked_warning w;
  warning_at (loc, bg_bidi_option (),
	      "%qs could not be checked for lack of memory; what was found "
	      "before is reported [bidiguard]", name);
}

static struct bg_scanner *
scanner (void)
{
  if (!g.scanner)
    {
      /* The lexer must read as cpp does in this compile.  In ISO C90
	 and C94 cpp takes // for two slashes in directives, in skipped
	 groups and before '*', and elsewhere lexes a comment only to
	 reject the file; bidiguard reads two slashes everywhere.  GCC 12
	 decides // by the language: its cplusplus_comments stays 0 (as
	 measured), so it is not read here.  */
      const cpp_options *o = cpp_get_options (parse_in);
      bool c90 = o->lang == CLK_STDC89 || o->lang == CLK_STDC94;
      struct bg_lang *l = &g.opts.lang;
      l->cplusplus = o->cplusplus;
      l->cplusplus_comments = !c90;
      l->trigraphs = o->trigraphs;
      l->digit_separators = o->digit_separators;
      l->raw_strings = o->rliterals;
      l->uliterals = o->uliterals;
      l->utf8_literals = o->uliterals;
      l->utf8_char_literals = o->utf8_char_literals;
      l->lang_asm = o->lang == CLK_ASM;
      l->no_digraphs = !o->digraphs;
      l->dot_after_separator = BG_CPP_DOT_AFTER_SEPARATOR;
      l->directive_raw_lines = BG_CPP_DIRECTIVE_RAW_LINES;
      l->identifiers = !o->extended_identifiers ? BG_IDENT_NONE
		       : o->c11_identifiers ? BG_IDENT_C11 : BG_IDENT_C99;
      g.scanner = bg_scanner_new (&g.opts);
    }
  return g.scanner;
}

/* Check the preprocessed input itself (once), for original files that
   cannot be read.  */
static void
read_itext (void)
{
  g.itext_read = true;
  if (num_in_fnames == 0 || strcmp (in_fnames[0], "-") == 0)
    return;
  size_t len;
  char *buf = read_file (in_fnames[0], &len);
  if (!buf)
    return;
  bg_linemarkers *m = bg_linemarkers_parse (buf, len);
  if (!m || !scanner ()
      || bg_scan_buffer (g.scanner, buf, len, collect_itext, m) < 0)
    warn_no_memory (UNKNOWN_LOCATION, in_fnames[0]);
  bg_linemarkers_free (m);
  XDELETEVEC (buf);
}

/* Move the .i findings that came from file C into C.  */
static void
claim_itext (struct checked *c)
{
  if (!g.itext_read)
    read_itext ();
  for (unsigned i = 0; i < g.itext.length (); i++)
    if (g.itext[i].file && strcmp (g.itext[i].file, c->name) == 0)
      {
	struct pending p = g.itext[i];
	free (CONST_CAST (char *, p.file));
	p.file = c->name;
	c->findings.safe_push (p);
	g.itext[i].file = NULL;
      }
}

/* The name of the main file: <stdin> for standard input, the .i file
   for preprocessed input.  */
static const char *
main_name (void)
{
  return ORDINARY_MAP_FILE_NAME (LINEMAPS_ORDINARY_MAP_AT (line_table, 0));
}

/* The text of NAME as cpp reads it: converted from -finput-charset= to
   UTF-8 and without a UTF-8 byte order mark (cpp drops one), so that
   byte columns are GCC's columns.  NULL when the file cannot be read;
   *UNCONVERTIBLE is set when it was read but cannot be converted.  */
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

/* Check file NAME, entered with MAP; its findings go to g.files[IDX].  */
static void
check_file (int idx, const char *name, const line_map_ordinary *map)
{
  g.files[idx].scanned = true;
  if (g.stdin_main && strcmp (name, main_name ()) == 0)
    {
      g.stdin_idx = idx;  /* only its comments can be seen: on_comment */
      unchecked_warning w;
      warning_at (MAP_START_LOCATION (map), 0,
		  "standard input cannot be read back by a plugin: only its "
		  "comments are checked, not its code, string and character "
		  "literals [bidiguard]");
      return;
    }
  size_t len;
  bool unconvertible = false;
  char *buf = read_source (name, &len, &unconvertible);
  bool ascii_ok = !(g.opts.checks & BG_CHECK_BIT (BG_CHECK_UCN));
  if (buf && ascii_ok && bg_is_ascii (buf, len))
    ;  /* nothing in it can reorder */
  else if (buf)
    {
      /* The file's number places its identifiers (report_twins).  */
      if (scanner ())
	bg_scanner_set_file (g.scanner, (unsigned) idx);
      if (!g.scanner
	  || bg_scan_buffer (g.scanner, buf, len, collect,
			     (void *) (intptr_t) idx) < 0)
	warn_no_memory (MAP_START_LOCATION (map), name);
    }
  else if (unconvertible)
    {
      unchecked_warning w;
      warning_at (MAP_START_LOCATION (map), 0,
		  "%qs cannot be converted from %qs, the input character "
		  "set; it was not checked [bidiguard]", name,
		  bg_input_charset ());
    }
  else if (!buf && cpp_get_options (parse_in)->preprocessed)
    {
      g.itext_only.safe_push (xstrdup (name));
      claim_itext (&g.files[idx]);
    }
  XDELETEVEC (buf);
}

/* One warning for the original files of a .i that could not be read
   (the .i was made elsewhere: distcc, icecc): their preprocessed text
   was checked, but what -E removes was not.  */
static void
warn_itext_only (void)
{
  if (g.itext_only.is_empty ())
    return;
  unchecked_warning w;
  if (g.itext_only.length () == 1)
    warning_at (UNKNOWN_LOCATION, 0,
		"%qs cannot be read: only its preprocessed text in %qs was "
		"checked, not the comments, %<#if 0%> blocks and macro "
		"definitions that %<-E%> removed [bidiguard]",
		g.itext_only[0], in_fnames[0]);
  else
    warning_at (UNKNOWN_LOCATION, 0,
		"%qs and %u other files cannot be read: only their "
		"preprocessed text in %qs was checked, not the comments, "
		"%<#if 0%> blocks and macro definitions that %<-E%> removed "
		"[bidiguard]", g.itext_only[0], g.itext_only.length () - 1,
		in_fnames[0]);
  for (unsigned i = 0; i < g.itext_only.length (); i++)
    free (g.itext_only[i]);
  g.itext_only.release ();
}

/* Building locations.  */

/* Column 0 of LINE in FILE, from the latest inclusion of FILE; 0 when no
   map covers that line (yet).  */
static location_t
line_start (const char *file, unsigned long line)
{
  unsigned n = LINEMAPS_ORDINARY_USED (line_table);
  for (unsigned i = n; i-- > 0;)
    {
      const line_map_ordinary *m = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      const char *name = ORDINARY_MAP_FILE_NAME (m);
      if (!name || strcmp (name, file) != 0)
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

/* The location of byte column COL on the line starting at LINE0, or
   LINE0 itself when the map has no room for that column.  */
static location_t
column_loc (location_t line0, const struct pending *p, size_t col)
{
  if (col == 0 || col >= (1u << 24))
    return line0;
  location_t loc = linemap_position_for_loc_and_offset (line_table, line0,
							 (unsigned) col);
  expanded_location x = expand_location (loc);
  if (x.file && strcmp (x.file, p->file) == 0
      && (unsigned long) x.line == p->f.line && (size_t) x.column == col)
    return loc;
  return line0;
}

static void
warn (const struct pending *p, location_t line0)
{
  const struct bg_finding *f = &p->f;
  location_t caret = column_loc (line0, p, f->byte_col);
  location_t loc = make_location (caret, column_loc (line0, p, f->range_start),
				  column_loc (line0, p, f->range_end));
  rich_location rich (line_table, loc);
  if (f->escape_source)
    bg_escape_source (&rich);
  for (size_t i = 0; i < f->nfixits; i++)
    {
      const struct bg_fixit *x = &f->fixits[i];
      location_t fix = column_loc (line0, p, x->byte_col);
      if (fix == line0)
	continue;
      if (x->byte_len == 0)
	rich.add_fixit_insert_before (fix, x->text);
      else
	{
	  location_t last = column_loc (line0, p, x->byte_col + x->byte_len - 1);
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
  if (shown)
    {
      inform (loc, "the line displays as: %s", f->displayed);
      inform (loc, "but is compiled as: %s", f->compiled);
      if (f->hint)
	inform (loc, "%s", f->hint);
    }
  *sys = saved;
}

/* Report the findings of file C on lines up to LAST, which cpp has
   reached; keep those whose line has no location for flush_deferred.  */
static void
flush_file (struct checked *c, unsigned long last = ULONG_MAX)
{
  for (; c->next < c->findings.length (); c->next++)
    {
      struct pending *p = &c->findings[c->next];
      if (p->f.line > last)
	return;
      location_t line0 = line_start (p->file, p->f.line);
      if (line0)
	{
	  warn (p, line0);
	  free_finding (p);
	}
      else
	g.deferred.safe_push (*p);
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
flush_upto (location_t loc)
{
  if (g.stack.is_empty () || g.stack.last () < 0 || loc <= BUILTINS_LOCATION)
    return;
  struct checked *c = &g.files[g.stack.last ()];
  if (c->next >= c->findings.length ())
    return;
  expanded_location x = expand_location (loc);
  if (x.file && (unsigned long) x.line >= c->findings[c->next].f.line
      && strcmp (x.file, c->name) == 0)
    flush_file (c, x.line);
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
   GCC is done with the line table: at PLUGIN_FINISH or a fatal error.  */
static void
flush_deferred (void)
{
  for (unsigned i = 0; i < g.deferred.length (); i++)
    {
      struct pending *p = &g.deferred[i];
      location_t from = included_from (p->file);
      const line_map *map
	= linemap_add (line_table, LC_RENAME, 0, p->file, p->f.line);
      bg_set_included_from (map, from);
      size_t cols = p->f.range_end + 1;
      for (size_t k = 0; k < p->f.nfixits; k++)
	cols = MAX (cols, p->f.fixits[k].byte_col + p->f.fixits[k].byte_len + 1);
      warn (p, linemap_line_start (line_table, p->f.line, MIN (cols, 1u << 20)));
      free_finding (p);
    }
  g.deferred.truncate (0);
}

/* Identifiers that look alike (the confusable check): found across the
   translation unit, reported when it is done.  */

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
  location_t caret = column_loc (line0, &p, pl->byte_col);
  if (!range)
    return caret;
  return make_location (caret, caret,
			column_loc (line0, &p, pl->byte_col + pl->byte_len - 1));
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
      if (!g.files[i].scanned || (int) i == g.stdin_idx
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
    if (strcmp (g.files[i].name, name) == 0
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
  if (in_toolchain_dir (name))
    return true;
  char *real = lrealpath (name);
  bool in = in_toolchain_dir (real);
  free (real);
  return in;
}

/* Start checking NAME, entered with MAP, unless this translation unit
   has checked it; returns its index, or -1 when it needs no report from
   this inclusion.  */
static int
enter_file (const char *name, const line_map_ordinary *map)
{
  struct stat st;
  struct checked c = { NULL, vNULL, 0, false, stat (name, &st) == 0, 0, 0 };
  if (c.has_id)
    {
      c.dev = st.st_dev;
      c.ino = st.st_ino;
    }
  /* The main file is what the user compiles, wherever it lives.  */
  bool check = (g.system_headers || g.files.is_empty ()
		|| (main_input_filename
		    && strcmp (name, main_input_filename) == 0)
		|| !toolchain_file (name));
  int idx = find_checked (name, &c);
  if (idx >= 0)
    {
      /* A repeated inclusion, maybe by another path: check it now if
	 the first one was through the toolchain's directories.  */
      struct checked *seen = &g.files[idx];
      if (seen->scanned || !check)
	return -1;
      free (seen->name);
      seen->name = xstrdup (name);
      check_file (idx, seen->name, map);
      return idx;
    }
  c.name = xstrdup (name);
  idx = g.files.length ();
  g.files.safe_push (c);
  if (check)
    check_file (idx, g.files[idx].name, map);
  return idx;
}

static void
leave_file (void)
{
  if (g.stack.is_empty ())
    return;
  int idx = g.stack.pop ();
  if (idx >= 0)
    flush_file (&g.files[idx]);
}

static void
follow_change (const line_map_ordinary *map)
{
  const char *name = ORDINARY_MAP_FILE_NAME (map);
  if (map->reason == LC_LEAVE)
    leave_file ();
  else if (!name || pseudo_file (name))
    return;
  else if (map->reason == LC_ENTER)
    g.stack.safe_push (enter_file (name, map));
  else if (g.stack.is_empty ())
    g.stack.safe_push (enter_file (name, map));
  else if (cpp_get_options (parse_in)->preprocessed)
    /* A marker renaming the current file: check the new name too.  The
       old one is reported with the rest at the end.  */
    g.stack.last () = enter_file (name, map);
}

static void
on_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  if (map)
    follow_change (map);
  else
    flush_all ();  /* the end of the main file */
  /* Last: the C family's handler may itself change files (into the main
     file after the -include files).  */
  if (g.prev.file_change)
    g.prev.file_change (pfile, map);
}

/* Standard input cannot be read back: check its comments as they pass.  */
static void
on_comment (cpp_reader *pfile, location_t loc, const unsigned char *text,
	    size_t len)
{
  expanded_location x = expand_location (loc);
  if (g.stdin_idx >= 0 && x.file
      && strcmp (x.file, g.files[g.stdin_idx].name) == 0
      && (!scanner ()
	  || bg_scan_comment (g.scanner, (const char *) text, len, x.line,
			      x.column, collect,
			      (void *) (intptr_t) g.stdin_idx) < 0))
    {
      warn_no_memory (loc, x.file);
      g.stdin_idx = -1;  /* said once; the rest is not checked either */
    }
  if (g.prev.comment)
    g.prev.comment (pfile, loc, text, len);
}

/* cpp has reached the line of TOKEN.  */
static void
on_line_change (cpp_reader *pfile, const cpp_token *token, int parsing_args)
{
  if (!g.stdin_main)
    bg_keep_bidi_check_off (pfile);
  flush_upto (token->src_loc);
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
    flush_upto (rich->get_loc ());
  if (level == CPP_DL_FATAL)
    {
      flush_all ();
      flush_deferred ();
    }
  return g.prev.diagnostic (pfile, level, reason, rich, msg, ap);
}

/* Plugin events.  */

static void
hook_preprocessor (void *, void *)
{
  static bool hooked;
  if (hooked)
    return;
  hooked = true;
  /* GCC's own -Wbidi-chars check off, its level read: "none" turns
     bidiguard's findings off too, "any" and "ucn" add those checks.
     Standard input keeps GCC's check: bidiguard sees only its comments.  */
  if (!g.stdin_main)
    {
      int level = bg_take_over_bidi_check (parse_in);
      if (level == BG_BIDI_LEVEL_NONE)
	g.opts.checks = 0;
      if (level > 0 && (level & BG_BIDI_LEVEL_ANY))
	g.opts.checks |= BG_CHECK_BIT (BG_CHECK_ANY);
      if (level > 0 && (level & BG_BIDI_LEVEL_UCN))
	g.opts.checks |= BG_CHECK_BIT (BG_CHECK_UCN);
    }
  bg_for_each_toolchain_dir (add_toolchain_dir);
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  g.prev = *cb;
  cb->file_change = on_file_change;
  cb->line_change = on_line_change;
  if (cb->diagnostic)
    cb->diagnostic = on_diagnostic;
  if (g.stdin_main)
    cb->comment = on_comment;
}

static void
on_finish (void *, void *)
{
  flush_all ();
  flush_deferred ();
  report_twins ();
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
   reads the original files, so checking here would report twice.  */
static bool
driver_preprocess_step (void)
{
  return flag_preprocess_only && !bg_driver_gave_dumpbase ()
	 && !bg_lang_asm_p ();
}

int
plugin_init (struct plugin_name_args *args, struct plugin_gcc_version *version)
{
  /* Before the version check: the way out of a refusal under the specs
     file, and it touches nothing of GCC's.  */
  if (disabled (args))
    return 0;
  char why[256];
  if (!bg_gcc_compatible (version, why, sizeof why))
    {
      error ("bidiguard cannot run in this compiler: %s; rebuild bidiguard "
	     "for this GCC (or pass %<-fplugin-arg-bidiguard-disable%>)", why);
      return 1;
    }
  if (!bg_c_family_p ())
    return 0;
  bg_options_init (&g.opts);
  bool ok = true;
  for (int i = 0; i < args->argc; i++)
    ok = parse_argument (&args->argv[i]) && ok;
  static struct plugin_info info;
  info.version = BG_VERSION;
  info.help = help_text ();
  register_callback (args->base_name, PLUGIN_INFO, NULL, &info);
  if (!ok || driver_preprocess_step ())
    return 0;
  g.stdin_idx = -1;
  g.stdin_main = (num_in_fnames == 0 || !strcmp (in_fnames[0], "-"));
  register_callback (args->base_name, PLUGIN_PRAGMAS, hook_preprocessor, NULL);
  register_callback (args->base_name, PLUGIN_FINISH, on_finish, NULL);
  return 0;
}
