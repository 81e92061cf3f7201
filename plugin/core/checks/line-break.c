/* SPDX-License-Identifier: GPL-3.0-or-later */
/* line-break.c - the line-break check: text that a viewer draws on a line
 * of its own while the compiler reads it as the end of a '//' comment.
 *
 * cpp ends a line only at LF, CR or CRLF.  UAX #14 gives U+2028 LINE
 * SEPARATOR and U+2029 PARAGRAPH SEPARATOR a mandatory break, and viewers
 * that lay text out by it start a new line there: Pango 1.50 (gedit, GNOME
 * Builder, every GTK text view) draws "// a<U+2028>if (x) return;" as two
 * lines, the second "if (x) return;" with no "//" before it (measured,
 * doc/line-separators.md).  So a '//' comment can hold a line that reads
 * as code and is never compiled: the check Trojan Source calls
 * "commenting out", with no bidi character at all.
 *
 * Only '//' comments: in a block comment the text after the break is
 * still between the "/ *" and "* /" the reader sees, and in a literal
 * the quotes around it stay visible on both lines.  A separator followed
 * by nothing but spaces up to the end of the comment shows an empty line
 * and hides nothing.
 */

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"

#include <stdio.h>
#include <string.h>

size_t
bg_next_lone_cr (const unsigned char *s, size_t from, size_t len)
{
  while (from < len)
    {
      const unsigned char *r = memchr (s + from, '\r', len - from);
      if (!r)
	return len;
      size_t i = (size_t) (r - s);
      if (i + 1 == len || s[i + 1] != '\n')
	return i;
      from = i + 2;
    }
  return len;
}

size_t
bg_first_misleading_cr (const unsigned char *s, size_t len)
{
  size_t cr = bg_next_lone_cr (s, 0, len);
  return cr < len && memchr (s, '\n', len) ? cr : len;
}

bool
bg_text_needs_checking (unsigned checks, const char *buf, size_t len)
{
  const unsigned char *s = (const unsigned char *) buf;
  if ((checks & BG_CHECKS_ASCII) || !bg_is_ascii (buf, len))
    return true;
  return (checks & BG_CHECK_BIT (BG_CHECK_LINE_BREAK))
	 && bg_first_misleading_cr (s, len) < len;
}

/* True for the atom A of L when it is a '//' comment: one that starts on
   L, or one that a splice carries on to L (its text is comment all the
   same, and a reader who takes the backslash for a splice takes the
   text after a separator for a line of its own).  */
static bool
is_line_comment (const struct bg_line *l, size_t a)
{
  const struct bg_atom *at = &l->atoms[a];
  return at->kind == BG_ATOM_COMMENT
	 && (at->line_comment
	     || (at->open_end >= at->start + 2 && l->s[at->start] == '/'
		 && l->s[at->start + 1] == '/'));
}

/* True for a character the reader sees as nothing on a line.  */
static bool
is_blank (uint32_t c)
{
  return c == ' ' || c == '\t' || c == '\f' || c == '\v'
	 || bg_is_line_separator (c);
}

/* The text of L's code points FROM..TO into BUF (LEN bytes), written as
   the notes write it (what a terminal would act on as <U+XXXX>), and
   shortened with "..." where it does not fit.  */
static void
shown_text (const struct bg_line *l, size_t from, size_t to, char *buf,
	    size_t len)
{
  size_t k = 0;
  for (size_t i = from; i < to; i++)
    {
      char t[BG_SPELL_MAX];
      size_t n = bg_spell_cp (l->cp[i], t);
      if (k + n + 4 > len)
	{
	  memcpy (buf + k, "...", 4);
	  return;
	}
      memcpy (buf + k, t, n);
      k += n;
    }
  buf[k] = '\0';
}

/* The finding of the line separator at code point I of L when text
   follows it before END: in '//' comment ATOM, or in a directive (ATOM
   -1), from I to END.  False when only blanks follow.  */
static bool
add_separator (struct bg_line *l, size_t i, size_t end, int atom,
	       struct bg_findings *out)
{
  size_t from = i + 1;
  while (from < end && is_blank (l->cp[from]))
    from++;
  if (from == end)
    return false;
  size_t to = from;
  while (to < end && !bg_is_line_separator (l->cp[to]))
    to++;
  while (to > from && is_blank (l->cp[to - 1]))
    to--;
  struct bg_pending p = { .check = BG_CHECK_LINE_BREAK, .cause = i,
			  .from = i, .to = end, .atom = atom };
  const char *name = l->cp[i] == 0x2028 ? "LINE SEPARATOR"
					 : "PARAGRAPH SEPARATOR";
  snprintf (p.cause_name, sizeof p.cause_name, "U+%04X (%s)",
	    (unsigned) l->cp[i], name);
  char shown[64];
  shown_text (l, from, to, shown, sizeof shown);
  if (atom >= 0)
    snprintf (p.message, sizeof p.message,
	      "U+%04X (%s) in this '//' comment starts a new line in "
	      "viewers that break lines there (GTK editors): '%s' shows as "
	      "a line of its own, but it is comment, not code",
	      (unsigned) l->cp[i], name, shown);
  else
    snprintf (p.message, sizeof p.message,
	      "U+%04X (%s) in this directive starts a new line in viewers "
	      "that break lines there (GTK editors): '%s' shows as a line "
	      "of its own, but the compiler reads it as part of the "
	      "directive", (unsigned) l->cp[i], name, shown);
  bg_findings_add (out, &p);
  return true;
}

/* One finding for the first separator of comment A after which text
   follows; the finding spans from it to the comment's end.  */
static void
check_comment (struct bg_line *l, size_t a, struct bg_findings *out)
{
  struct bg_range text = bg_atom_text (l, a);
  for (size_t i = text.from; i < text.to; i++)
    if (bg_is_line_separator (l->cp[i]))
      {
	add_separator (l, i, text.to, (int) a, out);
	return;
      }
}

/* Whether code point I of L lies in a literal's or '//' comment's text
   (the quotes stay on both lines; the '//' comment is check_comment's).  */
static bool
in_literal_or_line_comment (const struct bg_line *l, size_t i)
{
  for (size_t a = 0; a < l->natoms; a++)
    {
      struct bg_range text = bg_atom_text (l, a);
      if (i < text.from || i >= text.to)
	continue;
      return is_line_comment (l, a) || l->atoms[a].line_comment
	     || (l->atoms[a].kind != BG_ATOM_COMMENT
		 && !bg_atom_is_token (l->atoms[a].kind));
    }
  return false;
}

/* A line separator in a directive line with text after it: viewers that
   break lines there (GTK editors) show that text as a line of its own,
   code to the reader, while cpp reads it as part of the directive -
   `#define DBG 0<U+2029>if (!ok ()) return;` shows a check that is a
   macro's body, `#if 0<U+2029>|| 1` a group that is compiled.  One
   finding, from the first such separator to the line's end.  */
static void
check_directive (struct bg_line *l, struct bg_findings *out)
{
  if (!l->in_directive)
    return;
  for (size_t i = 0; i < l->n; i++)
    if (bg_is_line_separator (l->cp[i]) && !in_literal_or_line_comment (l, i)
	&& add_separator (l, i, l->n, -1, out))
      return;
}

/* The LEN bytes at T into OUT (CAP bytes, NUL-terminated) as the notes
   write text that lies outside the decoded line: printable ASCII as it
   is, every other byte as <0xXX>; "..." ends it where it does not fit.  */
static void
escape_bytes (const unsigned char *t, size_t len, char *out, size_t cap)
{
  size_t k = 0;
  for (size_t i = 0; i < len; i++)
    {
      /* Room for one more <0xXX>, then "..." and the NUL.  */
      if (k + 6 + 4 > cap)
	{
	  memcpy (out + k, "...", 3);
	  k += 3;
	  break;
	}
      if (t[i] >= 0x20 && t[i] < 0x7F)
	out[k++] = (char) t[i];
      else
	k += (size_t) snprintf (out + k, cap - k, "<0x%02X>", t[i]);
    }
  out[k] = '\0';
}

/* Where L's directive starts, when L is a directive's line that cpp
   ends at its end (no comment or literal left open there), else
   SIZE_MAX.  */
static size_t
directive_to_end (const struct bg_line *l)
{
  if (!l->in_directive || l->n == 0)
    return SIZE_MAX;
  if (l->natoms)
    {
      const struct bg_atom *at = &l->atoms[l->natoms - 1];
      if (!bg_atom_is_token (at->kind) && l->span[l->natoms - 1].close_start
					    == l->span[l->natoms - 1].end)
	return SIZE_MAX;   /* open: cpp reads on past the line */
      if (at->line_comment)
	return SIZE_MAX;   /* check_lone_cr's '//' comment */
    }
  return 0;
}

/* The '//' comment that runs to the end of L, or the directive that L
   is, ended by a lone CR, with code after the CR: one finding over the
   comment or the line.  */
static void
check_lone_cr (struct bg_line *l, struct bg_findings *out)
{
  bool comment = l->natoms && is_line_comment (l, l->natoms - 1);
  size_t directive = comment ? SIZE_MAX : directive_to_end (l);
  if (!comment && directive == SIZE_MAX)
    return;
  const unsigned char *t = l->after_cr;
  size_t n = l->after_cr_len, b = 0;
  while (b < n && (t[b] == ' ' || t[b] == '\t' || t[b] == '\f' || t[b] == '\v'))
    b++;
  while (n > b && (t[n - 1] == ' ' || t[n - 1] == '\t'))
    n--;
  if (b == n)
    return;
  char shown[64];
  escape_bytes (t + b, n - b, shown, sizeof shown);
  struct bg_pending p = { .check = BG_CHECK_LINE_BREAK, .cause = directive,
			  .from = directive, .to = l->n, .atom = -1 };
  if (comment)
    {
      size_t a = l->natoms - 1;
      p.cause = p.from = l->span[a].start;
      p.to = bg_atom_text (l, a).to;
      p.atom = (int) a;
    }
  snprintf (p.cause_name, sizeof p.cause_name, "a lone carriage return");
  snprintf (p.message, sizeof p.message,
	    "this %s ends at a lone carriage return: the compiler reads '%s' "
	    "after it as code, but viewers that do not break lines there "
	    "(Vim, Emacs, less) show it %s",
	    comment ? "'//' comment" : "directive", shown,
	    comment ? "inside the comment" : "as part of the directive");
  bg_findings_add (out, &p);
}

/* Whether code point I of L is one a reader does not see at the end of
   a line, or sees as a blank: a control or mark, a boundary neutral
   (ZWSP, WJ, SHY), a space cpp does not take for one (NBSP, EM SPACE),
   a filler or variation selector (bg_is_unseen_or_blank).  */
static bool
unseen_at_end (const struct bg_line *l, size_t i)
{
  return bg_is_control (l->cp[i]) || l->type[i] == FRIBIDI_TYPE_BN
	 || bg_is_unseen_or_blank (l->cp[i]);
}

/* A line whose last visible character is a backslash with an invisible
   character after it (blanks aside): it reads as a line splice that
   carries a '//' comment, or a directive, on to the next line, which
   cpp reads as code of its own (an invisible character is no white
   space to cpp: `// off \<RLM>` splices nothing).  One finding over the
   backslash and what follows it.  */
static void
check_false_splice (struct bg_line *l, struct bg_findings *out)
{
  size_t i = l->n, unseen = 0;
  while (i > 0 && (l->cp[i - 1] == ' ' || l->cp[i - 1] == '\t'
		   || unseen_at_end (l, i - 1)))
    unseen += l->cp[--i] > 0x7F;
  bool alike = i > 0 && bg_looks_like_backslash (l->cp[i - 1]);
  if (i == 0 || (!alike && (!unseen || l->cp[i - 1] != '\\')))
    return;
  size_t at = i - 1;
  int a = -1;
  for (size_t k = 0; k < l->natoms; k++)
    if (l->span[k].start <= at && at < l->span[k].end)
      a = (int) k;
  if (a >= 0 && !l->atoms[a].line_comment
      && !bg_atom_is_token (l->atoms[a].kind))
    return;   /* in a literal or block comment a splice shows nothing */
  size_t c = alike ? at : i;
  while (c < l->n && !alike && !unseen_at_end (l, c))
    c++;
  struct bg_pending p = { .check = BG_CHECK_LINE_BREAK, .cause = c,
			  .from = at, .to = l->n, .atom = a };
  char name[BG_SPELL_MAX + 1];
  if (bg_is_control (l->cp[c]) || l->type[c] == FRIBIDI_TYPE_BN)
    name[bg_spell_cp (l->cp[c], name)] = '\0';
  else
    snprintf (name, sizeof name, "U+%04X", (unsigned) l->cp[c]);
  snprintf (p.cause_name, sizeof p.cause_name,
	    alike ? "%s at the end of the line" : "%s after a backslash", name);
  if (alike)
    snprintf (p.message, sizeof p.message,
	      "the line ends in %s, which looks like a backslash: it reads "
	      "as a line splice that carries the line on to the next, but "
	      "the compiler reads the next line as code of its own", name);
  else
    snprintf (p.message, sizeof p.message,
	      "the line ends in a backslash with the unseen %s after it: "
	      "it reads as a line splice that carries the line on to the "
	      "next, but the compiler reads the next line as code of its "
	      "own", name);
  bg_findings_add (out, &p);
}

void
bg_check_line_breaks (struct bg_line *l, struct bg_findings *out)
{
  for (size_t a = 0; a < l->natoms; a++)
    if (is_line_comment (l, a))
      check_comment (l, a, out);
  if (l->after_cr)
    check_lone_cr (l, out);
  check_false_splice (l, out);
  check_directive (l, out);
}

/* Append " SEP" and the LEN bytes at T (the line after a lone CR, bytes
   that are not printable ASCII as <0xXX>) to *BUF.  */
static bool
append_next_line (char **buf, size_t *cap, const char *sep,
		  const unsigned char *t, size_t len)
{
  size_t n = strlen (*buf), need = n + strlen (sep) + 6 * len + 10;
  if (!bg_grow (buf, cap, need, 1))
    return false;
  strcpy (*buf + n, sep);
  escape_bytes (t, len, *buf + n + strlen (sep), need - n - strlen (sep));
  return true;
}

static bool
separators_as_new_lines (char **buf, size_t *cap)
{
  /* bg_render writes each separator as "<U+2028>" or "<U+2029>"; a
     viewer that breaks there shows a new line, which one note line can
     only say in words.  */
  static const char said[] = "<new line>";
  const size_t from_len = sizeof "<U+2028>" - 1, to_len = sizeof said - 1;
  size_t len = strlen (*buf), count = 0;
  for (const char *p = *buf; (p = strstr (p, "<U+202")); p += from_len)
    count += (p[6] == '8' || p[6] == '9') && p[7] == '>';
  if (!count)
    return true;
  if (!bg_grow (buf, cap, len + count * (to_len - from_len) + 1, 1))
    return false;
  char *s = *buf;
  for (size_t i = 0; i + from_len <= len;)
    {
      if (memcmp (s + i, "<U+202", 6) != 0 || (s[i + 6] != '8' && s[i + 6] != '9')
	  || s[i + 7] != '>')
	{
	  i++;
	  continue;
	}
      memmove (s + i + to_len, s + i + from_len, len - i - from_len + 1);
      memcpy (s + i, said, to_len);
      len += to_len - from_len;
      i += to_len;
    }
  return true;
}

bool
bg_line_break_notes (const struct bg_line *l, const struct bg_pending *p,
		     char **shown, size_t *shown_cap, char **compiled,
		     size_t *compiled_cap)
{
  if (bg_is_line_separator (l->cp[p->cause]))
    return separators_as_new_lines (shown, shown_cap);
  if (!l->after_cr)
    return true;
  return append_next_line (shown, shown_cap, "^M", l->after_cr,
			   l->after_cr_len)
	 && append_next_line (compiled, compiled_cap, "<new line>",
			      l->after_cr, l->after_cr_len);
}
