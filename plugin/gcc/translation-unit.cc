/* SPDX-License-Identifier: GPL-3.0-or-later */
/* translation-unit.cc - the state of the translation unit, and what every
 * glue file asks of it: the main file's name, the core's scanner.
 */
#include "glue.h"

struct translation_unit tu;

/* The name of the main file: <stdin> for standard input, the .i file
   for preprocessed input.  */
const char *
main_name (void)
{
  return ORDINARY_MAP_FILE_NAME (LINEMAPS_ORDINARY_MAP_AT (line_table, 0));
}

/* <built-in>, <command-line>: names of no file.  Standard input is
   <stdin>, also in the line markers of its preprocessed output.  */
bool
pseudo_file (const char *name)
{
  size_t n = strlen (name);
  return (n > 1 && name[0] == '<' && name[n - 1] == '>'
	  && strcmp (name, main_name ()) != 0 && strcmp (name, "<stdin>") != 0);
}

struct bg_scanner *
scanner (void)
{
  if (!tu.scanner)
    {
      bg_lang_from_cpp (parse_in, &tu.opts.lang);
      tu.scanner = bg_scanner_new (&tu.opts);
    }
  return tu.scanner;
}
