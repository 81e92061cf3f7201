/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bidi/bidi.h - the bidi room of the core: how a line displays.
 *
 * Sees the text room.  Files, lowest first:
 *
 * plain-levels.c  UAX #9 without an engine, where it must give ICU's display
 * engine-icu.c  ICU's ubidi, opened with dlopen when a line needs it
 * segment.c     segments of a line that display independently; BD16
 * display.c     UAX #9 levels and visual order: ICU's ubidi or GNU FriBidi
 * classes.c     the classes of the common blocks, looked up once per scanner
 * line.c        the line being checked: units, its displays, the findings
 * render.c      ASCII renderings of a line, display columns
 */
#ifndef BIDIGUARD_BIDI_H
#define BIDIGUARD_BIDI_H

#include "text/text.h"

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

/* ---- plain-levels.c ---- */

/* Which non-ASCII characters of class ON the display engine pairs as
   brackets (BD14-BD16): plain-levels.c pairs only the ASCII ones.  */
struct bg_plain_brackets
{
  bool (*is_bracket) (void *data, uint32_t c);
  void *data;
};

/* UAX #9 as ICU resolves it, without ICU, for one paragraph CP[0..N) of
   classes T (ICU's) at paragraph LEVEL (0 or 1), when it holds no
   explicit control, only the classes L R AL EN AN ES ET CS ON WS S, a
   right-to-left letter, fewer than 63 ASCII opening brackets and no
   bracket by OTHER.  Then LV[i] gets the levels after L1 and
   MAP[visual] = BASE + logical, and true is returned; otherwise false,
   with nothing written but SCRATCH (N bytes).  */
bool bg_plain_levels (const uint32_t *cp, const FriBidiCharType *t,
		      size_t n, int level,
		      const struct bg_plain_brackets *other,
		      unsigned char *scratch, FriBidiLevel *lv,
		      FriBidiStrIndex *map, size_t base);

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
  bool plain_refused;          /* bg_display_plain refused cp's line: the
				  next bg_display_run does not try again */
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

/* bg_display_run by ICU of CP[0..N) of classes T when plain-levels.c
   takes the line (one paragraph of plain classes), read where it is:
   true with D's level, map and par_level filled, and D's cp and type
   left as they were (not this line's).  False when it refuses the line:
   the caller puts it into D for bg_display_run.  */
bool bg_display_plain (struct bg_display *d, const uint32_t *cp,
		       const FriBidiCharType *t, size_t n, enum bg_base base,
		       struct bg_icu *icu);

/* One past the end of the paragraph of T[FROM..N) (classes of CP) as
   ENGINE's viewers end it and bg_display_run displays it: ICU's at every
   class-B character, GTK's (FriBidi's) at U+2029 and at another one only
   with an isolate of the paragraph still open; N when none ends it.  */
size_t bg_paragraph_end (const FriBidiCharType *t, const uint32_t *cp,
			 size_t n, size_t from, enum bg_engine_id engine);

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
  unsigned char line_sep;      /* U+2028 or U+2029: a line end to some
				  viewers (the line-break check) */
  unsigned char unalike;       /* BG_UNALIKE_* (alike_without_controls) */
  /* A non-ASCII half of a look-alike of a comment's star-slash (the
     lookalike check: bg_closer_half), walked as BG_WALK_OTHER.  */
  unsigned char fake;
};

/* How a character counts toward whether FriBidi must display a line as
   ICU does (struct bg_char_info's unalike, summed per line into
   bg_line's nunalike): an ASCII opening bracket counts 1, a character
   of another class than the plain ones BG_UNALIKE_OTHER.  A sum below
   BG_UNALIKE_OTHER - 1 is a line of plain classes with fewer ASCII
   openers than BD16's stack limit of 63.  */
#define BG_UNALIKE_OPENER 1u
#define BG_UNALIKE_OTHER 64u

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
  size_t cap;              /* code points POS (and LEVEL and SRC where the
			      view owns them) have room for */
  unsigned long line;       /* the serial of the line it shows (0: none):
			      a view is current only for that line, so no
			      line start resets every view (bench (b)) */
};

/* The identifier checks' look-alikes (checks/twins.c), which the line
   carries from one line to the next.  */
struct bg_twins;

/* Each check's own scratch, defined in the file that owns it (the
   checks room).  */
struct bg_line_check_scratch;
struct bg_reader_scratch;
struct bg_atom_check_scratch;

/* The base models a line is displayed under (not to be confused with
   the viewers' paragraph splitting of doc/design.md section 2.2): the
   base the options give every line, and, for a line its authors write right to left
   (bg_line_reads_rtl), base auto too, whose letter-caused findings are
   the line's (doc/design.md section 2.5).  Each model keeps its own
   displays: the report shows a finding in the one it was found in.  */
enum bg_model
{
  BG_MODEL_BASE,
  BG_MODEL_AS_WRITTEN,
  BG_MODELS
};

/* The paragraph base of model M for a line whose own base is OWN.  */
static inline enum bg_base
bg_model_base (enum bg_model m, enum bg_base own)
{
  return m == BG_MODEL_AS_WRITTEN ? BG_BASE_AUTO : own;
}

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
  size_t nunalike;         /* the sum of their unalike (bg_char_info),
			      controls aside; SIZE_MAX: not summed */
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
  /* The line as each engine shows it under each base model
     (bg_line_display), each its own: no display overwrites another's,
     and the report shows a finding in the display of its model and of
     an engine that shows it (report.c, display_of).  Valid for this line
     only where VALID says so.  */
  struct bg_view *shown[BG_MODELS][BG_ENGINE_IDS];
  enum bg_model model;     /* the model displayed now; BASE is its base */
  struct bg_view *actual;  /* the one the checks judge:
			      shown[model][engine] */
  /* The same without controls and marks, per model and engine, made
     when a check first asks (bg_line_noctl); NOCTL is the one of
     l->actual's model and engine, or ICU's of the model when every
     engine must show the line alike without controls (NOCTL_BY_ICU,
     findings.c): then it is made once, by ICU, for all of them.
     Each view of SHOWN and NOCTLS is allocated at its first use (line.c), kept
     for the lines after (NULL before): most compiles need one or two of
     the sixteen, and a scanner that zeroes them all costs plugin load
     (bench (c)).  */
  struct bg_view *noctls[BG_MODELS][BG_ENGINE_IDS];
  struct bg_view *noctl;
  bool noctl_by_icu;
  unsigned long walks;     /* tests: BG_COUNT_WALK of passes over the line
			      that no display or check scratch counts */
  unsigned long serial;    /* a new value for every line (line_reserve):
			      what a check worked out for another is stale */
  /* When the line ends at a lone CR (a line end to cpp, none to Vim,
     Emacs or less): the next physical line's text, else NULL.  */
  const unsigned char *after_cr;
  size_t after_cr_len;
  /* The line is part of a directive (its logical line's first token a
     '#'): cpp reads all of it as the directive's, past a line
     separator a viewer breaks the line at (line-break.c).  */
  bool in_directive;
  /* The end of the buffer the line is in: the lookalike check looks
     there for where a comment really ends.  */
  const unsigned char *text_end;
  struct bg_line_check_scratch *lc;
  struct bg_reader_scratch *rd;
  struct bg_atom_check_scratch *ac;
};

/* Whether view V shows line L (was made for it), not an earlier one.  */
static inline bool
bg_view_current (const struct bg_line *l, const struct bg_view *v)
{
  return v->line == l->serial;
}

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

/* The delimiter of raw string A of L where its opening or closing
   delimiter is on the line, into [*FROM, *TO) of l->cp; false when
   neither is (a middle line of the string).  */
bool bg_raw_delimiter (const struct bg_line *l, size_t a, size_t *from,
		       size_t *to);

/* A finding on the way out: positions in code points of the line.  */
struct bg_pending
{
  enum bg_check check;
  size_t cause;            /* code point that causes it */
  size_t from, to;         /* code points of what moves, TO exclusive */
  int atom;                /* atom index for atom checks, or -1 */
  int identifier;          /* found in an identifier */
  int engines;             /* bit per engine whose display shows it */
  enum bg_model model;     /* the base model it was found under */
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

/* The actual display of L by ENGINE under its model now (l->model, with
   l->base its base), into l->shown: levels and visual positions.
   Returns 1, 0 when out of memory, -1 when the engine is unavailable.  */
int bg_line_display (struct bg_line *l, enum bg_engine_id engine);

/* The display of L without its controls and marks, into l->noctl (once
   per line, model and engine).  False when out of memory.  */
bool bg_line_noctl (struct bg_line *l);

/* Free every view of L (the scanner's end).  */
void bg_line_views_free (struct bg_line *l);

/* ---- render.c ---- */

/* True for what a terminal acts on instead of showing: C0 controls but
   TAB, DEL and the C1 controls, LINE and PARAGRAPH SEPARATOR.  */
bool bg_is_terminal_control (uint32_t c);

/* C as the notes write it, into OUT (BG_SPELL_MAX bytes): its UTF-8,
   or <U+XXXX> for a control, a mark, another invisible character or what
   a terminal acts on, <0xFF> for a byte that is not UTF-8.  Returns the
   length; the UTF-8 is not NUL-terminated.  */
#define BG_SPELL_MAX 16
size_t bg_spell_cp (uint32_t c, char *out);

/* Escaped rendering of L in logical order (SHOWN NULL) or in the visual
   order of display SHOWN (one of l->shown): the whole line, or for a long
   one a window that starts a little before code point FROM;
   NUL-terminated in *BUF (*CAP bytes, grown).  False when out of
   memory.  */
bool bg_render (const struct bg_line *l, const struct bg_view *shown,
		size_t from, char **buf, size_t *cap);

/* The display width GCC gives C (libcpp's cpp_wcwidth): 0, 1 or 2.  */
size_t bg_gcc_width (uint32_t c);

/* 1-based display column of code point I as GCC counts by default,
   walking from code point FROM whose column is COL (FROM <= I).  */
size_t bg_display_column (const struct bg_line *l, size_t from, size_t col,
			  size_t i);

#endif /* BIDIGUARD_BIDI_H */
