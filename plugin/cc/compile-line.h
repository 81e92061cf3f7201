/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compile-line.h - what a compiler command line does, for bidiguard-cc:
 * its launchers, compiler, inputs and outputs, and how to split it into
 * a checked preprocessing and a compile the launcher may send out. */
#ifndef BIDIGUARD_COMPILE_LINE_H
#define BIDIGUARD_COMPILE_LINE_H

#include <stdbool.h>

#include "argv-build.h"

/* A C-family language and the name GCC gives its preprocessed form. */
struct cc_lang
{
  const char *name;       /* -x name of the source */
  const char *pp_suffix;  /* suffix GCC (and distcc, icecc) read as preprocessed */
};

enum cc_plan
{
  PLAN_UNCHANGED,      /* no C-family source, or only -E/-M: run as given */
  PLAN_LOCAL_CHECKED,  /* cannot split with certainty: plugin, no launcher */
  PLAN_SPLIT           /* checked preprocessing here, compile by the launcher */
};

struct compile_line
{
  char **launchers;    /* the leading distcc/icecc/ccache/sccache words */
  int n_launchers;
  char *compiler;
  char **args;         /* what follows the compiler */
  int n_args;
  bool *bidiguard_arg; /* args[i] is a bidiguard option (or its argument) */
  char **plugin_args;  /* -fplugin-arg-bidiguard-* in order */
  int n_plugin_args;
  const char *plugin;  /* the -fplugin= option given, or NULL */
  enum cc_plan plan;
  const struct cc_lang *lang;  /* of the one source (PLAN_SPLIT) */
  int source;          /* its index in args */
  const char *output;  /* -o's file, or the default one */
  char *output_owned;
  char *dep_file;      /* where -MD/-MMD write, when no -MF says */
  bool dep_wanted, dep_file_given, dep_target_given;
  /* The compiler has GCC's own -Wbidi-chars (GCC 12 on): the launcher's
     compile turns it off, since the checking run did that work with the
     plugin, which stands in for it (a string's controls are still in
     the preprocessed text, and GCC would warn a second time). */
  bool own_bidi_check;
};

bool compile_line_parse (struct compile_line *cl, int argc, char **argv);
void compile_line_free (struct compile_line *cl);
/* The command lines of each plan; false when out of memory. */
bool compile_line_unchanged (const struct compile_line *cl, struct argv_build *out);
bool compile_line_checked (const struct compile_line *cl, struct argv_build *out);
bool compile_line_preprocess (const struct compile_line *cl, struct argv_build *out);
bool compile_line_compile (const struct compile_line *cl, const char *preprocessed,
                           struct argv_build *out);

#endif
