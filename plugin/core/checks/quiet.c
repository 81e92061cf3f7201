/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiet.c - lines whose code provably displays in compiled order.
 *
 * Most lines with right-to-left text are plain localisation: a Hebrew
 * comment, an Arabic string, an isolated name.  Running the bidi algorithm
 * on each costs more than GCC spends compiling the line, so this pass
 * decides, in one walk over the line's bytes (decoding and classing as it
 * goes, with the lexer's atoms telling code from content), that nothing
 * can be found:
 *
 * - no override (only an RLO can reverse LTR letters, only an LRO RTL
 *   ones), no control outside comment and literal contents, every
 *   embedding and isolate closed inside its content, no paragraph
 *   separator, no depth anywhere near 125;
 * - spoof cannot fire: every RLE/RLI span holds right-to-left letters (its
 *   direction matches its text), content without such letters holds no
 *   right-to-left control or mark, content with controls holds no
 *   mirrored character (a bracket, `<`, `>`: its glyph could flip), and
 *   no control stands between two right-to-left letters with only blanks
 *   beside it (it could show them in another order than they read);
 * - in an LTR paragraph every code unit stays at level 0: a neutral can
 *   only resolve to R (N1, and N0 for brackets, which need R inside and
 *   R before) between two right-to-left things - R, AL, AN, a number after
 *   R (W2, W7), or the edge of an odd embedding (X10) - and a number can
 *   only leave its place with such neutrals beside it.  So the walk fails
 *   when a right-to-left thing follows a neutral outside the contents that
 *   itself follows one, with nothing left-to-right between - unless a
 *   closing bracket in code stands between them whose pair N0 makes L
 *   (strong text inside, L inside or before it: `say ("<Hebrew>");`
 *   before an Arabic comment), which is left-to-right
 *   (pending_ends_l_pair).  Isolates are neutral from outside and their
 *   insides are skipped (BD13).
 * - two right-to-left things next to each other in code (NSMs aside) fail
 *   the walk too: where a token boundary falls between them (stray
 *   characters in C++ or assembler, an Arabic semicolon, a letter then a
 *   number) they are two code units that display in reverse order.  The
 *   walk does not lex code tokens, so it cannot tell that case from one
 *   right-to-left identifier; both go to the full check.
 * - a character FriBidi classes differently fails the walk, which reasons
 *   with one set of classes.
 * - a block comment's text holding a slash before a star (invisible
 *   characters between), or a star and a control or mark, and a raw
 *   string's holding a quote, fail the walk: a right-to-left run can show
 *   them as the closing delimiter the text does not have (may_show_closer,
 *   line-check.c's shown_closer).
 *
 * The content conditions and the walk over it are one pass: the BD9 stack
 * of the content (at most QUIET_CONTROLS_MAX entries, since more controls
 * fail) tells when the walk is inside an isolate or embedding and skips
 * it, and each closed RLE/RLI span is checked for letters as it closes.
 * Most characters of a line are ASCII or two-byte letters, spaces and
 * marks: they are skimmed in runs through a table over their first two
 * bytes (struct bg_class_cache's pair), and what a run does to the walk is
 * applied at once, exactly as step () on each of its characters would;
 * the rest (controls, brackets, digits, other blocks) take step ().
 *
 * The comments and literals come from the lexer's atoms, or, for a plain
 * line (bg_line_lex_quiet), from the lexer reading the code between them
 * as the walk goes (bg_lex_plain_next), the end of each found by the walk
 * over its text (bg_lex_plain_text_step): a line read once, lexing and
 * walking, through one driver (walk_line) either way.
 *
 * What passes here is what the full check would pass; anything in doubt
 * goes to the full check.  test-quiet compares the two on random lines
 * and holds lines that must not pass.
 */
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"
#include "checks/checks.h"

/* More controls in one content than this: the full check (far from the
   depth of 125 where the display engines start to ignore them).  */
#define QUIET_CONTROLS_MAX 60

/* BD16's stack, its own: brackets close near its top, and struct
   bg_brackets took 95 instructions a bracket against 22 (bench (b)).  */
#define BRACKET_DEPTH 63

enum first_strong
{
  FIRST_NONE,
  FIRST_LTR,
  FIRST_RTL
};

/* The walk over the line's code units.  */
struct walk
{
  int strong_rtl;  /* last strong type for W2/W7 */
  int ctx_rtl;     /* what a neutral after here sees: R (1) or L (0) */
  int pending;     /* a neutral outside the contents after R context */
  enum first_strong first;    /* P2, outside isolates */
  size_t ltr_seen, rtl_seen;  /* strong characters so far, for N0 */
  size_t sp;       /* BD16: open brackets */
  struct
  {
    FriBidiBracketType id;
    size_t ltr, rtl;
    int ctx_rtl;
  } open[BRACKET_DEPTH];
  /* The last closing bracket in code after right-to-left text: its
     opener's entry + 1 (0: none) and the counts when it closed
     (pending_ends_l_pair); and the embeddings and isolates so far.
     Last, after the fields the walk's loop reads.  */
  size_t closed, closed_ltr, controls;
};

/* One comment's or literal's content while the walk is in it.  */
struct content
{
  size_t controls;    /* controls and marks */
  /* Rises with each R or AL letter, by one for a run of them: only
     ever compared for change.  */
  size_t letters;
  int rtl_controls;   /* an RLE, RLI, RLM or ALM */
  int mirrored;       /* a character with a mirrored glyph */
  size_t sp, isolates;  /* BD9: open initiators, isolates among them */
  struct
  {
    unsigned ctl;     /* the initiator's BG_CTL_* */
    size_t letters;   /* letters before it */
  } open[QUIET_CONTROLS_MAX];
};

/* Brackets pair across code and contents (BD16), and N0 can make a pair R
   when it holds right-to-left and no left-to-right text and R comes
   before it; a closing bracket of such a pair outside the contents would
   move.  B is the character's bg_bracket_type (not FRIBIDI_NO_BRACKET).
   Returns 0 then (or when the pairing stack overflows), 2 for the closing
   bracket of an R pair inside a content (a strong R for N1), else 1.  */
static inline int
bracket (struct walk *w, FriBidiBracketType b, int outside)
{
  FriBidiBracketType id = FRIBIDI_BRACKET_ID (b);
  if (b & FRIBIDI_BRACKET_OPEN_MASK)
    {
      if (w->sp == BRACKET_DEPTH)
	return 0;
      w->open[w->sp].id = id;
      w->open[w->sp].ltr = w->ltr_seen;
      w->open[w->sp].rtl = w->rtl_seen;
      w->open[w->sp].ctx_rtl = w->ctx_rtl;
      w->sp++;
      return 1;
    }
  for (size_t k = w->sp; k-- > 0;)
    if (w->open[k].id == id)
      {
	int rtl_pair = w->ltr_seen == w->open[k].ltr
		       && w->rtl_seen != w->open[k].rtl && w->open[k].ctx_rtl;
	w->sp = k;
	if (rtl_pair && outside)
	  return 0;
	if (outside && w->ctx_rtl)
	  {
	    w->closed = k + 1;	/* for pending_ends_l_pair */
	    w->closed_ltr = w->ltr_seen;
	  }
	return rtl_pair ? 2 : 1;
      }
  return 1;
}

/* Whether the neutrals pending since right-to-left text end at a
   closing bracket in code whose pair N0 makes L, the paragraph's
   direction: strong text inside, and L inside or L before it (`say
   ("<Hebrew>");` and an Arabic comment).  The neutrals then stay at level 0,
   between R and L, and so does what follows the bracket up to the
   right-to-left text that made them pending; the walk goes on as if the
   bracket were L.  Asked only where the walk would fail, so that bench
   (b)'s lines, whose brackets close after right-to-left text with
   nothing right-to-left after them, pay only for remembering the
   bracket.  Only an ASCII pair, with nothing strong since it closed, its
   opener's entry not reused, and no embedding or isolate so far: an
   embedding's edge counts as R inside a pair the embedding splits (a
   mark is a strong letter of its class, counted as it is).  */
static __attribute__ ((cold, noinline)) bool
pending_ends_l_pair (struct walk *w)
{
  size_t k = w->closed - 1;
  if (!w->closed || w->controls || w->sp != k
      || w->ltr_seen != w->closed_ltr
      || w->open[k].id >= 0x80
      || (w->ltr_seen == w->open[k].ltr && w->rtl_seen == w->open[k].rtl))
    return false;
  /* An R pair failed when it closed (bracket ()).  */
  w->pending = w->ctx_rtl = 0;
  w->closed = 0;
  return true;
}

/* One character of class T and bracket type B; OUTSIDE for code and
   delimiters.  Returns 0 when the line needs the full check.  */
static inline bool
step (struct walk *w, FriBidiCharType t, FriBidiBracketType b, int outside)
{
  int rtl_thing;
  if (b != FRIBIDI_NO_BRACKET)
    {
      int r = bracket (w, b, outside);
      if (r == 0)
	return 0;
      if (r == 2)
	t = FRIBIDI_TYPE_RTL;
    }
  if (t == FRIBIDI_TYPE_LTR)
    {
      w->strong_rtl = w->ctx_rtl = w->pending = 0;
      w->ltr_seen++;
      return 1;
    }
  if (bg_is_rtl_letter (t))
    rtl_thing = 1, w->strong_rtl = 1;
  else if (t == FRIBIDI_TYPE_AN)
    rtl_thing = 1;
  else if (t == FRIBIDI_TYPE_EN)
    rtl_thing = w->strong_rtl;
  else
    {
      if (outside && w->ctx_rtl && t != FRIBIDI_TYPE_NSM)
	w->pending = 1;
      return 1;
    }
  if (rtl_thing && (w->pending || (outside && w->ctx_rtl)))
    return 0;
  /* A number after L is L (W7), also for N0.  */
  if (rtl_thing)
    w->rtl_seen++;
  else
    w->ltr_seen++;
  w->ctx_rtl = rtl_thing;
  if (!rtl_thing)
    w->pending = 0;
  return 1;
}

/* The edge of an embedding seen from outside (X10): R for an odd one,
   L for an even one - unless the embedding holds nothing X9 keeps, when
   there is no edge at all.  Taking R for the first and nothing for the
   second is safe in both cases.  */
static inline bool
edge (struct walk *w, unsigned ctl)
{
  /* An override never opens: the line goes to the full check.  */
  return (ctl & (BG_CTL_EMBEDDING | BG_CTL_RTL_INIT))
	   == (BG_CTL_EMBEDDING | BG_CTL_RTL_INIT)
	 ? step (w, FRIBIDI_TYPE_RTL, FRIBIDI_NO_BRACKET, 0) : 1;
}

/* P2: the first strong character outside isolates.  */
static inline void
note_strong (struct walk *w, FriBidiCharType t)
{
  if (w->first == FIRST_NONE)
    w->first = t == FRIBIDI_TYPE_LTR ? FIRST_LTR
	       : bg_is_rtl_letter (t) ? FIRST_RTL : FIRST_NONE;
}

/* Close the initiator on top of K's stack at a terminator: its span must
   hold letters when it is right-to-left; closing the outermost one is the
   walk's way out of it.  */
static inline bool
close_initiator (struct walk *w, struct content *k)
{
  unsigned ctl = k->open[--k->sp].ctl;
  if ((ctl & BG_CTL_RTL_INIT) && k->letters == k->open[k->sp].letters)
    return 0;
  k->isolates -= (ctl & BG_CTL_ISOLATE) != 0;
  return k->sp || edge (w, ctl);
}

/* A control or mark (BG_CTL_* CTL) in a content: BD9 pairing.  Returns 0
   when the line needs the full check, 2 for a mark the walk steps over,
   else 1.  */
static int
content_control (struct walk *w, struct content *k, unsigned ctl)
{
  if (++k->controls >= QUIET_CONTROLS_MAX || (ctl & BG_CTL_OVERRIDE))
    return 0;
  k->rtl_controls |= (ctl & BG_CTL_RTL) != 0;
  if (ctl & (BG_CTL_EMBEDDING | BG_CTL_ISOLATE))
    {
      w->controls++;
      if (!k->sp && !edge (w, ctl))
	return 0;
      k->open[k->sp].ctl = ctl;
      k->open[k->sp++].letters = k->letters;
      k->isolates += (ctl & BG_CTL_ISOLATE) != 0;
      return 1;
    }
  if (ctl & BG_CTL_PDF)
    {
      /* Closes the innermost embedding unless an isolate is open inside
	 it; else nothing.  */
      if (k->sp && (k->open[k->sp - 1].ctl & BG_CTL_EMBEDDING))
	return close_initiator (w, k);
      return 1;
    }
  if (ctl & BG_CTL_PDI)
    {
      /* Closes the innermost isolate and everything opened after it.  */
      if (!k->isolates)
	return 1;
      for (;;)
	{
	  int isolate = (k->open[k->sp - 1].ctl & BG_CTL_ISOLATE) != 0;
	  if (!close_initiator (w, k))
	    return 0;
	  if (isolate)
	    return 1;
	}
    }
  return 2;
}

/* step () for the kinds other than BG_WALK_OTHER, without the class
   tests: what the common characters do to the walk.  */
static inline bool
step_kind (struct walk *w, unsigned kind, int outside)
{
  int rtl_thing;
  switch (kind)
    {
    case BG_WALK_NEUTRAL:
    case BG_WALK_MIRRORED:
      w->pending |= outside & w->ctx_rtl;
      return 1;
    case BG_WALK_NSM:
      return 1;
    case BG_WALK_LTR:
      w->strong_rtl = w->ctx_rtl = w->pending = 0;
      w->ltr_seen++;
      if (w->first == FIRST_NONE)
	w->first = FIRST_LTR;
      return 1;
    case BG_WALK_RTL:
      if (w->pending || (outside && w->ctx_rtl))
	return 0;
      w->strong_rtl = w->ctx_rtl = 1;
      w->rtl_seen++;
      if (w->first == FIRST_NONE)
	w->first = FIRST_RTL;
      return 1;
    case BG_WALK_AN:
      rtl_thing = 1;
      break;
    default:  /* BG_WALK_EN */
      rtl_thing = w->strong_rtl;
      break;
    }
  if (rtl_thing && (w->pending || (outside && w->ctx_rtl)))
    return 0;
  /* A number after L is L (W7), also for N0.  */
  if (rtl_thing)
    w->rtl_seen++;
  else
    w->ltr_seen++, w->pending = 0;
  w->ctx_rtl = rtl_thing;
  return 1;
}

/* The next character of S[*I..N) (*I < N) into *C; returns what the
   cache knows of it (TMP holds it when the cache does not).  */
static inline const struct bg_char_info *
next_char (const struct bg_class_cache *cc, const unsigned char *s,
	   size_t n, size_t *i, uint32_t *c, struct bg_char_info *tmp)
{
  unsigned c0 = s[*i];
  if (c0 < 0x80)
    {
      *c = c0;
      *i += 1;
      return &cc->ascii[c0];
    }
  /* U+2000 to U+207F, the controls but ALM among them.  */
  if (c0 == 0xE2 && *i + 2 < n && (s[*i + 1] & 0xFE) == 0x80
      && (s[*i + 2] & 0xC0) == 0x80)
    {
      uint32_t v = 0x2000 | (s[*i + 1] & 1u) << 6 | (s[*i + 2] & 0x3Fu);
      if (v < BG_CACHE_PUNCT_HI)
	{
	  *c = v;
	  *i += 3;
	  return &cc->punct[v - BG_CACHE_PUNCT_LO];
	}
    }
  *i += bg_utf8_decode_fast (s + *i, n - *i, c);
  return bg_char_info_of (cc, *c, tmp);
}

/* The BG_PAIR_* bits of the character at S[I] (cc->pair).  */
static inline unsigned
pair_at (const unsigned char *pair, const unsigned char *s, size_t i)
{
  uint16_t two;
  memcpy (&two, s + i, sizeof two);
  return pair[two];
}

/* The run from S[I] (I < TO) of characters that are ASCII or two
   bytes long and whose BG_PAIR_* bits (cc->pair) have none of STOP:
   their bits ORed into *SEEN; returns where the run ends (at the first
   character it does not take, or at TO or one past it).  Letters,
   spaces and marks: most of a line.  TO is short of the line's end: a
   character is looked up by its first two bytes, and the last byte of
   the line on its own goes to the caller, which decodes it by the
   book.  */
static inline size_t
skim (const unsigned char *pair, const unsigned char *s, size_t i, size_t to,
      unsigned stop, unsigned *seen)
{
  unsigned all = 0;
  /* Three characters a step (at most 6 bytes) while they end before TO
     (runs are short: a longer step went undone too often).  */
  if (to >= 6)
    for (size_t to6 = to - 6; i <= to6;)
      {
	unsigned e0 = pair_at (pair, s, i);
	size_t i1 = i + (e0 & BG_PAIR_LEN);
	unsigned e1 = pair_at (pair, s, i1);
	size_t i2 = i1 + (e1 & BG_PAIR_LEN);
	unsigned e2 = pair_at (pair, s, i2);
	unsigned three = e0 | e1 | e2;
	if (three & stop)
	  break;
	all |= three;
	i = i2 + (e2 & BG_PAIR_LEN);
      }
  if (i < to)
    for (;;)
      {
	unsigned e = pair_at (pair, s, i);
	if (e & stop)
	  break;
	all |= e;
	i += e & BG_PAIR_LEN;
	if (i >= to)
	  break;
      }
  *seen = all;
  return i;
}

/* The first (FORWARD) or last strong character's BG_PAIR_LTR or _RTL of
   a run S[FROM..TO) that skim took and that holds one.  The run holds
   only ASCII and two-byte characters: the one before an ASCII byte is
   that byte, else the two bytes before.  */
static unsigned
run_strong (const unsigned char *pair, const unsigned char *s, size_t from,
	    size_t to, int forward)
{
  const unsigned strong = BG_PAIR_LTR | BG_PAIR_RTL;
  unsigned e = 0;
  if (forward)
    for (size_t j = from; !(e & strong); j += e & BG_PAIR_LEN)
      e = pair_at (pair, s, j);
  else
    for (size_t j = to; !(e & strong);)
      {
	j -= s[j - 1] < 0x80 ? 1 : 2;
	e = pair_at (pair, s, j);
      }
  return e & strong;
}

/* Code and delimiters: an R or AL goes through step (), the pending
   neutral before it decides.  */
#define SKIM_OUTSIDE (BG_PAIR_STOP | BG_PAIR_RTL)
#define SKIM_CONTENT BG_PAIR_STOP

/* A run of code or delimiters whose bits are SEEN (no R or AL:
   SKIM_OUTSIDE), as step_kind on each character would do it: an L
   resets all, a neutral before it sees what came before the run.  */
static inline void
apply_outside_run (struct walk *w, unsigned seen)
{
  if (seen & BG_PAIR_LTR)
    {
      w->strong_rtl = w->ctx_rtl = w->pending = 0;
      w->ltr_seen++;
      if (w->first == FIRST_NONE)
	w->first = FIRST_LTR;
    }
  else if (seen & BG_PAIR_NEUTRAL)
    w->pending |= w->ctx_rtl;
}

/* FIRST_* of a run's first or last strong character (run_strong).  */
static inline enum first_strong
strong_of (unsigned bits)
{
  return bits & BG_PAIR_RTL ? FIRST_RTL
	 : bits & BG_PAIR_LTR ? FIRST_LTR : FIRST_NONE;
}

/* A run S[FROM..TO) of content outside its isolates and embeddings
   (SKIM_CONTENT) whose bits are SEEN, as step_kind on each character
   would do it (OUTSIDE 0): neutrals set nothing, an R fails only while
   pending, which only an L before it in the run clears; the last strong
   character sets the context; ltr_seen and rtl_seen are only ever
   compared for change.  The first and last strong characters are looked
   for only in a run of both directions, the first only when it
   matters.  */
static inline bool
apply_content_run (struct walk *w, const unsigned char *pair,
		   const unsigned char *s, size_t from, size_t to,
		   unsigned seen)
{
  unsigned strong = seen & (BG_PAIR_LTR | BG_PAIR_RTL);
  if (!strong)
    return 1;
  unsigned first = strong, last = strong;
  if (strong == (BG_PAIR_LTR | BG_PAIR_RTL))
    {
      first = w->pending || w->first == FIRST_NONE
	      ? run_strong (pair, s, from, to, 1) : 0;
      last = run_strong (pair, s, from, to, 0);
    }
  if ((first & BG_PAIR_RTL) && w->pending && !pending_ends_l_pair (w))
    return 0;
  if (strong & BG_PAIR_LTR)
    {
      w->ltr_seen++;
      w->pending = 0;
    }
  if (strong & BG_PAIR_RTL)
    w->rtl_seen++;
  w->strong_rtl = w->ctx_rtl = (last & BG_PAIR_RTL) != 0;
  if (w->first == FIRST_NONE)
    w->first = strong_of (first);
  return 1;
}

/* Walk the code and delimiters from *B up to byte TO of S[0..N).  */
static inline bool
walk_outside (struct walk *w, const struct bg_class_cache *cc,
	      const unsigned char *s, size_t n, size_t *b, size_t to)
{
  size_t i = *b;
  if (to > n)
    to = n;
  size_t lim = to < n ? to : n - 1;
  while (i < to)
    {
      unsigned seen;
      i = skim (cc->pair, s, i, lim, SKIM_OUTSIDE, &seen);
      apply_outside_run (w, seen);
      if (i >= to)
	break;
      uint32_t c;
      struct bg_char_info tmp;
      const struct bg_char_info *ci = next_char (cc, s, n, &i, &c, &tmp);
      if (ci->walk != BG_WALK_OTHER)
	{
	  if (!step_kind (w, ci->walk, 1))
	    return 0;
	  continue;
	}
      /* A boundary neutral in code (a C0 control, a soft hyphen, a
	 zero-width joiner) is a unit ICU may move: the full check.  */
      if (ci->differs || ci->control || ci->type == FRIBIDI_TYPE_BS
	  || ci->type == FRIBIDI_TYPE_BN || ci->line_sep)
	return 0;
      /* A bracket (class ON, bg_bracket_type): step () for it, which
	 pairs it and, outside, fails rather than makes it R.  */
      if (ci->bracket != FRIBIDI_NO_BRACKET)
	{
	  if (!bracket (w, ci->bracket, 1))
	    return 0;
	  w->pending |= w->ctx_rtl;
	  continue;
	}
      note_strong (w, ci->type);
      if (!step (w, ci->type, ci->bracket, 1))
	return 0;
    }
  *b = i;
  return 1;
}

/* A BG_WALK_OTHER character (what CI says of it) of content K but a
   control (walk_content's): its counts, and the walk when it is outside
   K's isolates and embeddings.  */
static bool
content_other (struct walk *w, struct content *k,
	       const struct bg_char_info *ci)
{
  /* A paragraph separator starts a paragraph with its own direction
     under base auto (P1-P3), which the walk does not follow; a line
     separator is for the line-break check to read.  */
  if (ci->differs || ci->type == FRIBIDI_TYPE_BS || ci->control
      || ci->line_sep || ci->fake)
    return 0;
  if (bg_is_rtl_letter (ci->type))
    k->letters++;
  else
    k->mirrored |= ci->mirrored;
  if (!k->isolates)
    note_strong (w, ci->type);   /* P2 looks into embeddings */
  if (k->sp)
    return 1;
  return step (w, ci->type, ci->bracket, 0);
}

/* How far around a control the walk looks for right-to-left letters;
   further than that it gives the line to the full check.  */
#define QUIET_LOOK 32

/* What stands next to a control in a content, skipping what joins
   right-to-left text (white space, combining marks, BN, controls): 1 for
   a right-to-left letter, 0 for anything else or the content's end, -1
   when too far to look.  Looks back from byte AT when BACK (not before
   FROM), else on from AT (not up to TO).  */
static int
rtl_letter_beside (const struct bg_class_cache *cc, const unsigned char *s,
		   size_t from, size_t at, size_t to, int back)
{
  for (int k = 0; k < QUIET_LOOK; k++)
    {
      size_t start = at;
      if (back)
	{
	  if (at <= from)
	    return 0;
	  start = at - 1;
	  while (start > from && at - start < 4 && (s[start] & 0xC0) == 0x80)
	    start--;
	}
      else if (at >= to)
	return 0;
      /* ASCII, most of what stands beside a control: no letter of
	 either direction, no control; blanks and C0 controls (BN) join.  */
      if (s[start] < 0x80)
	{
	  if (s[start] > ' ' && s[start] != 0x7F)
	    return 0;
	  at = back ? start : start + 1;
	  continue;
	}
      uint32_t c;
      size_t len = bg_utf8_decode_fast (s + start, to - start, &c);
      struct bg_char_info tmp;
      const struct bg_char_info *ci = bg_char_info_of (cc, c, &tmp);
      FriBidiCharType t = ci->type;
      /* RLM and ALM, of class R and AL, count as letters in the full
	 check's reading of right-to-left text (atom-check.c's
	 rtl_text_reordered): "x<RLM><LRM>B" has its LRM between two.  */
      if (bg_is_rtl_letter (t))
	return 1;
      if (!ci->control && t != FRIBIDI_TYPE_WS && t != FRIBIDI_TYPE_NSM
	  && t != FRIBIDI_TYPE_BN)
	return 0;
      at = back ? start : start + len;
    }
  return -1;
}

/* A control (BG_CTL_* CTL) at bytes AT..AFTER between two right-to-left letters
   with only blanks between can show them in another order than they read
   (a word stored reversed with an LRM between its letters): the full
   check decides.  RLE, RLO, RLM and ALM cannot: what follows them stays
   right-to-left at a level no lower, and shows to the left; the PDF that
   closes an embedding is looked at itself.  An RLI can: the isolate is a
   neutral from outside, and before a left-to-right neighbour it sits at
   the paragraph's level, between the letters.
   What stands next to the control is most often ASCII that is not
   blank (a placeholder, an English word, a digit, a comma) or the
   content's end, decided here without decoding.  */
static bool
control_inside_rtl_text (const struct bg_class_cache *cc,
			 const unsigned char *s, size_t from, size_t at,
			 size_t after, size_t to, unsigned ctl)
{
  if ((ctl & (BG_CTL_RTL | BG_CTL_ISOLATE)) == BG_CTL_RTL)
    return 0;   /* RLE RLO RLM ALM (the caller looks first) */
  size_t b = at, e = after;
  /* Most often right beside it, decided before the blanks are skipped.  */
  if (b <= from || e >= to || (s[b - 1] > ' ' && s[b - 1] < 0x7F)
      || (s[e] > ' ' && s[e] < 0x7F))
    return 0;
  while (b > from && (s[b - 1] == ' ' || s[b - 1] == '\t'))
    b--;
  while (e < to && (s[e] == ' ' || s[e] == '\t'))
    e++;
  if (b <= from || e >= to || (s[b - 1] > ' ' && s[b - 1] < 0x7F)
      || (s[e] > ' ' && s[e] < 0x7F))
    return 0;
  return rtl_letter_beside (cc, s, from, after, to, 0) != 0
	 && rtl_letter_beside (cc, s, from, at, to, 1) != 0;
}

/* The run S[FROM..TO) that skim () read in one go (SEEN: its pair bits)
   in content K: the walk over it where K has nothing open; inside an
   embedding only P2's first strong character.  False when the line needs
   the full check.  */
static inline bool
content_run (struct walk *w, const struct content *k,
	     const unsigned char *pair, const unsigned char *s, size_t from,
	     size_t to, unsigned seen)
{
  if (!k->sp)
    return apply_content_run (w, pair, s, from, to, seen);
  /* P2 looks into embeddings, not into isolates.  */
  if (!k->isolates && w->first == FIRST_NONE
      && (seen & (BG_PAIR_LTR | BG_PAIR_RTL)))
    w->first = strong_of (run_strong (pair, s, from, to, 1));
  return 1;
}

/* A character of walk kind KIND (not BG_WALK_OTHER) in content K, as
   content_run for one.  */
static inline bool
content_kind (struct walk *w, const struct content *k, unsigned kind)
{
  if (!k->sp)
    return step_kind (w, kind, 0);
  /* P2 looks into embeddings, not into isolates.  */
  if (!k->isolates && w->first == FIRST_NONE)
    w->first = kind == BG_WALK_LTR ? FIRST_LTR
	       : kind == BG_WALK_RTL ? FIRST_RTL : FIRST_NONE;
  return 1;
}

/* The character of a content at S[*I] (N bytes in all), *I moved past
   it: its information (in *TMP or the cache CC), or NULL for text the
   walk steps over - a backslash escape or the terminator TERM of a text
   the lexer reads as the walk goes, with *ENDED set where the text ends
   (at *I).  */
static inline const struct bg_char_info *
content_char (const struct bg_class_cache *cc, const unsigned char *s,
	      size_t n, size_t *i, unsigned term, bool *ended,
	      struct bg_char_info *tmp)
{
  unsigned c0 = s[*i];
  uint32_t c;
  if (c0 == 0xE2 && *i + 2 < n && (s[*i + 1] & 0xFE) == 0x80
      && (s[*i + 2] & 0xC0) == 0x80)
    {
      /* U+2000 to U+207F, the controls but ALM among them (as
	 next_char).  */
      c = 0x2000 | (s[*i + 1] & 1u) << 6 | (s[*i + 2] & 0x3Fu);
      *i += 3;
      if (c < BG_CACHE_PUNCT_HI)
	return &cc->punct[c - BG_CACHE_PUNCT_LO];
      return bg_char_info_of (cc, c, tmp);
    }
  if (term && (c0 == term || c0 == '\\'))
    {
      /* The terminator, or a backslash that may escape one: neutrals
	 in a text but where it ends (the other two of the four are just
	 neutrals).  */
      size_t step = bg_lex_plain_text_step (s, *i, n, term);
      *ended = step == 0;
      *i += step;
      return NULL;
    }
  return next_char (cc, s, n, i, &c, tmp);
}

/* The classes (through TMP) of the character of S that ends at byte *AT,
   its first byte at FROM or after, *AT moved to that byte; NULL when
   those bytes are no one character.  */
static const struct bg_char_info *
char_before (const struct bg_class_cache *cc, const unsigned char *s,
	     size_t from, size_t *at, struct bg_char_info *tmp)
{
  size_t lead = *at - 1;
  while (lead > from && (s[lead] & 0xC0) == 0x80)
    lead--;
  uint32_t c;
  if (bg_utf8_decode (s + lead, *at - lead, &c) != *at - lead)
    return NULL;
  *at = lead;
  return bg_char_info_of (cc, c, tmp);
}

/* Whether the character before byte AT of S (not before FROM), the
   invisible ones skipped (controls, marks, boundary neutrals, combining
   marks), is a '/': a block comment's text holding a slash then a star
   shows them as star-slash where a right-to-left run turns them round,
   a closing delimiter the comment does not have (line-check.c,
   shown_closer).  True, too,
   when too far to look.  */
static bool
slash_before (const struct bg_class_cache *cc, const unsigned char *s,
	      size_t from, size_t at)
{
  for (int k = 0; k < QUIET_LOOK; k++)
    {
      if (at <= from)
	return false;
      if (s[at - 1] < 0x80)
	return s[at - 1] == '/';
      struct bg_char_info tmp;
      const struct bg_char_info *ci = char_before (cc, s, from, &at, &tmp);
      if (!ci || (!ci->control && ci->type != FRIBIDI_TYPE_BN
		  && ci->type != FRIBIDI_TYPE_NSM))
	return false;
    }
  return true;
}

/* Whether the raw string text S[FROM..TO) holds a look-alike of '"'
   (U+201D, FULLWIDTH QUOTATION MARK): with a ')' and the delimiter
   before it, it shows as the string's end (the lookalike check).  */
static bool
raw_fake_quote (const unsigned char *s, size_t from, size_t to)
{
  for (size_t i = from + bg_find_non_ascii (s + from, to - from); i < to;)
    {
      uint32_t c;
      i += bg_utf8_decode (s + i, to - i, &c);
      if (c > 0x7F && bg_raw_closer_half (c) == '"')
	return true;
      if (i < to && s[i] < 0x80)
	i += bg_find_non_ascii (s + i, to - i);
    }
  return false;
}

/* Whether the text S[FROM..TO) of a comment (RAW false) or raw string
   read from the lexer's atoms may show a closing delimiter it does not
   have (slash_before): a slash then a star, or a star and a control or
   mark, which can move the two next to each other across an isolate; a
   raw string's quote at all.  */
static bool
may_show_closer (const struct bg_class_cache *cc, const unsigned char *s,
		 size_t from, size_t to, bool raw)
{
  const unsigned char *p = memchr (s + from, raw ? '"' : '*', to - from);
  if (raw)
    return p || raw_fake_quote (s, from, to);
  if (!p)
    return false;
  for (size_t i = from; i + 1 < to; i++)
    if ((s[i] == 0xD8 && s[i + 1] == 0x9C)
	|| (s[i] == 0xE2 && i + 2 < to
	    && ((s[i + 1] == 0x80
		 && (s[i + 2] == 0x8E || s[i + 2] == 0x8F
		     || (s[i + 2] >= 0xAA && s[i + 2] <= 0xAE)))
		|| (s[i + 1] == 0x81 && s[i + 2] >= 0xA6
		    && s[i + 2] <= 0xA9))))
      return true;
  for (; p; p = memchr (p + 1, '*', (size_t) (s + to - p - 1)))
    if (slash_before (cc, s, from, (size_t) (p - s)))
      return true;
  return false;
}

/* Whether the character at S[I] (I < N: a byte >= 0x80 is there) is one
   a reader does not see, after a star: star, invisible, slash shows as a
   comment's end (the lookalike check).  The pair table stops at a star
   before such a byte, so the walk comes here only then.  */
static bool
unseen_after_star (const unsigned char *s, size_t i, size_t n)
{
  uint32_t c;
  bg_utf8_decode (s + i, n - i, &c);
  return bg_is_unseen (c);
}

/* Whether the character walk_content stepped over up to byte I of S is
   a star with an unseen character after it, in a block comment's text
   read over the lexer's atoms (the walk that lexes takes its stars as
   the terminator: may_show_end).  A star stops the skim only before a
   byte >= 0x80 (cc->pair).  */
static inline bool
star_then_unseen (const unsigned char *s, size_t i, size_t n)
{
  return s[i - 1] == '*' && i < n && s[i] >= 0x80
	 && unseen_after_star (s, i, n);
}

/* Whether the byte before I, of a text from START ending at TERM, that
   content_char stepped over (a block comment's star, a literal's
   escape) may show as the text's end: a star after a slash (with a
   control or mark, *STAR says a star was seen), a star before an
   unseen character (the lookalike check), and an escaped quote
   (may_show_closer, line-check.c's shown_quote).  The walk reads them as
   it goes where next_atom has no lexer's atoms to look at.  */
static inline bool
may_show_end (const struct bg_class_cache *cc, const unsigned char *s,
	      size_t n, size_t start, size_t i, unsigned term, int *star)
{
  if (term != '*')
    return s[i - 1] == term;
  if (s[i - 1] == '*' && (slash_before (cc, s, start, i - 1)
			  || star_then_unseen (s, i, n)))
    return true;
  *star |= s[i - 1] == '*';
  return false;
}

/* A BG_WALK_OTHER character CI of content K, which starts at byte START,
   ends at byte I and goes on up to TO: a control or mark (BD9,
   content_control) or another character (content_other).  *RTL_MARK
   says an RLM or ALM was seen.  False when the line needs the full
   check.  */
static inline bool
content_other_char (struct walk *w, struct content *k,
		    const struct bg_class_cache *cc, const unsigned char *s,
		    size_t start, size_t i, size_t to,
		    const struct bg_char_info *ci, int *rtl_mark)
{
  if (!ci->control || ci->differs)
    return content_other (w, k, ci);
  /* A control or mark: BD9 (content_control).  Only after right-to-left
     text of this content; every control but ALM is three bytes long, and
     ALM is skipped.  */
  unsigned ctl = ci->ctl;
  if ((k->letters || *rtl_mark)
      && (ctl & (BG_CTL_RTL | BG_CTL_ISOLATE)) != BG_CTL_RTL
      && control_inside_rtl_text (cc, s, start, i - 3, i, to, ctl))
    return 0;
  int r = content_control (w, k, ctl);
  if (r != 2)
    return r != 0;
  /* A mark: a strong character of its class (content_other); RLM and
     ALM are the right-to-left ones.  */
  *rtl_mark |= (ctl & BG_CTL_RTL) != 0;
  if (!k->isolates)
    note_strong (w, ci->type);
  return k->sp || step (w, ci->type, ci->bracket, 0);
}

/* Walk a content from *B up to byte TO of S[0..N): its own conditions and
   the walk over what is outside its isolates and embeddings.  The common
   kinds are handled here with the counts in locals; the rest by
   content_other.  */
static inline bool
walk_content (struct walk *w, const struct bg_class_cache *cc,
	      const unsigned char *s, size_t n, size_t *b, size_t to,
	      struct bg_lexer *lx, enum bg_plain kind)
{
  struct content k;
  k.controls = k.letters = k.sp = k.isolates = 0;
  k.rtl_controls = k.mirrored = 0;
  size_t letters = 0, i = *b, start = *b;
  int mirrored = 0, star = 0;
  /* An RLM or ALM seen: right-to-left text to control_inside_rtl_text,
     as a letter is.  */
  int rtl_mark = 0;
  if (to > n)
    to = n;
  /* Read by the walk (LX): the text ends where bg_lex_plain_text_step
     says, found at the bytes that may end it (BG_PAIR_DELIM); TO is the
     line's end until then.  control_inside_rtl_text may look up to it:
     what it looks for beside a control stops at an ASCII byte that is
     not blank, as the terminator is, so it answers as at the text's
     end.  */
  unsigned term = lx ? bg_lex_plain_term (lx, start, kind) : 0;
  const bool block = kind == BG_PLAIN_BLOCK;
  unsigned stop = term ? SKIM_CONTENT | BG_PAIR_DELIM : SKIM_CONTENT;
  size_t lim = to < n ? to : n - 1;
  while (i < to)
    {
      unsigned seen;
      size_t from = i;
      i = skim (cc->pair, s, i, lim, stop, &seen);
      letters += (seen & BG_PAIR_RTL) != 0;
      mirrored |= (seen & BG_PAIR_MIRRORED) != 0;
      if (!content_run (w, &k, cc->pair, s, from, i, seen))
	return 0;
      if (i >= to)
	break;
      struct bg_char_info tmp;
      bool ended = false;
      const struct bg_char_info *ci = content_char (cc, s, n, &i, term,
						    &ended, &tmp);
      if (!ci)
	{
	  if (!ended)
	    {
	      if (may_show_end (cc, s, n, start, i, term, &star))
		return 0;
	      continue;
	    }
	  to = i;
	  break;
	}
      unsigned kind = ci->walk;
      switch (kind)
	{
	case BG_WALK_NEUTRAL:
	case BG_WALK_NSM:
	  if (block && star_then_unseen (s, i, n))
	    return 0;   /* the lookalike check's */
	  continue;   /* a neutral inside sets nothing (step_kind) */
	case BG_WALK_MIRRORED:
	  mirrored = 1;
	  continue;
	case BG_WALK_RTL:
	  letters++;
	  break;
	case BG_WALK_OTHER:
	  k.letters = letters;
	  k.mirrored = mirrored;
	  if (!content_other_char (w, &k, cc, s, start, i, to, ci, &rtl_mark))
	    return 0;
	  letters = k.letters;
	  mirrored = k.mirrored;
	  continue;
	default:
	  break;
	}
      if (!content_kind (w, &k, kind))
	return 0;
    }
  *b = i;
  return !k.controls
	 || !(mirrored || star || k.sp || (k.rtl_controls && !letters));
}

bool
bg_line_false_splice (const struct bg_class_cache *cc,
		      const unsigned char *s, size_t n)
{
  bool unseen = false;
  for (int k = 0; k < QUIET_LOOK && n > 0; k++)
    {
      if (s[n - 1] < 0x80)
	{
	  if (s[n - 1] == '\\')
	    return unseen;
	  if (s[n - 1] != ' ' && s[n - 1] != '\t')
	    return false;
	  n--;
	  continue;
	}
      struct bg_char_info tmp;
      size_t end = n;
      const struct bg_char_info *ci = char_before (cc, s, 0, &n, &tmp);
      uint32_t c = 0;
      if (ci && !ci->control && ci->type != FRIBIDI_TYPE_BN
	  && bg_utf8_decode (s + n, end - n, &c) == end - n
	  && bg_looks_like_backslash (c))
	return true;
      if (!ci || (!ci->control && ci->type != FRIBIDI_TYPE_BN
		  && !bg_is_unseen_or_blank (c)))
	return false;
      unseen = true;
    }
  return true;
}

/* Where a line's comments and literals are: the lexer's atoms
   (bg_line_is_quiet), or the lexer reading the line as the walk goes
   (bg_line_lex_quiet).  */
struct atom_source
{
  const struct bg_atom *atoms;   /* NULL: read by LX */
  size_t natoms, a, last;
  struct bg_lexer *lx;
  bool started;                  /* LX has been asked */
  enum bg_plain kind;            /* the last comment or literal LX found */
  size_t close;                  /* and the end of its text */
  bool token;                    /* LX saw a token */
};

/* The next comment or literal of S[0..N) from SRC: 1 with its text at
   [*OPEN, *CLOSE), 0 at the end of the line (*OPEN = N), -1 when the walk
   must give up (atoms out of order, a raw string's delimiter with more
   than ASCII, what the lexer alone reads).  */
static inline int
next_atom (struct atom_source *src, const struct bg_class_cache *cc,
	   const unsigned char *s, size_t n, size_t *open, size_t *close)
{
  if (!src->atoms)
    {
      /* Its end is found by the walk over its text (walk_content),
	 which sets src->close.  */
      enum bg_plain k;
      *close = n;
      if (!src->started)
	{
	  /* The rest of a block comment the line continues, first.  */
	  src->started = true;
	  if (src->lx->carry.mode == BG_LEX_BLOCK_COMMENT)
	    k = BG_PLAIN_BLOCK, *open = 0;
	  else
	    k = bg_lex_plain_next (src->lx, 0, open, &src->token);
	}
      else if (src->close >= n)
	{
	  *open = n;
	  return 0;   /* the last one runs to the end of the line */
	}
      else
	/* After a block comment's two closing bytes, a literal's one.  */
	k = bg_lex_plain_next (src->lx,
			       src->close
			       + (src->kind == BG_PLAIN_BLOCK ? 2 : 1),
			       open, &src->token);
      if (k == BG_PLAIN_OTHER)
	return -1;
      if (k == BG_PLAIN_END)
	return 0;
      src->kind = k;
      return 1;
    }
  /* Code tokens and the white space between them are all outside,
     walked alike: only comments and literals split the line.  */
  while (src->a < src->natoms && bg_atom_is_token (src->atoms[src->a].kind))
    src->a++;
  if (src->a >= src->natoms)
    {
      *open = n;
      return 0;
    }
  const struct bg_atom *at = &src->atoms[src->a++];
  if (at->open_end < src->last || at->close_start < at->open_end)
    return -1;   /* atoms out of order: not the lexer's, not proven */
  src->last = at->close_start;
  /* For walk_content: a star in a block comment's text.  */
  src->kind = at->kind == BG_ATOM_COMMENT && !at->line_comment
	      ? BG_PLAIN_BLOCK : BG_PLAIN_OTHER;
  /* A delimiter is one code unit, walked as code; one holding more
     than ASCII can display out of order within itself.  Only a raw
     string's can (a bad delimiter, which cpp ends at the next quote).  */
  if (at->kind == BG_ATOM_RAW
      && (bg_find_non_ascii (s + at->start, at->open_end - at->start)
	     < at->open_end - at->start
	  || bg_find_non_ascii (s + at->close_start,
				at->end - at->close_start)
	     < at->end - at->close_start))
    return -1;
  if ((at->kind == BG_ATOM_COMMENT || at->kind == BG_ATOM_RAW)
      && !at->line_comment && at->close_start > at->open_end
      && may_show_closer (cc, s, at->open_end, at->close_start,
			  at->kind == BG_ATOM_RAW))
    return -1;
  /* An escaped quote, which a right-to-left run can show before its
     backslash (line-check.c, shown_quote).  */
  if ((at->kind == BG_ATOM_STRING || at->kind == BG_ATOM_CHAR)
      && at->close_start > at->open_end
      && memchr (s + at->open_end, at->kind == BG_ATOM_STRING ? '"' : '\'',
		 at->close_start - at->open_end))
    return -1;
  *open = at->open_end;
  *close = at->close_start;
  return 1;
}

/* The walk over S[0..N) under BASE, the comments and literals from SRC:
   1 when quiet, 0 when not, -1 when SRC gives up.  */
static int
walk_line (struct atom_source *src, const unsigned char *s, size_t n,
	   enum bg_base base, const struct bg_class_cache *cc)
{
  struct walk w;  /* the bracket stack needs no clearing */
  w.strong_rtl = w.ctx_rtl = w.pending = 0;
  w.first = FIRST_NONE;
  w.ltr_seen = w.rtl_seen = w.sp = 0;
  w.closed = w.controls = 0;
  size_t b = 0;
  /* Up to each comment's or literal's text (its opening delimiter is
     code), then its text; after the last, the rest of the line.  */
  for (;;)
    {
      /* CLOSE is set whenever next_atom returns 1; GCC 11 cannot see it.  */
      size_t open, close = 0;
      int r = next_atom (src, cc, s, n, &open, &close);
      if (r < 0)
	return -1;
      if (!walk_outside (&w, cc, s, n, &b, open))
	return 0;
      if (r == 0)
	break;
      if (!walk_content (&w, cc, s, n, &b, close, src->lx, src->kind))
	return 0;
      src->close = b;
    }
  /* base=auto: quiet only when the paragraph is LTR, i.e. the first
     strong character outside isolates is not right-to-left.  A line
     that ends in a backslash with a control or mark after it shows a
     splice cpp does not make (line-break.c, check_false_splice).  */
  if (base == BG_BASE_AUTO && w.first == FIRST_RTL)
    return 0;
  /* Only where the last character may be unseen or a blank, by the
     byte before its last: ALM (D8 9C), NBSP and SHY (C2 A0, C2 AD),
     CGJ (CD 8F), General Punctuation's spaces, controls, marks and
     joiners (E2 80 xx, E2 81 xx), U+3000 (E3 80 80), the BOM (EF BB
     BF), the fillers (E1 85 9F, E1 85 A0, E3 85 A4, EF BE A0), U+1680
     (E1 9A 80), U+17B4 (E1 9E B4), U+180B (E1 A0 8B), the Braille blank
     (E2 A0 80), the variation selectors (EF B8 8x), U+FFF0 (EF BF Bx),
     tags and supplementary selectors (F3 A0 8x xx), U+1BCA0 (F0 9B B2
     Ax), U+1D173 (F0 9D 85 Bx); a look-alike backslash (U+2216 E2 88
     96, U+27CD E2 9F 8D, U+29F5 E2 A7 B5, U+FE68 EF B9 A8, U+FF3C EF
     BC BC, U+1D20F F0 9D 88 8F); or an ASCII blank, which
     bg_line_false_splice skips.  */
  static const unsigned char unseen_end[256] = {
    [0x80] = 1, [0x81] = 1, [0x84] = 1, [0x85] = 1, [0x86] = 1,
    [0x87] = 1, [0x88] = 1, [0x9A] = 1, [0x9E] = 1, [0x9F] = 1,
    [0xA0] = 1, [0xA7] = 1, [0xB2] = 1, [0xB8] = 1, [0xB9] = 1,
    [0xBB] = 1, [0xBC] = 1, [0xBE] = 1, [0xBF] = 1, [0xC2] = 1,
    [0xCD] = 1, [0xD8] = 1
  };
  unsigned last = n > 3 ? s[n - 1] : 0;
  return !((last >= 0x80 ? unseen_end[s[n - 2]] : last == ' ' || last == '\t')
	   && bg_line_false_splice (cc, s, n));
}

bool
bg_line_is_quiet (const unsigned char *s, size_t n, enum bg_base base,
		  const struct bg_atom *atoms, size_t natoms,
		  const struct bg_class_cache *cc)
{
  if (base == BG_BASE_RTL)
    return 0;
  struct atom_source src = { atoms, natoms, 0, 0, NULL, false, BG_PLAIN_END,
			     0, false };
  /* An empty list is a list: not the lexer.  */
  static const struct bg_atom none[1];
  if (!atoms)
    src.atoms = none;
  return walk_line (&src, s, n, base, cc) > 0;
}

int
bg_line_lex_quiet (struct bg_lexer *lx, enum bg_base base,
		   const struct bg_class_cache *cc)
{
  if (base == BG_BASE_RTL || !bg_lex_plain_line (lx))
    return -1;
  /* The same steps as bg_line_is_quiet over the atoms bg_lex_run would
     find, in the same order: a failure anywhere is the same failure.  */
  struct atom_source src = { NULL, 0, 0, 0, lx, false, BG_PLAIN_END, 0,
			     false };
  int r = walk_line (&src, lx->text, lx->n, base, cc);
  if (r > 0)
    bg_lex_plain_done (lx, src.kind == BG_PLAIN_BLOCK && src.close >= lx->n,
		       src.token);
  return r;
}
