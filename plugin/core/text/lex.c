/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lex.c - split C, C++ or assembler-with-cpp text into atoms as cpp does.
 *
 * An atom is a code token (identifier, pp-number, punctuator), a comment,
 * a string / character literal or a header name with its delimiters.  The
 * display check needs exactly this much: which bytes are code the reader
 * must see in order, which are delimiters, and which are free text.  Any
 * place where this reading differs from cpp's is a way past the checks,
 * so the lexer follows cpp's phases 1-2 and its tokenizer (GCC's
 * libcpp/lex.cc) for the compile's language options (struct bg_lang):
 *
 *  - a logical line is cleaned first: trigraphs replaced when enabled,
 *    backslash + horizontal white space (NUL included) + newline removed
 *    anywhere, the backslash possibly made by ??/; LF, CRLF and a lone CR
 *    end a physical line;
 *  - tokens, comments and literals are then found in the cleaned text,
 *    except a raw string's delimiter and body, which GCC reads from the
 *    original bytes (splices and trigraphs undone);
 *  - header names after #include / #include_next / #import and inside
 *    __has_include( in #if / #elif, and (GCC 15 on) as the first token
 *    after #embed and inside __has_embed(; their backslashes do not
 *    escape.
 *
 * Atoms are reported in original byte offsets and clipped to each
 * physical line, since the display is checked per physical line.
 */
#include <stdlib.h>
#include <string.h>

#include "text/text.h"

enum
{
  DIR_NONE,
  DIR_HASH,      /* '#' first on the line: the directive name comes next */
  DIR_INCLUDE,   /* #include, #include_next, #import: header names */
  DIR_EMBED,     /* #embed (GCC 15 on): header names, see lex_token */
  DIR_IF,        /* #if, #elif: __has_include operands */
  DIR_MESSAGE,   /* #error, #warning: the rest is a message (bg_atom) */
  DIR_OTHER
};

/* The byte classes the lexer asks about most, one load each.  */
enum
{
  CH_NVSPACE = 1,   /* horizontal white space, NUL included */
  CH_DIGIT = 2,
  CH_IDNUM = 4,     /* letter, digit, '_' */
  CH_IDENT = 8,     /* CH_IDNUM or '$' */
  CH_WORD = 16,     /* starts a name: CH_IDENT but a digit */
  CH_PLAIN = 32,    /* a punctuator or stray byte that is a whole token
		       by itself wherever it stands in code (see
		       skim_code) */
  CH_STOP = 64      /* where bg_lex_plain_next stops in code: what may
		       start a literal, a comment or a directive, or
		       continue a name */
};

#define CH_LETTER CH_IDNUM | CH_IDENT | CH_WORD
#define CH_P CH_PLAIN
#define CH_P4 CH_P, CH_P, CH_P, CH_P
#define CH_P16 CH_P4, CH_P4, CH_P4, CH_P4
#define CH_L4 CH_LETTER, CH_LETTER, CH_LETTER, CH_LETTER
#define CH_D (CH_DIGIT | CH_IDNUM | CH_IDENT)
#define CH_S4 CH_STOP, CH_STOP, CH_STOP, CH_STOP
#define CH_S16 CH_S4, CH_S4, CH_S4, CH_S4
static const unsigned char ch_class[256] = {
  /* C0 controls and every ASCII punctuator are plain but white space
     and what can start more than a token of its own: a literal (" '),
     a comment (/), a directive (# %:), a number (.5), a name (\u).  */
  [0] = CH_NVSPACE, CH_P4, CH_P4, ['\t'] = CH_NVSPACE, CH_P,
  ['\v'] = CH_NVSPACE, CH_NVSPACE, CH_P, CH_P, CH_P, CH_P16,
  [' '] = CH_NVSPACE, ['!'] = CH_P, ['"'] = CH_STOP, ['#'] = CH_STOP,
  ['$'] = CH_IDENT | CH_WORD, ['%'] = CH_STOP, ['&'] = CH_P,
  ['\''] = CH_STOP, ['('] = CH_P4, CH_P, CH_P, ['/'] = CH_STOP,
  ['0'] = CH_D, CH_D, CH_D, CH_D, CH_D, CH_D, CH_D, CH_D, CH_D, CH_D,
  [':'] = CH_P4, CH_P, CH_P, CH_P,
  ['A'] = CH_L4, CH_L4, CH_L4, CH_L4, CH_L4, CH_L4, CH_LETTER, CH_LETTER,
  ['['] = CH_P, ['\\'] = CH_STOP, CH_P, CH_P, CH_LETTER, CH_P,
  ['a'] = CH_L4, CH_L4, CH_L4, CH_L4, CH_L4, CH_L4, CH_LETTER, CH_LETTER,
  ['{'] = CH_P4, CH_P,
  [0x80] = CH_S16, CH_S16, CH_S16, CH_S16, CH_S16, CH_S16, CH_S16, CH_S16,
};
#undef CH_S16
#undef CH_S4
#undef CH_D
#undef CH_L4
#undef CH_LETTER
#undef CH_P16
#undef CH_P4
#undef CH_P

static bool
is_nvspace (unsigned c)
{
  return c < 256 && (ch_class[c] & CH_NVSPACE);
}

static bool
is_digit (unsigned c)
{
  return c - '0' < 10u;
}

static bool
is_idnum (unsigned c)
{
  return c < 256 && (ch_class[c] & CH_IDNUM);
}

static unsigned char
trigraph_char (unsigned c)
{
  switch (c)
    {
    case '=': return '#';
    case '/': return '\\';
    case '\'': return '^';
    case '(': return '[';
    case ')': return ']';
    case '!': return '|';
    case '<': return '{';
    case '>': return '}';
    case '-': return '~';
    default: return 0;
    }
}

size_t
bg_splice_len (const unsigned char *s, size_t n)
{
  size_t k = n;
  while (k > 0 && is_nvspace (s[k - 1]))
    k--;
  return (k > 0 && s[k - 1] == '\\') ? n - (k - 1) : 0;
}

void
bg_lexer_init (struct bg_lexer *lx, const struct bg_lang *lang)
{
  memset (lx, 0, sizeof *lx);
  lx->lang = *lang;
  /* Preprocessed input: cpp replaces no trigraph, whatever the standard
     (bg_lex_clean splices no line either).  */
  if (lang->preprocessed)
    lx->lang.trigraphs = 0;
}

void
bg_lexer_init_display (struct bg_lexer *lx, const struct bg_lang *lang)
{
  bg_lexer_init (lx, lang);
  lx->lang.trigraphs = 0;
  lx->display = true;
}

void
bg_lexer_reset (struct bg_lexer *lx)
{
  lx->buf_end = NULL;
  lx->cr_from = lx->bs_from = NULL;
  lx->carry.mode = BG_LEX_CODE;
  lx->carry.directive = DIR_NONE;
  lx->carry.angled = 0;
  lx->carry.bol = 1;
  lx->read_two_ways = 0;
  lx->read_before_embed_otherwise = 0;
}

void
bg_lexer_free (struct bg_lexer *lx)
{
  free (lx->clean);
  free (lx->map);
  free (lx->wide);
  free (lx->lines);
  free (lx->atoms);
  free (lx->escapes);
}

/* The first byte C at or after P in the buffer (before lx->buf_end), or
   NULL: *FROM and *NEXT remember the last answer, which holds for every
   P from *FROM up to *NEXT.  */
static inline const unsigned char *
next_in_buffer (const struct bg_lexer *lx, const unsigned char *p, int c,
		const unsigned char **from, const unsigned char **next)
{
  if (*from && p >= *from && (!*next || p <= *next))
    return *next;
  *from = p;
  *next = memchr (p, c, (size_t) (lx->buf_end - p));
  return *next;
}

/* End of the physical line at S[FROM..LEN) (LEN: the buffer's end): the
   terminator's offset; *NEXT gets the start of the next line.  LF, CRLF
   and a lone CR end a line.  */
static inline size_t
phys_end (struct bg_lexer *lx, const unsigned char *s, size_t from,
	  size_t len, size_t *next)
{
  const unsigned char *lf = memchr (s + from, '\n', len - from);
  size_t e = lf ? (size_t) (lf - s) : len;
  const unsigned char *cr = next_in_buffer (lx, s + from, '\r', &lx->cr_from,
					    &lx->cr_next);
  if (cr && cr < s + e)
    e = (size_t) (cr - s);
  *next = e;
  if (e < len)
    *next += (s[e] == '\r' && e + 1 < len && s[e + 1] == '\n') ? 2 : 1;
  return e;
}

static bool
has_trigraph (const unsigned char *s, size_t n)
{
  for (size_t i = 0; i + 2 < n; i++)
    {
      const unsigned char *p = memchr (s + i, '?', n - 2 - i);
      if (!p)
	return 0;
      i = (size_t) (p - s);
      if (p[1] == '?' && trigraph_char (p[2]))
	return 1;
    }
  return 0;
}

static inline bool
add_line (struct bg_lexer *lx, size_t start, size_t end, size_t splice)
{
  if (lx->nlines >= lx->lines_cap
      && !bg_grow (&lx->lines, &lx->lines_cap, lx->nlines + 1,
		   sizeof *lx->lines))
    return 0;
  lx->lines[lx->nlines++] = (struct bg_phys_line) { start, end, splice };
  return 1;
}

static bool
clean_reserve (struct bg_lexer *lx, size_t n)
{
  if (n <= lx->clean_cap)
    return 1;
  size_t cap = lx->clean_cap ? lx->clean_cap : 256;
  while (cap < n)
    cap *= 2;
  unsigned char *c = realloc (lx->clean, cap);
  if (c)
    lx->clean = c;
  uint32_t *m = realloc (lx->map, cap * sizeof *m);
  if (m)
    lx->map = m;
  unsigned char *w = realloc (lx->wide, cap);
  if (w)
    lx->wide = w;
  if (!c || !m || !w)
    return 0;
  lx->clean_cap = cap;
  return 1;
}

size_t
bg_lex_clean (struct bg_lexer *lx, const unsigned char *s, size_t len)
{
  lx->raw = s;
  lx->nlines = 0;
  if (lx->buf_end != s + len)
    {
      lx->buf_end = s + len;
      lx->cr_from = lx->bs_from = NULL;
    }
  size_t next, e = phys_end (lx, s, 0, len, &next);
  int tri = lx->lang.trigraphs;
  /* The common case: nothing to clean, the text is the line itself (no
     trigraph, and no splice: a backslash elsewhere stays as it is).
     Preprocessed input is always its own text: cpp splices nothing.  */
  if (lx->lang.preprocessed
      || (!(e < len && e > 0 && (s[e - 1] == '\\' || is_nvspace (s[e - 1]))
	    && bg_splice_len (s, e))
	  && !(tri && has_trigraph (s, e))))
    {
      lx->identity = 1;
      lx->text = s;
      lx->n = lx->raw_end = e;
      return add_line (lx, 0, e, 0) ? next : 0;
    }
  lx->identity = 0;
  size_t d = 0, start = 0;
  for (;;)
    {
      if (!clean_reserve (lx, d + (e - start) + 1))
	return 0;
      size_t seg = d;
      for (size_t i = start; i < e;)
	{
	  unsigned char r;
	  if (tri && s[i] == '?' && i + 2 < e && s[i + 1] == '?'
	      && (r = trigraph_char (s[i + 2])))
	    {
	      lx->clean[d] = r;
	      lx->wide[d] = 1;
	      lx->map[d++] = (uint32_t) i;
	      i += 3;
	    }
	  else
	    {
	      lx->clean[d] = s[i];
	      lx->wide[d] = 0;
	      lx->map[d++] = (uint32_t) i++;
	    }
	}
      /* A splice: a backslash of this physical line (perhaps made by
	 ??/), then only horizontal white space up to a newline.  */
      size_t p = d;
      while (p > seg && is_nvspace (lx->clean[p - 1]))
	p--;
      if (p > seg && lx->clean[p - 1] == '\\' && e < len)
	{
	  if (!add_line (lx, start, e, e - lx->map[p - 1]))
	    return 0;
	  d = p - 1;
	  if (next >= len)
	    break;
	  start = next;
	  e = phys_end (lx, s, start, len, &next);
	  continue;
	}
      if (!add_line (lx, start, e, 0))
	return 0;
      break;
    }
  lx->raw_end = lx->lines[lx->nlines - 1].end;
  lx->n = d;
  lx->map[d] = (uint32_t) lx->raw_end;
  lx->wide[d] = 0;
  lx->text = lx->clean;
  return next;
}

/* Original offset of cleaned character C (C == n: the logical line's
   end).  */
static size_t
raw_at (const struct bg_lexer *lx, size_t c)
{
  return lx->identity ? c : lx->map[c];
}

/* Original offset just after cleaned character C - 1.  */
static size_t
raw_after (const struct bg_lexer *lx, size_t c)
{
  if (lx->identity || c == 0)
    return c;
  if (c > lx->n)
    c = lx->n;
  return lx->map[c - 1] + (lx->wide[c - 1] ? 3 : 1);
}

/* First cleaned character at or after original offset R.  */
static size_t
clean_at (const struct bg_lexer *lx, size_t r)
{
  if (lx->identity)
    return r < lx->n ? r : lx->n;
  return bg_lower_bound (lx->map, lx->n, sizeof *lx->map, 0, r);
}

/* Room for one more atom, out of emit_raw's way: with the call inside,
   emit_raw saved six registers on every atom.  */
static bool
grow_atoms (struct bg_lexer *lx)
{
  return bg_grow (&lx->atoms, &lx->atoms_cap, lx->natoms + 1,
		  sizeof *lx->atoms);
}

/* Store an atom in original offsets, wanted.  */
static inline bool
store_atom (struct bg_lexer *lx, enum bg_atom_kind kind, size_t start,
	    size_t open_end, size_t close_start, size_t end)
{
  if (lx->natoms >= lx->atoms_cap && !grow_atoms (lx))
    return 0;
  lx->atoms[lx->natoms++] = (struct bg_atom) {
    kind, (uint32_t) start, (uint32_t) open_end, (uint32_t) close_start,
    (uint32_t) end, lx->carry.directive == DIR_MESSAGE, false, false };
  return 1;
}

/* Whether lx->want_atoms asks for an atom of KIND.  */
static inline bool
wanted (const struct bg_lexer *lx, enum bg_atom_kind kind)
{
  return lx->want_atoms == BG_LEX_ATOMS_ALL
	 || (lx->want_atoms == BG_LEX_ATOMS_LITERALS
	     && !bg_atom_is_token (kind));
}

/* The same, when lx->want_atoms asks for it.  */
static inline bool
emit_raw (struct bg_lexer *lx, enum bg_atom_kind kind, size_t start,
	  size_t open_end, size_t close_start, size_t end)
{
  return !wanted (lx, kind)
	 || store_atom (lx, kind, start, open_end, close_start, end);
}

/* Store an atom given in cleaned offsets (emit's work).  */
static bool
emit_clean (struct bg_lexer *lx, enum bg_atom_kind kind, size_t start,
	    size_t open_end, size_t close_start, size_t end)
{
  size_t s = raw_at (lx, start);
  if (bg_atom_is_token (kind))
    {
      size_t e = raw_after (lx, end);
      return store_atom (lx, kind, s, s, e, e);
    }
  size_t o = open_end > start ? raw_after (lx, open_end) : s;
  size_t c = close_start >= lx->n ? lx->raw_end : raw_at (lx, close_start);
  size_t e = end > close_start ? raw_after (lx, end) : c;
  return store_atom (lx, kind, s, o < c ? o : c, c, e);
}

/* Store an atom given in cleaned offsets, when lx->want_atoms asks for
   it: the test inline, since most tokens are not wanted, and the line
   that is its own text (cleaned offsets are original ones, lx->n is
   lx->raw_end) too.  */
static inline bool
emit (struct bg_lexer *lx, enum bg_atom_kind kind, size_t start,
      size_t open_end, size_t close_start, size_t end)
{
  if (!wanted (lx, kind))
    return 1;
  if (!lx->identity)
    return emit_clean (lx, kind, start, open_end, close_start, end);
  if (bg_atom_is_token (kind))
    return store_atom (lx, kind, start, start, end, end);
  size_t c = close_start < lx->n ? close_start : lx->n;
  size_t o = open_end > start ? open_end : start;
  return store_atom (lx, kind, start, o < c ? o : c, c,
		     end > close_start ? end : c);
}

/* A `//` comment from START to the line's end N, marked as one.
   Returns N, or SIZE_MAX when out of memory.  */
static size_t
emit_line_comment (struct bg_lexer *lx, size_t start, size_t n)
{
  size_t before = lx->natoms;
  if (!emit (lx, BG_ATOM_COMMENT, start, start + 2, n, n))
    return SIZE_MAX;
  if (lx->natoms > before)
    lx->atoms[lx->natoms - 1].line_comment = true;
  return n;
}

/* Where the text of a block comment that starts at FROM ends: the
   offset of its closing '*', or lx->n when it goes on past the line.  */
static inline size_t
block_end (const struct bg_lexer *lx, size_t from)
{
  const unsigned char *t = lx->text;
  for (size_t i = from; i + 1 < lx->n; i++)
    {
      const unsigned char *p = memchr (t + i, '*', lx->n - 1 - i);
      if (!p)
	break;
      i = (size_t) (p - t);
      if (p[1] == '/')
	return i;
    }
  return lx->n;
}

/* A block comment whose text starts at FROM; its '/' is at START, or it
   continues from the previous line (CONT).  */
static size_t
lex_block (struct bg_lexer *lx, size_t start, size_t from, int cont)
{
  size_t open_end = cont ? start : start + 2;
  size_t i = block_end (lx, from);
  if (i < lx->n)
    {
      lx->carry.mode = BG_LEX_CODE;
      return emit (lx, BG_ATOM_COMMENT, start, open_end, i, i + 2)
	     ? i + 2 : SIZE_MAX;
    }
  lx->carry.mode = BG_LEX_BLOCK_COMMENT;
  return emit (lx, BG_ATOM_COMMENT, start, open_end, lx->n, lx->n)
	 ? lx->n : SIZE_MAX;
}

static bool
raw_delim_char (unsigned c)
{
  return is_idnum (c) || (c > ' ' && c < 0x7F && !strchr ("()\\$@`", c));
}

/* The body of a raw string from original offset R to its end; START is the
   atom's start, OPEN_END the end of its opening delimiter (original
   offsets).  Returns the cleaned offset where lexing goes on.  */
static size_t
raw_body (struct bg_lexer *lx, size_t start, size_t open_end, size_t r)
{
  const unsigned char *s = lx->raw;
  size_t end = lx->raw_end;
  for (; r < end; r++)
    {
      if (lx->carry.raw_fail ? s[r] == '"'
	  : s[r] == ')' && r + lx->carry.raw_len + 1 < end
	      && memcmp (s + r + 1, lx->carry.raw_delim, lx->carry.raw_len) == 0
	      && s[r + 1 + lx->carry.raw_len] == '"')
	{
	  size_t e = r + (lx->carry.raw_fail ? 1 : lx->carry.raw_len + 2);
	  lx->carry.mode = BG_LEX_CODE;
	  if (!emit_raw (lx, BG_ATOM_RAW, start, open_end, r, e))
	    return SIZE_MAX;
	  return clean_at (lx, e);
	}
    }
  /* GCC 12 ends a raw string at the end of a directive's line
     ("unterminated raw string"); elsewhere, and from GCC 13 in directives
     too, it goes on.  The directive then goes on with it: what follows
     the raw string's end on a later line is still the directive's
     (lx->carry.directive is kept while the mode is BG_LEX_RAW).  Not followed:
     in a compile (not -E), GCC 11 and 12 read on past the line in a
     pragma the front end registered (#pragma GCC diagnostic, pack, ...:
     a deferred pragma is not a directive to lex_raw_string).  */
  lx->carry.mode = lx->carry.directive != DIR_NONE && !lx->lang.directive_raw_lines
	     ? BG_LEX_CODE : BG_LEX_RAW;
  if (!emit_raw (lx, BG_ATOM_RAW, start, open_end, end, end))
    return SIZE_MAX;
  return lx->n;
}

/* A raw string whose prefix starts at cleaned START and whose '"' is at
   cleaned Q.  GCC reads the delimiter from the original bytes: a splice or
   trigraph there is an invalid character, and after an invalid character
   the literal runs to the next '"'.  */
static size_t
lex_raw (struct bg_lexer *lx, size_t start, size_t q)
{
  const unsigned char *s = lx->raw;
  size_t rs = raw_at (lx, start), r = raw_at (lx, q) + 1;
  unsigned len = 0;
  lx->carry.raw_fail = 0;
  for (;; r++)
    {
      if (r >= lx->raw_end)
	{
	  lx->carry.raw_fail = 1;   /* a newline in the delimiter */
	  break;
	}
      if (s[r] == '(')
	{
	  r++;
	  break;
	}
      if (len < BG_RAW_DELIM_MAX && raw_delim_char (s[r]))
	lx->carry.raw_delim[len++] = (char) s[r];
      else
	{
	  lx->carry.raw_fail = 1;
	  r++;
	  break;
	}
    }
  lx->carry.raw_len = len;
  return raw_body (lx, rs, r, r);
}

/* The first J' >= J with T[J'] == C, or N when none is before N.  */
static size_t
find_byte (const unsigned char *t, size_t j, size_t n, unsigned c)
{
  const unsigned char *p = j < n ? memchr (t + j, (int) c, n - j) : NULL;
  return p ? (size_t) (p - t) : n;
}

/* Where the text of a string, character constant or header name that
   starts at FROM ends: the offset of its terminator TERM, or lx->n when
   the line ends first.  Backslashes escape unless NOESC.  */
static inline size_t
quoted_end (struct bg_lexer *lx, size_t from, unsigned term, int noesc)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, e = find_byte (t, from, n, term);
  /* A backslash escapes the next character, whatever it is: look for
     one before the terminator found, and for the next terminator only
     when it escaped this one (linear however many escapes).  In a line
     that is its own text, the buffer's next backslash may lie beyond.  */
  if (lx->identity && !noesc)
    {
      const unsigned char *bs = next_in_buffer (lx, t + from, '\\',
						&lx->bs_from, &lx->bs_next);
      noesc = !bs || bs >= t + e;
    }
  for (size_t j = from; !noesc && j < e;)
    {
      size_t q = find_byte (t, j, e, '\\');
      if (q >= e)
	break;
      j = q + 2;
      if (j > e)
	e = find_byte (t, j, n, term);
    }
  return e;
}

/* A string, character constant or header name whose opening delimiter is
   START..FROM and whose terminator is TERM; backslashes escape unless
   NOESC.  An unterminated one runs to the end of the logical line (cpp's
   CPP_OTHER), except an angled header name, which is then none: cpp
   reads its '<' as a punctuator (returns START).  */
static size_t
lex_quoted (struct bg_lexer *lx, enum bg_atom_kind kind, size_t start,
	    size_t from, unsigned term, int noesc)
{
  size_t e = quoted_end (lx, from, term, noesc);
  if (e < lx->n)
    return emit (lx, kind, start, from, e, e + 1) ? e + 1 : SIZE_MAX;
  if (term == '>')
    return start;
  return emit (lx, kind, start, from, lx->n, lx->n) ? lx->n : SIZE_MAX;
}

/* C11 Annex D (also C++11's): the characters an identifier may hold.  */
static const uint32_t c11_ranges[][2] = {
  { 0xA8, 0xA8 }, { 0xAA, 0xAA }, { 0xAD, 0xAD }, { 0xAF, 0xAF },
  { 0xB2, 0xB5 }, { 0xB7, 0xBA }, { 0xBC, 0xBE }, { 0xC0, 0xD6 },
  { 0xD8, 0xF6 }, { 0xF8, 0xFF }, { 0x100, 0x167F }, { 0x1681, 0x180D },
  { 0x180F, 0x1FFF }, { 0x200B, 0x200D }, { 0x202A, 0x202E },
  { 0x203F, 0x2040 }, { 0x2054, 0x2054 }, { 0x2060, 0x206F },
  { 0x2070, 0x218F }, { 0x2460, 0x24FF }, { 0x2776, 0x2793 },
  { 0x2C00, 0x2DFF }, { 0x2E80, 0x2FFF }, { 0x3004, 0x3007 },
  { 0x3021, 0x302F }, { 0x3031, 0x303F }, { 0x3040, 0xD7FF },
  { 0xF900, 0xFD3D }, { 0xFD40, 0xFDCF }, { 0xFDF0, 0xFE44 },
  { 0xFE47, 0xFFFD }
};

/* Whether cpp (GCC 12) takes CP into an identifier, as measured: in C
   with extended identifiers (C99 on, GNU modes too) C11's set, so LRM and
   RLM split an identifier while the embeddings and isolates do not; in
   C++ every valid character (one outside the set is an error, but it
   stays in the identifier); in C90 and assembler none.  */
static bool
ident_char (const struct bg_lang *g, uint32_t cp)
{
  if (g->identifiers == BG_IDENT_NONE || BG_CP_IS_INVALID (cp))
    return 0;
  if (g->cplusplus || (cp >= 0x100 && cp <= 0x167F))
    return 1;
  if (cp >= 0x10000)
    return (cp & 0xFFFF) <= 0xFFFD && cp <= 0xEFFFD;
  for (size_t r = 0; r < sizeof c11_ranges / sizeof *c11_ranges; r++)
    if (cp >= c11_ranges[r][0] && cp <= c11_ranges[r][1])
      return 1;
  return 0;
}

/* Bytes of T[I..N) that continue an identifier or a pp-number, or 0.  */
static size_t
ident_len (const struct bg_lexer *lx, size_t i)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n;
  if (t[i] == '\\')
    {
      /* A UCN continues an identifier only when complete: \u and four
	 hex digits or \U and eight; else the backslash is a stray.  */
      size_t d = i + 1 < n && t[i + 1] == 'u' ? 4
		 : i + 1 < n && t[i + 1] == 'U' ? 8 : 0;
      if (!d || i + 2 + d > n)
	return 0;
      for (size_t k = i + 2; k < i + 2 + d; k++)
	if (!strchr ("0123456789abcdefABCDEF", t[k]) || !t[k])
	  return 0;
      return 2 + d;
    }
  if (is_idnum (t[i]) || t[i] == '$')
    return 1;
  if (t[i] < 0x80)
    return 0;
  /* A display's every byte >= 0x80 continues a name: its lead byte
     alone says so, the bytes after it are asked in turn.  */
  if (lx->display)
    return 1;
  uint32_t cp;
  size_t len = bg_utf8_decode (t + i, n - i, &cp);
  return ident_char (&lx->lang, cp) ? len : 0;
}

/* A pp-number from I, as lex_number: a run of letters, digits, '.',
   signs after an exponent letter and digit separators when enabled (not
   before '.', none left at the end of the run); then a non-ASCII
   identifier character, a UCN or '$' continues it with another run.  */
static size_t
lex_number (struct bg_lexer *lx, size_t i)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, j = i + 1;
  int sep = lx->lang.digit_separators;
  for (;;)
    {
      size_t run = j;
      while (j < n)
	{
	  unsigned d = t[j];
	  if (is_idnum (d) || (d == '\'' && sep)
	      || (d == '.' && !(sep && t[j - 1] == '\''
				&& !lx->lang.dot_after_separator))
	      || ((d == '+' || d == '-') && strchr ("eEpP", t[j - 1])))
	    j++;
	  else
	    break;
	}
      while (sep && j > run && t[j - 1] == '\'')
	j--;
      size_t k = j < n && !is_idnum (t[j]) ? ident_len (lx, j) : 0;
      if (!k)
	return j;
      lx->code_high |= t[j] >= 0x80;
      j += k;
    }
}

static size_t
lex_identifier (struct bg_lexer *lx, size_t i)
{
  const unsigned char *t = lx->text;
  size_t j = i, k;
  if (lx->display)
    {
      /* Every byte >= 0x80 of a display continues a name (ident_len):
	 a run of right-to-left letters is read a byte at a time, not
	 decoded.  */
      size_t n = lx->n;
      while (j < n)
	if (t[j] >= 0x80)
	  {
	    /* The run of such bytes in a loop of its own: a flag stored
	       per byte would be a store per byte.  */
	    while (++j < n && t[j] >= 0x80)
	      ;
	    lx->code_high = 1;
	  }
	else if (ch_class[t[j]] & CH_IDENT)
	  j++;
	else
	  break;
      if (j >= lx->n || t[j] != '\\' || !(k = ident_len (lx, j)))
	return j;
      j += k;
    }
  for (;;)
    {
      while (j < lx->n && (ch_class[t[j]] & CH_IDENT))
	j++;
      if (j >= lx->n || (t[j] != '\\' && t[j] < 0x80)
	  || !(k = ident_len (lx, j)))
	return j;
      lx->code_high |= t[j] >= 0x80;
      j += k;
    }
}

/* Longest punctuator at T[I..N): only its first byte is looked up.  */
static size_t
punct_len (const unsigned char *t, size_t i, size_t n)
{
  static const char *const longer[] = {
    "%:%:", "<<=", ">>=", "...", "->*", "<=>", "->", "++", "--", "<<", ">>",
    "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=",
    "^=", "|=", "##", "::", ".*", "<:", ":>", "<%", "%>", "%:"
  };
  if (i + 1 >= n)
    return 1;
  switch (t[i])
    {
    case '%': case '<': case '>': case '.': case '-': case '+': case '=':
    case '!': case '&': case '|': case '*': case '/': case '^': case '#':
    case ':':
      break;
    default:
      return 1;   /* no longer punctuator starts with it */
    }
  for (size_t p = 0; p < sizeof longer / sizeof *longer; p++)
    {
      const char *w = longer[p];
      if ((unsigned char) w[0] != t[i] || (unsigned char) w[1] != t[i + 1])
	continue;
      size_t len = w[2] ? (w[3] ? 4 : 3) : 2;
      if (i + len <= n && memcmp (t + i, w, len) == 0)
	return len;
    }
  return 1;
}

static bool
word_is (const unsigned char *t, size_t i, size_t j, const char *w)
{
  return j - i == strlen (w) && memcmp (t + i, w, j - i) == 0;
}

/* What the identifier T[I..J) followed by T[J] opens, as _cpp_lex_direct
   decides for L, u, U, u8 and R: '"' a string, '\'' a character
   constant, 'R' a raw string, 0 nothing.  */
static int
literal_prefix (const struct bg_lexer *lx, size_t i, size_t j)
{
  const unsigned char *t = lx->text;
  const struct bg_lang *g = &lx->lang;
  if (j >= lx->n || (t[j] != '"' && t[j] != '\''))
    return 0;
  int quote = t[j];
  size_t len = j - i;
  if (len > 3)
    return 0;
  int raw = len >= 1 && t[j - 1] == 'R';
  size_t plen = raw ? len - 1 : len;   /* the encoding prefix */
  int enc_ok;
  if (plen == 0)
    enc_ok = 1;
  else if (plen == 1 && t[i] == 'L')
    enc_ok = 1;
  else if (plen == 1 && (t[i] == 'u' || t[i] == 'U'))
    enc_ok = g->uliterals;
  else if (plen == 2 && t[i] == 'u' && t[i + 1] == '8')
    enc_ok = quote == '\'' && !raw ? g->utf8_char_literals : g->utf8_literals;
  else
    return 0;
  if (!enc_ok)
    return 0;
  if (raw)
    return quote == '"' && g->raw_strings ? 'R' : 0;
  return plen == 0 ? 0 : quote;
}

/* Classify the directive named by LX's text [I..J).  */
static unsigned char
directive_kind (const struct bg_lexer *lx, size_t i, size_t j)
{
  const unsigned char *t = lx->text;
  /* Preprocessed input: of the directives cpp knows, only #define,
     #undef and #pragma are directives (cpp's IN_I, libcpp/directives.cc
     _cpp_handle_directive); the others leave the line to be lexed as
     plain tokens, '<' a punctuator and #error's text code.  A name cpp
     does not know is still a directive line ("invalid preprocessing
     directive"), skipped to its end.  */
  if (lx->lang.preprocessed)
    {
      static const char *const known[] = {
	"include", "endif", "ifdef", "if", "else", "ifndef", "line", "elif",
	"error", "warning", "include_next", "ident", "import", "assert",
	"unassert", "sccs", "elifdef", "elifndef"
      };
      if (word_is (t, i, j, "define") || word_is (t, i, j, "undef")
	  || word_is (t, i, j, "pragma"))
	return DIR_OTHER;
      for (size_t k = 0; k < sizeof known / sizeof *known; k++)
	if (word_is (t, i, j, known[k]))
	  return DIR_NONE;
      return lx->lang.embed && word_is (t, i, j, "embed") ? DIR_NONE
							    : DIR_OTHER;
    }
  if (word_is (t, i, j, "include") || word_is (t, i, j, "include_next")
      || word_is (t, i, j, "import"))
    return DIR_INCLUDE;
  if (lx->lang.embed && word_is (t, i, j, "embed"))
    return DIR_EMBED;
  if (word_is (t, i, j, "if") || word_is (t, i, j, "elif"))
    return DIR_IF;
  if (word_is (t, i, j, "error") || word_is (t, i, j, "warning"))
    return DIR_MESSAGE;
  return DIR_OTHER;
}

/* C++11 user-defined literals: letters right after a literal that ends
   at cleaned J are its suffix, so "a"R"(x)" holds no raw string.  (cpp
   leaves a suffix that is a macro name alone; none is assumed.)  Returns
   where lexing goes on, SIZE_MAX when out of memory.  */
static size_t
literal_suffix (struct bg_lexer *lx, size_t j)
{
  const unsigned char *t = lx->text;
  if (j == SIZE_MAX || !lx->lang.cplusplus || !lx->lang.uliterals
      || j >= lx->n
      || !((t[j] >= 'a' && t[j] <= 'z') || (t[j] >= 'A' && t[j] <= 'Z')
	   || t[j] == '_'))
    return j;
  size_t k = j;
  while (k < lx->n && is_idnum (t[k]))
    k++;
  return emit (lx, BG_ATOM_IDENT, j, j, k, k) ? k : SIZE_MAX;
}

/* The start of a logical line: the rest of a block comment or raw string
   from the previous one, else a fresh line of code.  Returns where
   lexing goes on, SIZE_MAX when out of memory.  */
static size_t
lex_line_start (struct bg_lexer *lx)
{
  if (lx->carry.mode == BG_LEX_BLOCK_COMMENT)
    return lex_block (lx, 0, 0, 1);
  if (lx->carry.mode == BG_LEX_RAW)
    {
      size_t i = raw_body (lx, 0, 0, 0);
      return i != SIZE_MAX && !lx->carry.raw_fail ? literal_suffix (lx, i) : i;
    }
  lx->carry.bol = 1;
  lx->carry.directive = DIR_NONE;
  lx->carry.angled = 0;
  return 0;
}

/* After a token that ends at J, other than an identifier or a directive's
   '#': a literal's (LITERAL) suffix, a directive name that was none, and
   __has_include's '(' (PAREN) that keeps header names on.  */
static size_t
token_end (struct bg_lexer *lx, size_t j, int literal, int paren)
{
  if (j == SIZE_MAX)
    return j;
  if (literal)
    j = literal_suffix (lx, j);
  if (lx->carry.directive == DIR_HASH)
    lx->carry.directive = DIR_OTHER;
  else if (lx->carry.directive == DIR_EMBED)
    lx->carry.embed_args = 1;
  /* __has_include ( <h> : the '(' and the operand are lexed with angled
     headers on.  */
  lx->carry.angled = lx->carry.angled == 2 && paren ? 1 : 0;
  return j;
}

/* An identifier at I, or the literal it is the encoding prefix of;
   ANGLED when a '<' would open a header name.  Returns where lexing goes
   on, SIZE_MAX when out of memory.  */
static size_t
lex_word (struct bg_lexer *lx, size_t i, int angled)
{
  const unsigned char *t = lx->text;
  size_t j = lex_identifier (lx, i);
  int lit = literal_prefix (lx, i, j);
  if (lit == 'R')
    {
      j = lex_raw (lx, i, j);
      return token_end (lx, j, !lx->carry.raw_fail, 0); /* no suffix after one */
    }
  if (lit)
    return token_end (lx,
		      lex_quoted (lx, lit == '"' ? BG_ATOM_STRING
						 : BG_ATOM_CHAR,
				  i, j + 1, (unsigned) lit, angled),
		      1, 0);
  /* 2 after __has_include: its '(' comes next.  */
  unsigned char next = 0;
  /* The directive's name is stored before its kind: the name of #error
     is no part of its message.  */
  unsigned char named = DIR_NONE;
  if (lx->carry.directive == DIR_HASH)
    {
      named = directive_kind (lx, i, j);
      lx->carry.directive = named == DIR_NONE ? DIR_NONE : DIR_OTHER;
      lx->carry.embed_args = 0;
    }
  else if (lx->carry.directive == DIR_EMBED)
    lx->carry.embed_args = 1;   /* #embed's first token: a macro name */
  else if (lx->carry.directive == DIR_IF
	   && (word_is (t, i, j, "__has_include")
	       || word_is (t, i, j, "__has_include_next")
	       || (lx->lang.embed && word_is (t, i, j, "__has_embed"))))
    next = 2;
  if (!emit (lx, BG_ATOM_IDENT, i, i, j, j))
    return SIZE_MAX;
  if (named != DIR_NONE)
    lx->carry.directive = named;
  lx->carry.angled = next;
  return j;
}

/* A punctuator at I, a directive's '#' when first on the line (BOL), or
   a character no token takes.  Returns as lex_word.  */
static size_t
lex_punct (struct bg_lexer *lx, size_t i, int bol)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n;
  unsigned c = t[i];
  size_t len = punct_len (t, i, n);
  if (lx->lang.no_digraphs && len > 1
      && ((c == '%' && (t[i + 1] == ':' || t[i + 1] == '>'))
	  || (c == '<' && (t[i + 1] == ':' || t[i + 1] == '%'))
	  || (c == ':' && t[i + 1] == '>')))
    len = 1;   /* <: :> <% %> %: are digraphs, off in ISO C90 */
  size_t j = i + len;
  /* A directive starts with # or %: alone: ## and %:%: are not.  */
  /* In preprocessed input a directive's '#' is in the first column
     (cpp reads an indented one there as a token).  */
  if (lx->lang.preprocessed && i > 0)
    bol = 0;
  if (bol && ((c == '#' && len == 1) || (c == '%' && len == 2
					 && t[i + 1] == ':')))
    {
      if (!emit (lx, BG_ATOM_PUNCT, i, i, j, j))
	return SIZE_MAX;
      lx->carry.directive = DIR_HASH;
      return j;
    }
  enum bg_atom_kind kind = BG_ATOM_PUNCT;
  if (c >= 0x80)
    {
      /* A character no identifier takes: cpp's stray CPP_OTHER.  An
	 identifier to the checks, which look into those.  */
      lx->code_high = 1;
      uint32_t cp;
      j = i + bg_utf8_decode (t + i, n - i, &cp);
      kind = BG_ATOM_IDENT;
    }
  size_t stored = lx->natoms;
  if (!emit (lx, kind, i, i, j, j))
    return SIZE_MAX;
  if (kind == BG_ATOM_IDENT && lx->natoms > stored)
    lx->atoms[stored].stray = true;
  return token_end (lx, j, 0, c == '(');
}

/* Whether the text of the header name I..J (delimiters at I and J - 1)
   holds one of CHARS, a slash only where it starts a comment.  */
static bool
name_opens (const struct bg_lexer *lx, size_t i, size_t j, const char *chars)
{
  for (size_t k = i + 1; k + 1 < j; k++)
    if (lx->text[k] && strchr (chars, lx->text[k])
	&& (lx->text[k] != '/' || lx->text[k + 1] == '*'
	    || lx->text[k + 1] == '/'))
      return true;
  return false;
}

/* GCC 15's cpp reads every '<' or '"' of an #embed line as the start of
   a header name while it skips the line's group, as after #include; in
   a group it compiles, once the first token (the header name, or the
   macro that makes it) is read, the parameters' '<' is a punctuator and
   '"' opens a string.  The lexer cannot know which groups cpp skips and
   takes the first reading, which is exact in a skipped group (where
   nothing else would warn of a comment opened in the other reading).  A
   header name past the first token, I..J, whose text holds one of
   CHARS where the other reading opens a comment, string or character
   constant (a slash for a comment, a quote; a backslash, which escapes
   in a string and not in a header name) reads two ways: the scanner says
   so (bg_scanner_read_two_ways), and the plugin keeps GCC's own check on
   for that file.  */
static bool
embed_args_differ (const struct bg_lexer *lx, size_t i, size_t j,
		   const char *chars)
{
  return lx->carry.directive == DIR_EMBED && lx->carry.embed_args
	 && j != SIZE_MAX && name_opens (lx, i, j, chars);
}

/* Whether the header name I..J, read as GCC 15 reads one after #embed
   (or in an #if, where __has_embed's operand is one), holds one of CHARS
   where GCC 14 and before, which lex it as tokens, open a comment,
   string or character constant (or escape a quote: a backslash).  Such
   a file reads one way for each compiler: the scanner, which knows no
   compiler, reads it both ways (bg_scanner_read_before_embed_otherwise).  */
static bool
embed_name_differs (const struct bg_lexer *lx, size_t i, size_t j,
		    const char *chars)
{
  return lx->lang.embed && j != SIZE_MAX
	 && (lx->carry.directive == DIR_EMBED
	     || (lx->carry.directive == DIR_IF && lx->carry.angled))
	 && name_opens (lx, i, j, chars);
}

/* The token at I: not white space, not a comment.  Returns as
   lex_word.  */
static size_t
lex_token (struct bg_lexer *lx, size_t i)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, j;
  unsigned c = t[i];
  int bol = lx->carry.bol;
  lx->carry.bol = 0;
  int angled = lx->carry.directive == DIR_INCLUDE
	       || lx->carry.directive == DIR_EMBED || lx->carry.angled;
  /* Where cpp reads header names, "a.h" is one as <a.h> is: its bytes
     name a file, no escape in them.  Unterminated, it is cpp's CPP_OTHER
     to the end of the line, lexed the same way: an open header name.  */
  if (c == '"' || c == '\'')
    {
      j = lex_quoted (lx, c == '\'' ? BG_ATOM_CHAR
			  : angled ? BG_ATOM_HEADER : BG_ATOM_STRING,
		      i, i + 1, c, angled);
      if (c == '"' && embed_args_differ (lx, i, j, "\\"))
	lx->read_two_ways = 1;
      if (c == '"' && embed_name_differs (lx, i, j, "\\"))
	lx->read_before_embed_otherwise = 1;
      return token_end (lx, j, 1, 0);
    }
  /* lex_string gives a header name a suffix too.  */
  if (c == '<' && angled
      && (j = lex_quoted (lx, BG_ATOM_HEADER, i, i + 1, '>', 1)) != i)
    {
      if (embed_args_differ (lx, i, j, "/\"'"))
	lx->read_two_ways = 1;
      if (embed_name_differs (lx, i, j, "/\"'\\"))
	lx->read_before_embed_otherwise = 1;
      return token_end (lx, j, 1, 0);
    }
  if (is_digit (c) || (c == '.' && i + 1 < n && is_digit (t[i + 1])))
    {
      j = lex_number (lx, i);
      return token_end (lx, emit (lx, BG_ATOM_NUMBER, i, i, j, j)
			      ? j : SIZE_MAX, 0, 0);
    }
  if (is_idnum (c) || c == '$'
      || ((c == '\\' || c >= 0x80) && ident_len (lx, i)))
    return lex_word (lx, i, angled);
  return lex_punct (lx, i, bol);
}

/* A token that is no literal, comment or directive, stored by no one
   (not BG_LEX_ATOMS_ALL), at I in code outside the directives that read
   names or header names: an ASCII name not followed by what could make
   it a literal's prefix or continue it, or a plain punctuator (CH_PLAIN:
   its longer forms change nothing either).  Then lex_token would do no
   more than store nothing, clear the first-token flag and leave the
   directive and header-name states as they are (none and off): done here
   at the cost of a load a byte.  K is T[I]'s class.  Returns where the
   token ends, or I for lex_token to lex it.  */
static inline size_t
skim_code (struct bg_lexer *lx, size_t i, unsigned k)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, j = i + 1;
  if (k & CH_WORD)
    {
      while (j < n && (ch_class[t[j]] & CH_IDENT))
	j++;
      if (j < n && (t[j] == '"' || t[j] == '\'' || t[j] == '\\'
		    || t[j] >= 0x80))
	return i;
    }
  lx->carry.bol = 0;
  return j;
}

static int
hex_digit (unsigned c)
{
  if (c - '0' < 10u)
    return (int) (c - '0');
  if ((c | 0x20) - 'a' < 6u)
    return (int) ((c | 0x20) - 'a' + 10);
  return -1;
}

/* The escape whose backslash is cleaned character I (T[I + 1] is 'u',
   'U' or 'N'): the character it makes into *VALUE (0 for a name that is
   no control's), and the cleaned offset past it; I when it is none, as
   cpp reads it (then the backslash is a stray or escapes the next
   character).  */
static size_t
read_escape (const struct bg_lexer *lx, size_t i, uint32_t *value)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, j = i + 2;
  unsigned kind = t[i + 1];
  uint32_t v = 0;
  if (j < n && t[j] == '{' && lx->lang.delimited_escapes)
    {
      size_t from = ++j;
      if (kind == 'N')
	{
	  while (j < n && t[j] != '}')
	    j++;
	  if (j == n)
	    return i;
	  *value = bg_control_by_name ((const char *) t + from, j - from);
	  return j + 1;
	}
      for (int h; j < n && (h = hex_digit (t[j])) >= 0; j++)
	v = v > 0x10FFFF ? v : (v << 4) | (uint32_t) h;
      if (j == from || j == n || t[j] != '}')
	return i;
      *value = v;
      return j + 1;
    }
  size_t digits = kind == 'u' ? 4 : kind == 'U' ? 8 : 0;
  if (!digits || n - j < digits)
    return i;
  for (size_t e = j + digits; j < e; j++)
    {
      int h = hex_digit (t[j]);
      if (h < 0)
	return i;
      v = (v << 4) | (uint32_t) h;
    }
  *value = v;
  return j;
}

/* lx->escapes of the logical line just lexed: every escape cpp reads
   as a control in code (an identifier, a number, a stray backslash:
   cpp reads the escape before it decides) or in the content of a string
   or character literal, from the cleaned text.  Comments, raw strings
   and header names read no escape.  LITERALS mode stores no code token,
   and code is what lies between the atoms either way.  */
static bool
find_escapes (struct bg_lexer *lx)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, a = 0;
  lx->nescapes = 0;
  for (size_t i = 0; i + 1 < n; i++)
    {
      if (t[i] != '\\')
	continue;
      size_t r = raw_at (lx, i);
      while (a < lx->natoms && lx->atoms[a].end <= r)
	a++;
      const struct bg_atom *at = a < lx->natoms && lx->atoms[a].start <= r
				 ? &lx->atoms[a] : NULL;
      bool literal = false;
      if (at && !bg_atom_is_token (at->kind))
	{
	  if ((at->kind != BG_ATOM_STRING && at->kind != BG_ATOM_CHAR)
	      || r < at->open_end || r >= at->close_start)
	    continue;
	  literal = true;
	}
      unsigned d = t[i + 1];
      uint32_t v = 0;
      size_t e = d == 'u' || d == 'U' || d == 'N' ? read_escape (lx, i, &v)
						  : i;
      if (e == i)
	{
	  i += literal;   /* \\ escapes the next backslash */
	  continue;
	}
      if (bg_is_control (v))
	{
	  if (lx->nescapes >= lx->escapes_cap
	      && !bg_grow (&lx->escapes, &lx->escapes_cap, lx->nescapes + 1,
			   sizeof *lx->escapes))
	    return false;
	  lx->escapes[lx->nescapes++] = (struct bg_escape) {
	    (uint32_t) r, (uint32_t) raw_after (lx, e), v };
	}
      i = e - 1;
    }
  return true;
}

size_t
bg_lex_line_escapes (const struct bg_lexer *lx, size_t k, size_t *first)
{
  const struct bg_phys_line *pl = &lx->lines[k];
  *first = bg_lower_bound (lx->escapes, lx->nescapes, sizeof *lx->escapes,
			   offsetof (struct bg_escape, start), pl->start);
  return bg_lower_bound (lx->escapes, lx->nescapes, sizeof *lx->escapes,
			 offsetof (struct bg_escape, start), pl->end);
}

bool
bg_lex_run (struct bg_lexer *lx, int want_atoms)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n;
  lx->want_atoms = want_atoms;
  lx->natoms = 0;
  lx->code_high = 0;
  size_t i = lex_line_start (lx);
  int skim = want_atoms != BG_LEX_ATOMS_ALL;
  while (i < n)
    {
      unsigned c = t[i];
      unsigned k = ch_class[c];
      if (k & CH_NVSPACE)
	i++;
      else if ((k & (CH_WORD | CH_PLAIN)) && skim
	       && (lx->carry.directive == DIR_NONE
		   || lx->carry.directive == DIR_OTHER
		   || lx->carry.directive == DIR_MESSAGE)
	       && !lx->carry.angled)
	{
	  size_t j = skim_code (lx, i, k);
	  i = j != i ? j : lex_token (lx, i);
	}
      /* Comments are white space: they keep the line's first token
	 first.  */
      else if (c == '/' && i + 1 < n && t[i + 1] == '*')
	i = lex_block (lx, i, i + 2, 0);
      else if (c == '/' && i + 1 < n && t[i + 1] == '/'
	       && lx->lang.cplusplus_comments)
	i = emit_line_comment (lx, i, n);
      else
	i = lex_token (lx, i);
    }
  if (i == SIZE_MAX)
    return 0;
  if (lx->carry.mode == BG_LEX_CODE)
    lx->carry.directive = DIR_NONE;
  lx->nescapes = 0;
  if (lx->want_escapes && want_atoms != BG_LEX_ATOMS_NONE
      && !find_escapes (lx))
    return 0;
  return 1;
}

bool
bg_lex_plain_line (const struct bg_lexer *lx)
{
  /* One physical line that is its own text (no splice, no trigraph);
     code, or the rest of a block comment outside a directive.  */
  return lx->nlines == 1 && lx->identity
	 && (lx->carry.mode == BG_LEX_CODE
	     || (lx->carry.mode == BG_LEX_BLOCK_COMMENT
		 && lx->carry.directive == DIR_NONE && !lx->carry.angled));
}

size_t
bg_lex_plain_text_end (struct bg_lexer *lx, size_t open, enum bg_plain kind)
{
  if (kind == BG_PLAIN_BLOCK)
    return block_end (lx, open);
  if (kind == BG_PLAIN_LITERAL)
    return quoted_end (lx, open, lx->text[open - 1], 0);
  return lx->n;
}

/* bg_lex_plain_next at a quote or slash C at J: the literal or
   comment it opens, or BG_PLAIN_OTHER; *NEXT gets where the code goes on
   when it opens neither (a '/' punctuator).  */
static enum bg_plain
plain_stop (const struct bg_lexer *lx, size_t j, unsigned c, size_t *open,
	    bool *token, size_t *next)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n;
  switch (c)
    {
    case '"':
    case '\'':
      /* A prefix or name before it changes where the literal starts,
	 not where its text does; but after R it may be a raw string,
	 and with digit separators a quote may belong to a number.  */
      if (c == '"' ? j > 0 && t[j - 1] == 'R' && lx->lang.raw_strings
	  : lx->lang.digit_separators)
	return BG_PLAIN_OTHER;
      *token = true;
      *open = j + 1;
      return BG_PLAIN_LITERAL;
    case '/':
      if (j + 1 < n && t[j + 1] == '*')
	{
	  *open = j + 2;
	  return BG_PLAIN_BLOCK;
	}
      if (j + 1 < n && t[j + 1] == '/' && lx->lang.cplusplus_comments)
	{
	  *open = j + 2;
	  return BG_PLAIN_LINE;
	}
      *token = true;   /* a punctuator */
      *next = j + 1;
      return BG_PLAIN_END;
    default:
      /* '#' and '%' may open a directive, '\\' a name or a splice
	 that was none, a byte >= 0x80 a name: lex_token's.  */
      return BG_PLAIN_OTHER;
    }
}

enum bg_plain
bg_lex_plain_next (const struct bg_lexer *lx, size_t i, size_t *open,
		   bool *token)
{
  const unsigned char *t = lx->text;
  size_t n = lx->n, j = i;
  for (;;)
    {
      /* White space, then names, numbers and plain punctuators: tokens
	 that store nothing and change no state here (no directive is
	 open), as skim_code and lex_token would take them.  */
      if (!*token)
	{
	  while (j < n && (ch_class[t[j]] & CH_NVSPACE))
	    j++;
	  if (j < n && !(ch_class[t[j]] & CH_STOP))
	    *token = true;
	}
      while (j < n && !(ch_class[t[j]] & CH_STOP))
	j++;
      if (j >= n)
	{
	  *open = n;
	  return BG_PLAIN_END;
	}
      size_t next = n;
      enum bg_plain k = plain_stop (lx, j, t[j], open, token, &next);
      if (k != BG_PLAIN_END)
	return k;
      j = next;
    }
}

void
bg_lex_plain_done (struct bg_lexer *lx, bool open_comment, bool token)
{
  /* As lex_line_start, the tokens and the end of bg_lex_run leave it:
     outside a directive, the first-token flag cleared by a token (a
     line that starts in a comment keeps the one it had).  */
  if (lx->carry.mode == BG_LEX_CODE)
    lx->carry.bol = 1;
  if (token)
    lx->carry.bol = 0;
  lx->carry.mode = open_comment ? BG_LEX_BLOCK_COMMENT : BG_LEX_CODE;
  lx->carry.directive = DIR_NONE;
  lx->carry.angled = 0;
  lx->natoms = 0;
  lx->code_high = 0;
}

bool
bg_lex_line_atoms_as_lexed (const struct bg_lexer *lx, size_t k,
			    const struct bg_atom **atoms, size_t *n)
{
  const struct bg_phys_line *pl = &lx->lines[k];
  /* A logical line of one physical line without a splice: every atom
     lies in [0, end] with start < end or is a comment or literal (the
     clipping of bg_lex_line_atoms changes nothing and keeps them all).  */
  if (!(lx->nlines == 1 && pl->splice == 0 && pl->start == 0 && pl->end > 0))
    return false;
  *atoms = lx->atoms;
  *n = lx->natoms;
  return true;
}

size_t
bg_lex_line_atoms (const struct bg_lexer *lx, size_t k, struct bg_atom *out)
{
  const struct bg_phys_line *pl = &lx->lines[k];
  size_t ls = pl->start, le = pl->end, m = 0;
  size_t n;
  const struct bg_atom *as_lexed;
  if (bg_lex_line_atoms_as_lexed (lx, k, &as_lexed, &n))
    {
      if (n)   /* lx->atoms may still be NULL */
	memcpy (out, lx->atoms, n * sizeof *out);
      return n;
    }
  /* Atoms do not overlap: their ends rise.  Start at the first one that
     reaches this line, so that a logical line of many physical lines
     costs no more than its atoms.  */
  size_t lo = bg_lower_bound (lx->atoms, lx->natoms, sizeof *lx->atoms,
			      offsetof (struct bg_atom, end), ls);
  for (size_t a = lo; a < lx->natoms && lx->atoms[a].start <= le; a++)
    {
      const struct bg_atom *at = &lx->atoms[a];
      int lit = at->kind >= BG_ATOM_COMMENT;
      if (!(at->start < le && at->end > ls)
	  && !(lit && ls == le && at->start <= ls
	       && (at->end > ls || at->end == lx->raw_end)))
	continue;
      /* A splice belongs to no atom, except in a raw string, where GCC
	 keeps it.  */
      size_t ce = at->kind == BG_ATOM_RAW ? le : le - pl->splice;
      size_t b[4] = { at->start, at->open_end, at->close_start, at->end };
      for (int j = 0; j < 4; j++)
	b[j] = (b[j] < ls ? ls : b[j] > ce ? ce : b[j]) - ls;
      if (!lit && b[3] == b[0])
	continue;
      out[m++] = (struct bg_atom) { at->kind, (uint32_t) b[0],
				    (uint32_t) b[1], (uint32_t) b[2],
				    (uint32_t) b[3], at->message, at->stray,
				    at->line_comment };
    }
  return m;
}
