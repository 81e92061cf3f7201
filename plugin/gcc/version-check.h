/* SPDX-License-Identifier: GPL-3.0-or-later */
/* version-check.h - may a plugin built against one GCC run inside another?
 *
 * GCC hands plugin_init the version of the cc1 that loads it; the plugin
 * knows the one whose headers it was compiled with (plugin-version.h).
 * GCC's own plugin_default_version_check wants all five strings equal,
 * which refuses the plugin after every distribution rebuild of the same
 * compiler.  bg_gcc_version_compatible is the check bidiguard makes
 * instead; version-check.c says, field by field, what it compares and why.
 * No GCC headers: the unit tests feed it fabricated versions.
 */
#ifndef BIDIGUARD_VERSION_CHECK_H
#define BIDIGUARD_VERSION_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The fields of GCC's struct plugin_gcc_version, in its order.  */
struct bg_gcc_version
{
  const char *basever;                 /* "12.2.0" */
  const char *datestamp;               /* "20220819" */
  const char *devphase;                /* "", "prerelease", "experimental" */
  const char *revision;                /* "" or a git revision */
  const char *configuration_arguments; /* GCC's configure command line */
};

/* Whether a plugin built against BUILT may run inside RUNNING.  When not,
   writes to WHY (WHY_SIZE bytes, always terminated when WHY_SIZE > 0) one
   sentence naming the field that differs and both values, e.g. "the major
   version differs: built for 12 (GCC 12.2.0), running 13 (GCC 13.3.0)".
   NULL strings count as empty.  */
bool bg_gcc_version_compatible (const struct bg_gcc_version *built,
				const struct bg_gcc_version *running,
				char *why, size_t why_size);

#ifdef __cplusplus
}
#endif

#endif /* BIDIGUARD_VERSION_CHECK_H */
