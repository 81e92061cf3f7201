/* SPDX-License-Identifier: GPL-3.0-or-later */
/* comment-dump.cc - a test-only GCC plugin: print every comment cpp lexes.
 *
 *   gcc -fplugin=comment_dump.so -fplugin-arg-comment_dump-out=FILE ...
 *
 * (GCC splits -fplugin-arg- at the first dash: the plugin file name has
 * none.)
 *
 * Appends one line per comment to FILE: "PATH:LINE:COL:HEX", where LINE
 * and COL are where cpp says the comment starts (COL counts bytes of the
 * cleaned line, as cpp does) and HEX is the text cpp hands to the comment
 * callback.  testsuite/diff/diff-lex.py compares it with bidiguard's
 * reading (lex-comments).  Built by `make check`, never installed.
 */
#include "gcc-compat.h"

int plugin_is_GPL_compatible;

static FILE *out;

static void
on_comment (cpp_reader *, location_t loc, const unsigned char *text,
	    size_t len)
{
  expanded_location x = expand_location (loc);
  fprintf (out, "%s:%d:%d:", x.file ? x.file : "?", x.line, x.column);
  for (size_t i = 0; i < len; i++)
    fprintf (out, "%02x", text[i]);
  fputc ('\n', out);
}

/* cpp's lexing options as the bidiguard glue maps them (gcc-compat.h's
   bg_lang_from_cpp, the function the plugin calls), for lex-comments
   --lang=: the differential test so checks the plugin's own mapping, not
   a copy of it.  CLK_ASM has no field of its own (the others carry what
   it changes in lexing); it is printed for diff-lex to confirm that an
   assembler run was one.  */
static void
print_lang (void)
{
  struct bg_lang l;
  bg_lang_from_cpp (parse_in, &l);
  fprintf (out, "#lang %d%d%d%d%d%d%d%d%d%d%d%d%d%d%d\n", l.cplusplus,
	   l.cplusplus_comments, l.trigraphs, l.digit_separators,
	   l.raw_strings, l.uliterals, l.utf8_char_literals,
	   cpp_get_options (parse_in)->lang == CLK_ASM,
	   l.identifiers != BG_IDENT_NONE, l.identifiers == BG_IDENT_C11,
	   !l.no_digraphs, l.dot_after_separator, l.directive_raw_lines,
	   l.embed, l.preprocessed);
}

static void
hook (void *, void *)
{
  static bool hooked;
  if (hooked)
    return;
  hooked = true;
  print_lang ();
  cpp_get_callbacks (parse_in)->comment = on_comment;
}

int
plugin_init (struct plugin_name_args *args, struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      fprintf (stderr, "comment-dump: built for GCC %s\n", gcc_version.basever);
      return 1;
    }
  for (int i = 0; i < args->argc; i++)
    if (!strcmp (args->argv[i].key, "out") && args->argv[i].value)
      out = fopen (args->argv[i].value, "a");
  if (!out)
    {
      fprintf (stderr, "comment-dump: needs -fplugin-arg-comment_dump-out=FILE\n");
      return 1;
    }
  /* Hook when the options are final, before the first token.  */
  register_callback (args->base_name, PLUGIN_PRAGMAS, hook, NULL);
  return 0;
}
