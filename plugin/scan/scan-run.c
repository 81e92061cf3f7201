/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-run.c - what every part of one bidiguard-scan run shares: the core
 * scanner of each language under the run's options, a file's confusable
 * pairs, and the run's errors.
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

/* The scanner for LANG in SLOTS, made on first use; GCC 15's reading of
   #embed when EMBED.  */
static struct bg_scanner *
scanner_in (struct bg_run *run, struct bg_scanner **slots,
	    enum bg_srclang lang, bool embed)
{
  if (slots[lang])
    return slots[lang];
  struct bg_options opts = run->cfg->opts;
  bool cxx = lang == BG_SRC_CXX || lang == BG_SRC_OBJCXX
	     || lang == BG_SRC_CXX_PP || lang == BG_SRC_OBJCXX_PP;
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
  /* #embed in assembler too: GCC 15 reads directives alike there.  */
  opts.lang.embed = embed;
  opts.lang.preprocessed = lang >= BG_SRC_C_PP;
  return slots[lang] = bg_scanner_new (&opts);
}

struct bg_scanner *
bg_scanner_for (struct bg_run *run, enum bg_srclang lang)
{
  return scanner_in (run, run->scanners, lang, true);
}

struct bg_scanner *
bg_scanner_before_embed (struct bg_run *run, enum bg_srclang lang)
{
  return scanner_in (run, run->before_embed, lang, false);
}

void
bg_report_twin (void *user, const struct bg_twin *t)
{
  struct bg_finding f = {
    .check = BG_CHECK_CONFUSABLE,
    .line = t->later.line,
    .byte_col = t->later.byte_col,
    .display_col = t->later.display_col,
    .range_start = t->later.byte_col,
    .range_end = t->later.byte_col + t->later.byte_len - 1,
    .message = t->message,
    .cause = t->cause,
    .note = t->note,
    .note_line = t->first.line,
    .note_byte_col = t->first.byte_col,
    .note_display_col = t->first.display_col,
  };
  bg_report_finding (user, &f);
}

long
bg_source_twins (struct bg_scanner *sc, const struct bg_source *src,
		 bg_twin_fn report, void *user)
{
  long n = bg_scan_names (sc, src->buf, src->len, NULL, NULL) < 0
	   ? -1 : bg_scanner_twins (sc, NULL, NULL, report, user);
  bg_scanner_forget_names (sc);
  return n;
}
