/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pragma-trace.cc - #pragma GCC diagnostic that hid findings where a
 * reader of the code does not see it, named at the end.
 */
#include "glue.h"

/* Whether a finding of CHECK is caused by a control or escape (not by
   right-to-left letters alone): what a pragma must not hide unseen.  */
static bool
control_caused (enum bg_check check)
{
  return !(BG_CHECK_BIT (check) & BG_CHECKS_LETTER);
}

/* MAP starts where cpp has just changed files or numbering: when its
   name is not the file cpp is reading (a #line or line marker in that
   file's text named another), keep where its lines really are.  In
   preprocessed input the markers say where lines come from.  */
void
note_map_file (const line_map_ordinary *map)
{
  if (cpp_get_options (parse_in)->preprocessed)
    return;
  const char *path = bg_buffer_path (cpp_get_buffer (parse_in));
  const char *name = ORDINARY_MAP_FILE_NAME (map);
  if (!path || !*path || (name && strcmp (name, path) == 0))
    return;
  struct renamed_map r = { MAP_START_LOCATION (map), xstrdup (path) };
  tu.renamed_maps.safe_push (r);
}

/* The file whose text holds ordinary location LOC: its map's name,
   unless a directive in another file's text made that map.  */
static const char *
physical_file (location_t loc)
{
  const line_map_ordinary *m
    = linemap_check_ordinary (linemap_lookup (line_table, loc));
  for (unsigned i = tu.renamed_maps.length (); i-- > 0;)
    if (tu.renamed_maps[i].start == MAP_START_LOCATION (m))
      return tu.renamed_maps[i].path;
  return ORDINARY_MAP_FILE_NAME (m);
}

/* Whether the pragma at PRAGMA is in the text of FILE, where its
   finding at LOC is: in the text of the file that holds LOC.  A header
   can give its lines the name of the file that includes it (`#line 1
   __BASE_FILE__`, `# 1 "main.c" 2`), and its pragma then reads as that
   file's, which its reader does not see; a file that renames itself
   keeps its pragma in view whatever the names.  A pragma from a macro
   is in no text.  A finding with no place, or placed at the end on a
   map of its own (flush_without_location), has only its file's name:
   the pragma must be in the text of a file of that name.  */
static bool
in_finding_text (location_t pragma, const char *file, location_t loc)
{
  if (linemap_location_from_macro_expansion_p (line_table, pragma))
    return false;
  const char *p = physical_file (pragma);
  if (loc < RESERVED_LOCATION_COUNT || tu.placing_late
      || linemap_location_from_macro_expansion_p (line_table, loc))
    return p && strcmp (p, file) == 0;
  const char *l = physical_file (loc);
  return p && l && strcmp (p, l) == 0;
}

/* A finding of CHECK in FILE at LOC was emitted (SHOWN) or not.  If a
   #pragma GCC diagnostic ignored "-Wbidi-chars" hid it, or one with
   "warning" made it a warning where the command line asked for errors
   (a build gate passed), from another file than its own or through a
   macro's _Pragma, count it for trace_silenced: a reviewer of FILE sees
   no pragma there.  -w is the user's own choice and -Wno-bidi-chars
   never gets here (it turns the checks off).  */
void
note_silenced (enum bg_check check, const char *file, location_t loc,
	       bool shown)
{
  if (!control_caused (check) || bg_warnings_inhibited ())
    return;
  int kind = DK_UNSPECIFIED;
  location_t pragma = bg_pragma_deciding (loc, &kind);
  bool lowered = shown && kind == DK_WARNING && tu.findings_are_errors;
  if (pragma == UNKNOWN_LOCATION
      || !(lowered || (!shown && kind == DK_IGNORED)))
    return;
  if (in_finding_text (pragma, file, loc))
    return;
  for (unsigned i = 0; i < tu.hidden_by_pragmas.length (); i++)
    if (tu.hidden_by_pragmas[i].pragma == pragma
	&& strcmp (tu.hidden_by_pragmas[i].file, file) == 0)
      {
	tu.hidden_by_pragmas[i].count++;
	return;
      }
  struct pragma_hidden_findings s = { pragma, file, 1, lowered };
  tu.hidden_by_pragmas.safe_push (s);
}

/* One warning per pragma that hid findings from other files or through
   a macro, or made them warnings where the build asked for errors: where
   it is and how many findings of which files it hid.  A plain warning
   (option 0), which no pragma can silence; -w can.  An error when the
   command line makes findings errors: the build must fail as the hidden
   findings would have made it.  */
void
trace_silenced (void)
{
  for (unsigned i = 0; i < tu.hidden_by_pragmas.length (); i++)
    {
      location_t pragma = tu.hidden_by_pragmas[i].pragma;
      if (pragma == UNKNOWN_LOCATION)
	continue;  /* said with an earlier entry */
      unsigned total = 0;
      char *files = xstrdup ("");
      for (unsigned k = i; k < tu.hidden_by_pragmas.length (); k++)
	if (tu.hidden_by_pragmas[k].pragma == pragma)
	  {
	    char *more = xasprintf ("%s%s%u in '%s'", files, *files ? ", " : "",
				    tu.hidden_by_pragmas[k].count, tu.hidden_by_pragmas[k].file);
	    free (files);
	    files = more;
	    total += tu.hidden_by_pragmas[k].count;
	    if (k > i)
	      tu.hidden_by_pragmas[k].pragma = UNKNOWN_LOCATION;
	  }
      shown_in_system_headers w;
      const char *what = tu.hidden_by_pragmas[i].lowered
			   ? "made %u bidiguard finding%s of Trojan-Source "
			     "controls warnings, not the errors the build "
			     "asked for,"
			   : "silenced %u bidiguard finding%s of Trojan-Source "
			     "controls";
      char *msg = xasprintf ("this %%<#pragma GCC diagnostic%%> %s where a "
			     "reader of the code does not see it: %%s "
			     "[bidiguard]", what);
      if (tu.findings_are_errors)
	error_at (pragma, msg, total, total == 1 ? "" : "s", files);
      else
	warning_at (pragma, 0, msg, total, total == 1 ? "" : "s", files);
      free (msg);
      free (files);
    }
  tu.hidden_by_pragmas.release ();
}
