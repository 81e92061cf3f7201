/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check-files.cc - each file's text through the core: cpp's buffer when it
 * passes the sanity check, else the file read by name.
 */
#include "glue.h"

/* The index in tu.files of NAME, or of the file ID names by device and
   inode (one file reached by two paths); -1 when it was not seen.  */
static int
find_seen_file (const char *name, const struct seen_file *id)
{
  for (unsigned i = 0; i < tu.files.length (); i++)
    if ((strcmp (tu.files[i].name, name) == 0
	 && (tu.files[i].has_id == id->has_id || strcmp (name, "<stdin>") != 0))
	|| (id->has_id && tu.files[i].has_id && tu.files[i].dev == id->dev
	    && tu.files[i].ino == id->ino))
      return i;
  return -1;
}

/* A new entry in tu.files for NAME, not yet entered or checked.  REAL:
   NAME is a file's path, even when it is "<stdin>" (standard input's
   name is no file: a header really named <stdin> is another file).  */
int
add_file (const char *name, bool real)
{
  struct stat st;
  struct seen_file c = { NULL, vNULL, 0, false, false, false,
		       (real || strcmp (name, "<stdin>") != 0)
		       && stat (name, &st) == 0, 0, 0, NULL, 0 };
  if (c.has_id)
    {
      c.dev = st.st_dev;
      c.ino = st.st_ino;
    }
  int idx = find_seen_file (name, &c);
  if (idx >= 0)
    return idx;
  c.name = xstrdup (name);
  tu.files.safe_push (c);
  return tu.files.length () - 1;
}

/* Whether bidiguard checks NAME (the main file is what the user
   compiles, wherever it lives).  */
bool
wanted (const char *name)
{
  return (tu.check_system_headers
	  || (main_input_filename && strcmp (name, main_input_filename) == 0)
	  || strcmp (name, main_name ()) == 0 || !toolchain_file (name));
}

/* Check LEN bytes of TEXT, the text of tu.files[IDX] (whose first line is
   at LOC); whether all of it was checked, in the one reading cpp has.  */
static bool
check_text (int idx, const char *text, size_t len, location_t loc)
{
  if (!bg_text_needs_checking (tu.opts.checks, text, len))
    return true;  /* nothing in it can reorder */
  /* The file's number places its identifiers (report_twins).  */
  if (scanner ())
    bg_scanner_set_file (tu.scanner, (unsigned) idx);
  tu.text_in_scan = { text, len, 1, 0 };
  long found = tu.scanner ? bg_scan_buffer (tu.scanner, text, len, collect,
					   (void *) (intptr_t) idx) : -1;
  tu.text_in_scan = {};
  if (found < 0)
    {
      warn_no_memory (loc, tu.files[idx].name);
      return false;
    }
  /* A line read two ways was checked in one of them: GCC's own check
     reads it as cpp does.  */
  return !bg_scanner_read_two_ways (tu.scanner);
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
  if (tu.refuse_buffers_for_test || !bg_buffer_text (b, text, len, &lexed))
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

/* Check file NAME by name (no cpp buffer holds its text): 1 when all
   of it was checked, 0 when not and a warning said so, -1 when it cannot
   be read.  */
int
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

/* Check tu.files[IDX], entered with MAP; PUSHED when cpp pushed a buffer
   for it, B (NULL when cpp's stack does not hold it where expected),
   else a line marker entered it (the text is the .i's).  Sets its
   COVERED.  */
void
check_file (int idx, bool pushed, cpp_buffer *b, const line_map_ordinary *map)
{
  struct seen_file *c = &tu.files[idx];
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
      c = &tu.files[idx];
      c->covered = done > 0;
      if (done < 0)
	say_unchecked (UNCHECKED_UNREADABLE, loc, name);
    }
  else if (check_by_name (idx, name, loc) < 0
	   && cpp_get_options (parse_in)->preprocessed)
    tu.originals_unread.safe_push (xstrdup (tu.files[idx].name));
}

/* The main file's buffer, at the bottom of cpp's stack (at
   PLUGIN_PRAGMAS it is the only one: -include files are pushed later),
   when it is the input file's ("" for standard input; the line maps
   call it <stdin>, and a .i's first map takes its first marker's name).  */
cpp_buffer *
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
bool
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
    bg_scanner_set_file (tu.scanner, UINT_MAX);
  tu.text_in_scan = { text, len, 1, 0 };
  bool done = m && tu.scanner
	      && bg_scan_buffer (tu.scanner, text, len, collect_itext, m) >= 0;
  tu.text_in_scan = {};
  if (!done)
    warn_no_memory (loc, *path ? path : "<stdin>");
  bg_linemarkers_free (m);
  XDELETEVEC (copy);
  return done && !bg_scanner_read_two_ways (tu.scanner);
}

/* A header cpp takes from a precompiled header (NAME, the .gch, stands
   for PATH) or a header unit's CMI: cpp lexes no buffer of it, so the
   header file is checked by name (a second reading, but the only one
   there is), or one warning says that it was not.  */
void
check_unlexed (const char *path, const char *what)
{
  if (!path || !wanted (path))
    return;
  int idx = add_file (path);
  struct seen_file *c = &tu.files[idx];
  if (c->scanned)
    return;
  c->scanned = true;
  int done = check_by_name (idx, c->name, UNKNOWN_LOCATION);
  if (done < 0)
    {
      shown_in_system_headers w;
      warning_at (UNKNOWN_LOCATION, 0, "%qs was taken from %s and cannot "
		  "be read: it was not checked [bidiguard]", path, what);
    }
}
