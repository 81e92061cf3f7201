/* SPDX-License-Identifier: GPL-3.0-or-later */
/* option-list.c - the one list of bidiguard's checks (their text from
 * BG_CHECK_TABLE), plugin arguments and scanner options (option-list.h),
 * and the help made from it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "option-list.h"

/* A set of checks is an unsigned and BG_CHECKS_ALL shifts by the count.  */
_Static_assert (BG_CHECK_COUNT < 32, "more checks than bits in a set");

#define DOC_ROW(ID, NAME, DEFAULT, KIND, READS, FIX, RULE, SUMMARY, DESC)     \
  [BG_CHECK_##ID] = { NAME, RULE, SUMMARY, DESC },
const struct bg_check_doc bg_check_docs[BG_CHECK_COUNT] = {
  BG_CHECK_TABLE (DOC_ROW)
};

const struct bg_word bg_base_words[] = {
  { "ltr", BG_BASE_LTR, false },
  { "rtl", BG_BASE_RTL, false },
  { "auto", BG_BASE_AUTO, false },
  { NULL, 0, false },
};

const struct bg_word bg_engine_words[] = {
  { "both", BG_ENGINES_BOTH, false },
  { "icu", BG_ENGINES_ICU, false },
  { "fribidi", BG_ENGINES_FRIBIDI, false },
  { NULL, 0, false },
};

static const struct bg_word bg_lang_words[] = {
  { "c", BG_SRC_C, false },
  { "c++", BG_SRC_CXX, false },
  { "objc", BG_SRC_OBJC, false },
  { "objective-c", BG_SRC_OBJC, true },
  { "objc++", BG_SRC_OBJCXX, false },
  { "objective-c++", BG_SRC_OBJCXX, true },
  { "assembler-with-cpp", BG_SRC_ASM, false },
  { "cpp-output", BG_SRC_C_PP, false },
  { "c++-cpp-output", BG_SRC_CXX_PP, false },
  { "objc-cpp-output", BG_SRC_OBJC_PP, false },
  { "objective-c-cpp-output", BG_SRC_OBJC_PP, true },
  { "objc++-cpp-output", BG_SRC_OBJCXX_PP, false },
  { "objective-c++-cpp-output", BG_SRC_OBJCXX_PP, true },
  { NULL, 0, false },
};

static const struct bg_word bg_format_words[] = {
  { "gcc", BG_FORMAT_GCC, false },
  { "json", BG_FORMAT_JSON, false },
  { "sarif", BG_FORMAT_SARIF, false },
  { NULL, 0, false },
};

#define CHECKS_HELP                                                           \
  "the checks to run (below): a plain list is the exact set, +NAME and "      \
  "-NAME adjust the default set; all; none"

const struct bg_option bg_plugin_args[BG_ARG_COUNT] = {
  { BG_ARG_CHECKS, "checks", "LIST", NULL, CHECKS_HELP },
  { BG_ARG_BASE, "base", NULL, bg_base_words,
    "paragraph direction of every line (default ltr)" },
  { BG_ARG_SYSTEM_HEADERS, "system-headers", NULL, NULL,
    "also check system headers" },
  { BG_ARG_ERROR, "error", NULL, NULL,
    "report the findings as errors (only them)" },
  { BG_ARG_DISABLE, "disable", NULL, NULL,
    "do nothing (opts one compile out of the specs file)" },
  { BG_ARG_HELP, "help", NULL, NULL, "print this help" },
  { BG_ARG_VERSION, "version", NULL, NULL, "print the version" },
};

const struct bg_option bg_scan_options[BG_OPT_COUNT] = {
  { BG_OPT_CHECKS, "checks", "LIST", NULL, CHECKS_HELP },
  { BG_OPT_BASE, "base", NULL, bg_base_words,
    "paragraph direction of every line (default ltr)" },
  { BG_OPT_LANG, "lang", "LANG", bg_lang_words,
    "check every file as LANG (default: by extension)" },
  { BG_OPT_STD, "std", "STD", NULL,
    "language standard as GCC's -std= (c11, gnu++20...); a C one and a "
    "C++ one may both be given" },
  { BG_OPT_EXCLUDE, "exclude", "GLOB", NULL,
    "skip files and directories whose path below the given directory or "
    "whose name matches (repeatable)" },
  { BG_OPT_INCLUDE, "include", "GLOB", NULL,
    "check only files matching GLOB, whatever their extension "
    "(repeatable)" },
  { BG_OPT_FORMAT, "format", NULL, bg_format_words,
    "output format (default gcc)" },
  { BG_OPT_FIX, "fix", NULL, NULL, "apply the findings' fix-its in place" },
  { BG_OPT_DRY_RUN, "dry-run", NULL, NULL,
    "with --fix: print a unified diff, change nothing" },
  { BG_OPT_STDIN_FILENAME, "stdin-filename", "NAME", NULL,
    "report standard input as NAME, language by its extension (reads "
    "standard input without PATH)" },
  { BG_OPT_ENGINE, "engine", NULL, bg_engine_words,
    "display engines (default both: ICU, as Chromium shows a line, and "
    "FriBidi, as GTK does)" },
  { BG_OPT_LEVELS, "levels", NULL, NULL,
    "print bidi levels (conformance tests; ICU unless --engine=fribidi)" },
  { BG_OPT_VERSION, "version", NULL, NULL, "print the version" },
  { BG_OPT_HELP, "help", NULL, NULL, "print this help" },
};

const struct bg_option *
bg_option_find (const struct bg_option *list, size_t n, const char *name,
		size_t namelen)
{
  for (size_t i = 0; i < n; i++)
    if (strlen (list[i].name) == namelen
	&& memcmp (list[i].name, name, namelen) == 0)
      return &list[i];
  return NULL;
}

bool
bg_word_find (const struct bg_word *words, const char *text, int *value)
{
  for (; words->name; words++)
    if (strcmp (words->name, text) == 0)
      {
	*value = words->value;
	return true;
      }
  return false;
}

void
bg_words_text (const struct bg_word *words, const char *sep, char *buf,
	       size_t len)
{
  size_t at = 0;
  buf[0] = '\0';
  for (bool first = true; words->name; words++)
    if (!words->alias && at < len)
      {
	int n = snprintf (buf + at, len - at, "%s%s", first ? "" : sep,
			  words->name);
	at += n > 0 ? (size_t) n : 0;
	first = false;
      }
}

void
bg_option_synopsis (const struct bg_option *opt, char *buf, size_t len)
{
  char values[128];
  if (opt->value)
    snprintf (buf, len, "%s=%s", opt->name, opt->value);
  else if (opt->words)
    {
      bg_words_text (opt->words, "|", values, sizeof values);
      snprintf (buf, len, "%s=%s", opt->name, values);
    }
  else
    snprintf (buf, len, "%s", opt->name);
}

/* Help lines: a label in the first columns, text wrapped beside it.  */
enum { HELP_INDENT = 2, HELP_COLUMN = 23, HELP_WIDTH = 79 };

/* Write TEXT to OUT from column AT, wrapped at HELP_WIDTH with
   continuation lines starting at HELP_COLUMN; ends the line.  */
static void
put_wrapped (FILE *out, size_t at, const char *text)
{
  for (bool first = true; *text; first = false)
    {
      size_t word = strcspn (text, " ");
      if (!first && at + 1 + word > HELP_WIDTH)
	{
	  fprintf (out, "\n%*s", HELP_COLUMN, "");
	  at = HELP_COLUMN;
	}
      else if (!first)
	{
	  fputc (' ', out);
	  at++;
	}
      fwrite (text, 1, word, out);
      at += word;
      text += word;
      text += strspn (text, " ");
    }
  fputc ('\n', out);
}

/* "  LABEL" padded to HELP_COLUMN (or two blanks past a long label),
   then TEXT.  */
static void
put_entry (FILE *out, const char *label, const char *text)
{
  int n = fprintf (out, "%*s%s", HELP_INDENT, "", label);
  size_t at = n > 0 ? (size_t) n : 0;
  size_t pad = at + 2 <= HELP_COLUMN ? HELP_COLUMN - at : 2;
  fprintf (out, "%*s", (int) pad, "");
  put_wrapped (out, at + pad, text);
}

char *
bg_options_help (const struct bg_option *list, size_t n, const char *prefix)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  if (!out)
    return NULL;
  char label[160], line[256];
  for (size_t i = 0; i < n; i++)
    {
      char synopsis[128];
      bg_option_synopsis (&list[i], synopsis, sizeof synopsis);
      snprintf (label, sizeof label, "%s%s", prefix, synopsis);
      if (list[i].value && list[i].words)
	{
	  char values[128];
	  bg_words_text (list[i].words, ", ", values, sizeof values);
	  snprintf (line, sizeof line, "%s; %s: %s", list[i].help,
		    list[i].value, values);
	  put_entry (out, label, line);
	}
      else
	put_entry (out, label, list[i].help);
    }
  fputs ("Checks (on: in the default set):\n", out);
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    {
      snprintf (label, sizeof label, "%-12s %s", bg_check_docs[c].name,
		(BG_CHECKS_DEFAULT & BG_CHECK_BIT (c)) ? "on" : "off");
      put_entry (out, label, bg_check_docs[c].summary);
    }
  if (fclose (out) != 0)
    {
      free (text);
      return NULL;
    }
  return text;
}
