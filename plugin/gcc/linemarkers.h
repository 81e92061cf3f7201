/* SPDX-License-Identifier: GPL-3.0-or-later */
/* linemarkers.h - map lines of preprocessed output back to their origin.
 *
 * Preprocessed input (.i/.ii, -save-temps, ccache/distcc flows) carries
 * `# N "file" flags` line markers.  When the original files cannot be read,
 * the GCC glue checks the preprocessed text itself and uses this table to
 * report each finding at the original file and line.  No GCC dependency.
 *
 * Usage: m = bg_linemarkers_parse (buf, len); bg_linemarkers_lookup (m,
 * line, &file, &orig); bg_linemarkers_free (m);
 */
#ifndef BIDIGUARD_LINEMARKERS_H
#define BIDIGUARD_LINEMARKERS_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct bg_linemarkers;

/* Read the line markers (`# N "file" [flags]` and `#line N "file"`) of the
   LEN bytes at BUF.  Returns NULL when out of memory.  */
struct bg_linemarkers *bg_linemarkers_parse (const char *buf, size_t len);

/* Where LINE (1-based) of the parsed text came from: the file named by the
   last marker before it (unescaped, owned by M) and the line in that file.
   False for marker lines themselves; a line before the first marker
   is the text's own (*FILE NULL, *ORIG_LINE = LINE).  SYSP (may be NULL) receives whether flag 3 (system header) was
   set on that marker.  */
bool bg_linemarkers_lookup (const struct bg_linemarkers *m,
			    unsigned long line, const char **file,
			    unsigned long *orig_line, bool *sysp);

void bg_linemarkers_free (struct bg_linemarkers *m);

#ifdef __cplusplus
}
#endif

#endif /* BIDIGUARD_LINEMARKERS_H */
