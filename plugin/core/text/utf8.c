/* SPDX-License-Identifier: GPL-3.0-or-later */
/* utf8.c - UTF-8 decoding that never fails, and the per-line fast path.
 *
 * Source files are not always valid UTF-8 (Latin-1 comments, binary junk,
 * truncated files).  Nothing here rejects input: every invalid byte becomes
 * one opaque character so that columns stay right and nothing loops.
 */
#include <string.h>

#include "text/text.h"

size_t
bg_utf8_encode (uint32_t c, char out[4])
{
  if (c < 0x80)
    {
      out[0] = (char) c;
      return 1;
    }
  if (c < 0x800)
    {
      out[0] = (char) (0xC0 | (c >> 6));
      out[1] = (char) (0x80 | (c & 0x3F));
      return 2;
    }
  if (c < 0x10000)
    {
      out[0] = (char) (0xE0 | (c >> 12));
      out[1] = (char) (0x80 | ((c >> 6) & 0x3F));
      out[2] = (char) (0x80 | (c & 0x3F));
      return 3;
    }
  out[0] = (char) (0xF0 | (c >> 18));
  out[1] = (char) (0x80 | ((c >> 12) & 0x3F));
  out[2] = (char) (0x80 | ((c >> 6) & 0x3F));
  out[3] = (char) (0x80 | (c & 0x3F));
  return 4;
}

size_t
bg_utf8_decode (const unsigned char *s, size_t n, uint32_t *cp)
{
  unsigned c = s[0];
  if (c < 0x80)
    {
      *cp = c;
      return 1;
    }
  if (c >= 0xC2 && c <= 0xDF)
    {
      /* Two bytes (Hebrew, Arabic): from C2 on never overlong, never
	 past U+07FF, so only the continuation byte needs checking.  */
      if (n < 2 || (s[1] & 0xC0) != 0x80)
	goto invalid;
      *cp = ((c & 0x1Fu) << 6) | (s[1] & 0x3Fu);
      return 2;
    }
  size_t len;
  uint32_t v, min;
  if (c >= 0xE0 && c <= 0xEF)
    len = 3, v = c & 0x0F, min = 0x800;
  else if (c >= 0xF0 && c <= 0xF4)
    len = 4, v = c & 0x07, min = 0x10000;
  else
    goto invalid;
  if (n < len)
    goto invalid;
  for (size_t i = 1; i < len; i++)
    {
      if ((s[i] & 0xC0) != 0x80)
	goto invalid;
      v = (v << 6) | (s[i] & 0x3F);
    }
  if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
    goto invalid;
  *cp = v;
  return len;

invalid:
  *cp = BG_CP_INVALID | c;
  return 1;
}

size_t
bg_utf8_char (const unsigned char *s, size_t n, unsigned *cp, bool *valid)
{
  uint32_t c;
  size_t len = bg_utf8_decode (s, n, &c);
  if (BG_CP_IS_INVALID (c))
    {
      *valid = false;
      c = 0xFFFD;
    }
  *cp = c;
  return len;
}

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull

static inline uint64_t
load64 (const unsigned char *s)
{
  uint64_t w;
  memcpy (&w, s, sizeof w);
  return w;
}

/* Which byte of a word loaded by load64 is the first in memory whose bit
   is set in M (one bit a byte, M not 0).  */
static inline size_t
first_byte (uint64_t m)
{
#if defined __BYTE_ORDER__ && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  return (size_t) __builtin_clzll (m) / 8;
#else
  return (size_t) __builtin_ctzll (m) / 8;
#endif
}

size_t
bg_find_non_ascii (const unsigned char *s, size_t n)
{
  size_t i = 0;
  /* Four words per step keeps the loop branch cost below one per 8 bytes.  */
  for (; i + 32 <= n; i += 32)
    if ((load64 (s + i) | load64 (s + i + 8) | load64 (s + i + 16)
	 | load64 (s + i + 24)) & HIGHS)
      break;
  for (; i + 8 <= n; i += 8)
    {
      uint64_t m = load64 (s + i) & HIGHS;
      if (m)
	return i + first_byte (m);
    }
  for (; i < n; i++)
    if (s[i] & 0x80)
      return i;
  return n;
}

size_t
bg_utf8_count_starts (const unsigned char *s, size_t n)
{
  size_t cont = 0, i = 0;
  for (; i + 8 <= n; i += 8)
    {
      uint64_t w = load64 (s + i);
      /* Bit 7 of a byte set, bit 6 (shifted up to 7) clear.  */
      uint64_t m = w & ~(w << 1) & HIGHS;
      /* One bit a byte, added up in the top byte (at most 8).  */
      cont += (size_t) (((m >> 7) * ONES) >> 56);
    }
  for (; i < n; i++)
    cont += (s[i] & 0xC0) == 0x80;
  return n - cont;
}

size_t
bg_find_non_ascii_or (const unsigned char *s, size_t n, unsigned char a,
		      unsigned char b)
{
  size_t i = 0;
  for (; i + 8 <= n; i += 8)
    {
      uint64_t w = load64 (s + i);
      uint64_t x = w ^ (ONES * a), y = w ^ (ONES * b);
      /* Bytes equal to A or B become zero; the classic has-zero-byte
	 test.  */
      if ((w & HIGHS) || ((x - ONES) & ~x & HIGHS)
	  || ((y - ONES) & ~y & HIGHS))
	break;
    }
  for (; i < n; i++)
    if ((s[i] & 0x80) || s[i] == a || s[i] == b)
      return i;
  return n;
}

bool
bg_is_ascii (const char *buf, size_t len)
{
  return bg_find_non_ascii ((const unsigned char *) buf, len) == len;
}

bool
bg_has_control (const char *buf, size_t len)
{
  const unsigned char *s = (const unsigned char *) buf;
  for (size_t i = bg_find_non_ascii (s, len); i < len;)
    {
      uint32_t c;
      i += bg_utf8_decode (s + i, len - i, &c);
      if (bg_is_control (c))
	return true;
    }
  return false;
}

#include "gen/class-ranges.h"
/* Built from ICU by plugin/core/gen/unicode-classes.c.  */
#include "unicode-classes.h"
/* Generated from Unicode 17.0 by plugin/core/gen/unicode17.mjs.  */
#include "gen/unicode17-classes.h"

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

/* The range of R[0..N) holding C, or NULL.  Inline: GCC would not
   inline it by itself, and a call per class look-up (each character of
   the class cache) costs more than the search.  */
static inline const struct bg_class_range *
find_range (const struct bg_class_range *r, size_t n, uint32_t c)
{
  if (c < r[0].lo || c > r[n - 1].hi)
    return NULL;
  size_t k = bg_lower_bound (r, n, sizeof *r,
			     offsetof (struct bg_class_range, hi), c);
  return k < n && r[k].lo <= c ? &r[k] : NULL;
}

static const struct bg_class_range *
class_range (uint32_t c)
{
  return find_range (bg_class_ranges, COUNT (bg_class_ranges), c);
}

FriBidiCharType
bg_unicode17_type (uint32_t c)
{
  if (BG_CP_IS_INVALID (c))
    return FRIBIDI_TYPE_ON;
  const struct bg_class_range *r
    = find_range (bg_unicode17_ranges, COUNT (bg_unicode17_ranges), c);
  return r ? r->type : FRIBIDI_TYPE_LTR;
}

FriBidiBracketType
bg_unicode17_bracket (uint32_t c)
{
  for (size_t i = 0; i < COUNT (bg_unicode17_brackets); i++)
    {
      const struct bg_bracket_pair *p = &bg_unicode17_brackets[i];
      if (c == p->open || c == p->close)
	{
	  /* BD16: U+2329 and U+232A pair as U+3008 and U+3009 do.  */
	  uint32_t id = p->open == 0x2329 ? 0x3008 : p->open;
	  return id | (c == p->open ? FRIBIDI_BRACKET_OPEN_MASK : 0);
	}
    }
  return FRIBIDI_NO_BRACKET;
}

FriBidiCharType
bg_fribidi_type (uint32_t c)
{
  if (BG_CP_IS_INVALID (c))
    return FRIBIDI_TYPE_ON;
  return fribidi_get_bidi_type (c);
}

FriBidiCharType
bg_bidi_type (uint32_t c)
{
  if (BG_CP_IS_INVALID (c))
    return FRIBIDI_TYPE_ON;
  const struct bg_class_range *r = class_range (c);
  return r ? r->type : fribidi_get_bidi_type (c);
}

bool
bg_class_differs (uint32_t c)
{
  return !BG_CP_IS_INVALID (c)
	 && find_range (bg_differs_ranges, COUNT (bg_differs_ranges), c);
}

bool
bg_class_rtl_elsewhere (uint32_t c, FriBidiCharType icu)
{
  if (BG_CP_IS_INVALID (c) || (icu == FRIBIDI_TYPE_LTR && !BG_RTL_ELSEWHERE_LTR))
    return false;
  return find_range (bg_rtl_elsewhere_ranges,
		     COUNT (bg_rtl_elsewhere_ranges), c);
}

const char *
bg_unicode_version (void)
{
  return BG_UNICODE_VERSION;
}

bool
bg_line_may_reorder (const unsigned char *s, size_t n)
{
  size_t i = bg_find_non_ascii (s, n);
  while (i < n)
    {
      uint32_t c;
      i += bg_utf8_decode (s + i, n - i, &c);
      /* Nothing below U+0590 is R, AL, AN or a control.  */
      if (c >= 0x0590 && !BG_CP_IS_INVALID (c))
	{
	  FriBidiCharType t = bg_bidi_type (c);
	  if (t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_AL
	      || t == FRIBIDI_TYPE_AN || bg_is_control (c)
	      || bg_class_rtl_elsewhere (c, t))
	    return 1;
	}
      if (i < n && s[i] < 0x80)
	i += bg_find_non_ascii (s + i, n - i);
    }
  return 0;
}
