/* SPDX-License-Identifier: GPL-3.0-or-later */
/* toolchain-headers.cc - which headers are the compiler's own, decided by
 * where they live.
 */
#include "glue.h"

void
add_toolchain_dir (const char *dir)
{
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
