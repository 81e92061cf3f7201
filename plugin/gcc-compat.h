/* gcc-compat.h - the one place that includes GCC's plugin headers and knows
 * GCC versions.  gcc-glue.cc calls one spelling of each API through here.
 *
 * Supported and tested: GCC 11, 12, 13, 14 and 15 (Debian 12's 11 and 12,
 * Debian 13's 13 and 14, Debian unstable's 15; see config/chroots.sh).
 * What differs among them, for what bidiguard uses:
 * - escaping the quoted source line: GCC 12 and later
 *   (rich_location::set_escape_on_output); GCC 11 prints it raw;
 * - -Wsystem-headers: diagnostic_context::dc_warn_system_headers up to
 *   GCC 13, m_warn_system_headers from GCC 14 (a public field in 14 and
 *   15; there is no setter);
 * - GCC's own Trojan-Source warning: -Wbidi-chars=LEVEL exists from GCC 12
 *   (OPT_Wbidi_chars_, global_options.x_warn_bidirectional, enum
 *   cpp_bidirectional_level in cpplib.h with the same values in 12-15);
 *   Debian's GCC 11 (11.3.0) has none of them.  The option numbers differ
 *   in every major (OPT_Wbidi_chars_ = 493, 517, 530, 549 in 12-15): use
 *   the name, never a number.
 */
#ifndef BIDIGUARD_GCC_COMPAT_H
#define BIDIGUARD_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "cpplib.h"
#include "diagnostic.h"
#include "opts.h"

#include "version-check.h"

#if GCCPLUGIN_VERSION_MAJOR < 11 || GCCPLUGIN_VERSION_MAJOR > 15
#error "bidiguard is written and tested for GCC 11 to 15; check gcc-compat.h"
#endif

/* The C family's preprocessor.  Weak, so that the plugin still loads
   (and does nothing) in the other front ends that a specs file reaches
   (f951 has libcpp but no parse_in).  */
extern struct cpp_reader *parse_in __attribute__ ((weak));

static inline bool
bg_c_family_p (void)
{
  return &parse_in != NULL;
}

/* Bits of an ordinary map's location spent on one line (columns and packed
   ranges): consecutive lines of a map are 1 << this apart.  */
static inline unsigned
bg_map_line_bits (const line_map_ordinary *map)
{
  return map->m_column_and_range_bits;
}

/* The switch that lets warnings in system headers through
   (-Wsystem-headers).  */
static inline bool *
bg_warn_system_headers_flag (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  return &global_dc->m_warn_system_headers;
#else
  return &global_dc->dc_warn_system_headers;
#endif
}

/* Make MAP, just added by linemap_add, look included from FROM, so that
   the include chain prints for a line that had no map of its own.  */
static inline void
bg_set_included_from (const line_map *map, location_t from)
{
  line_map_ordinary *ord = linemap_check_ordinary (const_cast<line_map *> (map));
  ord->included_from = from;
}

/* Print the controls of the quoted source line as <U+202E> (GCC 12,
   -fdiagnostics-escape-format): shown raw, they would reorder the very
   excerpt that explains the warning.  GCC 11 prints them raw.  */
static inline void
bg_escape_source (rich_location *rich)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  rich->set_escape_on_output (true);
#else
  (void) rich;
#endif
}

/* Whether the driver passed -dumpbase: it does for every cc1 run it starts
   for the user's own command, and not for the -E step that precedes a
   separate compile (-save-temps, -no-integrated-cpp, -traditional-cpp).  */
static inline bool
bg_driver_gave_dumpbase (void)
{
  return global_options_set.x_dump_base_name != NULL;
}

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

#endif /* BIDIGUARD_GCC_COMPAT_H */
