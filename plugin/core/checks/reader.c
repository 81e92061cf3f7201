/* SPDX-License-Identifier: GPL-3.0-or-later */
/* reader.c - the deception test: the displayed line read as C.
 *
 * doc/design.md section 2.5.  When right-to-left letters alone move code,
 * what matters is what a reviewer takes the displayed line for.  This file
 * reads the display the way the reviewer does - left to right, glyph by
 * glyph (a mirrored character at an odd level is read as its mirror) -
 * with the lexer that reads the compiled line (text/lex.c in its display
 * mode, bg_lexer_init_display: one reading of C, so the two readings
 * differ only where the display does), and compares the tokens it reads
 * with the tokens the compiler reads.
 *
 * The display deceives when it reads as well-formed code that means
 * something else:
 * - well-formed: every right-to-left letter that stood in a comment or
 *   literal still stands in a comment or literal of the display, every
 *   character of a comment still reads as part of a comment, and no
 *   literal of the display is left open (a block comment may be: it reads
 *   as a comment still, like the code it swallowed);
 * - something else: the displayed tokens are not the compiled ones, one
 *   by one - each displayed code token, number or literal without
 *   letters (`"10"`, `'0'`: operands like numbers) must be made of
 *   exactly the visible characters of the compiled token at the same
 *   place, of the same kind, a punctuator or number reading the same
 *   characters in the same order.  A comment or literal that holds words
 *   is text for people: it must hold exactly one compiled comment's or
 *   literal's characters, and stand where the compiled line has one
 *   holding words, whichever (a table of Hebrew strings shown right to
 *   left reads as the same table; a literal made of the quotes of two
 *   literals, or holding another's numbers, reads as other text).
 * A display that is not well-formed is visibly broken - words drawn
 * outside the quotes, numbers inside them - and deceives nobody.
 *
 * One pass over the display, one over the line: linear.
 */
#include <stdlib.h>
#include <string.h>

#include "bidi/bidi.h"
#include "checks/checks.h"

/* This file's buffers (l->rd), carved with the line; no other file sees
   them.  */
struct bg_reader_scratch
{
  int32_t *atom_of;        /* per code point: its atom, -1 for blanks */
  int32_t *vsrc;           /* per visible character in visual order: its
			      code point */
  unsigned char *shown;    /* per code point: what the reader takes the
			      token holding it for */
  unsigned char *whole;    /* shown as the reader of the whole line left
			      it (bg_display_deceives), which the readers
			      of its constructs overwrite */
  int32_t *vindex;         /* per code point: its index in vsrc, -1 when
			      not shown or a control */
  /* Per atom: the first and last index in vsrc of its characters, -1
     when none shows (construct_deceives reads a construct's place in
     the display from its atoms, not from each of its characters).  */
  int32_t *vfirst, *vlast;
  /* Every code point of the line has a place in vsrc (no control, none
     hidden): prepare's fast way.  */
  bool all_placed;
  /* The construct stack (bg_display_deceives): per open bracket, its
     atom, where its current piece starts and how many separators it has
     seen.  */
  int32_t *open_atom, *piece_start, *pieces;
  /* What the reader sees, for the text room's lexer to read
     (bg_lexer_init_display): the glyphs of rs->vsrc in UTF-8, each blank
     a space; per visible character its first byte (one more: the end),
     per byte its visible character (one more: the count).  */
  unsigned char *seen;
  int32_t *seen_at, *seen_char;
  /* The whole display lexed once (lex_display: WHOLE_LEXED), its
     WHOLE_N visible characters into WHOLE_ATOMS atoms; they serve every
     construct whose glyphs they cut out exactly (shared_tokens) when
     WHOLE_SHARED.  PART lexes a construct they do not.  */
  struct bg_lexer lexer, part;
  size_t whole_n, whole_atoms;
  bool whole_lexed, whole_ok, whole_shared;
  unsigned long walks;     /* tests: its passes over a line (BG_COUNT_WALK) */
};

struct bg_reader_scratch *
bg_reader_scratch_new (const struct bg_lang *lang)
{
  struct bg_reader_scratch *rs = calloc (1, sizeof *rs);
  if (rs)
    {
      bg_lexer_init_display (&rs->lexer, lang);
      bg_lexer_init_display (&rs->part, lang);
    }
  return rs;
}

void
bg_reader_scratch_free (struct bg_reader_scratch *rs)
{
  if (rs)
    {
      bg_lexer_free (&rs->lexer);
      bg_lexer_free (&rs->part);
    }
  free (rs);
}

unsigned long
bg_reader_walks (const struct bg_reader_scratch *rs)
{
  return rs->walks;
}

size_t
bg_reader_scratch_carve (struct bg_reader_scratch *rs, char *base, size_t n,
			 size_t natoms)
{
  size_t ncp = n + 1, off = 0;
  BG_CARVE (base, off, rs->atom_of, ncp);
  BG_CARVE (base, off, rs->vsrc, ncp);
  BG_CARVE (base, off, rs->shown, ncp);
  BG_CARVE (base, off, rs->whole, ncp);
  BG_CARVE (base, off, rs->vindex, ncp);
  BG_CARVE (base, off, rs->open_atom, natoms + 1);
  BG_CARVE (base, off, rs->piece_start, natoms + 1);
  BG_CARVE (base, off, rs->pieces, natoms + 1);
  BG_CARVE (base, off, rs->vfirst, natoms + 1);
  BG_CARVE (base, off, rs->vlast, natoms + 1);
  BG_CARVE (base, off, rs->seen, 4 * ncp);
  BG_CARVE (base, off, rs->seen_at, ncp);
  BG_CARVE (base, off, rs->seen_char, 4 * ncp);
  return off;
}

/* What the reader takes a displayed token for.  */
enum read_kind
{
  RK_NONE,      /* white space, or not read yet */
  RK_IDENT,
  RK_NUMBER,
  RK_PUNCT,
  RK_COMMENT,
  RK_LITERAL    /* string, raw string, header name */,
  RK_CHAR
};

/* The braced lists of a reading, innermost ones only (a table's rows):
   how many elements each holds and of what kinds, in order.  */
#define SHAPE_DEPTH 8
struct shape
{
  size_t depth;          /* lists open */
  size_t rows;           /* innermost lists closed */
  size_t elements;       /* the elements of the first of them */
  uint64_t kinds;        /* and the kinds of their first tokens */
  bool unlike;           /* one of them differs from the first */
  size_t commas[SHAPE_DEPTH];
  uint64_t sig[SHAPE_DEPTH];
  bool tail[SHAPE_DEPTH];     /* a token after the last comma */
  bool nested[SHAPE_DEPTH];   /* a list opened inside */
};

/* What a token is to a row's shape.  */
enum shape_kind
{
  SK_NAME = 1,
  SK_NUMBER,
  SK_WORDS,      /* a literal holding letters: text for people */
  SK_LITERAL,    /* a literal without letters: a value */
  SK_CHAR,
  SK_PUNCT,
  SK_LIST
};

static void
shape_start (struct shape *sh)
{
  sh->depth = sh->rows = sh->elements = 0;
  sh->kinds = 0;
  sh->unlike = false;
}

/* One token of a reading, of shape kind KIND: C is '{', '}' or ',' for
   those punctuators, else 0.  */
static void
shape_step (struct shape *sh, uint32_t c, enum shape_kind kind)
{
  size_t d = sh->depth;
  if (c == '{')
    {
      if (d > 0 && d <= SHAPE_DEPTH)
	{
	  if (!sh->tail[d - 1])
	    sh->sig[d - 1] = sh->sig[d - 1] * 31 + SK_LIST;
	  sh->nested[d - 1] = sh->tail[d - 1] = true;
	}
      if (d < SHAPE_DEPTH)
	{
	  sh->commas[d] = 0, sh->sig[d] = 0;
	  sh->tail[d] = sh->nested[d] = false;
	}
      sh->depth++;
      return;
    }
  if (d == 0 || d > SHAPE_DEPTH)
    {
      if (c == '}' && d > 0)
	sh->depth--;
      return;
    }
  if (c == ',')
    sh->commas[d - 1]++, sh->tail[d - 1] = false;
  else if (c != '}')
    {
      if (!sh->tail[d - 1])
	sh->sig[d - 1] = sh->sig[d - 1] * 31 + kind;
      sh->tail[d - 1] = true;
    }
  else
    {
      size_t n = sh->commas[d - 1] + sh->tail[d - 1];
      if (!sh->nested[d - 1])
	{
	  if (sh->rows++ == 0)
	    sh->elements = n, sh->kinds = sh->sig[d - 1];
	  else if (n != sh->elements || sh->sig[d - 1] != sh->kinds)
	    sh->unlike = true;
	}
      sh->depth--;
    }
}

/* The reader over one display.  */
struct reader
{
  const struct bg_line *l;
  const struct bg_view *view;
  struct bg_reader_scratch *rs;
  size_t n;             /* visible characters in visual order (rs->vsrc):
			   the reader reads rs->vsrc[start..n) */
  size_t start;
  size_t end_atom;      /* the construct read is the atoms before this */
  size_t next_atom;     /* the compiled atom the next token is compared to */
  bool differ;          /* a token differs from the compiled one */
  bool open_literal;    /* a displayed literal is left open */
  size_t open, close;   /* the delimiters of the token being read */
  /* Visibly broken: two displayed tokens side by side that no C or C++
     puts side by side (`int 1`, `1 = x`, `"a" 1`), or a row of a table
     shown with another number of elements than all its neighbours
     have.  What a reader takes for no code tells no other story.  */
  bool broken;
  bool in_directive;    /* the line is a directive: its body is free */
  /* The last three code tokens read, the last first (RK_NONE: none).  */
  enum read_kind prev[3];
  size_t prev_from[3], prev_to[3];
  /* Two operands of a commutative operator shown the other way round
     (`x + 1` as `1 + x`): the compiled operand the reader owes at the
     place of SWAP_AT, or SIZE_MAX.  */
  size_t swap_back, swap_at;
  /* A `<` or `>` between them drawn as its mirror: the reader reads the
     mirror there (`10 > x` for `x < 10`), or SIZE_MAX.  */
  size_t swap_op;
  size_t first;         /* the first atom of the construct read */
  /* Not well-formed, known before the end (take): the reading can no
     longer deceive, and the tokens after need no comparing.  */
  bool ill_formed;
  /* No one asks what the reader took the characters for once it is
     ill-formed (rs->shown): a construct's reading, which the whole
     line's reading writes over.  */
  bool may_stop;
  bool row;             /* the construct is what a {} list holds */
  struct shape shown_rows;   /* the braced lists of the display */
  const struct shape *line_rows;   /* and of the compiled line */
};

/* The glyph of character C at LEVEL: C, or its mirror at an odd level.
   Hebrew and Arabic mirror nothing (bg_mirror's gap): a right-to-left
   line's letters are answered without the lookup.  */
static uint32_t
glyph_at (uint32_t c, int level)
{
  return (level & 1) && !(c >= BG_MIRROR_GAP_FIRST && c <= BG_MIRROR_GAP_LAST)
	 ? bg_mirror (c) : c;
}

/* The glyph shown at visual position V.  */
static uint32_t
glyph (const struct reader *r, size_t v)
{
  if (v >= r->n)
    return 0;
  int32_t i = r->rs->vsrc[v];
  return glyph_at (r->l->cp[i], r->view->level[i]);
}

/* Whether code point I of L, shown as glyph C, is white space to a
   reader.  */
static bool
blank_glyph (const struct bg_line *l, size_t i, uint32_t c)
{
  return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r'
	 || l->type[i] == FRIBIDI_TYPE_WS;
}

static bool
is_blank (const struct reader *r, size_t v)
{
  return v < r->n && r->rs->seen[r->rs->seen_at[v]] == ' ';
}

/* The kind the reader expects a compiled atom to read as.  */
static enum read_kind
compiled_kind (enum bg_atom_kind k)
{
  switch (k)
    {
    case BG_ATOM_IDENT: return RK_IDENT;
    case BG_ATOM_NUMBER: return RK_NUMBER;
    case BG_ATOM_PUNCT: return RK_PUNCT;
    case BG_ATOM_COMMENT: return RK_COMMENT;
    case BG_ATOM_CHAR: return RK_CHAR;
    default: return RK_LITERAL;
    }
}

/* Visible characters of atom A.  */
static size_t
visible_count (const struct bg_line *l, size_t a)
{
  size_t count = 0;
  for (size_t i = l->span[a].start; i < l->span[a].end; i++)
    count += !bg_is_control (l->cp[i]);
  return count;
}

/* Whether atom A shows anything: visible_count's question answered at
   the first visible character (asked of every atom on the way, often
   more than once, on a long line).  */
static bool
shows_any (const struct bg_line *l, size_t a)
{
  for (size_t i = l->span[a].start; i < l->span[a].end; i++)
    if (!bg_is_control (l->cp[i]))
      return true;
  return false;
}

/* Whether atoms A and B hold the same visible characters in the same
   order: `1, 1` shown swapped reads the same.  */
static bool
atoms_read_alike (const struct bg_line *l, size_t a, size_t b)
{
  size_t i = l->span[a].start, j = l->span[b].start;
  for (;; i++, j++)
    {
      while (i < l->span[a].end && bg_is_control (l->cp[i]))
	i++;
      while (j < l->span[b].end && bg_is_control (l->cp[j]))
	j++;
      if (i >= l->span[a].end || j >= l->span[b].end)
	return i >= l->span[a].end && j >= l->span[b].end;
      if (l->cp[i] != l->cp[j])
	return false;
    }
}

/* The compiled atom whose visible characters are exactly those of the
   displayed token FROM..TO, or SIZE_MAX.  */
static size_t
whole_atom (const struct reader *r, size_t from, size_t to)
{
  int32_t a = r->rs->atom_of[r->rs->vsrc[from]];
  if (a < 0 || visible_count (r->l, (size_t) a) != to - from)
    return SIZE_MAX;
  for (size_t v = from; v < to; v++)
    if (r->rs->atom_of[r->rs->vsrc[v]] != a)
      return SIZE_MAX;
  return (size_t) a;
}

/* Whether the glyphs FROM..TO read the visible characters of L's code
   points START..END.  */
static bool
reads_text (const struct reader *r, size_t from, size_t to, size_t start,
	    size_t end)
{
  size_t v = from;
  for (size_t i = start; i < end; i++)
    if (!bg_is_control (r->l->cp[i])
	&& (v >= to || r->l->cp[i] != glyph (r, v++)))
      return false;
  return v == to;
}

/* Whether the displayed code token FROM..TO of KIND reads as compiled
   atom A: a punctuator or number by its glyphs; a name (whose
   right-to-left letters show right to left) by being a whole compiled
   name that reads as A.  */
static bool
same_token (const struct reader *r, size_t a, enum read_kind kind,
	    size_t from, size_t to)
{
  const struct bg_line *l = r->l;
  if (compiled_kind (l->atoms[a].kind) != kind)
    return false;
  if (kind == RK_IDENT)
    {
      size_t b = whole_atom (r, from, to);
      return b != SIZE_MAX && atoms_read_alike (l, a, b);
    }
  return reads_text (r, from, to, l->span[a].start, l->span[a].end);
}

/* The first compiled code token or literal from atom A on with
   something visible, or r->end_atom.  Comments are not in the reading:
   text for people beside the code, which the reader takes wherever it
   stands (take).  */
static size_t
visible_from (const struct reader *r, size_t a)
{
  while (a < r->end_atom
	 && (r->l->atoms[a].kind == BG_ATOM_COMMENT
	     || !shows_any (r->l, a)))
    a++;
  return a;
}

/* The next compiled atom the reader compares, from r->next_atom.  */
static size_t
next_compiled (struct reader *r)
{
  r->next_atom = visible_from (r, r->next_atom);
  return r->next_atom;
}

/* A comment or literal whose content holds letters (L, R or AL): text
   for people, which a reader takes as a whole, in whatever order its
   words show.  Only what it holds matters, not where it stands among
   others of its kind: a table of Hebrew strings shown right to left
   reads as the same table.  */
static bool
holds_words (const struct bg_line *l, size_t a)
{
  if (bg_atom_is_token (l->atoms[a].kind))
    return false;
  struct bg_range text = bg_atom_text (l, a);
  for (size_t i = text.from; i < text.to; i++)
    if ((l->type[i] == FRIBIDI_TYPE_LTR || bg_is_rtl_letter (l->type[i]))
	&& !bg_is_control (l->cp[i]))
      return true;   /* a mark (RLM: class R) shows nothing */
  return false;
}

/* Visible characters of the content of atom A.  */
static size_t
visible_content (const struct bg_line *l, size_t a)
{
  size_t count = 0;
  struct bg_range text = bg_atom_text (l, a);
  for (size_t i = text.from; i < text.to; i++)
    count += !bg_is_control (l->cp[i]);
  return count;
}

/* The compiled comment or literal that the displayed one FROM..TO (its
   delimiters r->open and r->close long) shows: its content is exactly
   that atom's visible content, its delimiters read that atom's (quotes
   are quotes, whichever literal they came from); SIZE_MAX for none.  An
   empty content shows compiled atom A when A's is empty too.  */
static size_t
shown_atom (const struct reader *r, size_t a, size_t from, size_t to)
{
  const struct bg_line *l = r->l;
  size_t cfrom = from + r->open, cto = to - r->close;
  size_t b = a;
  if (cfrom < cto)
    {
      int32_t k = r->rs->atom_of[r->rs->vsrc[cfrom]];
      if (k < 0)
	return SIZE_MAX;
      b = (size_t) k;
      struct bg_range text = bg_atom_text (l, b);
      for (size_t v = cfrom; v < cto; v++)
	{
	  size_t i = (size_t) r->rs->vsrc[v];
	  if (r->rs->atom_of[i] != k || i < text.from || i >= text.to)
	    return SIZE_MAX;
	}
    }
  if (b >= l->natoms || bg_atom_is_token (l->atoms[b].kind)
      || visible_content (l, b) != cto - cfrom)
    return SIZE_MAX;
  const struct bg_span *sp = &l->span[b];
  if (!reads_text (r, from, cfrom, sp->start, sp->open_end)
      || !reads_text (r, cto, to, sp->close_start, sp->end))
    return SIZE_MAX;
  return b;
}

/* Letters and digits: what a reader of a literal's words compares.  */
static bool
significant (const struct bg_line *l, size_t i)
{
  FriBidiCharType t = l->type[i];
  return (t == FRIBIDI_TYPE_LTR || bg_is_rtl_letter (t)
	  || t == FRIBIDI_TYPE_EN || t == FRIBIDI_TYPE_AN)
	 && !bg_is_control (l->cp[i]);
}

/* The compiled literal holding words whose letters and digits are
   exactly those the displayed literal FROM..TO shows between its
   delimiters, or SIZE_MAX.  The punctuation at the edges of words in a
   right-to-left run drifts to where the run ends (`"<alef>'", "<bet>'"`
   shows `"<bet>" ,"'<alef>'"`): a reader takes a word with a stray
   geresh for the same word, so such punctuation may come from the text
   of any comment or literal, never from code or a delimiter.  */
static size_t
shown_words_atom (const struct reader *r, size_t from, size_t to)
{
  const struct bg_line *l = r->l;
  size_t cfrom = from + r->open, cto = to - r->close;
  size_t b = SIZE_MAX, count = 0;
  for (size_t v = cfrom; v < cto; v++)
    {
      size_t i = (size_t) r->rs->vsrc[v];
      int32_t k = r->rs->atom_of[i];
      if (k < 0 || bg_atom_is_token (l->atoms[k].kind))
	return SIZE_MAX;
      struct bg_range text = bg_atom_text (l, (size_t) k);
      if (i < text.from || i >= text.to)
	return SIZE_MAX;
      if (!significant (l, i))
	continue;
      if (b != SIZE_MAX && b != (size_t) k)
	return SIZE_MAX;
      b = (size_t) k;
      count++;
    }
  if (b == SIZE_MAX || !holds_words (l, b))
    return SIZE_MAX;
  struct bg_range text = bg_atom_text (l, b);
  for (size_t i = text.from; i < text.to; i++)
    count -= significant (l, i);
  const struct bg_span *sp = &l->span[b];
  if (count != 0 || !reads_text (r, from, cfrom, sp->start, sp->open_end)
      || !reads_text (r, cto, to, sp->close_start, sp->end))
    return SIZE_MAX;
  return b;
}

/* Whether the displayed token FROM..TO of KIND reads as compiled atom A
   at its place: a comment or literal holding words must show one
   compiled comment or literal holding words, of its kind (the words of
   two literals run together, or a literal holding another's numbers,
   read as other text); a literal without words must show A, and every
   other token must be A itself.  */
static bool
reads_as (const struct reader *r, size_t a, enum read_kind kind, size_t from,
	  size_t to)
{
  const struct bg_line *l = r->l;
  if (kind == RK_COMMENT || kind == RK_LITERAL || kind == RK_CHAR)
    {
      size_t b = shown_atom (r, a, from, to);
      if (b == SIZE_MAX && kind != RK_COMMENT)
	b = shown_words_atom (r, from, to);
      if (b == SIZE_MAX || compiled_kind (l->atoms[b].kind) != kind)
	return false;
      if (holds_words (l, b))
	return compiled_kind (l->atoms[a].kind) == kind && holds_words (l, a);
      return compiled_kind (l->atoms[a].kind) == kind
	     && (b == a || atoms_read_alike (l, a, b));
    }
  return same_token (r, a, kind, from, to);
}

/* Whether compiled atom A is a punctuator or name spelled as one of
   WORDS.  */
static bool
atom_is (const struct bg_line *l, size_t a, const char *const *words,
	 size_t nwords)
{
  const struct bg_span *sp = &l->span[a];
  size_t len = sp->end - sp->start;
  if (l->atoms[a].kind != BG_ATOM_PUNCT && l->atoms[a].kind != BG_ATOM_IDENT)
    return false;
  for (size_t w = 0; w < nwords; w++)
    {
      size_t k = 0;
      if (strlen (words[w]) != len)
	continue;
      while (k < len && l->cp[sp->start + k] == (uint32_t) words[w][k])
	k++;
      if (k == len)
	return true;
    }
  return false;
}

/* Whether the displayed glyphs FROM..TO spell one of WORDS.  */
static bool
glyphs_are (const struct reader *r, size_t from, size_t to,
	    const char *const *words, size_t nwords)
{
  for (size_t w = 0; w < nwords; w++)
    {
      size_t k = 0, len = strlen (words[w]);
      if (len != to - from)
	continue;
      while (k < len && glyph (r, from + k) == (uint32_t) words[w][k])
	k++;
      if (k == len)
	return true;
    }
  return false;
}

static const char *const assignments[] = {
  "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="
};
#define NASSIGN (sizeof assignments / sizeof *assignments)

/* Where an operand of a commutative operator ends on its left or right:
   nothing there binds tighter than the operator.  */
static const char *const before_operand[] = {
  "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
  "(", "[", "{", ",", ";", "?", ":", "&&", "||", "return"
};
static const char *const after_operand[] = {
  ")", "]", "}", ",", ";", "?", ":", "&&", "||"
};
static const char *const commutative[] = { "+", "*", "==", "!=", "&", "|",
					   "^" };
#define NWORDS(w) (sizeof (w) / sizeof *(w))

/* When compiled atoms A, OP, B are `x + 1`, `1 == x` or the like - an
   operand, a commutative operator, an operand, one of them a number or
   character constant and the other a name or number, nothing binding
   tighter on either side - the display that shows B first shows the
   same computation: B, else SIZE_MAX.  */
static size_t
commuted (const struct reader *r, size_t a, size_t *turned)
{
  const struct bg_line *l = r->l;
  size_t op = visible_from (r, a + 1);
  size_t b = op < r->end_atom ? visible_from (r, op + 1) : r->end_atom;
  *turned = SIZE_MAX;
  if (b >= r->end_atom)
    return SIZE_MAX;
  static const char *const compare[] = { "<", ">" };
  if (atom_is (l, op, compare, NWORDS (compare))
      && (r->view->level[l->span[op].start] & 1)
      && r->view->level[l->span[op].start] > 0)
    *turned = op;
  else if (!atom_is (l, op, commutative, NWORDS (commutative)))
    return SIZE_MAX;
  enum bg_atom_kind ka = l->atoms[a].kind, kb = l->atoms[b].kind;
  bool const_a = ka == BG_ATOM_NUMBER || ka == BG_ATOM_CHAR;
  bool const_b = kb == BG_ATOM_NUMBER || kb == BG_ATOM_CHAR;
  if (!(const_a || const_b)
      || (!const_a && ka != BG_ATOM_IDENT) || (!const_b && kb != BG_ATOM_IDENT))
    return SIZE_MAX;
  /* The compiled atom before A, comments and invisible ones skipped
     (looking back: a pass from the construct's start for every token
     the display misplaces would be quadratic in a long line).  */
  size_t before = SIZE_MAX;
  for (size_t k = a; k-- > r->first;)
    if (l->atoms[k].kind != BG_ATOM_COMMENT && shows_any (l, k))
      {
	before = k;
	break;
      }
  size_t after = visible_from (r, b + 1);
  if ((before != SIZE_MAX
       && !atom_is (l, before, before_operand, NWORDS (before_operand)))
      || (after < r->end_atom
	  && !atom_is (l, after, after_operand, NWORDS (after_operand))))
    return SIZE_MAX;
  return b;
}

/* Names after which a number or character constant may stand.  */
static const char *const take_operand[] = {
  "return", "case", "sizeof", "else", "do", "throw", "co_return", "co_yield",
  "co_await", "alignof", "_Alignof", "new", "delete", "not", "compl", "and",
  "or", "xor", "bitand", "bitor", "not_eq", "and_eq", "or_eq", "xor_eq"
};

/* Names that may stand after a number or character constant: C++'s
   alternative spellings of operators (`1 and x`).  */
static const char *const infix_names[] = {
  "and", "or", "xor", "bitand", "bitor", "not_eq", "and_eq", "or_eq",
  "xor_eq"
};

/* Operators that need an operand on their right, and the punctuators
   that end an operand (`*`, `&` and `>` end declarators and template
   argument lists, `++` and `--` stand after their operand: not here).  */
static const char *const want_operand[] = {
  "-", "+", "/", "%", "!", "~", "^", "|", "<<", ">>", "==", "!=", "<=",
  ">=", "&&", "||", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
  "<<=", ">>="
};
static const char *const operand_enders[] = { ",", ")", "]", "}", ";" };

/* Whether the token FROM..TO of KIND right after the last ones read
   makes a sequence no C or C++ writes: a constant after a name that
   takes none (`int 1`), a name after a constant (`0 return`: a
   keyword macro's line, `return 0` in right-to-left names, drawn
   backwards), a name after a subscript (`[2]<name>`), a constant or
   literal after a constant (`1 2`, `"a" 1`), an assignment to a
   constant or literal (`1 = x`), an operator with no operand on its
   right (`1- ,`).  A literal may stand before a name (`"%" PRId64`).
   A directive's body is free (`#define X 1`, `#line 1 "f"`).  */
static bool
impossible_pair (const struct reader *r, enum read_kind kind, size_t from,
		 size_t to)
{
  enum read_kind pk = r->prev[0];
  if (r->in_directive || pk == RK_NONE)
    return false;
  /* `[2]<name>`: a subscript or designator is followed by no name.  */
  static const char *const close_bracket[] = { "]" }, *const open_bracket[] = { "[" };
  if (kind == RK_IDENT && pk == RK_PUNCT && r->prev[1] == RK_NUMBER
      && r->prev[2] == RK_PUNCT
      && glyphs_are (r, r->prev_from[0], r->prev_to[0], close_bracket, 1)
      && glyphs_are (r, r->prev_from[2], r->prev_to[2], open_bracket, 1))
    return true;
  /* `1- ,`: an operator that needs an operand on its right, then
     something that ends one (the name `operator` aside, in C++'s
     `&T::operator-)`; and an operator that is a macro's argument, alone
     between `(` or `,` and `,` or `)`: `OP(-, 10, 3)`).  */
  static const char *const operator_word[] = { "operator" };
  static const char *const argument_start[] = { "(", "," };
  static const char *const argument_end[] = { ",", ")" };
  if (kind == RK_PUNCT && pk == RK_PUNCT
      && glyphs_are (r, from, to, operand_enders, NWORDS (operand_enders))
      && glyphs_are (r, r->prev_from[0], r->prev_to[0], want_operand,
		     NWORDS (want_operand))
      && !(r->prev[1] == RK_IDENT
	   && glyphs_are (r, r->prev_from[1], r->prev_to[1], operator_word,
			  1))
      && !(r->prev[1] == RK_PUNCT
	   && glyphs_are (r, r->prev_from[1], r->prev_to[1], argument_start,
			  NWORDS (argument_start))
	   && glyphs_are (r, from, to, argument_end, NWORDS (argument_end))))
    return true;
  bool value = pk == RK_NUMBER || pk == RK_LITERAL || pk == RK_CHAR;
  bool constant = kind == RK_NUMBER || kind == RK_CHAR;
  if (value && constant)
    return true;
  if ((pk == RK_NUMBER || pk == RK_CHAR) && kind == RK_LITERAL)
    return true;
  if ((pk == RK_NUMBER || pk == RK_CHAR) && kind == RK_IDENT
      && !glyphs_are (r, from, to, infix_names, NWORDS (infix_names)))
    return true;
  if (value && kind == RK_PUNCT
      && glyphs_are (r, from, to, assignments, NASSIGN))
    return true;
  return pk == RK_IDENT && constant
	 && !glyphs_are (r, r->prev_from[0], r->prev_to[0], take_operand,
			 NWORDS (take_operand));
}

/* What the displayed token FROM..TO of KIND is to a row's shape.  */
static enum shape_kind
shown_kind (const struct reader *r, enum read_kind kind, size_t from,
	    size_t to)
{
  switch (kind)
    {
    case RK_IDENT: return SK_NAME;
    case RK_NUMBER: return SK_NUMBER;
    case RK_CHAR: return SK_CHAR;
    case RK_LITERAL:
      for (size_t v = from + r->open; v + r->close < to; v++)
	{
	  FriBidiCharType t = r->l->type[r->rs->vsrc[v]];
	  if (t == FRIBIDI_TYPE_LTR || bg_is_rtl_letter (t))
	    return SK_WORDS;
	}
      return SK_LITERAL;
    default: return SK_PUNCT;
    }
}

/* The same of compiled atom A.  */
static enum shape_kind
compiled_shape_kind (const struct bg_line *l, size_t a)
{
  switch (compiled_kind (l->atoms[a].kind))
    {
    case RK_IDENT: return SK_NAME;
    case RK_NUMBER: return SK_NUMBER;
    case RK_CHAR: return SK_CHAR;
    case RK_LITERAL: return holds_words (l, a) ? SK_WORDS : SK_LITERAL;
    default: return SK_PUNCT;
    }
}

/* Note in rs->shown what the reader takes the glyphs FROM..TO for
   (KIND); true when the reading is ill-formed, known now or before.  */
static bool
note_read (struct reader *r, enum read_kind kind, size_t from, size_t to)
{
  const struct bg_line *l = r->l;
  struct bg_reader_scratch *rs = r->rs;
  bool text = kind == RK_COMMENT || kind == RK_LITERAL || kind == RK_CHAR;
  /* Through locals: a store into rs->shown, of bytes, may alias
     anything.  */
  unsigned char *shown = rs->shown;
  const int32_t *vsrc = rs->vsrc, *atom_of = rs->atom_of;
  if (r->ill_formed)
    {
      /* The reading is over but for what it takes the characters for
	 (rs->whole): nothing it reads now can make it well-formed.  */
      for (size_t v = from; v < to; v++)
	shown[vsrc[v]] = (unsigned char) kind;
      return true;
    }
  const struct bg_atom *atoms = l->atoms;
  const FriBidiCharType *type = l->type;
  int32_t first = (int32_t) r->first;
  size_t end = r->end_atom;
  bool ill = false;
  for (size_t v = from; v < to; v++)
    {
      size_t i = (size_t) vsrc[v];
      shown[i] = (unsigned char) kind;
      /* What well_formed will find: a compiled comment's character
	 read as something else, or a right-to-left letter of a compiled
	 comment or literal read as code.  */
      int32_t a = atom_of[i];
      if (a >= first && (size_t) a < end
	  && !bg_atom_is_token (atoms[a].kind)
	  && ((atoms[a].kind == BG_ATOM_COMMENT && kind != RK_COMMENT)
	      || (!text && bg_is_rtl_letter (type[i]))))
	ill = true;
    }
  r->ill_formed = ill;
  return ill;
}

/* The reader has read the token FROM..TO as KIND.  */
static void
take (struct reader *r, enum read_kind kind, size_t from, size_t to)
{
  const struct bg_line *l = r->l;
  if (note_read (r, kind, from, to))
    return;
  if (kind == RK_COMMENT)
    {
      /* Text for people beside the code, wherever it stands among the
	 tokens (a label comment shown on the other side of a comma in a
	 right-to-left table row moves no code); it must read as one
	 compiled comment's text.  */
      if (to - r->close > from + r->open)
	{
	  /* Or its words, the blanks at their edges drifted from a
	     comment beside it: two block comments holding <alef> and
	     <bet> show swapped, and each shown comment's blank after its
	     opening delimiter is its neighbour's.  */
	  size_t b = shown_atom (r, SIZE_MAX, from, to);
	  if (b == SIZE_MAX)
	    b = shown_words_atom (r, from, to);
	  if (b == SIZE_MAX || l->atoms[b].kind != BG_ATOM_COMMENT)
	    r->differ = true;
	}
      return;
    }
  r->broken |= impossible_pair (r, kind, from, to);
  uint32_t c = to == from + 1 && kind == RK_PUNCT ? glyph (r, from) : 0;
  shape_step (&r->shown_rows, c == '{' || c == '}' || c == ',' ? c : 0,
	      shown_kind (r, kind, from, to));
  for (int k = 2; k > 0; k--)
    r->prev[k] = r->prev[k - 1], r->prev_from[k] = r->prev_from[k - 1],
    r->prev_to[k] = r->prev_to[k - 1];
  r->prev[0] = kind, r->prev_from[0] = from, r->prev_to[0] = to;
  size_t a = next_compiled (r);
  if (r->swap_back != SIZE_MAX && a == r->swap_at)
    {
      if (!reads_as (r, r->swap_back, kind, from, to))
	r->differ = true;
      r->swap_back = SIZE_MAX;
    }
  else if (a >= r->end_atom)
    r->differ = true;
  else if (a == r->swap_op)
    {
      /* The compiled `<` drawn mirrored reads `>`: the same comparison
	 with the operands it stands between swapped.  */
      if (!(to == from + 1 && glyph (r, from) == bg_mirror (r->l->cp[r->l->span[a].start])))
	r->differ = true;
      r->swap_op = SIZE_MAX;
    }
  else if (!reads_as (r, a, kind, from, to))
    {
      size_t turned = SIZE_MAX;
      size_t b = r->swap_back == SIZE_MAX ? commuted (r, a, &turned) : SIZE_MAX;
      if (b != SIZE_MAX && reads_as (r, b, kind, from, to))
	r->swap_back = a, r->swap_at = b, r->swap_op = turned;
      else
	r->differ = true;
    }
  r->next_atom = a + 1;
}

/* The raw string an earlier line opened, when the line starts in one:
   the reader looks for its closing delimiter's glyphs (the lexer would
   need the delimiter's state, which only the compiled reading has).
   Reads that part; returns where the reader goes on.  A line that starts
   in a block comment is the lexer's (read_tokens).  */
static size_t
read_continued (struct reader *r)
{
  const struct bg_line *l = r->l;
  if (l->natoms == 0 || l->atoms[0].kind != BG_ATOM_RAW
      || l->span[0].open_end != l->span[0].start)
    return r->start;
  size_t close = l->span[0].close_start, len = l->span[0].end - close;
  size_t end = r->n;
  r->open = r->close = 0;
  for (size_t v = r->start; len && v + len <= r->n && end == r->n; v++)
    {
      size_t k = 0;
      while (k < len && glyph (r, v + k) == l->cp[close + k])
	k++;
      if (k == len)
	end = v + len, r->close = len;
    }
  take (r, RK_LITERAL, r->start, end);
  return end;
}

/* Lex the glyphs from visible character V to N with LX, in a block
   comment when IN_COMMENT, as a line of their own; their first byte
   into *BASE, the number of atoms into *NATOMS, and into *ALL whether
   the lexer read them all.  False when out of memory.  */
static bool
lex_glyphs (struct bg_reader_scratch *rs, struct bg_lexer *lx, size_t v,
	    size_t n, bool in_comment, size_t *base, size_t *natoms,
	    bool *all)
{
  *base = (size_t) rs->seen_at[v];
  size_t len = (size_t) rs->seen_at[n] - *base;
  *natoms = 0;
  *all = true;
  bg_lexer_reset (lx);
  lx->carry.mode = in_comment ? BG_LEX_BLOCK_COMMENT : BG_LEX_CODE;
  if (len == 0 && !in_comment)
    return true;
  /* The cleaning and the run: two passes, as the line's own.  */
  BG_COUNT_WALK (rs->walks);
  BG_COUNT_WALK (rs->walks);
  size_t next = bg_lex_clean (lx, rs->seen + *base, len);
  if (!next && len > 0)
    return false;
  if (!bg_lex_run (lx, BG_LEX_ATOMS_ALL))
    return false;
  *natoms = lx->natoms;
  /* A display holds no line end, but a glyph could be one: then only
     its first line was read.  */
  *all = next >= len && lx->nlines <= 1;
  return true;
}

/* Lex the whole display of R once, for every reading of it, when its
   reading starts at its first glyph in code (not in a raw string or
   block comment an earlier line opened: continues_open).  Its tokens
   read a construct as the construct's own lexing would when no
   directive can start among them (a `#` first on a construct's line
   would start one) and the display is one physical line: C's tokens
   then depend on nothing before their first byte (whole_shared).  */
static void
lex_display (struct reader *r)
{
  struct bg_reader_scratch *rs = r->rs;
  size_t base;
  bool all;
  rs->whole_lexed = true;
  rs->whole_n = r->n;
  rs->whole_ok = lex_glyphs (rs, &rs->lexer, 0, r->n, false, &base,
			     &rs->whole_atoms, &all);
  rs->whole_shared = rs->whole_ok && all;
  for (size_t a = 0; a < rs->whole_atoms && rs->whole_shared; a++)
    {
      const struct bg_atom *at = &rs->lexer.atoms[a];
      const unsigned char *p = rs->seen + at->start;
      if (at->kind == BG_ATOM_HEADER
	  || (at->kind == BG_ATOM_PUNCT
	      && (p[0] == '#' || (p[0] == '%' && at->end > at->start + 1
				  && p[1] == ':'))))
	rs->whole_shared = false;
    }
}

/* The tokens of the whole display (lex_display) that are exactly those
   of the glyphs from V to N lexed on their own: none of them cut at
   either end.  True with the first in *FIRST and their number in
   *COUNT.  */
static bool
shared_tokens (const struct reader *r, size_t v, size_t *first,
	       size_t *count)
{
  const struct bg_reader_scratch *rs = r->rs;
  const struct bg_atom *atoms = rs->lexer.atoms;
  size_t from = (size_t) rs->seen_at[v], to = (size_t) rs->seen_at[r->n];
  if (!rs->whole_lexed || !rs->whole_shared)
    return false;
  /* The first token ending after FROM, the first starting at TO or
     later: atoms rise and do not overlap.  */
  size_t lo = 0, hi = rs->whole_atoms;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (atoms[mid].end <= from)
	lo = mid + 1;
      else
	hi = mid;
    }
  size_t k0 = lo;
  hi = rs->whole_atoms;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (atoms[mid].start < to)
	lo = mid + 1;
      else
	hi = mid;
    }
  if ((k0 < rs->whole_atoms && atoms[k0].start < from)
      || (lo > k0 && atoms[lo - 1].end > to))
    return false;
  *first = k0;
  *count = lo - k0;
  return true;
}

/* Read the glyphs from V to r->n as C, in a block comment when
   IN_COMMENT: the whole display's tokens (lex_display) when they are
   these glyphs', else the text room's lexer run over them.  They are
   read as a line of their own: a construct's first token is first on
   its line, as the whole line's is.  False when out of memory.  */
static bool
read_tokens (struct reader *r, size_t v, bool in_comment)
{
  struct bg_reader_scratch *rs = r->rs;
  const struct bg_atom *atoms = rs->lexer.atoms;
  size_t base = 0, first = 0, count;
  if (rs->whole_lexed && v == 0 && r->n == rs->whole_n && !in_comment)
    {
      if (!rs->whole_ok)
	return false;
      count = rs->whole_atoms;
    }
  else if (in_comment || !shared_tokens (r, v, &first, &count))
    {
      bool all;
      if (!lex_glyphs (rs, &rs->part, v, r->n, in_comment, &base, &count,
		       &all))
	return false;
      atoms = rs->part.atoms;
    }
  BG_COUNT_WALK (rs->walks);
  for (size_t a = first; a < first + count; a++)
    {
      const struct bg_atom *at = &atoms[a];
      size_t from = (size_t) rs->seen_char[base + at->start];
      size_t to = (size_t) rs->seen_char[base + at->end];
      r->open = (size_t) rs->seen_char[base + at->open_end] - from;
      r->close = to - (size_t) rs->seen_char[base + at->close_start];
      if (!bg_atom_is_token (at->kind) && at->kind != BG_ATOM_COMMENT
	  && at->close_start == at->end)
	r->open_literal = true;
      take (r, compiled_kind (at->kind), from, to);
      if (r->ill_formed && r->may_stop)
	break;
    }
  return true;
}

/* Per code point of L, into ATOM_OF, the atom it stands in, -1 for
   none: an atom's code points are those from its start, or from the end
   of the atoms before it when they reach further, to its end (its
   end clipped to the line).  A run per atom, not a test per code
   point.  */
static void
fill_atom_of (const struct bg_line *l, int32_t *atom_of)
{
  size_t i = 0, n = l->n;
  for (size_t a = 0; a < l->natoms && i < n; a++)
    {
      size_t e = l->span[a].end < n ? l->span[a].end : n;
      if (e <= i)
	continue;
      /* One loop with the gap before the atom in it: a loop of its own
	 is a call to memset per atom.  */
      size_t s = l->span[a].start;
      for (; i < e; i++)
	atom_of[i] = i < s ? -1 : (int32_t) a;
    }
  for (; i < n; i++)
    atom_of[i] = -1;
}

/* Each code point of L that VIEW shows, controls aside, into rs->vsrc
   at its place, rs->vindex -1 for the others; returns how many are
   placed.  */
static size_t
place_glyphs (const struct bg_line *l, const struct bg_view *view,
	      struct bg_reader_scratch *rs)
{
  /* rs->vindex of a code point placed is set by prepare.  A line
     without controls (l->ncontrols counts them) needs no look at its
     characters.  */
  bool controls = l->ncontrols != 0;
  size_t placed = 0, n = l->n;
  const int32_t *pos = view->pos;
  int32_t *vsrc = rs->vsrc, *vindex = rs->vindex;
  for (size_t i = 0; i < n; i++)
    if (pos[i] >= 0 && !(controls && bg_is_control (l->cp[i])))
      vsrc[pos[i]] = (int32_t) i, placed++;
    else
      vindex[i] = -1;
  return placed;
}

/* The code points placed in ORDER (rs->vsrc, or a visual map that
   places every one), in visual order, compacted into rs->vsrc: each
   one's glyph into rs->seen (rs->seen_at, rs->seen_char), its index
   into rs->vindex, and each atom's first and last place; returns how
   many.  The arrays are read through locals: a store into rs->seen, of
   bytes, could be to anything, and every pointer would be read again
   after it.  */
static size_t
write_glyphs (const struct bg_line *l, const struct bg_view *view,
	      struct bg_reader_scratch *rs, const int32_t *order)
{
  int32_t *vsrc = rs->vsrc, *vindex = rs->vindex, *seen_at = rs->seen_at;
  int32_t *seen_char = rs->seen_char, *vfirst = rs->vfirst;
  int32_t *vlast = rs->vlast;
  const int32_t *atom_of = rs->atom_of;
  unsigned char *seen = rs->seen;
  const uint32_t *cp = l->cp;
  const FriBidiCharType *type = l->type;
  const signed char *level = view->level;
  size_t len = view->len, n = 0, b = 0;
  /* The atom of the character placed last: an atom's first and last
     places are written where a run of its characters starts and
     ends.  */
  int32_t run = -1;
  for (size_t v = 0; v < len; v++)
    if (order[v] >= 0)
      {
	size_t i = (size_t) order[v];
	/* Only a character of class ON mirrors (test-display).  */
	FriBidiCharType t = type[i];
	uint32_t c = t == FRIBIDI_TYPE_ON ? glyph_at (cp[i], level[i]) : cp[i];
	seen_at[n] = (int32_t) b;
	if (t == FRIBIDI_TYPE_WS || (c <= ' ' && blank_glyph (l, i, c)))
	  c = ' ';
	if (c < 0x80)
	  seen_char[b] = (int32_t) n, seen[b++] = (unsigned char) c;
	else if (c < 0x800)
	  {
	    /* Two bytes: all of Hebrew and Arabic.  */
	    seen_char[b] = seen_char[b + 1] = (int32_t) n;
	    seen[b++] = (unsigned char) (0xC0 | (c >> 6));
	    seen[b++] = (unsigned char) (0x80 | (c & 0x3F));
	  }
	else
	  {
	    char u[4];
	    size_t k = bg_utf8_encode (c, u);
	    for (size_t j = 0; j < k; j++)
	      seen_char[b] = (int32_t) n, seen[b++] = (unsigned char) u[j];
	  }
	vindex[i] = (int32_t) n;
	int32_t at = atom_of[i];
	if (at != run)
	  {
	    if (run >= 0)
	      vlast[run] = (int32_t) n - 1;
	    if (at >= 0 && vfirst[at] < 0)
	      vfirst[at] = (int32_t) n;
	    run = at;
	  }
	vsrc[n++] = (int32_t) i;
      }
  if (run >= 0)
    vlast[run] = (int32_t) n - 1;
  seen_at[n] = (int32_t) b;
  seen_char[b] = (int32_t) n;
  return n;
}

/* rs->atom_of for every code point of L, rs->shown cleared, and the
   visible characters of VIEW in visual order into rs->vsrc (rs->vindex
   the other way round) and their glyphs into rs->seen; returns how
   many.  */
static size_t
prepare (const struct bg_line *l, const struct bg_view *view,
	 struct bg_reader_scratch *rs)
{
  BG_COUNT_WALK (l->rd->walks);
  for (size_t k = 0; k < l->natoms; k++)
    rs->vfirst[k] = rs->vlast[k] = -1;
  /* One pass over the code points: atoms do not overlap and rise.  */
  BG_COUNT_WALK (l->rd->walks);
  fill_atom_of (l, rs->atom_of);
  memset (rs->shown, RK_NONE, l->n);
  /* A display of every code point of a line without controls fills
     every place: no place need be marked empty first.  The line's
     display by its engine (l->actual, bg_line_display) has that order in
     its visual map already; a reading made of it (rtl_reading) has no
     map of its own.  */
  rs->all_placed = !l->ncontrols && view->len == l->n;
  _Static_assert (sizeof *view->run.map == sizeof *rs->vsrc,
		 "a visual map is read as rs->vsrc");
  const int32_t *order = rs->vsrc;
  if (rs->all_placed && view == l->actual && !view->src)
    order = (const int32_t *) view->run.map;
  else if (rs->all_placed)
    rs->all_placed = place_glyphs (l, view, rs) == view->len;
  if (!rs->all_placed)
    {
      for (size_t v = 0; v < view->len; v++)
	rs->vsrc[v] = -1;
      place_glyphs (l, view, rs);
    }
  BG_COUNT_WALK (l->rd->walks);
  return write_glyphs (l, view, rs, order);
}

/* Well-formed: right-to-left letters of comments and literals still in
   one, comments still read as comments, no literal left open - of the
   atoms the reader read (r->next_atom's first value up to r->end_atom,
   FIRST on).  */
static bool
well_formed (const struct reader *r, size_t first)
{
  const struct bg_line *l = r->l;
  const unsigned char *shown = r->rs->shown;
  if (r->open_literal)
    return false;
  BG_COUNT_WALK (r->rs->walks);
  for (size_t a = first; a < r->end_atom; a++)
    {
      enum bg_atom_kind k = l->atoms[a].kind;
      if (bg_atom_is_token (k))
	continue;
      for (size_t i = l->span[a].start; i < l->span[a].end; i++)
	{
	  if (bg_is_control (l->cp[i]))
	    continue;
	  if (k == BG_ATOM_COMMENT && shown[i] != RK_COMMENT)
	    return false;
	  if (bg_is_rtl_letter (l->type[i]) && shown[i] != RK_COMMENT
	      && shown[i] != RK_LITERAL && shown[i] != RK_CHAR)
	    return false;
	}
    }
  return true;
}

/* A table's rows shown unlike each other, or a row (r->row) shown
   unlike its neighbours, where the compiled rows of the line all hold
   as many elements of the same kinds (two rows at least): `{ "0",
   <Sunday> }, { "1", <Monday> }` shows its second row `{ <Monday>, "1"
   }`.  A reader who reads a row against its neighbours sees it
   broken.  */
static bool
rows_unlike (const struct reader *r)
{
  const struct shape *compiled = r->line_rows;
  return r->shown_rows.rows > 0 && compiled->rows >= 2 && !compiled->unlike
	 && (r->shown_rows.unlike
	     || r->shown_rows.elements != compiled->elements
	     || r->shown_rows.kinds != compiled->kinds);
}

/* The braced lists of the compiled line L into SH (rows_unlike).  */
static void
line_shape (const struct bg_line *l, struct shape *sh)
{
  shape_start (sh);
  BG_COUNT_WALK (l->rd->walks);
  for (size_t a = 0; a < l->natoms; a++)
    {
      if (l->atoms[a].kind == BG_ATOM_COMMENT || !shows_any (l, a))
	continue;
      uint32_t c = 0;
      if (l->atoms[a].kind == BG_ATOM_PUNCT
	  && l->span[a].end == l->span[a].start + 1)
	c = l->cp[l->span[a].start];
      shape_step (sh, c == '{' || c == '}' || c == ',' ? c : 0,
		  compiled_shape_kind (l, a));
    }
}

/* Read the display from r->start to r->n as the atoms FIRST up to
   r->end_atom: true when it is well-formed and differs from them.  */
static bool
read_deceives (struct reader *r, size_t first)
{
  r->next_atom = r->first = first;
  r->differ = r->open_literal = r->broken = r->ill_formed = false;
  r->prev[0] = r->prev[1] = r->prev[2] = RK_NONE;
  r->swap_back = SIZE_MAX;
  r->swap_op = SIZE_MAX;
  shape_start (&r->shown_rows);
  if (r->row)
    shape_step (&r->shown_rows, '{', SK_LIST);
  const struct bg_line *l = r->l;
  bool in_comment = first == 0 && l->natoms > 0
		    && l->atoms[0].kind == BG_ATOM_COMMENT
		    && l->span[0].open_end == l->span[0].start;
  size_t v = first == 0 ? read_continued (r) : r->start;
  if (!read_tokens (r, v, in_comment))
    r->broken = true;   /* out of memory: no verdict */
  if (next_compiled (r) < r->end_atom || r->swap_back != SIZE_MAX)
    r->differ = true;
  if (r->row)
    shape_step (&r->shown_rows, '}', SK_LIST);
  return r->differ && !r->broken && !r->ill_formed && !rows_unlike (r)
	 && well_formed (r, first);
}

/* Whether the places SUB->start..SUB->n, the first and last of the
   atoms FIRST..END, show nothing but blanks besides the code points of
   those atoms and the gaps between them.  When every code point has a
   place and as many places as these code points are theirs, the gaps'
   code points in them, the places hold these code points alone: only
   the gaps are looked at, not every place (a table's list is the whole
   line).  */
static bool
drawn_apart (const struct reader *sub, size_t first, size_t end)
{
  const struct bg_reader_scratch *rs = sub->rs;
  const struct bg_span *span = sub->l->span;
  size_t c0 = span[first].start, c1 = span[end - 1].end;
  bool inside = rs->all_placed && sub->n - sub->start == c1 - c0;
  for (size_t a = first; inside && a + 1 < end; a++)
    for (size_t i = span[a].end; inside && i < span[a + 1].start; i++)
      inside = (size_t) rs->vindex[i] >= sub->start
	       && (size_t) rs->vindex[i] < sub->n;
  if (inside)
    return true;
  for (size_t v = sub->start; v < sub->n; v++)
    {
      size_t i = (size_t) rs->vsrc[v];
      if ((i < c0 || i >= c1) && !is_blank (sub, v))
	return false;
    }
  return true;
}

/* The deception test per construct (doc/design.md section 2.5, "the
   verdict is per construct"): the atoms FIRST..END (a bracketed list,
   or a piece of one between separators), judged on their own when the
   display draws them apart from everything else - their visible
   characters side by side, nothing of another atom between them (white
   space aside) - and when they hold two operands at least (a lone `-1`
   drawn `1-` beside a right-to-left string is how every viewer shows a
   negative number there, and tells no other story).  A construct that
   other text runs through is part of that text's display, which its
   enclosing construct judges.  */
static bool
construct_deceives (struct reader *r, size_t first, size_t end, bool row,
		    struct bg_range *lie)
{
  const struct bg_line *l = r->l;
  struct bg_reader_scratch *rs = r->rs;
  if (first >= end || end > l->natoms)
    return false;
  size_t operands = 0;
  for (size_t a = first; a < end && operands < 2; a++)
    {
      enum bg_atom_kind k = l->atoms[a].kind;
      operands += k != BG_ATOM_PUNCT && k != BG_ATOM_COMMENT;
    }
  if (operands < 2)
    return false;
  size_t c0 = l->span[first].start, c1 = l->span[end - 1].end;
  int32_t lo = -1, hi = -1;
  BG_COUNT_WALK (rs->walks);
  memset (rs->shown + c0, RK_NONE, c1 - c0);
  /* Where the display draws the construct's atoms: the characters from
     C0 to C1 that stand in an atom are those of FIRST..END (atoms rise
     and do not overlap).  */
  for (size_t a = first; a < end; a++)
    if (rs->vfirst[a] >= 0)
      {
	lo = lo < 0 || rs->vfirst[a] < lo ? rs->vfirst[a] : lo;
	hi = rs->vlast[a] > hi ? rs->vlast[a] : hi;
      }
  if (lo < 0)
    return false;
  /* A construct without right-to-left text of its own that the reader
     of the whole line took for text between the quotes of a displayed
     literal, every visible character of it, is that literal's words: a
     string before a list draws the list inside itself (`{ "<alef>", { 1,
     2 } }` shows `{ "{ 2 ,1 } ,"<alef> }`), broken like the row `{
     "<alef>", 1, 2 }` shown `{ "2 ,1 ,"<alef> }`.  So is one drawn inside
     a displayed comment, that comment's text: a right-to-left name
     before it and a right-to-left comment after it draw the initializer
     of `int <name>[2] = { 1, 2 }; // <alef>` after the `//`, shown `int
     <alef> // ;{ 2 ,1 } = [2]<name>`, a declaration cut short.  */
  const int32_t *vindex = rs->vindex, *atom_of = rs->atom_of;
  bool in_text = true;
  for (size_t i = c0; i < c1 && in_text; i++)
    in_text = !bg_is_rtl_class (l->type[i])
	      && (vindex[i] < 0 || atom_of[i] < 0
		  || rs->whole[i] == RK_LITERAL || rs->whole[i] == RK_CHAR
		  || rs->whole[i] == RK_COMMENT);
  if (in_text)
    return false;
  struct reader sub = *r;
  sub.start = (size_t) lo;
  sub.n = (size_t) hi + 1;
  BG_COUNT_WALK (rs->walks);
  if (!drawn_apart (&sub, first, end))
    return false;
  sub.end_atom = end;
  sub.row = row;
  sub.may_stop = true;
  *lie = (struct bg_range) { c0, c1 };
  return read_deceives (&sub, first);
}

/* A punctuator atom A that reads as the one-character C.  */
static bool
punct_is (const struct bg_line *l, size_t a, uint32_t c)
{
  return l->atoms[a].kind == BG_ATOM_PUNCT
	 && l->span[a].end == l->span[a].start + 1 && l->cp[l->span[a].start] == c;
}

/* Every construct of the line, innermost first: each bracketed list
   ( ) [ ] { } with two pieces or more, and each piece of a list or of
   the line between the separators , ; ? : (statements, arguments,
   initializer elements, ?: operands).  True at the first that deceives.
   Brackets deeper than BG_CONSTRUCT_DEPTH are read only as part of the
   construct around them (each level costs a pass over its text).  */
#define BG_CONSTRUCT_DEPTH 32
static bool
some_construct_deceives (struct reader *r, struct bg_range *lie)
{
  const struct bg_line *l = r->l;
  struct bg_reader_scratch *rs = r->rs;
  size_t sp = 0;
  rs->open_atom[0] = -1, rs->piece_start[0] = 0, rs->pieces[0] = 0;
  BG_COUNT_WALK (l->rd->walks);
  for (size_t a = 0; a <= l->natoms; a++)
    {
      bool end = a == l->natoms;
      bool open = !end && (punct_is (l, a, '(') || punct_is (l, a, '[')
			   || punct_is (l, a, '{'));
      bool close = !end && sp > 0 && (punct_is (l, a, ')')
				      || punct_is (l, a, ']')
				      || punct_is (l, a, '}'));
      bool sep = !end && (punct_is (l, a, ',') || punct_is (l, a, ';')
			  || punct_is (l, a, '?') || punct_is (l, a, ':'));
      if (open)
	{
	  sp++;
	  rs->open_atom[sp] = (int32_t) a;
	  rs->piece_start[sp] = (int32_t) a + 1;
	  rs->pieces[sp] = 0;
	  continue;
	}
      if (!sep && !close && !end)
	continue;
      for (;;)
	{
	  bool judge = sp <= BG_CONSTRUCT_DEPTH;
	  if (judge && (rs->pieces[sp] > 0 || sep)
	      && construct_deceives (r, (size_t) rs->piece_start[sp], a,
				     false, lie))
	    return true;
	  if (sep)
	    {
	      rs->pieces[sp]++;
	      rs->piece_start[sp] = (int32_t) a + 1;
	      break;
	    }
	  if (sp == 0)
	    break;
	  if (judge && rs->pieces[sp] > 0
	      && construct_deceives (r, (size_t) rs->open_atom[sp] + 1, a,
				     close && punct_is (l, a, '}'), lie))
	    return true;
	  sp--;
	  if (close)
	    break;
	}
      if (end)
	break;
    }
  return false;
}

/* Whether L is a directive line: its first code token a `#`.  */
static bool
starts_directive (const struct bg_line *l)
{
  size_t a = 0;
  while (a < l->natoms && l->atoms[a].kind == BG_ATOM_COMMENT)
    a++;
  return a < l->natoms && l->atoms[a].kind == BG_ATOM_PUNCT
	 && l->span[a].end == l->span[a].start + 1
	 && l->cp[l->span[a].start] == '#';
}

/* Whether L starts in a raw string or block comment an earlier line
   opened (read_continued, read_deceives).  */
static bool
continues_open (const struct bg_line *l)
{
  return l->natoms > 0 && l->span[0].open_end == l->span[0].start
	 && (l->atoms[0].kind == BG_ATOM_RAW
	     || l->atoms[0].kind == BG_ATOM_COMMENT);
}

/* The reader R of VIEW of L, whose braced lists are ROWS, ready to read
   the whole display or any construct of it.  */
static void
start_reading (struct reader *r, const struct bg_line *l,
	       const struct bg_view *view, struct shape *rows)
{
  line_shape (l, rows);
  *r = (struct reader) { .l = l, .view = view, .rs = l->rd,
			 .line_rows = rows };
  r->n = prepare (l, view, l->rd);
  r->in_directive = starts_directive (l);
  r->end_atom = l->natoms;
  l->rd->whole_lexed = false;
  if (!continues_open (l))
    lex_display (r);
}

bool
bg_display_deceives (const struct bg_line *l, const struct bg_view *view,
		     struct bg_range *lie)
{
  struct shape rows;
  struct reader r;
  start_reading (&r, l, view, &rows);
  /* The whole line first: its reading, kept in rs->whole, tells which
     constructs the display draws inside a literal (construct_deceives),
     and bg_display_read_in_literal answers from it.  */
  struct reader whole = r;
  *lie = (struct bg_range) { 0, l->n };
  bool lies = read_deceives (&whole, 0);
  struct bg_reader_scratch *rs = l->rd;
  BG_COUNT_WALK (rs->walks);
  memcpy (rs->whole, rs->shown, l->n);
  if (lies)
    return true;
  struct bg_range part = { 0, l->n };
  bool any = some_construct_deceives (&r, &part);
  if (any)
    *lie = part;
  return any;
}

bool
bg_display_reads_as_compiled (const struct bg_line *l,
			      const struct bg_view *view)
{
  struct shape rows;
  struct reader r;
  start_reading (&r, l, view, &rows);
  read_deceives (&r, 0);
  bool same = !r.differ && !r.ill_formed && well_formed (&r, 0);
  BG_COUNT_WALK (l->rd->walks);
  for (size_t i = 0; i < l->n; i++)
    l->rd->whole[i] = RK_NONE;
  return same;
}

bool
bg_display_read_in_literal (const struct bg_line *l, size_t i)
{
  unsigned char k = l->rd->whole[i];
  return k == RK_LITERAL || k == RK_CHAR;
}
