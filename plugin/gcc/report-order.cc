/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report-order.cc - when each finding is reported: as soon as cpp has
 * reached its line, in source order among GCC's own diagnostics, or at
 * the end on a line map of its own.
 */
#include "glue.h"

/* libcpp widens a line's map to a column plus this many
   (linemap_position_for_column), and gives up columns on the line when
   that passes LINE_MAP_MAX_COLUMN_NUMBER.  */
#define GCC_COLUMN_SPARE 50

/* Whether P's caret has no column yet on the line starting at LINE0 and
   one can be given at the end, on a map of its own (flush_without_location):
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

/* The checks a -Wbidi-chars= LEVEL adds to the default ones (GCC 12
   on: "any" every control, "ucn" escapes; "ucn" alone is "unpaired,ucn").  */
unsigned
level_checks (int level)
{
  unsigned checks = 0;
  if (level > 0 && (level & BG_BIDI_LEVEL_ANY))
    checks |= BG_CHECK_BIT (BG_CHECK_ANY);
  if (level > 0 && (level & BG_BIDI_LEVEL_UCN))
    checks |= BG_CHECK_BIT (BG_CHECK_UCN);
  return checks;
}

/* Whether P, which cpp has reached, is wanted at the -Wbidi-chars= level
   in force there: an any or ucn finding that only the level asked for is
   not, once a #pragma GCC diagnostic lowered the level, as GCC's own
   check would not report it either.  */
static bool
wanted_at_level (const struct pending *p)
{
  unsigned bit = BG_CHECK_BIT (p->f.check);
  if (!(bit & (BG_CHECK_BIT (BG_CHECK_ANY) | BG_CHECK_BIT (BG_CHECK_UCN)))
      || (bit & tu.level_checks_asked))
    return true;
  int level = bg_bidi_level_now ();
  return level < 0 || (level_checks (level) & bit);
}

/* Whether a finding was reported on LOC's line (the last one reported,
   as findings come out in source order as cpp reaches their lines).  */
bool
finding_reported_on (location_t loc)
{
  expanded_location x = expand_location (loc);
  return (tu.last_finding_file && x.file
	  && (unsigned long) x.line == tu.last_finding_line
	  && strcmp (x.file, tu.last_finding_file) == 0);
}

/* Report the findings of file C on (physical) lines up to LAST, which
   cpp has reached, at the lines cpp gives them (C's numbering: a #line
   or line marker in its text renames and renumbers the lines after it),
   in the maps that start before BEFORE (0: all); keep those whose line
   has no location, or whose column can only be had later, for
   flush_without_location.  AT_LINE as for column_loc.  */
void
flush_file (struct seen_file *c, unsigned long last,
	    bool at_line, location_t before)
{
  for (; c->next_to_report < c->findings.length (); c->next_to_report++)
    {
      struct pending *p = &c->findings[c->next_to_report];
      if (p->f.line > last)
	return;
      if (!wanted_at_level (p))
	{
	  free_finding (p);
	  continue;
	}
      /* The finding where cpp has it: the same strings.  */
      struct pending q = *p;
      location_t line0 = 0;
      if (c->cpp_name)
	q.file = c->cpp_name;
      if ((long) p->f.line - c->line_delta >= 1)
	{
	  q.f.line = (unsigned long) ((long) p->f.line - c->line_delta);
	  line0 = line_start (q.file, q.f.line, before);
	}
      tu.last_finding_file = q.file;
      tu.last_finding_line = q.f.line;
      if (line0 && !column_later (line0, &q, at_line))
	{
	  warn_finding (&q, line0, at_line);
	  free_finding (p);
	}
      else
	/* Where cpp has the line, when it has it at all (flush_without_location
	   looks for it).  */
	tu.without_location.safe_push (line0 ? q : *p);
    }
  c->findings.release ();
  c->next_to_report = 0;
}

void
flush_all (void)
{
  for (unsigned i = 0; i < tu.files.length (); i++)
    flush_file (&tu.files[i]);
}

/* Report the findings of the file cpp is in on lines up to LOC's, so that
   they come out in source order among GCC's own diagnostics, as if cpp
   had issued them: before an error on a later line stops the compile
   (-Wfatal-errors, -fmax-errors) and not after the parser's "At top
   level:".  */
void
flush_upto (location_t loc, bool at_line)
{
  if (tu.open_files.is_empty () || tu.open_files.last () < 0 || loc <= BUILTINS_LOCATION)
    return;
  struct seen_file *c = &tu.files[tu.open_files.last ()];
  if (c->next_to_report >= c->findings.length ())
    return;
  expanded_location x = expand_location (loc);
  /* cpp's line as a physical line of C's text (flush_file).  */
  long line = (long) x.line + c->line_delta;
  if (x.file && line >= (long) c->findings[c->next_to_report].f.line
      && strcmp (x.file, c->cpp_name ? c->cpp_name : c->name) == 0)
    flush_file (c, (unsigned long) line, at_line);
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
void
flush_without_location (void)
{
  /* The maps made here carry a file's name, not where cpp read it.  */
  tu.placing_late = true;
  for (unsigned i = 0; i < tu.without_location.length (); i++)
    {
      struct pending *p = &tu.without_location[i];
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
	  shown_in_system_headers everywhere;
	  if (bg_bidi_enabled_at (at_line) != bg_bidi_enabled_at (line0))
	    line0 = at_line;
	}
      warn_finding (p, line0, false);
      free_finding (p);
    }
  tu.without_location.truncate (0);
  tu.placing_late = false;
}
