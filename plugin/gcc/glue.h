/* SPDX-License-Identifier: GPL-3.0-or-later */
/* glue.h - what the GCC glue's files share: the state of the translation
 * unit being compiled, and the functions one file calls in another.
 *
 * The glue's jobs, one file each, lowest first (check-deps prints the
 * order): translation-unit.cc (the state), read-text.cc (files read by
 * name, the lines' hashes), kept-findings.cc (findings held until their
 * lines have locations), unchecked.cc (warnings that something was not
 * checked), locations.cc (lines and columns as cpp has them),
 * pragma-trace.cc (pragmas that hid findings), emit.cc (one finding as a
 * GCC warning), report-order.cc (when each finding comes out),
 * identifier-pairs.cc (the confusable check at the end),
 * toolchain-headers.cc, check-files.cc (cpp's buffers through the core),
 * open-files.cc (the files cpp has open), cpp-callbacks.cc, arguments.cc
 * and plugin-entry.cc (bidiguard_cfamily_init, and what the glue as a
 * whole does).  doc/gcc-internals.md holds the GCC facts they rely on.
 *
 * Everything here is hidden: bidiguard-cfamily.so is loaded into cc1,
 * which exports its own symbols, and a glue function must never bind to
 * one of GCC's of the same name.
 */
#ifndef BIDIGUARD_GLUE_H
#define BIDIGUARD_GLUE_H

#include "gcc-compat.h"

#include "bidiguard.h"
#include "linemarkers.h"
#include "option-list.h"

#pragma GCC visibility push(hidden)

/* A finding kept until its file's lines have locations.  */
struct pending
{
  const char *file;
  struct bg_finding f;  /* strings owned (xstrdup) */
  /* Its line's bytes as cpp has them (printed_as_read): a hash, and
     whether there is one.  */
  uint64_t line_hash;
  bool line_known;
};

/* The text the core is checking, for the hash of a finding's line:
   findings come in line order, so the line before is where to go on
   from.  */
struct text_in_scan
{
  const char *text;
  size_t len;
  unsigned long line;  /* the physical line that starts at OFF */
  size_t off;
};

/* A file seen in this translation unit.  */
struct seen_file
{
  char *name;
  vec<pending> findings;  /* in line order */
  unsigned next_to_report;  /* FINDINGS before this one are reported */
  bool scanned;           /* read and checked (not a toolchain header) */
  bool covered;           /* checked whole: GCC's own check not needed */
  bool entered;           /* cpp has entered it (file_change) */
  bool has_id;            /* the file exists: DEV and INO identify it */
  dev_t dev;
  ino_t ino;
  /* What cpp calls the lines of its text from the last #line or line
     marker in it on (renumber): the map's file name (NULL: NAME, as
     cpp read it; owned, never freed), and the physical line less cpp's
     line number.  */
  const char *cpp_name;
  long line_delta;
};

/* Findings of FILE that the #pragma GCC diagnostic at PRAGMA hid (or
   made warnings where the build asked for errors).  */
struct pragma_hidden_findings
{
  location_t pragma;
  const char *file;  /* a seen file's name */
  unsigned count;
  bool lowered;      /* made warnings where the build asked for errors */
};

/* A line map whose lines are not in the file it names: a #line or line
   marker in the text of PATH named another (a header's `# 1 "main.c" 2`
   or `#line 1 __BASE_FILE__` names the file that includes it).  */
struct renamed_map
{
  location_t start;  /* the map's MAP_START_LOCATION */
  char *path;        /* the file cpp was reading */
};

/* Why a file was not checked, or not whole: a buffer that failed the
   sanity check (then read by name), a file that cannot be read by name
   or converted, lack of memory.  */
enum unchecked_why
{
  UNCHECKED_FALLBACK,
  UNCHECKED_UNREADABLE,
  UNCHECKED_UNCONVERTIBLE,
  UNCHECKED_MEMORY
};

/* A directory headers were found in, and whether it resolves into a
   toolchain directory.  */
struct resolved_dir
{
  char *name;
  bool toolchain;
};

/* A warning that the main file was not checked, kept until the file has
   a line to put it on.  */
struct main_file_warning
{
  enum unchecked_why why;
  char *name;
};

/* The buffer of an open file, beside its entry in tu.open_files: the
   cpp buffer lexed in it (the parent's for a file a line marker entered)
   and whether GCC's own -Wbidi-chars must check that buffer (bidiguard
   did not check it).  */
struct open_buffer
{
  cpp_buffer *buf;
  bool gcc_checks;
  bool own;        /* BUF is this file's own, pushed for it */
};

/* One translation unit: cc1 compiles one, so there is one of these.  */
struct translation_unit
{
  /* What the arguments and the command line ask for.  */
  struct bg_options opts;
  bool check_system_headers;     /* -fplugin-arg-bidiguard-system-headers */
  bool error_argument;           /* -fplugin-arg-bidiguard-error */
  bool findings_are_errors;      /* the command line makes findings errors */
  int user_bidi_level;           /* -Wbidi-chars= as given (GCC 12+) */
  unsigned level_checks_scanned; /* any, ucn: in every scan's checks */
  unsigned level_checks_asked;   /* any, ucn: asked by checks=, so kept
				    whatever the level */
  bool refuse_buffers_for_test;  /* every buffer fails the sanity check */
  char *arguments_help;          /* made once, kept for the compile */

  /* The files and what was found in them.  */
  struct bg_scanner *scanner;
  vec<seen_file> files;
  struct text_in_scan text_in_scan;  /* what bg_scan_buffer reads now */
  vec<pending> without_location;   /* findings whose line had none */
  vec<pending> itext_findings;     /* found in a .i's text, by origin */
  vec<char *> originals_unread;    /* checked only through the .i */
  vec<char *> toolchain_dirs;      /* the compiler's own include dirs */
  vec<resolved_dir> header_dirs;   /* directories of headers, resolved */

  /* What the warnings about them still have to say.  */
  bool fallback_said;              /* a buffer was re-read by name */
  bool main_file_has_no_line;      /* say_unchecked keeps what it says */
  vec<main_file_warning> main_file_warnings;
  vec<pragma_hidden_findings> hidden_by_pragmas;
  vec<renamed_map> renamed_maps;   /* maps not of the file cpp reads */
  bool placing_late;               /* flush_without_location is at work */

  /* Following cpp.  */
  vec<int> open_files;             /* index in FILES, -1: entered again */
  vec<open_buffer> open_buffers;   /* beside OPEN_FILES */
  bool past_command_line;          /* a file was entered: cpp is past its
				      <built-in> and <command-line> text */
  cpp_callbacks chained_callbacks; /* cpp's, called after ours */
  int gcc_check_level;             /* cpp's level as set_gcc_check left it */
  bool gcc_check_for_level;        /* GCC's check is on only because a
				      pragma raised the level past the
				      checks bidiguard ran */
  const char *last_finding_file;   /* where cpp has the line of the */
  unsigned long last_finding_line; /* last finding reported */
};

extern struct translation_unit tu;

/* Sets -Wsystem-headers for its lifetime: bidiguard's warnings show in
   every file it checked, wherever the file lives (it decides which files
   those are), and a warning that something was not checked shows
   wherever the thing is.  */
struct shown_in_system_headers
{
  bool *flag, saved;
  shown_in_system_headers ()
    : flag (bg_warn_system_headers_flag ()), saved (*flag)
  {
    *flag = true;
  }
  ~shown_in_system_headers () { *flag = saved; }
};

/* translation-unit.cc */
const char *main_name (void);
bool pseudo_file (const char *name);
struct bg_scanner *scanner (void);

/* read-text.cc */
char *read_file (const char *path, size_t *len);
char *read_source (const char *name, size_t *len, bool *unconvertible);
uint64_t line_hash (const char *s, size_t len);
bool scanned_line_hash (unsigned long line, uint64_t *hash);

/* kept-findings.cc */
void free_finding (struct pending *p);
void collect (void *user, const struct bg_finding *f);
void collect_itext (void *user, const struct bg_finding *f);
void claim_itext (struct seen_file *c);

/* unchecked.cc */
void say_unchecked (enum unchecked_why why, location_t loc, const char *name);
void say_later (location_t loc);
void warn_no_memory (location_t loc, const char *name);
void say_fallback (const char *name, location_t loc);
void warn_originals_unread (void);

/* locations.cc */
location_t line_start (const char *file, unsigned long line,
		       location_t before = 0);
bool cpp_on_line (const struct pending *p);
location_t column_loc (location_t line0, const struct pending *p, size_t col,
		       bool at_line);
location_t included_from (const char *file);

/* pragma-trace.cc */
void note_map_file (const line_map_ordinary *map);
void note_silenced (enum bg_check check, const char *file, location_t loc,
		    bool shown);
void trace_silenced (void);

/* emit.cc */
struct finding_note
{
  location_t at;
  const char *label;  /* printed before TEXT */
  const char *text;
};
bool emit_finding (rich_location *rich, enum bg_check check,
		   const char *message, const struct finding_note *notes,
		   size_t nnotes, const char *file, location_t caret);
void warn_finding (const struct pending *p, location_t line0, bool at_line);

/* report-order.cc */
void flush_file (struct seen_file *c, unsigned long last = ULONG_MAX,
		 bool at_line = false, location_t before = 0);
void flush_all (void);
void flush_upto (location_t loc, bool at_line);
void flush_without_location (void);
unsigned level_checks (int level);
bool finding_reported_on (location_t loc);

/* identifier-pairs.cc */
void report_twins (void);

/* toolchain-headers.cc */
void add_toolchain_dir (const char *dir);
bool toolchain_file (const char *name);

/* check-files.cc */
cpp_buffer *main_buffer (void);
int add_file (const char *name, bool real = true);
bool wanted (const char *name);
int check_by_name (int idx, const char *name, location_t loc);
void check_file (int idx, bool pushed, cpp_buffer *b,
		 const line_map_ordinary *map);
bool check_itext (cpp_buffer *b, location_t loc);
void check_unlexed (const char *path, const char *what);

/* open-files.cc */
int enter_file (const char *name, const line_map_ordinary *map,
		cpp_buffer *b, bool *gcc_checks);
void leave_file (void);
cpp_buffer *pushed_buffer (const char *name);
void push_file (const char *name, const line_map_ordinary *map);
void push_text_frame (void);
int buffer_owner (void);
void renumber (int idx, const line_map_ordinary *map);
void check_main (void);

/* cpp-callbacks.cc */
void set_gcc_check (cpp_reader *pfile);
void follow_cpp (void);

/* arguments.cc */
const char *help_text (void);
bool parse_argument (const struct plugin_argument *arg);
bool disabled (const struct plugin_name_args *args);

#pragma GCC visibility pop

#endif /* BIDIGUARD_GLUE_H */
