/* gcc-compat.h - the one place that includes GCC's plugin headers and knows
 * GCC versions.  gcc-glue.cc calls one spelling of each API through here.
 *
 * Supported and tested: GCC 11 and GCC 12.  They differ in one thing
 * bidiguard uses (escaping the source excerpt); the other accessors are
 * where a later version's renames go (GCC 14, for instance, makes
 * dc_warn_system_headers private).
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

#if GCCPLUGIN_VERSION_MAJOR < 11 || GCCPLUGIN_VERSION_MAJOR > 12
#error "bidiguard is written and tested for GCC 11 and 12; check gcc-compat.h"
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
  return &global_dc->dc_warn_system_headers;
}

/* Make MAP, just added by linemap_add, look included from FROM, so that
   the include chain prints for a line that had no map of its own.  */
static inline void
bg_set_included_from (const line_map *map, location_t from)
{
  line_map_ordinary *ord = linemap_check_ordinary (const_cast<line_map *> (map));
  ord->included_from = from;
}

/* GCC 11's lex_number takes a '.' right after a digit separator (1'.5 is
   one pp-number); GCC 12's stops before it.  */
#define BG_CPP_DOT_AFTER_SEPARATOR (GCCPLUGIN_VERSION_MAJOR < 12)

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

#endif /* BIDIGUARD_GCC_COMPAT_H */
