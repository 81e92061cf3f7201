/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-tree.c - which files bidiguard-scan checks and how it reads them.
 *
 * A directory is walked recursively in name order.  Like git, the walk
 * does not follow symbolic links (a link to a file inside the tree is
 * checked under the file's own name; one to outside is not the tree's),
 * skips .git, and takes only regular files.  Files are C-family by their
 * extension, as GCC decides (-x), unless --lang= or --include= says so.
 *
 * The core needs a whole file in one buffer (block comments and raw
 * strings span lines).  A large file is mapped, not read: a private
 * read-only mapping costs no copy and no heap; its pages are the page
 * cache's, which the kernel reclaims at will (MADV_SEQUENTIAL lets it drop
 * them behind the scan), so the scanner's own memory stays at the longest
 * line the core decodes.  A small file (most of a source tree) is read
 * into one reused buffer instead: mmap and munmap cost more system time
 * than copying a few pages.  Standard input and pipes are read whole.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scan-tool.h"

/* Files up to this size are read, larger ones mapped.  */
#define BG_READ_MAX (256 * 1024)

/* GCC's suffixes (gcc/gcc.cc default_compilers) plus .ipp .inl, C++
   files that are only ever included.  */
static const struct
{
  const char *ext;
  enum bg_srclang lang;
} suffixes[] = {
  { "c", BG_SRC_C },       { "h", BG_SRC_C },
  { "cc", BG_SRC_CXX },    { "cp", BG_SRC_CXX },    { "cxx", BG_SRC_CXX },
  { "cpp", BG_SRC_CXX },   { "CPP", BG_SRC_CXX },   { "c++", BG_SRC_CXX },
  { "C", BG_SRC_CXX },     { "hh", BG_SRC_CXX },    { "H", BG_SRC_CXX },
  { "hp", BG_SRC_CXX },    { "hxx", BG_SRC_CXX },   { "hpp", BG_SRC_CXX },
  { "HPP", BG_SRC_CXX },   { "h++", BG_SRC_CXX },   { "tcc", BG_SRC_CXX },
  { "ipp", BG_SRC_CXX },   { "inl", BG_SRC_CXX },
  { "m", BG_SRC_OBJC },
  { "mm", BG_SRC_OBJCXX }, { "M", BG_SRC_OBJCXX },
  { "S", BG_SRC_ASM },     { "sx", BG_SRC_ASM },
  /* Preprocessed output (-save-temps, ccache): still displayed to whoever
     reads it, and what the compiler reads - as cpp -fpreprocessed reads
     it, with no splices and no trigraphs.  */
  { "i", BG_SRC_C_PP },    { "ii", BG_SRC_CXX_PP },
  { "mi", BG_SRC_OBJC_PP }, { "mii", BG_SRC_OBJCXX_PP },
};

/* The language GCC gives a file by its name's extension, or BG_SRC_NONE.  */
static enum bg_srclang
bg_lang_of_name (const char *name)
{
  const char *base = strrchr (name, '/');
  base = base ? base + 1 : name;
  const char *dot = strrchr (base, '.');
  if (!dot || dot == base)
    return BG_SRC_NONE;
  for (size_t i = 0; i < sizeof suffixes / sizeof suffixes[0]; i++)
    if (strcmp (dot + 1, suffixes[i].ext) == 0)
      return suffixes[i].lang;
  return BG_SRC_NONE;
}

/* True when the first 8000 bytes of BUF hold a NUL, as git decides that
   a file is binary.  */
static bool
bg_is_binary (const char *buf, size_t len)
{
  return memchr (buf, 0, len < 8000 ? len : 8000) != NULL;
}

static bool
matches_any (const char **globs, size_t n, const char *rel)
{
  const char *base = strrchr (rel, '/');
  base = base ? base + 1 : rel;
  for (size_t i = 0; i < n; i++)
    if (fnmatch (globs[i], rel, 0) == 0 || fnmatch (globs[i], base, 0) == 0)
      return true;
  return false;
}

/* Read all of FD into a malloc'd buffer (pipes, terminals, stdin).  */
static bool
read_stream (int fd, struct bg_source *src)
{
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc (cap);
  for (;;)
    {
      if (!buf)
	{
	  errno = ENOMEM;
	  return false;
	}
      if (n == cap)
	{
	  char *b = realloc (buf, cap *= 2);
	  if (!b)
	    free (buf);
	  buf = b;
	  continue;
	}
      ssize_t r = read (fd, buf + n, cap - n);
      if (r < 0 && errno == EINTR)
	continue;
      if (r < 0)
	{
	  int e = errno;
	  free (buf);
	  errno = e;
	  return false;
	}
      if (r == 0)
	break;
      n += (size_t) r;
    }
  src->buf = buf;
  src->len = n;
  src->storage = BG_BUF_HEAP;
  return true;
}

/* Read the SIZE bytes of regular file FD into RUN's buffer.  */
static bool
read_small (struct bg_run *run, int fd, size_t size, struct bg_source *src)
{
  if (size + 1 > run->readcap)
    {
      char *b = realloc (run->readbuf, BG_READ_MAX + 1);
      if (!b)
	{
	  errno = ENOMEM;
	  return false;
	}
      run->readbuf = b;
      run->readcap = BG_READ_MAX + 1;
    }
  size_t n = 0;
  while (n < size)
    {
      ssize_t r = read (fd, run->readbuf + n, size - n);
      if (r < 0 && errno == EINTR)
	continue;
      if (r < 0)
	return false;
      if (r == 0)
	break;  /* the file shrank: check what is there */
      n += (size_t) r;
    }
  src->buf = run->readbuf;
  src->len = n;
  src->storage = BG_BUF_RUN;
  return true;
}

/* Load FD (already open) into SRC as it is.  False with errno set on
   failure, EISDIR for a directory.  */
static bool
load_bytes (struct bg_run *run, int fd, struct bg_source *src)
{
  struct stat st;
  if (fstat (fd, &st) != 0)
    return false;
  if (S_ISDIR (st.st_mode))
    {
      errno = EISDIR;
      return false;
    }
  if (S_ISREG (st.st_mode) && st.st_size <= BG_READ_MAX)
    return read_small (run, fd, (size_t) st.st_size, src);
  if (S_ISREG (st.st_mode))
    {
      void *p = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd,
		      0);
      if (p != MAP_FAILED)
	{
	  madvise (p, (size_t) st.st_size, MADV_SEQUENTIAL);
	  src->buf = p;
	  src->len = (size_t) st.st_size;
	  src->storage = BG_BUF_MAPPED;
	  return true;
	}
    }
  return read_stream (fd, src);
}

/* What cpp does at the start of every file it reads in UTF-8 (the
   default input charset, and the only one the scanner reads): a UTF-8
   byte-order mark is dropped, once; a second one is text (an invisible
   character in a name).  At the end there is nothing to undo: cpp puts a
   newline after a last line without one, and the core reads such a line
   alike; a Control-Z there is a stray character to GCC 11 to 15.  */
static void
skip_bom (struct bg_source *src)
{
  if (src->len >= 3 && memcmp (src->buf, "\xef\xbb\xbf", 3) == 0)
    {
      src->buf += 3;
      src->len -= 3;
      src->skipped = 3;
    }
}

/* Load FD (already open) into SRC, past a byte-order mark (skip_bom).
   False with errno set on failure, EISDIR for a directory.  */
static bool
load_fd (struct bg_run *run, int fd, struct bg_source *src)
{
  if (!load_bytes (run, fd, src))
    return false;
  skip_bom (src);
  return true;
}

static void
unload (struct bg_source *src)
{
  src->buf -= src->skipped;
  src->len += src->skipped;
  src->skipped = 0;
  if (src->storage == BG_BUF_MAPPED)
    munmap (src->buf, src->len);
  else if (src->storage == BG_BUF_HEAP)
    free (src->buf);
  src->buf = NULL;
}

static void
note (const char *name, const char *text)
{
  fprintf (stderr, "bidiguard-scan: %s: %s\n", name, text);
}

/* The language of a file the walk or the command line reached, or
   BG_SRC_NONE.  INCLUDED: an --include= glob admitted it.  */
static enum bg_srclang
choose_lang (const struct bg_config *cfg, const char *name, bool included)
{
  if (cfg->forced_lang != BG_SRC_NONE)
    return cfg->forced_lang;
  enum bg_srclang l = bg_lang_of_name (name);
  return l == BG_SRC_NONE && included ? BG_SRC_C : l;
}

/* Check the file at PATH (shown as NAME).  EXPLICIT: named on the command
   line, so anything not checked is said; in a walk it is skipped quietly.
   A file GCC would compile by its name is checked even with NUL bytes in
   it (cpp compiles it; skipping it would be a way past the check); the
   binary test spares only files admitted by --include= or --lang=.  */
static void
check_path (struct bg_run *run, const char *path, const char *name,
	    bool explicit, bool included)
{
  const struct bg_config *cfg = run->cfg;
  struct bg_source src = { .name = name };
  src.lang = cfg->levels ? BG_SRC_C : choose_lang (cfg, name, included);
  if (src.lang == BG_SRC_NONE && !explicit)
    return;
  int fd = strcmp (path, "-") == 0 ? 0
	   : open (path, O_RDONLY | O_NOCTTY | (explicit ? 0 : O_NOFOLLOW));
  struct stat st;
  if (fd > 0 && fstat (fd, &st) == 0 && !S_ISREG (st.st_mode)
      && !S_ISFIFO (st.st_mode) && !S_ISDIR (st.st_mode))
    {
      /* A device has no end (/dev/zero) or no business being checked.  */
      bg_run_error (run, name, "not a regular file, not checked");
      close (fd);
      return;
    }
  if (fd < 0 || !load_fd (run, fd, &src))
    {
      bg_run_error (run, name, strerror (errno));
      if (fd > 0)
	close (fd);
      return;
    }
  if (fd > 0)
    close (fd);
  bool named_c = bg_lang_of_name (name) != BG_SRC_NONE;
  if (!cfg->levels && !named_c && bg_is_binary (src.buf, src.len))
    {
      if (explicit)
	note (name, "binary file, not checked");
    }
  else if (src.lang == BG_SRC_NONE)
    note (name, "not a C-family file, not checked (use --lang= to check "
	  "it as one)");
  else
    bg_check_source (run, &src);
  unload (&src);
}

static int
by_name (const struct dirent **a, const struct dirent **b)
{
  return strcmp ((*a)->d_name, (*b)->d_name);
}

static int
not_dot (const struct dirent *d)
{
  return strcmp (d->d_name, ".") != 0 && strcmp (d->d_name, "..") != 0;
}

/* Walk directory DIR; REL_AT is the offset in DIR's path where the part
   relative to the root given on the command line starts.  */
static void
walk (struct bg_run *run, const char *dir, size_t rel_at)
{
  const struct bg_config *cfg = run->cfg;
  struct dirent **ents;
  int n = scandir (dir, &ents, not_dot, by_name);
  if (n < 0)
    {
      bg_run_error (run, dir, strerror (errno));
      return;
    }
  size_t dlen = strlen (dir);
  bool slash = dlen && dir[dlen - 1] == '/';
  for (int i = 0; i < n; i++)
    {
      const char *e = ents[i]->d_name;
      char *path = malloc (dlen + strlen (e) + 2);
      if (!path)
	{
	  bg_run_error (run, dir, strerror (ENOMEM));
	  break;
	}
      /* Below ".", names are shown as git shows them: "src/a.c".  */
      if (strcmp (dir, ".") == 0)
	strcpy (path, e);
      else
	sprintf (path, "%s%s%s", dir, slash ? "" : "/", e);
      const char *rel = path + rel_at;
      /* The entry's type saves an lstat per file where the file system
	 gives it.  */
      struct stat st;
      unsigned char type = ents[i]->d_type;
      if (type == DT_UNKNOWN && lstat (path, &st) == 0)
	type = S_ISDIR (st.st_mode) ? DT_DIR : S_ISREG (st.st_mode) ? DT_REG
						: DT_LNK;
      if (type == DT_UNKNOWN)
	bg_run_error (run, path, strerror (errno));
      else if (type == DT_DIR)
	{
	  if (strcmp (e, ".git") != 0
	      && !matches_any (cfg->exclude, cfg->nexclude, rel))
	    walk (run, path, rel_at);
	}
      else if (type == DT_REG
	       && !matches_any (cfg->exclude, cfg->nexclude, rel))
	{
	  bool included = matches_any (cfg->include, cfg->ninclude, rel);
	  if (!cfg->ninclude || included)
	    check_path (run, path, path, false, included);
	}
      free (path);
    }
  for (int i = 0; i < n; i++)
    free (ents[i]);
  free (ents);
}

void
bg_visit_path (struct bg_run *run, const char *path)
{
  const struct bg_config *cfg = run->cfg;
  if (strcmp (path, "-") == 0)
    {
      const char *name = cfg->stdin_name ? cfg->stdin_name : "<stdin>";
      if (!cfg->stdin_name && cfg->forced_lang == BG_SRC_NONE)
	{
	  /* Unnamed standard input is C, as it always was.  */
	  struct bg_source src = { .name = name, .lang = BG_SRC_C };
	  if (!load_fd (run, 0, &src))
	    bg_run_error (run, name, strerror (errno));
	  else
	    {
	      bg_check_source (run, &src);
	      unload (&src);
	    }
	  return;
	}
      check_path (run, "-", name, true,
		  matches_any (cfg->include, cfg->ninclude, name));
      return;
    }
  struct stat st;
  if (stat (path, &st) != 0)
    {
      bg_run_error (run, path, strerror (errno));
      return;
    }
  if (matches_any (cfg->exclude, cfg->nexclude, path))
    return;
  if (S_ISDIR (st.st_mode) && !cfg->levels)
    {
      size_t len = strlen (path);
      walk (run, path, strcmp (path, ".") == 0 ? 0
		       : len + (len && path[len - 1] != '/'));
    }
  else
    check_path (run, path, path, true,
		matches_any (cfg->include, cfg->ninclude, path));
}
