/* SPDX-License-Identifier: GPL-3.0-or-later */
/* locations.cc - lines and columns as cpp has them: a finding gets a
 * location only on a line cpp has reached.
 */
#include "glue.h"

/* Column 0 of LINE in FILE, from the latest inclusion of FILE; 0 when no
   map covers that line (yet).  Only maps that start before BEFORE (0:
   all) are looked at.  */
location_t
line_start (const char *file, unsigned long line, location_t before)
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
bool
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
location_t
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

/* Where the latest inclusion of FILE was included from (0: the main
   file, or FILE has no map).  */
location_t
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
