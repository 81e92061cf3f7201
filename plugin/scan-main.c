/* scan-main.c - bidiguard-scan, the core on files from the command line.
 *
 *   bidiguard-scan [--checks=LIST] [--base=ltr|rtl|auto] [--lang=c|c++]
 *                  [--std=STD] FILE...
 *   bidiguard-scan --levels [--base=ltr|rtl|auto] FILE
 *
 * Prints findings the way GCC prints warnings; exit 0 when clean, 1 when
 * something was found, 2 on bad usage or an unreadable file.  --levels
 * prints each line's paragraph level and character levels in the format
 * of BidiCharacterTest.txt, for the conformance tests.  --std= names the
 * -std= the files are compiled with (lexed as GCC's cpp does); the default
 * is GCC 12's: gnu++17 with --lang=c++ or for a C++ file name, gnu17 else;
 * a .S or .sx file is lexed as cpp lexes assembler-with-cpp.
 * --lang=c without --std= is ISO C17 (no raw strings), as before.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core.h"

static const char usage[] =
  "usage: bidiguard-scan [--checks=LIST] [--base=ltr|rtl|auto] "
  "[--lang=c|c++] [--std=STD] FILE...\n"
  "       bidiguard-scan --levels [--base=ltr|rtl|auto] FILE\n"
  "FILE may be - for standard input.  LIST: reorder, rtl-reorder, "
  "rtl-layout,\nspoof, unpaired, ucn, any, all, none; +NAME/-NAME adjust "
  "the default set.\n";

/* A regular file is mapped (no copy: the all-ASCII path then runs at
   memory speed); anything else is read.  *MAPPED tells which to free.  */
static char *
map_file (const char *path, size_t *len, int *mapped)
{
  *mapped = 0;
  if (strcmp (path, "-") == 0)
    return NULL;
  int fd = open (path, O_RDONLY);
  if (fd < 0)
    return NULL;
  struct stat st;
  char *p = NULL;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_size > 0)
    {
      p = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
      if (p == MAP_FAILED)
	p = NULL;
      else
	{
	  *len = (size_t) st.st_size;
	  *mapped = 1;
	}
    }
  close (fd);
  return p;
}

static char *
read_all (const char *path, size_t *len)
{
  FILE *f = strcmp (path, "-") == 0 ? stdin : fopen (path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc (cap);
  while (buf)
    {
      n += fread (buf + n, 1, cap - n, f);
      if (n < cap)
	break;
      char *b = realloc (buf, cap *= 2);
      if (!b)
	free (buf);
      buf = b;
    }
  int bad = ferror (f);
  if (f != stdin)
    fclose (f);
  if (bad)
    {
      free (buf);
      errno = EIO;
      return NULL;
    }
  *len = n;
  return buf;
}

struct out
{
  const char *file;
  long count;
};

static void
print_finding (void *user, const struct bg_finding *f)
{
  struct out *o = user;
  const char *where = strcmp (o->file, "-") == 0 ? "<stdin>" : o->file;
  printf ("%s:%lu:%zu: warning: %s [bidiguard:%s]\n", where, f->line,
	  f->display_col, f->message, bg_check_name (f->check));
  printf ("%s:%lu:%zu: note: the line displays as: %s\n", where, f->line,
	  f->display_col, f->displayed);
  printf ("%s:%lu:%zu: note: but is compiled as: %s\n", where, f->line,
	  f->display_col, f->compiled);
  o->count++;
}

static int
print_levels (const char *buf, size_t len, enum bg_base base)
{
  size_t cap = 0;
  unsigned *cp = NULL;
  int *levels = NULL;
  size_t *order = NULL;
  for (size_t pos = 0; pos < len;)
    {
      const char *nl = memchr (buf + pos, '\n', len - pos);
      size_t end = nl ? (size_t) (nl - buf) : len, n = 0;
      if (!bg_grow (&cp, &cap, end - pos + 1, sizeof *cp)
	  || !(levels = realloc (levels, cap * sizeof *levels))
	  || !(order = realloc (order, cap * sizeof *order)))
	return 0;
      for (size_t b = pos; b < end; n++)
	{
	  uint32_t c;
	  b += bg_utf8_decode ((const unsigned char *) buf + b, end - b, &c);
	  cp[n] = c;
	}
      int par;
      if (!bg_resolve_levels (cp, n, base, &par, levels, order))
	return 0;
      printf ("%d;", par);
      for (size_t i = 0; i < n; i++)
	{
	  if (levels[i] < 0)
	    printf ("%sx", i ? " " : "");
	  else
	    printf ("%s%d", i ? " " : "", levels[i]);
	}
      putchar ('\n');
      pos = end + 1;
    }
  free (cp);
  free (levels);
  free (order);
  return 1;
}

int
main (int argc, char **argv)
{
  struct bg_options opts;
  bg_options_init (&opts);
  int levels = 0, first = argc, lang = 0;   /* 'c', '+' or 0 */
  const char *std = NULL;
  char err[256];
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (strncmp (a, "--checks=", 9) == 0)
	{
	  if (!bg_parse_checks (a + 9, &opts.checks, err, sizeof err))
	    {
	      fprintf (stderr, "bidiguard-scan: --checks: %s\n", err);
	      return 2;
	    }
	}
      else if (strncmp (a, "--base=", 7) == 0)
	{
	  if (!bg_parse_base (a + 7, &opts.base))
	    {
	      fprintf (stderr, "bidiguard-scan: --base: unknown direction "
		       "'%s'; accepted: ltr, rtl, auto\n", a + 7);
	      return 2;
	    }
	}
      else if (strcmp (a, "--lang=c") == 0)
	lang = 'c';
      else if (strcmp (a, "--lang=c++") == 0)
	lang = '+';
      else if (strncmp (a, "--std=", 6) == 0)
	std = a + 6;
      else if (strcmp (a, "--levels") == 0)
	levels = 1;
      else if (strcmp (a, "--version") == 0)
	{
	  printf ("bidiguard-scan %s\n", BG_VERSION);
	  return 0;
	}
      else if (strcmp (a, "--help") == 0)
	{
	  fputs (usage, stdout);
	  return 0;
	}
      else if (strcmp (a, "--") == 0)
	{
	  first = i + 1;
	  break;
	}
      else if (a[0] == '-' && a[1])
	{
	  fprintf (stderr, "bidiguard-scan: unknown option '%s'\n%s", a, usage);
	  return 2;
	}
      else
	{
	  first = i;
	  break;
	}
    }
  if (first >= argc)
    {
      fputs (usage, stderr);
      return 2;
    }
  if (!lang)
    {
      const char *dot = strrchr (argv[first], '.');
      static const char *const cxx[] = { ".cc", ".cpp", ".cxx", ".C", ".c++",
					 ".hh", ".hpp", ".hxx", ".H", ".ii" };
      for (size_t k = 0; dot && k < sizeof cxx / sizeof *cxx; k++)
	if (strcmp (dot, cxx[k]) == 0)
	  lang = '+';
      if (dot && (strcmp (dot, ".S") == 0 || strcmp (dot, ".sx") == 0))
	lang = 'a';
    }
  if (!bg_parse_std (std ? std : lang == 'c' ? "c17" : "", lang == '+',
		     &opts.lang))
    {
      fprintf (stderr, "bidiguard-scan: --std: unknown standard '%s'\n", std);
      return 2;
    }
  if (lang == 'a')   /* assembler-with-cpp: cpp's CLK_ASM */
    opts.lang = (struct bg_lang) { .cplusplus_comments = true,
				   .lang_asm = true, .no_digraphs = true };

  struct bg_scanner *sc = bg_scanner_new (&opts);
  int status = 0;
  for (int i = first; i < argc && sc; i++)
    {
      size_t len = 0;
      int mapped;
      char *buf = map_file (argv[i], &len, &mapped);
      if (!buf)
	buf = read_all (argv[i], &len);
      if (!buf)
	{
	  fprintf (stderr, "bidiguard-scan: cannot read '%s': %s\n", argv[i],
		   strerror (errno));
	  status = 2;
	  continue;
	}
      if (levels)
	{
	  if (!print_levels (buf, len, opts.base))
	    status = 2;
	}
      else
	{
	  struct out o = { argv[i], 0 };
	  if (bg_scan_buffer (sc, buf, len, print_finding, &o) < 0)
	    {
	      fprintf (stderr, "bidiguard-scan: out of memory on '%s'\n",
		       argv[i]);
	      status = 2;
	    }
	  else if (o.count && status == 0)
	    status = 1;
	}
      if (mapped)
	munmap (buf, len);
      else
	free (buf);
    }
  if (!sc)
    {
      fputs ("bidiguard-scan: out of memory\n", stderr);
      status = 2;
    }
  bg_scanner_free (sc);
  return status;
}
