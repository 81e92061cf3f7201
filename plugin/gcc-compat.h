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

/* Print the quoted source line escaped (GCC 12, as
   -fdiagnostics-escape-format= says: <U+202E> or <e2><80><ae>): shown raw,
   controls would reorder the very excerpt that explains the warning.
   GCC 12 then escapes every non-ASCII character, right-to-left letters
   included, so this is asked for only on lines that hold something
   invisible (bg_finding.escape_source).  GCC 11 prints the line raw.  */
static inline void
bg_escape_source (rich_location *rich)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  rich->set_escape_on_output (true);
#else
  (void) rich;
#endif
}

/* The option bidiguard's findings are reported under.  GCC 12 and later:
   -Wbidi-chars=, so that -Werror=bidi-chars, -Wno-error=bidi-chars and
   #pragma GCC diagnostic "-Wbidi-chars" steer them as they steer GCC's own
   check.  GCC 11 has no such option: 0, a plain warning.  */
static inline int
bg_bidi_option (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return OPT_Wbidi_chars_;
#else
  return 0;
#endif
}

/* -fplugin-arg-bidiguard-error: a finding is emitted while warnings count
   as errors, as if -Werror were given for that one diagnostic.  It stays a
   warning under its option, so -Wno-error=bidi-chars and #pragma GCC
   diagnostic still decide (GCC 12+).  (Classifying the option as an error
   instead would need diagnostic_option_classifier::classify_diagnostic
   from GCC 14 on: a symbol a plugin built for 14 then misses when loaded
   into 13, before its version check can explain.)  Returns the previous
   setting, to be restored.  */
static inline bool
bg_warnings_as_errors (bool on)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  bool old = global_dc->warning_as_error_requested_p ();
  global_dc->set_warning_as_error_requested (on);
#else
  bool old = global_dc->warning_as_error_requested;
  global_dc->warning_as_error_requested = on;
#endif
  return old;
}

/* Levels of -Wbidi-chars= (enum cpp_bidirectional_level, GCC 12).  */
#define BG_BIDI_LEVEL_NONE 0
#define BG_BIDI_LEVEL_ANY 2
#define BG_BIDI_LEVEL_UCN 4

/* The -Wbidi-chars= level the command line gave cpp (-1 on GCC 11, which
   has no such check), and switch cpp's own check off so that no line is
   reported twice.  libcpp reads the level each time it lexes a comment or
   literal, so this works when done before the main file is lexed (at
   PLUGIN_PRAGMAS, after option processing).  */
static inline int
bg_take_over_bidi_check (cpp_reader *pfile)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  cpp_options *o = cpp_get_options (pfile);
  int level = o->cpp_warn_bidirectional;
  o->cpp_warn_bidirectional = bidirectional_none;
  return level;
#else
  (void) pfile;
  return -1;
#endif
}

/* Keep cpp's own check off: #pragma GCC diagnostic warning/error
   "-Wbidi-chars" turns it back on (the pragma sets the option's level).
   Called at every line change.  */
static inline void
bg_keep_bidi_check_off (cpp_reader *pfile)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  cpp_get_options (pfile)->cpp_warn_bidirectional = bidirectional_none;
#else
  (void) pfile;
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
