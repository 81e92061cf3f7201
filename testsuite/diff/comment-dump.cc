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
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "cpplib.h"

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

/* cpp's lexing options, as the bidiguard glue reads them, for
   lex-comments --lang=.  */
static void
print_lang (void)
{
  const cpp_options *o = cpp_get_options (parse_in);
  bool c90 = o->lang == CLK_STDC89 || o->lang == CLK_STDC94;
  fprintf (out, "#lang %d%d%d%d%d%d%d%d%d%d%d%d%d\n", o->cplusplus, !c90,
	   o->trigraphs, o->digit_separators, o->rliterals, o->uliterals,
	   o->utf8_char_literals, o->lang == CLK_ASM,
	   o->extended_identifiers, o->c11_identifiers, o->digraphs,
	   GCCPLUGIN_VERSION_MAJOR < 12, GCCPLUGIN_VERSION_MAJOR >= 13);
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
