/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lex-comments.c - print every comment bidiguard's lexer finds, the way
 * testsuite/diff/comment-dump.cc prints cpp's: "PATH:LINE:COL:HEX".
 *
 *   lex-comments --std=STD|--asm|--lang=FLAGS [--trigraphs] [--preprocessed] FILE...
 *   lex-comments --std=STD [--preprocessed] --print-lang
 *
 * --lang= takes the options comment_dump prints ("#lang 011011001110000", the last
 * flag -fpreprocessed), so
 * the lexer reads with exactly the options cpp had; --print-lang prints
 * what bg_parse_std makes of STD in that form.  The eighth flag is cpp's
 * CLK_ASM, which struct bg_lang has no field for (what it changes in the
 * lexing, the other flags carry): kept in the form so that the table check
 * still confirms an --asm run was cpp's assembler-with-cpp.
 * LINE and COL are where the comment's '/' is, COL counted in bytes of
 * the cleaned line from the start of its physical line, as cpp counts
 * (a trigraph earlier on the line counts one).  HEX is the text cpp hands
 * to its comment callback: the comment as cleaned (splices removed,
 * trigraphs replaced); one that spans lines also holds what cpp's
 * in-place cleaning leaves between them (the terminator written over the
 * first byte of the line end, the rest of the original bytes).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"

static size_t
clean_at (const struct bg_lexer *lx, size_t r)
{
  if (lx->identity)
    return r < lx->n ? r : lx->n;
  size_t c = 0;
  while (c < lx->n && lx->map[c] < r)
    c++;
  return c;
}

/* What cpp's in-place cleaning (_cpp_clean_line) leaves in its buffer MOD
   for the logical line at BUF + POS: the cleaned text from POS, and after
   each physical line's last byte its terminator, which a splice then
   overwrites, and a final '\n'.  */
static void
clean_in_place (const struct bg_lexer *lx, const unsigned char *buf,
		size_t len, size_t pos, unsigned char *mod)
{
  size_t d = pos;
  for (size_t k = 0; k < lx->nlines; k++)
    {
      const struct bg_phys_line *pl = &lx->lines[k];
      for (size_t i = pos + pl->start; i < pos + pl->end;)
	{
	  const unsigned char *p = buf + i;
	  static const char from[] = "=/'()!<>-", to[] = "#\\^[]|{}~";
	  const char *t;
	  if (lx->lang.trigraphs && i + 2 < pos + pl->end && p[0] == '?'
	      && p[1] == '?' && p[2] && (t = strchr (from, p[2])))
	    {
	      mod[d++] = (unsigned char) to[t - from];
	      i += 3;
	    }
	  else
	    mod[d++] = buf[i++];
	}
      size_t term = pos + pl->end;
      mod[d] = term < len ? buf[term] : '\n';
      if (!pl->splice)
	{
	  mod[d] = '\n';
	  break;
	}
      /* Back to the backslash: the next line is written over it.  */
      size_t back = 0;
      for (size_t r = term - pl->splice; r < term; back++)
	r += lx->lang.trigraphs && buf[r] == '?' ? 3 : 1;
      d -= back;
      if (k + 1 == lx->nlines)
	mod[d] = '\n';   /* a splice at the end of the file */
    }
}

static void
print_comment (const char *path, unsigned long line, size_t col,
	       const unsigned char *text, size_t len)
{
  printf ("%s:%lu:%zu:", path, line, col);
  for (size_t i = 0; i < len; i++)
    printf ("%02x", text[i]);
  putchar ('\n');
}

static int
lex_file (const char *path, const struct bg_lang *lang)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    return 0;
  size_t cap = 1 << 16, len = 0;
  unsigned char *buf = malloc (cap);
  while (buf)
    {
      len += fread (buf + len, 1, cap - len, f);
      if (len < cap)
	break;
      unsigned char *b = realloc (buf, cap *= 2);
      if (!b)
	free (buf);
      buf = b;
    }
  fclose (f);
  /* cpp's buffer: the file and a final newline, cleaned in place.  */
  unsigned char *mod = buf ? malloc (len + 1) : NULL;
  if (!mod)
    {
      free (buf);
      return 0;
    }
  memcpy (mod, buf, len);
  mod[len] = '\n';

  struct bg_lexer lx;
  bg_lexer_init (&lx, lang);
  bg_lexer_reset (&lx);
  size_t pos = 0, open_at = 0, open_col = 0;
  unsigned long lineno = 1, open_line = 0;
  int ok = 1;
  while (pos < len)
    {
      size_t next = bg_lex_clean (&lx, buf + pos, len - pos);
      enum bg_lex_mode was = lx.carry.mode;
      /* Comments and literals only, as the scanner first lexes a line
	 (test-lex requires the same of all atoms).  */
      if (!next || !bg_lex_run (&lx, BG_LEX_ATOMS_LITERALS))
	{
	  ok = 0;
	  break;
	}
      clean_in_place (&lx, buf, len, pos, mod);
      for (size_t a = 0; a < lx.natoms; a++)
	{
	  const struct bg_atom *at = &lx.atoms[a];
	  if (at->kind != BG_ATOM_COMMENT)
	    continue;
	  if (!(a == 0 && was == BG_LEX_BLOCK_COMMENT))
	    {
	      size_t k = 0;
	      while (k + 1 < lx.nlines && lx.lines[k + 1].start <= at->start)
		k++;
	      size_t c = clean_at (&lx, at->start);
	      open_at = pos + c;
	      open_line = lineno + k;
	      open_col = c - clean_at (&lx, lx.lines[k].start) + 1;
	    }
	  if (at->close_start < at->end)
	    print_comment (path, open_line, open_col, mod + open_at,
			   pos + clean_at (&lx, at->end) - open_at);
	  else if (lx.carry.mode != BG_LEX_BLOCK_COMMENT || a + 1 < lx.natoms)
	    print_comment (path, open_line, open_col, mod + open_at,
			   pos + lx.n - open_at);   /* a // comment */
	}
      lineno += lx.nlines;
      if (lx.carry.mode == BG_LEX_BLOCK_COMMENT && pos + next >= len)
	print_comment (path, open_line, open_col, mod + open_at,
		       pos + lx.n - open_at);   /* unterminated at EOF */
      pos += next;
    }
  /* diff-lex compares no file that cpp reads two ways (the lexer takes
     one, the plugin leaves the file to GCC's own check as well).  */
  if (lx.read_two_ways)
    printf ("#two-ways %s\n", path);
  bg_lexer_free (&lx);
  free (buf);
  free (mod);
  return ok;
}

int
main (int argc, char **argv)
{
  struct bg_lang lang;
  bool lang_asm = false;
  bg_parse_std ("", false, &lang);
  int status = 0;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (strncmp (a, "--std=", 6) == 0)
	{
	  if (!bg_parse_std (a + 6, false, &lang))
	    {
	      fprintf (stderr, "lex-comments: unknown standard %s\n", a + 6);
	      return 2;
	    }
	  lang_asm = false;
	}
      else if (strcmp (a, "--asm") == 0)
	{
	  lang = (struct bg_lang) { .cplusplus_comments = true,
				    .no_digraphs = true };
	  lang_asm = true;
	}
      else if (strcmp (a, "--trigraphs") == 0)
	lang.trigraphs = true;
      else if (strcmp (a, "--preprocessed") == 0)
	lang.preprocessed = true;
      else if (strncmp (a, "--lang=", 7) == 0 && strlen (a + 7) == 15)
	{
	  const char *f = a + 7;
	  lang = (struct bg_lang) {
	    .cplusplus = f[0] == '1', .cplusplus_comments = f[1] == '1',
	    .trigraphs = f[2] == '1', .digit_separators = f[3] == '1',
	    .raw_strings = f[4] == '1', .uliterals = f[5] == '1',
	    .utf8_literals = f[5] == '1', .utf8_char_literals = f[6] == '1',
	    .identifiers = f[8] != '1' ? BG_IDENT_NONE
			   : f[9] == '1' ? BG_IDENT_C11 : BG_IDENT_C99,
	    .no_digraphs = f[10] == '0', .dot_after_separator = f[11] == '1',
	    .directive_raw_lines = f[12] == '1', .embed = f[13] == '1',
	    .preprocessed = f[14] == '1',
	  };
	  lang_asm = f[7] == '1';
	}
      else if (strcmp (a, "--print-lang") == 0)
	printf ("#lang %d%d%d%d%d%d%d%d%d%d%d%d%d%d%d\n", lang.cplusplus,
		lang.cplusplus_comments, lang.trigraphs,
		lang.digit_separators, lang.raw_strings, lang.uliterals,
		lang.utf8_char_literals, lang_asm,
		lang.identifiers != BG_IDENT_NONE,
		lang.identifiers == BG_IDENT_C11, !lang.no_digraphs,
		lang.dot_after_separator, lang.directive_raw_lines,
		lang.embed, lang.preprocessed);
      else if (!lex_file (a, &lang))
	{
	  fprintf (stderr, "lex-comments: cannot read %s\n", a);
	  status = 2;
	}
    }
  return status;
}
