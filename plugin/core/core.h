/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core.h - private interfaces between the files of the bidiguard core.
 *
 * Files, lowest first; each uses only files above it in this list (the
 * sections below follow the same order and name the file that defines
 * what they declare):
 *
 * utf8.c        decoding that never fails, bidi classes, the fast paths
 * idchars.c     default ignorables, joining types, viramas (identifiers)
 * grow.c        arrays that grow
 * option-list.c the one list of checks, plugin arguments and scanner
 *               options, and the help made from it (option-list.h)
 * options.c     parsing of check lists, directions, engines and -std= names
 * names.c       names of the controls, marks and right-to-left scripts
 * lex.c         the C/C++ line lexer (atoms with byte ranges, state across lines)
 * engine-icu.c  ICU's ubidi, opened with dlopen when a line needs it
 * segment.c     segments of a line that display independently; BD16
 * display.c     UAX #9 levels and visual order: ICU's ubidi or GNU FriBidi
 * classes.c     the classes of the common blocks, looked up once per scanner
 * line.c        the line being checked: units, its displays, the findings
 * quiet.c       lines that provably display in compiled order
 * reader.c      the deception test: the display read as C by a reviewer
 * line-check.c  reorder / rtl-reorder / rtl-layout (display vs. reference)
 * atom-check.c  spoof / unpaired / ucn / any, one comment, literal or identifier
 * fixit.c       fix-its and advice for a finding
 * render.c      ASCII renderings of a line, display columns
 * ident.c       invisible / confusable: the identifiers of a translation unit
 * findings.c    the checks under every display engine, one finding a cause
 * report.c      a line's findings as the caller sees them
 * scan.c        the file driver: lines, catch-up lexing, the quiet walk
 */
#ifndef BIDIGUARD_CORE_H
#define BIDIGUARD_CORE_H

#include <stdint.h>
#include <fribidi.h>

#include "bidiguard.h"

/* ---- utf8.c ---- */

/* Code points of invalid bytes: BG_CP_INVALID | byte.  Never a Unicode
   scalar value, so nothing confuses them with real characters.  */
#define BG_CP_INVALID 0x80000000u
#define BG_CP_IS_INVALID(c) (((c) & BG_CP_INVALID) != 0)

/* Decode the character at S (N >= 1 bytes available) into *CP; returns the
   bytes consumed, always >= 1.  Overlongs, surrogates, values above
   U+10FFFF and truncated sequences yield one invalid byte.  */
size_t bg_utf8_decode (const unsigned char *s, size_t n, uint32_t *cp);

/* The UTF-8 of the scalar value C (at most U+10FFFF) into OUT; returns
   its length, 1 to 4.  */
size_t bg_utf8_encode (uint32_t c, char out[4]);

/* Offset of the first byte >= 0x80 in S[0..N), or N.  */
size_t bg_find_non_ascii (const unsigned char *s, size_t n);

/* Offset of the first byte >= 0x80, A or B in S[0..N), or N.  */
size_t bg_find_non_ascii_or (const unsigned char *s, size_t n,
			     unsigned char a, unsigned char b);

/* Bidi class of C in the Unicode version of the ICU bidiguard was built
   with (ICU's u_charDirection, taken at build time; invalid bytes are
   ON), as a FriBidi class.  */
FriBidiCharType bg_bidi_type (uint32_t c);

/* Bidi class of C as FriBidi's own data has it (what GTK/Pango show).  */
FriBidiCharType bg_fribidi_type (uint32_t c);

/* True when the classes of C differ between bg_bidi_type (ICU),
   bg_fribidi_type and bg_unicode17_type: the displays of a line holding
   C can differ for that reason alone.  */
bool bg_class_differs (uint32_t c);

/* Bidi class of C in Unicode 17.0 (plugin/core/gen/unicode17-classes.h).  */
FriBidiCharType bg_unicode17_type (uint32_t c);

/* Bidi_Paired_Bracket_Type and pair of C in Unicode 17.0, in FriBidi's
   format (bg_icu_bracket).  */
FriBidiBracketType bg_unicode17_bracket (uint32_t c);

/* The Unicode version of bg_bidi_type, e.g. "15.0".  */
const char *bg_unicode_version (void);

/* True when the line S[0..N) holds a character of class R, AL or AN, or a
   control or mark: only such a line can display out of logical order.  */
bool bg_line_may_reorder (const unsigned char *s, size_t n);

/* ---- idchars.c ---- */

/* What the identifier checks ask of a character (ICU at build time).  */
#define BG_IP_IGNORABLE 0x01u   /* Default_Ignorable_Code_Point */
#define BG_IP_JOIN_LEFT 0x02u   /* Joining_Type L or D */
#define BG_IP_JOIN_RIGHT 0x04u  /* Joining_Type R or D */
#define BG_IP_TRANSPARENT 0x08u /* Joining_Type T */
#define BG_IP_VIRAMA 0x10u      /* Canonical_Combining_Class 9 */
#define BG_IP_MARK 0x20u        /* General_Category M */
#define BG_IP_MARK_CCC 0x40u    /* a mark of combining class != 0 */
#define BG_IP_LETTER 0x80u      /* General_Category L */
#define BG_IP_DIGIT 0x100u      /* General_Category Nd */
#define BG_IP_XID 0x200u        /* XID_Continue */
#define BG_IP_CONSONANT 0x400u  /* Indic_Syllabic_Category Consonant* */

/* The UTS #39 skeleton of the UTF-8 S[0..N) from the pinned table
   (plugin/core/gen/confusables15.h): each character's prototype, NFD,
   after the other (a combining sequence is not reordered across
   characters).  Into *OUT (grown, *CAP bytes, NUL-terminated): its
   length, -2 when out of memory, -3 when S is not UTF-8.  */
long bg_skeleton (const char *s, size_t n, char **out, size_t *cap);

/* C is in UTS #39's Recommended set (Identifier_Status=Allowed) of the
   pinned table; ASCII letters, digits and '_' are.  */
bool bg_is_recommended (uint32_t c);

/* The BG_IP_* bits of C (0 for ASCII and invalid bytes).  */
unsigned bg_ident_props (uint32_t c);

/* Default ignorable: shown as nothing (U+200B ZERO WIDTH SPACE).  */
static inline bool
bg_is_invisible (uint32_t c)
{
  return c >= 0xAD && (bg_ident_props (c) & BG_IP_IGNORABLE);
}

/* The Unicode version of bg_ident_props, e.g. "15.0".  */
const char *bg_ident_props_unicode (void);

/* The Unicode name of C into BUF (CAP bytes): its length, 0 when the
   pinned table has none (only the default ignorables and the identifier
   characters that are Recommended or have a UTS #39 prototype other than
   themselves are named; ideographs and Hangul syllables are not).  */
size_t bg_char_name (uint32_t c, char *buf, size_t cap);

/* Scripts, numbered by the pinned table (plugin/core/gen/idchars15.h);
   those the checks test by number come first, in the generator's order,
   and the three of UTS #39's augmented sets (Han with Bopomofo,
   Japanese, Korean) last.  */
enum
{
  BG_SC_COMMON, BG_SC_INHERITED, BG_SC_UNKNOWN, BG_SC_LATIN, BG_SC_GREEK,
  BG_SC_CYRILLIC, BG_SC_HAN, BG_SC_HIRAGANA, BG_SC_KATAKANA, BG_SC_HANGUL,
  BG_SC_BOPOMOFO, BG_SC_CHEROKEE, BG_SC_ARMENIAN,
  BG_SC_HANB = 253, BG_SC_JPAN, BG_SC_KORE
};

/* A set of scripts (bits by BG_SC_* number).  */
struct bg_script_set
{
  uint64_t w[4];
};

static inline void
bg_script_set_add (struct bg_script_set *s, int sc)
{
  s->w[sc >> 6] |= (uint64_t) 1 << (sc & 63);
}

static inline bool
bg_script_set_has (const struct bg_script_set *s, int sc)
{
  return (s->w[sc >> 6] >> (sc & 63)) & 1;
}

/* The Script of C (BG_SC_UNKNOWN when unassigned).  */
int bg_script (uint32_t c);

/* The long name of script SC ("Cyrillic").  */
const char *bg_script_long_name (int sc);

/* Common, Inherited or Unknown: no script of its own.  */
static inline bool
bg_script_is_common (int sc)
{
  return sc == BG_SC_COMMON || sc == BG_SC_INHERITED || sc == BG_SC_UNKNOWN;
}

/* The Script_Extensions of C (its Script alone where it has none).  */
void bg_script_extensions (uint32_t c, struct bg_script_set *out);

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


/* ---- core.h itself: the vocabulary of characters and classes ---- */

/* The first of the N records of SIZE bytes at TABLE whose uint32_t key
   at byte OFFSET of the record is >= X, or N; the keys rise.  The one
   binary search of the core: a table of code point ranges is searched
   by their last code point (the range found holds C when its first is
   <= C), a table of offsets by their value.  Inlined with constant SIZE
   and OFFSET it costs what a search written for the table would; the
   class look-ups are on hot paths, and this plain form takes fewer
   instructions there than a branch-free one or a three-way compare.  */
static inline size_t
bg_lower_bound (const void *table, size_t n, size_t size, size_t offset,
		size_t x)
{
  /* TABLE may be NULL when N is 0 (an array not grown yet): no pointer
     is formed from it then.  */
  const unsigned char *t = table;
  size_t lo = 0;
  while (n > 0)
    {
      size_t half = n / 2;
      if (*(const uint32_t *) (t + (lo + half) * size + offset) < x)
	{
	  lo += half + 1;
	  n -= half + 1;
	}
      else
	n = half;
    }
  return lo;
}

/* One more pass over a line's bytes or its code points' classes, counted
   into the unsigned long COUNTER by a core built for test-walks (which
   pins how many each kind of line takes); nothing in the plugin.  */
#ifdef BG_COUNT_WALKS
#define BG_COUNT_WALK(counter) ((void) ((counter)++))
#else
#define BG_COUNT_WALK(counter) ((void) 0)
#endif

/* Characters by FriBidi's names (FRIBIDI_CHAR_RLO ...); the one control
   FriBidi does not name: */
#define BG_CHAR_ALM 0x061Cu   /* ARABIC LETTER MARK */

/* The twelve characters the checks are about: the explicit formatting
   characters (LRE RLE PDF LRO RLO, LRI RLI FSI PDI) and the marks (LRM
   RLM ALM).  Called "controls" throughout, marks included.  */
static inline bool
bg_is_control (uint32_t c)
{
  /* Almost every character is below U+061C: one comparison for those.  */
  return c >= BG_CHAR_ALM
	 && (c - FRIBIDI_CHAR_LRE <= FRIBIDI_CHAR_RLO - FRIBIDI_CHAR_LRE
	     || c - FRIBIDI_CHAR_LRI <= FRIBIDI_CHAR_PDI - FRIBIDI_CHAR_LRI
	     || c - FRIBIDI_CHAR_LRM <= FRIBIDI_CHAR_RLM - FRIBIDI_CHAR_LRM
	     || c == BG_CHAR_ALM);
}

/* LRM, RLM and ALM.  */
static inline bool
bg_is_mark (uint32_t c)
{
  return c == FRIBIDI_CHAR_LRM || c == FRIBIDI_CHAR_RLM || c == BG_CHAR_ALM;
}

/* The embedding and override initiators LRE RLE LRO RLO (closed by a
   PDF).  */
static inline bool
bg_is_embedding (uint32_t c)
{
  return c >= FRIBIDI_CHAR_LRE && c <= FRIBIDI_CHAR_RLO
	 && c != FRIBIDI_CHAR_PDF;
}

/* The isolate initiators LRI RLI FSI (closed by a PDI).  */
static inline bool
bg_is_isolate (uint32_t c)
{
  return c >= FRIBIDI_CHAR_LRI && c <= FRIBIDI_CHAR_FSI;
}

/* The overrides LRO and RLO: the only controls that show letters against
   their own direction.  */
static inline bool
bg_is_override (uint32_t c)
{
  return c == FRIBIDI_CHAR_LRO || c == FRIBIDI_CHAR_RLO;
}

/* PDF and PDI: they close, and cause nothing of their own.  */
static inline bool
bg_is_terminator (uint32_t c)
{
  return c == FRIBIDI_CHAR_PDF || c == FRIBIDI_CHAR_PDI;
}

/* The initiators that open right-to-left text: RLE, RLO, RLI.  */
static inline bool
bg_is_rtl_initiator (uint32_t c)
{
  return c == FRIBIDI_CHAR_RLE || c == FRIBIDI_CHAR_RLO
	 || c == FRIBIDI_CHAR_RLI;
}

/* The right-to-left controls: the right-to-left initiators and the
   right-to-left marks RLM and ALM - what can lay out text that holds no
   right-to-left letter right to left.  */
static inline bool
bg_is_rtl_control (uint32_t c)
{
  return bg_is_rtl_initiator (c) || c == FRIBIDI_CHAR_RLM
	 || c == BG_CHAR_ALM;
}

/* Class R or AL: a strong right-to-left letter.  (Not FriBidi's
   FRIBIDI_IS_RTL_LETTER, which by operator precedence tests the RTL bit
   alone and so also holds for RLE, RLO and RLI.)  */
static inline bool
bg_is_rtl_letter (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL;
}

/* Class R, AL or AN: right-to-left text, letters or Arabic digits - what
   can reorder a line without any control.  */
static inline bool
bg_is_rtl_class (FriBidiCharType t)
{
  return bg_is_rtl_letter (t) || t == FRIBIDI_TYPE_AN;
}

/* BD9 pairing, lexically: which initiators are open after each step.
   STACK holds code point indices (room for every initiator); MATCH, when
   not NULL, receives for each closed initiator the index that closed it.
   A PDF closes the innermost embedding unless an isolate is open inside
   it; a PDI closes the innermost isolate and everything opened after it;
   unmatched terminators change nothing.  Amortised O(1) a step.  */
struct bg_pairing
{
  int32_t *stack;
  size_t sp, isolates;
  int32_t *match;
};

static inline void
bg_pair_step (struct bg_pairing *p, const uint32_t *cp, size_t i)
{
  uint32_t c = cp[i];
  if (bg_is_embedding (c) || bg_is_isolate (c))
    {
      p->stack[p->sp++] = (int32_t) i;
      p->isolates += bg_is_isolate (c);
    }
  else if (c == FRIBIDI_CHAR_PDF)
    {
      if (p->sp && bg_is_embedding (cp[p->stack[p->sp - 1]]))
	{
	  p->sp--;
	  if (p->match)
	    p->match[p->stack[p->sp]] = (int32_t) i;
	}
    }
  else if (c == FRIBIDI_CHAR_PDI && p->isolates)
    while (p->sp)
      {
	int32_t k = p->stack[--p->sp];
	if (p->match)
	  p->match[k] = (int32_t) i;
	if (bg_is_isolate (cp[k]))
	  {
	    p->isolates--;
	    break;
	  }
      }
}

/* ---- grow.c ---- */

/* Grow *P to hold N elements of SIZE bytes; false when out of memory.  */
bool bg_grow (void *pp, size_t *cap, size_t n, size_t size);

/* Lay the array PTR of COUNT elements out at byte OFF of the block BASE
   and advance OFF past it, rounded up to 8 so that every array is
   aligned; BASE NULL only measures (PTR is left alone: a block that
   cannot grow keeps its old layout).  scan.c carves the line's arrays
   and each check its own scratch with it, one block per scanner.  */
#define BG_CARVE(base, off, ptr, count)                                       \
  do                                                                          \
    {                                                                         \
      if (base)                                                               \
	(ptr) = (void *) ((base) + (off));                                    \
      (off) += ((count) * sizeof *(ptr) + 7) & ~(size_t) 7;                   \
    }                                                                         \
  while (0)

/* ---- names.c ---- */

/* The control or mark whose Unicode name is NAME[0..N) exactly, as
   cpp's \N{NAME} takes it (GCC 13 on), or 0.  */
uint32_t bg_control_by_name (const char *name, size_t n);

/* Write "U+202E (RIGHT-TO-LEFT OVERRIDE)" for C into BUF (LEN bytes);
   returns the length snprintf reports.  */
size_t bg_name_control (uint32_t c, char *buf, size_t len);

/* Name the right-to-left letters and digits (classes R, AL, AN) among
   CP[0..COUNT) of classes TYPE by the script of their block into BUF: "Hebrew
   letters", "Hebrew and Arabic letters", "Arabic digits"; at most two
   scripts, in the order met.  Returns the length snprintf reports.  */
size_t bg_name_rtl_cause (const uint32_t *cp, const FriBidiCharType *type,
			  size_t count, char *buf, size_t len);

/* ---- lex.c ---- */

enum bg_atom_kind
{
  BG_ATOM_IDENT,
  BG_ATOM_NUMBER,
  BG_ATOM_PUNCT,
  BG_ATOM_COMMENT,
  BG_ATOM_STRING,
  BG_ATOM_CHAR,
  BG_ATOM_RAW,
  BG_ATOM_HEADER     /* <a.h> or "a.h" where cpp reads a header name */
};

/* True for a code token: an identifier, number or punctuator, which has
   no delimiters.  Every other atom is a comment or a literal (header
   names included).  "Token" means a code token throughout the core (lex.c
   aside, where it also means cpp's preprocessing token); an identifier or
   number is a "name" where the checks treat both alike.  */
static inline bool
bg_atom_is_token (enum bg_atom_kind k)
{
  return k <= BG_ATOM_PUNCT;
}

/* One atom of a physical line, byte offsets into the line.  A comment or
   literal is START [OPEN_END CONTENT CLOSE_START) END: OPEN_END == START
   when it continues from the previous line, CLOSE_START == END when it
   continues on the next one.  Code tokens have OPEN_END == START and
   CLOSE_START == END.  */
struct bg_atom
{
  enum bg_atom_kind kind;
  uint32_t start, open_end, close_start, end;
  /* Lexed in the message of an #error or #warning: cpp reads its tokens
     (a comment there is one, and may run on past the line) but prints
     them as text; none of them is code or a name.  */
  bool message;
};

/* What is open at the end of a logical line.  */
enum bg_lex_mode
{
  BG_LEX_CODE,
  BG_LEX_BLOCK_COMMENT,
  BG_LEX_RAW = 5
};

#define BG_RAW_DELIM_MAX 16

/* One physical line of a logical line, offsets from the logical line's
   first byte.  */
struct bg_phys_line
{
  size_t start;    /* first byte */
  size_t end;      /* its terminator (or the end of the buffer) */
  size_t splice;   /* bytes before END removed by a splice, else 0 */
};

/* An escape that cpp reads as a control or mark (\u202E, \U0000200F,
   \u{202e}, \N{RIGHT-TO-LEFT OVERRIDE}, its backslash perhaps ??/):
   bytes START..END (offsets as the context says; END past its last
   byte) and the character it makes.  */
struct bg_escape
{
  uint32_t start, end;
  uint32_t value;
};

/* The lexer: cpp's reading of one logical line at a time (phases 1-2,
   then tokens), with what carries from one logical line to the next.
   bg_lexer_init, then per file bg_lexer_reset, then per logical line
   bg_lex_clean and bg_lex_run.  */
/* What carries from one logical line to the next; scan.c copies it to
   lex a line a second time.  */
struct bg_lex_carry
{
  enum bg_lex_mode mode;
  unsigned char bol;        /* the next token is the first on its line */
  unsigned char directive;  /* what kind of directive the line is */
  unsigned char angled;     /* __has_include: tokens left with <h> on */
  unsigned char embed_args; /* #embed: past its first token */
  unsigned char raw_fail;   /* raw string with a bad delimiter: ends at " */
  unsigned raw_len;
  char raw_delim[BG_RAW_DELIM_MAX];
};

struct bg_lexer
{
  struct bg_lang lang;
  struct bg_lex_carry carry;
  /* the current logical line */
  const unsigned char *raw; /* its first byte */
  size_t raw_end;           /* offset of its last terminator */
  const unsigned char *text;/* cleaned text: RAW itself when IDENTITY */
  size_t n;
  int identity;
  unsigned char *clean, *wide;  /* WIDE: the character was a trigraph */
  uint32_t *map;                /* cleaned offset -> offset from RAW */
  size_t clean_cap;
  struct bg_phys_line *lines;
  size_t nlines, lines_cap;
  struct bg_atom *atoms;    /* offsets from RAW, not clipped */
  size_t natoms, atoms_cap;
  int want_atoms;           /* enum bg_lex_atoms */
  /* A code token of the logical line just lexed holds a byte >= 0x80
     (only such a line has something for the identifier checks).  */
  unsigned char code_high;
  /* The file holds an #embed line cpp reads two ways, by whether its
     group is skipped (lex.c, embed_args_differ); cleared by
     bg_lexer_reset.  */
  unsigned char read_two_ways;
  /* The file holds a header name that GCC 15 reads after #embed or in
     an #if (__has_embed) and that GCC 14 and before, for which #embed is
     no directive, lex as tokens that open a comment, string or character
     constant or escape a quote (lex.c, embed_name_differs); cleared by
     bg_lexer_reset.  */
  unsigned char read_before_embed_otherwise;
  /* WANT_ESCAPES (the ucn check): bg_lex_run, when it stores atoms,
     also finds the escapes cpp reads as a control in the cleaned text
     (splices and trigraphs applied) of the logical line's code, string
     and character literals; offsets from RAW, rising.  */
  bool want_escapes;
  struct bg_escape *escapes;
  size_t nescapes, escapes_cap;
  /* The buffer's next CR and backslash from where they were last looked
     for (NULL when there is none up to BUF_END): most files have none,
     or a few, and are searched for them once rather than line by line.
     Forgotten by bg_lexer_reset.  */
  const unsigned char *buf_end;
  const unsigned char *cr_from, *cr_next, *bs_from, *bs_next;
};

/* Which atoms bg_lex_run stores.  */
enum bg_lex_atoms
{
  BG_LEX_ATOMS_NONE,
  BG_LEX_ATOMS_ALL,
  BG_LEX_ATOMS_LITERALS   /* comments, literals, header names only */
};


void bg_lexer_init (struct bg_lexer *lx, const struct bg_lang *lang);
void bg_lexer_free (struct bg_lexer *lx);

/* Start of a file: nothing open, at the start of a line.  */
void bg_lexer_reset (struct bg_lexer *lx);

/* Phases 1-2 on the logical line starting at S (LEN bytes to the end of
   the buffer): fills the physical lines and the cleaned text.  Returns
   the offset of the next logical line (LEN at the end), 0 when out of
   memory.  */
size_t bg_lex_clean (struct bg_lexer *lx, const unsigned char *s,
		     size_t len);

/* Lex the cleaned logical line, advancing the state; WANT_ATOMS (enum
   bg_lex_atoms) says which atoms are stored.  False when out of
   memory.  */
bool bg_lex_run (struct bg_lexer *lx, int want_atoms);

/* The atoms of physical line K of the logical line, clipped to it, in
   offsets from its first byte; OUT has room for lx->natoms.  Returns their
   number.  */
size_t bg_lex_line_atoms (const struct bg_lexer *lx, size_t k,
			  struct bg_atom *out);

/* The same without a copy when the logical line is that one physical
   line and nothing is clipped: true, with lx->atoms in *ATOMS and their
   number in *N.  */
bool bg_lex_line_atoms_as_lexed (const struct bg_lexer *lx, size_t k,
				 const struct bg_atom **atoms, size_t *n);

/* The escapes of the logical line just lexed (want_escapes) whose
   first byte lies on physical line K: lx->escapes[*FIRST..] up to the
   returned index.  */
size_t bg_lex_line_escapes (const struct bg_lexer *lx, size_t k,
			    size_t *first);

/* For the quiet walk, which reads the code of some lines itself
   (bg_line_lex_quiet): a plain line, whose comments and literals are a
   matter of quotes and slashes.  True when the logical line just cleaned
   is one physical line, its own text, and starts in code or in a block
   comment outside any directive; then bg_lex_plain_next, then
   bg_lex_plain_done instead of bg_lex_run.  */
bool bg_lex_plain_line (const struct bg_lexer *lx);

enum bg_plain
{
  BG_PLAIN_END,      /* the line ends in code */
  BG_PLAIN_LITERAL,  /* a string or character literal */
  BG_PLAIN_BLOCK,    /* a block comment */
  BG_PLAIN_LINE,     /* a line comment */
  BG_PLAIN_OTHER     /* what only bg_lex_run reads: a directive, a raw
			string, a quote with digit separators on, a
			backslash or a byte >= 0x80 in code */
};

/* The next comment or literal of the plain line from I in code, as
   bg_lex_run finds it: its kind, the offset of its text in *OPEN; *TOKEN
   set when a token precedes it or it is one.  Stores nothing and leaves
   the state as it is.  A plain line that starts in a block comment has
   its text from 0 (BG_PLAIN_BLOCK).  */
enum bg_plain bg_lex_plain_next (const struct bg_lexer *lx, size_t i,
				 size_t *open, bool *token);

/* Where the text from OPEN of a comment or literal of kind KIND ends: the
   offset of its terminator (a block comment's '*'), or lx->n when the
   line ends first (a line comment always).  */
size_t bg_lex_plain_text_end (struct bg_lexer *lx, size_t open,
			      enum bg_plain kind);

/* The same end found as a walk over the text goes (bg_line_lex_quiet),
   from the bytes that can end it or escape: TERM is the text's
   terminator, '"' or '\'' for a literal (bg_lex_plain_term), '*' for a
   block comment.  At byte I of the text, one of '"' '\'' '\\' '*': 0
   when the text ends there, else how many bytes from I cannot end it (a
   backslash escapes the next byte, counted when it is one of the four;
   any other byte is no end anyway).  test-lex requires the ends of
   bg_lex_plain_text_end.  */
static inline size_t
bg_lex_plain_text_step (const unsigned char *t, size_t i, size_t n,
			unsigned term)
{
  unsigned c = t[i];
  if (term == '*')
    return c == '*' && i + 1 < n && t[i + 1] == '/' ? 0 : 1;
  if (c == term)
    return 0;
  if (c == '\\' && i + 1 < n)
    {
      unsigned d = t[i + 1];
      return d == '"' || d == '\'' || d == '\\' || d == '*' ? 2 : 1;
    }
  return 1;
}

/* The terminator of the text from OPEN of kind KIND, for
   bg_lex_plain_text_step: the literal's quote, '*', or 0 (a line
   comment: the line's end).  */
static inline unsigned
bg_lex_plain_term (const struct bg_lexer *lx, size_t open,
		   enum bg_plain kind)
{
  return kind == BG_PLAIN_LITERAL ? lx->text[open - 1]
	 : kind == BG_PLAIN_BLOCK ? '*' : 0;
}

/* Leave the state as bg_lex_run would after the plain line: a block
   comment left open (OPEN_COMMENT), a token seen (TOKEN); no atom.  */
void bg_lex_plain_done (struct bg_lexer *lx, bool open_comment, bool token);

/* Length of the line splice at the end of S[0..N): the backslash and the
   white space GCC accepts after it, or 0.  */
size_t bg_splice_len (const unsigned char *s, size_t n);

/* ---- engine-icu.c ---- */

struct bg_icu;

/* An unloaded ICU engine (nothing is opened yet); NULL when out of
   memory.  */
struct bg_icu *bg_icu_new (void);
void bg_icu_free (struct bg_icu *icu);

/* For the tests: open NAME instead of libicuuc.so.NN (before the first
   load), to see what happens without ICU.  */
void bg_icu_set_library (struct bg_icu *icu, const char *name);

/* Open libicuuc.so.NN (NN the ICU major version of the build) the first
   time; whether it is usable (if not, bg_icu_error says why).  */
bool bg_icu_load (struct bg_icu *icu);

/* Why ICU could not be loaded, or NULL when it was (or was not tried).  */
const char *bg_icu_error (const struct bg_icu *icu);

/* The ICU version bidiguard was built with, e.g. "72.1".  */
const char *bg_icu_version (void);

/* ICU's UCharDirection of C (loads ICU), or -1 without ICU.  */
int bg_icu_char_class (struct bg_icu *icu, uint32_t c);

/* Where a display by ICU takes another class than ICU's own: the code
   points of a line whose Unicode 17 class is not ICU's, each with that
   class, handed to ICU through its class callback.  */
#define BG_OVERRIDE_MAX 32
struct bg_class_override
{
  size_t n;
  bool all;                /* more than BG_OVERRIDE_MAX: every class is
			      Unicode 17's, looked up by the callback */
  uint32_t lo, hi;         /* the least and the greatest C */
  uint32_t c[BG_OVERRIDE_MAX];
  FriBidiCharType type[BG_OVERRIDE_MAX];
};

/* Add C of class T to O (once per code point).  */
void bg_class_override_add (struct bg_class_override *o, uint32_t c,
			    FriBidiCharType t);

/* UAX #9 by ICU on one paragraph CP[0..N) at paragraph LEVEL (0, 1, or
   -1 for P2/P3): LEVELS[i] per code point after L1, MAP[visual] =
   logical, *PAR_LEVEL.  ICU takes its own classes but where OVR (NULL:
   nowhere) says otherwise.  Returns 1, 0 when out of memory, -1 without
   ICU.  */
int bg_icu_run (struct bg_icu *icu, const uint32_t *cp, size_t n, int level,
		signed char *levels, int32_t *map, int *par_level,
		const struct bg_class_override *ovr);

/* ICU's Bidi_Paired_Bracket_Type and pair of C (loaded ICU), in
   FriBidi's format: the opening bracket's code point as the id (BD16's
   canonical equivalents U+2329/U+232A taken as U+3008/U+3009), with
   FRIBIDI_BRACKET_OPEN_MASK for an opening one.  */
FriBidiBracketType bg_icu_bracket (struct bg_icu *icu, uint32_t c);

/* ---- segment.c ---- */

/* A pairing stack of opening brackets (BD16's, without its 63-entry
   limit) in which a closing bracket finds the nearest open bracket of
   its id in O(1): each entry links to the entry below it of the same
   id, and a small open-addressed table gives the topmost entry of each
   id.  Popping restores the links, so pairing a line is linear however
   many brackets stay unmatched (a plain search down the stack is
   quadratic on 30,000 '(' followed by 30,000 ']').  ITEM, BELOW and
   SLOT are the caller's, one entry per bracket at most; the table is
   empty when zeroed, and bg_brackets_clear empties it in O(entries).  */
#define BG_BRACKET_SLOTS 256  /* Unicode 15 has 64 bracket pairs */
struct bg_brackets
{
  int32_t *item;           /* per entry: what the caller pushed */
  int32_t *below;          /* per entry: the entry below of the same id */
  unsigned char *slot;     /* per entry: its id's slot */
  size_t sp;
  bool full;               /* the table is full (never with Unicode's
			      data): an id without a slot is searched for
			      down the stack */
  uint32_t id[BG_BRACKET_SLOTS];   /* 0: a free slot */
  int32_t top[BG_BRACKET_SLOTS];   /* topmost entry of the id, -1 */
};

/* Lay out B's arrays for N entries from BASE with BG_CARVE (NULL: only
   measure); returns the bytes they take.  B's table is left as it is.  */
size_t bg_brackets_carve (struct bg_brackets *b, char *base, size_t n);

/* Empty B (its table keeps the ids it has seen).  */
void bg_brackets_clear (struct bg_brackets *b);

/* Push ITEM, an opening bracket of id ID (FRIBIDI_BRACKET_ID).  */
void bg_brackets_push (struct bg_brackets *b, int32_t item, uint32_t id);

/* The closing bracket of id ID: the item of the nearest open bracket of
   that id, popped with every entry above it; -1 (nothing popped) when no
   open bracket has that id.  */
int32_t bg_brackets_close (struct bg_brackets *b, uint32_t id);

/* The direction (1 = RTL) of every FSI in T[0..N) by rule P2 over its
   content, into RTL[i]; RTL needs 2 N bytes, MATCH and STACK N entries
   each (scratch).  Linear.  */
void bg_fsi_directions (const FriBidiCharType *t, size_t n, int32_t *match,
			unsigned char *rtl, int32_t *stack);

/* Scratch of bg_split_paragraph, all of it the caller's: FLAGS 2 N bytes,
   SCRATCH 2 N entries, CUT N bytes, BRACKETS with N entries.  */
struct bg_split
{
  unsigned char *flags;
  int32_t *scratch;
  unsigned char *cut;      /* output: a segment may end after i */
  struct bg_brackets *brackets;
  int pair_overridden;     /* brackets pair under an override too (ICU
			      72, against BD14-BD15) */
};

/* The segments of the paragraph T[0..N) of level PAR (0 or 1) that
   display independently (doc/design.md, "At any length, exactly"):
   s->cut[i] is 1 where one may end after character i.  BR holds the
   engine's bracket types (FriBidi's format) and is left with the pairs
   that matter to rule N0 only, every other bracket FRIBIDI_NO_BRACKET
   (ICU: given a plain neutral) or, for FriBidi, a closing bracket that
   matches nothing (so that its runs are those of the whole line): the
   engine is to be given those.  STACK_LIMIT is the engine's BD16
   stack (63 in UAX #9 and FriBidi), 0 for none (ICU 72).  Linear.  */
void bg_split_paragraph (struct bg_split *s, const FriBidiCharType *t,
			 FriBidiBracketType *br, size_t n, int par,
			 size_t stack_limit);

/* ---- display.c ---- */

/* The two display engines (doc/design.md section 2.2).  */
enum bg_engine_id
{
  BG_ENGINE_ICU,      /* ICU's ubidi: Chromium, VS Code, web code review */
  BG_ENGINE_FRIBIDI,  /* GNU FriBidi: GTK and Pango editors */
  BG_ENGINE_ICU_U17,  /* the same two with Unicode 17's classes: viewers */
  BG_ENGINE_FRIBIDI_U17, /* newer than the build machine (section 2.2) */
  BG_ENGINE_IDS
};

static inline bool
bg_engine_is_icu (enum bg_engine_id e)
{
  return e == BG_ENGINE_ICU || e == BG_ENGINE_ICU_U17;
}

static inline bool
bg_engine_unicode17 (enum bg_engine_id e)
{
  return e == BG_ENGINE_ICU_U17 || e == BG_ENGINE_FRIBIDI_U17;
}

/* Scratch for one run of the bidi algorithm; grows, never shrinks.  */
struct bg_display
{
  size_t cap;
  uint32_t *cp;                /* input: the characters */
  FriBidiCharType *type;       /* classes (the engine's data) */
  FriBidiBracketType *bracket; /* bracket pairs (BD14-BD16), FriBidi */
  FriBidiLevel *level;         /* output: levels after L1 */
  FriBidiStrIndex *map;        /* output: map[visual] = logical */
  int32_t *scratch;            /* 2 * cap: bg_fsi_directions's matches
				  and stack in defuse_overflow, then
				  bg_split_paragraph's */
  unsigned char *flags;        /* 2 * cap */
  unsigned char *cut;          /* the segments (bg_split_paragraph) */
  uint32_t *alt;               /* what ICU is given: brackets N0 ignores
				  as plain neutrals */
  int32_t *seg_map;            /* one segment's visual map */
  struct bg_brackets brackets; /* BD16 of the segments */
  int par_level;               /* output: paragraph level */
  size_t segment_min;          /* tests: 0 for the default, 1 to split at
				  every cut, SIZE_MAX never */
  /* Set by a caller that has decoded the line already, before
     bg_display_run (which clears it): type holds the classes of cp by
     bg_bidi_type, of which DIFFERS at most the class sets disagree on
     (bg_class_differs).  Only those are looked up again.  */
  bool typed;
  size_t differs;
  struct bg_class_override ovr;  /* ICU with Unicode 17's classes */
  unsigned long walks;         /* tests: BG_COUNT_WALK of its runs */
};

/* Room in D for N characters; false when out of memory.  */
bool bg_display_reserve (struct bg_display *d, size_t n);
void bg_display_free (struct bg_display *d);

/* Run UAX #9 by ENGINE on d->cp[0..N) as one line under BASE: each
   paragraph (P1: a paragraph separator ends one) displays on its own.
   Fills type, level, map and par_level.  ICU is used through ICU (may be
   NULL for FriBidi).  Returns 1, 0 when out of memory, -1 when ENGINE is
   ICU and ICU cannot be loaded.  */
int bg_display_run (struct bg_display *d, size_t n, enum bg_base base,
		    enum bg_engine_id engine, struct bg_icu *icu);

/* bg_resolve_levels by ENGINE with the scratch D (levels -1 for what X9
   removes).  */
bool bg_resolve_levels_by (struct bg_display *d, struct bg_icu *icu,
			   enum bg_engine_id engine, const unsigned int *cp,
			   size_t n, enum bg_base base, int *par_level,
			   int *levels, size_t *order);

/* Bidi_Mirroring_Glyph of C, or C when it has none.  */
uint32_t bg_mirror (uint32_t c);
/* A range with no mirrored character, which bg_mirror answers itself.  */
#define BG_MIRROR_GAP_FIRST 0x00BCu
#define BG_MIRROR_GAP_LAST 0x0F39u

/* Paragraph level by P2/P3 over T[0..N): 1 when the first strong
   character outside isolates is R or AL, else 0.  */
int bg_first_strong_level (const FriBidiCharType *t, size_t n);

/* Bracket type of C whose class is TYPE (only ON characters pair, BD14).  */
FriBidiBracketType bg_bracket_type (uint32_t c, FriBidiCharType type);

/* ---- classes.c ---- */

/* What the quiet walk does with a character, in a word: the common
   classes it steps over without looking further.  */
enum bg_walk_kind
{
  BG_WALK_NEUTRAL,   /* a neutral, no bracket, glyph not mirrored */
  BG_WALK_NSM,       /* NSM: takes the class before it */
  BG_WALK_RTL,       /* R or AL */
  BG_WALK_MIRRORED,  /* a neutral with a mirrored glyph (< >) */
  BG_WALK_LTR,       /* L */
  BG_WALK_EN,        /* European number, not mirrored */
  BG_WALK_AN,        /* Arabic number, not mirrored */
  BG_WALK_OTHER      /* anything else: a control, bracket, B, class the
			engines disagree on, mirrored L ... */
};

/* What decoding and the quiet walk ask of one code point.  */
struct bg_char_info
{
  FriBidiCharType type;        /* bg_bidi_type */
  FriBidiBracketType bracket;  /* bg_bracket_type */
  unsigned char differs;       /* bg_class_differs */
  unsigned char control;       /* bg_is_control */
  unsigned char mirrored;      /* bg_mirror (c) != c */
  unsigned char walk;          /* enum bg_walk_kind */
  unsigned char ctl;           /* BG_CTL_* of a control or mark, else 0 */
};

/* What a control or mark does (struct bg_char_info's ctl).  */
#define BG_CTL_EMBEDDING 0x01u  /* LRE RLE LRO RLO: a PDF closes it */
#define BG_CTL_ISOLATE 0x02u    /* LRI RLI FSI: a PDI closes it */
#define BG_CTL_OVERRIDE 0x04u   /* LRO RLO */
#define BG_CTL_RTL_INIT 0x08u   /* RLE RLO RLI: bg_is_rtl_initiator */
#define BG_CTL_RTL 0x10u        /* and RLM ALM: bg_is_rtl_control */
#define BG_CTL_PDF 0x20u
#define BG_CTL_PDI 0x40u
#define BG_CTL_MARK 0x80u       /* LRM RLM ALM */

#define BG_CACHE_RTL_LO 0x0590u    /* Hebrew ... */
#define BG_CACHE_RTL_HI 0x0900u    /* ... to Arabic Extended-A */
#define BG_CACHE_PUNCT_LO 0x2000u  /* General Punctuation: controls, */
#define BG_CACHE_PUNCT_HI 0x2070u  /* marks, spaces */

#define BG_CACHE_WALK_HI 0x0800u    /* what UTF-8 says in two bytes */
#define BG_PAIR_LEN 0x03u       /* 1 for ASCII, 2 for a two-byte sequence */
#define BG_PAIR_LTR 0x04u       /* BG_WALK_LTR */
#define BG_PAIR_RTL 0x08u       /* BG_WALK_RTL */
#define BG_PAIR_NEUTRAL 0x10u   /* BG_WALK_NEUTRAL or BG_WALK_MIRRORED */
#define BG_PAIR_MIRRORED 0x20u  /* BG_WALK_MIRRORED */
#define BG_PAIR_STOP 0x40u      /* another kind, a longer sequence, invalid */
#define BG_PAIR_DELIM 0x80u     /* '"' '\'' '\\' '*': what may end or escape
				   in a comment's or literal's text */

/* The blocks nearly every line stays in, looked up once.  */
struct bg_class_cache
{
  /* The next character from its first two bytes read as one uint16_t
     (the second any byte for ASCII): BG_PAIR_* bits, its length in the
     low two (0 with BG_PAIR_STOP).  */
  unsigned char pair[65536];
  unsigned char walk[BG_CACHE_WALK_HI];  /* enum bg_walk_kind */
  struct bg_char_info ascii[128];
  struct bg_char_info rtl[BG_CACHE_RTL_HI - BG_CACHE_RTL_LO];
  struct bg_char_info punct[BG_CACHE_PUNCT_HI - BG_CACHE_PUNCT_LO];
};

void bg_class_cache_init (struct bg_class_cache *cc);

/* Fill *CI for C the slow way (what the cache holds for its blocks).  */
void bg_char_info_compute (uint32_t c, struct bg_char_info *ci);

/* The information of C: from CC, or computed into *TMP.  */
static inline const struct bg_char_info *
bg_char_info_of (const struct bg_class_cache *cc, uint32_t c,
		 struct bg_char_info *tmp)
{
  if (c < 128)
    return &cc->ascii[c];
  if (c - BG_CACHE_RTL_LO < BG_CACHE_RTL_HI - BG_CACHE_RTL_LO)
    return &cc->rtl[c - BG_CACHE_RTL_LO];
  if (c - BG_CACHE_PUNCT_LO < BG_CACHE_PUNCT_HI - BG_CACHE_PUNCT_LO)
    return &cc->punct[c - BG_CACHE_PUNCT_LO];
  bg_char_info_compute (c, tmp);
  return tmp;
}

/* Decode the character at S[0..N) (N >= 1) as bg_utf8_decode does, with
   the two-byte sequences of Hebrew and Arabic and the valid three-byte
   ones (the controls and marks) inline.  */
static inline size_t
bg_utf8_decode_fast (const unsigned char *s, size_t n, uint32_t *cp)
{
  if (s[0] < 0x80)
    {
      *cp = s[0];
      return 1;
    }
  if (s[0] >= 0xC2 && s[0] <= 0xDF && n > 1 && (s[1] & 0xC0) == 0x80)
    {
      *cp = ((uint32_t) (s[0] & 0x1F) << 6) | (s[1] & 0x3F);
      return 2;
    }
  if ((s[0] & 0xF0) == 0xE0 && n > 2 && (s[1] & 0xC0) == 0x80
      && (s[2] & 0xC0) == 0x80)
    {
      uint32_t v = ((uint32_t) (s[0] & 0x0F) << 12)
		   | ((uint32_t) (s[1] & 0x3F) << 6) | (s[2] & 0x3F);
      /* Not overlong, not a surrogate.  */
      if (v >= 0x800 && (v < 0xD800 || v > 0xDFFF))
	{
	  *cp = v;
	  return 3;
	}
    }
  return bg_utf8_decode (s, n, cp);
}

/* ---- line.c: the line being checked (scan.c fills it) ---- */

/* What a code unit is: a code token, or the opening or closing
   delimiter of a comment or literal.  */
enum bg_unit_role
{
  BG_UNIT_TOKEN,
  BG_UNIT_OPEN,
  BG_UNIT_CLOSE
};

/* An atom in code points of the line: START [OPEN_END CONTENT
   CLOSE_START) END, as struct bg_atom has it in bytes.  */
struct bg_span
{
  uint32_t start, open_end, close_start, end;
};

/* Code points FROM..TO of the line, TO exclusive.  */
struct bg_range
{
  size_t from, to;
};

/* A code unit: a code token or a comment/literal delimiter, in code
   points.  */
struct bg_unit
{
  uint32_t start, end;   /* code point range */
  uint32_t atom;         /* index of its atom */
  unsigned char role;    /* enum bg_unit_role */
  unsigned char operand; /* identifier or number */
  unsigned char rtl;     /* holds R, AL or AN characters or controls */
};

/* One display of the line: where each code point shows.  */
struct bg_view
{
  struct bg_display run;   /* the engine's input, levels and visual map */
  int32_t *pos;            /* per code point: visual position, -1 when left
			      out of this display */
  signed char *level;      /* per code point: level after L1, -1 when left
			      out */
  int32_t *src;            /* per character of RUN: its code point, -1 for
			      an inserted one (NULL when RUN is the line) */
  size_t len;              /* characters displayed: positions are below */
  int valid;               /* computed for this line and engine (1), or
			      for every engine, which must agree on it
			      (BG_VIEW_EVERY_ENGINE), or not yet but to be
			      so (BG_VIEW_ALIKE: findings.c, share_noctl) */
};
#define BG_VIEW_EVERY_ENGINE 2
#define BG_VIEW_ALIKE 3

/* Each check's own scratch, defined in the file that owns it.  */
struct bg_line_check_scratch;
struct bg_reader_scratch;
struct bg_atom_check_scratch;

/* The line being checked.  scan.c carves the line's arrays and, by their
   own carve functions, the checks' scratch out of one block (line_reserve,
   line_carve); each check's scratch is its own, opaque to every other
   file.  */
struct bg_line
{
  const unsigned char *s;  /* the bytes, terminator excluded */
  size_t nbytes;
  unsigned long lineno;
  enum bg_base base;
  size_t n;                /* code points */
  uint32_t *cp;
  uint32_t *off;           /* byte offset of cp[i]; off[n] == nbytes */
  FriBidiCharType *type;
  size_t ncontrols;        /* controls and marks on the line */
  size_t nclassdiff;       /* characters whose class ICU, FriBidi and
			      Unicode 17 do not all agree on */
  struct bg_atom *atoms;   /* byte ranges */
  size_t natoms, atoms_cap;
  struct bg_span *span;    /* per atom: its code points */
  /* The escapes cpp reads as a control that start on the line (the ucn
     check), byte offsets into the line; END is clipped to it.  */
  struct bg_escape *escapes;
  size_t nescapes, escapes_cap;
  struct bg_unit *units;
  size_t nunits;
  int quiet;               /* no display was run (bg_line_is_quiet) */
  enum bg_engine_id engine;  /* the engine of every display below */
  struct bg_icu *icu;
  struct bg_twins *twins;  /* the identifier checks' look-alikes (made lazily) */
  struct bg_view actual;   /* as the engine shows the line */
  struct bg_view noctl;    /* the same without controls and marks */
  unsigned long serial;    /* a new value for every line (line_reserve):
			      what a check worked out for another is stale */
  struct bg_line_check_scratch *lc;
  struct bg_reader_scratch *rd;
  struct bg_atom_check_scratch *ac;
};

/* The text of atom A that the checks read: a code token whole, the
   content of a comment or literal (its delimiters left out).  */
static inline struct bg_range
bg_atom_text (const struct bg_line *l, size_t a)
{
  const struct bg_span *s = &l->span[a];
  if (bg_atom_is_token (l->atoms[a].kind))
    return (struct bg_range) { s->start, s->end };
  return (struct bg_range) { s->open_end, s->close_start };
}

/* A finding on the way out: positions in code points of the line.  */
struct bg_pending
{
  enum bg_check check;
  size_t cause;            /* code point that causes it */
  size_t from, to;         /* code points of what moves, TO exclusive */
  int atom;                /* atom index for atom checks, or -1 */
  int identifier;          /* found in an identifier */
  int engines;             /* bit per engine whose display shows it */
  char message[320];
  char cause_name[96];     /* "U+202E (RIGHT-TO-LEFT OVERRIDE)", "Hebrew letters" */
};

/* The findings of a line.  Out of memory while adding or checking sets
   FAILED, which stays set until bg_findings_clear: the checks keep going
   and their caller tests it once.  */
struct bg_findings
{
  struct bg_pending *v;
  size_t n, cap;
  bool failed;
};

/* Append P to F (F->failed when out of memory).  */
void bg_findings_add (struct bg_findings *f, const struct bg_pending *p);

/* Empty F for the next line, failure included.  */
static inline void
bg_findings_clear (struct bg_findings *f)
{
  f->n = 0;
  f->failed = false;
}

/* True when code points FROM..TO of L hold an R, AL or AN character or a
   control or mark.  */
bool bg_has_rtl_or_control (const struct bg_line *l, size_t from,
			    size_t to);

/* The code units of L from its atoms (decoded, atoms in code points).  */
void bg_line_build_units (struct bg_line *l);

/* The actual display of L by ENGINE: levels and visual positions.
   Returns 1, 0 when out of memory, -1 when the engine is unavailable.  */
int bg_line_display (struct bg_line *l, enum bg_engine_id engine);

/* The display of L without its controls and marks, into l->noctl (once
   per line and engine).  False when out of memory.  */
bool bg_line_noctl (struct bg_line *l);

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
struct bg_reader_scratch *bg_reader_scratch_new (void);
void bg_reader_scratch_free (struct bg_reader_scratch *rs);
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

/* For a line that bg_line_reads_rtl: its letter-caused findings in OUT
   (of the display under the configured base) replaced by AS_WRITTEN's,
   those of the display under base auto - only what still lies for a
   right-to-left reader is reported; a line with none in OUT gets none.
   Findings of controls and marks stay.  False when out of memory.  */
bool bg_line_letters_as_written (const struct bg_line *l,
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

/* For test-walks: the walks of the reference displays made in LC.  */
unsigned long bg_line_check_walks (const struct bg_line_check_scratch *lc);

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
size_t bg_atom_check_scratch_carve (struct bg_atom_check_scratch *ac,
				    char *base, size_t n, size_t natoms);

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

/* ---- render.c ---- */

/* True for what a terminal acts on instead of showing: C0 controls but
   TAB, DEL and the C1 controls, LINE and PARAGRAPH SEPARATOR.  */
bool bg_is_terminal_control (uint32_t c);

/* Escaped rendering of L in logical order (DISPLAYED 0) or visual order
   (DISPLAYED 1): the whole line, or for a long one a window that starts a
   little before code point FROM; NUL-terminated in *BUF (*CAP bytes,
   grown).  False when out of memory.  */
bool bg_render (const struct bg_line *l, int displayed, size_t from,
		char **buf, size_t *cap);

/* The display width GCC gives C (libcpp's cpp_wcwidth): 0, 1 or 2.  */
size_t bg_gcc_width (uint32_t c);

/* 1-based display column of code point I as GCC counts by default,
   walking from code point FROM whose column is COL (FROM <= I).  */
size_t bg_display_column (const struct bg_line *l, size_t from, size_t col,
			  size_t i);

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
   RTL: the base of the line it is first seen on); an ASCII one only
   when bg_idents_have_skeletons.  A name seen again keeps the place
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

/* ---- calls.c: the calls around a literal ---- */

struct bg_calls;
struct bg_calls *bg_calls_new (const struct bg_lang *lang);
void bg_calls_free (struct bg_calls *c);

/* Read BUF[0..LEN) for calls from its start, at the next bg_calls_at.  */
void bg_calls_reset (struct bg_calls *c, const unsigned char *buf,
		     size_t len);

/* The names of the calls whose arguments hold offset OFF of the buffer,
   innermost first, separated by spaces ("" for none; valid until the
   next call).  WHY (WHYCAP bytes) says what may stringize OFF: "#define"
   when OFF is in one, else the innermost of those calls that is a
   function-like macro #defined before in the buffer, or assert; "" when
   none.  OFF may not go back to an earlier logical line.  NULL when out
   of memory.  */
const char *bg_calls_at (struct bg_calls *c, size_t off, char *why,
			 size_t whycap);

/* ---- scan.c ---- */

/* For the tests: ENABLED 0 makes SC take the reference path on every
   line - no quiet walk, the full check, each code point decoded and
   classed by bg_utf8_decode and bg_bidi_type rather than the cache - so
   that the fast path can be compared with it.  */
void bg_scanner_set_quiet (struct bg_scanner *sc, int enabled);

/* For the tests: how many lines SC's quiet walk has proven quiet.  */
unsigned long bg_scanner_quiet_lines (const struct bg_scanner *sc);

/* For the tests: how many times the lines SC checked were walked, each
   pass over a line's bytes or over its code points' classes, and each
   display by an engine, counted once (BG_COUNT_WALK), since SC was made.  Counts only in a core built with
   BG_COUNT_WALKS (testsuite/unit/test-walks.c); 0 otherwise.  */
unsigned long bg_scanner_walks (const struct bg_scanner *sc);

/* For the tests: the ICU library SC opens (see bg_icu_set_library).  */
void bg_scanner_set_icu_library (struct bg_scanner *sc, const char *name);

#endif /* BIDIGUARD_CORE_H */
