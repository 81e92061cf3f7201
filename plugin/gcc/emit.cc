/* SPDX-License-Identifier: GPL-3.0-or-later */
/* emit.cc - one finding as a GCC warning with its notes, its range
 * and its fix-its.
 */
#include "glue.h"

/* Emit a bidiguard warning of CHECK at RICH, with MESSAGE, then NNOTES
   NOTES when it was shown, as one diagnostic group.  It shows in system
   headers too (which files are checked is decided by where they live,
   not by -Wsystem-headers), is an error under
   -fplugin-arg-bidiguard-error, and a pragma elsewhere that hid or
   lowered it is counted for trace_silenced (the finding is in FILE at
   CARET; no FILE: it has no place).  Whether it was shown.  */
bool
emit_finding (rich_location *rich, enum bg_check check, const char *message,
	      const struct finding_note *notes, size_t nnotes,
	      const char *file, location_t caret)
{
  auto_diagnostic_group group;
  shown_in_system_headers everywhere;
  /* -Werror for this diagnostic only.  */
  bool werror = tu.error_argument ? bg_warnings_as_errors (true) : false;
  int recorded = tu.error_argument ? bg_recorded_kind_as_error () : -1;
  bool shown = warning_at (rich, bg_bidi_option (), "%s [bidiguard:%s]",
			   message, bg_check_name (check));
  bg_restore_recorded_kind (recorded);
  if (tu.error_argument)
    bg_warnings_as_errors (werror);
  if (file)
    note_silenced (check, file, caret, shown);
  for (size_t i = 0; shown && i < nnotes; i++)
    if (notes[i].text)
      inform (notes[i].at, "%s%s", notes[i].label, notes[i].text);
  return shown;
}


/* The first of the calls around P's literal (struct bg_finding's
   literal_calls) that is a function-like macro here, into MACRO (CAP
   bytes): a macro's # would take the fix-its' escapes for other text.
   cpp has reached P's line, so its table holds what that line sees.  */
static bool
stringizing_call (const struct pending *p, char *macro, size_t cap)
{
  const char *s = p->f.literal_calls;
  while (s && *s)
    {
      size_t n = strcspn (s, " ");
      if (bg_function_like_macro (parse_in, s, n))
	{
	  snprintf (macro, cap, "%.*s", (int) n, s);
	  return true;
	}
      s += n + (s[n] == ' ');
    }
  return false;
}

/* Whether GCC's source printer reads P's line as cpp read it, so that
   columns computed on cpp's line are columns of the printer's: where it
   reads another line, a range on it can end inside a character or past
   the line, which GCC 12's printer stops the compile on (an internal
   compiler error in column_range).  They differ where the printer splits
   lines otherwise (a lone CR ends a line for cpp, not for GCC 12's
   printer), where a #line or a .i's marker names a file whose line holds
   other text, or where the printer does not convert -finput-charset
   (GCC 11).  A printer that has no line (standard input, a file gone)
   quotes nothing, so columns are safe there.  */
static bool
printed_as_read (const struct pending *p)
{
  const char *text;
  size_t len;
  if (!bg_printer_line (p->file, p->f.line, &text, &len))
    return true;
  return p->line_known && line_hash (text, len) == p->line_hash;
}

/* Whether P's caret column lies on the printer's line at the start of a
   character, or past the line's end: a caret alone, with no range, is
   then one the printer can draw, wherever the line came from.  GCC's own
   -Wbidi-chars gives a .i's columns under the names its markers give,
   past the end of a shorter line too (buffer.exp, build-flows.exp), and
   so does bidiguard when the lines differ.  */
static bool
caret_fits (const struct pending *p)
{
  const char *text;
  size_t len, col = p->f.byte_col;
  if (!bg_printer_line (p->file, p->f.line, &text, &len))
    return true;
  if (len && text[len - 1] == '\r')
    len--;
  return col >= 1 && (col > len || ((unsigned char) text[col - 1] & 0xc0) != 0x80);
}

/* Report P at the line starting at LINE0; AT_LINE as for column_loc.
   With no column for the caret there is no range and no fix-it either,
   as for GCC's own diagnostics on such a column.  */
void
warn_finding (const struct pending *p, location_t line0, bool at_line)
{
  struct bg_finding fs = p->f;
  const struct bg_finding *f = &fs;
  char macro[128], hint[320];
  if (fs.nfixits && stringizing_call (p, macro, sizeof macro))
    {
      fs.nfixits = 0;
      bg_stringize_hint (macro, hint, sizeof hint);
      fs.hint = hint;
    }
  bool same = printed_as_read (p);
  location_t caret = (same || caret_fits (p)
		      ? column_loc (line0, p, f->byte_col, at_line) : line0);
  location_t loc = caret;
  if (caret != line0 && same)
    loc = make_location (caret,
			 column_loc (line0, p, f->range_start, at_line),
			 column_loc (line0, p, f->range_end, at_line));
  rich_location rich (line_table, loc);
  if (f->escape_source)
    bg_escape_source (&rich);
  for (size_t i = 0; i < f->nfixits && caret != line0 && same; i++)
    {
      const struct bg_fixit *x = &f->fixits[i];
      location_t fix = column_loc (line0, p, x->byte_col, at_line);
      if (fix == line0)
	continue;
      if (x->byte_len == 0)
	rich.add_fixit_insert_before (fix, x->text);
      else
	{
	  location_t last = column_loc (line0, p, x->byte_col + x->byte_len - 1,
					at_line);
	  if (last != line0)
	    rich.add_fixit_replace (make_location (fix, fix, last), x->text);
	}
    }
  /* A second place (lookalike: where the comment really ends), when cpp
     has a map for its line; the message names the line anyway.  */
  location_t there = UNKNOWN_LOCATION;
  if (f->note && f->note_line)
    {
      struct pending q = {};
      q.file = p->file;
      q.f.line = f->note_line;
      location_t there0 = line_start (p->file, f->note_line, 0);
      if (there0)
	there = column_loc (there0, &q, f->note_byte_col, false);
    }
  const struct finding_note notes[] = {
    { loc, "the line displays as: ", f->displayed },
    { loc, "but is compiled as: ", f->compiled },
    { there, "", there != UNKNOWN_LOCATION ? f->note : NULL },
    { loc, "", f->hint },
  };
  emit_finding (&rich, f->check, f->message, notes, 4, p->file, caret);
}
