/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-quiet.c - the quiet walk skips only lines the full check passes.
 *
 * Random lines of code, comments and literals mixing Hebrew, Arabic,
 * digits, brackets and every control are scanned twice, with the quiet
 * walk and with the full check on every line, under each base direction
 * and check set: the findings must be the same, field for field.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "unit.h"
#include "findings.h"

static const char *const content_words[] = {
  "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d", "\xd7\x90", "\xd7\x91",
  "\xd8\xb3\xd9\x84\xd8\xa7\xd9\x85", "\xd9\xa1\xd9\xa2", "abc", "x",
  "Hello", "%s", "%d", "1", "10", "2.5", " ", ", ", "(", ")", "[", "]",
  "-", " + ", "!", ":", "\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac",
  "\xe2\x80\xad", "\xe2\x80\xae", "\xe2\x81\xa6", "\xe2\x81\xa7",
  "\xe2\x81\xa8", "\xe2\x81\xa9", "\xe2\x80\x8e", "\xe2\x80\x8f",
  "\xd8\x9c", "<", ">", "->", "<<", "\xdb\xb1", "\xf0\x9e\xb1\xb1",
  "\xe0\xa1\xb0", "\xe2\x80\xa9", "\xc2\x85",
};

static const char *const code_words[] = {
  "x", "f", "return", "\xd7\x90", "\xd7\xa9\xd7\x9d", "1", "10", "-1",
  " = ", " - ", " + ", "(", ")", ", ", "; ", "?", ":", "[0]", " ",
  " < ", " << ", "->", "{", "}", "'\xd7\xaa'", "\xdb\xb2",
};

#define COUNT(a) (sizeof (a) / sizeof *(a))

static unsigned long rng = 12345;

static unsigned
pick (unsigned n)
{
  rng = rng * 6364136223846793005ul + 1442695040888963407ul;
  return (unsigned) ((rng >> 33) % n);
}

static void
add (char **p, const char *s)
{
  size_t n = strlen (s);
  memcpy (*p, s, n);
  *p += n;
}

static void
add_content (char **p)
{
  for (unsigned k = pick (7); k > 0; k--)
    add (p, content_words[pick (COUNT (content_words))]);
}

/* One random line into BUF (room for 1024 bytes).  */
static void
random_line (char *buf)
{
  char *p = buf;
  for (unsigned k = 1 + pick (8); k > 0; k--)
    switch (pick (6))
      {
      case 0: add (&p, "\""); add_content (&p); add (&p, "\""); break;
      case 1: add (&p, "/*"); add_content (&p); add (&p, "*/"); break;
      case 2: add (&p, "'"); add (&p, content_words[pick (COUNT (content_words))]);
	add (&p, "'"); break;
      default: add (&p, code_words[pick (COUNT (code_words))]); break;
      }
  if (pick (5) == 0)
    {
      add (&p, " // ");
      add_content (&p);
    }
  add (&p, "\n");
  *p = '\0';
}

static int
same (const struct found_list *a, const struct found_list *b)
{
  if (a->n != b->n)
    return 0;
  for (size_t i = 0; i < a->n; i++)
    {
      const struct bg_finding *x = &a->v[i].f, *y = &b->v[i].f;
      if (x->check != y->check || x->line != y->line
	  || x->byte_col != y->byte_col || x->range_start != y->range_start
	  || x->range_end != y->range_end
	  || strcmp (a->v[i].message, b->v[i].message) != 0
	  || strcmp (a->v[i].displayed, b->v[i].displayed) != 0)
	{
	  printf ("# differs: line %lu %s / %s\n#  %s\n#  %s\n", x->line,
		  a->v[i].message, b->v[i].message, a->v[i].displayed,
		  b->v[i].displayed);
	  return 0;
	}
    }
  return 1;
}

int
main (void)
{
  static char text[200 * 1024];
  const enum bg_base bases[] = { BG_BASE_LTR, BG_BASE_AUTO, BG_BASE_RTL };
  const unsigned sets[] = { BG_CHECKS_DEFAULT, BG_CHECKS_ALL };
  for (int round = 0; round < 40; round++)
    {
      char *p = text;
      for (int line = 0; line < 150; line++)
	{
	  random_line (p);
	  p += strlen (p);
	}
      for (size_t b = 0; b < COUNT (bases); b++)
	for (size_t s = 0; s < COUNT (sets); s++)
	  {
	    struct bg_options opts;
	    bg_options_init (&opts);
	    opts.base = bases[b];
	    opts.checks = sets[s];
	    struct found_list quiet = { 0 }, full = { 0 };
	    struct bg_scanner *sc = bg_scanner_new (&opts);
	    bg_scan_buffer (sc, text, (size_t) (p - text), collect_finding,
			    &quiet);
	    bg_scanner_set_quiet (sc, 0);
	    bg_scan_buffer (sc, text, (size_t) (p - text), collect_finding,
			    &full);
	    bg_scanner_free (sc);
	    check_invariants ("quiet", text, (size_t) (p - text), &quiet);
	    UNIT_CHECK (same (&quiet, &full),
			"round %d base %zu set %zu: %zu findings with the quiet "
			"walk, %zu without", round, b, s, quiet.n, full.n);
	    free_findings (&quiet);
	    free_findings (&full);
	  }
    }
  return unit_finish ("test-quiet");
}
