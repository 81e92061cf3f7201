/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cpp-callbacks.cc - the preprocessor's callbacks, chained to the C family's.
 */
#include "glue.h"

/* GCC's own -Wbidi-chars at the user's level while cpp lexes a buffer
   bidiguard did not check, off elsewhere (no line reported twice).
   libcpp reads the level each time it lexes a comment, string or
   character literal, so switching it as files change switches it for
   what follows.  Before the first file is entered cpp lexes the
   built-in macros and the -D, -U and -A options of the command line
   (c_finish_options renames the main map to <built-in> and
   <command-line> itself, past the file_change callback): bidiguard
   reads none of that text, GCC's check does.  */
void
set_gcc_check (cpp_reader *pfile)
{
  bool on = tu.open_buffers.is_empty () ? !tu.past_command_line : tu.open_buffers.last ().gcc_checks;
  /* The level in force, which a #pragma GCC diagnostic warning/error
     "-Wbidi-chars=any" or "=ucn" may have raised past what every buffer
     was checked for (bidiguard's checks ran before cpp lexed a line):
     GCC's own check then reports, as it would alone, and on_diagnostic
     drops its warnings on lines bidiguard reported.  A buffer left to
     GCC's check anyway (one bidiguard may read otherwise than cpp)
     keeps all of GCC's warnings, as without the pragma.  */
  int level = bg_bidi_level_now ();
  tu.gcc_check_for_level
    = !on && level > 0 && (level_checks (level) & ~tu.level_checks_scanned);
  on = on || tu.gcc_check_for_level;
  bg_set_bidi_check (pfile, on ? level : BG_BIDI_LEVEL_NONE);
  tu.gcc_check_level = bg_cpp_bidi_level (pfile);
}

static void
follow_change (const line_map_ordinary *map)
{
  const char *name = ORDINARY_MAP_FILE_NAME (map);
  /* A change inside the text of the open buffer, not the push or pop
     of a buffer: a #line, a line marker (entering with flag 1, leaving
     with flag 2), #pragma GCC system_header.  In preprocessed input the
     markers are followed otherwise (claim_itext).  */
  if (!cpp_get_options (parse_in)->preprocessed && !tu.open_files.is_empty ()
      && (map->reason == LC_LEAVE ? !tu.open_buffers.last ().own
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
  else if (map->reason == LC_ENTER || tu.open_files.is_empty ())
    push_file (name, map);
  else if (cpp_get_options (parse_in)->preprocessed)
    {
      /* A marker renaming the current file: check the new name too.  The
	 old one is reported with the rest at the end.  */
      bool unused;
      tu.open_files.last () = enter_file (name, map, NULL, &unused);
    }
}

static void
on_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  if (map)
    {
      note_map_file (map);
      follow_change (map);
    }
  else
    flush_all ();  /* the end of the main file */
  set_gcc_check (pfile);
  /* Last: the C family's handler may itself change files (into the main
     file after the -include files).  */
  if (tu.chained_callbacks.file_change)
    tu.chained_callbacks.file_change (pfile, map);
}

static void
on_read_pch (cpp_reader *pfile, const char *name, int fd, const char *orig)
{
  char *what = concat ("the precompiled header ", name, NULL);
  check_unlexed (orig, what);
  free (what);
  tu.chained_callbacks.read_pch (pfile, name, fd, orig);
  /* The header's line table replaces cpp's: the maps kept are gone.  */
  tu.renamed_maps.truncate (0);
}

static char *
on_translate_include (cpp_reader *pfile, line_maps *lmaps, location_t loc,
		      const char *path)
{
  char *imp = tu.chained_callbacks.translate_include (pfile, lmaps, loc, path);
  if (imp)
    check_unlexed (path, "a C++ header unit");
  return imp;
}

/* cpp has reached the line of TOKEN.  */
static void
on_line_change (cpp_reader *pfile, const cpp_token *token, int parsing_args)
{
  /* A #pragma GCC diagnostic warning/error "-Wbidi-chars..." since the
     last line set cpp's level (only such a pragma changes it within a
     file): set it again for the level in force.  */
  if (bg_cpp_bidi_level (pfile) != tu.gcc_check_level)
    set_gcc_check (pfile);
  flush_upto (token->src_loc, true);
  if (tu.chained_callbacks.line_change)
    tu.chained_callbacks.line_change (pfile, token, parsing_args);
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
  /* GCC's own check, on only because a pragma raised the level: a line
     bidiguard reported is not reported twice.  */
  if (rich && tu.gcc_check_for_level && bg_bidi_reason_p (reason)
      && finding_reported_on (rich->get_loc ()))
    return false;
  if (level == CPP_DL_FATAL)
    {
      flush_all ();
      flush_without_location ();
      trace_silenced ();
    }
  return tu.chained_callbacks.diagnostic (pfile, level, reason, rich, msg, ap);
}

/* From now on, cpp's callbacks go through ours first; GCC's own
   -Wbidi-chars is on only where bidiguard does not check.  */
void
follow_cpp (void)
{
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  tu.chained_callbacks = *cb;
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
