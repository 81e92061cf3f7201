/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fixit.c - how to make a flagged line honest, as fix-its and one note.
 *
 * A fix-it never changes the program, only how its source looks:
 * - a control or mark in a comment, or stray between tokens, is deleted;
 *   a stray that touches a token on either side (a<RLM>b, which GCC
 *   reads as a, a stray and b, and which shows as the name ab) is
 *   replaced by a space, which keeps the tokens apart as GCC reads them;
 * - one in a string or character literal is written as its \uXXXX escape
 *   (the literal holds the same bytes: cpp converts the escape to the
 *   character it names);
 * - one in an identifier or number is written as \uXXXX too: C and C++
 *   take the escape as the same character, so the name stays the one that
 *   is declared elsewhere (deleting it would rename, and could collide with
 *   the name it imitates);
 * - a raw string cannot hold escapes: the raw string is ended before the
 *   control, the control written as "\uXXXX", and a raw string with the
 *   same delimiter reopened after it; string concatenation gives back the
 *   same literal (an unprefixed piece takes the prefix of the others).
 * None of this holds once a macro's # stringizes the literal: a literal
 * that one may stringize gets no fix-it (calls.c, report.c); nor does a
 * control right after a backslash that escapes it (escaped).
 * Adjacent controls of one atom make one fix-it.  A PDF or PDI is not
 * added to close an unpaired control: that would change what the program
 * prints; the note says so instead.  Header names (#include "...") take no
 * escapes and get no fix-it.  Letter-caused findings have no mechanical
 * fix: moving text into a named constant or onto its own line is a
 * programmer's choice.  The note says what to do in every case.
 */
#include <stdio.h>
#include <string.h>

#include "checks/checks.h"
#include "report/report.h"

#define RUN_MAX 8   /* controls in one fix-it: its text stays short */

enum way
{
  WAY_DELETE,
  WAY_SPACE,       /* a stray between two tokens it keeps apart */
  WAY_ESCAPE,      /* string or character literal */
  WAY_ESCAPE_NAME, /* identifier or number */
  WAY_MESSAGE,     /* a word of an #error or #warning message */
  WAY_SPLIT_RAW,
  WAY_NONE
};

/* Index of the atom holding code point I, or -1; *HINT is where the
   search starts (atoms are in order).  */
static int
atom_at (const struct bg_line *l, size_t i, size_t *hint)
{
  while (*hint < l->natoms && l->span[*hint].end <= i)
    ++*hint;
  if (*hint < l->natoms && l->span[*hint].start <= i)
    return (int) *hint;
  return -1;
}

/* The delimiter of raw string atom A, from its opening R"d( or its
   closing )d" on this line; 0 when neither is on the line.  */
static bool
raw_delim (const struct bg_line *l, size_t a, char *d, size_t cap)
{
  const struct bg_atom *at = &l->atoms[a];
  const unsigned char *from = NULL;
  size_t n = 0;
  if (at->open_end > at->start)
    {
      const unsigned char *q = memchr (l->s + at->start, '"',
				       at->open_end - at->start);
      if (!q)
	return false;
      from = q + 1;
      n = (size_t) (l->s + at->open_end - 1 - from);   /* before '(' */
    }
  else if (at->end > at->close_start)
    {
      from = l->s + at->close_start + 1;               /* after ')' */
      n = at->end - at->close_start - 2;               /* before '"' */
    }
  else
    return false;
  if (n + 1 > cap || n > BG_RAW_DELIM_MAX)
    return false;
  memcpy (d, from, n);
  d[n] = '\0';
  return true;
}

/* Whether stray atom A touches a token on each side: deleting it would
   paste them into one.  */
static bool
stray_between_tokens (const struct bg_line *l, size_t a)
{
  return a > 0 && a + 1 < l->natoms
	 && bg_atom_is_token (l->atoms[a - 1].kind)
	 && bg_atom_is_token (l->atoms[a + 1].kind)
	 && l->span[a - 1].end == l->span[a].start
	 && l->span[a + 1].start == l->span[a].end;
}

static enum way
way_for (const struct bg_line *l, int a)
{
  if (a < 0)
    return WAY_DELETE;
  switch (l->atoms[a].kind)
    {
    case BG_ATOM_COMMENT: return WAY_DELETE;
    case BG_ATOM_STRING:
    case BG_ATOM_CHAR: return WAY_ESCAPE;
    case BG_ATOM_RAW: return WAY_SPLIT_RAW;
    case BG_ATOM_IDENT:   /* a stray is code between tokens, no name */
      if (l->atoms[a].message)
	return WAY_MESSAGE;
      if (!l->atoms[a].stray)
	return WAY_ESCAPE_NAME;
      return stray_between_tokens (l, (size_t) a) ? WAY_SPACE : WAY_DELETE;
    case BG_ATOM_NUMBER:
      return l->atoms[a].message ? WAY_MESSAGE : WAY_ESCAPE_NAME;
    case BG_ATOM_HEADER: return WAY_NONE;   /* the bytes name the file */
    default: return WAY_DELETE;
    }
}

/* Backslashes right before byte B of S, each `??/` counted as one when
   TRIGRAPHS.  */
static size_t
backslashes_before (const unsigned char *s, size_t b, bool trigraphs)
{
  size_t k = 0;
  for (;;)
    if (b >= 1 && s[b - 1] == '\\')
      b--, k++;
    else if (trigraphs && b >= 3 && s[b - 3] == '?' && s[b - 2] == '?'
	     && s[b - 1] == '/')
      b -= 3, k++;
    else
      return k;
}

/* Whether code point I of L follows a backslash that escapes it, with
   trigraphs replaced or not (the line does not say which): `"\<RLO>"`
   is cpp's unknown escape, which keeps the control, and the escape
   written after that backslash would read as `\\u202E`, other text.  */
static bool
escaped (const struct bg_line *l, size_t i)
{
  size_t b = l->off[i];
  return backslashes_before (l->s, b, false) % 2
	 || backslashes_before (l->s, b, true) % 2;
}

/* Append "\uXXXX" for code points FROM..TO of L to T.  */
static size_t
escapes (const struct bg_line *l, size_t from, size_t to, char *t, size_t cap)
{
  size_t n = 0;
  for (size_t i = from; i < to && n + 7 <= cap; i++)
    n += (size_t) snprintf (t + n, cap - n, "\\u%04X", (unsigned) l->cp[i]);
  return n;
}

static void
letter_hint (const struct bg_line *l, struct bg_repair *r)
{
  int names = 0;
  for (size_t u = 0; u < l->nunits; u++)
    names |= l->units[u].role == BG_UNIT_TOKEN && l->units[u].operand
	     && l->units[u].rtl;
  snprintf (r->hint, sizeof r->hint,
	    names ? "no automatic fix: name these in Latin letters, or keep "
		    "right-to-left names apart from operators (one per line)"
		  : "no automatic fix: move the right-to-left text into a named "
		    "constant or onto a line of its own; if the line displays "
		    "as meant, mark it /* " BG_RTL_MARKER " */");
}

/* What the fix-its of one finding did, way by way.  */
struct ways
{
  int did[WAY_NONE + 1];       /* runs of controls handled each way */
  uint32_t first[WAY_NONE + 1];  /* the first control handled each way */
  bool header;                 /* a run was in a header name */
};

/* The code points finding P covers, widened to whole atoms, into *SPAN;
   returns the first atom that reaches it.  */
static size_t
covered_atoms (const struct bg_line *l, const struct bg_pending *p,
	       struct bg_range *span)
{
  size_t from = p->from < p->cause ? p->from : p->cause;
  size_t to = p->to > p->cause + 1 ? p->to : p->cause + 1;
  if (to > l->n)
    to = l->n;
  /* Atoms are in line order: find the first that reaches FROM by
     bisection, then walk while they start before TO.  */
  size_t lo = bg_lower_bound (l->span, l->natoms, sizeof *l->span,
			      offsetof (struct bg_span, end), from + 1);
  for (size_t a = lo; a < l->natoms && l->span[a].start < to; a++)
    {
      const struct bg_span *s = &l->span[a];
      from = s->start < from ? s->start : from;
      to = s->end > to ? s->end : to;
    }
  *span = (struct bg_range) { from, to };
  return lo;
}

/* The text of the fix-it that writes the controls I..E way W (DELIM: the
   raw string's delimiter) into T, BG_FIXIT_TEXT_MAX bytes.  */
static void
fixit_text (const struct bg_line *l, size_t i, size_t e, enum way w,
	    const char *delim, char *t)
{
  size_t k = 0, cap = BG_FIXIT_TEXT_MAX;
  if (w == WAY_SPLIT_RAW)
    k += (size_t) snprintf (t, cap, ")%s\" \"", delim);
  if (w == WAY_SPACE)
    k += (size_t) snprintf (t, cap, " ");
  else if (w != WAY_DELETE && w != WAY_MESSAGE)
    k += escapes (l, i, e, t + k, cap - k);
  if (w == WAY_SPLIT_RAW)
    snprintf (t + k, cap - k, "\" R\"%s(", delim);
  else
    t[k] = '\0';
}

/* One fix-it per run of adjacent controls of one atom in SPAN (atoms from
   ATOM on), skipping the USED ones, into R; WAYS records how.  Returns
   the number made: all or nothing, since a partial fix would leave a
   line that still lies.  */
static size_t
make_fixits (const struct bg_line *l, struct bg_range span, size_t atom,
	     const unsigned char *used, struct bg_repair *r,
	     struct ways *ways, size_t run[][2])
{
  size_t n = 0, hint = atom;
  for (size_t i = span.from; i < span.to;)
    {
      if (!bg_is_control (l->cp[i]) || used[i])
	{
	  i++;
	  continue;
	}
      int a = atom_at (l, i, &hint);
      size_t e = i + 1;
      while (e < span.to && e - i < RUN_MAX && bg_is_control (l->cp[e])
	     && !used[e] && atom_at (l, e, &hint) == a)
	e++;
      enum way w = way_for (l, a);
      ways->header |= a >= 0 && l->atoms[a].kind == BG_ATOM_HEADER;
      char delim[BG_RAW_DELIM_MAX + 1];
      if (!ways->did[w]++)
	ways->first[w] = l->cp[i];
      if ((w == WAY_SPLIT_RAW && !raw_delim (l, (size_t) a, delim, sizeof delim))
	  || (w == WAY_ESCAPE && escaped (l, i)))
	w = WAY_NONE, ways->did[WAY_NONE]++;   /* said, but not done */
      if (w != WAY_NONE && n < BG_FIXITS_MAX)
	{
	  fixit_text (l, i, e, w, delim, r->text[n]);
	  r->fix[n] = (struct bg_fixit) { l->off[i] + 1, l->off[e] - l->off[i],
					  r->text[n] };
	  run[n][0] = i;
	  run[n][1] = e;
	  n++;
	}
      else if (w != WAY_NONE)
	{
	  ways->did[WAY_NONE]++;   /* too many for one diagnostic: none at all */
	  break;
	}
      i = e;
    }
  return ways->did[WAY_NONE] ? 0 : n;
}

/* The advice of finding P into R->hint: one sentence per way used, most
   important first.  */
static void
write_advice (const struct bg_line *l, const struct bg_pending *p,
	      const struct ways *ways, struct bg_repair *r)
{
  const int *did = ways->did;
  const uint32_t *first = ways->first;
  char *h = r->hint;
  size_t cap = sizeof r->hint, len = 0;
#define SAY(...)                                                              \
  do                                                                          \
    {                                                                         \
      if (len < cap)                                                          \
	len += (size_t) snprintf (h + len, cap - len, __VA_ARGS__);           \
    }                                                                         \
  while (0)
  if (did[WAY_ESCAPE])
    SAY ("%sif the program needs U+%04X, write it as \\u%04X", len ? "; " : "",
	 (unsigned) first[WAY_ESCAPE], (unsigned) first[WAY_ESCAPE]);
  if (did[WAY_SPLIT_RAW])
    SAY ("%sa raw string cannot show U+%04X: end it there and write "
	 "\"\\u%04X\"", len ? "; " : "", (unsigned) first[WAY_SPLIT_RAW],
	 (unsigned) first[WAY_SPLIT_RAW]);
  if (did[WAY_ESCAPE_NAME])
    SAY ("%sa name should not hold U+%04X: rename it, or write it as \\u%04X "
	 "so that it shows", len ? "; " : "", (unsigned) first[WAY_ESCAPE_NAME],
	 (unsigned) first[WAY_ESCAPE_NAME]);
  if (did[WAY_MESSAGE])
    SAY ("%sthe text of a message has no use for U+%04X: delete it", len ? "; " : "", (unsigned) first[WAY_MESSAGE]);
  if (did[WAY_DELETE])
    SAY ("%sdelete the invisible %s", len ? "; " : "",
	 did[WAY_DELETE] > 1 ? "characters" : "character");
  if (did[WAY_SPACE])
    SAY ("%sreplace the invisible %s by a space: the compiler reads "
	 "separate tokens there", len ? "; " : "",
	 did[WAY_SPACE] > 1 ? "characters" : "character");
  if (ways->header)
    SAY ("%sa header name cannot hold escapes: rename the file", len ? "; " : "");
  if (len && r->n)
    SAY (" (the fix-it does this)");
  int literal = p->atom >= 0
		&& (l->atoms[p->atom].kind == BG_ATOM_STRING
		    || l->atoms[p->atom].kind == BG_ATOM_CHAR
		    || l->atoms[p->atom].kind == BG_ATOM_RAW);
  if (p->check == BG_CHECK_UNPAIRED && literal)
    SAY ("%sit stays open where the text is printed: close it with \\u%04X",
	 len ? "; " : "",
	 (unsigned) (bg_is_isolate (l->cp[p->cause]) ? FRIBIDI_CHAR_PDI
						      : FRIBIDI_CHAR_PDF));
#undef SAY
}

/* An invisible character in a name (doc/design.md 2.9) is written as its
   escape, \u or \U by its size: cpp reads the escape as the same
   character, so the name and every use of it stay the same.  One no
   identifier takes is a stray in code, which cpp rejects as an escape
   too: it is deleted, or replaced by a space between two tokens.  */
static void
invisible_repair (const struct bg_line *l, const struct bg_pending *p,
		  unsigned char *used, struct bg_repair *r)
{
  uint32_t c = l->cp[p->cause];
  if (p->atom >= 0 && l->atoms[p->atom].stray)
    {
      bool space = stray_between_tokens (l, (size_t) p->atom);
      if (!used[p->cause])
	{
	  snprintf (r->text[0], BG_FIXIT_TEXT_MAX, "%s", space ? " " : "");
	  r->fix[0] = (struct bg_fixit) { l->off[p->cause] + 1,
					  l->off[p->cause + 1]
					  - l->off[p->cause], r->text[0] };
	  r->n = 1;
	  used[p->cause] = 1;
	}
      snprintf (r->hint, sizeof r->hint, "%s the invisible character%s%s",
		space ? "replace" : "delete",
		space ? " by a space: the compiler reads separate tokens there"
		      : "", r->n ? " (the fix-it does this)" : "");
      return;
    }
  const char *form = c > 0xFFFF ? "\\U%08X" : "\\u%04X";
  char esc[16];
  snprintf (esc, sizeof esc, form, (unsigned) c);
  if (!used[p->cause])
    {
      snprintf (r->text[0], BG_FIXIT_TEXT_MAX, "%s", esc);
      r->fix[0] = (struct bg_fixit) { l->off[p->cause] + 1,
				      l->off[p->cause + 1] - l->off[p->cause],
				      r->text[0] };
      r->n = 1;
      used[p->cause] = 1;
    }
  snprintf (r->hint, sizeof r->hint,
	    "a name should not hold U+%04X: rename it, or write it as %s so "
	    "that it shows%s", (unsigned) c, esc,
	    r->n ? " (the fix-it does this)" : "");
}

/* A space for each line or paragraph separator of P's span: the comment
   stays one line for the viewer as it is for the compiler.  */
static void
separator_repair (const struct bg_line *l, const struct bg_pending *p,
		  unsigned char *used, struct bg_repair *r)
{
  uint32_t c = l->cp[p->cause];
  if (bg_looks_like_backslash (c))
    {
      /* A look-alike backslash ending the line (check_false_splice).  No
	 fix-it: either way would change what is compiled or shown.  */
      snprintf (r->hint, sizeof r->hint, "the next line is compiled as "
		"code: write U+%04X as a plain backslash if the line is "
		"meant to go on, or delete it", (unsigned) c);
      return;
    }
  if (bg_is_control (c) || l->type[p->cause] == FRIBIDI_TYPE_BN
      || bg_is_unseen_or_blank (c))
    {
      /* An invisible or blank character after a backslash that ends the
	 line (line-break.c, check_false_splice).  No fix-it: deleting the
	 invisible ones would make the splice the line shows and change
	 what is compiled.  */
      (void) used;
      snprintf (r->hint, sizeof r->hint, "the next line is compiled as "
		"code: delete the backslash and the unseen characters "
		"after it, or comment the next line out if it is meant to "
		"be");
      return;
    }
  if (!bg_is_line_separator (c))
    {
      /* A lone CR: it is the line's terminator, outside the line.  */
      snprintf (r->hint, sizeof r->hint, "end the line with a line feed "
		"(or CR LF), as the file's other lines end, so that every "
		"viewer shows the code on a line of its own");
      return;
    }
  for (size_t i = p->from; i < p->to && r->n < BG_FIXITS_MAX; i++)
    {
      if (!bg_is_line_separator (l->cp[i]) || used[i])
	continue;
      used[i] = 1;
      snprintf (r->text[r->n], sizeof r->text[r->n], " ");
      r->fix[r->n] = (struct bg_fixit) { l->off[i] + 1, l->off[i + 1] - l->off[i],
					 r->text[r->n] };
      r->n++;
    }
  /* A '//' comment's, or a directive's (line-break.c, check_directive:
     no atom).  */
  snprintf (r->hint, sizeof r->hint, "replace the separator with a space, "
	    "or end the %s and write the rest on a line of its own%s",
	    p->atom >= 0 ? "comment" : "directive",
	    r->n ? " (the fix-it does the first)" : "");
}

/* A look-alike star-slash of a comment (lookalike.c) as "* /": still
   comment text to the compiler, and no longer looking like its end.
   Writing the look-alike as the ASCII character instead would end the
   comment there and change the program.  No fix-it when a slash before
   or a star after would make a slash-star of the spaced pair, which GCC
   warns about inside a comment (-Wcomment).  */
static void
closer_repair (const struct bg_line *l, const struct bg_pending *p,
	       unsigned char *used, struct bg_repair *r)
{
  if (p->atom >= 0 && l->atoms[p->atom].kind == BG_ATOM_RAW)
    {
      /* In a raw string they are the string's own characters.  */
      snprintf (r->hint, sizeof r->hint, "no automatic fix: the "
		"characters are the string's text; end the raw string where "
		"it shows ending if the code after it is meant to be "
		"compiled, or write the text without the look-alike");
      return;
    }
  size_t b0 = l->off[p->from], b1 = l->off[p->to];
  bool safe = (b0 == 0 || l->s[b0 - 1] != '/')
	      && (b1 >= l->nbytes || l->s[b1] != '*');
  for (size_t i = p->from; i < p->to; i++)
    safe &= !used[i];
  if (!safe)
    {
      snprintf (r->hint, sizeof r->hint, "no automatic fix: write the "
		"characters as '* /', or end the comment where it shows "
		"ending if the code after it is meant to be compiled");
      return;
    }
  memset (used + p->from, 1, p->to - p->from);
  snprintf (r->text[0], sizeof r->text[0], "* /");
  r->fix[0] = (struct bg_fixit) { b0 + 1, b1 - b0, r->text[0] };
  r->n = 1;
  snprintf (r->hint, sizeof r->hint, "the fix-it writes them as '* /', "
	    "which changes nothing the compiler reads; end the comment "
	    "where it shows ending if the code after it is meant to be "
	    "compiled");
}

#define FIX_ROW(ID, NAME, DEFAULT, KIND, READS, FIX, ...)                    \
  [BG_CHECK_##ID] = BG_FIX_##FIX,
static const enum bg_fix_policy fix_policy[BG_CHECK_COUNT] = {
  BG_CHECK_TABLE (FIX_ROW)
};

void
bg_repair_finding (const struct bg_line *l, const struct bg_pending *p,
		   unsigned char *used, struct bg_repair *r)
{
  r->n = 0;
  r->hint[0] = '\0';
  r->in_literal = false;
  switch (fix_policy[p->check])
    {
    case BG_FIX_NAME_ESCAPE:
      invisible_repair (l, p, used, r);
      return;
    case BG_FIX_SCRIPT_HINT:
      snprintf (r->hint, sizeof r->hint,
		"no automatic fix: write the name in one script (or, with "
		"Latin, in one that UTS #39 does not confuse with it)");
      return;
    case BG_FIX_LETTER_HINT:
      letter_hint (l, r);
      return;
    case BG_FIX_SEPARATOR:
      separator_repair (l, p, used, r);
      return;
    case BG_FIX_CLOSER:
      closer_repair (l, p, used, r);
      return;
    case BG_FIX_NONE:
      return;
    case BG_FIX_CONTROLS:
      break;
    }
  struct bg_range span;
  size_t atom = covered_atoms (l, p, &span);
  struct ways ways = { { 0 }, { 0 }, false };
  size_t run[BG_FIXITS_MAX][2];
  r->n = make_fixits (l, span, atom, used, r, &ways, run);
  for (size_t i = 0; i < r->n; i++)
    memset (used + run[i][0], 1, run[i][1] - run[i][0]);
  r->in_literal = r->n && (ways.did[WAY_ESCAPE] || ways.did[WAY_SPLIT_RAW]);
  write_advice (l, p, &ways, r);
}

void
bg_stringize_hint (const char *macro, char *buf, size_t len)
{
  if (strcmp (macro, "#define") == 0)
    snprintf (buf, len, "no fix-it: a macro may stringize a literal of its "
	      "definition, and an escape stringized is other text than the "
	      "character; remove the character, or write the literal outside "
	      "the macro");
  else
    snprintf (buf, len, "no fix-it: '%s' is a macro that may stringize this "
	      "literal, and an escape stringized is other text than the "
	      "character; remove the character, or write it as its escape "
	      "where no macro stringizes the literal", macro);
}

bool
bg_line_has_rtl_marker (const struct bg_line *l)
{
  static const char marker[] = BG_RTL_MARKER;
  for (size_t a = 0; a < l->natoms; a++)
    {
      const struct bg_atom *at = &l->atoms[a];
      if (at->kind != BG_ATOM_COMMENT || at->open_end == at->start)
	continue;
      size_t b = at->open_end, e = at->close_start;
      while (b < e && (l->s[b] == ' ' || l->s[b] == '\t'))
	b++;
      while (e > b && (l->s[e - 1] == ' ' || l->s[e - 1] == '\t'))
	e--;
      if (e - b == sizeof marker - 1 && memcmp (l->s + b, marker, e - b) == 0)
	return true;
    }
  return false;
}
