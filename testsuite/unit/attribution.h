/* SPDX-License-Identifier: GPL-3.0-or-later */
/* attribution.h - the property that makes attribution ungameable.
 *
 * doc/design.md section 2.5: a finding is letter-caused, and so silenced
 * by the rtl-text marker, only when the line displays exactly the same
 * with its controls and marks removed.  attribution_check () takes one
 * line, appends the marker comment to it (and, for comparison, a comment
 * one letter away from the marker, which displays the same), works out
 * with the display engine itself whether the marked line's display
 * changes without its controls and marks (every visible character in the
 * same visual place, every mirrored glyph at a level of the same
 * parity), and when it does, requires that the marker silence no line
 * finding: the marked line has as many reorder / rtl-reorder / rtl-layout
 * findings as the other.  Shared by test-checks.c (random lines) and the
 * fuzzer (testsuite/fuzz/fuzz-core.c: every input line).
 *
 * Reads the core's own display (bidi/bidi.h) to know what the line shows.
 */
#ifndef BIDIGUARD_ATTRIBUTION_H
#define BIDIGUARD_ATTRIBUTION_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bidiguard.h"
#include "text/text.h"
#include "bidi/bidi.h"

#define ATTRIBUTION_MARKER " /* bidiguard: rtl-text */"
#define ATTRIBUTION_OTHER " /* bidiguard: rtl-texq */"

/* Counts the line findings reported to it.  */
static void
attribution_count (void *user, const struct bg_finding *f)
{
  unsigned long *n = user;
  if (f->check == BG_CHECK_REORDER || f->check == BG_CHECK_RTL_REORDER
      || f->check == BG_CHECK_RTL_LAYOUT)
    ++*n;
}

/* Line findings of TEXT[0..LEN) under OPTS, or -1.  */
static long
attribution_findings (const struct bg_options *opts, const char *text,
		      size_t len)
{
  unsigned long n = 0;
  struct bg_scanner *sc = bg_scanner_new (opts);
  if (!sc)
    return -1;
  long r = bg_scan_buffer (sc, text, len, attribution_count, &n);
  bg_scanner_free (sc);
  return r < 0 ? -1 : (long) n;
}

/* The visible characters of CP[0..N) in visual order under ENGINE into
   SRC (their indices) and PARITY (their levels' parity); KEEP says which
   code points are displayed at all.  Returns how many, or -1.  */
static long
attribution_display (struct bg_display *d, struct bg_icu *icu,
		     enum bg_engine_id engine, enum bg_base base,
		     const unsigned *cp, size_t n, bool keep_controls,
		     size_t *src, unsigned char *parity)
{
  unsigned *in = calloc (n + 1, sizeof *in);
  size_t *from = malloc ((n + 1) * sizeof *from);
  int *levels = malloc ((n + 1) * sizeof *levels);
  size_t *order = malloc ((n + 1) * sizeof *order);
  long shown = -1;
  size_t m = 0;
  int par;
  if (!in || !from || !levels || !order)
    goto out;
  for (size_t i = 0; i < n; i++)
    if (keep_controls || !bg_is_control (cp[i]))
      {
	from[m] = i;
	in[m++] = cp[i];
      }
  if (!bg_resolve_levels_by (d, icu, engine, in, m, base, &par, levels,
			     order))
    goto out;
  shown = 0;
  for (size_t v = 0; v < m; v++)
    {
      size_t k = order[v];
      if (bg_is_control (in[k]))
	continue;
      src[shown] = from[k];
      parity[shown++] = (unsigned char) (d->level[k] & 1);
    }
out:
  free (in);
  free (from);
  free (levels);
  free (order);
  return shown;
}

/* Whether the line CP[0..N) displays differently under ENGINE with its
   controls than without: 1, 0, or -1 when it cannot be worked out.  */
static int
attribution_display_changes (enum bg_engine_id engine, enum bg_base base,
			     const unsigned *cp, size_t n)
{
  struct bg_display d = { 0 };
  struct bg_icu *icu = engine == BG_ENGINE_ICU ? bg_icu_new () : NULL;
  size_t *sa = malloc ((n + 1) * sizeof *sa), *sb = malloc ((n + 1) * sizeof *sb);
  unsigned char *pa = malloc (n + 1), *pb = malloc (n + 1);
  int changes = -1;
  if (sa && sb && pa && pb && (engine != BG_ENGINE_ICU || (icu && bg_icu_load (icu))))
    {
      long na = attribution_display (&d, icu, engine, base, cp, n, true, sa, pa);
      long nb = attribution_display (&d, icu, engine, base, cp, n, false, sb, pb);
      if (na >= 0 && na == nb)
	{
	  changes = 0;
	  for (long v = 0; v < na && !changes; v++)
	    changes = sa[v] != sb[v]
		      || (bg_mirror (cp[sa[v]]) != cp[sa[v]] && pa[v] != pb[v]);
	}
    }
  bg_display_free (&d);
  if (icu)
    bg_icu_free (icu);
  free (sa);
  free (sb);
  free (pa);
  free (pb);
  return changes;
}

/* The property on the line LINE[0..LEN) (no line terminator in it) under
   ENGINE and BASE.  Returns 1 when it holds and is not vacuous (the
   display changes without controls and a line finding is reported), 0
   when it holds vacuously, -1 when it fails (WHY says how).  */
static int
attribution_check (const char *line, size_t len, enum bg_engines engines,
		   enum bg_base base, char *why, size_t whylen)
{
  size_t mlen = len + sizeof ATTRIBUTION_MARKER - 1;
  char *marked = malloc (mlen + 1), *other = malloc (mlen + 1);
  unsigned *cp = malloc ((mlen + 1) * sizeof *cp);
  int result = 0;
  if (!marked || !other || !cp)
    goto out;
  memcpy (marked, line, len);
  memcpy (marked + len, ATTRIBUTION_MARKER, sizeof ATTRIBUTION_MARKER);
  memcpy (other, line, len);
  memcpy (other + len, ATTRIBUTION_OTHER, sizeof ATTRIBUTION_OTHER);
  size_t n = 0;
  bool controls = false;
  for (size_t b = 0; b < mlen; n++)
    {
      uint32_t c;
      b += bg_utf8_decode ((const unsigned char *) marked + b, mlen - b, &c);
      cp[n] = c;
      controls |= bg_is_control (c);
      /* One paragraph: what bg_resolve_levels_by displays.  */
      if (bg_bidi_type (c) == FRIBIDI_TYPE_BS)
	goto out;
    }
  if (!controls)
    goto out;
  enum bg_engine_id engine = engines == BG_ENGINES_ICU ? BG_ENGINE_ICU
						       : BG_ENGINE_FRIBIDI;
  if (attribution_display_changes (engine, base, cp, n) != 1)
    goto out;
  struct bg_options opts;
  bg_options_init (&opts);
  opts.checks = BG_CHECKS_ALL;
  opts.engines = engines;
  opts.base = base;
  long with = attribution_findings (&opts, marked, mlen);
  long without = attribution_findings (&opts, other, mlen);
  if (with < 0 || without < 0)
    goto out;
  if (with != without)
    {
      snprintf (why, whylen, "the marker silences %ld of %ld line findings "
		"on a line whose display changes without its controls",
		without - with, without);
      result = -1;
    }
  else
    result = without > 0;
out:
  free (marked);
  free (other);
  free (cp);
  return result;
}

#endif /* BIDIGUARD_ATTRIBUTION_H */
