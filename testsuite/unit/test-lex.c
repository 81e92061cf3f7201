/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lex.c - the core's internals: UTF-8 decoding, the fast path, the
 * line lexer with the state it carries between lines, option parsing.
 */
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "unit.h"

/* Field by field: a record's padding is not part of it.  */
static bool
same_atom (const struct bg_atom *x, const struct bg_atom *y)
{
  return x->kind == y->kind && x->start == y->start
	 && x->open_end == y->open_end && x->close_start == y->close_start
	 && x->end == y->end && x->message == y->message;
}

/* What the lexers of SRC[0..LEN) stored and carry after one logical
   line: LX lexed for all atoms, LIT for its literals only, NONE for
   nothing.  The latter two skim code (lex.c's skim_code) and must agree
   with the first on everything they keep.  */
static int
lex_modes_agree (const struct bg_lexer *lx, const struct bg_lexer *lit,
		 const struct bg_lexer *none)
{
  size_t m = 0;
  for (size_t a = 0; a < lx->natoms; a++)
    {
      const struct bg_atom *x = &lx->atoms[a];
      if (bg_atom_is_token (x->kind))
	continue;
      if (m >= lit->natoms)
	return 0;
      const struct bg_atom *y = &lit->atoms[m++];
      if (!same_atom (x, y))
	return 0;
    }
  if (m != lit->natoms || none->natoms != 0)
    return 0;
  const struct bg_lexer *o[2] = { lit, none };
  for (int k = 0; k < 2; k++)
    {
      const struct bg_lex_carry *c = &lx->carry, *d = &o[k]->carry;
      if (c->mode != d->mode || c->bol != d->bol
	  || c->directive != d->directive || c->angled != d->angled
	  || c->raw_fail != d->raw_fail || c->raw_len != d->raw_len
	  || memcmp (c->raw_delim, d->raw_delim, c->raw_len) != 0
	  || lx->code_high != o[k]->code_high)
	return 0;
    }
  return 1;
}

/* Lines read by the plain reader (bg_lex_plain_next) to their end.  */
static unsigned long plain_lines;

/* Where the text from OPEN of kind K ends, found as the quiet walk finds
   it: byte by byte, bg_lex_plain_text_step at the bytes that may end or
   escape.  */
static size_t
text_end_as_walked (struct bg_lexer *lx, size_t open, enum bg_plain k)
{
  unsigned term = bg_lex_plain_term (lx, open, k);
  const unsigned char *t = lx->text;
  size_t i = open, n = lx->n;
  while (term && i < n)
    {
      if (t[i] != '"' && t[i] != '\'' && t[i] != '\\' && t[i] != '*')
	{
	  i++;
	  continue;
	}
      size_t step = bg_lex_plain_text_step (t, i, n, term);
      if (!step)
	return i;
      i += step;
    }
  return n;
}

/* PLAIN has cleaned the logical line LX has lexed for all its atoms,
   from the same state: where the plain reader takes the line, its
   comments and literals must be LX's, found either way, and the state it
   leaves LX's.  PLAIN is then given LX's state.  */
static int
plain_agrees (struct bg_lexer *plain, const struct bg_lexer *lx)
{
  int ok = 1;
  if (bg_lex_plain_line (plain))
    {
      size_t a = 0, open, close, i = 0, n = plain->n;
      bool token = false, open_comment = false;
      enum bg_plain k = BG_PLAIN_BLOCK;
      if (plain->carry.mode == BG_LEX_BLOCK_COMMENT)
	open = 0;
      else
	k = bg_lex_plain_next (plain, 0, &open, &token);
      while (k != BG_PLAIN_OTHER && k != BG_PLAIN_END)
	{
	  close = bg_lex_plain_text_end (plain, open, k);
	  if (text_end_as_walked (plain, open, k) != close)
	    ok = 0;
	  while (a < lx->natoms && bg_atom_is_token (lx->atoms[a].kind))
	    a++;
	  const struct bg_atom *at = a < lx->natoms ? &lx->atoms[a++] : NULL;
	  int comment = k == BG_PLAIN_BLOCK || k == BG_PLAIN_LINE;
	  if (!at || at->open_end != open || at->close_start != close
	      || (at->kind == BG_ATOM_COMMENT) != comment
	      || (!comment && at->kind != BG_ATOM_STRING
		  && at->kind != BG_ATOM_CHAR))
	    ok = 0;
	  if (close >= n)
	    {
	      open_comment = k == BG_PLAIN_BLOCK;
	      k = BG_PLAIN_END;
	      break;
	    }
	  i = close + (k == BG_PLAIN_BLOCK ? 2 : 1);
	  k = bg_lex_plain_next (plain, i, &open, &token);
	}
      if (k == BG_PLAIN_END)
	{
	  while (a < lx->natoms && bg_atom_is_token (lx->atoms[a].kind))
	    a++;
	  bg_lex_plain_done (plain, open_comment, token);
	  const struct bg_lex_carry *c = &lx->carry, *d = &plain->carry;
	  if (a != lx->natoms || c->mode != d->mode || c->bol != d->bol
	      || c->directive != d->directive || c->angled != d->angled
	      || lx->code_high || plain->natoms)
	    ok = 0;
	  plain_lines++;
	}
    }
  plain->carry = lx->carry;
  return ok;
}

/* Lex the LEN bytes at SRC as a file in LANG and describe every atom of
   every physical line as "KIND:text|" with the delimiters shown as [open]
   and [close]: I ident, N number, P punct, C comment, S string, H char,
   R raw, A header name, after '~' when in an #error or #warning
   message; physical lines are separated by '/', and '#' ends with the
   mode left open.  */
static const char *
lex_desc_lang (const char *src, size_t len, const struct bg_lang *lang)
{
  static char out[8192];
  struct bg_atom atoms[512];
  struct bg_lexer lx, lit, none, fresh, plain;
  bg_lexer_init (&lx, lang);
  bg_lexer_reset (&lx);
  bg_lexer_init (&plain, lang);
  bg_lexer_reset (&plain);
  bg_lexer_init (&fresh, lang);
  bg_lexer_reset (&fresh);
  bg_lexer_init (&lit, lang);
  bg_lexer_reset (&lit);
  bg_lexer_init (&none, lang);
  bg_lexer_reset (&none);
  const unsigned char *s = (const unsigned char *) src;
  size_t o = 0, pos = 0;
  out[0] = '\0';
  while (pos < len)
    {
      size_t next = bg_lex_clean (&lx, s + pos, len - pos);
      if (!next || !bg_lex_run (&lx, BG_LEX_ATOMS_ALL)
	  || bg_lex_clean (&lit, s + pos, len - pos) != next
	  || !bg_lex_run (&lit, BG_LEX_ATOMS_LITERALS)
	  || bg_lex_clean (&none, s + pos, len - pos) != next
	  || !bg_lex_run (&none, BG_LEX_ATOMS_NONE))
	return "out of memory";
      /* The same, with no memory of where the buffer's next CR and
	 backslash are (each line searched on its own).  */
      fresh.cr_from = fresh.bs_from = NULL;
      if (bg_lex_clean (&fresh, s + pos, len - pos) != next
	  || !bg_lex_run (&fresh, BG_LEX_ATOMS_ALL))
	return "out of memory";
      int same = fresh.natoms == lx.natoms && fresh.nlines == lx.nlines
		 && fresh.carry.mode == lx.carry.mode;
      for (size_t a = 0; same && a < lx.natoms; a++)
	same = same_atom (&fresh.atoms[a], &lx.atoms[a]);
      for (size_t k = 0; same && k < lx.nlines; k++)
	same = memcmp (&fresh.lines[k], &lx.lines[k], sizeof *lx.lines) == 0;
      if (bg_lex_clean (&plain, s + pos, len - pos) != next)
	return "out of memory";
      if (!plain_agrees (&plain, &lx))
	same = 0;
      if (!same || !lex_modes_agree (&lx, &lit, &none))
	{
	  bg_lexer_free (&plain);
	  bg_lexer_free (&fresh);
	  bg_lexer_free (&lit);
	  bg_lexer_free (&none);
	  bg_lexer_free (&lx);
	  return "literals-only, state-only, fresh or plain lexing differs";
	}
      for (size_t k = 0; k < lx.nlines; k++)
	{
	  const char *p = src + pos + lx.lines[k].start;
	  if (pos + k)
	    o += (size_t) snprintf (out + o, sizeof out - o, "/");
	  size_t na = bg_lex_line_atoms (&lx, k, atoms);
	  for (size_t i = 0; i < na && o + 64 < sizeof out; i++)
	    {
	      const struct bg_atom *a = &atoms[i];
	      o += (size_t) snprintf (out + o, sizeof out - o, "%s%c:",
				      a->message ? "~" : "",
				      "INPCSHRA"[a->kind]);
	      if (a->kind > BG_ATOM_PUNCT)
		o += (size_t) snprintf (out + o, sizeof out - o,
					"[%.*s]%.*s[%.*s]|",
					(int) (a->open_end - a->start),
					p + a->start,
					(int) (a->close_start - a->open_end),
					p + a->open_end,
					(int) (a->end - a->close_start),
					p + a->close_start);
	      else
		o += (size_t) snprintf (out + o, sizeof out - o, "%.*s|",
					(int) (a->end - a->start),
					p + a->start);
	    }
	}
      pos += next;
    }
  o += (size_t) snprintf (out + o, sizeof out - o, "#%d", (int) lx.carry.mode);
  bg_lexer_free (&lx);
  bg_lexer_free (&lit);
  bg_lexer_free (&none);
  bg_lexer_free (&fresh);
  bg_lexer_free (&plain);
  return out;
}

/* RAW 1: gnu++17; RAW 0: the same without raw strings.  */
static const char *
lex_desc (const char *src, int raw)
{
  struct bg_lang lang;
  bg_parse_std ("gnu++17", true, &lang);
  lang.raw_strings = raw;
  return lex_desc_lang (src, strlen (src), &lang);
}

#define LEX(src, raw, want)                                                   \
  do                                                                          \
    {                                                                         \
      const char *got_ = lex_desc (src, raw);                                 \
      UNIT_CHECK (strcmp (got_, want) == 0, "lex %s\n  want %s\n  got  %s",   \
		  #src, want, got_);                                          \
    }                                                                         \
  while (0)

/* Lex SRC (a string literal, NULs allowed) under -std=STD (an .S file
   when STD is "asm").  */
#define LEXS(src, std, want)                                                  \
  do                                                                          \
    {                                                                         \
      struct bg_lang l_;                                                      \
      if (strcmp (std, "asm") == 0)                                           \
	l_ = (struct bg_lang) { .cplusplus_comments = true,                   \
				.no_digraphs = true };                        \
      else                                                                    \
	UNIT_CHECK (bg_parse_std (std, false, &l_), "std %s", std);           \
      const char *got_ = lex_desc_lang (src, sizeof src - 1, &l_);            \
      UNIT_CHECK (strcmp (got_, want) == 0,                                   \
		  "lex -std=%s %s\n  want %s\n  got  %s", std, #src, want,      \
		  got_);                                                      \
    }                                                                         \
  while (0)

/* Lex SRC under gnu17 with #embed known (GCC 15 on) or not: its atoms
   (as LEXS) and whether the lexer says that cpp reads it two ways.  */
#define LEX_EMBED(src, on, want, two)                                     \
  do                                                                          \
    {                                                                         \
      struct bg_lang l_;                                                      \
      bg_parse_std ("gnu17", false, &l_);                                     \
      l_.embed = on;                                                       \
      const char *got_ = lex_desc_lang (src, sizeof src - 1, &l_);            \
      UNIT_CHECK (strcmp (got_, want) == 0, "lex (embed %d) %s\n  want %s\n"  \
		  "  got  %s", on, #src, want, got_);                        \
      UNIT_CHECK (read_two_ways (src, sizeof src - 1, &l_) == two,           \
		  "lex (embed %d) %s: read two ways %d, want %d", on, #src, \
		  !two, two);                                                 \
    }                                                                         \
  while (0)

/* Whether the lexer says that cpp reads the LEN bytes at SRC two ways.  */
static int
read_two_ways (const char *src, size_t len, const struct bg_lang *lang)
{
  struct bg_lexer lx;
  bg_lexer_init (&lx, lang);
  bg_lexer_reset (&lx);
  const unsigned char *s = (const unsigned char *) src;
  for (size_t pos = 0, next; pos < len; pos += next)
    if (!(next = bg_lex_clean (&lx, s + pos, len - pos))
	|| !bg_lex_run (&lx, BG_LEX_ATOMS_NONE))
      break;
  int two = lx.read_two_ways;
  bg_lexer_free (&lx);
  return two;
}

/* GCC 15's #embed, measured with gcc-15 -E: a header name first, as
   after #include, and in a skipped group on the whole line; in a
   compiled group the parameters' '<' is a punctuator.  GCC 14 knows no
   #embed: its '<' is a punctuator and a slash-star after it a comment.  */
static void
test_embed (void)
{
  LEX_EMBED ("#embed <a/*b>\nint x;", 1,
	     "P:#|I:embed|A:[<]a/*b[>]|/I:int|I:x|P:;|#0", 0);
  LEX_EMBED ("#embed <a/*b>\nint x; /* c */", 0,
	     "P:#|I:embed|P:<|I:a|C:[/*]b>[]|/C:[]int x; /* c [*/]|#0", 0);
  LEX_EMBED ("#embed \"a//b\" limit(1) prefix(0,) /* c */", 1,
	     "P:#|I:embed|A:[\"]a//b[\"]|I:limit|P:(|N:1|P:)|I:prefix|P:(|"
	     "N:0|P:,|P:)|C:[/*] c [*/]|#0", 0);
  LEX_EMBED ("#if __has_embed(<a//b>) || __has_embed (\"c/*\")", 1,
	     "P:#|I:if|I:__has_embed|P:(|A:[<]a//b[>]|P:)|P:|||I:__has_embed|"
	     "P:(|A:[\"]c/*[\"]|P:)|#0", 0);
  LEX_EMBED ("#if __has_embed(<a//b>)", 0,
	     "P:#|I:if|I:__has_embed|P:(|P:<|I:a|C:[//]b>)[]|#0", 0);
  /* Past the first token a '<' or '"' reads two ways when it holds what
     opens a comment, literal or escape the other way; the lexer takes
     the skipped group's reading, as after #include, and says so.  */
  LEX_EMBED ("#embed \"f\" prefix(<a/*b>)", 1,
	     "P:#|I:embed|A:[\"]f[\"]|I:prefix|P:(|A:[<]a/*b[>]|P:)|#0", 1);
  LEX_EMBED ("#embed F prefix(<a//b>)", 1,
	     "P:#|I:embed|I:F|I:prefix|P:(|A:[<]a//b[>]|P:)|#0", 1);
  LEX_EMBED ("#embed <f> <a\"b>", 1,
	     "P:#|I:embed|A:[<]f[>]|A:[<]a\"b[>]|#0", 1);
  LEX_EMBED ("#embed \"f\" \"a\\\" /* \"", 1,
	     "P:#|I:embed|A:[\"]f[\"]|A:[\"]a\\[\"]|C:[/*] \"[]|#1", 1);
  LEX_EMBED ("#embed \"f\" \\\n  prefix(<a/\\\n/b>)", 1,
	     "P:#|I:embed|A:[\"]f[\"]|/I:prefix|P:(|A:[<]a/[]|/A:[]/b[>]|P:)|#0",
	     1);
  /* The same with nothing that reads otherwise: one reading.  */
  LEX_EMBED ("#embed \"f\" prefix(<a b>) if_empty(\"c\")", 1,
	     "P:#|I:embed|A:[\"]f[\"]|I:prefix|P:(|A:[<]a b[>]|P:)|"
	     "I:if_empty|P:(|A:[\"]c[\"]|P:)|#0", 0);
  LEX_EMBED ("#embed <a/*b>\n#include \"f\" <a/*b>", 1,
	     "P:#|I:embed|A:[<]a/*b[>]|/P:#|I:include|A:[\"]f[\"]|A:[<]a/*b[>]|#0",
	     0);
  LEX_EMBED ("#define E <a/*b>\n*/ #embed", 1,
	     "P:#|I:define|I:E|P:<|I:a|C:[/*]b>[]|/C:[][*/]|P:#|I:embed|#0", 0);
}

/* The message of #error and #warning: every atom after the name, to the
   end of the directive (past a comment's line break, as cpp reads it).  */
static void
test_messages (void)
{
  LEX ("#error a 1 \"s\" /* c */ b", 1,
       "P:#|I:error|~I:a|~N:1|~S:[\"]s[\"]|~C:[/*] c [*/]|~I:b|#0");
  LEX (" # warning a /* c\n d */ e\nf", 1,
       "P:#|I:warning|~I:a|~C:[/*] c[]|/~C:[] d [*/]|~I:e|/I:f|#0");
  LEX ("%:error a \\\n b\nc", 1, "P:%:|I:error|~I:a|/~I:b|/I:c|#0");
  LEX ("#define error a\n#errors a\nerror a", 1,
       "P:#|I:define|I:error|I:a|/P:#|I:errors|I:a|/I:error|I:a|#0");
  LEX ("#if 0 // error\n#endif", 1, "P:#|I:if|N:0|C:[//] error[]|/P:#|I:endif|#0");
}

/* The kinds of the atoms the lexer reads in the one line SRC under
   -std=STD, in its display mode (DISPLAY) or as cpp: "ISP" for an
   identifier, a string and a punctuator.  */
static const char *
kinds_of (const char *src, const char *std, bool display)
{
  static char out[64];
  struct bg_lang lang;
  struct bg_lexer lx;
  UNIT_CHECK (bg_parse_std (std, false, &lang), "std %s", std);
  if (display)
    bg_lexer_init_display (&lx, &lang);
  else
    bg_lexer_init (&lx, &lang);
  bg_lexer_reset (&lx);
  size_t k = 0;
  if (bg_lex_clean (&lx, (const unsigned char *) src, strlen (src))
      && bg_lex_run (&lx, BG_LEX_ATOMS_ALL))
    for (size_t a = 0; a < lx.natoms && k + 1 < sizeof out; a++)
      out[k++] = "INPCSCRH"[lx.atoms[a].kind];
  out[k] = 0;
  bg_lexer_free (&lx);
  return out;
}

/* The deception test's reading (checks/reader.c): the compile's tokens,
   but a reviewer reads a word where cpp in C reads a stray character
   (U+00D7 is no C11 identifier character), and no trigraph.  */
static void
test_display_mode (void)
{
  static const struct { const char *src, *std, *cpp, *shown; } cases[] = {
    { "x\xc3\x97y = 1;", "c11", "IIIPNP", "IPNP" },
    { "x\xc3\x97y = 1;", "c++17", "IPNP", "IPNP" },
    { "a ?\?/ b", "c11", "IPI", "IPPPI" },
    { "a // b", "c90", "IPPI", "IPPI" },
    { "a // b", "c99", "IC", "IC" },
    { "u8\"a\" <: 1'0", "c2x", "SPN", "SPN" },
    { "u8\"a\" <: 1'0", "c90", "ISPPNC", "ISPPNC" },
  };
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++)
    {
      const char *cpp = kinds_of (cases[c].src, cases[c].std, false);
      UNIT_CHECK (strcmp (cpp, cases[c].cpp) == 0, "cpp -std=%s %s: %s",
		  cases[c].std, cases[c].src, cpp);
      const char *shown = kinds_of (cases[c].src, cases[c].std, true);
      UNIT_CHECK (strcmp (shown, cases[c].shown) == 0,
		  "display -std=%s %s: %s", cases[c].std, cases[c].src, shown);
    }
}

static void
test_tokens (void)
{
  LEX ("int x = 10;", 1, "I:int|I:x|P:=|N:10|P:;|#0");
  LEX ("a>>=b->*c...d<=>e", 1, "I:a|P:>>=|I:b|P:->*|I:c|P:...|I:d|P:<=>|I:e|#0");
  LEX ("1'000'000 0x1p-3 1e+5 .5f", 1, "N:1'000'000|N:0x1p-3|N:1e+5|N:.5f|#0");
  LEX ("caf\xc3\xa9 = \\u00e9x;", 1, "I:caf\xc3\xa9|P:=|I:\\u00e9x|P:;|#0");
  LEX ("#define M(x) #x ## y", 1,
       "P:#|I:define|I:M|P:(|I:x|P:)|P:#|I:x|P:##|I:y|#0");
}

static void
test_comments (void)
{
  LEX ("a /* b */ c // d", 1, "I:a|C:[/*] b [*/]|I:c|C:[//] d[]|#0");
  LEX ("/* one\ntwo\nthree */ x", 1,
       "C:[/*] one[]|/C:[]two[]|/C:[]three [*/]|I:x|#0");
  LEX ("// spliced \\\nstill comment\nx", 1,
       "C:[//] spliced []|/C:[]still comment[]|/I:x|#0");
  LEX ("// spliced with spaces \\  \t\nstill", 1,
       "C:[//] spliced with spaces []|/C:[]still[]|#0");
  LEX ("/* never closed", 1, "C:[/*] never closed[]|#1");
  LEX ("x/**/y", 1, "I:x|C:[/*][*/]|I:y|#0");
  LEX ("\"/* not */\" /", 1, "S:[\"]/* not */[\"]|P:/|#0");
}

static void
test_literals (void)
{
  LEX ("\"a\\\"b\" 'c' '\\''", 1, "S:[\"]a\\\"b[\"]|H:[']c[']|H:[']\\'[']|#0");
  LEX ("L\"w\" u\"x\" U\"y\" u8\"z\" u8'q' L'r'", 1,
       "S:[L\"]w[\"]|S:[u\"]x[\"]|S:[U\"]y[\"]|S:[u8\"]z[\"]|H:[u8']q[']|"
       "H:[L']r[']|#0");
  LEX ("x8\"s\"", 1, "I:x8|S:[\"]s[\"]|#0");
  LEX ("\"open", 1, "S:[\"]open[]|#0");
  LEX ("\"spliced \\\nrest\" x", 1, "S:[\"]spliced []|/S:[]rest[\"]|I:x|#0");
  LEX ("'a \\\nb' y", 1, "H:[']a []|/H:[]b[']|I:y|#0");
  LEX ("\"ends in backslash\\\\\"", 1, "S:[\"]ends in backslash\\\\[\"]|#0");
  LEX ("#error don't", 1, "P:#|I:error|~I:don|~H:[']t[]|#0");
}

static void
test_raw (void)
{
  LEX ("R\"(a)\" + 1", 1, "R:[R\"(]a[)\"]|P:+|N:1|#0");
  LEX ("u8R\"xy(a)\" )xy\")xy\"", 1, "R:[u8R\"xy(]a)\" [)xy\"]|P:)|I:xy|S:[\"][]|#0");
  LEX ("LR\"(\\)\" uR\"(\")\" UR\"()\"", 1,
       "R:[LR\"(]\\[)\"]|R:[uR\"(]\"[)\"]|R:[UR\"(][)\"]|#0");
  LEX ("R\"d(one\ntwo \\\nthree)d\" z", 1,
       "R:[R\"d(]one[]|/R:[]two \\[]|/R:[]three[)d\"]|I:z|#0");
  LEX ("R\"(no raw)\"", 0, "I:R|S:[\"](no raw)[\"]|#0");
  /* A bad delimiter: GCC's raw string then runs to the next '"'.  */
  LEX ("R\"a b(x)a b\"", 1, "R:[R\"a ]b(x)a b[\"]|#0");
  LEX ("R\"12345678901234567(x)12345678901234567\"", 1,
       "R:[R\"12345678901234567](x)12345678901234567[\"]|#0");
  LEX ("R\"(open", 1, "R:[R\"(]open[]|#5");
}

/* A raw string in a directive: GCC 12 ends it, and the directive, at the
   line's end; GCC 13 on read on into the next lines (bg_lang's
   directive_raw_lines), and what follows its end there is still the
   directive's.  */
static void
test_directive_raw (void)
{
  struct bg_lang l12, l13;
  bg_parse_std ("gnu17", false, &l12);
  UNIT_CHECK (!l12.directive_raw_lines, "bg_parse_std gives GCC 12's");
  l13 = l12;
  l13.directive_raw_lines = true;
  static const char def[] = "#define X R\"(a\nb)\" /* c */\ny";
  const char *got = lex_desc_lang (def, sizeof def - 1, &l12);
  UNIT_CHECK (strcmp (got, "P:#|I:define|I:X|R:[R\"(]a[]|/I:b|P:)|"
		      "S:[\"] /* c */[]|/I:y|#0") == 0, "GCC 12: %s", got);
  got = lex_desc_lang (def, sizeof def - 1, &l13);
  UNIT_CHECK (strcmp (got, "P:#|I:define|I:X|R:[R\"(]a[]|/R:[]b[)\"]|"
		      "C:[/*] c [*/]|/I:y|#0") == 0, "GCC 13: %s", got);
  /* A bad delimiter: the literal runs to the next '"', over lines too.  */
  static const char bad[] = "#define X R\"a b(\nc\" /*d*/ e";
  got = lex_desc_lang (bad, sizeof bad - 1, &l12);
  UNIT_CHECK (strcmp (got, "P:#|I:define|I:X|R:[R\"a ]b([]|/I:c|"
		      "S:[\"] /*d*/ e[]|#0") == 0, "GCC 12 bad: %s", got);
  got = lex_desc_lang (bad, sizeof bad - 1, &l13);
  UNIT_CHECK (strcmp (got, "P:#|I:define|I:X|R:[R\"a ]b([]|/R:[]c[\"]|"
		      "C:[/*]d[*/]|I:e|#0") == 0, "GCC 13 bad: %s", got);
  /* The directive goes on after the raw string: a header name in
     #include, and a '#' first on the next physical line is no
     directive.  */
  static const char inc[] = "#include R\"(a\n)\" <c//d>\n#x";
  got = lex_desc_lang (inc, sizeof inc - 1, &l13);
  UNIT_CHECK (strcmp (got, "P:#|I:include|R:[R\"(]a[]|/R:[][)\"]|"
		      "A:[<]c//d[>]|/P:#|I:x|#0") == 0, "GCC 13 include: %s",
	      got);
  /* Not closed at the end of the file: still open, as outside
     directives.  */
  static const char open[] = "#pragma x R\"(a\nb";
  got = lex_desc_lang (open, sizeof open - 1, &l13);
  UNIT_CHECK (strcmp (got, "P:#|I:pragma|I:x|R:[R\"(]a[]|/R:[]b[]|#5") == 0,
	      "GCC 13 open: %s", got);
}

static void
test_splice (void)
{
  UNIT_CHECK (bg_splice_len ((const unsigned char *) "ab\\", 3) == 1, "plain");
  UNIT_CHECK (bg_splice_len ((const unsigned char *) "ab\\ \t", 5) == 3,
	      "spaces after the backslash");
  UNIT_CHECK (bg_splice_len ((const unsigned char *) "ab \t", 4) == 0, "none");
  UNIT_CHECK (bg_splice_len ((const unsigned char *) "", 0) == 0, "empty");
  LEX ("#define X \\\n  1", 1, "P:#|I:define|I:X|/N:1|#0");
}

/* cpp's reading per class (issue 9): phases 1-2, // by the standard,
   digit separators, header names, raw strings and prefixes by the
   standard, literal suffixes, identifier characters, assembler.  */
static void
test_cpp_reading (void)
{
  LEXS ("char c = '?\?/'';", "c11",
	"I:char|I:c|P:=|H:[']?\?/'[']|P:;|#0");
  LEXS ("char c = '?\?/'';", "gnu17",
	"I:char|I:c|P:=|H:[']?\?/[']|H:['];[]|#0");
  LEXS ("// a ?\?/\nb", "c11",
	"C:[//] a []|/C:[]b[]|#0");
  LEXS ("// a ?\?/\nb", "gnu17",
	"C:[//] a ?\?/[]|/I:b|#0");
  LEXS ("?\?=include <a.h> ?\?( ?\?) ?\?< ?\?> ?\?! ?\?- ?\?' ?\?\?/", "c11",
	"P:?\?=|I:include|A:[<]a.h[>]|P:?\?(|P:?\?)|P:?\?<|P:?\?>|P:?\?!|P:?\?-|P:?\?'|P:?|P:?\?/|#0");
  LEXS ("a /\\\n/ c\nd", "gnu17",
	"I:a|C:[/][]|/C:[/] c[]|/I:d|#0");
  LEXS ("/* x *\\ \n/ y", "gnu17",
	"C:[/*] x [*]|/C:[][/]|I:y|#0");
  LEXS ("/\\\t\n* x *\\\n\\\n/ y", "gnu17",
	"C:[/][]|/C:[*] x [*]|/C:[][]|/C:[][/]|I:y|#0");
  LEXS ("// a \\\x00\nb", "gnu17",
	"C:[//] a []|/C:[]b[]|#0");
  LEXS ("\"a \\\\\\\nb\" c", "gnu17",
	"S:[\"]a \\\\[]|/S:[]b[\"]|I:c|#0");
  LEXS ("/* a\r\nb */ x\ry\r\n", "gnu17",
	"C:[/*] a[]|/C:[]b [*/]|I:x|/I:y|#0");
  LEXS ("\\", "gnu17",
	"P:\\|#0");
  LEXS ("x\\\n", "gnu17",
	"I:x|#0");
  LEXS ("a //*x*/ b", "c90",
	"I:a|P:/|C:[/*]x[*/]|I:b|#0");
  LEXS ("a //*x*/ b", "iso9899:199409",
	"I:a|P:/|C:[/*]x[*/]|I:b|#0");
  LEXS ("a //*x*/ b", "gnu89",
	"I:a|C:[//]*x*/ b[]|#0");
  LEXS ("int a = 2'x';", "c11",
	"I:int|I:a|P:=|N:2|H:[']x[']|P:;|#0");
  LEXS ("int a = 2'x';", "c2x",
	"I:int|I:a|P:=|N:2'x|H:['];[]|#0");
  LEXS ("1'000 0x1'p-3 1'.'", "c++14",
	"N:1'000|N:0x1'p-3|N:1|H:['].[']|#0");
  LEXS ("1\xe2\x80\x8f'2'", "c2x",
	"N:1|I:\xe2\x80\x8f|H:[']2[']|#0");
  LEXS ("#include <a/*b.h> /* c */", "gnu17",
	"P:#|I:include|A:[<]a/*b.h[>]|C:[/*] c [*/]|#0");
  LEXS ("#define X <a/*b.h>", "gnu17",
	"P:#|I:define|I:X|P:<|I:a|C:[/*]b.h>[]|#1");
  LEXS ("# /* c */ include_next <a//b>", "gnu17",
	"P:#|C:[/*] c [*/]|I:include_next|A:[<]a//b[>]|#0");
  LEXS ("%:import <a//b>", "gnu17",
	"P:%:|I:import|A:[<]a//b[>]|#0");
  LEXS ("## include <a//b>\n%:%: include <a//b>", "gnu17",
	"P:##|I:include|P:<|I:a|C:[//]b>[]|/P:%:%:|I:include|P:<|I:a|C:[//]b>[]|#0");
  LEXS ("%:include '\\'' /* c */", "c90",
	"P:%|P::|I:include|H:[']\\'[']|C:[/*] c [*/]|#0");
  LEXS ("a <: b :> <% %> %:%: <::", "c90",
	"I:a|P:<|P::|I:b|P::|P:>|P:<|P:%|P:%|P:>|P:%|P::|P:%|P::|P:<|P:::|#0");
  LEXS ("?\?=include <a//b>", "c11",
	"P:?\?=|I:include|A:[<]a//b[>]|#0");
  LEXS ("#if __has_include(<a//b>) || __has_include_next (<c/*d>)", "gnu17",
	"P:#|I:if|I:__has_include|P:(|A:[<]a//b[>]|P:)|P:|||I:__has_include_next|P:(|A:[<]c/*d[>]|P:)|#0");
  LEXS ("#if defined X && __has_include <a//b>", "gnu17",
	"P:#|I:if|I:defined|I:X|P:&&|I:__has_include|A:[<]a//b[>]|#0");
  LEXS ("#include \"a\\\"b\" /* c */", "gnu17",
	"P:#|I:include|A:[\"]a\\[\"]|I:b|A:[\"] /* c */[]|#0");
  /* A quoted header name is a header name too (its bytes name a file, no
     escape in them), wherever cpp reads one; elsewhere the same bytes
     are a string, and a prefix makes a string of it.  */
  LEXS ("#include \"a//b.h\" /* c */\n#include_next \"c\"\n%:import \"d\"",
	"gnu17", "P:#|I:include|A:[\"]a//b.h[\"]|C:[/*] c [*/]|/P:#|"
	"I:include_next|A:[\"]c[\"]|/P:%:|I:import|A:[\"]d[\"]|#0");
  LEXS ("#if __has_include(\"a//b\") || __has_include_next (\"c\") || \"d\"",
	"gnu17", "P:#|I:if|I:__has_include|P:(|A:[\"]a//b[\"]|P:)|P:|||"
	"I:__has_include_next|P:(|A:[\"]c[\"]|P:)|P:|||S:[\"]d[\"]|#0");
  LEXS ("#define X \"a.h\"\n#include L\"a.h\"\n#include \"a", "gnu17",
	"P:#|I:define|I:X|S:[\"]a.h[\"]|/P:#|I:include|S:[L\"]a.h[\"]|/"
	"P:#|I:include|A:[\"]a[]|#0");
  LEXS ("/* a\nb */ #include <a//b>", "gnu17",
	"C:[/*] a[]|/C:[]b [*/]|P:#|I:include|A:[<]a//b[>]|#0");
  LEXS ("x; /* a\nb */ #include <a//b>", "gnu17",
	"I:x|P:;|C:[/*] a[]|/C:[]b [*/]|P:#|I:include|P:<|I:a|C:[//]b>[]|#0");
  LEXS ("R\"(a)\" u8R\"(b)\" LR\"(c)\"", "c11",
	"I:R|S:[\"](a)[\"]|I:u8R|S:[\"](b)[\"]|I:LR|S:[\"](c)[\"]|#0");
  LEXS ("R\"(a)\" u8R\"(b)\" LR\"(c)\"", "gnu99",
	"R:[R\"(]a[)\"]|R:[u8R\"(]b[)\"]|R:[LR\"(]c[)\"]|#0");
  LEXS ("R\"(a)\" u8R\"(b)\" LR\"(c)\" u8'd'", "gnu89",
	"I:R|S:[\"](a)[\"]|I:u8R|S:[\"](b)[\"]|I:LR|S:[\"](c)[\"]|I:u8|H:[']d[']|#0");
  LEXS ("u8R\"(b)\" u8'd' u'e'", "c++98",
	"I:u8R|S:[\"](b)[\"]|I:u8|H:[']d[']|I:u|H:[']e[']|#0");
  LEXS ("u8'd' u8\"e\"", "c11",
	"I:u8|H:[']d[']|S:[u8\"]e[\"]|#0");
  LEXS ("u8'd' u8\"e\"", "c2x",
	"H:[u8']d[']|S:[u8\"]e[\"]|#0");
  LEXS ("#define X R\"(a\nb)\" /* c */", "gnu17",
	"P:#|I:define|I:X|R:[R\"(]a[]|/I:b|P:)|S:[\"] /* c */[]|#0");
  LEXS ("x R\"(a\nb)\" /* c */", "gnu17",
	"I:x|R:[R\"(]a[]|/R:[]b[)\"]|C:[/*] c [*/]|#0");
  LEXS ("R\\\n\"(x)\"", "gnu17",
	"R:[R\\][]|/R:[\"(]x[)\"]|#0");
  LEXS ("R\"x\\\n(y)x\" z", "gnu17",
	"R:[R\"x\\][]|/R:[](y)x[\"]|I:z|#0");
  LEXS ("R\"?\?=(a)?\?=\" b", "c++11",
	"R:[R\"?\?=(]a[)?\?=\"]|I:b|#0");
  LEXS ("R\"(a)\\\n\" b)\" c", "c++11",
	"R:[R\"(]a)\\[]|/R:[]\" b[)\"]|I:c|#0");
  LEXS ("\"a\"R\"(b)\"", "c++11",
	"S:[\"]a[\"]|I:R|S:[\"](b)[\"]|#0");
  LEXS ("#include <a>R\"(b/*)\" c */", "c++11",
	"P:#|I:include|A:[<]a[>]|I:R|A:[\"](b/*)[\"]|I:c|P:*|P:/|#0");
  LEXS ("\"a\"R\"(b)\"", "gnu17",
	"S:[\"]a[\"]|R:[R\"(]b[)\"]|#0");
  LEXS ("R\"a b(c\nd\" e", "gnu17",
	"R:[R\"a ]b(c[]|/R:[]d[\"]|I:e|#0");
  LEXS ("a\xe2\x80\x8fR\"(x)\"", "gnu17",
	"I:a|I:\xe2\x80\x8f|R:[R\"(]x[)\"]|#0");
  LEXS ("a\xe2\x80\x8fR\"(x)\"", "gnu++17",
	"I:a\xe2\x80\x8fR|S:[\"](x)[\"]|#0");
  LEXS ("a\xe2\x81\xa6R\"(x)\"", "gnu17",
	"I:a\xe2\x81\xa6R|S:[\"](x)[\"]|#0");
  LEXS ("\\u8R\"(x)\"", "gnu17",
	"P:\\|R:[u8R\"(]x[)\"]|#0");
  LEXS ("\\u00e9R\"(x)\"", "gnu17",
	"I:\\u00e9R|S:[\"](x)[\"]|#0");
  LEXS ("mov 'a, r1 /* x */", "asm",
	"I:mov|H:[']a, r1 /* x */[]|#0");
  LEXS ("# x R\"(a)\" /* c */\nmov \"b", "asm",
	"P:#|I:x|I:R|S:[\"](a)[\"]|C:[/*] c [*/]|/I:mov|S:[\"]b[]|#0");
  LEXS ("a\x00b /* c */", "gnu17",
	"I:a|C:[/*] c [*/]|#0");
}

static void
test_utf8 (void)
{
  static const struct
  {
    const char *s;
    size_t n, len;
    uint32_t cp;
  } cases[] = {
    { "A", 1, 1, 'A' },
    { "\xd7\x90", 2, 2, 0x05D0 },
    { "\xe2\x80\xae", 3, 3, 0x202E },
    { "\xf0\x9f\x98\x80", 4, 4, 0x1F600 },
    { "\xc0\x80", 2, 1, BG_CP_INVALID | 0xC0 },        /* overlong NUL */
    { "\xe0\x80\xaf", 3, 1, BG_CP_INVALID | 0xE0 },    /* overlong '/' */
    { "\xed\xa0\x80", 3, 1, BG_CP_INVALID | 0xED },    /* surrogate */
    { "\xf4\x90\x80\x80", 4, 1, BG_CP_INVALID | 0xF4 }, /* > U+10FFFF */
    { "\xe2\x80", 2, 1, BG_CP_INVALID | 0xE2 },        /* truncated */
    { "\x80", 1, 1, BG_CP_INVALID | 0x80 },            /* lone continuation */
    { "\xff", 1, 1, BG_CP_INVALID | 0xFF },
    { "\0", 1, 1, 0 },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      uint32_t cp = 0;
      size_t len = bg_utf8_decode ((const unsigned char *) cases[i].s,
				   cases[i].n, &cp);
      UNIT_CHECK (len == cases[i].len && cp == cases[i].cp,
		  "decode case %zu: got len %zu cp %08X", i, len,
		  (unsigned) cp);
    }
  UNIT_CHECK (bg_bidi_type (BG_CP_INVALID | 0xFF) == FRIBIDI_TYPE_ON,
	      "invalid bytes are neutral");
}

static void
test_fast_path (void)
{
  char buf[200];
  memset (buf, 'a', sizeof buf);
  UNIT_CHECK (bg_is_ascii (buf, sizeof buf), "all ASCII");
  for (size_t at = 0; at < sizeof buf; at++)
    {
      buf[at] = (char) 0x80;
      if (!UNIT_CHECK (bg_find_non_ascii ((unsigned char *) buf, sizeof buf)
		       == at, "non-ASCII at %zu", at))
	break;
      /* More after it, in the same word or the next: the first.  */
      for (size_t k = at + 1; k < at + 10 && k < sizeof buf; k++)
	buf[k] = (char) 0xD7;
      if (!UNIT_CHECK (bg_find_non_ascii ((unsigned char *) buf, sizeof buf)
		       == at, "non-ASCII from %zu", at))
	break;
      for (size_t k = at + 1; k < at + 10 && k < sizeof buf; k++)
	buf[k] = 'a';
      buf[at] = '\\';
      if (!UNIT_CHECK (bg_find_non_ascii_or ((unsigned char *) buf,
					     sizeof buf, '\\', '\\') == at,
		       "backslash at %zu", at))
	break;
      buf[at] = '?';
      if (!UNIT_CHECK (bg_find_non_ascii_or ((unsigned char *) buf,
					     sizeof buf, '\\', '?') == at
		       && bg_find_non_ascii_or ((unsigned char *) buf,
						sizeof buf, '\\', '\\')
			  == sizeof buf,
		       "question mark at %zu", at))
	break;
      buf[at] = 'a';
    }
  static const struct
  {
    const char *s;
    int may;
  } lines[] = {
    { "int x = 1;", 0 },
    { "/* caf\xc3\xa9 \xe4\xb8\xad */", 0 },         /* Latin, CJK */
    { "/* \xd7\xa9 */", 1 },                          /* Hebrew */
    { "/* \xd8\xb3 */", 1 },                          /* Arabic */
    { "x = \xd9\xa1;", 1 },                           /* Arabic-Indic digit */
    { "/* \xe2\x80\x8f */", 1 },                      /* RLM */
    { "/* \xe2\x81\xa6 */", 1 },                      /* LRI */
    { "/* \xd8\x9c */", 1 },                          /* ALM */
    { "/* \xe2\x80\x8b */", 0 },                      /* ZWSP: no bidi effect */
    { "\xff\xfe\xe2\x80", 0 },                        /* junk */
  };
  for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
    UNIT_CHECK (bg_line_may_reorder ((const unsigned char *) lines[i].s,
				     strlen (lines[i].s))
		  == lines[i].may,
		"may_reorder case %zu", i);
}

static void
test_options (void)
{
  unsigned set = 0;
  char err[256];
  UNIT_CHECK (bg_parse_checks ("reorder,spoof", &set, err, sizeof err)
		&& set == (BG_CHECK_BIT (BG_CHECK_REORDER)
			   | BG_CHECK_BIT (BG_CHECK_SPOOF)),
	      "exact set");
  UNIT_CHECK (bg_parse_checks ("+rtl-layout,-rtl-reorder", &set, err,
			       sizeof err)
		&& set == ((BG_CHECKS_DEFAULT | BG_CHECK_BIT (BG_CHECK_RTL_LAYOUT))
			   & ~BG_CHECK_BIT (BG_CHECK_RTL_REORDER)),
	      "adjusted default");
  UNIT_CHECK (bg_parse_checks ("all,-any", &set, err, sizeof err)
		&& set == (BG_CHECKS_ALL & ~BG_CHECK_BIT (BG_CHECK_ANY)),
	      "all but any");
  UNIT_CHECK (bg_parse_checks ("none", &set, err, sizeof err) && set == 0,
	      "none");
  UNIT_CHECK (!bg_parse_checks ("reorder,bogus", &set, err, sizeof err)
		&& strstr (err, "'bogus'") && strstr (err, "rtl-layout"),
	      "unknown name is named, accepted listed: %s", err);
  UNIT_CHECK (!bg_parse_checks ("", &set, err, sizeof err), "empty list");
  UNIT_CHECK (!bg_parse_checks ("reorder,", &set, err, sizeof err),
	      "empty item");
  enum bg_base b;
  UNIT_CHECK (bg_parse_base ("auto", &b) && b == BG_BASE_AUTO, "auto");
  UNIT_CHECK (!bg_parse_base ("LTR", &b), "case matters");
  for (unsigned c = 0; c < BG_CHECK_COUNT; c++)
    UNIT_CHECK (bg_parse_checks (bg_check_name (c), &set, err, sizeof err)
		  && set == BG_CHECK_BIT (c),
		"name %s round-trips", bg_check_name (c));

  /* -std= values, as GCC 12's cpp sets its lexer for them.  */
  struct bg_lang l;
  UNIT_CHECK (bg_parse_std ("", false, &l) && !l.cplusplus && l.raw_strings
		&& !l.trigraphs && l.cplusplus_comments && !l.digit_separators,
	      "default C is gnu17");
  UNIT_CHECK (bg_parse_std ("", true, &l) && l.cplusplus && l.raw_strings
		&& l.digit_separators && l.utf8_char_literals && !l.trigraphs,
	      "default C++ is gnu++17");
  UNIT_CHECK (bg_parse_std ("c90", false, &l) && !l.cplusplus_comments
		&& l.trigraphs && !l.raw_strings && !l.uliterals,
	      "c90: no //, trigraphs");
  UNIT_CHECK (bg_parse_std ("iso9899:199409", false, &l)
		&& !l.cplusplus_comments, "C94 has no //");
  UNIT_CHECK (bg_parse_std ("iso9899:1999", false, &l) && l.cplusplus_comments
		&& l.trigraphs && !l.uliterals, "C99");
  UNIT_CHECK (bg_parse_std ("c11", false, &l) && l.uliterals && l.utf8_literals
		&& !l.raw_strings && !l.digit_separators
		&& !l.utf8_char_literals, "c11: u8\"\" but no raw, no 1'0");
  UNIT_CHECK (bg_parse_std ("gnu89", false, &l) && l.cplusplus_comments
		&& !l.raw_strings && !l.uliterals && !l.trigraphs, "gnu89");
  UNIT_CHECK (bg_parse_std ("gnu99", false, &l) && l.raw_strings, "gnu99 R");
  UNIT_CHECK (bg_parse_std ("c2x", false, &l) && l.digit_separators
		&& l.utf8_char_literals && l.trigraphs && !l.raw_strings,
	      "c2x");
  UNIT_CHECK (bg_parse_std ("c++98", false, &l) && l.cplusplus && l.trigraphs
		&& !l.raw_strings && !l.uliterals, "c++98");
  UNIT_CHECK (bg_parse_std ("c++14", false, &l) && l.trigraphs
		&& l.digit_separators && !l.utf8_char_literals, "c++14");
  UNIT_CHECK (bg_parse_std ("gnu++11", false, &l) && !l.trigraphs
		&& l.raw_strings && !l.digit_separators, "gnu++11");
  UNIT_CHECK (bg_parse_std ("c++17", false, &l) && !l.trigraphs
		&& l.utf8_char_literals, "c++17 dropped trigraphs");
  UNIT_CHECK (bg_parse_std ("c++2b", false, &l) && l.cplusplus, "c++2b");
  l.directive_raw_lines = true;  /* no -std= sets it: LANG untouched */
  UNIT_CHECK (!bg_parse_std ("c++26x", false, &l) && l.directive_raw_lines
		&& !bg_parse_std ("ansi", false, &l)
		&& !bg_parse_std ("c", false, &l)
		&& !bg_parse_std ("gnu17 ", false, &l),
	      "unknown names are refused, LANG untouched");
}

/* Random text of the fragments that change how cpp reads what follows:
   the literals-only and state-only lexers must keep what the full one
   keeps (lex_modes_agree), under every kind of language.  */
static void
test_modes_random (void)
{
  static const char *const frag[] = {
    "x", "u8", "L", "R", "u", "U", "LR", "u8R", "__has_include", "include",
    "define", "if", "elif", "import", "$a", "_", "\"", "'", "1", "1'2",
    ".5", "1.'5", "0x1p-", "1e+", "1'a'", "(", ")", "<", ">", "/", "*",
    "//", "/*", "*/", "#", "%:", "%", ".", "?\?/", "?\?=", "?\?'", "\\\n",
    "\\ \n", "\\u00e9", "\\U0001F600", "\\", "\xc3\xa9",
    "\xd7\x90", "\xe2\x80\xae", "\x80", " ", "\t", "\n", "\r\n",
    "\r", "\f", ";", ",", "=", "@", "`", "\x01", "R\"x(", ")x\"", "(",
    "\"a\"", "'b'", "<h>",
  };
  static const char *const stds[] = { "gnu17", "c90", "c11", "c2x",
				      "gnu++17", "c++98", "c++11", "c++23" };
  unsigned long r = 7;
  char text[600];
  for (int round = 0; round < 4000; round++)
    {
      size_t n = 0;
      while (n < 400)
	{
	  r = r * 6364136223846793005ul + 1442695040888963407ul;
	  const char *f = frag[(r >> 33) % (sizeof frag / sizeof *frag)];
	  size_t len = strlen (f);
	  memcpy (text + n, f, len);
	  n += len;
	}
      struct bg_lang lang;
      bg_parse_std (stds[round % 8], round % 3 == 0, &lang);
      if (round % 5 == 0)
	lang.trigraphs = true;
      if (round % 11 == 0)
	lang = (struct bg_lang) { .cplusplus_comments = true,
				  .no_digraphs = true };
      const char *got = lex_desc_lang (text, n, &lang);
      if (!UNIT_CHECK (strstr (got, "differs") == NULL
		       && strcmp (got, "out of memory") != 0,
		       "round %d (-std=%s): %s\n  %.*s", round,
		       stds[round % 8], got, (int) n, text))
	break;
    }
  printf ("# %lu logical lines read by the plain reader\n", plain_lines);
  UNIT_CHECK (plain_lines > 1000, "only %lu lines read by the plain reader",
	      plain_lines);
}

int
main (void)
{
  test_tokens ();
  test_display_mode ();
  test_comments ();
  test_literals ();
  test_raw ();
  test_directive_raw ();
  test_splice ();
  test_cpp_reading ();
  test_embed ();
  test_messages ();
  test_modes_random ();
  test_utf8 ();
  test_fast_path ();
  test_options ();
  return unit_finish ("test-lex");
}
