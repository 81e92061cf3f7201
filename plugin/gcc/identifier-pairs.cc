/* SPDX-License-Identifier: GPL-3.0-or-later */
/* identifier-pairs.cc - identifiers that look alike (the confusable check):
 * found across the translation unit, reported when it is done.
 */
#include "glue.h"

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
  if (!pl->line || pl->file >= tu.files.length ())
    return UNKNOWN_LOCATION;
  struct pending p = {};
  p.file = tu.files[pl->file].name;
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
  rich_location rich (line_table, at);
  const struct finding_note note = { first ? first : at, "", t->note };
  emit_finding (&rich, BG_CHECK_CONFUSABLE, t->message, &note, 1,
		at != UNKNOWN_LOCATION ? tu.files[t->later.file].name : NULL,
		at);
}

static int
add_cpp_name (cpp_reader *, cpp_hashnode *node, void *)
{
  return bg_scanner_add_name (tu.scanner, (const char *) NODE_NAME (node),
			      NODE_LEN (node));
}

/* The ASCII identifiers of the translation unit, once one non-ASCII
   identifier has a skeleton: each file is read once more for the first
   place of each (its lines are on the fast path, never lexed; a second
   reading gives only a note's place, nothing is checked from it), then
   cpp's own table for the names no file spells (made by ##).  */
void
report_twins (void)
{
  if (!tu.scanner || !bg_scanner_wants_names (tu.scanner))
    return;
  bool ok = true;
  for (unsigned i = 0; ok && i < tu.files.length (); i++)
    {
      struct stat st;
      if (!tu.files[i].scanned
	  || stat (tu.files[i].name, &st) != 0 || !S_ISREG (st.st_mode))
	continue;  /* a pipe could block, or read empty */
      size_t len;
      bool unconvertible = false;
      char *buf = read_source (tu.files[i].name, &len, &unconvertible);
      if (!buf)
	continue;
      bg_scanner_set_file (tu.scanner, i);
      ok = bg_scan_names (tu.scanner, buf, len, twin_order, NULL) >= 0;
      XDELETEVEC (buf);
    }
  if (ok)
    cpp_forall_identifiers (parse_in, add_cpp_name, NULL);
  if (!ok || bg_scanner_twins (tu.scanner, twin_order, NULL, warn_twin,
			       NULL) < 0)
    warn_no_memory (UNKNOWN_LOCATION, main_input_filename);
}
