/* SPDX-License-Identifier: GPL-3.0-or-later */
/* toolchain-headers.cc - which headers are the compiler's own, decided by
 * where they live.
 */
#include "glue.h"

/* Whether DIR is an element of the path list in environment variable
   VAR, as cpp splits it (incpath.cc, add_env_var_paths: an empty
   element is ".").  */
static bool
in_env_path (const char *var, const char *dir)
{
  const char *list = getenv (var);
  if (!list)
    return false;
  size_t n = strlen (dir);
  for (const char *p = list;; p++)
    {
      const char *q = strchr (p, PATH_SEPARATOR);
      size_t len = q ? (size_t) (q - p) : strlen (p);
      if (len == 0 ? strcmp (dir, ".") == 0
		   : len == n && strncmp (p, dir, n) == 0)
	return true;
      if (!q)
	return false;
      p = q;
    }
}

/* Whether DIR, a system directory no -isystem named, is the user's all
   the same: cpp puts C_INCLUDE_PATH and its kin, and -iwithprefix, on
   its system chain as not user-supplied, where they read like the
   compiler's own.  They are vendored code's way in as -isystem is.  */
static bool
named_by_user (const char *dir)
{
  static const char *const vars[] = {
    "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "OBJC_INCLUDE_PATH",
    "OBJCPLUS_INCLUDE_PATH"
  };
  for (size_t k = 0; k < sizeof vars / sizeof *vars; k++)
    if (in_env_path (vars[k], dir))
      return true;
  size_t n = strlen (dir);
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      size_t len = o->arg ? strlen (o->arg) : 0;
      /* The prefix (-iprefix, else GCC's own directory) and then the
	 argument.  */
      if (o->opt_index == OPT_iwithprefix && len > 0 && len <= n
	  && strcmp (dir + n - len, o->arg) == 0)
	return true;
    }
  return false;
}

void
add_toolchain_dir (const char *dir)
{
  if (named_by_user (dir))
    return;
  tu.toolchain_dirs.safe_push (xstrdup (dir));
  char *real = lrealpath (dir);
  if (strcmp (real, dir) != 0)
    tu.toolchain_dirs.safe_push (real);
  else
    free (real);
}

static bool
in_toolchain_dir (const char *name)
{
  for (unsigned i = 0; i < tu.toolchain_dirs.length (); i++)
    {
      size_t n = strlen (tu.toolchain_dirs[i]);
      if (strncmp (name, tu.toolchain_dirs[i], n) == 0 && n > 0
	  && (name[n] == '/' || tu.toolchain_dirs[i][n - 1] == '/'))
	return true;
    }
  return false;
}

/* Whether NAME is a system header in bidiguard's sense: a file in one of
   the compiler's own include directories (the default <...> search path:
   the C library, libstdc++, GCC's own headers, /usr/local/include).  It
   is decided by where the file lives, never by what the file says: a
   #pragma GCC system_header or a line marker with flag 3 is text that an
   attacker writes too.  -isystem and -I directories are the project's
   choice, and vendored code under -isystem is a supply-chain path, so
   they are checked (README, "What is checked").  */
bool
toolchain_file (const char *name)
{
  if (tu.toolchain_dirs.is_empty ())
    return false;
  /* By the resolved path only: "/usr/include/../../tmp/x.h" and a
     symlink out of a toolchain directory are not toolchain headers.
     Headers share a few directories, so a directory is resolved once;
     the file itself only when it is a symbolic link.  */
  struct stat st;
  const char *slash = strrchr (name, '/');
  if (!slash || slash == name || lstat (name, &st) != 0 || S_ISLNK (st.st_mode))
    {
      char *real = lrealpath (name);
      bool in = in_toolchain_dir (real);
      free (real);
      return in;
    }
  size_t n = slash - name;
  for (unsigned i = tu.header_dirs.length (); i-- > 0;)
    if (strlen (tu.header_dirs[i].name) == n && !memcmp (tu.header_dirs[i].name, name, n))
      return tu.header_dirs[i].toolchain;
  char *dir = xstrndup (name, n);
  char *real = lrealpath (dir);
  char *inside = concat (real, "/", NULL);
  struct resolved_dir d = { dir, in_toolchain_dir (inside) };
  free (inside);
  free (real);
  tu.header_dirs.safe_push (d);
  return d.toolchain;
}
