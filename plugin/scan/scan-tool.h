/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-tool.h - the pieces of bidiguard-scan (the command-line scanner),
 * shared between its files and nothing else: the plugin never sees this.
 *
 * Files, lowest first; each uses only files above it in this list (the
 * sections below follow the same order and name the file that defines
 * what they declare; testsuite/unit/check-deps.py checks both):
 *
 *   scan-text.c    lines and UTF-8 of a loaded file; --levels
 *   scan-format.c  findings as GCC text, JSON or SARIF 2.1.0
 *   scan-run.c     the run's scanner per language and its errors
 *   scan-fix.c     --fix: fix-its applied in place or shown as a diff
 *   scan-check.c   one loaded file: scanned, fixed or its levels printed
 *   scan-tree.c    paths: directory walks, which files are C, reading them
 *   scan-main.c    options and the run over the command line's paths
 *
 * Like the plugin, the scanner reaches the core only through bidiguard.h
 * and option-list.h (the options, the languages and formats they name).
 */
#ifndef BIDIGUARD_SCAN_TOOL_H
#define BIDIGUARD_SCAN_TOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "bidiguard.h"
#include "option-list.h"

/* ---- scan-tool.h itself: the configuration, a loaded file, a run ---- */

/* What the command line asked for.  */
struct bg_config
{
  struct bg_options opts;      /* checks and base; lang is set per file */
  enum bg_srclang forced_lang; /* --lang=, or BG_SRC_NONE */
  const char *std_c;           /* --std= for C, ObjC, asm; "" = default */
  const char *std_cxx;         /* --std= for C++, ObjC++ */
  const char **exclude;        /* --exclude= globs */
  size_t nexclude;
  const char **include;        /* --include= globs */
  size_t ninclude;
  enum bg_format format;
  bool fix;                    /* --fix */
  bool dry_run;                /* --fix --dry-run: a diff, no write */
  bool levels;                 /* --levels */
  const char *stdin_name;      /* --stdin-filename= */
};

/* One loaded file.  NAME is what reports show; BUF holds the LEN bytes
   cpp reads as text, and the SKIPPED bytes before BUF are the file's too
   but no text: a UTF-8 byte-order mark at its start, which cpp drops
   (libcpp's _cpp_convert_input), so that line 1's columns are counted
   after it.  --fix writes them back.  */
struct bg_source
{
  const char *name;
  char *buf;
  size_t len;
  size_t skipped;
  enum bg_storage
  {
    BG_BUF_HEAP,          /* malloc'd: standard input, pipes */
    BG_BUF_MAPPED,        /* an mmap of a large file */
    BG_BUF_RUN            /* the run's reusable buffer (small files) */
  } storage;
  enum bg_srclang lang;
  /* Line cursor for bg_source_line: findings come in line order.  */
  unsigned long cur_line;
  size_t cur_off;
};

struct bg_report;

/* The state of one run: configuration, one core scanner per language
   (created on first use), the report being written and the exit status.  */
struct bg_run
{
  const struct bg_config *cfg;
  struct bg_scanner *scanners[BG_SRC_COUNT];
  /* The same, reading as GCC 14 and before, for a file that GCC 15
     reads otherwise (bg_scanner_before_embed).  */
  struct bg_scanner *before_embed[BG_SRC_COUNT];
  struct bg_report *report;
  int status;               /* 0 clean, 1 findings, 2 an error */
  char *readbuf;            /* small files are read into this, reused */
  size_t readcap;
};

/* ---- scan-text.c ---- */

/* Start offset and length (terminator excluded) of line LINENO (1-based)
   of SRC, lines ending in LF, CRLF or a lone CR as the core counts them.
   False when SRC has fewer lines.  */
bool bg_source_line (struct bg_source *src, unsigned long lineno,
		     size_t *off, size_t *len);

/* The 1-based code point column of 1-based byte column BYTE_COL on a line
   of N bytes at S (an invalid byte counts as one).  */
size_t bg_codepoint_column (const char *s, size_t n, size_t byte_col);

/* --levels: each line's paragraph level and character levels under
   BASE, as the scanner SC resolves them, in the format of
   BidiCharacterTest.txt.  False when out of memory.  */
bool bg_print_levels (struct bg_scanner *sc, enum bg_base base,
		      const char *buf, size_t len);

/* ---- scan-format.c ---- */

/* Start a report in FORMAT on OUT (JSON's "[", SARIF's run header).  */
struct bg_report *bg_report_begin (enum bg_format format, FILE *out,
				   unsigned checks);

/* The callback given to bg_scan_buffer: USER is a struct bg_finding_sink.  */
struct bg_finding_sink
{
  struct bg_report *report;
  struct bg_source *src;
  long count;
};
void bg_report_finding (void *user, const struct bg_finding *finding);

/* Keep an error message for the report (SARIF notifications).  */
void bg_report_note_error (struct bg_report *report, const char *text);

/* Finish the report (closing brackets) and free it.  */
void bg_report_end (struct bg_report *report);

/* ---- scan-run.c ---- */

/* The core scanner for LANG under RUN's options, reading as the newest
   GCC (15: a header name after #embed); NULL when out of memory or when
   --std= names no standard of that language.  */
struct bg_scanner *bg_scanner_for (struct bg_run *run, enum bg_srclang lang);

/* The same, reading as GCC 14 and before (#embed is no directive there):
   for a file that the two read in two ways (bg_scanner_read_two_ways).  */
struct bg_scanner *bg_scanner_before_embed (struct bg_run *run,
					    enum bg_srclang lang);

/* Report an error about NAME (a path): "bidiguard-scan: NAME: TEXT" on
   stderr, also kept for SARIF's tool notifications; status 2.  */
void bg_run_error (struct bg_run *run, const char *name, const char *text);

/* bg_twin_fn: a confusable pair as a finding at the later identifier, with
   a note at the first, to the struct bg_finding_sink USER.  */
void bg_report_twin (void *user, const struct bg_twin *t);

/* The confusable pairs of SRC, whose text SC has just scanned (its
   non-ASCII names are in SC): handed to REPORT, then SC forgets every
   name (the scanner's scope is one file).  Their number, -1 when out of
   memory.  */
long bg_source_twins (struct bg_scanner *sc, const struct bg_source *src,
		      bg_twin_fn report, void *user);

/* ---- scan-fix.c ---- */

/* --fix on SRC: collect every finding's fix-its, apply them (or print the
   diff), then report what a scan of the result still finds.  */
void bg_fix_source (struct bg_run *run, struct bg_source *src);

/* ---- scan-check.c ---- */

/* Scan the loaded SRC and report its findings (or fix it, or print its
   levels, as the configuration says).  */
void bg_check_source (struct bg_run *run, struct bg_source *src);

/* ---- scan-tree.c ---- */

/* Check PATH: a file, a directory (walked), or "-" (standard input).
   Errors go to stderr and set RUN->status to 2.  */
void bg_visit_path (struct bg_run *run, const char *path);

#endif /* BIDIGUARD_SCAN_TOOL_H */
