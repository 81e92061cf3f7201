/* SPDX-License-Identifier: GPL-3.0-or-later */
/* render.c - a line spelled out in plain text for the diagnostic notes.
 *
 * The "compiled as" rendering is the logical order with every control and
 * mark written as <U+202E>, and so is every other default-ignorable
 * character (U+200B ZERO WIDTH SPACE ...): that is where the reader learns
 * what is hidden.
 * The "displays as" rendering is what a reader sees: the visual order, with
 * mirrored glyphs where the display mirrors them (rule L4) and the
 * controls and marks left out, since they are invisible on screen.  (Shown
 * escaped there, they would make a spoofed identifier look the same in
 * both notes.)  In both, what a terminal would act on instead of showing
 * is escaped: C0 and C1 controls (escape sequences, U+0085 NEXT LINE) and
 * the line and paragraph separators U+2028 and U+2029 as <U+2028>, bytes
 * that are not UTF-8 as <0xFF>; so a note is always one terminal line.
 * Everything else stays UTF-8.
 */
#include <stdio.h>
#include <string.h>

#include "text/text.h"
#include "bidi/bidi.h"

#define WINDOW 240   /* code points shown around what moves */

struct out
{
  char **buf;
  size_t *cap;
  size_t len;
  bool ok;   /* false once out of memory */
};

static void
put (struct out *o, const char *s, size_t n)
{
  if (!o->ok || !bg_grow (o->buf, o->cap, o->len + n + 1, 1))
    {
      o->ok = false;
      return;
    }
  memcpy (*o->buf + o->len, s, n);
  o->len += n;
  (*o->buf)[o->len] = '\0';
}

static void
put_cp (struct out *o, uint32_t c)
{
  char t[BG_SPELL_MAX];
  put (o, t, bg_spell_cp (c, t));
}

size_t
bg_spell_cp (uint32_t c, char *out)
{
  int n;
  if (BG_CP_IS_INVALID (c))
    n = snprintf (out, BG_SPELL_MAX, "<0x%02X>", (unsigned) (c & 0xFF));
  else if (bg_is_control (c) || bg_is_terminal_control (c)
	   || bg_is_invisible (c))
    n = snprintf (out, BG_SPELL_MAX, "<U+%04X>", (unsigned) c);
  else
    n = (int) bg_utf8_encode (c, out);
  return (size_t) n;
}

bool
bg_is_terminal_control (uint32_t c)
{
  return (c < 0x20 && c != '\t') || (c >= 0x7F && c <= 0x9F)
	 || c == FRIBIDI_CHAR_LS || c == FRIBIDI_CHAR_PS;
}

bool
bg_render (const struct bg_line *l, const struct bg_view *shown, size_t from,
	   char **buf, size_t *cap)
{
  struct out o = { buf, cap, 0, true };
  put (&o, "", 0);
  size_t lo = 0, hi = l->n;
  if (l->n > WINDOW)
    {
      lo = from > WINDOW / 3 ? from - WINDOW / 3 : 0;
      hi = lo + WINDOW < l->n ? lo + WINDOW : l->n;
    }
  if (!shown)
    {
      if (lo > 0)
	put (&o, "...", 3);
      for (size_t i = lo; i < hi; i++)
	put_cp (&o, l->cp[i]);
      if (hi < l->n)
	put (&o, "...", 3);
      return o.ok;
    }
  /* The visual span of the logical window, cut to the same width.  */
  size_t vlo = SIZE_MAX, vhi = 0;
  for (size_t i = lo; i < hi; i++)
    {
      size_t p = (size_t) shown->pos[i];
      vlo = p < vlo ? p : vlo;
      vhi = p > vhi ? p : vhi;
    }
  if (vhi - vlo >= WINDOW)
    vhi = vlo + WINDOW - 1;
  if (vlo > 0)
    put (&o, "...", 3);
  for (size_t v = vlo; v <= vhi && v < l->n; v++)
    {
      size_t i = (size_t) shown->run.map[v];
      uint32_t c = l->cp[i];
      if (bg_is_control (c) || bg_is_invisible (c))
	continue;   /* invisible */
      FriBidiChar m;
      if ((shown->level[i] & 1) && !BG_CP_IS_INVALID (c)
	  && fribidi_get_mirror_char (c, &m))
	c = m;
      put_cp (&o, c);
    }
  if (vhi + 1 < l->n)
    put (&o, "...", 3);
  return o.ok;
}

/* Code points whose display width in GCC's diagnostics is not 1.  */
struct bg_width_range
{
  uint32_t lo, hi;
  unsigned char width;
};

#include "unicode-widths.h"

/* The display width GCC gives C (libcpp's cpp_wcwidth): 0, 1 or 2; the
   rule is in plugin/core/gen/unicode-widths.c.  */
size_t
bg_gcc_width (uint32_t c)
{
  size_t n = sizeof bg_width_ranges / sizeof bg_width_ranges[0];
  size_t k = bg_lower_bound (bg_width_ranges, n, sizeof *bg_width_ranges,
			     offsetof (struct bg_width_range, hi), c);
  return k < n && bg_width_ranges[k].lo <= c ? bg_width_ranges[k].width : 1;
}

size_t
bg_display_column (const struct bg_line *l, size_t from, size_t col,
		   size_t i)
{
  for (size_t k = from; k < i && k < l->n; k++)
    {
      uint32_t c = l->cp[k];
      if (c == '\t')
	col = ((col - 1) / 8 + 1) * 8 + 1;
      else if (BG_CP_IS_INVALID (c))
	col++;
      else
	col += bg_gcc_width (c);
    }
  return col;
}
