/* SPDX-License-Identifier: GPL-3.0-or-later */
/* version-check.h - may a plugin built against one GCC run inside another?
 *
 * GCC hands plugin_init the version of the cc1 that loads it; the plugin
 * knows the one whose headers it was compiled with (plugin-version.h).
 * GCC's own plugin_default_version_check wants all five strings equal,
 * which refuses the plugin after every distribution rebuild of the same
 * compiler.  bg_gcc_version_compatible is the check bidiguard makes
 * instead; version-check.c says, field by field, what it compares and why.
 * No GCC headers: the unit tests feed it fabricated versions.  A file that
 * includes GCC's plugin-version.h first also gets bg_gcc_compatible, the
 * check against the GCC that runs it, which the loader (loader.cc) and
 * the checks (plugin-entry.cc) both make.
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

#ifdef GCCPLUGIN_VERSION
/* Whether this plugin, built against gcc_version (plugin-version.h), may
   run in the cc1 described by RUNNING; if not, WHY says which field
   differs.  Replaces plugin_default_version_check, which also compares
   the date stamp and the configure arguments and so refuses every
   distribution rebuild of the same GCC: version-check.c says why each
   field is or is not compared.  */
static inline bool
bg_gcc_compatible (const struct plugin_gcc_version *running, char *why,
		   size_t why_size)
{
  const struct bg_gcc_version built = {
    gcc_version.basever, gcc_version.datestamp, gcc_version.devphase,
    gcc_version.revision, gcc_version.configuration_arguments
  };
  const struct bg_gcc_version run = {
    running->basever, running->datestamp, running->devphase,
    running->revision, running->configuration_arguments
  };
  return bg_gcc_version_compatible (&built, &run, why, why_size);
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* BIDIGUARD_VERSION_CHECK_H */
