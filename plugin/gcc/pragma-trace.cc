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

/* Whether locations PRAGMA and LOC lie in one inclusion of a file: a
   header's #line can give it the name of the file that includes it
   (`#line 1 __BASE_FILE__`), so that its pragma reads as that file's,
   but the header was reached through an #include that the includer's
   own lines were not.  Unknown or macro locations are in none.  */
static bool
same_inclusion (location_t pragma, location_t loc)
{
  if (pragma < RESERVED_LOCATION_COUNT || loc < RESERVED_LOCATION_COUNT
      || linemap_location_from_macro_expansion_p (line_table, pragma)
      || linemap_location_from_macro_expansion_p (line_table, loc))
    return false;
  const line_map_ordinary *p
    = linemap_check_ordinary (linemap_lookup (line_table, pragma));
  const line_map_ordinary *l
    = linemap_check_ordinary (linemap_lookup (line_table, loc));
  return linemap_included_from (p) == linemap_included_from (l);
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
  expanded_location x = expand_location (pragma);
  if (x.file && strcmp (x.file, file) == 0
      && !linemap_location_from_macro_expansion_p (line_table, pragma)
      && same_inclusion (pragma, loc))
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
