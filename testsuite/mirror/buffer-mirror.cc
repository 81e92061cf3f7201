/* SPDX-License-Identifier: GPL-3.0-or-later */
/* buffer-mirror.cc - a test-only GCC plugin: confirm that gcc-compat.h's
 * mirror of libcpp's struct cpp_buffer reads the bytes cpp holds.
 *
 *   gcc -fplugin=buffer_mirror.so -fsyntax-only main.c
 *
 * At PLUGIN_PRAGMAS (the main file) and at each LC_ENTER (the entered
 * file), reads the top buffer through bg_buffer_text and compares it with
 * the file on disk (less a UTF-8 byte order mark, which cpp skips).
 * Prints one line per buffer to stderr: "PASS: mirror PATH" or
 * "FAIL: mirror PATH: why"; a buffer of standard input (path "") is
 * printed with its length, for the caller to compare.  Run by
 * testsuite/mirror/check-mirror.sh from make check; never installed.
 */
#include "gcc-compat.h"

int plugin_is_GPL_compatible;

static cpp_callbacks prev;

static char *
slurp (const char *path, size_t *len)
{
  FILE *fp = fopen (path, "rb");
  if (!fp)
    return NULL;
  size_t cap = 4096, n = 0, got;
  char *buf = XNEWVEC (char, cap);
  while ((got = fread (buf + n, 1, cap - n, fp)) > 0)
    if ((n += got) == cap)
      buf = XRESIZEVEC (char, buf, cap *= 2);
  fclose (fp);
  *len = n;
  return buf;
}

static void
confirm (const char *when)
{
  cpp_buffer *b = cpp_get_buffer (parse_in);
  const char *path = bg_buffer_path (b);
  const char *text;
  size_t len, lexed;
  if (!path)
    {
      fprintf (stderr, "FAIL: mirror %s: the top buffer has no file\n", when);
      return;
    }
  if (!bg_buffer_text (b, &text, &len, &lexed) || lexed != 0)
    {
      fprintf (stderr, "FAIL: mirror %s: the sanity check refused it\n", path);
      return;
    }
  if (!*path)
    {
      fprintf (stderr, "STDIN: mirror %zu bytes: %.*s\n", len, (int) len, text);
      return;
    }
  size_t n;
  char *disk = slurp (path, &n);
  if (!disk)
    {
      fprintf (stderr, "FAIL: mirror %s: cannot be read\n", path);
      return;
    }
  size_t skip = n >= 3 && !memcmp (disk, "\xef\xbb\xbf", 3) ? 3 : 0;
  if (n - skip == len && !memcmp (disk + skip, text, len))
    fprintf (stderr, "PASS: mirror %s (%s, %zu bytes)\n", path, when, len);
  else
    fprintf (stderr, "FAIL: mirror %s (%s): %zu bytes in cpp's buffer, "
	     "%zu on disk\n", path, when, len, n - skip);
  XDELETEVEC (disk);
}

static void
on_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  if (map && map->reason == LC_ENTER)
    confirm ("LC_ENTER");
  if (prev.file_change)
    prev.file_change (pfile, map);
}

static void
hook (void *, void *)
{
  static bool hooked;
  if (hooked)
    return;
  hooked = true;
  for (cpp_buffer *b = cpp_get_buffer (parse_in); b; b = cpp_get_prev (b))
    fprintf (stderr, "STACK: %s\n", bg_buffer_path (b) ? bg_buffer_path (b) : "?");
  confirm ("PLUGIN_PRAGMAS");
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  prev = *cb;
  cb->file_change = on_file_change;
}

int
plugin_init (struct plugin_name_args *args, struct plugin_gcc_version *)
{
  register_callback (args->base_name, PLUGIN_PRAGMAS, hook, NULL);
  return 0;
}
