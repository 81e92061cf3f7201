/* SPDX-License-Identifier: GPL-3.0-or-later */
/* segment.c - where a paragraph splits into segments that display
 * independently, so that a line of any length is displayed exactly and
 * in linear time (doc/design.md, "At any length, exactly").
 *
 * A paragraph of level 0 splits after every character of class L that
 * is at level 0 with nothing open (no embedding, override or isolate:
 * any would raise the level) and that no bracket pair spans; one of
 * level 1 after every class R (not AL) at level 1, the segments then
 * coming in reverse visual order.  The pairs are the engine's own BD16
 * (its bracket data, and FriBidi's 63-entry stack: ICU 72 has none),
 * worked out here in linear time over the isolating run sequences of
 * BD13.  The engine is then given only the brackets that matter to rule
 * N0 - pairs that hold a strong character - and the others as plain
 * neutrals: an unpaired bracket or a pair with nothing strong inside
 * changes nothing under N0 (UAX #9 N0 d), and so the engine's own
 * pairing, quadratic on such brackets in both ICU and FriBidi, has only
 * nested pairs to find.  The bracket pairing stack itself (struct
 * bg_brackets) lives here too: the checks pair code and text with it.
 */
#include "bidi/bidi.h"

/* An entry whose id found no slot (the table full): BELOW holds the id
   and a closing bracket of that id searches down the stack.  Unicode's
   64 pairs never fill the table; this only keeps the pairing right if a
   future data set should.  */
#define NO_SLOT (BG_BRACKET_SLOTS - 1)

/* The slot of ID in B's table, inserted when ADD; -1 when it has none
   (not seen yet, or the table full).  */
static int
bracket_slot (struct bg_brackets *b, uint32_t id, bool add)
{
  id++;  /* a key, never 0 (code points end at 0x10FFFF) */
  unsigned h = (unsigned) (id * 2654435761u) % NO_SLOT;
  for (unsigned k = 0; k < NO_SLOT; k++)
    {
      unsigned s = (h + k) % NO_SLOT;
      if (b->id[s] == id)
	return (int) s;
      if (b->id[s] == 0)
	{
	  if (!add)
	    return -1;
	  b->id[s] = id;
	  b->top[s] = -1;
	  return (int) s;
	}
    }
  b->full = true;
  return -1;
}

size_t
bg_brackets_carve (struct bg_brackets *b, char *base, size_t n)
{
  size_t off = 0;
  BG_CARVE (base, off, b->item, n);
  BG_CARVE (base, off, b->below, n);
  BG_CARVE (base, off, b->slot, n);
  return off;
}

/* Pop the entries of B from K up.  */
static void
bg_brackets_pop_to (struct bg_brackets *b, size_t k)
{
  while (b->sp > k)
    {
      b->sp--;
      if (b->slot[b->sp] != NO_SLOT)
	b->top[b->slot[b->sp]] = b->below[b->sp];
    }
}

void
bg_brackets_clear (struct bg_brackets *b)
{
  bg_brackets_pop_to (b, 0);
}

void
bg_brackets_push (struct bg_brackets *b, int32_t item, uint32_t id)
{
  size_t k = b->sp++;
  int s = bracket_slot (b, id, true);
  b->item[k] = item;
  if (s < 0)
    {
      b->slot[k] = NO_SLOT;
      b->below[k] = (int32_t) id;
      return;
    }
  b->slot[k] = (unsigned char) s;
  b->below[k] = b->top[s];
  b->top[s] = (int32_t) k;
}

int32_t
bg_brackets_close (struct bg_brackets *b, uint32_t id)
{
  int s = bracket_slot (b, id, false);
  int32_t k = -1;
  if (s >= 0)
    k = b->top[s];
  else if (b->full)
    for (size_t j = b->sp; j-- > 0;)
      if (b->slot[j] == NO_SLOT && (uint32_t) b->below[j] == id)
	{
	  k = (int32_t) j;
	  break;
	}
  if (k < 0)
    return -1;
  int32_t item = b->item[k];
  bg_brackets_pop_to (b, (size_t) k);
  return item;
}

/* The topmost open entry of ID in B, or -1.  */
static int32_t
brackets_top (struct bg_brackets *b, uint32_t id)
{
  int s = bracket_slot (b, id, false);
  if (s >= 0)
    return b->top[s];
  if (b->full)
    for (size_t j = b->sp; j-- > 0;)
      if (b->slot[j] == NO_SLOT && (uint32_t) b->below[j] == id)
	return (int32_t) j;
  return -1;
}

static bool
is_isolate_type (FriBidiCharType t)
{
  return t == FRIBIDI_TYPE_LRI || t == FRIBIDI_TYPE_RLI
	 || t == FRIBIDI_TYPE_FSI;
}

void
bg_fsi_directions (const FriBidiCharType *t, size_t n, int32_t *match,
		   unsigned char *rtl, int32_t *stack)
{
  size_t sp = 0;
  for (size_t i = 0; i < n; i++)
    {
      match[i] = -1;
      if (is_isolate_type (t[i]))
	stack[sp++] = (int32_t) i;
      else if (t[i] == FRIBIDI_TYPE_PDI && sp)
	match[i] = stack[--sp];
    }
  /* Backward: first[k] is the first strong class seen at nesting k.  */
  unsigned char *first = rtl + n;  /* second half of the scratch */
  size_t depth = 0;
  first[0] = 0;
  for (size_t i = n; i-- > 0;)
    {
      FriBidiCharType c = t[i];
      if (c == FRIBIDI_TYPE_PDI && match[i] >= 0)
	first[++depth] = 0;
      else if (is_isolate_type (c))
	{
	  unsigned char f;
	  if (depth > 0)
	    f = first[depth--];
	  else
	    {
	      f = first[0];  /* unmatched: its content runs to the end */
	      first[0] = 0;
	    }
	  rtl[i] = f == 2;
	}
      else if (c == FRIBIDI_TYPE_LTR)
	first[depth] = 1;
      else if (bg_is_rtl_letter (c))
	first[depth] = 2;
    }
}

/* The direction of each FSI as FriBidi 1.0.8 finds it: the first letter
   after it at which the count of isolate initiators less PDIs since it
   is zero, looking past its own PDI to the paragraph's end (a PDI does
   not stop the search).  RTL[i] for each FSI; SCRATCH N + 1 entries.
   Linear: by the running count G before each character, the letter that
   decides an FSI with G = g is the first one after it with G = g + 1.
   A cut, with nothing open, has every FSI before it at a count no lower
   than its own, so no letter after it decides one.  */
static void
fribidi_fsi_directions (const FriBidiCharType *t, size_t n,
			unsigned char *rtl, int32_t *scratch)
{
  size_t pdis = 0;
  int32_t g = 0;
  for (size_t i = 0; i < n; i++)
    {
      pdis += t[i] == FRIBIDI_TYPE_PDI;
      g += is_isolate_type (t[i]) ? 1 : t[i] == FRIBIDI_TYPE_PDI ? -1 : 0;
    }
  for (size_t k = 0; k <= n; k++)
    scratch[k] = 0;  /* 0 none, 1 L, 2 R or AL: the next letter at G */
  for (size_t i = n; i-- > 0;)
    {
      FriBidiCharType c = t[i];
      g -= is_isolate_type (c) ? 1 : c == FRIBIDI_TYPE_PDI ? -1 : 0;
      /* g is now the count before character i.  */
      size_t at = (size_t) (g + (int32_t) pdis);
      if (c == FRIBIDI_TYPE_FSI)
	rtl[i] = scratch[at + 1] == 2;
      else if (c == FRIBIDI_TYPE_LTR)
	scratch[at] = 1;
      else if (bg_is_rtl_letter (c))
	scratch[at] = 2;
    }
}

/* What the explicit rules leave of a character (SPLIT_* bits).  */
#define SPLIT_REMOVED 0x01u   /* X9 removes it */
#define SPLIT_TOP 0x02u       /* at the paragraph's own entry: nothing open */
#define SPLIT_ON 0x04u        /* class ON, no override: may pair (BD14) */
#define SPLIT_ISO_OPEN 0x08u  /* opens a valid isolate (X5a-c) */
#define SPLIT_ISO_CLOSE 0x10u /* closes a valid isolate (X6a) */
#define SPLIT_PDI_ON 0x20u    /* a PDI that closes nothing: FriBidi makes
				 it ON (its X6a) */

/* The directional status stack of X1-X8: UAX #9's depth 125 and the
   paragraph's own entry, so a fixed size.  */
#define STATUS_MAX (FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL + 2)

struct status
{
  unsigned char level, override, isolate;  /* override: 0, 'L' or 'R' */
};

/* The state of X1-X8: the stack, and the overflow isolate, overflow
   embedding and valid isolate counts.  */
struct explicit_state
{
  struct status st[STATUS_MAX];
  size_t sp, oi, oe, vi;
};

/* X2-X5c: initiator C (FSI_RTL: an FSI's direction) at *LEVEL.  Returns
   its SPLIT_* bits.  */
static unsigned
initiator (struct explicit_state *x, FriBidiCharType c, int fsi_rtl,
	   unsigned char *level)
{
  int iso = is_isolate_type (c);
  struct status top = x->st[x->sp - 1];
  int rtl = c == FRIBIDI_TYPE_RLE || c == FRIBIDI_TYPE_RLO
	    || c == FRIBIDI_TYPE_RLI || (c == FRIBIDI_TYPE_FSI && fsi_rtl);
  int next = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1;
  *level = top.level;
  unsigned f = iso ? 0 : SPLIT_REMOVED;
  if (next <= FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL && x->oi == 0 && x->oe == 0)
    {
      unsigned char ov = c == FRIBIDI_TYPE_LRO   ? 'L'
			 : c == FRIBIDI_TYPE_RLO ? 'R'
						 : 0;
      x->st[x->sp++] = (struct status) { (unsigned char) next, ov,
					 (unsigned char) iso };
      x->vi += (size_t) iso;
      f |= iso ? SPLIT_ISO_OPEN : 0;
    }
  else if (iso)
    x->oi++;
  else
    x->oe += x->oi == 0;
  return f;
}

/* X6a: a PDI at *LEVEL.  Returns its SPLIT_* bits.  */
static unsigned
isolate_end (struct explicit_state *x, unsigned char *level)
{
  unsigned f = 0;
  if (x->oi > 0)
    x->oi--;
  else if (x->vi == 0)
    f = SPLIT_PDI_ON;
  else
    {
      x->oe = 0;
      while (!x->st[x->sp - 1].isolate)
	x->sp--;
      x->sp--;
      x->vi--;
      f = SPLIT_ISO_CLOSE;
    }
  *level = x->st[x->sp - 1].level;
  return f;
}

/* X7: a PDF.  */
static void
embedding_end (struct explicit_state *x)
{
  if (x->oi > 0)
    return;
  if (x->oe > 0)
    x->oe--;
  else if (!x->st[x->sp - 1].isolate && x->sp >= 2)
    x->sp--;
}

/* X1-X8 over T[0..N) at paragraph level PAR: FLAGS[i] (SPLIT_*) and
   LEVEL[i], the embedding level of each character X9 keeps.  FSI_RTL[i]
   is the direction of each FSI (bg_fsi_directions), read before FLAGS[i]
   is written, so the two may be the same array.  */
static void
explicit_levels (const FriBidiCharType *t, size_t n, int par,
		 const unsigned char *fsi_rtl, int pair_overridden,
		 unsigned char *flags, unsigned char *level)
{
  struct explicit_state x;
  x.sp = 1;
  x.st[0] = (struct status) { (unsigned char) par, 0, 0 };
  x.oi = x.oe = x.vi = 0;
  for (size_t i = 0; i < n; i++)
    {
      FriBidiCharType c = t[i];
      unsigned f = 0;
      if (is_isolate_type (c) || c == FRIBIDI_TYPE_LRE
	  || c == FRIBIDI_TYPE_RLE || c == FRIBIDI_TYPE_LRO
	  || c == FRIBIDI_TYPE_RLO)
	f = initiator (&x, c, fsi_rtl[i], &level[i]);
      else if (c == FRIBIDI_TYPE_PDI)
	f = isolate_end (&x, &level[i]);
      else if (c == FRIBIDI_TYPE_PDF)
	{
	  f = SPLIT_REMOVED;
	  embedding_end (&x);
	}
      else if (c == FRIBIDI_TYPE_BN)
	f = SPLIT_REMOVED;
      else if (c == FRIBIDI_TYPE_BS)
	{
	  /* X8: only ever the paragraph's last character.  */
	  x.sp = 1;
	  x.oi = x.oe = x.vi = 0;
	  level[i] = (unsigned char) par;
	}
      else
	{
	  struct status top = x.st[x.sp - 1];
	  level[i] = top.level;
	  if (c == FRIBIDI_TYPE_ON && (!top.override || pair_overridden))
	    f = SPLIT_ON;
	}
      if (x.sp == 1 && !(f & SPLIT_ISO_OPEN))
	f |= SPLIT_TOP;
      flags[i] = (unsigned char) f;
    }
}

/* Classes that N0 takes as strong, or that can make a neutral strong
   (an override); counted loosely, anywhere between a pair, so that an
   engine looking further than UAX #9 sees no pair dropped that it would
   have resolved.  */
static bool
strong_for_n0 (FriBidiCharType c)
{
  return c == FRIBIDI_TYPE_LTR || c == FRIBIDI_TYPE_RTL
	 || c == FRIBIDI_TYPE_AL || c == FRIBIDI_TYPE_EN
	 || c == FRIBIDI_TYPE_AN || c == FRIBIDI_TYPE_LRO
	 || c == FRIBIDI_TYPE_RLO;
}

/* The start of a pairing pass at character I: no partner yet.  One
   that X9 removes is no bracket and only counts for N0 (STRONG): true
   for it, which the pass then skips.  */
static inline bool
removed_by_x9 (size_t i, const FriBidiCharType *t, FriBidiBracketType *br,
	       const unsigned char *flags, int32_t *partner, int32_t *strong)
{
  partner[i] = -1;
  if (!(flags[i] & SPLIT_REMOVED))
    return false;
  *strong += strong_for_n0 (t[i]);
  br[i] = FRIBIDI_NO_BRACKET;
  return true;
}

/* One isolate nesting level of the pairing: its isolating run sequence
   in progress.  */
struct frame
{
  size_t base;     /* its first entry in the bracket stack */
  int level;       /* level of its last character, -1 before the first */
  int stopped;     /* BD16 stopped: the stack overflowed */
};

/* The isolating run sequence of character I (level LEVEL) in frame F
   continues, or a new one starts (BD13: a level change that is not an
   isolate's) and the open brackets of the old one never pair.  */
static void
sequence_step (struct bg_brackets *b, struct frame *f, int level)
{
  if (f->level != level)
    {
      bg_brackets_pop_to (b, f->base);
      f->stopped = 0;
      f->level = level;
    }
}

/* FriBidi's BD16 (1.0.8): one stack of 63 per isolate depth, emptied
   when the level changes at the same depth, so that a bracket in one
   isolate pairs with one in the next at that depth; a full stack stops
   all pairing; and a bracket right after a combining mark that follows a
   neutral at the same level is no bracket (rule W1 merges the three into
   one run, which keeps only the first one's bracket).  PARTNER[i] for
   each pair with something strong between (STRONG_AT is scratch).  */
#define FRIBIDI_STACK 63

/* A bracket FriBidi is not to pair, as FriBidi is given it: a closing
   bracket of an id no opening bracket has.  Not FRIBIDI_NO_BRACKET:
   FriBidi keeps every bracket a run of its own (its compact_list), and a
   plain neutral joins the neutrals beside it, which rule W1 then merges,
   after a combining mark, into a bracket run that N0 resolves ("a } NSM
   [ }": the last } takes the pair's direction).  Given as a closer that
   never matches, it stays the run it is in the whole line, never goes on
   FriBidi's stack, and costs one look at a stack of at most 63.  */
#define NEVER_PAIRS ((FriBidiBracketType) FRIBIDI_BRACKET_ID_MASK)

/* An opening bracket on FriBidi's stack, and what had been seen when it
   was pushed.  */
struct fribidi_open
{
  int32_t at;
  int32_t strong;  /* strong characters anywhere */
  int32_t here;    /* strong characters at its isolate depth */
  int32_t closed;  /* isolates closed at its depth */
};

/* Classes that stay strong through FriBidi's W1-W7 (EN may become L or
   AN, AL becomes R).  */
static bool
strong_class (FriBidiCharType c)
{
  return c == FRIBIDI_TYPE_LTR || c == FRIBIDI_TYPE_RTL
	 || c == FRIBIDI_TYPE_AL || c == FRIBIDI_TYPE_EN
	 || c == FRIBIDI_TYPE_AN;
}

/* Whether FriBidi's N0 resolves the pair O..now.  A pair within one
   isolating run sequence (no isolate closed at its depth between) has
   all of its depth at its level (a level change empties the stack): N0
   b or c finds exactly a character of strong class at that depth, as
   those of deeper isolates are at higher levels and at another depth.
   A pair across isolates (FriBidi's own) is kept on anything strong
   anywhere between, loosely (overrides, and a mark that FriBidi's W1
   makes the direction of a level change).  Exactness needs only that
   every pair N0 resolves be kept; keeping only pairs that N0 resolves
   also keeps N0 linear: a resolved pair's brackets become strong, where
   FriBidi's walk back from a later pair to the strong type before it
   stops, and an unresolved one would let every later walk pass.  */
static bool
fribidi_resolves (const struct fribidi_open *o, int32_t strong,
		  int32_t here, int32_t closed)
{
  if (closed != o->closed)
    return strong > o->strong;
  return here > o->here;
}

/* Bracket K at I, at a depth whose open brackets are ST[0..*SP) (STRONG,
   HERE and CLOSED as struct fribidi_open counts them): pushed when it
   opens (the stack full: *STOPPED, FriBidi pairs no more), paired with
   its opener by fribidi_resolves when it closes.  */
static void
fribidi_bracket (struct fribidi_open *st, unsigned char *sp,
		 FriBidiBracketType *br, int32_t *partner, size_t i,
		 FriBidiBracketType k, int32_t strong, int32_t here,
		 int32_t closed, int *stopped)
{
  if (k & FRIBIDI_BRACKET_OPEN_MASK)
    {
      if (*sp == FRIBIDI_STACK)
	{
	  *stopped = 1;
	  br[i] = NEVER_PAIRS;
	}
      else
	st[(*sp)++] = (struct fribidi_open) { (int32_t) i, strong, here,
					     closed };
      return;
    }
  for (size_t j = *sp; j-- > 0;)
    if (FRIBIDI_BRACKET_ID (br[st[j].at]) == FRIBIDI_BRACKET_ID (k))
      {
	*sp = (unsigned char) j;
	if (fribidi_resolves (&st[j], strong, here, closed))
	  {
	    partner[st[j].at] = (int32_t) i;
	    partner[i] = st[j].at;
	  }
	return;
      }
}

static void
fribidi_pairs (const FriBidiCharType *t, FriBidiBracketType *br, size_t n,
	       const unsigned char *flags, const unsigned char *level,
	       int32_t *partner)
{
  struct fribidi_open stack[STATUS_MAX][FRIBIDI_STACK];
  unsigned char sp[STATUS_MAX] = { 0 };
  int32_t here[STATUS_MAX] = { 0 }, closed[STATUS_MAX] = { 0 };
  int last_at[STATUS_MAX];  /* level of the last character at a depth */
  unsigned char last_on[STATUS_MAX];  /* and whether FriBidi has it ON */
  for (size_t k = 0; k < STATUS_MAX; k++)
    last_at[k] = -1;
  /* The combining marks just before: FriBidi's W1 merges the run after
     them into theirs when the run before them at their depth (across
     isolates) is ON at their level, as the run after is; a bracket so
     merged is no bracket ("x ( R ] PDI RLI NSM ) ... )": the first ) is
     not).  */
  int marks_level = -1, marks_merge = 0;
  size_t depth = 0, last_depth = 0;
  int last_level = -1;
  int32_t strong = 0;
  int stopped = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (removed_by_x9 (i, t, br, flags, partner, &strong))
	continue;
      unsigned f = flags[i];
      if ((f & SPLIT_ISO_CLOSE) && depth > 0)
	closed[depth--]++;
      if (level[i] != last_level && last_depth == depth && last_level >= 0)
	sp[depth] = 0;
      /* FriBidi's W1 gives a mark after a level change at its depth the
	 direction of the higher level.  */
      int is_mark = t[i] == FRIBIDI_TYPE_NSM;
      int mark = is_mark && last_at[depth] != level[i];
      int merged = !is_mark && marks_level == level[i] && marks_merge;
      if (is_mark && marks_level != level[i])
	{
	  marks_level = level[i];
	  marks_merge = last_at[depth] == level[i] && last_on[depth];
	}
      else if (!is_mark)
	marks_level = -1;
      last_level = last_at[depth] = level[i];
      last_on[depth] = (f & (SPLIT_ON | SPLIT_PDI_ON)) != 0;
      last_depth = depth;
      FriBidiBracketType k = br[i];
      if (k != FRIBIDI_NO_BRACKET && (!(f & SPLIT_ON) || stopped || merged))
	{
	  br[i] = NEVER_PAIRS;
	  k = FRIBIDI_NO_BRACKET;
	}
      if (k != FRIBIDI_NO_BRACKET)
	fribidi_bracket (stack[depth], &sp[depth], br, partner, i, k,
			 strong, here[depth], closed[depth], &stopped);
      strong += strong_for_n0 (t[i]) || mark;
      here[depth] += strong_class (t[i]);
      if ((f & SPLIT_ISO_OPEN) && depth + 1 < STATUS_MAX)
	depth++;
    }
}

/* BD16 over each isolating run sequence (BD13), with a stack of
   STACK_LIMIT entries (0: none, as in ICU 72): PARTNER[i] for each pair
   with something strong between (STRONG_AT is scratch).  */
static void
sequence_pairs (struct bg_brackets *b, const FriBidiCharType *t,
		FriBidiBracketType *br, size_t n, const unsigned char *flags,
		const unsigned char *level, size_t stack_limit,
		int32_t *partner, int32_t *strong_at)
{
  bg_brackets_clear (b);
  struct frame fr[STATUS_MAX];
  size_t fp = 0;
  fr[0] = (struct frame) { 0, -1, 0 };
  int32_t strong = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (removed_by_x9 (i, t, br, flags, partner, &strong))
	continue;
      unsigned f = flags[i];
      if ((f & SPLIT_ISO_CLOSE) && fp > 0)
	{
	  bg_brackets_pop_to (b, fr[fp].base);
	  fp--;
	}
      struct frame *cur = &fr[fp];
      sequence_step (b, cur, level[i]);
      FriBidiBracketType k = br[i];
      if (k != FRIBIDI_NO_BRACKET && (!(f & SPLIT_ON) || cur->stopped))
	k = br[i] = FRIBIDI_NO_BRACKET;
      if (k != FRIBIDI_NO_BRACKET)
	{
	  uint32_t id = FRIBIDI_BRACKET_ID (k);
	  if (k & FRIBIDI_BRACKET_OPEN_MASK)
	    {
	      /* BD16: no room on the stack stops the pairing for the rest
		 of the sequence.  */
	      if (stack_limit && b->sp - cur->base >= stack_limit)
		{
		  cur->stopped = 1;
		  br[i] = FRIBIDI_NO_BRACKET;
		}
	      else
		{
		  strong_at[i] = strong;
		  bg_brackets_push (b, (int32_t) i, id);
		}
	    }
	  else
	    {
	      int32_t e = brackets_top (b, id);
	      int32_t o = e >= (int32_t) cur->base ? bg_brackets_close (b, id)
						    : -1;
	      if (o >= 0 && strong > strong_at[o])
		{
		  partner[o] = (int32_t) i;
		  partner[i] = o;
		}
	    }
	}
      strong += strong_for_n0 (t[i]);
      if ((f & SPLIT_ISO_OPEN) && fp + 1 < STATUS_MAX)
	fr[++fp] = (struct frame) { b->sp, -1, 0 };
    }
  bg_brackets_clear (b);
}

/* The cuts: no pair open across them.  */
static void
cuts (struct bg_split *s, const FriBidiCharType *t, FriBidiBracketType *br,
      size_t n, int par, const unsigned char *flags, const int32_t *partner,
      int fribidi)
{
  FriBidiCharType boundary = par ? FRIBIDI_TYPE_RTL : FRIBIDI_TYPE_LTR;
  FriBidiBracketType unpaired = fribidi ? NEVER_PAIRS : FRIBIDI_NO_BRACKET;
  size_t open = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (partner[i] >= 0)
	open += partner[i] > (int32_t) i ? 1 : (size_t) -1;
      else if (br[i] != FRIBIDI_NO_BRACKET)
	br[i] = unpaired;
      s->cut[i] = t[i] == boundary && (flags[i] & SPLIT_TOP) && open == 0;
    }
  /* Only inside a word of the boundary's class: the engines' rules that
     look further than UAX #9 (FriBidi past a sequence's ends) then meet
     the same strong character on either side of the cut.  FriBidi links
     each isolate's runs to the previous isolate's at the same depth (W1,
     W2, W7, N0, N1 look there): isolates on one side of a cut only.  */
  size_t first_iso = n, last_iso = 0;
  if (fribidi)
    for (size_t i = 0; i < n; i++)
      if (flags[i] & SPLIT_ISO_OPEN)
	{
	  first_iso = first_iso < i ? first_iso : i;
	  last_iso = i;
	}
  for (size_t i = n; i-- > 0;)
    s->cut[i] = s->cut[i] && i > 0 && i + 1 < n && s->cut[i - 1]
		&& t[i + 1] == boundary && (flags[i + 1] & SPLIT_TOP)
		&& (i < first_iso || i > last_iso);
}

void
bg_split_paragraph (struct bg_split *s, const FriBidiCharType *t,
		    FriBidiBracketType *br, size_t n, int par,
		    size_t stack_limit)
{
  unsigned char *flags = s->flags, *level = s->flags + n;
  int32_t *partner = s->scratch, *strong_at = s->scratch + n;
  if (stack_limit)
    fribidi_fsi_directions (t, n, s->flags, s->scratch);
  else
    bg_fsi_directions (t, n, s->scratch, s->flags, s->scratch + n);
  explicit_levels (t, n, par, s->flags, s->pair_overridden, flags, level);
  if (stack_limit)
    fribidi_pairs (t, br, n, flags, level, partner);
  else
    sequence_pairs (s->brackets, t, br, n, flags, level, 0, partner,
		    strong_at);
  cuts (s, t, br, n, par, flags, partner, stack_limit != 0);
}
