/* SPDX-License-Identifier: GPL-3.0-or-later */
/* arguments.cc - -fplugin-arg-bidiguard-KEY[=VALUE], from the table in
 * option-list.c (bg_plugin_args).
 */
#include "glue.h"

/* The arguments, for an error message: "checks=LIST, base=ltr|rtl|auto,
   system-headers, ...".  */
static void
accepted_arguments (char *buf, size_t len)
{
  size_t at = 0;
  for (int i = 0; i < BG_ARG_COUNT && at < len; i++)
    {
      char synopsis[128];
      bg_option_synopsis (&bg_plugin_args[i], synopsis, sizeof synopsis);
      int n = snprintf (buf + at, len - at, "%s%s", i ? ", " : "", synopsis);
      at += n > 0 ? (size_t) n : 0;
    }
}

/* The help text of the arguments (for `help` and for GCC's --help's
   plugin section); made once, kept for the compile.  */
const char *
help_text (void)
{
  if (!tu.arguments_help)
    tu.arguments_help = bg_options_help (bg_plugin_args, BG_ARG_COUNT, "");
  return tu.arguments_help ? tu.arguments_help : "";
}

/* ARG's entry in the table, with a value exactly when the entry wants
   one; NULL after an error naming what is wrong.  */
static const struct bg_option *
find_argument (const struct plugin_argument *arg)
{
  char accepted[256];
  accepted_arguments (accepted, sizeof accepted);
  const struct bg_option *opt
    = bg_option_find (bg_plugin_args, BG_ARG_COUNT, arg->key,
		      strlen (arg->key));
  if (!opt)
    error ("unknown argument %<-fplugin-arg-bidiguard-%s%>; accepted: %s",
	   arg->key, accepted);
  else if ((opt->value || opt->words) && !arg->value)
    error ("%<-fplugin-arg-bidiguard-%s%> needs a value: %s", arg->key,
	   accepted);
  else if (!(opt->value || opt->words) && arg->value)
    error ("%<-fplugin-arg-bidiguard-%s%> takes no value", arg->key);
  else
    return opt;
  return NULL;
}

bool
parse_argument (const struct plugin_argument *arg)
{
  const struct bg_option *opt = find_argument (arg);
  if (!opt)
    return false;
  char err[256];
  int word;
  switch ((enum bg_plugin_arg) opt->id)
    {
    case BG_ARG_CHECKS:
      if (!bg_parse_checks (arg->value, &tu.opts.checks, err, sizeof err))
	error ("%<-fplugin-arg-bidiguard-checks=%s%>: %s", arg->value, err);
      break;
    case BG_ARG_BASE:
      if (bg_word_find (opt->words, arg->value, &word))
	tu.opts.base = (enum bg_base) word;
      else
	{
	  bg_words_text (opt->words, ", ", err, sizeof err);
	  error ("%<-fplugin-arg-bidiguard-base=%s%>: accepted values are %s",
		 arg->value, err);
	}
      break;
    case BG_ARG_SYSTEM_HEADERS:
      tu.check_system_headers = true;
      break;
    case BG_ARG_ERROR:
      tu.error_argument = true;
      break;
    case BG_ARG_HELP:
      fprintf (stderr, "bidiguard arguments (-fplugin-arg-bidiguard-...):\n%s",
	       help_text ());
      break;
    case BG_ARG_VERSION:
      fprintf (stderr, "bidiguard %s\n", BG_VERSION);
      break;
    case BG_ARG_DISABLE:
    case BG_ARG_COUNT:
      return true;
    }
  return !seen_error ();
}

bool
disabled (const struct plugin_name_args *args)
{
  for (int i = 0; i < args->argc; i++)
    if (!strcmp (args->argv[i].key, bg_plugin_args[BG_ARG_DISABLE].name)
	&& !args->argv[i].value)
      return true;
  return false;
}
