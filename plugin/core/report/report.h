/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report/report.h - the report room of the core: a line's findings as
 * the caller sees them.
 *
 * Sees the text, bidi and checks rooms.  Files, lowest first:
 *
 * fixit.c     fix-its and advice for a finding
 * findings.c  the checks under every display engine, one finding a cause
 * report.c    a line's findings handed to the caller, with columns,
 *             renderings and fix-its
 */
#ifndef BIDIGUARD_REPORT_H
#define BIDIGUARD_REPORT_H

#include "bidi/bidi.h"

/* ---- fixit.c ---- */

#define BG_FIXIT_TEXT_MAX 96

/* The FIX column of BG_CHECK_TABLE: what bg_repair_finding gives a
   finding (doc/design.md 3.2: a fix-it never changes the program).  */
enum bg_fix_policy
{
  BG_FIX_CONTROLS,     /* delete the controls of comments, escape those of
			  literals and names; advice */
  BG_FIX_NAME_ESCAPE,  /* the character of a name as its \u escape */
  BG_FIX_LETTER_HINT,  /* advice only: the letters are the program's own */
  BG_FIX_SCRIPT_HINT,  /* advice only: write the name in one script */
  BG_FIX_SEPARATOR,    /* a space for each line or paragraph separator */
  BG_FIX_CLOSER,       /* a look-alike star-slash in a comment as "* /" */
  BG_FIX_NONE          /* nothing: the escape is what the program means */
};

/* Fix-its and advice for one finding.  */
struct bg_repair
{
  size_t n;                                    /* fix-its in FIX */
  struct bg_fixit fix[BG_FIXITS_MAX];
  char text[BG_FIXITS_MAX][BG_FIXIT_TEXT_MAX]; /* FIX[i].text points here */
  char hint[256];                              /* "" when there is none */
  bool in_literal;          /* a fix-it escapes in a string or character
			       literal (a macro's # would see otherwise) */
};

/* The fix-its that make the source of finding P honest without changing
   the program, and a one-line advice, into *R.  USED (one flag per code
   point of L, zero at the start of the line) marks the controls that an
   earlier finding of the line already fixes; they are skipped and the new
   ones marked, so that no two fix-its of a line overlap.  */
void bg_repair_finding (const struct bg_line *l, const struct bg_pending *p,
			unsigned char *used, struct bg_repair *r);

/* True when a comment on L is the marker that silences the letter-caused
   checks (rtl-reorder, rtl-layout) on its line: its whole text, blanks
   aside, is "bidiguard: rtl-text".  */
bool bg_line_has_rtl_marker (const struct bg_line *l);

#define BG_RTL_MARKER "bidiguard: rtl-text"

/* ---- findings.c ---- */

/* The display engines a line is checked under, and what each found.  */
struct bg_engine_set
{
  enum bg_engines wanted;  /* the option */
  int icu_missing;         /* 1: ICU unusable, 2: and said so */
  int u17_views;           /* this line's Unicode 17 displays (bits) */
  struct bg_findings by_engine[BG_ENGINE_IDS];
};

void bg_engine_set_free (struct bg_engine_set *es);

/* True when ES displays lines by engine E (a Unicode 17 one only on a
   line that needs it).  */
bool bg_engine_wanted (const struct bg_engine_set *es, enum bg_engine_id e);

/* The line and atom checks of L under every engine of ES (ICU last: the
   display left in L is ICU's when ICU ran), each finding once into OUT
   with the viewers that show it when not all do.  False when out of
   memory.  */
bool bg_check_engines (struct bg_line *l, struct bg_engine_set *es,
		       unsigned checks, struct bg_findings *out);

/* One finding per cause (doc/design.md section 3: no cascades), by the
   check priority.  Returns the number kept.  */
size_t bg_findings_merge (const struct bg_line *l, struct bg_findings *f);

/* Drop the letter-caused findings of a line that carries the rtl-text
   marker comment.  */
void bg_findings_drop_marked (const struct bg_line *l, struct bg_findings *f);

/* ---- report.c ---- */

/* A machine-made line can hold millions of causes: this many are
   reported, the last saying how many more.  */
#define BG_MAX_PER_LINE 64

/* What reporting a line keeps between lines.  */
struct bg_reporter
{
  /* The buffer being scanned, and the calls around its literals, read
     when a fix-it escapes in one (calls.c; NULL until then).  */
  const unsigned char *buf;
  size_t buflen;
  const struct bg_lang *lang;
  struct bg_calls *calls;
  bool calls_started;       /* bg_calls_reset done for BUF */
  char *calls_text;         /* a finding's literal_calls */
  size_t calls_cap;
  char *displayed, *compiled;
  size_t displayed_cap, compiled_cap;
  unsigned char *fixed;    /* per code point: a fix-it has it */
  size_t fixed_cap;
  struct bg_repair repair;
};

void bg_reporter_free (struct bg_reporter *rp);

/* Hand the findings FS of L to REPORT, at most BG_MAX_PER_LINE, each
   with its columns, renderings and fix-its (a quiet line is displayed
   first, by ES's primary engine).  False when out of memory.  */
bool bg_report_line (struct bg_reporter *rp, struct bg_line *l,
		     struct bg_engine_set *es, struct bg_findings *fs,
		     bg_report_fn report, void *user);

#endif /* BIDIGUARD_REPORT_H */
