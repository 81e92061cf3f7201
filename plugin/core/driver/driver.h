/* SPDX-License-Identifier: GPL-3.0-or-later */
/* driver/driver.h - the driver room of the core: the file driver
 * (scan.c) behind bidiguard.h's scanner, which sees every other room.
 * Its public interface is bidiguard.h's; this header holds what only the
 * tests call.
 */
#ifndef BIDIGUARD_DRIVER_H
#define BIDIGUARD_DRIVER_H

#include "bidiguard.h"

/* ---- scan.c ---- */

/* For the tests: ENABLED 0 makes SC take the reference path on every
   line - no quiet walk, the full check, each code point decoded and
   classed by bg_utf8_decode and bg_bidi_type rather than the cache - so
   that the fast path can be compared with it.  */
void bg_scanner_set_quiet (struct bg_scanner *sc, int enabled);

/* For the tests: how many lines SC's quiet walk has proven quiet.  */
unsigned long bg_scanner_quiet_lines (const struct bg_scanner *sc);

/* For the tests: how many times the lines SC checked were walked, each
   pass over a line's bytes or over its code points' classes, and each
   display by an engine, counted once (BG_COUNT_WALK), since SC was made.  Counts only in a core built with
   BG_COUNT_WALKS (testsuite/unit/test-walks.c); 0 otherwise.  */
unsigned long bg_scanner_walks (const struct bg_scanner *sc);

/* For the tests: the ICU library SC opens (see bg_icu_set_library).  */
void bg_scanner_set_icu_library (struct bg_scanner *sc, const char *name);

#endif /* BIDIGUARD_DRIVER_H */
