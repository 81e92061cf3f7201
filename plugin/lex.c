/* lex.c - split one physical line of C or C++ into atoms.
 *
 * An atom is a code token (identifier, pp-number, punctuator), a comment
 * or a string / character literal with its delimiters.  The display check
 * needs exactly this much: which bytes are code the reader must see in
 * order, which are delimiters, and which are free text.  Block comments,
 * raw strings and spliced lines carry over to the next line in
 * struct bg_lex_state.  Translation phase 2 (splicing) comes before
 * tokenizing, so a backslash at the end of a line continues whatever is
 * open there except a raw string, where GCC undoes the splice.
 */
#include <string.h>

#include "core.h"

static int
is_space (unsigned c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

static int
is_digit (unsigned c)
{
  return c >= '0' && c <= '9';
}

static int
is_alpha (unsigned c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
	 || c == '$';
}

/* Identifier characters: letters, digits, and any UTF-8 byte (GCC takes
   extended characters in identifiers; a stray one is an error anyway).  */
static int
is_ident (unsigned c)
{
  return is_alpha (c) || is_digit (c) || c >= 0x80;
}

static int
is_ucn (const unsigned char *s, size_t i, size_t n)
{
  return s[i] == '\\' && i + 1 < n && (s[i + 1] == 'u' || s[i + 1] == 'U');
}

size_t
bg_splice_len (const unsigned char *s, size_t n)
{
  size_t k = n;
  while (k > 0 && is_space (s[k - 1]))
    k--;
  return (k > 0 && s[k - 1] == '\\') ? n - (k - 1) : 0;
}

static const unsigned char *
find2 (const unsigned char *s, size_t from, size_t n, char a, char b)
{
  for (size_t i = from; i + 1 < n; i++)
    {
      const unsigned char *p = memchr (s + i, a, n - 1 - i);
      if (!p)
	return NULL;
      i = (size_t) (p - s);
      if (p[1] == (unsigned char) b)
	return p;
    }
  return NULL;
}

/* Position of ")DELIM\"" closing a raw string, or N.  */
static size_t
find_raw_end (const struct bg_lex_state *st, const unsigned char *s,
	      size_t from, size_t n)
{
  size_t need = st->raw_len + 2;
  for (size_t i = from; i + need <= n; i++)
    {
      const unsigned char *p = memchr (s + i, ')', n - i);
      if (!p)
	return n;
      i = (size_t) (p - s);
      if (i + need <= n && memcmp (s + i + 1, st->raw_delim, st->raw_len) == 0
	  && s[i + 1 + st->raw_len] == '"')
	return i;
    }
  return n;
}

struct sink
{
  struct bg_atom *atoms;
  size_t n;
};

static void
emit (struct sink *k, enum bg_atom_kind kind, size_t start, size_t open_end,
      size_t close_start, size_t end)
{
  if (k->atoms)
    k->atoms[k->n] = (struct bg_atom) { kind, (uint32_t) start,
					(uint32_t) open_end,
					(uint32_t) close_start, (uint32_t) end };
  k->n++;
}

/* A quoted literal whose content starts at FROM; the opening delimiter
   is START..FROM.  Returns where lexing goes on.  */
static size_t
lex_quoted (struct bg_lex_state *st, struct sink *k, const unsigned char *s,
	    size_t start, size_t from, size_t end, size_t n, size_t splice)
{
  enum bg_atom_kind kind = st->mode == BG_LEX_CHAR ? BG_ATOM_CHAR
						   : BG_ATOM_STRING;
  unsigned q = kind == BG_ATOM_CHAR ? '\'' : '"';
  for (size_t j = from; j < end; j++)
    {
      if (s[j] == '\\')
	j++;
      else if (s[j] == q)
	{
	  emit (k, kind, start, from, j, j + 1);
	  st->mode = BG_LEX_CODE;
	  return j + 1;
	}
    }
  /* Unterminated: a splice carries it on, otherwise it ends here (GCC
     reports the missing terminator).  */
  emit (k, kind, start, from, end, end);
  if (!splice)
    st->mode = BG_LEX_CODE;
  return n;
}

static size_t
lex_raw (struct bg_lex_state *st, struct sink *k, const unsigned char *s,
	 size_t start, size_t from, size_t n)
{
  size_t m = find_raw_end (st, s, from, n);
  if (m == n)
    {
      emit (k, BG_ATOM_RAW, start, from, n, n);
      return n;
    }
  size_t e = m + st->raw_len + 2;
  emit (k, BG_ATOM_RAW, start, from, m, e);
  st->mode = BG_LEX_CODE;
  return e;
}

/* The prefix S[I..J) of a literal: 1 for an ordinary prefix, 2 for a raw
   one, 0 for none.  */
static int
literal_prefix (const unsigned char *s, size_t i, size_t j, int raw)
{
  size_t len = j - i;
  const char *w = (const char *) s + i;
  if ((len == 1 && (*w == 'L' || *w == 'u' || *w == 'U'))
      || (len == 2 && w[0] == 'u' && w[1] == '8'))
    return 1;
  if (raw && len >= 1 && w[len - 1] == 'R'
      && (len == 1 || literal_prefix (s, i, j - 1, 0) == 1))
    return 2;
  return 0;
}

/* Try to open a raw string whose '"' is at Q.  */
static int
open_raw (struct bg_lex_state *st, const unsigned char *s, size_t q,
	  size_t n, size_t *paren)
{
  for (size_t d = q + 1; d < n && d - q - 1 <= BG_RAW_DELIM_MAX; d++)
    {
      unsigned c = s[d];
      if (c == '(')
	{
	  st->raw_len = (unsigned) (d - q - 1);
	  memcpy (st->raw_delim, s + q + 1, st->raw_len);
	  *paren = d;
	  return 1;
	}
      if (c <= ' ' || c == ')' || c == '\\' || c == '"' || c >= 0x7F)
	return 0;
    }
  return 0;
}

/* Longest punctuator at S[I..END): only its first byte is looked up.  */
static size_t
punct_len (const unsigned char *s, size_t i, size_t end)
{
  static const char *const longer[] = {
    "%:%:", "<<=", ">>=", "...", "->*", "<=>", "->", "++", "--", "<<", ">>",
    "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=",
    "^=", "|=", "##", "::", ".*", "<:", ":>", "<%", "%>", "%:"
  };
  if (i + 1 >= end || !strchr ("%<>.-+=!&|*/^#:", s[i]))
    return 1;
  for (size_t p = 0; p < sizeof longer / sizeof *longer; p++)
    {
      const char *w = longer[p];
      if ((unsigned char) w[0] != s[i] || (unsigned char) w[1] != s[i + 1])
	continue;
      size_t len = w[2] ? (w[3] ? 4 : 3) : 2;
      if (i + len <= end && memcmp (s + i, w, len) == 0)
	return len;
    }
  return 1;
}

static size_t
lex_number (const unsigned char *s, size_t i, size_t end)
{
  size_t j = i + 1;
  while (j < end)
    {
      unsigned d = s[j];
      if ((d == '+' || d == '-') && strchr ("eEpP", s[j - 1]))
	j++;
      else if (is_ident (d) || d == '.')
	j++;
      else if (d == '\'' && j + 1 < end && is_ident (s[j + 1]))
	j += 2;		/* C++14 / C23 digit separator */
      else
	break;
    }
  return j;
}

static size_t
lex_identifier (const unsigned char *s, size_t i, size_t end)
{
  size_t j = i;
  while (j < end)
    {
      if (is_ucn (s, j, end))
	j += 2;
      else if (is_ident (s[j]))
	j++;
      else
	break;
    }
  return j;
}

size_t
bg_lex_line (struct bg_lex_state *st, const unsigned char *s, size_t n,
	     struct bg_atom *atoms)
{
  struct sink k = { atoms, 0 };
  size_t splice = bg_splice_len (s, n);
  size_t end = n - splice;
  size_t i = 0;

  switch (st->mode)
    {
    case BG_LEX_BLOCK_COMMENT:
      {
	const unsigned char *p = find2 (s, 0, n, '*', '/');
	if (!p)
	  {
	    emit (&k, BG_ATOM_COMMENT, 0, 0, n, n);
	    return k.n;
	  }
	i = (size_t) (p - s);
	emit (&k, BG_ATOM_COMMENT, 0, 0, i, i + 2);
	i += 2;
	st->mode = BG_LEX_CODE;
	break;
      }
    case BG_LEX_LINE_COMMENT:
      emit (&k, BG_ATOM_COMMENT, 0, 0, end, end);
      if (!splice)
	st->mode = BG_LEX_CODE;
      return k.n;
    case BG_LEX_STRING:
    case BG_LEX_CHAR:
      i = lex_quoted (st, &k, s, 0, 0, end, n, splice);
      break;
    case BG_LEX_RAW:
      i = lex_raw (st, &k, s, 0, 0, n);
      break;
    case BG_LEX_CODE:
      break;
    }

  while (i < end && st->mode == BG_LEX_CODE)
    {
      unsigned c = s[i];
      if (is_space (c))
	{
	  i++;
	  continue;
	}
      if (c == '/' && i + 1 < end && s[i + 1] == '*')
	{
	  const unsigned char *p = find2 (s, i + 2, n, '*', '/');
	  if (!p)
	    {
	      emit (&k, BG_ATOM_COMMENT, i, i + 2, n, n);
	      st->mode = BG_LEX_BLOCK_COMMENT;
	      return k.n;
	    }
	  size_t m = (size_t) (p - s);
	  emit (&k, BG_ATOM_COMMENT, i, i + 2, m, m + 2);
	  i = m + 2;
	  continue;
	}
      if (c == '/' && i + 1 < end && s[i + 1] == '/')
	{
	  emit (&k, BG_ATOM_COMMENT, i, i + 2, end, end);
	  if (splice)
	    st->mode = BG_LEX_LINE_COMMENT;
	  return k.n;
	}
      if (c == '"' || c == '\'')
	{
	  st->mode = c == '"' ? BG_LEX_STRING : BG_LEX_CHAR;
	  i = lex_quoted (st, &k, s, i, i + 1, end, n, splice);
	  continue;
	}
      if (is_digit (c) || (c == '.' && i + 1 < end && is_digit (s[i + 1])))
	{
	  size_t j = lex_number (s, i, end);
	  emit (&k, BG_ATOM_NUMBER, i, i, j, j);
	  i = j;
	  continue;
	}
      if (is_alpha (c) || c >= 0x80 || is_ucn (s, i, end))
	{
	  size_t j = lex_identifier (s, i, end);
	  int prefix = j < end ? literal_prefix (s, i, j, st->raw_strings) : 0;
	  size_t paren;
	  if (prefix == 2 && s[j] == '"' && open_raw (st, s, j, n, &paren))
	    {
	      st->mode = BG_LEX_RAW;
	      i = lex_raw (st, &k, s, i, paren + 1, n);
	      continue;
	    }
	  if (prefix == 1 && (s[j] == '"' || s[j] == '\''))
	    {
	      st->mode = s[j] == '"' ? BG_LEX_STRING : BG_LEX_CHAR;
	      i = lex_quoted (st, &k, s, i, j + 1, end, n, splice);
	      continue;
	    }
	  emit (&k, BG_ATOM_IDENT, i, i, j, j);
	  i = j;
	  continue;
	}
      size_t len = punct_len (s, i, end);
      emit (&k, BG_ATOM_PUNCT, i, i, i + len, i + len);
      i += len;
    }
  return k.n;
}
