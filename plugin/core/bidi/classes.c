/* SPDX-License-Identifier: GPL-3.0-or-later */
/* classes.c - what the per-line passes need to know of a character, looked
 * up once per scanner for the blocks right-to-left text lives in.
 *
 * Decoding a line and walking it (quiet.c) ask the same questions of every
 * code point: its bidi class, whether FriBidi classes it differently,
 * whether it is a control or mark, a bracket (BD14-BD16) or a mirrored
 * glyph.  ASCII, Hebrew to Arabic Extended-A and General Punctuation (the
 * controls, marks and spaces) answer from a table; anything else is
 * computed with the same functions the tables were filled with, so the
 * answer never depends on which way it was found.
 */
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"

/* Character C's weight in bg_line's nunalike: nothing for a control (the
   comparison leaves controls out) or a character of a class both engines
   resolve alike, BG_UNALIKE_OPENER for an ASCII opening bracket, and
   BG_UNALIKE_OTHER for the rest, non-ASCII neutrals among them (their
   bracket pairs are each engine's data).  */
static unsigned
unalike_weight (uint32_t c, FriBidiCharType t, bool control)
{
  if (control)
    return 0;
  switch (t)
    {
    case FRIBIDI_TYPE_LTR: case FRIBIDI_TYPE_RTL: case FRIBIDI_TYPE_AL:
    case FRIBIDI_TYPE_EN: case FRIBIDI_TYPE_AN: case FRIBIDI_TYPE_ES:
    case FRIBIDI_TYPE_ET: case FRIBIDI_TYPE_CS: case FRIBIDI_TYPE_WS:
    case FRIBIDI_TYPE_SS:
      return 0;
    case FRIBIDI_TYPE_ON:
      if (c >= 0x80)
	return BG_UNALIKE_OTHER;
      return c == '(' || c == '[' || c == '{' ? BG_UNALIKE_OPENER : 0;
    default:
      return BG_UNALIKE_OTHER;
    }
}

void
bg_char_info_compute (uint32_t c, struct bg_char_info *ci)
{
  ci->type = bg_bidi_type (c);
  ci->bracket = bg_bracket_type (c, ci->type);
  ci->differs = (unsigned char) bg_class_differs (c);
  ci->control = (unsigned char) bg_is_control (c);
  ci->mirrored = bg_mirror (c) != c;
  ci->ctl = (unsigned char) ((bg_is_embedding (c) ? BG_CTL_EMBEDDING : 0)
			     | (bg_is_isolate (c) ? BG_CTL_ISOLATE : 0)
			     | (bg_is_override (c) ? BG_CTL_OVERRIDE : 0)
			     | (bg_is_rtl_initiator (c) ? BG_CTL_RTL_INIT : 0)
			     | (bg_is_rtl_control (c) ? BG_CTL_RTL : 0)
			     | (c == FRIBIDI_CHAR_PDF ? BG_CTL_PDF : 0)
			     | (c == FRIBIDI_CHAR_PDI ? BG_CTL_PDI : 0)
			     | (bg_is_mark (c) ? BG_CTL_MARK : 0));
  ci->line_sep = c == 0x2028 || c == 0x2029;
  ci->unalike = (unsigned char) unalike_weight (c, ci->type, ci->control);
  ci->fake = c > 0x7F && bg_closer_half (c);
  ci->walk = BG_WALK_OTHER;
  if (ci->differs || ci->control || ci->bracket != FRIBIDI_NO_BRACKET
      || ci->line_sep || ci->fake)
    return;
  switch (ci->type)
    {
    case FRIBIDI_TYPE_RTL:
    case FRIBIDI_TYPE_AL:
      /* The walk never asks whether a letter mirrors.  */
      ci->walk = BG_WALK_RTL;
      return;
    case FRIBIDI_TYPE_LTR:
      ci->walk = ci->mirrored ? BG_WALK_OTHER : BG_WALK_LTR;
      return;
    case FRIBIDI_TYPE_EN:
      ci->walk = ci->mirrored ? BG_WALK_OTHER : BG_WALK_EN;
      return;
    case FRIBIDI_TYPE_AN:
      ci->walk = ci->mirrored ? BG_WALK_OTHER : BG_WALK_AN;
      return;
    case FRIBIDI_TYPE_NSM:
      ci->walk = ci->mirrored ? BG_WALK_OTHER : BG_WALK_NSM;
      return;
    case FRIBIDI_TYPE_BS:
      return;
    case FRIBIDI_TYPE_BN:
      /* ICU keeps boundary neutrals at a neighbour's level (UAX #9
	 5.2), FriBidi drops them: in code, one can be a unit of its own
	 that moves.  */
      return;
    default:
      ci->walk = ci->mirrored ? BG_WALK_MIRRORED : BG_WALK_NEUTRAL;
      return;
    }
}

void
bg_class_cache_init (struct bg_class_cache *cc)
{
  for (uint32_t c = 0; c < 128; c++)
    bg_char_info_compute (c, &cc->ascii[c]);
  for (uint32_t c = BG_CACHE_RTL_LO; c < BG_CACHE_RTL_HI; c++)
    bg_char_info_compute (c, &cc->rtl[c - BG_CACHE_RTL_LO]);
  for (uint32_t c = BG_CACHE_PUNCT_LO; c < BG_CACHE_PUNCT_HI; c++)
    bg_char_info_compute (c, &cc->punct[c - BG_CACHE_PUNCT_LO]);
  for (uint32_t c = 0; c < BG_CACHE_WALK_HI; c++)
    {
      struct bg_char_info tmp;
      cc->walk[c] = bg_char_info_of (cc, c, &tmp)->walk;
    }
  static const unsigned char bits[] = {
    [BG_WALK_NEUTRAL] = BG_PAIR_NEUTRAL,
    [BG_WALK_NSM] = 0,
    [BG_WALK_RTL] = BG_PAIR_RTL,
    [BG_WALK_MIRRORED] = BG_PAIR_NEUTRAL | BG_PAIR_MIRRORED,
    [BG_WALK_LTR] = BG_PAIR_LTR,
    [BG_WALK_EN] = BG_PAIR_STOP,
    [BG_WALK_AN] = BG_PAIR_STOP,
    [BG_WALK_OTHER] = BG_PAIR_STOP,
  };
  /* Indexed by the two bytes as one 16-bit load reads them.  */
  const uint16_t probe = 1;
  unsigned char low_first;
  memcpy (&low_first, &probe, 1);
  unsigned lo = low_first ? 0 : 8, hi = low_first ? 8 : 0;
  memset (cc->pair, BG_PAIR_STOP, sizeof cc->pair);
  /* An ASCII character whatever follows it; a two-byte sequence where
     a continuation byte follows its lead.  */
  unsigned char ascii[0x80];
  for (unsigned b0 = 0; b0 < 0x80; b0++)
    {
      unsigned e = bits[cc->walk[b0]] | 1u;
      unsigned char v = (unsigned char) (e & BG_PAIR_STOP ? BG_PAIR_STOP : e);
      if (b0 == '"' || b0 == '\'' || b0 == '\\' || b0 == '*')
	v |= BG_PAIR_DELIM;
      ascii[b0] = v;
    }
  /* A star before a byte >= 0x80 is stepped on its own: the walk looks
     whether an unseen character follows it (quiet.c, unseen_after_star).  */
  const unsigned star = '*';
  /* Whole rows at a time: the cache is made once per compile that meets
     right-to-left text, and bench (b) counts it (32,768 single stores
     took about 100,000 instructions).  */
  for (unsigned b = 0; b < 256; b++)
    if (lo == 0)
      memcpy (cc->pair + (b << hi), ascii, sizeof ascii);
    else if (b < 0x80)
      memset (cc->pair + (b << lo), ascii[b], 256);
  for (unsigned b1 = 0x80; b1 < 0x100; b1++)
    cc->pair[star << lo | b1 << hi] = BG_PAIR_STOP;
  for (unsigned b0 = 0xC2; b0 < 0xE0; b0++)
    for (unsigned b1 = 0x80; b1 < 0xC0; b1++)
      {
	unsigned e = bits[cc->walk[(b0 & 0x1Fu) << 6 | (b1 & 0x3Fu)]] | 2u;
	cc->pair[b0 << lo | b1 << hi]
	  = (unsigned char) (e & BG_PAIR_STOP ? BG_PAIR_STOP : e);
      }
}
