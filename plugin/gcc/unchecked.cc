/* SPDX-License-Identifier: GPL-3.0-or-later */
/* unchecked.cc - the warnings that a file, or part of one, was not
 * checked: nothing is skipped in silence.
 */
#include "glue.h"


/* NAME (whose first line is at LOC) could not be checked, or not to its
   end (for lack of memory, say): say so, as for every file that was not
   checked.  The main file, checked at PLUGIN_PRAGMAS, has no line yet:
   what is said of it waits for its first line (tu.main_file_has_no_line).  A warning under bidiguard's option (-Wbidi-chars from GCC
   12), not a note: an unchecked file is a hole in what the build was
   asked to ensure, so -Werror stops the build and the user retries;
   -Wno-error=bidi-chars keeps it a warning, -Wno-bidi-chars (which also
   turns the checks off) silences it.  */
void
say_unchecked (enum unchecked_why why, location_t loc, const char *name)
{
  if (tu.main_file_has_no_line)
    {
      struct main_file_warning l = { why, xstrdup (name) };
      tu.main_file_warnings.safe_push (l);
      return;
    }
  shown_in_system_headers w;
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
void
say_later (location_t loc)
{
  for (unsigned i = 0; i < tu.main_file_warnings.length (); i++)
    {
      say_unchecked (tu.main_file_warnings[i].why, loc, tu.main_file_warnings[i].name);
      free (tu.main_file_warnings[i].name);
    }
  tu.main_file_warnings.release ();
}

void
warn_no_memory (location_t loc, const char *name)
{
  say_unchecked (UNCHECKED_MEMORY, loc, name);
}

/* A buffer failed the sanity check (cpp's struct is not what
   gcc-compat.h mirrors): said once, naming the first such file.  */
void
say_fallback (const char *name, location_t loc)
{
  if (tu.fallback_said)
    return;
  tu.fallback_said = true;
  say_unchecked (UNCHECKED_FALLBACK, loc, name);
}

/* One warning for the original files of a .i that could not be read
   (the .i was made elsewhere: distcc, icecc): their preprocessed text
   was checked, but what -E removes was not.  */
void
warn_originals_unread (void)
{
  if (tu.originals_unread.is_empty ())
    return;
  const char *in = num_in_fnames && *in_fnames[0] ? in_fnames[0] : "<stdin>";
  shown_in_system_headers w;
  if (tu.originals_unread.length () == 1)
    warning_at (UNKNOWN_LOCATION, 0,
		"%qs cannot be read: only its preprocessed text in %qs was "
		"checked, not the comments, %<#if 0%> blocks and macro "
		"definitions that %<-E%> removed [bidiguard]",
		tu.originals_unread[0], in);
  else
    warning_at (UNKNOWN_LOCATION, 0,
		"%qs and %u other files cannot be read: only their "
		"preprocessed text in %qs was checked, not the comments, "
		"%<#if 0%> blocks and macro definitions that %<-E%> removed "
		"[bidiguard]", tu.originals_unread[0], tu.originals_unread.length () - 1, in);
  for (unsigned i = 0; i < tu.originals_unread.length (); i++)
    free (tu.originals_unread[i]);
  tu.originals_unread.release ();
}
