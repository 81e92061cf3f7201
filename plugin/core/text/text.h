/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text/text.h - the text room of the core: what a line of C is made of.
 *
 * The lowest room: it sees only the public headers.  Files, lowest first:
 *
 * utf8.c     decoding that never fails, bidi classes, the fast paths
 * idchars.c  default ignorables, joining types, viramas, scripts, UTS #39
 *            skeletons (the identifier characters, pinned in gen/)
 * grow.c     arrays that grow; BG_CARVE lays arrays out in one block
 * names.c    names of the controls, marks and right-to-left scripts;
 *            the look-alikes of a comment's star-slash
 * lex.c      the C/C++ line lexer (atoms with byte ranges, state across
 *            lines) and its plain reader for the quiet walk
 * calls.c    the calls around a literal, read from the buffer's start
 *
 * Between idchars.c and grow.c: the vocabulary every room speaks, the
 * controls and marks, their pairing, and the one binary search.
 */
#ifndef BIDIGUARD_TEXT_H
#define BIDIGUARD_TEXT_H

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

/* The bytes of S[0..N) that are no continuation byte (10xxxxxx): the
   number of code points bg_utf8_decode_fast finds in valid UTF-8, fewer
   than it finds where a continuation byte stands alone.  */
size_t bg_utf8_count_starts (const unsigned char *s, size_t n);

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

/* True when C, of class ICU to ICU (bg_bidi_type), is of class R, AL or
   AN to FriBidi or Unicode 17 but not to ICU (U+FDCF: AL to FriBidi
   1.0.8, ON to ICU 72): a line holding it may display out of order in
   some viewer.  */
bool bg_class_rtl_elsewhere (uint32_t c, FriBidiCharType icu);

/* Bidi class of C in Unicode 17.0 (plugin/core/gen/unicode17-classes.h).  */
FriBidiCharType bg_unicode17_type (uint32_t c);

/* Bidi_Paired_Bracket_Type and pair of C in Unicode 17.0, in FriBidi's
   format (bg_icu_bracket).  */
FriBidiBracketType bg_unicode17_bracket (uint32_t c);

/* The Unicode version of bg_bidi_type, e.g. "15.0".  */
const char *bg_unicode_version (void);

/* True when the line S[0..N) holds a character of class R, AL or AN (to
   ICU, FriBidi or Unicode 17), or a control or mark: only such a line
   can display out of logical order.  */
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

/* ---- the vocabulary of characters and classes (no file: inline) ---- */

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

/* A character other than ASCII white space that a reader sees as
   nothing or as a blank: Unicode's other white space (NBSP, the spaces
   U+2000-U+200A, U+3000...) and its default-ignorable code points
   (joiners, fillers, variation selectors, tags...), and the Braille
   blank.  cpp takes none of them for white space: after a backslash it
   splices nothing where the reader sees `\ ` (line-break.c).  The line
   and paragraph separators are not here: a viewer that breaks the line
   there shows the backslash splicing an empty line.  */
static inline bool
bg_is_unseen_or_blank (uint32_t c)
{
  if (c < 0xA0)
    return false;
  static const uint32_t ranges[][2] = {
    { 0x00A0, 0x00A0 }, { 0x00AD, 0x00AD },
    { 0x034F, 0x034F }, { 0x061C, 0x061C }, { 0x115F, 0x1160 },
    { 0x1680, 0x1680 }, { 0x17B4, 0x17B5 }, { 0x180B, 0x180F },
    { 0x2000, 0x200F }, { 0x202A, 0x202F }, { 0x205F, 0x206F },
    { 0x2800, 0x2800 }, { 0x3000, 0x3000 }, { 0x3164, 0x3164 },
    { 0xFE00, 0xFE0F }, { 0xFEFF, 0xFEFF }, { 0xFFA0, 0xFFA0 },
    { 0xFFF0, 0xFFF8 }, { 0x1BCA0, 0x1BCA3 }, { 0x1D173, 0x1D17A },
    { 0xE0000, 0xE0FFF }
  };
  for (size_t k = 0; k < sizeof ranges / sizeof *ranges; k++)
    if (c >= ranges[k][0] && c <= ranges[k][1])
      return true;
  return false;
}

/* A character UTS #39 makes confusable with a backslash (its skeleton
   is "\\"), the CJK strokes aside, which few fonts draw so: the set
   minus, the reverse solidus operators, the small and fullwidth reverse
   solidus, the Greek vocal notation symbols.  At a line's end it reads
   as a splice that cpp does not make (line-break.c).  */
static inline bool
bg_looks_like_backslash (uint32_t c)
{
  return c == 0x2216 || c == 0x27CD || c == 0x29F5 || c == 0x29F9
	 || c == 0xFE68 || c == 0xFF3C || c == 0x1D20F || c == 0x1D23B;
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

/* '*' for C when it is '*' or looks like it (U+2217 ASTERISK OPERATOR:
   UTS #39's prototype is '*', or NFKC makes it one), '/' for '/' and
   its look-alikes (U+2215 DIVISION SLASH), 0 else: the halves of a
   block comment's end to a reader (the lookalike check).  */
int bg_closer_half (uint32_t c);

/* The Unicode name of a non-ASCII half of bg_closer_half, else NULL.  */
const char *bg_closer_half_name (uint32_t c);

/* '"' for C when it is '"' or looks like it (U+201D RIGHT DOUBLE
   QUOTATION MARK: UTS #39's prototype is two apostrophes), ')' for ')'
   and its look-alikes (U+FF09 FULLWIDTH RIGHT PARENTHESIS), 0 else: the
   ends of a raw string's closing delimiter to a reader.  */
int bg_raw_closer_half (uint32_t c);

/* The Unicode name of a non-ASCII half of bg_raw_closer_half, else
   NULL.  */
const char *bg_raw_closer_half_name (uint32_t c);

/* What a reader does not see between two characters: a default
   ignorable (ZWSP, WJ, a variation selector, a bidi control) or a
   combining mark, which draws on the character before it.  */
bool bg_is_unseen (uint32_t c);

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
  /* A character no identifier takes, alone (cpp's stray CPP_OTHER, which
     GCC rejects in code): an identifier atom to the checks, which look
     into it, but no name, so that it is reported and fixed as code.  */
  bool stray;
  /* A `//` comment, on each physical line a splice carries it to: a
     star and a slash in it end nothing (line-check.c, shown_closer).  */
  bool line_comment;
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
  /* Reading a displayed line (bg_lexer_init_display): every character
     >= 0x80 continues a name.  */
  bool display;
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

/* The same for the deception test (checks/reader.c), which lexes what a
   reviewer sees of a line: its visible glyphs in visual order, a mirrored
   one as its mirror, every blank as a space, as one physical line.  The
   tokens are the compile's (LANG: prefixes, raw strings, digit
   separators, digraphs, // comments, directives), but a reader takes
   every visible character >= 0x80 for part of a name where cpp would
   take some for a stray, and reads no trigraph.  */
void bg_lexer_init_display (struct bg_lexer *lx, const struct bg_lang *lang);
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

#endif /* BIDIGUARD_TEXT_H */
