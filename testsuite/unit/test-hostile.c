/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hostile.c - the core on input built to break it.
 *
 * Huge lines, absurd nesting, random bytes, NULs, broken UTF-8: the core
 * must not crash, must finish in bounded time, and every finding must
 * still obey the invariants of findings.h (inside its line, reported
 * once).  Each input runs in a child process under a CPU-time limit, so
 * a crash or a hang fails that input by name instead of taking the whole
 * test down.
 */
#include "bidi/bidi.h"
#include "unit.h"
#include "findings.h"

#include <signal.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#define MB (1024 * 1024)

/* A hard stop for an input that never ends, in seconds of CPU time: far
   above any normal time (the 10 MB lines take about 5 s of user time on
   an idle 2-core machine, several times that under the sanitizers), so
   that a slow or loaded machine - a distribution's build daemon at a load
   of 10 - never fails a correct core.  How fast the core is, is measured
   by `make bench` in ratios against plain gcc in one run, never here.  */
static unsigned
hang_limit (void)
{
  const char *san = getenv ("SANITIZE");
  return san && strcmp (san, "1") == 0 ? 1800 : 300;
}

struct buffer
{
  char *data;
  size_t len, cap;
};

static void
put (struct buffer *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap)
    {
      b->cap = (b->len + n + 1) * 2;
      b->data = realloc (b->data, b->cap);
      if (!b->data)
	abort ();
    }
  memcpy (b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}

static void
puts_n (struct buffer *b, const char *s, size_t times)
{
  for (size_t i = 0; i < times; i++)
    put (b, s, strlen (s));
}

/* Fixed-seed xorshift: the same "random" input on every run.  */
static uint64_t
next_random (uint64_t *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

#define RLO "\xe2\x80\xae"
#define LRE "\xe2\x80\xaa"
#define PDF "\xe2\x80\xac"
#define LRI "\xe2\x81\xa6"
#define PDI "\xe2\x81\xa9"
#define RLM "\xe2\x80\x8f"
#define SHALOM "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d"
#define ALEF "\xd7\x90"
#define BET "\xd7\x91"
#define RLI_ "\xe2\x81\xa7"
#define FSI_ "\xe2\x81\xa8"
#define TROJAN "/*" RLO " } " LRI "if (a)" PDI " " LRI " b */"

/* A rendering may be as long as its line; validating every one of a huge
   line's findings would make this test quadratic, so long renderings are
   validated here up to RENDER_CHECK_BYTES in all and kept as "".  */
#define RENDER_CHECK_BYTES (64 * MB)

struct hostile_list
{
  struct found_list list;
  size_t checked_bytes;
  size_t bad_renderings;
};

static char *
checked_copy (struct hostile_list *h, const char *s)
{
  if (!s)
    return NULL;
  size_t n = strlen (s);
  if (n < 4096)
    return dup_str (s);   /* check_invariants validates it */
  if (h->checked_bytes < RENDER_CHECK_BYTES)
    {
      h->checked_bytes += n;
      if (!safe_rendering (s))
	h->bad_renderings++;
    }
  return dup_str ("");
}

static void
collect_hostile (void *user, const struct bg_finding *f)
{
  struct hostile_list *h = user;
  struct bg_finding copy = *f;
  copy.displayed = copy.compiled = NULL;
  collect_finding (&h->list, &copy);
  struct found *d = &h->list.v[h->list.n - 1];
  d->displayed = checked_copy (h, f->displayed);
  d->compiled = checked_copy (h, f->compiled);
}

struct hostile_case
{
  const char *name;
  void (*build) (struct buffer *);
  const char *checks;        /* NULL: the defaults */
  long min_findings, max_findings;   /* -1: no bound */
  unsigned long line;        /* if nonzero: the first finding's line */
  size_t byte_col;           /* and its column */
  enum bg_base base;         /* default ltr */
  enum bg_engines engines;   /* default both */
  const char *message_has;   /* if set: in the first finding's message */
};

static void
build_ascii_line (struct buffer *b)
{
  while (b->len < 10 * MB)
    puts_n (b, "int a = b + c; /* comment */ s = \"string\"; ", 1);
  put (b, "\n", 1);
}

static void
build_dense_line (struct buffer *b)
{
  while (b->len < 10 * MB)
    puts_n (b, "x = \"" SHALOM "\xe2\x80\xab" "1 - 2" PDF "\", " ALEF " + "
	       BET "; /*" RLO "*/ " LRI, 1);
  put (b, "\n", 1);
}

static void
build_nested_balanced (struct buffer *b)
{
  puts_n (b, "const char *s = \"", 1);
  puts_n (b, LRE, 100000);
  puts_n (b, "x", 1);
  puts_n (b, PDF, 100000);
  puts_n (b, "\";\n", 1);
}

static void
build_nested_overrides (struct buffer *b)
{
  puts_n (b, "// ", 1);
  puts_n (b, RLO, 100000);
  puts_n (b, "abc\n", 1);
}

static void
build_nested_isolates (struct buffer *b)
{
  puts_n (b, "f (\"", 1);
  puts_n (b, LRI, 100000);
  puts_n (b, "x\", 1);\n", 1);
}

static void
build_random_bytes (struct buffer *b)
{
  uint64_t state = 0x2545F4914F6CDD1DULL;
  while (b->len < MB)
    {
      uint64_t r = next_random (&state);
      put (b, (const char *) &r, sizeof r);
    }
}

/* Random sequences of the pieces the lexer and the checks care about.  */
static void
build_random_tokens (struct buffer *b)
{
  static const char *const pieces[] = {
    RLO, LRE, PDF, LRI, PDI, RLM, "\xe2\x80\xab", "\xe2\x80\xad",
    "\xe2\x81\xa7", "\xe2\x81\xa8", "\xd8\x9c", "\xe2\x80\x8e", ALEF, BET,
    SHALOM, "\xd8\xb3", "\xd9\xa0", "\"", "'", "/*", "*/", "//", "\\",
    "\n", "\r", "\r\n", "\t", " ", "R\"x(", ")x\"", "u8", "L", "a", "1",
    "-", "(", ")", "{", "}", "#define ", "\\u202E", "\xe2\x80", "\xc0\xaf",
    "\xed\xa0\x80",
  };
  uint64_t state = 0x9E3779B97F4A7C15ULL;
  while (b->len < MB)
    {
      const char *p = pieces[next_random (&state)
			     % (sizeof pieces / sizeof pieces[0])];
      put (b, p, strlen (p));
    }
}

static void
build_only_controls (struct buffer *b)
{
  static const char *const controls[] = {
    RLO, LRE, PDF, LRI, PDI, RLM, "\xe2\x80\xab", "\xe2\x80\xad",
    "\xe2\x81\xa7", "\xe2\x81\xa8", "\xd8\x9c", "\xe2\x80\x8e",
  };
  uint64_t state = 88172645463325252ULL;
  for (size_t i = 0; b->len < MB; i++)
    {
      const char *c = controls[next_random (&state) % 12];
      put (b, c, strlen (c));
      if (i % 97 == 96)
	put (b, "\n", 1);
    }
}

/* 50,000 lines with one reorder each: exactly 50,000 findings.  */
static void
build_many_lines (struct buffer *b)
{
  puts_n (b, "int x = /*" RLM "*/ 10 - 3 /*" RLM "*/;\n", 50000);
}

static void
build_no_newline (struct buffer *b)
{
  puts_n (b, "int x;\nx = \"" RLO "abc", 1);
}

static void
build_nul_trojan (struct buffer *b)
{
  put (b, "int x = 1;\0 " TROJAN "\n", sizeof "int x = 1;\0 " TROJAN "\n" - 1);
}

static void
build_nul_in_string (struct buffer *b)
{
  put (b, "x;\nx = \"a\0b" RLO "cd" PDF "\";\n",
       sizeof "x;\nx = \"a\0b" RLO "cd" PDF "\";\n" - 1);
}

static void
build_truncated_end (struct buffer *b)
{
  puts_n (b, "// \xe2\x80\nx = \"abc\xe2\x80", 1);
}

static void
build_truncated_lead (struct buffer *b)
{
  puts_n (b, "x = \"abc\xe2", 1);
}

/* Overlong encodings of U+202E and '/', surrogates, code points beyond
   U+10FFFF, 5-byte forms: none of them is a control or a delimiter.  */
static void
build_invalid_utf8 (struct buffer *b)
{
  puts_n (b, "x = \"\xf0\x82\x80\xae" "abc\xe0\x80\xae\";\n"
	     "// \xed\xa0\x80\xed\xbf\xbf \xf4\x90\x80\x80 \xf8\x88\x80\x80\x80\n"
	     "y = 1; \xc0\xaf\xc0\xaa z = 2; \xe0\x81\xa9\n"
	     "\xfe\xff\x80\xbf\n", 1);
}

static void
build_invalid_in_trojan (struct buffer *b)
{
  puts_n (b, "/*" RLO " } " LRI "if (a)" PDI " \xc0\xaf\xed\xa0\x80 " LRI
	     " b */\n", 1);
}

/* A line past the 64 KB where code points are counted before decoding,
   of letters each followed by a continuation byte standing alone: the
   count of UTF-8 starts is half the code points the decoder finds, so
   the decoder's own count takes over.  Around it `10 - 3`, shown `3 -
   10`.  */
static void
build_stray_continuations (struct buffer *b)
{
  puts_n (b, "x = \"", 1);
  puts_n (b, ALEF "\x80", 40000);
  puts_n (b, "\", 10 - 3, \"" BET "\";\n", 1);
}

/* Lines that end a paragraph inside an isolate the reference display
   inserts (x"waw""<B>mem under base auto: L FSI R PDI FSI B), with every
   class-B character a line can hold: FriBidi 1.0.8 reads freed memory on
   them unless display.c keeps the separator from it (make valgrind sees
   the reads; here, a crash or a wrong count).  */
static void
build_paragraph_separators (struct buffer *b)
{
  static const char *const seps[] = { "\xe2\x80\xa9", "\xc2\x85", "\x1c",
				      "\x1d", "\x1e" };
  for (size_t k = 0; k < sizeof seps / sizeof *seps; k++)
    {
      const char *B = seps[k];
      puts_n (b, "x\"\xd9\x88\"\"", 1);
      puts_n (b, B, 1);
      puts_n (b, "\xd7\x9e\n" "/* " RLI_ "\xd7\x9e ", 1);
      puts_n (b, B, 1);
      puts_n (b, " x */\n/* x " FSI_, 1);
      puts_n (b, B, 1);
      puts_n (b, " */ \xd7\x9e\n", 1);
    }
}

/* N copies of OPEN then N of CLOSE between BEFORE and AFTER, one line:
   a closer that pairs with nothing must not search the whole stack.  */
static void
brackets_line (struct buffer *b, const char *before, const char *open,
	       const char *close, size_t n, const char *after)
{
  puts_n (b, before, 1);
  puts_n (b, open, n);
  puts_n (b, close, n);
  puts_n (b, after, 1);
}

/* Code punctuators (line-check.c's mirrored_units).  */
static void
build_unmatched_code_brackets (struct buffer *b)
{
  brackets_line (b, "int x = " ALEF " ", "(", "]", 100000, ";\n");
}

/* A comment's text (atom-check.c's swapped_brackets).  */
static void
build_unmatched_comment_brackets (struct buffer *b)
{
  brackets_line (b, "/* " RLO " " ALEF " ", "(", "]", 100000, " */\n");
}

static void
build_unmatched_string_brackets (struct buffer *b)
{
  brackets_line (b, "s = \"" LRE ALEF " ", "(", "]", 100000, "\";\n");
}

/* ICU alone: its search for each closing bracket's opening is
   quadratic unless the unpaired ones are plain neutrals to it
   (segment.c).  */
static void
build_unmatched_brackets_icu (struct buffer *b)
{
  brackets_line (b, "s = \"" LRE ALEF " ", "(", "]", 300000, "\";\n");
}

/* FriBidi's rule N0 walks back to the strong character before each
   pair: 300,000 pairs after one letter took 7 minutes.  */
static void
build_many_bracket_pairs (struct buffer *b)
{
  puts_n (b, "/* " ALEF " ", 1);
  puts_n (b, "()", 300000);
  puts_n (b, " " RLO " */\n", 1);
}

/* The same with a balanced isolate that changes nothing on screen:
   displayed exactly, the line is silent.  */
static void
build_bracket_pairs_with_controls (struct buffer *b)
{
  puts_n (b, "/* " ALEF " ", 1);
  puts_n (b, "()", 30000);
  puts_n (b, " " RLI_ "x" PDI " */\n", 1);
}

/* A million pairs after one letter, displayed exactly (segment.c gives
   the engines only the pairs that hold something strong).  */
static void
build_million_bracket_pairs (struct buffer *b)
{
  puts_n (b, "/* " ALEF " ", 1);
  puts_n (b, "()", 1000000);
  puts_n (b, " " RLO " */\n", 1);
}

/* A million ( then a million ] in a string, both engines.  */
static void
build_million_unmatched_brackets (struct buffer *b)
{
  brackets_line (b, "s = \"" LRE ALEF " ", "(", "]", 1000000, "\";\n");
}

/* 100,000 segments: English words with brackets between a letter and an
   override, one line.  */
static void
build_many_segments (struct buffer *b)
{
  puts_n (b, "/* " ALEF " ", 1);
  puts_n (b, "lorem ipsum (dolor) sit ", 100000);
  puts_n (b, " " RLO " */\n", 1);
}

static const struct hostile_case hostile_cases[] = {
  { "10 MB ASCII line", build_ascii_line, NULL, 0, 0, 0, 0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "10 MB dense Hebrew line with controls", build_dense_line, NULL, 1, -1,
    1, 0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "100,000 nested LRE, balanced", build_nested_balanced, NULL, 0, 0, 0, 0,
    BG_BASE_LTR, BG_ENGINES_BOTH, NULL },
  { "100,000 nested RLO in a comment", build_nested_overrides, NULL, 1, 2, 1,
    4, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "100,000 nested LRI in a string", build_nested_isolates, NULL, 1, -1, 1,
    0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "1 MB random bytes", build_random_bytes, "all", 0, -1, 0, 0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "1 MB random tokens", build_random_tokens, "all", 0, -1, 0, 0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "only controls", build_only_controls, "all", 0, -1, 0, 0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "50,000 lines", build_many_lines, NULL, 50000, 50000, 1, 11, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "no trailing newline", build_no_newline, NULL, 1, 1, 2, 6, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "NUL before a trojan comment", build_nul_trojan, NULL, 1, 1, 1, 15,
    BG_BASE_LTR, BG_ENGINES_BOTH, NULL },
  { "NUL in a string", build_nul_in_string, NULL, 1, 1, 2, 9, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "truncated UTF-8 at the end", build_truncated_end, "all", 0, 0, 0, 0,
    BG_BASE_LTR, BG_ENGINES_BOTH, NULL },
  { "truncated lead byte at the end", build_truncated_lead, "all", 0, 0, 0,
    0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "overlongs, surrogates, beyond U+10FFFF", build_invalid_utf8, "all", 0, 0,
    0, 0, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "invalid UTF-8 inside a trojan", build_invalid_in_trojan, NULL, 1, 1, 1,
    3, BG_BASE_LTR,
    BG_ENGINES_BOTH, NULL },
  { "a long line of stray continuation bytes", build_stray_continuations,
    NULL, 1, 1, 1, 6, BG_BASE_LTR, BG_ENGINES_BOTH, "out of order" },
  { "paragraph separators in isolates (FriBidi, auto)",
    build_paragraph_separators, "all", 14, 14, 2, 4, BG_BASE_AUTO,
    BG_ENGINES_FRIBIDI, NULL },
  { "paragraph separators in isolates (both, rtl)",
    build_paragraph_separators, "all", 10, 10, 2, 4, BG_BASE_RTL,
    BG_ENGINES_BOTH, NULL },
  { "100,000 ( then 100,000 ] in code", build_unmatched_code_brackets,
    "all", 0, 0, 0, 0, BG_BASE_AUTO, BG_ENGINES_BOTH, NULL },
  { "100,000 ( then 100,000 ] in a comment",
    build_unmatched_comment_brackets, NULL, 1, 1, 1, 4, BG_BASE_AUTO,
    BG_ENGINES_BOTH, "unpaired" },
  { "100,000 ( then 100,000 ] in a string", build_unmatched_string_brackets,
    NULL, 1, 1, 1, 6, BG_BASE_AUTO, BG_ENGINES_BOTH, "unpaired" },
  { "300,000 ( then 300,000 ] in a string, ICU alone",
    build_unmatched_brackets_icu, NULL, 1, 1, 1, 6, BG_BASE_AUTO,
    BG_ENGINES_ICU, "unpaired" },
  { "300,000 bracket pairs after a letter", build_many_bracket_pairs, NULL,
    1, 1, 1, 600008, BG_BASE_AUTO, BG_ENGINES_BOTH,
    "RIGHT-TO-LEFT OVERRIDE" },
  { "a million bracket pairs after a letter", build_million_bracket_pairs,
    NULL, 1, -1, 1, 0, BG_BASE_AUTO, BG_ENGINES_BOTH, NULL },
  { "a million ( then a million ] in a string",
    build_million_unmatched_brackets, NULL, 1, 1, 1, 6, BG_BASE_AUTO,
    BG_ENGINES_BOTH, "unpaired" },
  { "100,000 segments on one line", build_many_segments, NULL, 1, -1, 1, 0,
    BG_BASE_AUTO, BG_ENGINES_BOTH, NULL },
  { "30,000 bracket pairs and an isolate", build_bracket_pairs_with_controls,
    NULL, 0, 0, 0, 0, BG_BASE_AUTO, BG_ENGINES_FRIBIDI, NULL },
};

/* Everything one input must satisfy; runs in the child.  */
static void
check_input (const struct hostile_case *c)
{
  struct buffer b = { 0 };
  c->build (&b);
  struct bg_options opts;
  bg_options_init (&opts);
  opts.base = c->base;
  opts.engines = c->engines;
  char err[256] = "";
  if (c->checks
      && !UNIT_CHECK (bg_parse_checks (c->checks, &opts.checks, err,
				       sizeof err), "%s: %s", c->name, err))
    return;

  struct hostile_list h = { { 0 }, 0, 0 };
  struct bg_scanner *s = bg_scanner_new (&opts);
  if (!UNIT_CHECK (s != NULL, "%s: bg_scanner_new failed", c->name))
    return;
  long r = bg_scan_buffer (s, b.data, b.len, collect_hostile, &h);
  bg_scanner_free (s);
  UNIT_CHECK (r == (long) h.list.n, "%s: returned %ld for %zu findings",
	      c->name, r, h.list.n);
  check_invariants (c->name, b.data, b.len, &h.list);
  UNIT_CHECK (h.bad_renderings == 0, "%s: %zu renderings not escaped UTF-8",
	      c->name, h.bad_renderings);
  long n = (long) h.list.n;
  if (!UNIT_CHECK (n >= c->min_findings
		   && (c->max_findings < 0 || n <= c->max_findings),
		   "%s: %ld findings, expected %ld..%ld", c->name, n,
		   c->min_findings, c->max_findings))
    for (size_t i = 0; i < h.list.n && i < 5; i++)
      printf ("  got %lu:%s@%zu: %s\n", h.list.v[i].f.line,
	      bg_check_name (h.list.v[i].f.check), h.list.v[i].f.byte_col,
	      h.list.v[i].message);
  if (c->line && n > 0)
    UNIT_CHECK (h.list.v[0].f.line == c->line
		&& (!c->byte_col || h.list.v[0].f.byte_col == c->byte_col),
		"%s: first finding at %lu:%zu, expected %lu:%zu", c->name,
		h.list.v[0].f.line, h.list.v[0].f.byte_col, c->line,
		c->byte_col);
  if (c->message_has && n > 0)
    UNIT_CHECK (strstr (h.list.v[0].message, c->message_has) != NULL,
		"%s: first finding says \"%s\", expected \"%s\" in it",
		c->name, h.list.v[0].message, c->message_has);
  /* One finding on each line from the first (50,000 lines).  */
  if (c->min_findings == c->max_findings && c->min_findings > 1
      && c->line == 1)
    {
      size_t off_line = 0;
      while (off_line < h.list.n && h.list.v[off_line].f.line == off_line + 1)
	off_line++;
      UNIT_CHECK (off_line == h.list.n, "%s: finding %zu is on line %lu, "
		  "expected one finding per line", c->name, off_line,
		  off_line < h.list.n ? h.list.v[off_line].f.line : 0);
    }
  free_findings (&h.list);
  free (b.data);
}

/* Run C in a child under the hang limit of CPU time (and a three times
   longer alarm() for a child that hangs without using the CPU); fold its
   counts into ours.  */
static void
run_isolated (const struct hostile_case *c)
{
  int fds[2];
  if (!UNIT_CHECK (pipe (fds) == 0, "%s: pipe failed", c->name))
    return;
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      close (fds[0]);
      unit_passed = unit_failed = 0;
      struct rlimit cpu = { hang_limit (), hang_limit () + 1 };
      setrlimit (RLIMIT_CPU, &cpu);
      alarm (3 * hang_limit ());
      check_input (c);
      fflush (stdout);
      unsigned long counts[2] = { unit_passed, unit_failed };
      _exit (write (fds[1], counts, sizeof counts) == sizeof counts ? 0 : 3);
    }
  close (fds[1]);
  unsigned long counts[2] = { 0, 0 };
  bool got = pid > 0 && read (fds[0], counts, sizeof counts)
			== (ssize_t) sizeof counts;
  close (fds[0]);
  int status = 0;
  if (pid > 0)
    waitpid (pid, &status, 0);
  if (got)
    {
      unit_passed += counts[0];
      unit_failed += counts[1];
    }
  else if (pid > 0 && WIFSIGNALED (status))
    UNIT_CHECK (false, "%s: %s", c->name,
		WTERMSIG (status) == SIGXCPU || WTERMSIG (status) == SIGALRM
		? "no result within the hang limit (a hang)"
		: strsignal (WTERMSIG (status)));
  else
    UNIT_CHECK (false, "%s: child failed (status %d)", c->name, status);
}

/* struct bg_brackets pairs as a search down a plain stack does, with few
   ids, and with more ids than its table has slots (the fallback).  */
static void
brackets_like_a_search (unsigned ids, unsigned long seed)
{
  enum { STEPS = 20000 };
  static int32_t item[STEPS], below[STEPS], naive_item[STEPS];
  static uint32_t naive_id[STEPS];
  static unsigned char slot[STEPS];
  static struct bg_brackets b;
  b.item = item, b.below = below, b.slot = slot;
  size_t sp = 0, wrong = 0, paired = 0;
  uint64_t state = seed;
  for (int32_t i = 0; i < STEPS; i++)
    {
      uint64_t r = next_random (&state);
      uint32_t id = 0x28 + (uint32_t) (r >> 8) % ids;
      if (r & 1)
	{
	  bg_brackets_push (&b, i, id);
	  naive_item[sp] = i, naive_id[sp++] = id;
	  continue;
	}
      int32_t want = -1;
      for (size_t k = sp; k-- > 0;)
	if (naive_id[k] == id)
	  {
	    want = naive_item[k];
	    sp = k;
	    break;
	  }
      int32_t got = bg_brackets_close (&b, id);
      wrong += got != want || b.sp != sp;
      paired += want >= 0;
    }
  bg_brackets_clear (&b);
  UNIT_CHECK (wrong == 0 && b.sp == 0 && paired > 100,
	      "bg_brackets with %u ids: %zu of %d steps differ from a "
	      "search (%zu pairs)", ids, wrong, STEPS, paired);
}

int
main (void)
{
  brackets_like_a_search (3, 1);
  brackets_like_a_search (60, 2);
  brackets_like_a_search (400, 3);  /* more ids than slots */
  brackets_like_a_search (3, 4);    /* after a full table */
  for (size_t i = 0; i < sizeof hostile_cases / sizeof hostile_cases[0]; i++)
    run_isolated (&hostile_cases[i]);
  return unit_finish ("test-hostile");
}
