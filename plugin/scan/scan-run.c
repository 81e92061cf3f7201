/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-run.c - what every part of one bidiguard-scan run shares: the core
 * scanner of each language under the run's options, and the run's errors.
 *
 * The walk, --fix and --levels all need a scanner and all report errors;
 * kept here, below them, so that none of them reaches up into scan-main.c
 * (which parses the command line and starts the run).
 */
#include "scan-tool.h"

void
bg_run_error (struct bg_run *run, const char *name, const char *text)
{
  char line[4096];
  snprintf (line, sizeof line, "%s: %s", name, text);
  fprintf (stderr, "bidiguard-scan: %s\n", line);
  bg_report_note_error (run->report, line);
  run->status = 2;
}

struct bg_scanner *
bg_scanner_for (struct bg_run *run, enum bg_srclang lang)
{
  if (run->scanners[lang])
    return run->scanners[lang];
  struct bg_options opts = run->cfg->opts;
  bool cxx = lang == BG_SRC_CXX || lang == BG_SRC_OBJCXX;
  const char *std = cxx ? run->cfg->std_cxx : run->cfg->std_c;
  if (lang == BG_SRC_ASM)
    /* cpp's CLK_ASM, whatever the -std=: GCC ignores -std= when it
       preprocesses assembler (c-opts.cc), so // is a comment and ??/ no
       trigraph even under -std=c90 or c99, and there are no raw strings,
       no u/U/u8 prefixes, no digit separators, no extended identifier
       characters and no digraphs (gcc -E on a .S file removes a block
       comment between R"x( and )x").  */
    opts.lang = (struct bg_lang) { .cplusplus_comments = true,
				   .no_digraphs = true };
  else if (!bg_parse_std (std, cxx, &opts.lang))
    return NULL;
  return run->scanners[lang] = bg_scanner_new (&opts);
}
