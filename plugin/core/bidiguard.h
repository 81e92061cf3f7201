/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bidiguard.h - public interface of the bidiguard core.
 *
 * The core finds Trojan-Source text in C and C++ source: Unicode
 * bidirectional text that makes a line display differently from how the
 * compiler reads it.  It has no GCC dependency; the GCC glue
 * (gcc-glue.cc) and the command-line scanner (scan-main.c) both drive it
 * through this header only.
 *
 * Usage: bg_scanner_new() once per translation unit (or per scanner run),
 * bg_scan_buffer() once per file, bg_scanner_free() at the end.  Findings
 * are handed to a callback in line order; the strings a finding points to
 * live only until the callback returns.
 */
#ifndef BIDIGUARD_H
#define BIDIGUARD_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BG_VERSION "1.0.0"

/* The checks of doc/design.md section 3.  Bit (1u << check) selects one.  */
enum bg_check
{
  BG_CHECK_REORDER,     /* code displays out of order; a control is involved */
  BG_CHECK_RTL_REORDER, /* operands reordered by right-to-left letters alone */
  BG_CHECK_RTL_LAYOUT,  /* any other letter-caused reordering */
  BG_CHECK_SPOOF,       /* one comment/literal/identifier displays misleadingly */
  BG_CHECK_UNPAIRED,    /* embedding/override/isolate left open */
  BG_CHECK_UCN,         /* \u202E-style escapes producing controls */
  BG_CHECK_ANY,         /* every control and mark */
  BG_CHECK_INVISIBLE,   /* a default-ignorable character in an identifier */
  BG_CHECK_CONFUSABLE,  /* identifiers alike (UTS #39), mixed scripts */
  BG_CHECK_COUNT
};

#define BG_CHECK_BIT(c) (1u << (c))
#define BG_CHECKS_ALL ((1u << BG_CHECK_COUNT) - 1)
#define BG_CHECKS_DEFAULT                                                     \
  (BG_CHECK_BIT (BG_CHECK_REORDER) | BG_CHECK_BIT (BG_CHECK_RTL_REORDER)       \
   | BG_CHECK_BIT (BG_CHECK_SPOOF) | BG_CHECK_BIT (BG_CHECK_UNPAIRED)       \
   | BG_CHECK_BIT (BG_CHECK_INVISIBLE) | BG_CHECK_BIT (BG_CHECK_CONFUSABLE))

/* Paragraph direction of every line (UAX #9 P2/P3 for BG_BASE_AUTO).  */
enum bg_base
{
  BG_BASE_LTR,
  BG_BASE_RTL,
  BG_BASE_AUTO
};

/* The language as cpp lexes it in this compile.  The plugin copies these
   from cpp_get_options (parse_in); the scanner derives them from --std=.
   Every field changes where a comment, a literal or a token ends, so a
   field that differs from cpp's is a way past the checks.  */
struct bg_lang
{
  bool cplusplus;          /* C++ (any standard) */
  bool cplusplus_comments; /* // starts a comment (not C90 / -ansi C) */
  bool trigraphs;          /* ??= ??/ ... are replaced (ISO modes, -trigraphs) */
  bool digit_separators;   /* 1'000 is one number (C++14, C23) */
  bool raw_strings;        /* R"d(...)d" (C++11 and GNU C modes) */
  bool uliterals;          /* u"" U"" u'' U'' (C11, C++11) */
  bool utf8_literals;      /* u8"" (C11, C++11) */
  bool utf8_char_literals; /* u8'x' (C++17, C23) */
  /* Whether non-ASCII characters continue an identifier (and so a literal
     prefix or a pp-number): cpp's extended_identifiers and
     c11_identifiers.  BG_IDENT_NONE in C90 and assembler, BG_IDENT_C99 in
     C99 and C++98, BG_IDENT_C11 in C11 and C++11 on.  */
  unsigned char identifiers;
  bool no_digraphs;        /* %: is not # (ISO C90, assembler) */
  bool dot_after_separator;/* 1'.5 is one pp-number (GCC 11; not GCC 12) */
  /* A raw string in a directive goes on past the end of the directive's
     line, the directive with it (GCC 13 on); GCC 11 and 12 end both at
     the line's end ("unterminated raw string").  */
  bool directive_raw_lines;
};

enum { BG_IDENT_NONE, BG_IDENT_C99, BG_IDENT_C11 };

/* The display engines (README "How bidiguard displays a line"): ICU's
   ubidi is the engine of Chromium (VS Code, web code review), GNU FriBidi
   that of GTK/Pango editors.  With both, a line that is not provably
   quiet is displayed by each and a deceptive display in either is a
   finding.  */
enum bg_engines
{
  BG_ENGINES_BOTH,
  BG_ENGINES_ICU,
  BG_ENGINES_FRIBIDI
};

struct bg_options
{
  unsigned checks;   /* set of BG_CHECK_BIT()s */
  enum bg_base base;
  struct bg_lang lang;
  enum bg_engines engines;
};

/* Fill OPTS with the defaults: the six default checks, base ltr, the
   language of GCC 12's default C dialect (gnu17), both engines.  */
void bg_options_init (struct bg_options *opts);

/* Set LANG to how cpp lexes the language standard STD, a -std= value
   such as "c90", "gnu17", "c++14", "gnu++2b" or "iso9899:1999" ("" gives
   GCC 12's default for the language: gnu17, or gnu++17 when CPLUSPLUS).
   The fields that depend on the GCC release rather than the standard
   (dot_after_separator, directive_raw_lines) are GCC 12's, like the
   rest of the table.
   False, with LANG untouched, for a name GCC does not accept.  */
bool bg_parse_std (const char *std, bool cplusplus, struct bg_lang *lang);

/* Name of CHECK as used in "[bidiguard:NAME]" and in check lists.  */
const char *bg_check_name (enum bg_check check);

/* Parse a comma-separated check list such as "reorder,spoof" (the exact
   set), "+rtl-layout,-rtl-reorder" (adjust the default set; items with a
   sign adjust, plain items start from the empty set), "all" or "none".
   On success store the set in *CHECKS and return true.  On failure write a
   one-line reason naming the bad item and the accepted names into
   ERR (ERRLEN bytes) and return false.  */
bool bg_parse_checks (const char *list, unsigned *checks, char *err,
		      size_t errlen);

/* Parse "ltr", "rtl" or "auto" into *BASE; false on anything else.  */
bool bg_parse_base (const char *text, enum bg_base *base);

/* A fix-it: replace BYTE_LEN bytes at byte column BYTE_COL with TEXT
   (UTF-8).  BYTE_LEN 0 inserts TEXT before BYTE_COL; TEXT "" deletes.  */
struct bg_fixit
{
  size_t byte_col;   /* 1-based byte column on the finding's line */
  size_t byte_len;   /* bytes replaced */
  const char *text;  /* e.g. "\xe2\x80\xac" (PDF), "\\u202E", "" */
};

#define BG_FIXITS_MAX 16

/* One finding.  Columns are 1-based; byte columns count bytes from the
   start of the physical line, display columns count as GCC does by default
   (tab stops of 8, every code point GCC's width: plugin/core/gen/unicode-widths.c).  */
struct bg_finding
{
  enum bg_check check;
  unsigned long line;       /* 1-based physical line */
  size_t byte_col;          /* the character that causes it */
  size_t display_col;
  size_t range_start;       /* byte columns of what moves, inclusive */
  size_t range_end;
  const char *message;      /* one line, no check name */
  const char *displayed;    /* the line as a reader sees it, in visual
			       order: controls and marks left out (they are
			       invisible), line breaks and C0/C1 controls as
			       <U+2028> */
  const char *compiled;     /* the line in logical order, every control and
			       mark written as <U+202E> */
  const char *cause;        /* what causes it, named: "U+202E (RIGHT-TO-LEFT
			       OVERRIDE)", "Hebrew letters"; may be NULL */
  size_t nfixits;           /* fix-its that together make the line honest
			       without changing the program (fixit.c) */
  const struct bg_fixit *fixits;
  const char *hint;         /* one line: what to do; NULL when nothing helps */
  bool escape_source;       /* the line holds invisible, reordering or
			       line-breaking characters: quote it escaped
			       (right-to-left letters alone are not) */
  /* A second place, for a note there: the identifier a confusable one
     looks like (NOTE NULL for every other finding; NOTE_LINE 0 when it
     has no place in this file).  DISPLAYED and COMPILED are NULL then.  */
  const char *note;
  unsigned long note_line;
  size_t note_byte_col, note_display_col;
};

typedef void (*bg_report_fn) (void *user, const struct bg_finding *finding);

struct bg_scanner;

/* A scanner with OPTS; NULL when out of memory.  */
struct bg_scanner *bg_scanner_new (const struct bg_options *opts);
void bg_scanner_free (struct bg_scanner *scanner);

/* Check the LEN bytes at BUF as one source file (lines end in LF, CRLF or
   CR; invalid UTF-8 is passed through as opaque characters).  Calls REPORT
   for every finding, in line order, at most once per cause.  Returns the
   number of findings, or -1 when out of memory (what was found before is
   reported).  */
long bg_scan_buffer (struct bg_scanner *scanner, const char *buf, size_t len,
		     bg_report_fn report, void *user);

/* Check the text of one comment (delimiters included) that is all the
   plugin can see of standard input.  FIRST_LINE and FIRST_COL (1-based byte
   column) place its first byte; only spoof, unpaired, any and ucn can be
   decided without the rest of the line.  */
long bg_scan_comment (struct bg_scanner *scanner, const char *text,
		      size_t len, unsigned long first_line, size_t first_col,
		      bg_report_fn report, void *user);

/* Identifiers that look alike (the confusable check, doc/design.md 2.9)
   are found across every buffer a scanner reads: the plugin's whole
   translation unit.  Each finding names the place of both.  */

/* Where an identifier is: FILE is the caller's number of the buffer
   (bg_scanner_set_file), LINE 0 when it is not known.  */
struct bg_ident_place
{
  unsigned file;
  unsigned long line;
  size_t byte_col, display_col, byte_len;
};

/* Two different identifiers with the same UTS #39 skeleton: MESSAGE goes
   at LATER, NOTE at FIRST; CAUSE names the first character that
   differs.  Strings live until the callback returns.  */
struct bg_twin
{
  const char *message, *note, *cause;
  struct bg_ident_place later, first;
};

typedef void (*bg_twin_fn) (void *user, const struct bg_twin *twin);

/* Negative when A comes before B in the translation unit.  */
typedef int (*bg_order_fn) (void *user, const struct bg_ident_place *a,
			    const struct bg_ident_place *b);

/* The number of the buffers bg_scan_buffer reads from now on (0 at
   first): what struct bg_ident_place's FILE says.  */
void bg_scanner_set_file (struct bg_scanner *scanner, unsigned file);

/* True when an identifier read so far holds a non-ASCII character and so
   has a skeleton: only then are ASCII names worth giving (they cost an
   ICU call each).  */
bool bg_scanner_wants_names (const struct bg_scanner *scanner);

/* The identifiers of the LEN bytes at BUF (the current file number): the
   ASCII ones are added for twins of the non-ASCII ones, and a name with
   twins keeps the place ORDER puts first (NULL: the first one given).
   Nothing when bg_scanner_wants_names is false.  Returns the names
   seen, -1 when out of memory.  */
long bg_scan_names (struct bg_scanner *scanner, const char *buf, size_t len,
		    bg_order_fn order, void *order_user);

/* One identifier of the translation unit whose place is not known (the
   plugin's cpp_forall_identifiers: names made by ##).  False when out of
   memory.  */
bool bg_scanner_add_name (struct bg_scanner *scanner, const char *name,
			  size_t len);

/* Report every pair of different identifiers with the same skeleton, at
   least one of them non-ASCII: at the later one (by ORDER; NULL orders by
   file number, line and column), with the first.  Returns the pairs
   reported, -1 when out of memory.  */
long bg_scanner_twins (struct bg_scanner *scanner, bg_order_fn order,
		       void *order_user, bg_twin_fn report, void *user);

/* Forget the identifiers read so far (the scanner's per-file scope).  */
void bg_scanner_forget_names (struct bg_scanner *scanner);

/* Decode the UTF-8 character at S (N >= 1 bytes available) into *CP and
   return the bytes it takes (at least 1).  An overlong form, a surrogate,
   a value above U+10FFFF or a truncated sequence is one invalid byte:
   *CP is then U+FFFD and *VALID is set to false (it is left alone on
   success).  The core decodes with the same rules.  */
size_t bg_utf8_char (const unsigned char *s, size_t n, unsigned *cp,
		     bool *valid);

/* True when the LEN bytes at BUF contain no byte >= 0x80 (so nothing in
   them can reorder).  Reads 8 bytes at a time.  */
bool bg_is_ascii (const char *buf, size_t len);

/* Parse "icu", "fribidi" or "both" into *ENGINES; false on anything
   else.  */
bool bg_parse_engines (const char *text, enum bg_engines *engines);

/* A one-time notice for the user, or NULL: ICU was needed but could not
   be loaded, so SCANNER displays with FriBidi alone.  Returns the text
   once (the caller warns once per scanner), NULL afterwards.  */
const char *bg_scanner_notice (struct bg_scanner *scanner);

/* bg_resolve_levels by the engine of SCANNER's options (ICU for "both");
   false when out of memory or when that engine cannot be loaded.  */
bool bg_scanner_resolve_levels (struct bg_scanner *scanner,
				const unsigned int *cp, size_t n,
				enum bg_base base, int *par_level,
				int *levels, size_t *order);

/* Levels of one paragraph as UAX #9 resolves them (by FriBidi), for the conformance
   tests: the CP array of N code points under BASE.  Stores the paragraph
   level in *PAR_LEVEL, each character's level after rule L1 in LEVELS[i]
   (-1 for characters removed by rule X9) and the visual order in
   ORDER[visual] = logical (removed characters included).  Returns false
   when out of memory.  */
bool bg_resolve_levels (const unsigned int *cp, size_t n, enum bg_base base,
			int *par_level, int *levels, size_t *order);

#ifdef __cplusplus
}
#endif

#endif /* BIDIGUARD_H */
