/* SPDX-License-Identifier: GPL-3.0-or-later */
/* names.c - what a finding names as its cause.
 *
 * A control or mark by its code point and Unicode name, as GCC's own
 * -Wbidi-chars does ("U+202E (RIGHT-TO-LEFT OVERRIDE)"); right-to-left
 * letters and digits by the script of their block ("Hebrew letters").
 * Only the characters a finding can blame are named: the twelve controls
 * and marks, and the blocks that hold characters of bidi class R, AL or AN.
 */
#include <stdio.h>
#include <string.h>

#include "text/text.h"

/* Unicode name of a control or mark ("RIGHT-TO-LEFT OVERRIDE"), or NULL.  */
static const char *
bg_control_long_name (uint32_t c)
{
  switch (c)
    {
    case FRIBIDI_CHAR_LRE: return "LEFT-TO-RIGHT EMBEDDING";
    case FRIBIDI_CHAR_RLE: return "RIGHT-TO-LEFT EMBEDDING";
    case FRIBIDI_CHAR_PDF: return "POP DIRECTIONAL FORMATTING";
    case FRIBIDI_CHAR_LRO: return "LEFT-TO-RIGHT OVERRIDE";
    case FRIBIDI_CHAR_RLO: return "RIGHT-TO-LEFT OVERRIDE";
    case FRIBIDI_CHAR_LRI: return "LEFT-TO-RIGHT ISOLATE";
    case FRIBIDI_CHAR_RLI: return "RIGHT-TO-LEFT ISOLATE";
    case FRIBIDI_CHAR_FSI: return "FIRST STRONG ISOLATE";
    case FRIBIDI_CHAR_PDI: return "POP DIRECTIONAL ISOLATE";
    case FRIBIDI_CHAR_LRM: return "LEFT-TO-RIGHT MARK";
    case FRIBIDI_CHAR_RLM: return "RIGHT-TO-LEFT MARK";
    case BG_CHAR_ALM: return "ARABIC LETTER MARK";
    default: return NULL;
    }
}

uint32_t
bg_control_by_name (const char *name, size_t n)
{
  static const uint32_t controls[] = {
    FRIBIDI_CHAR_LRE, FRIBIDI_CHAR_RLE, FRIBIDI_CHAR_PDF, FRIBIDI_CHAR_LRO,
    FRIBIDI_CHAR_RLO, FRIBIDI_CHAR_LRI, FRIBIDI_CHAR_RLI, FRIBIDI_CHAR_FSI,
    FRIBIDI_CHAR_PDI, FRIBIDI_CHAR_LRM, FRIBIDI_CHAR_RLM, BG_CHAR_ALM
  };
  for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++)
    {
      const char *c = bg_control_long_name (controls[i]);
      if (strlen (c) == n && memcmp (c, name, n) == 0)
	return controls[i];
    }
  return 0;
}

/* Blocks of the right-to-left scripts (Unicode 15 Blocks.txt), in code
   point order.  A script with several blocks appears once per block.  */
static const struct rtl_block
{
  uint32_t first, last;
  const char *script;
} rtl_blocks[] = {
  { 0x0590, 0x05FF, "Hebrew" },
  { 0x0600, 0x06FF, "Arabic" },
  { 0x0700, 0x074F, "Syriac" },
  { 0x0750, 0x077F, "Arabic" },
  { 0x0780, 0x07BF, "Thaana" },
  { 0x07C0, 0x07FF, "NKo" },
  { 0x0800, 0x083F, "Samaritan" },
  { 0x0840, 0x085F, "Mandaic" },
  { 0x0860, 0x086F, "Syriac" },
  { 0x0870, 0x08FF, "Arabic" },
  { 0xFB1D, 0xFB4F, "Hebrew" },
  { 0xFB50, 0xFDFF, "Arabic" },
  { 0xFE70, 0xFEFF, "Arabic" },
  { 0x10800, 0x1083F, "Cypriot" },
  { 0x10840, 0x1085F, "Imperial Aramaic" },
  { 0x10860, 0x1087F, "Palmyrene" },
  { 0x10880, 0x108AF, "Nabataean" },
  { 0x108E0, 0x108FF, "Hatran" },
  { 0x10900, 0x1091F, "Phoenician" },
  { 0x10920, 0x1093F, "Lydian" },
  { 0x10980, 0x109FF, "Meroitic" },
  { 0x10A00, 0x10A5F, "Kharoshthi" },
  { 0x10A60, 0x10A7F, "Old South Arabian" },
  { 0x10A80, 0x10A9F, "Old North Arabian" },
  { 0x10AC0, 0x10AFF, "Manichaean" },
  { 0x10B00, 0x10B3F, "Avestan" },
  { 0x10B40, 0x10B5F, "Inscriptional Parthian" },
  { 0x10B60, 0x10B7F, "Inscriptional Pahlavi" },
  { 0x10B80, 0x10BAF, "Psalter Pahlavi" },
  { 0x10C00, 0x10C4F, "Old Turkic" },
  { 0x10C80, 0x10CFF, "Old Hungarian" },
  { 0x10D00, 0x10D3F, "Hanifi Rohingya" },
  { 0x10E60, 0x10E7F, "Rumi" },
  { 0x10E80, 0x10EBF, "Yezidi" },
  { 0x10EC0, 0x10EFF, "Arabic" },
  { 0x10F00, 0x10F2F, "Old Sogdian" },
  { 0x10F30, 0x10F6F, "Sogdian" },
  { 0x10F70, 0x10FAF, "Old Uyghur" },
  { 0x10FB0, 0x10FDF, "Chorasmian" },
  { 0x10FE0, 0x10FFF, "Elymaic" },
  { 0x1E800, 0x1E8DF, "Mende Kikakui" },
  { 0x1E900, 0x1E95F, "Adlam" },
  { 0x1EC70, 0x1ECBF, "Indic Siyaq" },
  { 0x1ED00, 0x1ED4F, "Ottoman Siyaq" },
  { 0x1EE00, 0x1EEFF, "Arabic" },
};

/* Script of the right-to-left block holding C ("Hebrew"), or NULL.  */
static const char *
bg_script_name (uint32_t c)
{
  size_t n = sizeof rtl_blocks / sizeof rtl_blocks[0];
  size_t k = bg_lower_bound (rtl_blocks, n, sizeof *rtl_blocks,
			     offsetof (struct rtl_block, last), c);
  return k < n && rtl_blocks[k].first <= c ? rtl_blocks[k].script : NULL;
}

/* Digits of class AN are named as digits, not letters.  */
static const char *
kind_of (uint32_t c, FriBidiCharType t)
{
  (void) c;
  return t == FRIBIDI_TYPE_AN ? "digits" : "letters";
}

size_t
bg_name_rtl_cause (const uint32_t *cp, const FriBidiCharType *type,
		   size_t count, char *buf, size_t len)
{
  /* At most two scripts by name: the first one met and one other.  */
  const char *s1 = NULL, *s2 = NULL, *k1 = NULL, *k2 = NULL;
  for (size_t i = 0; i < count; i++)
    {
      FriBidiCharType t = type[i];
      if (!bg_is_rtl_class (t))
	continue;
      const char *s = bg_script_name (cp[i]);
      if (!s)
	s = "right-to-left";
      const char *k = kind_of (cp[i], t);
      if (!s1)
	s1 = s, k1 = k;
      else if (strcmp (s, s1) == 0 && strcmp (k, k1) != 0)
	k1 = "letters and digits";
      else if (!s2 && strcmp (s, s1) != 0)
	s2 = s, k2 = k;
      else if (s2 && strcmp (s, s2) == 0 && strcmp (k, k2) != 0)
	k2 = "letters and digits";
    }
  int n;
  if (!s1)
    n = snprintf (buf, len, "right-to-left letters");
  else if (!s2)
    n = snprintf (buf, len, "%s %s", s1, k1);
  else if (strcmp (k1, k2) == 0)
    n = snprintf (buf, len, "%s and %s %s", s1, s2, k1);
  else
    n = snprintf (buf, len, "%s %s and %s %s", s1, k1, s2, k2);
  return n < 0 ? 0 : (size_t) n;
}

size_t
bg_name_control (uint32_t c, char *buf, size_t len)
{
  const char *name = bg_control_long_name (c);
  int n = name ? snprintf (buf, len, "U+%04X (%s)", (unsigned) c, name)
	       : snprintf (buf, len, "U+%04X", (unsigned) c);
  return n < 0 ? 0 : (size_t) n;
}

/* What looks like a half of star-slash: UTS #39's confusables.txt
   (Unicode 15.0, plugin/core/gen/confusables15.h) maps these to '*' or
   '/'; the fullwidth and small forms are compatibility-equivalent to them
   (NFKC) and HEAVY ASTERISK and FLOWER PUNCTUATION MARK are drawn as
   asterisks.  Sorted by code point.  */
static const struct closer_part
{
  uint32_t c;
  char half;     /* '*' or '/' */
  const char *name;
} parts[] = {
  { 0x066D, '*', "ARABIC FIVE POINTED STAR" },
  { 0x1735, '/', "PHILIPPINE SINGLE PUNCTUATION" },
  { 0x2041, '/', "CARET INSERTION POINT" },
  { 0x2044, '/', "FRACTION SLASH" },
  { 0x204E, '*', "LOW ASTERISK" },
  { 0x2055, '*', "FLOWER PUNCTUATION MARK" },
  { 0x2215, '/', "DIVISION SLASH" },
  { 0x2217, '*', "ASTERISK OPERATOR" },
  { 0x2571, '/', "BOX DRAWINGS LIGHT DIAGONAL UPPER RIGHT TO LOWER LEFT" },
  { 0x2731, '*', "HEAVY ASTERISK" },
  { 0x27CB, '/', "MATHEMATICAL RISING DIAGONAL" },
  { 0x29F8, '/', "BIG SOLIDUS" },
  { 0x2CC6, '/', "COPTIC CAPITAL LETTER OLD COPTIC ESH" },
  { 0x2F03, '/', "KANGXI RADICAL SLASH" },
  { 0x3033, '/', "VERTICAL KANA REPEAT MARK UPPER HALF" },
  { 0x30CE, '/', "KATAKANA LETTER NO" },
  { 0x31D3, '/', "CJK STROKE SP" },
  { 0x4E3F, '/', "CJK UNIFIED IDEOGRAPH-4E3F" },
  { 0xFE61, '*', "SMALL ASTERISK" },
  { 0xFF0A, '*', "FULLWIDTH ASTERISK" },
  { 0xFF0F, '/', "FULLWIDTH SOLIDUS" },
  { 0x1031F, '*', "OLD ITALIC LETTER ESS" },
  { 0x1D23A, '/', "GREEK INSTRUMENTAL NOTATION SYMBOL-47" },
};

static const struct closer_part *
part_of (uint32_t c)
{
  size_t lo = 0, hi = sizeof parts / sizeof parts[0];
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (parts[mid].c == c)
	return &parts[mid];
      if (parts[mid].c < c)
	lo = mid + 1;
      else
	hi = mid;
    }
  return NULL;
}

int
bg_closer_half (uint32_t c)
{
  if (c == '*' || c == '/')
    return (int) c;
  if (c < 0x1735)
    return c == 0x066D ? '*' : 0;
  const struct closer_part *p = part_of (c);
  return p ? p->half : 0;
}

const char *
bg_closer_half_name (uint32_t c)
{
  const struct closer_part *p = c >= 0x066D ? part_of (c) : NULL;
  return p ? p->name : NULL;
}

bool
bg_is_unseen (uint32_t c)
{
  return c >= 0xAD && !BG_CP_IS_INVALID (c)
	 && (bg_ident_props (c) & (BG_IP_IGNORABLE | BG_IP_MARK));
}

/* What looks like the ends of a raw string's closing delimiter: UTS
   #39's confusables.txt maps these to '"' (its prototype is two
   apostrophes) or to ')'; FULLWIDTH RIGHT PARENTHESIS is one by NFKC.
   Sorted by code point.  */
static const struct closer_part raw_parts[] = {
  { 0x02BA, '"', "MODIFIER LETTER DOUBLE PRIME" },
  { 0x02DD, '"', "DOUBLE ACUTE ACCENT" },
  { 0x02EE, '"', "MODIFIER LETTER DOUBLE APOSTROPHE" },
  { 0x02F6, '"', "MODIFIER LETTER MIDDLE DOUBLE ACUTE ACCENT" },
  { 0x05F2, '"', "HEBREW LIGATURE YIDDISH DOUBLE YOD" },
  { 0x05F4, '"', "HEBREW PUNCTUATION GERSHAYIM" },
  { 0x1CD3, '"', "VEDIC SIGN NIHSHVASA" },
  { 0x201C, '"', "LEFT DOUBLE QUOTATION MARK" },
  { 0x201D, '"', "RIGHT DOUBLE QUOTATION MARK" },
  { 0x201F, '"', "DOUBLE HIGH-REVERSED-9 QUOTATION MARK" },
  { 0x2033, '"', "DOUBLE PRIME" },
  { 0x2036, '"', "REVERSED DOUBLE PRIME" },
  { 0x2769, ')', "MEDIUM RIGHT PARENTHESIS ORNAMENT" },
  { 0x2773, ')', "LIGHT RIGHT TORTOISE SHELL BRACKET ORNAMENT" },
  { 0x3003, '"', "DITTO MARK" },
  { 0x3015, ')', "RIGHT TORTOISE SHELL BRACKET" },
  { 0xFD3F, ')', "ORNATE RIGHT PARENTHESIS" },
  { 0xFF02, '"', "FULLWIDTH QUOTATION MARK" },
  { 0xFF09, ')', "FULLWIDTH RIGHT PARENTHESIS" },
  { 0xFF3D, ')', "FULLWIDTH RIGHT SQUARE BRACKET" },
};

static const struct closer_part *
raw_part_of (uint32_t c)
{
  size_t lo = 0, hi = sizeof raw_parts / sizeof raw_parts[0];
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (raw_parts[mid].c == c)
	return &raw_parts[mid];
      if (raw_parts[mid].c < c)
	lo = mid + 1;
      else
	hi = mid;
    }
  return NULL;
}

int
bg_raw_closer_half (uint32_t c)
{
  if (c == '"' || c == ')')
    return (int) c;
  /* The gaps between the table's blocks: most text, and the bidi
     controls, answer here.  */
  if (c < 0x02BA || c > 0xFF3D || (c > 0x02F6 && c < 0x05F2)
      || (c > 0x05F4 && c < 0x1CD3) || (c > 0x1CD3 && c < 0x201C)
      || (c > 0x2036 && c < 0x2769) || (c > 0x2773 && c < 0x3003)
      || (c > 0x3015 && c < 0xFD3F) || (c > 0xFD3F && c < 0xFF02))
    return 0;
  const struct closer_part *p = raw_part_of (c);
  return p ? p->half : 0;
}

const char *
bg_raw_closer_half_name (uint32_t c)
{
  const struct closer_part *p = c > 0x7F ? raw_part_of (c) : NULL;
  return p ? p->name : NULL;
}
