/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan.c - run the checks over a file, line by line.
 *
 * Most lines cannot reorder: no byte >= 0x80 means no R, AL or AN letter
 * and no control.  Those are skipped 32 bytes at a time and never lexed
 * unless a later line needs the lexer state (an open block comment or raw
 * string); then the lines in between are lexed for their state only.  A
 * line that can reorder goes to the quiet walk (quiet.c), which reads its
 * bytes once and proves most localisation lines unable to display out of
 * order: those cost no more.  What a line gets is planned before it is
 * lexed (plan_line): a plain line (lex.c's bg_lex_plain_line: most) is
 * read for its comments and literals as the walk goes, and lexed for all
 * its atoms only when the walk cannot prove it (the walk's verdict
 * kept); another is lexed once for all its atoms and walked over them.
 * The lexer never goes back over a line.  A line the walk cannot prove is
 * decoded once, displayed and checked under the engines it needs with
 * the classes decoded (findings.c), and reported (report.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"
#include "report/report.h"
#include "driver/driver.h"

#define LONG_LINE 65536

struct bg_scanner
{
  struct bg_options opts;
  int reference;          /* tests: no quiet walk, decoding by the book */
  unsigned long quiet_lines;              /* lines the quiet walk skipped */
  int lone_cr_misleads;   /* line-break on, and the text holds an LF */
  struct bg_class_cache classes;          /* today's classes, looked up once */
  int have_classes;                       /* at the first line that needs them */
  struct bg_icu *icu;                     /* opened at the first line needing it */
  struct bg_engine_set engines;           /* the displays each line gets */
  struct bg_line line;
  struct bg_lexer lexer;
  void *arena;             /* the line's arrays (line_reserve) */
  size_t arena_cap;
  size_t carved_n, carved_natoms;  /* what the arena is laid out for */
  struct bg_findings findings;
  struct bg_findings rtl_read;  /* a right-to-left line's letter findings
				   as its authors read it (read_as_written) */
  struct bg_reporter reporter;
  char notice[320];
  struct bg_display levels;               /* bg_scanner_resolve_levels */
  struct bg_idents *idents;               /* the names read, by skeleton */
  unsigned file;                          /* bg_scanner_set_file */
  unsigned long walks;     /* tests: passes over lines (BG_COUNT_WALK) */
};

struct bg_scanner *
bg_scanner_new (const struct bg_options *opts)
{
  struct bg_scanner *sc = calloc (1, sizeof *sc);
  if (!sc)
    return NULL;
  sc->opts = *opts;
  sc->engines.wanted = opts->engines;
  sc->icu = bg_icu_new ();
  sc->idents = bg_idents_new ();
  sc->line.lc = bg_line_check_scratch_new ();
  sc->line.rd = bg_reader_scratch_new (&opts->lang);
  sc->line.ac = bg_atom_check_scratch_new ();
  if (!sc->icu || !sc->idents || !sc->line.lc || !sc->line.rd
      || !sc->line.ac)
    {
      bg_icu_free (sc->icu);
      bg_idents_free (sc->idents);
      bg_line_check_scratch_free (sc->line.lc);
      bg_reader_scratch_free (sc->line.rd);
      bg_atom_check_scratch_free (sc->line.ac);
      free (sc);
      return NULL;
    }
  bg_lexer_init (&sc->lexer, &opts->lang);
  sc->line.icu = sc->icu;
  return sc;
}

void
bg_scanner_set_quiet (struct bg_scanner *sc, int enabled)
{
  sc->reference = !enabled;
}

unsigned long
bg_scanner_quiet_lines (const struct bg_scanner *sc)
{
  return sc->quiet_lines;
}

unsigned long
bg_scanner_walks (const struct bg_scanner *sc)
{
  const struct bg_line *l = &sc->line;
  unsigned long displays = 0;
  for (int m = 0; m < BG_MODELS; m++)
    for (int e = 0; e < BG_ENGINE_IDS; e++)
      for (int k = 0; k < 2; k++)
	{
	  const struct bg_view *v = k ? l->noctls[m][e] : l->shown[m][e];
	  displays += v ? v->run.walks : 0;
	}
  return sc->walks + l->walks + displays
	 + bg_line_check_walks (l->lc) + bg_reader_walks (l->rd)
	 + bg_atom_check_walks (l->ac);
}

void
bg_scanner_set_icu_library (struct bg_scanner *sc, const char *name)
{
  bg_icu_set_library (sc->icu, name);
}

/* SC's class cache, filled at the first line that needs it: filling it
   costs about a million instructions, not for a compile of ASCII.  */
static const struct bg_class_cache *
classes (struct bg_scanner *sc)
{
  if (!sc->have_classes)
    {
      bg_class_cache_init (&sc->classes);
      sc->have_classes = 1;
    }
  return &sc->classes;
}

void
bg_scanner_free (struct bg_scanner *sc)
{
  if (!sc)
    return;
  bg_line_views_free (&sc->line);
  bg_line_check_scratch_free (sc->line.lc);
  bg_reader_scratch_free (sc->line.rd);
  bg_atom_check_scratch_free (sc->line.ac);
  bg_display_free (&sc->levels);
  bg_icu_free (sc->icu);
  bg_twins_free (sc->line.twins);
  bg_idents_free (sc->idents);
  free (sc->line.atoms);
  free (sc->line.escapes);
  bg_lexer_free (&sc->lexer);
  bg_engine_set_free (&sc->engines);
  bg_reporter_free (&sc->reporter);
  free (sc->arena);
  free (sc->findings.v);
  free (sc->rtl_read.v);
  free (sc);
}

/* Lay the per-line arrays of L out from BASE (NULL: only count them) for
   N code points at most and NATOMS atoms: the line's own, then each
   check's scratch as the check lays it out.  Returns the bytes they take.
   Every array starts on 8 bytes (BG_CARVE).  */
static size_t
line_carve (struct bg_line *l, char *base, size_t n, size_t natoms)
{
  size_t ncp = n + 1, nun = 2 * natoms + 1;
  size_t off = 0;
  BG_CARVE (base, off, l->units, nun);
  BG_CARVE (base, off, l->cp, ncp);
  BG_CARVE (base, off, l->off, ncp);
  BG_CARVE (base, off, l->type, ncp);
  BG_CARVE (base, off, l->span, natoms);
  off += bg_line_check_scratch_carve (l->lc, base ? base + off : NULL, n,
				      natoms);
  off += bg_reader_scratch_carve (l->rd, base ? base + off : NULL, n, natoms);
  off += bg_atom_check_scratch_carve (l->ac, base ? base + off : NULL, n,
				      natoms);
  return off;
}

/* The per-line arrays for N code points at most and NATOMS atoms, out of
   one block that only grows; laid out again only when the line is
   bigger than every line before.  Nothing computed for the previous line
   stays valid: the displays and the checks see a new l->serial (a view
   is current only for the serial it was made for: bg_view_current).  */
static bool
line_reserve (struct bg_scanner *sc, size_t n, size_t natoms)
{
  struct bg_line *l = &sc->line;
  if (!sc->arena || n > sc->carved_n || natoms > sc->carved_natoms)
    {
      n = n > sc->carved_n ? n : sc->carved_n;
      natoms = natoms > sc->carved_natoms ? natoms : sc->carved_natoms;
      size_t cap = sc->arena_cap;
      if (!bg_grow (&sc->arena, &cap, line_carve (l, NULL, n, natoms), 1))
	return false;
      sc->arena_cap = cap;
      line_carve (l, sc->arena, n, natoms);
      sc->carved_n = n;
      sc->carved_natoms = natoms;
    }
  l->noctl_by_icu = false;
  l->serial++;
  return true;
}

/* The first code point at or after byte B, searching forward from *K
   (OFF: byte offset of each of the N code points).  */
static inline uint32_t
cp_at_byte (const uint32_t *off, size_t n, size_t *k, uint32_t b)
{
  while (*k < n && off[*k] < b)
    ++*k;
  return (uint32_t) *k;
}

/* What decode_line counts on the way: the line's ncontrols, nclassdiff
   and nunalike.  */
struct decode_counts
{
  size_t controls, classdiff, unalike;
};

/* Decode the code point at byte B of L as code point N with the classes
   of CC, counting into *COUNT; returns the byte after it.  */
static inline size_t
decode_one (struct bg_line *l, const struct bg_class_cache *cc, size_t b,
	    size_t n, struct decode_counts *count)
{
  struct bg_char_info tmp;
  l->off[n] = (uint32_t) b;
  b += bg_utf8_decode_fast (l->s + b, l->nbytes - b, &l->cp[n]);
  const struct bg_char_info *ci = bg_char_info_of (cc, l->cp[n], &tmp);
  l->type[n] = ci->type;
  count->controls += ci->control;
  count->classdiff += ci->differs;
  count->unalike += ci->unalike;
  return b;
}

/* Decode L's bytes from *B up to STOP as its code points from *N on, CAP
   at most: false when they are more.  A stretch whose bytes could hold
   more code points than are left to CAP is decoded one test at a time,
   the others with none.  */
static inline bool
decode_to (struct bg_line *l, const struct bg_class_cache *cc, size_t *b,
	   size_t *n, size_t stop, size_t cap, struct decode_counts *count)
{
  size_t i = *b, k = *n;
  if (stop > i && stop - i > cap - k)
    for (; i < stop; k++)
      {
	if (k == cap)
	  return false;
	i = decode_one (l, cc, i, k, count);
      }
  else
    while (i < stop)
      i = decode_one (l, cc, i, k++, count);
  *b = i;
  *n = k;
  return true;
}

/* Decode L into cp, off and type with the classes of CC, CAP code points
   at most (false when it holds more); counts the controls, class
   differences and classes FriBidi may resolve otherwise than ICU.  The
   atoms' spans are found on the way (atoms_to_code_points does it alone
   on the reference path): each byte offset of an atom, in order, becomes
   the first code point at or after it.  The code points are decoded up
   to one offset after the other, so that no character pays for a test
   of the next offset.  */
static bool
decode_line (struct bg_line *l, const struct bg_class_cache *cc, size_t cap)
{
  size_t n = 0, b = 0;
  struct decode_counts count = { 0, 0, 0 };
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      struct bg_span *sp = &l->span[a];
      uint32_t bound[4] = { at->start, at->open_end, at->close_start,
			    at->end };
      uint32_t *to[4] = { &sp->start, &sp->open_end, &sp->close_start,
			  &sp->end };
      for (int f = 0; f < 4; f++)
	{
	  size_t stop = bound[f] < l->nbytes ? bound[f] : l->nbytes;
	  if (!decode_to (l, cc, &b, &n, stop, cap, &count))
	    return false;
	  *to[f] = (uint32_t) n;
	}
    }
  if (!decode_to (l, cc, &b, &n, l->nbytes, cap, &count))
    return false;
  l->n = n;
  l->off[n] = (uint32_t) l->nbytes;
  l->ncontrols = count.controls;
  l->nclassdiff = count.classdiff;
  l->nunalike = count.unalike;
  return true;
}

/* decode_line by the book, one function call per question and code
   point: the tests' reference for the cached classes.  */
static void
decode_line_reference (struct bg_line *l)
{
  size_t n = 0;
  l->ncontrols = l->nclassdiff = 0;
  /* Not summed, so that alike_without_controls looks at every
     character here: the tests compare the two paths.  */
  l->nunalike = SIZE_MAX;
  for (size_t b = 0; b < l->nbytes; n++)
    {
      l->off[n] = (uint32_t) b;
      b += bg_utf8_decode (l->s + b, l->nbytes - b, &l->cp[n]);
      FriBidiCharType t = bg_bidi_type (l->cp[n]);
      l->type[n] = t;
      l->ncontrols += (size_t) bg_is_control (l->cp[n]);
      l->nclassdiff += (size_t) bg_class_differs (l->cp[n]);
    }
  l->n = n;
  l->off[n] = (uint32_t) l->nbytes;
}

/* The atoms' byte offsets as code point spans: both run forward.  */
static void
atoms_to_code_points (struct bg_line *l)
{
  size_t k = 0, n = l->n;
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      struct bg_span *sp = &l->span[a];
      sp->start = cp_at_byte (l->off, n, &k, at->start);
      sp->open_end = cp_at_byte (l->off, n, &k, at->open_end);
      sp->close_start = cp_at_byte (l->off, n, &k, at->close_start);
      sp->end = cp_at_byte (l->off, n, &k, at->end);
    }
}

/* A line written right to left (READS_RTL: bg_line_reads_rtl) first
   displayed as its authors read it, base auto, for its letter-caused
   findings alone, into sc->rtl_read (cleared for every other line), its
   displays kept apart for the report of those findings
   (BG_MODEL_AS_WRITTEN); the line's base and model are then its own
   again.  False when out of memory.  */
static bool
read_as_written (struct bg_scanner *sc, struct bg_line *l, bool reads_rtl,
		 unsigned checks)
{
  bg_findings_clear (&sc->rtl_read);
  sc->rtl_read.failed = false;
  if (!reads_rtl)
    return true;
  enum bg_base base = l->base;
  l->base = bg_model_base (BG_MODEL_AS_WRITTEN, base);
  l->model = BG_MODEL_AS_WRITTEN;
  bool ok = bg_check_engines (l, &sc->engines, checks & BG_LETTER_CHECKS,
			      &sc->rtl_read);
  l->base = base;
  l->model = BG_MODEL_BASE;
  return ok;
}

/* Decode the line whose atoms are in place into arrays for its code
   points.  A short line takes its byte count as their bound; a long one
   the count of valid UTF-8, eight bytes a step, so that a 10 MB line
   does not cost ten times its size, and the decoder's own count when
   continuation bytes standing alone make that too few.  */
static bool
decode (struct bg_scanner *sc)
{
  struct bg_line *l = &sc->line;
  size_t max_cp = l->nbytes;
  if (l->nbytes > LONG_LINE && !sc->reference)
    {
      BG_COUNT_WALK (sc->walks);
      max_cp = bg_utf8_count_starts (l->s, l->nbytes);
    }
  if (!line_reserve (sc, max_cp, l->natoms))
    return false;
  BG_COUNT_WALK (sc->walks);
  if (sc->reference)
    {
      decode_line_reference (l);
      atoms_to_code_points (l);
      return true;
    }
  if (decode_line (l, classes (sc), max_cp))
    return true;
  BG_COUNT_WALK (sc->walks);
  max_cp = 0;
  uint32_t c;
  for (size_t b = 0; b < l->nbytes; max_cp++)
    b += bg_utf8_decode_fast (l->s + b, l->nbytes - b, &c);
  return line_reserve (sc, max_cp, l->natoms)
	 && decode_line (l, classes (sc), max_cp);
}

/* Decode the line whose atoms are in place and build what the checks
   read; QUIET when the quiet walk proved it (no units then).  */
static bool
prepare_line (struct bg_scanner *sc, int quiet)
{
  struct bg_line *l = &sc->line;
  if (!decode (sc))
    return 0;
  l->nunits = 0;
  l->quiet = quiet;
  if (quiet)
    return 1;
  bg_line_build_units (l);
  return 1;
}

/* A byte >= 0x80 in S[B..E), 8 bytes at a time: the gaps between a
   line's literals are short, too short for bg_find_non_ascii's setup.  */
static inline bool
gap_non_ascii (const unsigned char *s, size_t b, size_t e)
{
  for (; b + 8 <= e; b += 8)
    {
      uint64_t w;
      memcpy (&w, s + b, 8);
      if (w & 0x8080808080808080u)
	return true;
    }
  for (; b < e; b++)
    if (s[b] >= 0x80)
      return true;
  return false;
}

/* A byte >= 0x80 of the line S[0..N) outside its comments and literals
   (ATOMS[0..NATOMS)): a character in code, which only an identifier (or
   a stray character) can hold.  The atoms may be the comments and
   literals alone; only the bytes between them are read, not the
   contents (most of a localised line).  */
static bool
code_non_ascii (const unsigned char *s, size_t n, const struct bg_atom *atoms,
		size_t natoms)
{
  size_t b = 0;
  for (size_t a = 0; a < natoms; a++)
    {
      const struct bg_atom *at = &atoms[a];
      if (bg_atom_is_token (at->kind))
	continue;  /* code: read with the gap it is in */
      if (at->start > b && gap_non_ascii (s, b, at->start))
	return true;
      if (at->end > b)
	b = at->end;
    }
  return b < n && gap_non_ascii (s, b, n);
}

/* The identifier checks of CHECKS the line S[0..N) needs: those of a
   line with a character in code, none otherwise.  */
static unsigned
ident_checks (struct bg_scanner *sc, const unsigned char *s, size_t n,
	      unsigned checks, const struct bg_atom *atoms, size_t natoms)
{
  if (!(checks & BG_IDENT_CHECKS) || !sc->lexer.code_high)
    return 0;
  BG_COUNT_WALK (sc->walks);
  return code_non_ascii (s, n, atoms, natoms) ? checks & BG_IDENT_CHECKS : 0;
}

/* Give the line S[0..N), ATOMS[0..NATOMS) (the lexer's own or l->atoms:
   every atom of the line), to sc->line, and decode it.  */
static bool
take_line (struct bg_scanner *sc, const unsigned char *s, size_t n,
	   unsigned long lineno, const struct bg_atom *atoms, size_t natoms,
	   int quiet)
{
  struct bg_line *l = &sc->line;
  if (atoms != l->atoms)
    {
      if (natoms >= l->atoms_cap
	  && !bg_grow (&l->atoms, &l->atoms_cap, natoms + 1, sizeof *l->atoms))
	return false;
      if (natoms)
	memcpy (l->atoms, atoms, natoms * sizeof *atoms);
    }
  l->natoms = natoms;
  l->s = s;
  l->nbytes = n;
  l->lineno = lineno;
  l->base = sc->opts.base;
  /* The lookalike check reads on from the line up to here: the
     buffer's end when the line is in it, else the line's.  */
  const unsigned char *end = sc->reporter.buf + sc->reporter.buflen;
  l->text_end = sc->reporter.buf && s >= sc->reporter.buf && s + n <= end
		? end : s + n;
  bg_findings_clear (&sc->findings);
  return prepare_line (sc, quiet);
}

/* The checks of a decoded line into sc->findings: QUIET, the quiet walk
   proved it (only CHECKS that need no display), else under every engine;
   IDENTS, the identifier checks.  */
static bool
judge_line (struct bg_scanner *sc, unsigned checks, unsigned idents,
	    int quiet)
{
  struct bg_line *l = &sc->line;
  if (quiet)
    {
      if (!bg_check_atoms (l, checks, &sc->findings))
	return false;
    }
  else
    {
      /* Asked once: the answer reads the units and the classes, which
	 neither display changes.  */
      bool reads_rtl = bg_line_reads_rtl (l);
      if (!read_as_written (sc, l, reads_rtl, checks)
	  || !bg_check_engines (l, &sc->engines, checks, &sc->findings)
	  || !bg_line_letters_as_written (reads_rtl, &sc->rtl_read,
					  &sc->findings))
	return false;
    }
  return !idents
	 || bg_check_identifiers (l, idents, sc->idents, sc->file,
				  &sc->findings);
}

/* Check one line in full, ATOMS[0..NATOMS) all its atoms (the lexer's
   own, or l->atoms).  Returns findings reported, or -1.  CHECKS without a
   bidi check: the line cannot reorder and only its identifiers are
   looked at.  WALKED: the quiet walk has run and found it not quiet (0),
   or has not run (-1).  */
static long
check_line (struct bg_scanner *sc, const unsigned char *s, size_t n,
	    unsigned long lineno, unsigned checks,
	    const struct bg_atom *atoms, size_t natoms, int walked,
	    bg_report_fn report, void *user)
{
  struct bg_line *l = &sc->line;
  unsigned idents = ident_checks (sc, s, n, checks, atoms, natoms);
  checks &= ~BG_IDENT_CHECKS;
  /* The quiet walk reads the bytes and atoms alone: a line it proves
     needs no decoding into arrays unless ucn or any is on.  */
  if (walked < 0)
    {
      walked = 0;
      if (checks && !sc->reference)
	{
	  BG_COUNT_WALK (sc->walks);
	  walked = bg_line_is_quiet (s, n, sc->opts.base, atoms, natoms,
				     classes (sc));
	}
    }
  int quiet = !checks || walked;
  /* A quiet line has its controls balanced inside contents: only ucn and
     any remain possible, and neither needs a display.  */
  /* line-break fails the walk where it has something to read, but a
     line that ends at a lone CR (l->after_cr).  */
  /* lookalike fails the walk wherever it has something to read.  */
  if (quiet)
    checks &= BG_QUIET_CHECKS
	      & ~(l->after_cr ? 0u : BG_CHECK_BIT (BG_CHECK_LINE_BREAK))
	      & ~BG_CHECK_BIT (BG_CHECK_LOOKALIKE);
  sc->quiet_lines += (unsigned long) walked;
  if (quiet && !checks && !idents)
    return 0;
  if (!take_line (sc, s, n, lineno, atoms, natoms, quiet)
      || !judge_line (sc, checks, idents, quiet))
    return -1;
  bg_findings_merge (l, &sc->findings);
  bg_findings_drop_marked (l, &sc->findings);
  size_t kept = sc->findings.n;
  if (!bg_report_line (&sc->reporter, l, &sc->engines, &sc->findings, report,
		       user))
    return -1;
  return (long) (kept < BG_MAX_PER_LINE ? kept : BG_MAX_PER_LINE);
}

const char *
bg_scanner_notice (struct bg_scanner *sc)
{
  static const char fmt[] = "ICU %s could not be loaded (%s): lines are "
			    "displayed with FriBidi alone";
  if (sc->engines.icu_missing != 1)
    return NULL;
  sc->engines.icu_missing = 2;
  snprintf (sc->notice, sizeof sc->notice, fmt, bg_icu_version (),
	    bg_icu_error (sc->icu) ? bg_icu_error (sc->icu) : "?");
  return sc->notice;
}

bool
bg_scanner_resolve_levels (struct bg_scanner *sc, const unsigned int *cp,
			   size_t n, enum bg_base base, int *par_level,
			   int *levels, size_t *order)
{
  enum bg_engine_id e = sc->opts.engines == BG_ENGINES_FRIBIDI
			  ? BG_ENGINE_FRIBIDI : BG_ENGINE_ICU;
  if (e == BG_ENGINE_ICU && !bg_icu_load (sc->icu))
    return false;
  return bg_resolve_levels_by (&sc->levels, sc->icu, e, cp, n, base,
			       par_level, levels, order);
}

/* bg_line_may_reorder with the classes of CC, from S[FIRST], the line's
   first byte >= 0x80.  */
static bool
line_may_reorder (const struct bg_class_cache *cc, const unsigned char *s,
		  size_t n, size_t first)
{
  size_t i = first;
  while (i < n)
    {
      uint32_t c;
      size_t at = i;
      i += bg_utf8_decode_fast (s + i, n - i, &c);
      /* Star, invisible, slash shows as a comment's end: the walk fails
	 it in a comment (the lookalike check).  */
      if (at && s[at - 1] == '*' && bg_is_unseen (c))
	return 1;
      /* Nothing below U+0590 is R, AL, AN or a control.  */
      if (c >= 0x0590 && !BG_CP_IS_INVALID (c))
	{
	  FriBidiCharType t;
	  int control;
	  if (c - BG_CACHE_RTL_LO < BG_CACHE_RTL_HI - BG_CACHE_RTL_LO
	      || c - BG_CACHE_PUNCT_LO < BG_CACHE_PUNCT_HI - BG_CACHE_PUNCT_LO)
	    {
	      struct bg_char_info tmp;
	      const struct bg_char_info *ci = bg_char_info_of (cc, c, &tmp);
	      t = ci->type;
	      /* A line separator: the line-break check reads its line; a
		 look-alike of half a comment's end, the lookalike check;
		 a character right to left to FriBidi or Unicode 17 only
		 (U+07FD, an NSM to ICU) makes some viewer reorder it.  */
	      control = ci->control | ci->line_sep
			| (ci->differs && bg_class_rtl_elsewhere (c, t))
			| ci->fake;
	    }
	  else
	    {
	      t = bg_bidi_type (c);
	      control = bg_is_control (c) || bg_class_rtl_elsewhere (c, t)
			|| bg_closer_half (c);
	    }
	  if (t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL
	      || t == FRIBIDI_TYPE_AN || control)
	    return 1;
	}
      /* A look-alike of a raw string's ')' or '"', on a line with a
	 quote: the walk fails it in a raw string.  */
      if (c > 0x7F && bg_raw_closer_half (c) && memchr (s, '"', n))
	return 1;
      if (i < n && s[i] < 0x80)
	i += bg_find_non_ascii (s + i, n - i);
    }
  /* A line of nothing right to left whose backslash an invisible
     character follows (`// off \<ZWSP>`) shows a splice cpp does not
     make: the line-break check reads it.  */
  return bg_line_false_splice (cc, s, n);
}

/* Whether the logical line LX just lexed, at BASE, is a directive: its
   first token, comments aside, a lone '#' or '%:' (the lexer makes
   either an atom of its own only first on a line).  */
static bool
logical_directive (const struct bg_lexer *lx, const unsigned char *base)
{
  for (size_t a = 0; a < lx->natoms; a++)
    {
      const struct bg_atom *at = &lx->atoms[a];
      if (at->kind == BG_ATOM_COMMENT)
	continue;
      const unsigned char *t = base + at->start;
      return at->kind == BG_ATOM_PUNCT
	     && ((at->end == at->start + 1 && t[0] == '#')
		 || (at->end == at->start + 2 && t[0] == '%' && t[1] == ':'));
    }
  return false;
}

/* Check physical line K of the logical line just lexed for all its
   atoms; WALKED as check_line's.  */
static long
check_phys_line (struct bg_scanner *sc, const unsigned char *base, size_t k,
		 unsigned long lineno, unsigned checks, int walked,
		 bg_report_fn report, void *user)
{
  struct bg_lexer *lx = &sc->lexer;
  struct bg_line *l = &sc->line;
  /* The lexer's atoms as they are when nothing needs clipping (most
     lines): check_line copies them only for a line it checks in full.  */
  size_t natoms;
  const struct bg_atom *atoms;
  if (!bg_lex_line_atoms_as_lexed (lx, k, &atoms, &natoms))
    {
      if (lx->natoms >= l->atoms_cap
	  && !bg_grow (&l->atoms, &l->atoms_cap, lx->natoms + 1,
		       sizeof *l->atoms))
	return -1;
      natoms = bg_lex_line_atoms (lx, k, l->atoms);
      atoms = l->atoms;
    }
  const struct bg_phys_line *pl = &lx->lines[k];
  /* The escapes of the line, for ucn: read from the cleaned text, so
     that a splice or ??/ inside one is read as cpp reads it.  */
  size_t e0, e1 = bg_lex_line_escapes (lx, k, &e0);
  if (e1 - e0 > l->escapes_cap
      && !bg_grow (&l->escapes, &l->escapes_cap, e1 - e0, sizeof *l->escapes))
    return -1;
  l->nescapes = 0;
  for (size_t e = e0; e < e1; e++)
    {
      struct bg_escape x = lx->escapes[e];
      size_t end = x.end < pl->end ? x.end : pl->end;
      l->escapes[l->nescapes++] = (struct bg_escape) {
	(uint32_t) (x.start - pl->start), (uint32_t) (end - pl->start),
	x.value };
    }
  l->in_directive = logical_directive (lx, base);
  return check_line (sc, base + pl->start, pl->end - pl->start, lineno,
		     checks, atoms, natoms, walked, report, user);
}

/* Whether the physical line that ends at S[END] ends at a lone CR that
   the line-break check must read: such a line may be all ASCII, and the
   quiet walk would prove it quiet.  Sets sc->line.after_cr.  (A line
   separator fails the quiet walk and line_may_reorder's test instead:
   no pass of its own.)  */
static int
line_break_here (struct bg_scanner *sc, const unsigned char *s, size_t end)
{
  struct bg_line *l = &sc->line;
  l->after_cr = NULL;
  if (!(sc->opts.checks & BG_CHECK_BIT (BG_CHECK_LINE_BREAK)))
    return 0;
  size_t len = sc->reporter.buflen;
  if (sc->lone_cr_misleads && end + 1 < len && s[end] == '\r'
      && s[end + 1] != '\n')
    {
      const unsigned char *t = s + end + 1;
      size_t m = len - end - 1, k = 0;
      while (k < m && t[k] != '\n' && t[k] != '\r')
	k++;
      l->after_cr = t;
      l->after_cr_len = k;
      return 1;
    }
  return 0;
}

/* Whether physical line K of the logical line at S[POS..] (Q: the
   buffer's first byte >= 0x80, or backslash with UCN, from POS) may
   reorder, and its first byte >= 0x80 into *FIRST.  */
static inline bool
phys_line_may_reorder (struct bg_scanner *sc, const unsigned char *s,
		       size_t pos, size_t q, size_t k, int ucn, size_t *first,
		       int *sep)
{
  const struct bg_phys_line *pl = &sc->lexer.lines[k];
  const unsigned char *ls = s + pos + pl->start;
  size_t n = pl->end - pl->start;
  /* Q's line knows its first byte >= 0x80, and no line before it holds
     one.  */
  if (ucn || q < pos + pl->start)
    {
      BG_COUNT_WALK (sc->walks);
      *first = bg_find_non_ascii (ls, n);
    }
  else
    *first = q >= pos + pl->end ? n : q - (pos + pl->start);
  bool may = false;
  if (*first < n)
    {
      BG_COUNT_WALK (sc->walks);
      const struct bg_class_cache *cc = classes (sc);
      /* Most often a right-to-left letter: one look at the pair table.  */
      uint16_t two;
      if (*first + 1 < n)
	memcpy (&two, ls + *first, sizeof two);
      may = (*first + 1 < n && (cc->pair[two] & BG_PAIR_RTL))
	    || line_may_reorder (cc, ls, n, *first);
    }
  if (!may && ucn)
    {
      size_t e0;
      may = bg_lex_line_escapes (&sc->lexer, k, &e0) > e0;
    }
  *sep = line_break_here (sc, s, pos + pl->end);
  return may || *sep;
}

/* What a logical line holding a byte >= 0x80 gets, planned before it is
   lexed: the quiet walk fused with the lexer (bg_line_lex_quiet) when it
   is one plain physical line that may reorder and only the walk's
   verdict is wanted; it is then done (PLAN_QUIET) or lexed for all its
   atoms with the walk's verdict kept (PLAN_WALKED).  Any other line
   (PLAN_LEX) is lexed once for all its atoms.  Nothing is lexed twice
   for its atoms, and the lexer never goes back.  */
enum plan
{
  PLAN_QUIET,
  PLAN_WALKED,
  PLAN_LEX
};

/* The per-buffer facts the plan of every line needs.  */
struct buffer_plan
{
  int ucn;            /* the ucn check: escapes matter */
  int verdict_only;   /* nothing needs a quiet line's atoms afterwards */
};

/* The plan of the logical line just cleaned from S[POS..] (Q: its first
   byte >= 0x80, or escape start with ucn); *MAY0 and *FIRST0 say whether
   its first physical line may reorder and where its first byte >= 0x80
   is, when worked out here (*MAY0 -1 otherwise).  */
static enum plan
plan_line (struct bg_scanner *sc, const struct buffer_plan *bp,
	   const unsigned char *s, size_t pos, size_t q, int *may0,
	   size_t *first0)
{
  struct bg_lexer *lx = &sc->lexer;
  *may0 = -1;
  *first0 = 0;
  if (!bp->verdict_only || lx->nlines != 1)
    return PLAN_LEX;
  int sep;
  *may0 = phys_line_may_reorder (sc, s, pos, q, 0, bp->ucn, first0, &sep);
  if (sep)
    *may0 = -1;  /* check_logical_line asks again, for SEP */
  if (*may0 <= 0)
    return PLAN_LEX;
  BG_COUNT_WALK (sc->walks);
  int fused = bg_line_lex_quiet (lx, sc->opts.base, classes (sc));
  return fused == 1 ? PLAN_QUIET : fused == 0 ? PLAN_WALKED : PLAN_LEX;
}

/* Check the physical lines of the logical line lexed from S[POS..] (Q as
   plan_line's), the first at LINENO, as planned.  Returns findings
   reported, or -1.  */
static long
check_logical_line (struct bg_scanner *sc, const struct buffer_plan *bp,
		    const unsigned char *s, size_t pos, size_t q,
		    unsigned long lineno, unsigned checks, enum plan plan,
		    int may0, size_t first0, bg_report_fn report, void *user)
{
  struct bg_lexer *lx = &sc->lexer;
  long total = 0;
  for (size_t k = 0; k < lx->nlines; k++)
    {
      size_t first = first0;
      int sep = 0;
      int may = k == 0 && may0 >= 0
		? may0 : phys_line_may_reorder (sc, s, pos, q, k, bp->ucn,
						&first, &sep);
      unsigned line_checks = checks;
      /* A line that cannot reorder can still hold a character in an
	 identifier (check_line looks whether it does).  */
      if (!may)
	{
	  const struct bg_phys_line *pl = &lx->lines[k];
	  line_checks &= BG_IDENT_CHECKS;
	  if (!line_checks || !lx->code_high || first == pl->end - pl->start)
	    continue;
	}
      int walked = k == 0 && plan == PLAN_WALKED ? 0 : -1;
      long r = check_phys_line (sc, s + pos, k, lineno + k, line_checks,
				walked, report, user);
      if (r < 0)
	return -1;
      total += r;
    }
  return total;
}

/* Whether only the quiet walk's verdict is wanted of a quiet line under
   CHECKS: nothing needs its atoms afterwards (the checks a quiet line
   can still fire, identifiers aside: ucn, any).  line-break and
   lookalike read only the lines that hold what they look for
   (line_break_here; line_may_reorder): for the others they need no
   atoms either.  */
static int
verdict_only (const struct bg_scanner *sc, unsigned checks)
{
  const unsigned lb = BG_CHECK_BIT (BG_CHECK_LINE_BREAK)
		      | BG_CHECK_BIT (BG_CHECK_LOOKALIKE);
  return (checks & ~BG_IDENT_CHECKS & ~lb)
	 && !(checks & BG_QUIET_CHECKS & ~BG_IDENT_CHECKS & ~lb)
	 && !sc->reference;
}

static long
scan (struct bg_scanner *sc, const unsigned char *s, size_t len,
      unsigned checks, unsigned long first_line, bg_report_fn report,
      void *user)
{
  struct bg_lexer *lx = &sc->lexer;
  bg_lexer_reset (lx);
  /* For the calls around a literal a fix-it escapes in (report.c).  */
  sc->reporter.buf = s;
  sc->reporter.buflen = len;
  sc->reporter.lang = &lx->lang;
  sc->reporter.calls_started = false;
  struct buffer_plan bp;
  bp.ucn = (checks & BG_CHECKS_ASCII) != 0;
  lx->want_escapes = bp.ucn;
  bp.verdict_only = verdict_only (sc, checks);
  size_t lone_cr = checks & BG_CHECK_BIT (BG_CHECK_LINE_BREAK)
		   ? bg_first_misleading_cr (s, len) : len;
  sc->lone_cr_misleads = lone_cr < len;
  /* Where an escape may start: a backslash, or ??/ with trigraphs.  */
  unsigned char esc2 = lx->lang.trigraphs ? '?' : '\\';
  size_t pos = 0;
  unsigned long lineno = first_line;
  long total = 0;
  while (pos < len)
    {
      BG_COUNT_WALK (sc->walks);
      size_t q = pos + (bp.ucn ? bg_find_non_ascii_or (s + pos, len - pos,
						       '\\', esc2)
			       : bg_find_non_ascii (s + pos, len - pos));
      /* A lone CR ends a line that may have no byte >= 0x80.  */
      if (lone_cr < pos)
	lone_cr = bg_next_lone_cr (s, pos, len);  /* the text holds an LF */
      if (lone_cr < q)
	q = lone_cr;
      if (q >= len)
	break;
      /* Lex the logical lines before the one holding Q for their state
	 only, then that one as planned.  */
      for (;;)
	{
	  BG_COUNT_WALK (sc->walks);
	  size_t next = bg_lex_clean (lx, s + pos, len - pos);
	  if (!next)
	    return -1;
	  int here = q < pos + next;
	  int may0 = -1;
	  size_t first0 = 0;
	  enum plan plan = here ? plan_line (sc, &bp, s, pos, q, &may0,
					     &first0)
				: PLAN_LEX;
	  if (plan != PLAN_QUIET)
	    {
	      BG_COUNT_WALK (sc->walks);
	      if (!bg_lex_run (lx, here ? BG_LEX_ATOMS_ALL
					: BG_LEX_ATOMS_NONE))
		return -1;
	    }
	  else
	    sc->quiet_lines++;
	  long r = here && plan != PLAN_QUIET
		   ? check_logical_line (sc, &bp, s, pos, q, lineno, checks,
					 plan, may0, first0, report, user)
		   : 0;
	  if (r < 0)
	    return -1;
	  total += r;
	  lineno += lx->nlines;
	  pos += next;
	  if (here)
	    break;
	}
    }
  return total;
}

long
bg_scan_buffer (struct bg_scanner *sc, const char *buf, size_t len,
		bg_report_fn report, void *user)
{
  return scan (sc, (const unsigned char *) buf, len, sc->opts.checks, 1,
	       report, user);
}

bool
bg_scanner_read_two_ways (const struct bg_scanner *sc)
{
  return sc->lexer.read_two_ways;
}

bool
bg_scanner_read_before_embed_otherwise (const struct bg_scanner *sc)
{
  return sc->lexer.read_before_embed_otherwise;
}

void
bg_scanner_set_file (struct bg_scanner *sc, unsigned file)
{
  sc->file = file;
}

bool
bg_scanner_wants_names (const struct bg_scanner *sc)
{
  return (sc->opts.checks & BG_CHECK_BIT (BG_CHECK_CONFUSABLE))
	 && bg_idents_have_skeletons (sc->idents);
}

bool
bg_scanner_add_name (struct bg_scanner *sc, const char *name, size_t len)
{
  struct bg_ident_place none = { 0, 0, 0, 0, len };
  return !bg_scanner_wants_names (sc)
	 || bg_idents_add (sc->idents, name, len, false, &none, NULL, NULL);
}

/* Display column of byte B of the line S, from byte FROM at column COL
   (0 and 1: the line's start), as GCC counts by default (tabs to stops
   of 8, wide characters as two: "int <FULLWIDTH s>ize2, size2" puts the
   ASCII name where the plugin's location does).  */
static size_t
ascii_display_column (const unsigned char *s, size_t from, size_t col,
		      size_t b)
{
  for (size_t i = from; i < b;)
    {
      uint32_t c;
      size_t k = bg_utf8_decode (s + i, b - i, &c);
      if (c == '\t')
	col = (col + 7) / 8 * 8 + 1;
      else
	col += BG_CP_IS_INVALID (c) ? 1 : bg_gcc_width (c);
      i += k;
    }
  return col;
}

/* The ASCII identifiers of physical line K of the logical line just
   lexed (its first byte at BASE), as line LINENO.  */
static bool
names_of_line (struct bg_scanner *sc, const unsigned char *base, size_t k,
	       unsigned long lineno, bg_order_fn order, void *ouser,
	       long *added)
{
  struct bg_lexer *lx = &sc->lexer;
  struct bg_line *l = &sc->line;
  if (lx->natoms >= l->atoms_cap
      && !bg_grow (&l->atoms, &l->atoms_cap, lx->natoms + 1,
		   sizeof *l->atoms))
    return false;
  size_t na = bg_lex_line_atoms (lx, k, l->atoms);
  const unsigned char *ls = base + lx->lines[k].start;
  /* The columns run on from one name to the next: a long line of names
     is counted once, not once a name.  */
  size_t at_byte = 0, col = 1;
  for (size_t a = 0; a < na; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      if (at->kind != BG_ATOM_IDENT || at->message)
	continue;
      col = ascii_display_column (ls, at_byte, col, at->start);
      at_byte = at->start;
      struct bg_ident_place p = { sc->file, lineno, at->start + 1, col,
				  at->end - at->start };
      if (!bg_idents_add (sc->idents, (const char *) ls + at->start,
			  p.byte_len, false, &p, order, ouser))
	return false;
      ++*added;
    }
  return true;
}

long
bg_scan_names (struct bg_scanner *sc, const char *buf, size_t len,
	       bg_order_fn order, void *order_user)
{
  if (!bg_scanner_wants_names (sc))
    return 0;
  const unsigned char *s = (const unsigned char *) buf;
  struct bg_lexer *lx = &sc->lexer;
  bg_lexer_reset (lx);
  unsigned long lineno = 1;
  long added = 0;
  for (size_t pos = 0; pos < len;)
    {
      size_t next = bg_lex_clean (lx, s + pos, len - pos);
      if (!next || !bg_lex_run (lx, BG_LEX_ATOMS_ALL))
	return -1;
      for (size_t k = 0; k < lx->nlines; k++)
	if (!names_of_line (sc, s + pos, k, lineno + k, order, order_user,
			    &added))
	  return -1;
      lineno += lx->nlines;
      pos += next;
    }
  return added;
}

long
bg_scanner_twins (struct bg_scanner *sc, bg_order_fn order, void *order_user,
		  bg_twin_fn report, void *user)
{
  if (!(sc->opts.checks & BG_CHECK_BIT (BG_CHECK_CONFUSABLE)))
    return 0;
  return bg_idents_report (sc->idents, order, order_user, report,
			   user);
}

void
bg_scanner_forget_names (struct bg_scanner *sc)
{
  bg_idents_clear (sc->idents);
}
