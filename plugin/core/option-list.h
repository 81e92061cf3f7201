/* SPDX-License-Identifier: GPL-3.0-or-later */
/* option-list.h - the one list of bidiguard's words: the checks (made
 * from BG_CHECK_TABLE, bidiguard.h), the GCC plugin's arguments
 * (-fplugin-arg-bidiguard-KEY[=VALUE]) and bidiguard-scan's options, each
 * with its values and its help.
 *
 * Everything that names them is made from this list: check names in
 * findings and check lists, the SARIF rules, the plugin's accepted
 * arguments, its `help` output and the help GCC shows for it, the
 * scanner's parser and --help, and every "accepted: ..." in an error.
 * The documents that cannot be generated (man/bidiguard.7,
 * man/bidiguard-scan.1, README.md, doc/user-guide.md, doc/design.md) are
 * compared with it by testsuite/unit/test-option-docs.c.
 *
 * Usage: look an argument up with bg_option_find, a value with
 * bg_word_find, and switch on the entry's id.
 */
#ifndef BIDIGUARD_OPTION_LIST_H
#define BIDIGUARD_OPTION_LIST_H

#include <stdbool.h>
#include <stddef.h>

#include "bidiguard.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What each check reports, from its row of BG_CHECK_TABLE (bidiguard.h):
   the name used in "[bidiguard:NAME]" and in check lists, the SARIF rule
   name, a one-line summary (help output, SARIF shortDescription) and a
   paragraph (SARIF fullDescription and help).  Whether a check is on by
   default is BG_CHECKS_DEFAULT.  */
struct bg_check_doc
{
  const char *name;
  const char *rule;
  const char *summary;
  const char *description;
};

/* Indexed by enum bg_check.  */
extern const struct bg_check_doc bg_check_docs[BG_CHECK_COUNT];

/* One accepted value of an option, and what it selects (an enum of the
   option's own).  Lists end with a NULL name.  */
struct bg_word
{
  const char *name;
  int value;
  bool alias;   /* accepted, but not listed in help and errors */
};

/* The languages GCC lexes with cpp, as -x names them (the scanner's
   --lang= and file extensions).  */
enum bg_srclang
{
  BG_SRC_NONE,  /* not a C-family file */
  BG_SRC_C,
  BG_SRC_CXX,
  BG_SRC_OBJC,
  BG_SRC_OBJCXX,
  BG_SRC_ASM,   /* assembler-with-cpp */
  /* Preprocessed output of each (.i, .ii, .mi, .mii; -x cpp-output):
     read with no splices and no trigraphs, as cpp -fpreprocessed.  */
  BG_SRC_C_PP,
  BG_SRC_CXX_PP,
  BG_SRC_OBJC_PP,
  BG_SRC_OBJCXX_PP,
  BG_SRC_COUNT
};

/* The scanner's output formats (--format=).  */
enum bg_format
{
  BG_FORMAT_GCC,
  BG_FORMAT_JSON,
  BG_FORMAT_SARIF
};

extern const struct bg_word bg_base_words[];    /* enum bg_base */
extern const struct bg_word bg_engine_words[];  /* enum bg_engines */

/* One plugin argument or scanner option.  */
struct bg_option
{
  int id;                       /* enum bg_plugin_arg or bg_scan_opt */
  const char *name;             /* "checks", "system-headers" (no "--") */
  const char *value;            /* "LIST", "GLOB"; NULL: see WORDS */
  const struct bg_word *words;  /* the accepted values; both NULL: a flag */
  const char *help;             /* one or more lines, '\n' between */
};

enum bg_plugin_arg
{
  BG_ARG_CHECKS,
  BG_ARG_BASE,
  BG_ARG_SYSTEM_HEADERS,
  BG_ARG_ERROR,
  BG_ARG_DISABLE,
  BG_ARG_HELP,
  BG_ARG_VERSION,
  BG_ARG_COUNT
};

enum bg_scan_opt
{
  BG_OPT_CHECKS,
  BG_OPT_BASE,
  BG_OPT_LANG,
  BG_OPT_STD,
  BG_OPT_EXCLUDE,
  BG_OPT_INCLUDE,
  BG_OPT_FORMAT,
  BG_OPT_FIX,
  BG_OPT_DRY_RUN,
  BG_OPT_STDIN_FILENAME,
  BG_OPT_ENGINE,
  BG_OPT_LEVELS,
  BG_OPT_VERSION,
  BG_OPT_HELP,
  BG_OPT_COUNT
};

/* Indexed by their enums.  */
extern const struct bg_option bg_plugin_args[BG_ARG_COUNT];
extern const struct bg_option bg_scan_options[BG_OPT_COUNT];

/* The entry of LIST (N entries) named by the NAMELEN bytes at NAME, or
   NULL.  */
const struct bg_option *bg_option_find (const struct bg_option *list,
					size_t n, const char *name,
					size_t namelen);

/* Store the value of the word TEXT of WORDS in *VALUE; false (and *VALUE
   untouched) when WORDS has no such word.  */
bool bg_word_find (const struct bg_word *words, const char *text, int *value);

/* Write the listed words of WORDS joined by SEP ("ltr, rtl, auto" or
   "ltr|rtl|auto") into BUF (LEN bytes, truncated, NUL-terminated).  */
void bg_words_text (const struct bg_word *words, const char *sep, char *buf,
		    size_t len);

/* Write how OPT is spelt after its prefix into BUF (LEN bytes):
   "checks=LIST", "base=ltr|rtl|auto", "system-headers".  */
void bg_option_synopsis (const struct bg_option *opt, char *buf, size_t len);

/* The help text of LIST (N entries), one entry per line with PREFIX ("--"
   for the scanner, "" for the plugin) and its help aligned beside it,
   followed by the checks with their default and summary.  A malloc'd
   string, or NULL when out of memory.  */
char *bg_options_help (const struct bg_option *list, size_t n,
		       const char *prefix);

#ifdef __cplusplus
}
#endif

#endif /* BIDIGUARD_OPTION_LIST_H */
