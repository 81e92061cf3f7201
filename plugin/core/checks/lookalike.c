/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lookalike.c - the lookalike check: a block comment that shows closed by
 * characters that only look like its closing star-slash.
 *
 * "/ * disabled: the admin check <U+2217>/" shows as a comment that ends
 * there, and the lines after it as live code; cpp reads U+2217 ASTERISK
 * OPERATOR as comment text and the comment goes on to the next real
 * star-slash.  No bidi character is involved, so no other check looks.
 * The same with any character that looks like '*' or '/' (UTS #39
 * prototype '*' or '/', or compatibility-equivalent to one: FULLWIDTH
 * ASTERISK), on either side, and with invisible characters or combining
 * marks between the two (ASCII star, ZERO WIDTH SPACE, ASCII slash).
 *
 * A look-alike of one half alone (math: a <U+2217> b, x <U+2215> y) shows
 * no end and is not reported.  Only block comments: a '//' comment ends
 * at the line's end whatever it holds.
 *
 * No pass of its own: the quiet walk fails a line with a look-alike half
 * in a comment or literal, or an unseen character right after a star
 * (quiet.c), and line_may_reorder sends such a line to the walk (scan.c);
 * the check then reads the lines the walk did not prove quiet.
 */

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"

#include <stdio.h>
#include <string.h>

/* The look-alike star-slash of L's code points FROM..TO (a comment's
   text) that starts at or after *AT: true with it at [*AT, *END), the
   star first, the slash last, something in it not ASCII.  */
static bool
next_fake (const struct bg_line *l, size_t from, size_t to, size_t *at,
	   size_t *end)
{
  for (size_t i = *at > from ? *at : from; i < to; i++)
    {
      if (bg_closer_half (l->cp[i]) != '*')
	continue;
      size_t j = i + 1;
      while (j < to && bg_is_unseen (l->cp[j]))
	j++;
      if (j < to && bg_closer_half (l->cp[j]) == '/'
	  && (l->cp[i] != '*' || l->cp[j] != '/' || j > i + 1))
	{
	  *at = i;
	  *end = j + 1;
	  return true;
	}
    }
  return false;
}

/* The display column (as GCC counts: tabs to stops of 8) of the byte
   at P, on the line that starts at BOL.  */
static size_t
display_col (const unsigned char *bol, const unsigned char *p)
{
  size_t col = 1;
  for (const unsigned char *q = bol; q < p;)
    {
      uint32_t c;
      q += bg_utf8_decode (q, (size_t) (p - q), &c);
      if (c == '\t')
	col = (col + 7) / 8 * 8 + 1;
      else
	col += BG_CP_IS_INVALID (c) ? 1 : bg_gcc_width (c);
    }
  return col;
}

/* Whether a star at P (before E) and a slash after it, with only line
   splices between (a backslash, perhaps blanks, which GCC takes with a
   warning, and a line end), end a comment.  */
static bool
closes_at (const unsigned char *p, const unsigned char *e)
{
  const unsigned char *q = p + 1;
  while (q < e && *q == '\\')
    {
      const unsigned char *b = q + 1;
      while (b < e && (*b == ' ' || *b == '\t'))
	b++;
      if (b >= e || (*b != '\n' && *b != '\r'))
	break;
      q = b + ((*b == '\r' && b + 1 < e && b[1] == '\n') ? 2 : 1);
    }
  return q < e && *q == '/';
}

/* Where atom A of L (a block comment or a raw string running on past
   the line) really ends, searched from the byte after L up to
   L->text_end: a block comment's first star and slash with only line
   splices between, a raw string's first ')', delimiter and '"'.  The
   first byte of it, its line into *LINE and the start of that line
   into *BOL; NULL when the text ends first.  */
static const unsigned char *
real_end_after (const struct bg_line *l, size_t a, unsigned long *line,
		const unsigned char **bol)
{
  const unsigned char *p = l->s + l->nbytes, *e = l->text_end;
  *bol = l->s;
  *line = l->lineno;
  size_t dfrom, dto;
  bool raw = l->atoms[a].kind == BG_ATOM_RAW;
  if (raw && !bg_raw_delimiter (l, a, &dfrom, &dto))
    return NULL;
  const unsigned char *d = raw ? l->s + l->off[dfrom] : NULL;
  size_t dn = raw ? l->off[dto] - l->off[dfrom] : 0;
  for (; p && p < e; p++)
    if (*p == '\n' || (*p == '\r' && (p + 1 == e || p[1] != '\n')))
      {
	++*line;
	*bol = p + 1;
      }
    else if (raw ? *p == ')' && (size_t) (e - p) > dn + 1
		   && memcmp (p + 1, d, dn) == 0 && p[dn + 1] == '"'
		 : *p == '*' && closes_at (p, e))
      return p;
  return NULL;
}

bool
bg_lookalike_real_end (const struct bg_line *l, size_t a,
		       unsigned long *line, size_t *byte_col,
		       size_t *disp_col)
{
  const struct bg_atom *at = &l->atoms[a];
  if (at->end > at->close_start)
    {
      *line = l->lineno;
      *byte_col = (size_t) at->close_start + 1;
      *disp_col = display_col (l->s, l->s + at->close_start);
      return true;
    }
  const unsigned char *bol, *p = real_end_after (l, a, line, &bol);
  if (!p)
    return false;
  *byte_col = (size_t) (p - bol) + 1;
  *disp_col = display_col (bol, p);
  return true;
}

/* Whether a raw string's text after its look-alike end, from FROM up to
   its real end, holds a comment opener or a quote: the display's reader
   takes that text for code, and the comment or the string literal the
   quote opens takes the real end in ("R\"x(a)x<U+201D>; f (); //)x\"",
   "R\"x(a)x<U+201D>; puts (\")x\");"); without one the real end shows as
   a stray quote, a visibly broken line (prose: "(ok)<U+201D> and
   more").  */
static bool
raw_tail_hides_end (const struct bg_line *l, size_t a, size_t from)
{
  const struct bg_atom *at = &l->atoms[a];
  const unsigned char *p = l->s + l->off[from], *e;
  if (at->end > at->close_start)
    e = l->s + at->close_start;
  else
    {
      unsigned long line;
      const unsigned char *bol;
      e = real_end_after (l, a, &line, &bol);
      if (!e)
	e = l->text_end;
    }
  for (; p < e; p++)
    if (*p == '"' || (p + 1 < e && p[0] == '/' && (p[1] == '/' || p[1] == '*')))
      return true;
  return false;
}

/* The text of code points FROM..TO of L as the message quotes it: the
   characters as they are, the unseen ones as <U+XXXX>.  */
static void
quote_fake (const struct bg_line *l, size_t from, size_t to, char *buf,
	    size_t cap)
{
  size_t k = 0;
  buf[0] = '\0';
  for (size_t i = from; i < to && k + 12 < cap; i++)
    {
      uint32_t c = l->cp[i];
      if (bg_is_unseen (c) || BG_CP_IS_INVALID (c))
	k += (size_t) snprintf (buf + k, cap - k, "<U+%04X>",
				(unsigned) (c & 0x1FFFFF));
      else
	{
	  char u[4];
	  size_t m = bg_utf8_encode (c, u);
	  memcpy (buf + k, u, m);
	  k += m;
	  buf[k] = '\0';
	}
    }
}

/* The look-alike of raw string A's closing delimiter (a look-alike of
   ')', the delimiter, a look-alike of '"', unseen characters around the
   delimiter allowed) in its text FROM..TO: true with it at [*AT, *END),
   something in it not ASCII.  */
static bool
next_fake_raw (const struct bg_line *l, size_t a, size_t from, size_t to,
	       size_t *at, size_t *end)
{
  size_t dfrom, dto;
  if (!bg_raw_delimiter (l, a, &dfrom, &dto))
    return false;
  for (size_t i = from; i < to; i++)
    {
      if (bg_raw_closer_half (l->cp[i]) != ')')
	continue;
      size_t j = i + 1;
      while (j < to && bg_is_unseen (l->cp[j]))
	j++;
      size_t k = dfrom;
      while (k < dto && j < to && l->cp[j] == l->cp[k])
	j++, k++;
      while (j < to && bg_is_unseen (l->cp[j]))
	j++;
      if (k < dto || j >= to || bg_raw_closer_half (l->cp[j]) != '"')
	continue;
      bool ascii = true;
      for (size_t m = i; m <= j; m++)
	ascii &= l->cp[m] < 0x80;
      if (!ascii)
	{
	  *at = i;
	  *end = j + 1;
	  return true;
	}
    }
  return false;
}

/* The Unicode name of C into NAME (CAP bytes).  */
static void
name_of (uint32_t c, char *name, size_t cap)
{
  const char *half = bg_closer_half_name (c);
  if (!half)
    half = bg_raw_closer_half_name (c);
  if (half)
    snprintf (name, cap, "%s", half);
  else if (!bg_char_name (c, name, cap))
    snprintf (name, cap, "%s", bg_ident_props (c) & BG_IP_MARK
			       ? "a combining mark" : "an invisible character");
}

/* One finding for the look-alike at [AT, END) of comment A of L.  */
static void
add_fake (struct bg_line *l, size_t a, size_t at, size_t end,
	  struct bg_findings *out)
{
  size_t cause = at;
  while (cause + 1 < end && l->cp[cause] < 0x80)
    cause++;
  struct bg_pending p = { .check = BG_CHECK_LOOKALIKE, .cause = cause,
			  .from = at, .to = end, .atom = (int) a };
  uint32_t c = l->cp[cause];
  char name[80];
  name_of (c, name, sizeof name);
  snprintf (p.cause_name, sizeof p.cause_name, "U+%04X (%s)", (unsigned) c,
	    name);
  char shown[64];
  quote_fake (l, at, end, shown, sizeof shown);
  char where[96];
  unsigned long line;
  size_t col, dcol;
  if (!bg_lookalike_real_end (l, a, &line, &col, &dcol))
    snprintf (where, sizeof where, "goes on to the end of the file");
  else if (line == l->lineno)
    snprintf (where, sizeof where, "goes on to column %zu of this line",
	      dcol);
  else
    snprintf (where, sizeof where, "goes on to line %lu", line);
  bool raw = l->atoms[a].kind == BG_ATOM_RAW;
  snprintf (p.message, sizeof p.message,
	    "'%s' (U+%04X %s) looks like the end of this %s, but the %s %s: "
	    "what shows as code after it is %s", shown, (unsigned) c, name,
	    raw ? "raw string" : "comment", raw ? "raw string" : "comment",
	    where, raw ? "string text" : "comment");
  bg_findings_add (out, &p);
}

void
bg_check_lookalike (struct bg_line *l, struct bg_findings *out)
{
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      bool raw = at->kind == BG_ATOM_RAW;
      if ((at->kind != BG_ATOM_COMMENT || at->line_comment) && !raw)
	continue;
      struct bg_range text = bg_atom_text (l, a);
      size_t i = text.from, end;
      if (!(raw ? next_fake_raw (l, a, text.from, text.to, &i, &end)
		: next_fake (l, text.from, text.to, &i, &end)))
	continue;
      /* Closed on this line with only blanks after the look-alike: it
	 shows nothing as code ("/ * a <U+2217>/ * /").  */
      size_t k = end;
      while (k < text.to && (l->cp[k] == ' ' || l->cp[k] == '\t'))
	k++;
      if ((k < text.to || at->end == at->close_start)
	  && (!raw || raw_tail_hides_end (l, a, end)))
	add_fake (l, a, i, end, out);
    }
}
