/* SPDX-License-Identifier: GPL-3.0-or-later */
/* loader.cc - bidiguard.so, the file GCC loads: it needs nothing of GCC.
 *
 * GCC loads a plugin named by -fplugin= (or by the specs file) into every
 * program the driver runs for that command line: cc1, cc1plus, cc1obj and
 * cc1objplus, but also lto1 at an -flto link (automake and CMake pass
 * CFLAGS to the link), f951, gnat1, d21, go1 and cc1gm2.  It opens the
 * plugin with RTLD_NOW, so one undefined symbol that the program lacks
 * (parse_in, flag_no_line_commands, get_added_cpp_dirs: only the C family
 * has them) fails the load and with it the build.  And a plugin built for
 * another GCC fails on the first C++ symbol whose signature changed.
 *
 * So the checks live in bidiguard-cfamily.so beside this file, and this
 * file references no symbol of GCC at all (the testsuite's loader-symbols
 * test holds it to that with nm): it decides whether there is anything to
 * do here and opens the checks only then.
 * - -fplugin-arg-bidiguard-disable, or BIDIGUARD_DISABLE set to anything
 *   but "" or "0" in the environment: nothing, silently.  The variable is
 *   the opt-out a package can carry on any machine (it is harmless where
 *   bidiguard is not installed, and it reaches -E and -M runs too).
 * - not a C-family compiler (no parse_in, looked up at run time): nothing,
 *   silently.  These programs lex no C; cc1 already checked every C file
 *   of an LTO link when it compiled it.
 * - a GCC this build is not for (version-check.c): one note, and the
 *   compile goes on unchecked; an error only when the command line asked
 *   for bidiguard's errors (-fplugin-arg-bidiguard-error), since such a
 *   build wants no unchecked compile to pass.
 * - otherwise: bidiguard-cfamily.so, opened RTLD_NOW | RTLD_LOCAL in this
 *   compiler, whose symbols it then finds; its init gets GCC's arguments
 *   unchanged.  If it cannot be opened, one note (or error, as above).
 *
 * The messages go to standard error in GCC's form ("cc1: note: ...");
 * this file cannot call GCC's diagnostic functions without needing them
 * at load time.
 */
#include "gcc-plugin.h"
#include "plugin-version.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "version-check.h"

int plugin_is_GPL_compatible;

/* Whether ARGS hold the argument KEY without a value.  */
static bool
has_flag (const struct plugin_name_args *args, const char *key)
{
  for (int i = 0; i < args->argc; i++)
    if (!strcmp (args->argv[i].key, key) && !args->argv[i].value)
      return true;
  return false;
}

static bool
disabled_by_environment (void)
{
  const char *v = getenv ("BIDIGUARD_DISABLE");
  return v && *v && strcmp (v, "0") != 0;
}

/* Whether this program is a C-family compiler: only those define the
   preprocessor reader the checks hook into.  */
static bool
c_family_p (void)
{
  return dlsym (RTLD_DEFAULT, "parse_in") != NULL;
}

/* "cc1: note: bidiguard: WHAT; this compile is not checked", or an error
   (and a non-zero return, which makes GCC fail the plugin's initialization)
   when ARGS asked for errors.  */
static int
not_checked (const struct plugin_name_args *args, const char *what)
{
  bool as_error = has_flag (args, "error");
  fprintf (stderr, "%s: %s: bidiguard: %s; this compile is not checked\n",
	   program_invocation_short_name, as_error ? "error" : "note", what);
  return as_error ? 1 : 0;
}

/* DIR/bidiguard-cfamily.so for the loader at FULL_NAME, into PATH (SIZE
   bytes); false when it does not fit.  DIR is the directory of the file
   FULL_NAME names after symbolic links (a test's -B tree or a user's
   plugin directory may link to a build tree).  No malloc: GCC's headers
   poison it.  */
static bool
checks_path (const char *full_name, char *path, size_t size)
{
  char real[PATH_MAX];
  if (realpath (full_name, real))
    full_name = real;
  const char *slash = strrchr (full_name, '/');
  int dir = slash ? (int) (slash - full_name) + 1 : 0;
  int n = snprintf (path, size, "%.*s%s", dir, full_name, BG_CFAMILY_SO);
  return n > 0 && (size_t) n < size;
}

int
plugin_init (struct plugin_name_args *args, struct plugin_gcc_version *version)
{
  if (has_flag (args, "disable") || disabled_by_environment ()
      || !c_family_p ())
    return 0;

  char why[256], what[PATH_MAX + 512];
  if (!bg_gcc_compatible (version, why, sizeof why))
    {
      snprintf (what, sizeof what, "%s is for another GCC (%s)",
		args->full_name, why);
      return not_checked (args, what);
    }

  char path[PATH_MAX];
  if (!checks_path (args->full_name, path, sizeof path))
    return not_checked (args, "the path of its checks is too long");
  void *lib = dlopen (path, RTLD_NOW | RTLD_LOCAL);
  bg_cfamily_init_fn *init
    = lib ? (bg_cfamily_init_fn *) dlsym (lib, BG_CFAMILY_INIT) : NULL;
  if (!init)
    {
      snprintf (what, sizeof what, "cannot load its checks: %s", dlerror ());
      return not_checked (args, what);
    }
  return init (args, version);
}
