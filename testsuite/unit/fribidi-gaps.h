/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fribidi-gaps.h - where the installed GNU FriBidi displays a line
 * differently from ICU, for the tests that pin both engines.
 *
 * FriBidi 1.0.8 (Debian 12) has Unicode 10 data, looks across a closed
 * isolate in rule W7 and past the start of the isolating run sequence in
 * rule N0.  Later releases fixed some of this (1.0.16, in Debian 13 and
 * unstable, has current Unicode data and W7 right; N0 is still as in
 * 1.0.8), so a test expects FriBidi's own answer only where the installed
 * FriBidi has the gap, and ICU's answer elsewhere.
 */
#ifndef BIDIGUARD_FRIBIDI_GAPS_H
#define BIDIGUARD_FRIBIDI_GAPS_H

#include <fribidi.h>

enum
{
  GAP_UNICODE = 1, /* Unicode 10 data: U+1EC71 (Indic Siyaq) is not AL */
  GAP_W7 = 2,      /* W7 looks into an earlier, closed isolate */
  GAP_N0 = 4       /* N0 looks before sos for a bracket pair's context */
};

__attribute__ ((unused)) static unsigned
fribidi_gaps (void)
{
  unsigned gaps = GAP_N0;
  if (fribidi_get_bidi_type (0x1EC71) != FRIBIDI_TYPE_AL)
    gaps |= GAP_UNICODE;
#if FRIBIDI_MAJOR_VERSION == 1 && FRIBIDI_MINOR_VERSION == 0             \
  && FRIBIDI_MICRO_VERSION < 16
  gaps |= GAP_W7;
#endif
  return gaps;
}

#endif /* BIDIGUARD_FRIBIDI_GAPS_H */
