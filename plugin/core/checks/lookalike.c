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
  const unsigned char *p = l->s + l->nbytes, *e = l->text_end;
  const unsigned char *bol = l->s;
  unsigned long n = l->lineno;
  for (; p && p < e; p++)
    {
      if (*p == '\n' || (*p == '\r' && (p + 1 == e || p[1] != '\n')))
	{
	  n++;
	  bol = p + 1;
	}
      else if (*p == '*' && closes_at (p, e))
	{
	  *line = n;
	  *byte_col = (size_t) (p - bol) + 1;
	  *disp_col = display_col (bol, p);
	  return true;
	}
    }
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

/* The Unicode name of C into NAME (CAP bytes).  */
static void
name_of (uint32_t c, char *name, size_t cap)
{
  const char *half = bg_closer_half_name (c);
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
  snprintf (p.message, sizeof p.message,
	    "'%s' (U+%04X %s) looks like the end of this comment, but the "
	    "comment %s: what shows as code after it is comment", shown,
	    (unsigned) c, name, where);
  bg_findings_add (out, &p);
}

void
bg_check_lookalike (struct bg_line *l, struct bg_findings *out)
{
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      if (at->kind != BG_ATOM_COMMENT || at->line_comment)
	continue;
      struct bg_range text = bg_atom_text (l, a);
      size_t i = text.from, end;
      if (!next_fake (l, text.from, text.to, &i, &end))
	continue;
      /* Closed on this line with only blanks after the look-alike: it
	 shows nothing as code ("/ * a <U+2217>/ * /").  */
      size_t k = end;
      while (k < text.to && (l->cp[k] == ' ' || l->cp[k] == '\t'))
	k++;
      if (k < text.to || at->end == at->close_start)
	add_fake (l, a, i, end, out);
    }
}
