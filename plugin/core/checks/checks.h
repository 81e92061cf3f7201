/* SPDX-License-Identifier: GPL-3.0-or-later */
/* checks/checks.h - the checks room of the core: what a line may hide.
 *
 * Sees the text and bidi rooms.  Files, lowest first:
 *
 * restriction.c UTS #39's Moderately Restrictive profile of a name
 * twins.c       single-script look-alikes of a name
 * quiet.c       lines that provably display in compiled order
 * reader.c      the deception test: the display read as C by a reviewer
 * line-check.c  reorder / rtl-reorder / rtl-layout (display vs. reference)
 * lookalike.c   lookalike: a look-alike of a comment's star-slash
 * atom-check.c  spoof / unpaired / ucn / any, one comment, literal or
 *               identifier
 * ident.c       invisible / confusable: the identifiers of a translation
 *               unit
 */
#ifndef BIDIGUARD_CHECKS_H
#define BIDIGUARD_CHECKS_H

#include "bidi/bidi.h"

/* ---- restriction.c ---- */

/* The name CP[0..N) is outside UTS #39's Moderately Restrictive profile
   (5.2, with 5.1's augmented script sets), on the pinned data.  */
bool bg_outside_moderate (const uint32_t *cp, size_t n);

/* ---- twins.c ---- */

/* The single-script look-alikes of identifier characters, computed once
   per scanner for the scripts a name asks about.  */
struct bg_twins;
void bg_twins_free (struct bg_twins *t);

/* 1 when the name CP[0..N) has a single-script twin: a name written in
   letters of one script (Latin, Greek, Cyrillic or one of the name's
   own), Common and Inherited characters aside, with the same UTS #39
   skeleton, character by character - so that the name can pass for a
   name of one script (p<U+0430>ypal for paypal, x_<U+03B1> for x_a); 0
   when it has none (<U+0394>t: no Latin letter looks like Delta, no
   Greek one like t); -1 when out of memory.  *T is made the first
   time.  */
int bg_has_twin (struct bg_twins **t, const uint32_t *cp, size_t n);

/* ---- quiet.c ---- */

/* True when the line S[0..N), whose comments and literals (at least)
   are ATOMS[0..NATOMS), provably displays its code in compiled order
   under BASE and no spoof or unpaired finding is possible: the display
   can be skipped.  Decodes as it walks, with the classes of CC.  */
bool bg_line_is_quiet (const unsigned char *s, size_t n, enum bg_base base,
		       const struct bg_atom *atoms, size_t natoms,
		       const struct bg_class_cache *cc);

/* bg_line_is_quiet on the logical line LX has just cleaned, read as it
   goes for its comments and literals (bg_lex_plain_next) rather than
   lexed first: one pass.  1 when the line is proven quiet, LX then left
   as bg_lex_run would leave it (no atoms); 0 when it is not (LX as it
   was); -1 when the line is not plain or holds what only bg_lex_run
   reads (LX as it was): lex it and ask bg_line_is_quiet.  */
int bg_line_lex_quiet (struct bg_lexer *lx, enum bg_base base,
		       const struct bg_class_cache *cc);

/* Whether S[0..N) ends in a backslash and then only blanks and
   characters a reader does not see (controls, marks, boundary neutrals
   such as ZWSP), one of those at least: a line splice to a reader that
   cpp does not make (line-break).  */
bool bg_line_false_splice (const struct bg_class_cache *cc,
			   const unsigned char *s, size_t n);

/* The checks that can still fire on a line bg_line_is_quiet proves quiet
   (READS TEXT or ESCAPES of BG_CHECK_TABLE): they do not read the
   display.  */
#define BG_QUIET_ROW_(ID, NAME, DEFAULT, KIND, READS, ...)                    \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_READS_##READS != BG_CHECK_READS_DISPLAY)
#define BG_QUIET_CHECKS (0u BG_CHECK_TABLE (BG_QUIET_ROW_))

/* ---- reader.c ---- */

/* The deception test (doc/design.md section 2.5): true when VIEW, a
   display of L, read as C from left to right as a reviewer reads it,
   is well-formed code - every right-to-left letter of a comment or
   literal still in a comment or literal, every comment still read as
   one, no literal left open - whose tokens differ from the compiled
   ones.  False for a display that is visibly broken, or that reads as
   the compiled tokens.
   The verdict is per construct: a bracketed list or a piece of one (or
   of the line) that the display draws on its own is read on its own too,
   so that a visibly broken construct beside it hides nothing.  *LIE gets
   the code points of what deceives: the line, or the construct.  */
bool bg_display_deceives (const struct bg_line *l, const struct bg_view *view,
			  struct bg_range *lie);

/* Whether VIEW reads as exactly the compiled line: the same tokens in
   the same order (a commutative operator's constant on either side),
   each literal showing its own text (a literal of words the words of
   one), every comment a comment, no literal left open.  */
bool bg_display_reads_as_compiled (const struct bg_line *l,
				   const struct bg_view *view);

/* Whether the reader of the display bg_display_deceives read last (of
   this line) took code point I for part of a string or character literal
   of that display: text shown between quotes, not code and not a
   comment.  */
bool bg_display_read_in_literal (const struct bg_line *l, size_t i);

/* reader.c's scratch (l->rd): made once per scanner, NULL when out of
   memory; carved with BG_CARVE from BASE (NULL: only measured) for lines
   of N code points and NATOMS atoms at most, returning the bytes it
   takes.  */
struct bg_reader_scratch *bg_reader_scratch_new (const struct bg_lang *lang);
void bg_reader_scratch_free (struct bg_reader_scratch *rs);

/* For test-walks: the passes the deception test took over lines.  */
unsigned long bg_reader_walks (const struct bg_reader_scratch *rs);
size_t bg_reader_scratch_carve (struct bg_reader_scratch *rs, char *base,
				size_t n, size_t natoms);

/* ---- line-check.c ---- */

/* A line written in right-to-left names (keyword macros, whole programs
   in Persian, Arabic or Jawi: `agar (x > 0)`) whose first strong
   character is right-to-left, under base ltr: its authors read it right
   to left (issue 31, item 4).  */
bool bg_line_reads_rtl (const struct bg_line *l);

/* The letter-caused checks, which bg_line_letters_as_written judges as
   the authors read the line.  */
#define BG_LETTER_CHECKS \
  (BG_CHECK_BIT (BG_CHECK_RTL_REORDER) | BG_CHECK_BIT (BG_CHECK_RTL_LAYOUT))

/* For a line that bg_line_reads_rtl (READS_RTL, as the caller found
   it): its letter-caused findings in OUT (of the display under the
   configured base) replaced by AS_WRITTEN's, those of the display under
   base auto - only what still lies for a right-to-left reader is
   reported; a line with none in OUT gets none.  Findings of controls and
   marks stay.  False when out of memory.  */
bool bg_line_letters_as_written (bool reads_rtl,
				 const struct bg_findings *as_written,
				 struct bg_findings *out);

/* The checks of the line as a whole, at most one per line (KIND
   LINE_CONTROL and LINE_LETTER of BG_CHECK_TABLE; the letter-caused ones
   are BG_CHECKS_LETTER).  */
#define BG_LINE_ROW_(ID, NAME, DEFAULT, KIND, ...)                            \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_KIND_##KIND == BG_CHECK_KIND_LINE_CONTROL    \
			|| BG_CHECK_KIND_##KIND == BG_CHECK_KIND_LINE_LETTER)
#define BG_LINE_CHECKS (0u BG_CHECK_TABLE (BG_LINE_ROW_))

/* The display-vs-reference comparison of doc/design.md 2.4-2.5; adds at
   most one of reorder / rtl-reorder / rtl-layout to OUT.  False when out
   of memory (OUT->failed).  */
bool bg_check_line (struct bg_line *l, unsigned checks,
		    struct bg_findings *out);

/* line-check.c's scratch (l->lc), as bg_reader_scratch_new.  */
struct bg_line_check_scratch *bg_line_check_scratch_new (void);
void bg_line_check_scratch_free (struct bg_line_check_scratch *lc);
size_t bg_line_check_scratch_carve (struct bg_line_check_scratch *lc,
				    char *base, size_t n, size_t natoms);

/* For test-walks: the walks of the reference displays made in LC and
   line-check.c's own passes over lines.  */
unsigned long bg_line_check_walks (const struct bg_line_check_scratch *lc);

/* ---- line-break.c ---- */

/* True for U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR, where
   viewers that follow UAX #14 start a new line (the line-break check).  */
static inline bool
bg_is_line_separator (uint32_t c)
{
  return c == 0x2028 || c == 0x2029;
}

/* The offset of the first CR at or after FROM in S[0..LEN) that is not
   followed by LF, or LEN.  */
size_t bg_next_lone_cr (const unsigned char *s, size_t from, size_t len);

/* bg_next_lone_cr from the start of S, in a text that also holds an LF;
   LEN in one whose lines all end in CR (an old Mac file: every editor
   that reads it as such shows its lines as cpp does, and one that does
   not shows the whole file as one line, visibly broken).  */
size_t bg_first_misleading_cr (const unsigned char *s, size_t len);

/* line-break: each '//' comment of L whose text goes on after a line or
   paragraph separator, and a '//' comment that a lone CR ends before
   code (L->after_cr).  */
void bg_check_line_breaks (struct bg_line *l, struct bg_findings *out);

/* Rewrite the renderings of line-break finding P of L (*SHOWN and
   *COMPILED, *CAP bytes each, grown as needed): a separator shown as
   the "<new line>" a viewer starts there; a lone CR's next line added,
   after "^M" as Vim shows it and after "<new line>" as it is compiled.
   False when out of memory.  */
bool bg_line_break_notes (const struct bg_line *l, const struct bg_pending *p,
			  char **shown, size_t *shown_cap, char **compiled,
			  size_t *compiled_cap);

/* ---- lookalike.c ---- */

/* lookalike: each block comment of L whose text holds a look-alike of
   its star-slash (the first in each).  Asked of the lines the quiet walk
   does not prove quiet: it fails every line with a look-alike half or
   an unseen character after a star in a comment.  */
void bg_check_lookalike (struct bg_line *l, struct bg_findings *out);

/* Where block comment A of L really ends: its star's line, 1-based byte
   and display columns; false when it runs to the end of the text
   (L->text_end).  */
bool bg_lookalike_real_end (const struct bg_line *l, size_t a,
			    unsigned long *line, size_t *byte_col,
			    size_t *disp_col);

/* ---- atom-check.c ---- */

/* The checks of one atom at a time (KIND ATOM).  */
#define BG_EACH_ATOM_ROW_(ID, NAME, DEFAULT, KIND, ...)                       \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_KIND_##KIND == BG_CHECK_KIND_ATOM)
#define BG_EACH_ATOM_CHECKS (0u BG_CHECK_TABLE (BG_EACH_ATOM_ROW_))

/* spoof, unpaired, ucn and any on every atom of L.  False when out of
   memory (OUT->failed).  */
bool bg_check_atoms (struct bg_line *l, unsigned checks,
		     struct bg_findings *out);

/* atom-check.c's scratch (l->ac), as bg_reader_scratch_new.  */
struct bg_atom_check_scratch *bg_atom_check_scratch_new (void);
void bg_atom_check_scratch_free (struct bg_atom_check_scratch *ac);

/* For test-walks: the passes the atom checks took over lines.  */
unsigned long bg_atom_check_walks (const struct bg_atom_check_scratch *ac);
size_t bg_atom_check_scratch_carve (struct bg_atom_check_scratch *ac,
				    char *base, size_t n, size_t natoms);

/* ---- ident.c ---- */

/* The identifier checks (KIND IDENT): invisible, confusable.  */
#define BG_IDENT_ROW_(ID, NAME, DEFAULT, KIND, ...)                           \
  BG_CHECK_BIT_IF_ (ID, BG_CHECK_KIND_##KIND == BG_CHECK_KIND_IDENT)
#define BG_IDENT_CHECKS (0u BG_CHECK_TABLE (BG_IDENT_ROW_))

/* The identifiers of a translation unit by spelling and skeleton.  */
struct bg_idents;

struct bg_idents *bg_idents_new (void);
void bg_idents_free (struct bg_idents *ids);
void bg_idents_clear (struct bg_idents *ids);

/* True when a non-ASCII identifier has a skeleton: ASCII names are then
   worth adding.  */
bool bg_idents_have_skeletons (const struct bg_idents *ids);

/* Add the identifier S[0..N) at PLACE (LINE 0: not known), skeletoned
   once per spelling (its visual form in a right-to-left paragraph when
   RTL: the direction of its paragraph on the line it is first seen on;
   bg_check_identifiers adds a second form where viewers disagree on
   it); an ASCII one only when bg_idents_have_skeletons.  A name seen again keeps the place
   ORDER puts first (NULL: the first given) when it has twins.  False
   when out of memory.  */
bool bg_idents_add (struct bg_idents *ids, const char *s, size_t n,
		    bool rtl, const struct bg_ident_place *place,
		    bg_order_fn order, void *ouser);

/* invisible and the mixed-script half of confusable on the identifiers
   of L that hold a byte >= 0x80, which are added to IDS under FILE.
   False when out of memory (OUT->failed).  */
bool bg_check_identifiers (struct bg_line *l, unsigned checks,
			   struct bg_idents *ids, unsigned file,
			   struct bg_findings *out);

/* bg_scanner_twins on IDS.  */
long bg_idents_report (struct bg_idents *ids, bg_order_fn order,
		       void *ouser, bg_twin_fn report, void *user);

#endif /* BIDIGUARD_CHECKS_H */
