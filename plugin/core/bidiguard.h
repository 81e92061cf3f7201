/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bidiguard.h - public interface of the bidiguard core.
 *
 * The core finds Trojan-Source text in C and C++ source: Unicode
 * bidirectional text that makes a line display differently from how the
 * compiler reads it.  It has no GCC dependency; the GCC glue
 * (plugin/gcc/) and the command-line scanner (scan-main.c) both drive it
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

/* The checks of doc/design.md section 3, one row each: everything about a
   check but the code that decides it (doc/design.md, "How to add a
   check").  The enum below, BG_CHECKS_DEFAULT, the sets the core
   dispatches on (checks/checks.h), the fix-it policy (report/fixit.c),
   the check names, help and SARIF rules (options/option-list.c) and what
   test-option-docs demands of the documents are all made from this
   table.

   THE ROW ORDER IS THE PRIORITY.  When several findings of a line have
   one cause, only the one of the earliest row is reported (doc/design.md
   section 3: one cause, one finding): what the reader sees of the whole
   line comes first (a control before letters alone), then what one atom
   hides, then that a control or an escape is there at all, then what an
   identifier hides.  Moving a row changes which warning an attack gives;
   the row order is also the enum's.

   ROW (ID, NAME, DEFAULT, KIND, READS, FIX, RULE, SUMMARY, DESCRIPTION):
     ID       the enum constant is BG_CHECK_ID
     NAME     "[bidiguard:NAME]", and the word of check lists
     DEFAULT  ON or OFF: whether BG_CHECKS_DEFAULT has it
     KIND     what decides it (enum bg_check_kind): the display of the
	      whole line against its reference, with a control as cause
	      (LINE_CONTROL) or right-to-left letters alone (LINE_LETTER:
	      the rtl-text marker silences these, a control-caused finding
	      never); one comment, literal or identifier at a time (ATOM);
	      each control wherever it is (CHARACTER); the identifiers
	      (IDENT)
     READS    the lines it can fire on (enum bg_check_reads): DISPLAY
	      needs the line's display, so never fires on a line the quiet
	      walk proves quiet; TEXT reads the characters, quiet lines too;
	      ESCAPES reads backslash escapes, all-ASCII lines too
     FIX      what bg_repair_finding gives it (enum bg_fix_policy, report.h):
	      CONTROLS deletes or escapes the controls (doc/design.md 3.2);
	      NAME_ESCAPE writes the character as its \u escape;
	      LETTER_HINT and SCRIPT_HINT only advise; SEPARATOR writes a
	      space for each line or paragraph separator; CLOSER writes a
	      look-alike star-slash as '* /'; NONE gives nothing
     RULE     the SARIF rule name
     SUMMARY  one sentence: help, SARIF shortDescription
     DESCRIPTION  a paragraph: SARIF fullDescription and help  */
#define BG_CHECK_TABLE(ROW)                                                   \
  ROW (REORDER, "reorder", ON, LINE_CONTROL, DISPLAY, CONTROLS,               \
       "CodeDisplaysReordered",                                               \
       "Bidirectional control characters make code display out of order.",    \
       "A bidirectional control character or mark makes the code on this "    \
       "line display in a different order than the compiler reads it, so a "  \
       "reviewer sees a different program than the one that is built. "       \
       "Remove the control characters, or keep them inside a comment or "     \
       "string with their embedding closed.")                                 \
  ROW (RTL_REORDER, "rtl-reorder", ON, LINE_LETTER, DISPLAY, LETTER_HINT,     \
       "RtlTextReordersOperands",                                             \
       "Right-to-left letters make the line display as other code.",          \
       "Right-to-left letters alone (no control characters) make the line "   \
       "display as well-formed code that differs from what is compiled: "     \
       "operands swapped ('/* Hebrew */ 10 - 3' displaying as '3 - 10', '? "  \
       "0 : 1' as '? 1 : 0'), literals holding other text, or a punctuator "  \
       "shown as its mirror image. Operands of an operator that swap count "  \
       "even where the display around them is broken. Move the "              \
       "right-to-left text away from the code or onto a line of its own.")    \
  ROW (RTL_LAYOUT, "rtl-layout", OFF, LINE_LETTER, DISPLAY, LETTER_HINT,      \
       "RtlTextRearrangesLayout",                                             \
       "Right-to-left letters rearrange the display of code.",                \
       "Right-to-left text changes how code around it is laid out, but the "  \
       "display is visibly broken (a string's words drawn outside its "       \
       "quotes, its numbers inside them, as in data-table rows) or reads as " \
       "the compiled code (a table of right-to-left strings shown right to "  \
       "left). Off by default: nobody is deceived.")                          \
  ROW (SPOOF, "spoof", ON, ATOM, DISPLAY, CONTROLS,                           \
       "SpoofedText",                                                         \
       "Control characters make a comment, literal or identifier display "    \
       "misleadingly.",                                                       \
       "Explicit bidirectional controls or marks make the text inside one "   \
       "comment or literal display differently from its characters "          \
       "(reversed letters or digits, mirrored brackets, right-to-left words " \
       "shown in another order than their own), or an identifier contains "   \
       "an invisible control character and so names something other than "    \
       "what it shows.")                                                      \
  ROW (UNPAIRED, "unpaired", ON, ATOM, DISPLAY, CONTROLS,                     \
       "UnclosedControl",                                                     \
       "A bidirectional embedding, override or isolate is left open.",        \
       "An embedding, override or isolate is still open at the end of a "     \
       "comment, literal or identifier. In a string literal it leaks at run " \
       "time into whatever is printed next. Close it with PDF (U+202C) or "   \
       "PDI (U+2069) before the closing delimiter.")                          \
  ROW (UCN, "ucn", OFF, ATOM, ESCAPES, NONE,                                  \
       "EscapeMakesControl",                                                  \
       "An escape produces a bidirectional control character at run time.",   \
       "A \\u202E-style universal character name or escape produces a "       \
       "bidirectional control character in the program's output, or puts "    \
       "one into a name.")                                                    \
  ROW (ANY, "any", OFF, CHARACTER, TEXT, CONTROLS,                            \
       "AnyControl",                                                          \
       "A bidirectional control character or mark.",                          \
       "Every bidirectional control character and mark, for projects that "   \
       "allow none at all.")                                                  \
  ROW (INVISIBLE, "invisible", ON, IDENT, TEXT, NAME_ESCAPE,                  \
       "InvisibleCharacterInName",                                            \
       "An invisible character inside an identifier.",                        \
       "A default-ignorable character (ZERO WIDTH SPACE, WORD JOINER, SOFT "  \
       "HYPHEN, a variation selector, a tag character, a Hangul filler ...) " \
       "inside an identifier makes it another name than the one it shows, "   \
       "e.g. 'is_admin' with a ZERO WIDTH SPACE beside the real 'is_admin'. " \
       "ZWNJ and ZWJ where UAX #31 allows them (Persian, Indic conjuncts) "   \
       "are not reported. Rename it, or write the character as its \\u "      \
       "escape so that it shows.")                                            \
  ROW (CONFUSABLE, "confusable", ON, IDENT, TEXT, SCRIPT_HINT,                \
       "ConfusableIdentifier",                                                \
       "Identifiers that look the same but differ, or mix scripts.",          \
       "Two different identifiers of one translation unit have the same UTS " \
       "#39 skeleton (they look the same, like 'sayHello' and the same with " \
       "a Cyrillic EN), or one identifier mixes scripts outside UTS #39's "   \
       "moderately restrictive profile (Latin with a Cyrillic 'a'). "         \
       "Identifiers written in one script (Hebrew, Arabic, Greek, Cyrillic, " \
       "Japanese) are not reported. Needs ICU.")                              \
  ROW (LINE_BREAK, "line-break", ON, ATOM, TEXT, SEPARATOR,                  \
       "LineEndsDifferInViewers",                                             \
       "A '//' comment and the code after it are split into lines "           \
       "differently by the compiler and by viewers.",                         \
       "U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end no line "    \
       "for the compiler, but GTK editors (Pango) start a new line at them: " \
       "the text after one in a '//' comment is drawn on a line of its own " \
       "without the '//', where it reads as code that is not compiled. A "    \
       "lone carriage return is the other way round: the compiler ends the "  \
       "comment there and compiles what follows, which Vim, Emacs and less "  \
       "show inside the comment. Replace the separator with a space; end "    \
       "lines with LF or CR LF.")                                           \
  ROW (LOOKALIKE, "lookalike", ON, ATOM, TEXT, CLOSER,                        \
       "CommentEndLookalike",                                                 \
       "Characters that look like '*/' do not end a block comment.",          \
       "A block comment holds a look-alike of its closing '*/': a character " \
       "that looks like '*' or '/' (U+2217 ASTERISK OPERATOR, U+2215 "        \
       "DIVISION SLASH, FULLWIDTH forms, UTS #39 confusables of either) or "  \
       "an ASCII '*' and '/' with an invisible character or combining mark "  \
       "between them. Reviewers see the comment end there and what follows "  \
       "as code, but the compiler reads on to the real '*/'. The same for a " \
       "raw string's ')delimiter\"' with a look-alike quote or parenthesis "   \
       "(U+201D) and a comment after it that hides the real end. Write the "  \
       "characters as '* /', or end the comment where it shows ending.")

/* The words of the KIND and READS columns.  */
enum bg_check_kind
{
  BG_CHECK_KIND_LINE_CONTROL,
  BG_CHECK_KIND_LINE_LETTER,
  BG_CHECK_KIND_ATOM,
  BG_CHECK_KIND_CHARACTER,
  BG_CHECK_KIND_IDENT
};

enum bg_check_reads
{
  BG_CHECK_READS_DISPLAY,
  BG_CHECK_READS_TEXT,
  BG_CHECK_READS_ESCAPES
};

#define BG_CHECK_DEFAULT_ON 1
#define BG_CHECK_DEFAULT_OFF 0

/* The checks, in the table's order.  Bit (1u << check) selects one.  */
#define BG_CHECK_ENUM_ROW_(ID, ...) BG_CHECK_##ID,
enum bg_check
{
  BG_CHECK_TABLE (BG_CHECK_ENUM_ROW_)
  BG_CHECK_COUNT
};

#define BG_CHECK_BIT(c) (1u << (c))
#define BG_CHECKS_ALL ((1u << BG_CHECK_COUNT) - 1)

/* A set of checks is (0u BG_CHECK_TABLE (R)) with a row macro R that
   expands to this for each row: the check ID when COND holds.  */
#define BG_CHECK_BIT_IF_(ID, COND)                                            \
  | ((COND) ? BG_CHECK_BIT (BG_CHECK_##ID) : 0u)

#define BG_CHECKS_DEFAULT_ROW_(ID, NAME, DEFAULT, ...)                        \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_DEFAULT_##DEFAULT)
#define BG_CHECKS_DEFAULT (0u BG_CHECK_TABLE (BG_CHECKS_DEFAULT_ROW_))

/* Caused by right-to-left letters alone: the rtl-text marker silences
   them, and the plugin does not trace those a #pragma hides.  */
#define BG_CHECKS_LETTER_ROW_(ID, NAME, DEFAULT, KIND, ...)                   \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_KIND_##KIND == BG_CHECK_KIND_LINE_LETTER)
#define BG_CHECKS_LETTER (0u BG_CHECK_TABLE (BG_CHECKS_LETTER_ROW_))

/* Can fire on all-ASCII text (an escape there): without them, such text
   need not be scanned.  */
#define BG_CHECKS_ASCII_ROW_(ID, NAME, DEFAULT, KIND, READS, ...)             \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_READS_##READS == BG_CHECK_READS_ESCAPES)
#define BG_CHECKS_ASCII (0u BG_CHECK_TABLE (BG_CHECKS_ASCII_ROW_))

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
  /* #embed and __has_embed read a header name as #include and
     __has_include do (GCC 15 on, in every language and mode); before,
     #embed is an unknown directive and its '<' a plain punctuator, so a
     slash-star after it opens a comment (in a skipped group, where it is
     no error).  */
  bool embed;
  /* \u{X...} and \N{NAME} are escapes, in literals and names, in every
     language and mode (GCC 13 on: pedantic outside C++23, but read);
     only the ucn check reads them.  */
  bool delimited_escapes;
  /* Preprocessed input (.i, .ii, .mi, -fpreprocessed): cpp splices no
     lines and replaces no trigraphs, whatever the standard, and reads a
     '#' line as a directive only for #define, #undef and #pragma with the
     '#' in the first column, and for line markers; every other '#' line
     (#include, #if, #error, an indented one) is plain tokens.  */
  bool preprocessed;
};

enum { BG_IDENT_NONE, BG_IDENT_C99, BG_IDENT_C11 };

/* What a language standard sets in cpp (libcpp/init.cc lang_defaults,
   and the command line over it: -trigraphs, -fextended-identifiers, ...),
   named as cpp_options names them.  The plugin reads them from cpp; the
   scanner from its copy of lang_defaults (bg_parse_std).  */
struct bg_std_flags
{
  bool cplusplus;
  bool iso_c90;            /* CLK_STDC89 or CLK_STDC94: no // comments */
  bool uliterals, rliterals, digit_separators, trigraphs, utf8_char_literals;
  bool extended_identifiers, c11_identifiers;
  bool digraphs;
};

/* Set the fields of LANG that a standard decides, from FLAGS: the one
   mapping from cpp's options to bidiguard's reading, shared by the
   plugin and the scanner.  Leaves preprocessed and the fields that
   depend on the GCC release (dot_after_separator, directive_raw_lines,
   embed, delimited_escapes) false: the caller sets them.  */
void bg_lang_from_std (const struct bg_std_flags *flags, struct bg_lang *lang);

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

/* Fill OPTS with the defaults: BG_CHECKS_DEFAULT, base ltr, the
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
  /* When the fix-its write a control of a string or character literal
     as its escape: the names of the calls whose arguments hold it,
     innermost first, separated by spaces ("" when none; NULL when no
     fix-it is in a literal).  A function-like macro among them may
     stringize the literal, and an escape stringized is other text than
     the control: the caller that knows the macros (the plugin) drops the
     fix-its then.  The core has already dropped them in a #define, and
     in the arguments of a function-like macro #defined in the buffer or
     of assert.  */
  const char *literal_calls;
  /* A second place, for a note there: the identifier a confusable one
     looks like (NOTE NULL for every other finding; NOTE_LINE 0 when it
     has no place in this file).  DISPLAYED and COMPILED are NULL then.  */
  const char *note;
  unsigned long note_line;
  size_t note_byte_col, note_display_col;
};

/* The advice for a finding whose fix-its are withheld because MACRO (a
   name, or "#define" for a literal in one) may stringize the literal,
   into BUF (LEN bytes).  */
void bg_stringize_hint (const char *macro, char *buf, size_t len);

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

/* True when the buffer bg_scan_buffer last read holds a line that cpp
   reads two ways depending on whether the line's #if group is skipped,
   which the core cannot know: GCC 15's #embed with a '<' or '"' past its
   first token that opens a header name in a skipped group and a comment,
   string or character constant in a compiled one.  The core took the
   skipped group's reading; the plugin keeps GCC's own -Wbidi-chars on
   for such a buffer, so that neither reading goes unchecked.  */
bool bg_scanner_read_two_ways (const struct bg_scanner *scanner);

/* True when that buffer, read as GCC 15 reads #embed (its options'
   embed), holds a header name that GCC 14 and before lex as tokens
   opening a comment, string or character constant there: each compiler
   reads the file its own way.  bidiguard-scan, which serves every
   compiler, then reads it the older way too.  */
bool bg_scanner_read_before_embed_otherwise (const struct bg_scanner *scanner);

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
   them can reorder).  Reads 32 bytes at a time.  */
bool bg_is_ascii (const char *buf, size_t len);

/* False when nothing in the LEN bytes at BUF can fire one of CHECKS (bit
   per enum bg_check), so that a caller may skip the scan: all of it
   ASCII, no escape check (ucn) asked for, and no lone carriage return
   where line-break is asked for (a lone CR ends a line for cpp and for no
   Unix editor).  */
bool bg_text_needs_checking (unsigned checks, const char *buf, size_t len);

/* True when the LEN bytes at BUF, read as UTF-8, hold one of the twelve
   bidirectional controls and marks.  */
bool bg_has_control (const char *buf, size_t len);

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
