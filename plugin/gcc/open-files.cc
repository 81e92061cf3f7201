/* SPDX-License-Identifier: GPL-3.0-or-later */
/* open-files.cc - the files cpp has open, entered and left as cpp
 * pushes and pops buffers or a line marker or #line changes the file.
 */
#include "glue.h"

/* Start checking NAME, entered with MAP from buffer B (NULL: a line
   marker in the .i entered it), unless this translation unit has checked
   it; returns its index, or -1 when it needs no report from this
   inclusion.  *GCC_CHECKS: whether B needs GCC's own check.  */
int
enter_file (const char *name, const line_map_ordinary *map, cpp_buffer *b,
	    bool *gcc_checks)
{
  unsigned before = tu.files.length ();
  int idx = add_file (name, b && *bg_buffer_path (b));
  struct seen_file *c = &tu.files[idx];
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
    claim_itext (&tu.files[idx]);  /* toolchain headers' text in a .i too */
  c = &tu.files[idx];
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
  if (first && !tu.main_file_warnings.is_empty () && strcmp (name, main_name ()) == 0)
    say_later (MAP_START_LOCATION (map));
  return first ? idx : -1;
}

void
leave_file (void)
{
  if (tu.open_files.is_empty ())
    return;
  int idx = tu.open_files.pop ();
  tu.open_buffers.pop ();
  if (idx >= 0)
    flush_file (&tu.files[idx]);
}

/* The buffer cpp pushed for the file it is entering, or NULL when the
   top buffer is one already open (a line marker entered the file).  */
cpp_buffer *
pushed_buffer (const char *name)
{
  cpp_buffer *b = cpp_get_buffer (parse_in);
  for (unsigned i = 0; i < tu.open_buffers.length (); i++)
    if (tu.open_buffers[i].buf == b)
      return NULL;
  const char *path = bg_buffer_path (b);
  if (!path || (strcmp (path, name) != 0
		&& !(!*path && strcmp (name, "<stdin>") == 0)))
    return NULL;
  return b;
}

void
push_file (const char *name, const line_map_ordinary *map)
{
  cpp_buffer *b = pushed_buffer (name);
  struct open_buffer fr = { b, false, b != NULL };
  int idx = enter_file (name, map, b, &fr.gcc_checks);
  if (!b)
    {
      /* The text is the open buffer's: its check decides.  */
      fr.buf = tu.open_buffers.is_empty () ? NULL : tu.open_buffers.last ().buf;
      fr.gcc_checks = !tu.open_buffers.is_empty () && tu.open_buffers.last ().gcc_checks;
    }
  tu.open_files.safe_push (idx);
  tu.open_buffers.safe_push (fr);
  tu.past_command_line = true;
}

/* A file a line marker entered in the open buffer's text: no file of
   its own to check, the open buffer's check decides.  */
void
push_text_frame (void)
{
  struct open_buffer fr = { NULL, false, false };
  if (!tu.open_buffers.is_empty ())
    fr = tu.open_buffers.last ();
  fr.own = false;
  tu.open_files.safe_push (-1);
  tu.open_buffers.safe_push (fr);
  tu.past_command_line = true;
}

/* The checked file whose text cpp is lexing (its own buffer is cpp's
   top one): its index in tu.files, or -1 (none, or one entered again,
   whose findings were reported at its first inclusion).  */
int
buffer_owner (void)
{
  cpp_buffer *b = cpp_get_buffer (parse_in);
  for (unsigned i = tu.open_buffers.length (); i-- > 0;)
    if (tu.open_buffers[i].own && tu.open_buffers[i].buf == b)
      return tu.open_files[i];
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
void
renumber (int idx, const line_map_ordinary *map)
{
  struct seen_file *c = &tu.files[idx];
  expanded_location x = expand_location (MAP_START_LOCATION (map) - 1);
  if (!x.file || strcmp (x.file, c->cpp_name ? c->cpp_name : c->name) != 0
      || x.line < 1)
    return;  /* not this text's numbering: nothing to follow */
  /* The physical line after the directive.  */
  long next = (long) x.line + (x.column != 0) + c->line_delta;
  if (next > 1)
    flush_file (c, (unsigned long) (next - 1), false,
		MAP_START_LOCATION (map));
  c = &tu.files[idx];
  /* A copy: a precompiled header read later replaces the line table
     (and pending findings may name the old one; none is freed).  */
  c->cpp_name = xstrdup (ORDINARY_MAP_FILE_NAME (map));
  c->line_delta = next - (long) ORDINARY_MAP_STARTING_LINE_NUMBER (map);
}

/* Check the main file from its buffer, before cpp lexes a line of it.
   A .i is checked whole here, and the file its first marker names (or
   the .i itself) is the open file until a marker renames it.  */
void
check_main (void)
{
  const char *name = main_name ();
  if (!name || pseudo_file (name))
    return;
  cpp_buffer *b = main_buffer ();
  const line_map_ordinary *map = LINEMAPS_ORDINARY_MAP_AT (line_table, 0);
  if (!cpp_get_options (parse_in)->preprocessed)
    {
      tu.main_file_has_no_line = true;
      check_file (add_file (name, b && *bg_buffer_path (b)), true, b, map);
      tu.main_file_has_no_line = false;
      return;
    }
  struct open_buffer fr = { b, !check_itext (b, MAP_START_LOCATION (map)), true };
  const char *path = bg_buffer_path (b);
  if (path && (strcmp (path, name) == 0 || (!*path && !strcmp (name, "<stdin>"))))
    {
      /* No marker names another file: the .i's text is the file's.  */
      struct seen_file *c = &tu.files[add_file (name, *path)];
      c->scanned = c->covered = true;
    }
  bool unused;
  tu.open_files.safe_push (enter_file (name, map, NULL, &unused));
  tu.open_buffers.safe_push (fr);
  tu.past_command_line = true;
}
