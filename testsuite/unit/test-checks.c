/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-checks.c - what the checks report, through the public API only.
 *
 * Table-driven: each case is a C/C++ snippet, the options, and the exact
 * findings expected as "LINE:CHECK" or "LINE:CHECK@MARK" items, MARK being
 * a control name (the byte column of its first occurrence on that line) or
 * a number.  Every expected finding must be present and no other.  Snippets
 * are ASCII with escapes so that this file itself displays honestly:
 * <RLO> <PDF> ... name a control or mark, <U+XXXX> any code point, and <he>
 * <he2> <he3> <alef> <bet> <ar> <fa> stand for Hebrew, Arabic and Persian
 * words (see expand_escapes).
 */
#include "unit.h"
#include "findings.h"
#include "fribidi-gaps.h"
#include "attribution.h"

#include <ctype.h>

static const struct
{
  const char *name;
  const char *utf8;
} escapes[] = {
  { "LRE", "\xe2\x80\xaa" }, { "RLE", "\xe2\x80\xab" },
  { "PDF", "\xe2\x80\xac" }, { "LRO", "\xe2\x80\xad" },
  { "RLO", "\xe2\x80\xae" }, { "LRI", "\xe2\x81\xa6" },
  { "RLI", "\xe2\x81\xa7" }, { "FSI", "\xe2\x81\xa8" },
  { "PDI", "\xe2\x81\xa9" }, { "LRM", "\xe2\x80\x8e" },
  { "RLM", "\xe2\x80\x8f" }, { "ALM", "\xd8\x9c" },
  /* shalom, olam, tov; alef, bet; salam; donya (Persian, with U+06CC) */
  { "he", "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d" },
  { "he2", "\xd7\xa2\xd7\x95\xd7\x9c\xd7\x9d" },
  { "he3", "\xd7\x98\xd7\x95\xd7\x91" },
  { "alef", "\xd7\x90" }, { "bet", "\xd7\x91" },
  { "ar", "\xd8\xb3\xd9\x84\xd8\xa7\xd9\x85" },
  { "fa", "\xd8\xaf\xd9\x86\xdb\x8c\xd8\xa7" },
};

static size_t
put_utf8 (char *out, unsigned long cp)
{
  if (cp < 0x80)
    return out[0] = (char) cp, 1;
  if (cp < 0x800)
    return out[0] = (char) (0xC0 | cp >> 6),
	   out[1] = (char) (0x80 | (cp & 0x3F)), 2;
  if (cp < 0x10000)
    return out[0] = (char) (0xE0 | cp >> 12),
	   out[1] = (char) (0x80 | (cp >> 6 & 0x3F)),
	   out[2] = (char) (0x80 | (cp & 0x3F)), 3;
  return out[0] = (char) (0xF0 | cp >> 18),
	 out[1] = (char) (0x80 | (cp >> 12 & 0x3F)),
	 out[2] = (char) (0x80 | (cp >> 6 & 0x3F)),
	 out[3] = (char) (0x80 | (cp & 0x3F)), 4;
}

/* The UTF-8 of escape NAME (LEN bytes, no brackets) into OUT; 0 when NAME
   is not an escape, so that `#include <stdio.h>` stays as written.  */
static size_t
expand_one (const char *name, size_t len, char *out)
{
  if (len > 2 && name[0] == 'U' && name[1] == '+')
    {
      char *end;
      unsigned long cp = strtoul (name + 2, &end, 16);
      return end == name + len ? put_utf8 (out, cp) : 0;
    }
  for (size_t i = 0; i < sizeof escapes / sizeof escapes[0]; i++)
    if (strlen (escapes[i].name) == len
	&& memcmp (escapes[i].name, name, len) == 0)
      {
	strcpy (out, escapes[i].utf8);
	return strlen (escapes[i].utf8);
      }
  return 0;
}

/* SRC with its escapes replaced by UTF-8; caller frees.  */
static char *
expand_escapes (const char *src)
{
  char *out = malloc (strlen (src) * 2 + 1), *o = out;
  if (!out)
    abort ();
  while (*src)
    {
      const char *close = *src == '<' ? strchr (src, '>') : NULL;
      size_t n = close ? expand_one (src + 1, (size_t) (close - src - 1), o)
		       : 0;
      if (n)
	o += n, src = close + 1;
      else
	*o++ = *src++;
    }
  *o = '\0';
  return out;
}

static bool
parse_check (const char *name, size_t len, enum bg_check *check)
{
  for (int c = 0; c < BG_CHECK_COUNT; c++)
    if (strlen (bg_check_name ((enum bg_check) c)) == len
	&& memcmp (bg_check_name ((enum bg_check) c), name, len) == 0)
      return *check = (enum bg_check) c, true;
  return false;
}

/* Byte column of MARK on line LINE of TEXT: a number, or the first
   occurrence of the named escape; 0 when absent.  */
static size_t
mark_column (const char *text, unsigned long line, const char *mark,
	     size_t len)
{
  if (isdigit ((unsigned char) mark[0]))
    return (size_t) strtoul (mark, NULL, 10);
  char utf8[16];
  size_t n = expand_one (mark, len, utf8);
  struct line_table lines;
  size_t col = 0;
  split_lines (text, strlen (text), &lines);
  if (n && line >= 1 && line <= lines.n)
    {
      const char *start = text + lines.start[line - 1];
      for (size_t i = 0; !col && i + n <= lines.length[line - 1]; i++)
	if (memcmp (start + i, utf8, n) == 0)
	  col = i + 1;
    }
  free_lines (&lines);
  return col;
}

static void
print_findings (const struct found_list *list)
{
  for (size_t i = 0; i < list->n; i++)
    printf ("  got %lu:%s@%zu: %s\n", list->v[i].f.line,
	    bg_check_name (list->v[i].f.check), list->v[i].f.byte_col,
	    list->v[i].message);
}

/* Match the findings of LIST against EXPECT ("LINE:CHECK[@MARK] ...").  */
static bool
match_findings (const char *name, const char *text, const char *expect,
		const struct found_list *list)
{
  bool *used = calloc (list->n + 1, sizeof *used), ok = true;
  if (!used)
    abort ();
  for (const char *p = expect; *p;)
    {
      while (*p == ' ')
	p++;
      if (!*p)
	break;
      size_t len = strcspn (p, " ");
      char *end;
      unsigned long line = strtoul (p, &end, 10);
      const char *check_name = end + 1, *at = memchr (p, '@', len);
      size_t name_len = (size_t) ((at ? at : p + len) - check_name);
      enum bg_check check = BG_CHECK_COUNT;
      if (!UNIT_CHECK (*end == ':' && parse_check (check_name, name_len,
						    &check),
		       "%s: bad expectation %.*s", name, (int) len, p))
	return false;
      size_t col = at ? mark_column (text, line, at + 1,
				     (size_t) (p + len - at - 1))
		      : 0;
      if (at)
	UNIT_CHECK (col != 0, "%s: mark %.*s not on line %lu", name,
		    (int) len, p, line);
      size_t i = 0;
      while (i < list->n
	     && (used[i] || list->v[i].f.line != line
		 || list->v[i].f.check != check
		 || (col && list->v[i].f.byte_col != col)))
	i++;
      if (!UNIT_CHECK (i < list->n, "%s: missing %.*s (column %zu)", name,
		       (int) len, p, col))
	ok = false;
      else
	used[i] = true;
      p += len;
    }
  for (size_t i = 0; i < list->n; i++)
    if (!used[i])
      {
	ok = false;
	UNIT_CHECK (false, "%s: unexpected %lu:%s@%zu: %s", name,
		    list->v[i].f.line, bg_check_name (list->v[i].f.check),
		    list->v[i].f.byte_col, list->v[i].message);
      }
  if (!ok)
    print_findings (list);
  free (used);
  return ok;
}

struct check_case
{
  const char *name;
  const char *src;
  const char *expect;     /* "" = must stay silent */
  const char *checks;     /* NULL: the defaults; else a bg_parse_checks list */
  enum bg_base base;
  const char *message;    /* NULL or a substring of the first finding's */
  bool no_raw_strings;
  unsigned gap;           /* the message is checked only where the installed
			     FriBidi has this gap (fribidi-gaps.h) */
};

/* The Trojan Source paper's three patterns, as in GCC's Wbidi-chars tests,
   and the same built from embeddings instead of overrides and isolates.  */
#define COMMENTING_OUT                                                        \
  "int main (void) {\n"                                                       \
  "    int isAdmin = 0;\n"                                                    \
  "    /*<RLO> } <LRI>if (isAdmin)<PDI> <LRI> begin admins only */\n"         \
  "        puts (\"You are an admin.\");\n"                                   \
  "    /* end admins only <RLO> { <LRI>*/\n"                                  \
  "    return 0;\n"                                                           \
  "}\n"
#define COMMENTING_OUT_EMB                                                    \
  "    /*<RLE> } <LRE>if (isAdmin)<PDF> <LRE> begin admins only */\n"         \
  "        puts (\"You are an admin.\");\n"                                   \
  "    /* end admins only <RLE> { <LRE>*/\n"
#define EARLY_RETURN                                                          \
  "int main (void) {\n"                                                       \
  "    /* Say hello; newline<RLI>/*/ return 0 ;\n"                            \
  "    puts (\"Hello world.\");\n"                                            \
  "    return 0;\n"                                                           \
  "}\n"
#define EARLY_RETURN_EMB "    /* Say hello; newline<RLE>/*/ return 0 ;\n"
#define STRETCHED                                                             \
  "    const char *access_level = \"user\";\n"                                \
  "    if (strcmp (access_level, \"user<RLO> <LRI>// Check if admin<PDI> "     \
  "<LRI>\")) {\n"
#define STRETCHED_EMB                                                         \
  "    if (strcmp (access_level, \"user<RLE> <LRE>// Check if admin<PDF> "     \
  "<LRE>\")) {\n"

#define BRACKETS8_OPEN "(((((((("
#define BRACKETS8_CLOSE "))))))))"
#define BRACKETS64                                                            \
  BRACKETS8_OPEN BRACKETS8_OPEN BRACKETS8_OPEN BRACKETS8_OPEN                 \
  BRACKETS8_OPEN BRACKETS8_OPEN BRACKETS8_OPEN BRACKETS8_OPEN "-"             \
  BRACKETS8_CLOSE BRACKETS8_CLOSE BRACKETS8_CLOSE BRACKETS8_CLOSE             \
  BRACKETS8_CLOSE BRACKETS8_CLOSE BRACKETS8_CLOSE BRACKETS8_CLOSE
static const struct check_case cases[] = {
  /* Must flag: the classic patterns, one finding per line.  */
  { .name = "commenting-out", COMMENTING_OUT, "3:reorder@RLO 5:reorder@RLO" },
  { .name = "commenting-out RLE/LRE", COMMENTING_OUT_EMB,
    "1:reorder@RLE 3:reorder@RLE" },
  { .name = "early return", EARLY_RETURN, "2:reorder@RLI" },
  { .name = "early return RLE", EARLY_RETURN_EMB, "1:reorder@RLE" },
  { .name = "stretched string", STRETCHED, "2:reorder@RLO" },
  { .name = "stretched string RLE/LRE", STRETCHED_EMB, "1:reorder@RLE" },
  { .name = "commenting-out, base rtl",
    COMMENTING_OUT, "3:reorder@RLO 5:reorder@RLO",
    .base = BG_BASE_RTL },
  { .name = "commenting-out, base auto", COMMENTING_OUT,
    "3:reorder@RLO 5:reorder@RLO", .base = BG_BASE_AUTO },
  { .name = "stretched string, base rtl", STRETCHED, "2:reorder@RLO",
    .base = BG_BASE_RTL },
  { .name = "stretched string, base auto", STRETCHED, "2:reorder@RLO",
    .base = BG_BASE_AUTO },
  /* In a right-to-left paragraph the open RLI changes nothing a reader
     could misread: the line reads in compiled order from the right.  */
  { .name = "early return, base rtl", EARLY_RETURN, "2:unpaired@RLI",
    .base = BG_BASE_RTL },

  /* Balanced overrides and marks.  */
  { .name = "RLO reverses a word", "const char *s = \"<RLO>nimda<PDF>\";\n",
    "1:spoof@RLO", .message = "string literal display misleadingly" },
  { .name = "RLO reverses digits", "int n = atoi (\"<RLO>0001<PDF>\");\n",
    "1:spoof@RLO" },
  { .name = "RLO reverses a comment", "int n = 1; /* <RLO>eurt<PDF> */\n",
    "1:spoof@RLO", .message = "comment display misleadingly" },
  { .name = "balanced RLO leaks into == 0",
    "if (strcmp (s, \"<RLO>nimda<PDF>\") == 0)\n", "1:reorder@RLO" },
  { .name = "balanced RLE leaks into , 1",
    "printf (\"<RLE>hello world<PDF>\", 1);\n", "1:reorder@RLE" },
  { .name = "RLE reorders digits",
    "puts (\"<RLE>10 - 3<PDF>\");\n", "1:spoof@RLE" },
  { .name = "RLM marks reorder digits in a string",
    "puts (\"<RLM>10 - 3<RLM>\");\n",
    "1:spoof@RLM" },
  { .name = "RLM marks around 10 - 3", "int x = /*<RLM>*/ 10 - 3 /*<RLM>*/;\n",
    "1:reorder@RLM" },
  { .name = "ALM marks around 10 - 3", "int x = /*<ALM>*/ 10 - 3 /*<ALM>*/;\n",
    "1:reorder@ALM" },
  { .name = "LRO forces Hebrew left-to-right",
    "const char *s = \"<LRO><he> <he2><PDF>\";\n", "1:spoof@LRO" },
  { .name = "isolate opened in one literal, closed in another",
    "const char *p[] = { \"<RLI>1\", \"2<PDI>\" };\n", "1:reorder@RLI" },
  { .name = "isolate across literals over LTR text",
    "g (\"<RLI>abc\", \"def<PDI>\");\n", "1:unpaired@RLI",
    .message = "unpaired U+2067 (RIGHT-TO-LEFT ISOLATE) in "
	       "string literal" },


  /* Operand order, mirrored glyphs, engines (doc/design.md 2.5).  */
  { .name = "comment before 10 - 3 shows 3 - 10",
    "int w = /* <U+05D4><U+05E4><U+05E8><U+05E9> */ 10 - 3;\n",
    "1:rtl-reorder" },
  { .name = "ternary after an Arabic string shows ? 1 : 0",
    "int t = (strcmp(name, \"<U+0637><U+0648><U+0644>\") == 0) ? 0 : 1;\n",
    "1:rtl-reorder" },
  { .name = "draw_text: the numbers inside the quotes, visibly broken",
    "draw_text(\"<U+05DB><U+05D5><U+05EA><U+05E8><U+05EA>\", 10, 20);\n",
    "" },
  { .name = "resize: the numbers inside the quotes, visibly broken",
    "resize(\"<U+0639><U+0646><U+0648><U+0627><U+0646>\", 800, 600);\n",
    "" },
  { .name = "draw_text: broken display is rtl-layout",
    "draw_text(\"<U+05DB><U+05D5><U+05EA><U+05E8><U+05EA>\", 10, 20);\n",
    "1:rtl-layout", .checks = "+rtl-layout" },
  { .name = "broken display, but 800 - 600 shows 600 - 800",
    "resize(\"<U+0639><U+0646><U+0648><U+0627><U+0646>\", 800 - 600);\n",
    "1:rtl-reorder" },
  { .name = "two digit strings between Hebrew strings swap, well-formed",
    "set(\"<alef>\", \"10\", \"200\", \"<bet>\");\n", "1:rtl-reorder" },
  { .name = "character literal and digit string swap, well-formed",
    "f(\"<alef>\", '0', \"10\", \"<bet>\");\n", "1:rtl-reorder" },
  { .name = "{0, 5} between Hebrew strings shows {5, 0}",
    "int d[] = {\"<alef>\", {0, 5}, \"<bet>\"};\n", "1:rtl-reorder" },
  { .name = "Persian string whose display holds other literals",
    "struct r rows[] = { \"<U+067E>\", 0, 24, \"60 0C\" };\n",
    "1:rtl-reorder" },
  { .name = "len < max between Hebrew comments shows >",
    "int g = len /* <alef> */ < /* <bet> */ max;\n", "1:rtl-reorder" },
  { .name = "letter-frequency row, visibly broken",
    "    {\"<alef>\", 12, 7},\n", "" },
  { .name = "letter-frequency row, visibly broken, rtl-layout",
    "    {\"<alef>\", 12, 7},\n", "1:rtl-layout", .checks = "+rtl-layout" },
  { .name = "barcode test vector, visibly broken",
    "    { BARCODE_X, UNICODE_MODE, \"<alef><bet>\", -1, 0, 1, 57, \"AB\" },\n",
    "" },
  { .name = "character frequency row, visibly broken",
    "    { '<alef>', 0.0123 },\n", "" },
  { .name = "Hebrew word stored reversed with LRMs shows the real word",
    "const char *a = \"<U+05DD><LRM><U+05D5><LRM><U+05DC><LRM><U+05E9>\";\n",
    "1:spoof" },
  { .name = "Hebrew word stored reversed with isolates shows the real word",
    "const char *b = \"<LRI><U+05DD><PDI><LRI><U+05D5><PDI><LRI><U+05DC><PDI>"
    "<LRI><U+05E9><PDI>\";\n", "1:spoof" },
  { .name = "two Hebrew words swapped by LRMs in a comment",
    "/* <he><LRM> <LRM><he2> */\n", "1:spoof" },
  { .name = "RLI right after an Arabic letter sits between it and the next",
    "puts(\"name<U+0633><RLI><ar><PDI>\");\n", "1:spoof" },
  { .name = "an RLM shown right of the Hebrew letter before it (RLM is R)",
    "/* <LRO><U+05D7><LRM><RLM><PDF> */\n", "1:spoof@LRM" },
  { .name = "RLM between two Hebrew words changes nothing",
    "/* <he><RLM> <RLM><he2> */\n", "" },
  { .name = "LRE around English between Hebrew words",
    "puts (\"<he> <LRE>hello world<PDF> <he2>\");\n", "" },
  { .name = "FSI around a placeholder between Hebrew words",
    "puts (\"<he> <FSI>%s<PDI> <he2>\");\n", "" },
  { .name = "marks move what the letters moved: reorder, not silenced",
    "int x = /* <alef> */ 10 - 3 /* <LRM><bet> */; /* bidiguard: rtl-text */\n",
    "1:reorder" },
  { .name = "Persian comment before Persian digits",
    "return /* <fa> */ <U+06F1> - <U+06F2>;\n", "1:rtl-reorder" },
  { .name = "Hebrew character literals",
    "int d = '<U+05EA>' - '<alef>' + 1;\n", "1:rtl-reorder" },
  { .name = "comment after 10 - 3 stays silent",
    "int v = 10 - 3; /* <alef> */\n", "" },
  { .name = "Arabic table keeps every number with its key",
    "T a[] = { {\"<U+0643>\", 501}, {\"<U+0648>\", 502} };\n", "" },
  { .name = "Hebrew table keeps every number with its key",
    "T b[] = {{\"<he>\", 1}, {\"<he2>\", 2}};\n", "" },
  { .name = "one number after a Hebrew string, Hebrew comment",
    "add_item(menu, \"<U+05E4><U+05EA><U+05D7>\", 1); // <U+05E4><U+05EA>"
    "<U+05D7> <U+05E7><U+05D5><U+05D1><U+05E5>\n", "" },
  { .name = "two calls with Hebrew strings",
    "show(\"<he>\", 100); show(\"<he2>\", 3);\n", "" },
  { .name = "the table rows are rtl-layout when asked for",
    "T b[] = {{\"<he>\", 1}, {\"<he2>\", 2}};\n", "1:rtl-layout",
    .checks = "+rtl-layout" },
  { .name = "< between Hebrew comments shows >",
    "if (len /* <alef> */ < /* <bet> */ max)\n", "1:rtl-reorder",
    .message = "mirror image" },
  { .name = "< between Arabic-Indic zeros shows >",
    "int c = a /*<U+0660>*/ < /*<U+0660>*/ b;\n", "1:rtl-reorder",
    .message = "mirror image" },
  { .name = "<< between Hebrew comments shows >>",
    "int s = x /* <alef> */ << /* <bet> */ 2;\n", "1:rtl-reorder" },
  { .name = "<< between RLM marks shows >>",
    "int s = x /* <RLM> */ << /* <RLM> */ 2;\n", "1:reorder",
    .message = "mirror image" },
  { .name = "RLI around < in a string shows >",
    "const char *a = \"<RLI><<PDI>\";\n", "1:spoof@RLI" },
  { .name = "RLE around ( in a string shows )",
    "const char *b = \"<RLE>(<PDF>\";\n", "1:spoof@RLE" },
  { .name = "RLO around -> in a string shows <-",
    "const char *c = \"<RLO>-><PDF>\";\n", "1:spoof@RLO" },
  { .name = "RLE around a Hebrew sentence with brackets stays silent",
    "puts (\"<RLE><he> (<he2>)<PDF>\");\n", "" },
  { .name = "Indic Siyaq number (AL since Unicode 11) around 10 - 3",
    "int x = /*<U+1EC71>*/ 10 - 3 /*<U+1EC71>*/;\n", "1:rtl-reorder",
    .message = "Chromium", .gap = GAP_UNICODE },
  { .name = "Ottoman Siyaq (Unicode 14) around 10 - 3",
    "int x = /*<U+1ED01>*/ 10 - 3 /*<U+1ED01>*/;\n", "1:rtl-reorder" },
  { .name = "Hanifi Rohingya (AL, Unicode 11) before 800 - 600",
    "resize(\"<U+10D00>\", 800 - 600);\n", "1:rtl-reorder" },
  { .name = "Arabic Extended-B (AL, Unicode 14) before 800 - 600",
    "resize(\"<U+0870>\", 800 - 600);\n", "1:rtl-reorder" },
  { .name = "Yezidi (Unicode 13) before 10 - 3",
    "int w = /* <U+10E80> */ 10 - 3;\n", "1:rtl-reorder" },
  { .name = "N0 takes sos: ICU shows the pair R, FriBidi does not",
    "return width(\"<RLE>px<PDF>\", (\"<he>\")) - 10;\n", "1:reorder@RLE",
    .message = "Chromium", .gap = GAP_N0 },
  { .name = "W7 does not look into a closed isolate (ICU)",
    "puts(\"<LRI>ACME Ltd<PDI>, account <RLI>4455 0021<PDI>\");\n",
    "1:spoof@RLI", .message = "Chromium", .gap = GAP_W7 },
  { .name = "own buffers: RLI 10 - 3 beside Hebrew in one string",
    "const char *d = \"<RLI>10 - 3<PDI> <he>\";\n", "1:spoof@RLI" },
  { .name = "one finding per cause: an override in a header name",
    "#include <<RLO>abc.h<PDF>>\n", "1:spoof@RLO" },
  /* One BD16 pairing for swapped and mirrored brackets: pairs past a
     depth of 63 are pairs too, and read as pairs under an override.  */
  { .name = "64 nested pairs under an override read as pairs",
    "const char *s = \"<RLO>" BRACKETS64 "<PDF>\";\n", "" },
  { .name = "64 nested pairs, then a lone mirrored < is the cause",
    "const char *s = \"<RLO>" BRACKETS64 "<PDF> <RLI><<PDI>\";\n",
    "1:spoof@RLI" },
  { .name = "one finding per cause: a PDF in a later identifier",
    "int a<RLE>b = 1, c<PDF>d = 2;\n", "1:spoof@RLE 1:unpaired@RLE" },
  { .name = "< between Hebrew comments: the message names the mirror",
    "if (len /* <alef> */ < /* <bet> */ max)\n", "1:rtl-reorder",
    .message = "Hebrew letters make an operator or bracket display as its "
	       "mirror image" },
  { .name = "one finding per cause: an RLI leaking into the next comment",
    "/* RLI<RLI> */ /* PDI<<PDI>> */\n", "1:reorder@RLI" },
  { .name = "a control in a number: a number",
    "int n = 1<RLO>2<PDF>;\n", "1:spoof@RLO",
    .message = "inside a number" },
  { .name = "base auto: an Arabic row is an RTL paragraph",
    "{\"<ar>\", 501},\n{\"<U+0639><U+0627><U+0644><U+0645>\", 502},\n", "",
    .base = BG_BASE_AUTO },
  { .name = "base auto: an Arabic row with an Arabic comment",
    "{\"<ar>\", 501}, // <U+0639><U+0627><U+0644><U+0645>\n", "",
    .base = BG_BASE_AUTO },
  { .name = "base auto: Arabic on both sides of two numbers",
    "\"<ar>\", 1, 2, \"<U+0639><U+0627><U+0644><U+0645>\"\n", "",
    .base = BG_BASE_AUTO },
  { .name = "base auto: the same row as rtl-layout finds nothing either",
    "{\"<ar>\", 501, \"<U+0639><U+0627><U+0644><U+0645>\"},\n", "",
    .base = BG_BASE_AUTO, .checks = "+rtl-layout" },
  { .name = "base auto: U+2029 starts an RTL paragraph of its own",
    "int a = 1;<U+2029>\"<ar>\", 1, 2, \"<U+0639><U+0627><U+0644><U+0645>\";\n",
    "", .base = BG_BASE_AUTO },
  { .name = "base auto: U+0085 starts an RTL paragraph of its own",
    "int b = 1;<U+0085>{\"<ar>\", 501}, // <U+0639><U+0627><U+0644><U+0645>\n",
    "", .base = BG_BASE_AUTO },
  { .name = "base auto: an RTL paragraph keeps a Trojan line a finding",
    "\"<ar>\"; /*<RLO> } <LRI>if (x)<PDI> <LRI> begin */\n", "1:reorder@RLO",
    .base = BG_BASE_AUTO },
  { .name = "base auto: many paragraphs of one atom each",
    "\"<ar>\"<U+2029>\"<ar>\"<U+2029>'<alef>'<U+2029>x<U+2029>\"<ar>\"<U+2029>"
    "\"<ar>\"<U+2029>\"<ar>\"<U+2029>\"<ar>\"<U+2029>\"<ar>\"<U+2029>;\n",
    "", .base = BG_BASE_AUTO },
  { .name = "base auto: an Arabic row with operands that swap",
    "\"<ar>\", f(1, 2);\n", "", .base = BG_BASE_AUTO },
  { .name = "base auto: a paragraph separator starts an RTL paragraph",
    "int a = 1;<U+2029>\"<ar>\", 501,\n", "", .base = BG_BASE_AUTO },

  /* Right-to-left letters alone.  */
  { .name = "Hebrew comments around 10 - 3",
    "int x = /*<alef>*/ 10 - 3 /*<bet>*/;\n", "1:rtl-reorder",
    .message = "Hebrew letters make operands display out of order" },
  { .name = "arguments between Hebrew strings",
    "f (\"<he>\", 1, 2, \"<he2>\");\n", "1:rtl-reorder" },
  { .name = "RTL identifiers in arithmetic", "int x = <alef> - <bet>;\n",
    "1:rtl-reorder" },
  { .name = "RTL identifiers returned",
    "return <alef> - <bet>;\n", "1:rtl-reorder" },

  /* Every kind of literal, and macro definitions.  */
  { .name = "char literal LRE", "char c = '<LRE>';\n", "1:unpaired@LRE",
    .message = "U+202A (LEFT-TO-RIGHT EMBEDDING) in character literal" },
  { .name = "char literal RLO", "char c = '<RLO>';\n", "1:reorder@RLO" },
  { .name = "raw string LRE",
    "const char *r = R\"(<LRE>x)\";\n", "1:unpaired@LRE",
    .message = "U+202A (LEFT-TO-RIGHT EMBEDDING) in raw string literal" },
  { .name = "raw string RLO",
    "const char *r = R\"(<RLO>abc)\";\n", "1:reorder@RLO" },
  { .name = "raw string with delimiter", "auto r = R\"x(a\")<LRE>b)x\";\n",
    "1:unpaired@LRE", .message = "(LEFT-TO-RIGHT EMBEDDING) in raw string literal" },
  { .name = "u8R raw string", "auto r = u8R\"(<LRE>x)\";\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in raw string literal" },
  { .name = "multi-line raw string",
    "const char *r = R\"delim(first \" line\n"
    "<LRE>second \"line\" // not a comment\n"
    "third <RLO>nimda\n"
    ")delim\";\n",
    "2:unpaired@LRE 3:spoof@RLO", .message = "(LEFT-TO-RIGHT EMBEDDING) in raw string literal" },
  { .name = "R\"( is a string in C without raw strings",
    "const char *r = R\"(<LRE>x)\";\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal", .no_raw_strings = true },
  { .name = "u8 string", "const char *a = u8\"<LRE>x\";\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "L string", "const wchar_t *a = L\"<LRE>x\";\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "u string", "const char16_t *a = u\"<LRE>x\";\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "U string", "const char32_t *a = U\"<LRE>x\";\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "L char literal", "wchar_t c = L'<LRE>';\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in character literal" },
  { .name = "comment", "int x; /* <LRE>note */\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in comment" },
  { .name = "escaped quote in string",
    "puts (\"a\\\"<LRE>b\");\n", "1:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "macro definition string", "#define GREETING \"<LRE>hello\"\n",
    "1:unpaired@LRE", .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "macro definition spoof", "#define MSG \"<RLO>nimda<PDF>\"\n",
    "1:spoof@RLO" },
  { .name = "inside #if 0",
    "#if 0\nconst char *s = \"<RLO>nimda<PDF>\";\n#endif\n",
    "2:spoof@RLO" },

  /* Renderings escape what a terminal would act on: C1 CSI and NEL.  */
  { .name = "C1 controls on a trojan line",
    "x = \"<U+009B>31m<U+0080>\"; /*<RLO> } <LRI>if (a)<PDI> <LRI> b */\n",
    "1:reorder@RLO" },

  /* Characters of class B (paragraph separators) inside a line: a display
     that honours them (UAX #9 P1: ICU in browsers, Pango) starts a new
     paragraph there, where the controls that follow work in full.  They
     must not hide what follows them.  */
  { .name = "U+2029 before a balanced RLO",
    "/*<U+2029>*/ if (strcmp (s, \"<RLO>nimda<PDF>\") == 0)\n",
    "1:reorder@RLO" },
  { .name = "U+001C before commenting-out",
    "/*<U+001C>*/ /*<RLO> } <LRI>if (a)<PDI> <LRI> b */\n", "1:reorder@RLO" },
  { .name = "U+0085 before a spoof",
    "/*<U+0085>*/ x = \"<RLO>nimda<PDF>\";\n", "1:spoof@RLO" },
  { .name = "U+001E before RLM marks",
    "x = \"<U+001E>\"; int y = /*<RLM>*/ 10 - 3 /*<RLM>*/;\n",
    "1:reorder@RLM" },

  /* Embedding depth as UAX #9 counts it.  */
  { .name = "override behind 40 embeddings",
    "const char *s = \"<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><RLO>nimda<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF>\";\n",
    "1:spoof@RLO" },

  /* Identifiers.  */
  { .name = "a<LRE>b<PDF>c identifier",
    "int a<LRE>b<PDF>c = 1;\n", "1:spoof@LRE",
    .message = "inside an identifier makes it look like another name" },
  { .name = "open LRE in identifier", "int a<LRE>b = 1;\n",
    "1:spoof@LRE 1:unpaired@LRE", .message = "inside an identifier" },
  { .name = "open RLE in identifier reorders", "int a<RLE>b = 1;\n",
    "1:reorder@RLE" },

  /* Must stay silent with the default checks.  */
  { .name = "Hebrew comment", "int x = 1; // <he> <he2>, 10 - 3 <he3>\n", "" },
  { .name = "Hebrew block comment", "x = 1; /* <he> 10 - 3 <he2> */\n", "" },
  { .name = "Arabic string", "const char *s = \"<ar>\";\n", "" },
  { .name = "Persian string and comment",
    "puts (\"<fa> <ar>\"); // <fa>\n", "" },
  { .name = "one RTL string per line", "puts (\"<he> world\");\n", "" },
  { .name = "RLE around a Hebrew sentence with an English word",
    "const char *m = \"<RLE><he> GCC <he2><PDF>\";\n", "" },
  { .name = "LRE around an English phrase inside Hebrew",
    "const char *m = \"<he> <LRE>GNU Compiler<PDF> <he2>\";\n", "" },
  { .name = "FSI around %s",
    "printf (\"<he> <FSI>%s<PDI> <he2>\\n\", name);\n", "" },
  { .name = "RLI around an Arabic name",
    "printf (\"Hello, <RLI><ar><PDI>!\\n\");\n", "" },
  { .name = "RLM after punctuation ending a Hebrew string",
    "puts (\"<he>!<RLM>\");\n", "" },
  { .name = "LRM around a version number",
    "puts (\"<he> <LRM>1.2.3<LRM> <he2>\");\n", "" },
  { .name = "RLE around LTR words", "puts (\"<RLE>hello world<PDF>\");\n", "" },
  { .name = "RLI around LTR words", "puts (\"<RLI>hello world<PDI>\");\n", "" },
  { .name = "RTL string table: the same strings in right-to-left order",
    "const char *m[] = { \"<he>\", \"<he2>\", \"<he3>\" };\n",
    "" },
  { .name = "RTL ternary: the same strings in right-to-left order",
    "s = c ? \"<he>\" : \"<he2>\";\n", "" },
  { .name = "number after RTL text", "set_text (\"test <ar>\", -1);\n", "" },
  { .name = "stray PDF", "puts (\"done<PDF>\");\n", "" },
  { .name = "stray PDI", "int x; /* done <PDI> */\n", "" },
  { .name = "PDI closes the embeddings inside its isolate",
    "int x; // <LRI><LRE>x<PDI>\n", "" },
  { .name = "\\u202E escape", "const char *s = \"\\u202E\";\n", "" },
  { .name = "override past depth 125 does nothing",
    "const char *s = \"<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE>"
    "<LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><LRE><RLE><RLO>nimda<PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF><PDF>"
    "<PDF><PDF><PDF><PDF><PDF><PDF><PDF>\";\n",
    "" },
  { .name = "Hebrew comment, base rtl", "int x = 1; // <he> <he2>\n", "",
    .base = BG_BASE_RTL },
  { .name = "Hebrew comment, base auto",
    "// <he> <he2>\nint x = 1; // <he>\n", "",
    .base = BG_BASE_AUTO },
  { .name = "RLE around Hebrew, base rtl",
    "const char *m = \"<RLE><he> GCC <he2><PDF>\";\n", "",
    .base = BG_BASE_RTL },
  { .name = "FSI around %s, base auto",
    "printf (\"<he> <FSI>%s<PDI> <he2>\\n\", name);\n", "",
    .base = BG_BASE_AUTO },

  /* The off-by-default checks, and check selection.  */
  { .name = "stray PDF with any", "puts (\"done<PDF>\");\n", "1:any@PDF",
    .checks = "+any",
    .message = "bidirectional control character U+202C (POP DIRECTIONAL FORMATTING)" },
  { .name = "stray PDI with any", "int x; /* done <PDI> */\n", "1:any@PDI",
    .checks = "+any" },
  { .name = "RLM with any",
    "puts (\"<he>!<RLM>\");\n", "1:any@RLM", .checks = "+any",
    .message = "bidirectional mark U+200F (RIGHT-TO-LEFT MARK)" },
  { .name = "any counts the rest of the line", COMMENTING_OUT,
    "3:any@RLO 5:any@RLO", .checks = "any",
    .message = "U+202E (RIGHT-TO-LEFT OVERRIDE) and 3 more on this line" },
  { .name = "all: still one finding per line", COMMENTING_OUT,
    "3:reorder@RLO 5:reorder@RLO", .checks = "all" },
  { .name = "none", COMMENTING_OUT, "", .checks = "none" },
  { .name = "reorder,spoof drops unpaired", "char c = '<LRE>';\n", "",
    .checks = "reorder,spoof" },
  { .name = "reorder,spoof keeps reorder", STRETCHED, "2:reorder@RLO",
    .checks = "reorder,spoof" },
  { .name = "-rtl-reorder",
    "int x = <alef> - <bet>;\n", "", .checks = "-rtl-reorder" },
  { .name = "ucn \\u202E", "const char *s = \"\\u202E\";\n", "1:ucn@18",
    .checks = "+ucn",
    .message = "escape sequence produces "
	       "U+202E (RIGHT-TO-LEFT OVERRIDE) at run time" },
  { .name = "ucn \\U0000202E",
    "const char *s = \"x\\U0000202E\";\n", "1:ucn@19",
    .checks = "+ucn", .message = "U+202E (RIGHT-TO-LEFT OVERRIDE)" },
  { .name = "ucn \\u2066 in a char literal",
    "wchar_t c = L'\\u2066';\n", "1:ucn@15",
    .checks = "+ucn", .message = "U+2066 (LEFT-TO-RIGHT ISOLATE)" },
  { .name = "ucn \\u200F", "const char *s = \"\\u200F\";\n", "1:ucn@18",
    .checks = "+ucn" },
  { .name = "ucn ignores other escapes",
    "const char *s = \"\\u0041\\u05D0\";\n", "",
    .checks = "+ucn" },
  { .name = "ucn ignores an escaped backslash",
    "const char *s = \"\\\\u202E\";\n", "", .checks = "+ucn" },
  { .name = "ucn ignores comments", "// \\u202E\n", "", .checks = "+ucn" },
  { .name = "ucn ignores raw strings", "auto s = R\"(\\u202E)\";\n", "",
    .checks = "+ucn" },
  { .name = "ucn ignores header names: no escape in them",
    "#include \"a\\u202E.h\"\n#if __has_include(\"b\\u202E.h\")\n", "",
    .checks = "+ucn" },
  { .name = "rtl-layout: string table",
    "const char *m[] = { \"<he>\", \"<he2>\", \"<he3>\" };\n", "1:rtl-layout",
    .checks = "+rtl-layout",
    .message = "Hebrew letters make code display out of order" },
  { .name = "rtl-layout: ternary",
    "s = c ? \"<he>\" : \"<he2>\";\n", "1:rtl-layout",
    .checks = "+rtl-layout" },
  { .name = "rtl-layout: string row, visibly broken",
    "const struct row r = { \"<he>\", 3, 4 };\n", "1:rtl-layout",
    .checks = "+rtl-layout",
    .message = "Hebrew letters make code display out of order" },
  { .name = "rtl-layout: ternary, visibly broken",
    "s = c ? \"<he>\" : 7;\n", "1:rtl-layout",
    .checks = "+rtl-layout" },
  { .name = "rtl-layout: number after RTL text",
    "set_text (\"test <ar>\", -1);\n",
    "1:rtl-layout", .checks = "+rtl-layout" },
  { .name = "rtl-layout: one RTL string stays silent",
    "puts (\"<he> world\");\n", "",
    .checks = "+rtl-layout" },
};

static void
run_case (const struct check_case *c)
{
  struct bg_options opts;
  bg_options_init (&opts);
  opts.base = c->base;
  opts.lang.raw_strings = !c->no_raw_strings;
  char err[256] = "";
  if (c->checks
      && !UNIT_CHECK (bg_parse_checks (c->checks, &opts.checks, err,
				       sizeof err),
		      "%s: checks %s: %s", c->name, c->checks, err))
    return;
  char *text = expand_escapes (c->src);
  struct found_list list = { 0 };
  scan_text (c->name, text, strlen (text), &opts, &list);
  check_invariants (c->name, text, strlen (text), &list);
  bool ok = match_findings (c->name, text, c->expect, &list);
  if (ok && c->message && list.n && (!c->gap || (c->gap & fribidi_gaps ())))
    UNIT_CHECK (strstr (list.v[0].message, c->message) != NULL,
		"%s: message \"%s\" lacks \"%s\"", c->name, list.v[0].message,
		c->message);
  free_findings (&list);
  free (text);
}

/* Fix-its: every fix-it of every finding applied to SRC gives FIXED, and
   FIXED scans clean with the default checks (fixit.c: same program,
   visible source).  FIXED NULL: no finding may carry a fix-it.  HINT: a
   substring of the first finding's advice note.  */
struct fixit_case
{
  const char *name;
  const char *src;
  const char *fixed;
  const char *hint;
  const char *cause;      /* the first finding's named cause, or NULL */
};

static const struct fixit_case fixit_cases[] = {
  /* lookalike: the pair spaced, still comment text; an ASCII star in
     place of U+2217 would end the comment there.  */
  { "lookalike: spaced", "x; /* a \xe2\x88\x97/ y = 1; */\n",
    "x; /* a * / y = 1; */\n", "the fix-it writes them as '* /'",
    "U+2217 (ASTERISK OPERATOR)" },
  { "lookalike: an invisible between", "x; /* a *\xe2\x80\x8b/ y; */\n",
    "x; /* a * / y; */\n", NULL, "U+200B (ZERO WIDTH SPACE)" },
  { "lookalike: across lines", "/* a \xe2\x88\x97\xe2\x88\x95\nx = 1;\n*/\n",
    "/* a * /\nx = 1;\n*/\n", NULL, "U+2217 (ASTERISK OPERATOR)" },
  { "lookalike: a raw string's text is its own, no fix-it",
    "r = R\"x(a)x\xe2\x80\x9d; f (); //)x\";\n", NULL,
    "no automatic fix: the characters are the string's text", NULL },
  { "lookalike: a slash before would make a slash-star",
    "x; /* a /\xe2\x88\x97/ y; */\n", NULL, "no automatic fix", NULL },
  { "string", "x = \"<LRE>a\";\n", "x = \"\\u202Aa\";\n",
    "write it as \\u202A", "U+202A (LEFT-TO-RIGHT EMBEDDING)" },
  { "string: unpaired stays open at run time", "x = \"<LRE>a<LRI>b\";\n",
    "x = \"\\u202Aa\\u2066b\";\n", "close it with \\u202C", NULL },
  { "block comment", "int x; /* <LRE>note */\n", "int x; /* note */\n",
    "delete the invisible character (the fix-it does this)", NULL },
  { "line comment", "int x; // <LRI>note\n", "int x; // note\n", "delete", NULL },
  { "adjacent controls make one fix-it", "int x; // <LRI><RLO><LRE>note\n",
    "int x; // note\n", "delete", NULL },
  { "char literal", "char c = '<LRE>';\n", "char c = '\\u202A';\n",
    "\\u202A", NULL },
  { "raw string is split", "r = R\"x(<LRE>a)x\";\n",
    "r = R\"x()x\" \"\\u202A\" R\"x(a)x\";\n", "a raw string cannot show", NULL },
  { "u8 raw string, plain pieces concatenate", "r = u8R\"(a<RLO>bc<PDF>d)\";\n",
    "r = u8R\"(a)\" \"\\u202E\" R\"(bc)\" \"\\u202C\" R\"(d)\";\n", NULL,
    "U+202E (RIGHT-TO-LEFT OVERRIDE)" },
  { "multi-line raw string, delimiter from the close",
    "r = R\"x(a\n<LRE>b)x\";\n", "r = R\"x(a\n)x\" \"\\u202A\" R\"x(b)x\";\n",
    NULL, NULL },
  { "middle line of a raw string: no delimiter, no fix-it",
    "r = R\"x(a\n<LRE>b\nc)x\";\n", NULL, "a raw string cannot show", NULL },
  { "identifier keeps its name", "int a<LRE>b = 1;\n",
    "int a\\u202Ab = 1;\n", "rename it, or write it as \\u202A", NULL },
  { "commenting out", "x; /*<RLO> } <LRI>if (a)<PDI> <LRI> y */\n",
    "x; /* } if (a)  y */\n", "delete the invisible characters",
    "U+202E (RIGHT-TO-LEFT OVERRIDE)" },
  { "stretched string", STRETCHED,
    "    const char *access_level = \"user\";\n"
    "    if (strcmp (access_level, \"user\\u202E \\u2066// Check if admin"
    "\\u2069 \\u2066\")) {\n", "\\u202E", NULL },
  { "marks in two comments", "int x = /*<RLM>*/ 10 - 3 /*<RLM>*/;\n",
    "int x = /**/ 10 - 3 /**/;\n", "delete the invisible characters",
    "U+200F (RIGHT-TO-LEFT MARK)" },
  { "leaking override", "if (strcmp(user, \"<RLO>toor<PDF>\") == 0) x();\n",
    "if (strcmp(user, \"\\u202Etoor\\u202C\") == 0) x();\n", "\\u202E", NULL },
  { "two findings on a line fix different controls",
    "/*<RLO>nimda<PDF>*/ int a<LRE>b<PDF>;\n",
    "/*nimda*/ int a\\u202Ab\\u202C;\n", "delete", NULL },
  { "spliced comment", "// note <LRE>\\\nmore\n", "// note \\\nmore\n",
    "delete", NULL },
  { "header name: no escapes there", "#include \"a<RLO>b.h\"\n", NULL,
    "a header name cannot hold escapes", NULL },
  /* The lexer says what a header name is, wherever cpp reads one: no
     line of the directive is parsed again.  */
  { "__has_include's header name: no escapes there",
    "#if __has_include(\"a<RLO>b.h\")\n#endif\n", NULL,
    "a header name cannot hold escapes", NULL },
  { "header name after a comment: no escapes there",
    "#/**/include \"a<RLO>b.h\"\n", NULL,
    "a header name cannot hold escapes", NULL },
  { "header name on a spliced line: no escapes there",
    "#include \\\n\"a<RLO>b.h\"\n", NULL,
    "a header name cannot hold escapes", NULL },
  { "a string on a #define line is a string, which a macro may stringize",
    "#define S \"<LRE>a\"\n", NULL,
    "no fix-it: a macro may stringize a literal of its definition", NULL },
  { "a string in a call of a macro defined in the file: no fix-it",
    "#define Q(x) #x\nconst char *q = Q (\"<LRE>a\");\n", NULL,
    "no fix-it: 'Q' is a macro that may stringize", NULL },
  { "a string in assert: no fix-it",
    "void f (const char *s) { assert (s != \"<LRE>a\"); }\n", NULL,
    "no fix-it: 'assert' is a macro", NULL },
  { "a string in a call of a function: fixed",
    "int f (const char *);\nint x = f (\"<LRE>a\");\n",
    "int f (const char *);\nint x = f (\"\\u202Aa\");\n",
    "write it as \\u202A", NULL },
  { "a comment's fix-it before a literal in a macro call: none",
    "#define Q(x) #x\nconst char *q = /* <RLO> */ Q (\"<LRI>a\");\n", NULL,
    "no fix-it: 'Q' is a macro", NULL },
  { "a string in a macro call over two lines: no fix-it",
    "#define Q(x) #x\nconst char *q = Q (\n  \"<LRE>a\");\n", NULL,
    "no fix-it: 'Q' is a macro", NULL },
  { "letters: no automatic fix", "int x = /*<alef>*/ 10 - 3 /*<bet>*/;\n",
    NULL, "no automatic fix: move the right-to-left text",
    "Hebrew letters" },
  { "letters in identifiers", "int f (int <he>, int <he2>) { return <he> - <he2>; }\n",
    NULL, "name these in Latin letters", "Hebrew letters" },
  { "Syriac named by its block", "int y = /* <U+072B><U+0720> */ 10 - 3 /* <alef> */;\n",
    NULL, NULL, "Syriac and Hebrew letters" },
  { "Adlam, outside the BMP", "int z = /* <U+1E900> */ 10 - 3 /* <U+1E901> */;\n",
    NULL, NULL, "Adlam letters" },
  { "Arabic and Hebrew named", "int x = /*<ar>*/ 10 - 3 /*<alef>*/;\n", NULL,
    NULL, "Arabic and Hebrew letters" },
};

/* TEXT with every fix-it of LIST applied; caller frees.  */
static char *
apply_fixits (const char *text, const struct found_list *list)
{
  struct line_table lines;
  split_lines (text, strlen (text), &lines);
  size_t len = strlen (text), cap = len * 8 + 64;
  char *out = malloc (cap);
  if (!out)
    abort ();
  strcpy (out, text);
  /* From the end backwards, so that earlier offsets stay valid.  */
  for (size_t i = list->n; i-- > 0;)
    for (size_t k = list->v[i].f.nfixits; k-- > 0;)
      {
	const struct bg_fixit *x = &list->v[i].f.fixits[k];
	size_t at = lines.start[list->v[i].f.line - 1] + x->byte_col - 1;
	size_t tl = strlen (x->text), rest = strlen (out + at + x->byte_len);
	memmove (out + at + tl, out + at + x->byte_len, rest + 1);
	memcpy (out + at, x->text, tl);
      }
  free_lines (&lines);
  return out;
}

static void
run_fixit_case (const struct fixit_case *c)
{
  struct bg_options opts;
  bg_options_init (&opts);
  char *text = expand_escapes (c->src);
  struct found_list list = { 0 };
  scan_text (c->name, text, strlen (text), &opts, &list);
  check_invariants (c->name, text, strlen (text), &list);
  size_t nfix = 0;
  for (size_t i = 0; i < list.n; i++)
    nfix += list.v[i].f.nfixits;
  if (!UNIT_CHECK (list.n > 0, "fix-it %s: no finding", c->name))
    ;
  else if (!c->fixed)
    UNIT_CHECK (nfix == 0, "fix-it %s: %zu fix-its, expected none", c->name,
		nfix);
  else
    {
      char *fixed = apply_fixits (text, &list);
      char *want = expand_escapes (c->fixed);
      if (!UNIT_CHECK (strcmp (fixed, want) == 0,
		       "fix-it %s: fixed text\n    %s\n  expected\n    %s",
		       c->name, fixed, want))
	print_findings (&list);
      struct found_list again = { 0 };
      scan_text (c->name, fixed, strlen (fixed), &opts, &again);
      if (!UNIT_CHECK (again.n == 0, "fix-it %s: %zu findings after the fix",
		       c->name, again.n))
	print_findings (&again);
      free_findings (&again);
      free (fixed);
      free (want);
    }
  if (list.n && c->hint)
    UNIT_CHECK (list.v[0].f.hint && strstr (list.v[0].f.hint, c->hint),
		"fix-it %s: hint \"%s\" lacks \"%s\"", c->name,
		list.v[0].f.hint ? list.v[0].f.hint : "(none)", c->hint);
  if (list.n && c->cause)
    UNIT_CHECK (list.v[0].f.cause && strcmp (list.v[0].f.cause, c->cause) == 0,
		"fix-it %s: cause \"%s\", expected \"%s\"", c->name,
		list.v[0].f.cause ? list.v[0].f.cause : "(none)", c->cause);
  free_findings (&list);
  free (text);
}

/* The marker comment silences letter-caused findings on its line only,
   and never a finding caused by a control or mark.  */
static const struct check_case marker_cases[] = {
  { .name = "marker silences rtl-reorder",
    "int x = /*<alef>*/ 10 - 3 /*<bet>*/; /* bidiguard: rtl-text */\n", "" },
  { .name = "marker as a // comment, blanks aside",
    "int x = /*<alef>*/ 10 - 3 /*<bet>*/; //   bidiguard: rtl-text  \n", "" },
  { .name = "marker silences rtl-layout",
    "const char *m[] = {\"<he>\", \"<he2>\"}; /* bidiguard: rtl-text */\n", "",
    .checks = "+rtl-layout" },
  { .name = "marker on another line does nothing",
    "/* bidiguard: rtl-text */\nint x = /*<alef>*/ 10 - 3 /*<bet>*/;\n",
    "2:rtl-reorder" },
  { .name = "marker must be the whole comment",
    "int x = /*<alef>*/ 10 - 3 /*<bet>*/; /* not bidiguard: rtl-text */\n",
    "1:rtl-reorder" },
  { .name = "marker does not silence a reorder by marks",
    "int x = /*<RLM>*/ 10 - 3 /*<RLM>*/; /* bidiguard: rtl-text */\n",
    "1:reorder@RLM" },
  { .name = "marker does not silence commenting out",
    "x; /*<RLO> } <LRI>if (a)<PDI> <LRI> y */ /* bidiguard: rtl-text */\n",
    "1:reorder@RLO" },
  { .name = "marker does not silence a spoof",
    "const char *s = \"<RLO>nimda<PDF>\"; // bidiguard: rtl-text\n",
    "1:spoof@RLO" },
  { .name = "marker does not silence unpaired",
    "const char *s = \"<LRI>nimda\"; // bidiguard: rtl-text\n",
    "1:unpaired@LRI" },
};

/* Random lines of right-to-left letters, numbers, operators, literals,
   comments, marks and isolates (attribution.h): wherever the marker
   comment could silence a finding, the line displays exactly as it does
   without its controls and marks.  Deterministic (a fixed LCG), and not
   vacuous: some lines must change display and carry a finding.  */
static void
test_attribution (void)
{
  static const char *const pieces[] = {
    "/* <alef> */ ", "/* <bet><LRM> */ ", "/* <LRM><bet> */ ", "\"<he>\"",
    "\"<ar>\"", "\"10\"", "'0'", "10", "3", " - ", " < ", " ? ", " : ",
    ", ", " ", "<LRM>", "<RLM>", "<ALM>", "<LRI>", "<RLI>", "<PDI>",
    "\"<he><LRM> <he2>\"", "\"<LRI><alef><PDI><bet>\"", "x", "(", ")",
    "<alef>", "/* <he> */", "\"<he> <FSI>%s<PDI>\"",
  };
  const size_t npieces = sizeof pieces / sizeof *pieces;
  static const enum bg_base bases[] = { BG_BASE_LTR, BG_BASE_RTL,
					BG_BASE_AUTO };
  unsigned long seed = 12345, shown = 0, lines = 0;
  char src[512], why[200];
  for (int k = 0; k < 1500; k++)
    {
      strcpy (src, "int v = ");
      int count = 3 + (int) ((seed >> 16) % 9);
      for (int j = 0; j < count; j++)
	{
	  seed = seed * 6364136223846793005ul + 1442695040888963407ul;
	  strcat (src, pieces[(seed >> 33) % npieces]);
	}
      strcat (src, ";");
      char *text = expand_escapes (src);
      for (int e = 0; e < 2; e++)
	{
	  enum bg_base base = bases[(seed >> 20) % 3];
	  int r = attribution_check (text, strlen (text),
				     e ? BG_ENGINES_FRIBIDI : BG_ENGINES_ICU,
				     base, why, sizeof why);
	  UNIT_CHECK (r >= 0, "attribution: %s: %s", src, why);
	  shown += r > 0;
	  lines++;
	}
      free (text);
    }
  UNIT_CHECK (shown > 20, "attribution: only %lu of %lu random lines change "
	      "display without their marks and carry a finding", shown, lines);
  printf ("# attribution: %lu of %lu random lines change display without "
	  "their controls and carry a finding; none silenced\n", shown, lines);
}

/* What a terminal would act on is escaped in both renderings, and the
   displayed one leaves controls out.  */
static void
test_renderings (void)
{
  static const char *const srcs[] = {
    "int x = /*<RLM>*/ 10 - 3 /*<RLM><U+2028>*/;\n",
    "const char *s = \"<RLM><U+2029>x<U+0085>\";\n",
  };
  for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++)
    {
      struct bg_options opts;
      bg_options_init (&opts);
      if (i)   /* paragraph separators end the reordering: any reports */
	opts.checks = BG_CHECK_BIT (BG_CHECK_ANY);
      char *text = expand_escapes (srcs[i]);
      struct found_list list = { 0 };
      scan_text ("renderings", text, strlen (text), &opts, &list);
      check_invariants ("renderings", text, strlen (text), &list);
      if (UNIT_CHECK (list.n == 1, "renderings %zu: %zu findings", i, list.n))
	{
	  const struct found *f = &list.v[0];
	  const char *sep = i ? "<U+2029>" : "<U+2028>";
	  UNIT_CHECK (strstr (f->displayed, sep) && strstr (f->compiled, sep),
		      "renderings %zu: %s not escaped: %s / %s", i, sep,
		      f->displayed, f->compiled);
	  UNIT_CHECK (!strstr (f->displayed, "<U+200F>")
		      && strstr (f->compiled, "<U+200F>"),
		      "renderings %zu: RLM must be invisible in \"%s\" and "
		      "escaped in \"%s\"", i, f->displayed, f->compiled);
	  UNIT_CHECK (!i || strstr (f->compiled, "<U+0085>"),
		      "renderings %zu: NEL not escaped: %s", i, f->compiled);
	  UNIT_CHECK (f->f.escape_source, "renderings %zu: line not escaped",
		      i);
	}
      free_findings (&list);
      free (text);
    }
  /* Right-to-left letters alone: the quoted line stays readable.  */
  struct bg_options opts;
  bg_options_init (&opts);
  char *text = expand_escapes ("int x = /*<fa>*/ 10 - 3 /*<fa>*/;\n");
  struct found_list list = { 0 };
  scan_text ("renderings", text, strlen (text), &opts, &list);
  if (UNIT_CHECK (list.n == 1, "renderings: Persian line: %zu findings",
		  list.n))
    UNIT_CHECK (!list.v[0].f.escape_source,
		"renderings: a line of Persian letters is quoted escaped");
  free_findings (&list);
  free (text);
}

/* The first line of TEXT with its bidi controls and marks written as
   <U+XXXX>: what the "compiled as" rendering must be.  */
static char *
escape_controls (const char *text)
{
  size_t n = strcspn (text, "\n"), used;
  char *out = malloc (n * 4 + 1), *o = out;   /* ALM: 2 bytes, 8 out */
  if (!out)
    abort ();
  for (size_t i = 0; i < n; i += used)
    {
      long cp = utf8_decode ((const unsigned char *) text + i, n - i, &used);
      if (is_bidi_control (cp))
	o += sprintf (o, "<U+%04lX>", (unsigned long) cp);
      else
	memcpy (o, text + i, used), o += used;
    }
  *o = '\0';
  return out;
}

/* Columns: byte_col at the causing character, display_col as GCC counts
   (tabs to the next multiple of 8, controls zero, CJK two).  */
static void
test_columns (void)
{
  static const struct
  {
    const char *src;
    size_t byte_col, display_col;
  } cols[] = {
    { "\t/*<RLO> } <LRI>if (a)<PDI> <LRI> b */\n", 4, 11 },
    { "x = \"<alef><LRE>a<PDF>\";\t/*<RLO> } <LRI>if (a)<PDI> <LRI> b */\n",
      20, 19 },
    { "/*<U+4E2D>*/ /*<RLO> } <LRI>if (a)<PDI> <LRI> b */\n", 11, 10 },
    { "  \t  char c = '<RLO>';\n", 16, 21 },
  };
  for (size_t i = 0; i < sizeof cols / sizeof cols[0]; i++)
    {
      struct bg_options opts;
      bg_options_init (&opts);
      char *text = expand_escapes (cols[i].src);
      struct found_list list = { 0 };
      scan_text ("columns", text, strlen (text), &opts, &list);
      check_invariants ("columns", text, strlen (text), &list);
      if (UNIT_CHECK (list.n == 1 && list.v[0].f.check == BG_CHECK_REORDER,
		      "columns %zu: %zu findings, expected one reorder", i,
		      list.n))
	{
	  const struct bg_finding *f = &list.v[0].f;
	  UNIT_CHECK (f->byte_col == cols[i].byte_col
		      && f->display_col == cols[i].display_col,
		      "columns %zu: byte/display column %zu/%zu, expected "
		      "%zu/%zu", i, f->byte_col, f->display_col,
		      cols[i].byte_col, cols[i].display_col);
	  char *expected = escape_controls (text);
	  UNIT_CHECK (strcmp (list.v[0].compiled, expected) == 0,
		      "columns %zu: compiled rendering \"%s\", expected \"%s\"",
		      i, list.v[0].compiled, expected);
	  UNIT_CHECK (strstr (list.v[0].displayed, "<U+") == NULL,
		      "columns %zu: displayed rendering shows a control: %s", i,
		      list.v[0].displayed);
	  free (expected);
	}
      else
	print_findings (&list);
      free_findings (&list);
      free (text);
    }
}

/* SRC with every LF replaced by EOL.  */
static char *
with_line_ends (const char *src, const char *eol)
{
  char *out = malloc (strlen (src) * 2 + 1), *o = out;
  if (!out)
    abort ();
  for (; *src; src++)
    if (*src == '\n')
      o = stpcpy (o, eol);
    else
      *o++ = *src;
  *o = '\0';
  return out;
}

/* CRLF and lone CR give the same findings, on the same lines and columns,
   with fix-its at the same place.  */
static void
test_line_ends (void)
{
  static const char *const srcs[] = {
    COMMENTING_OUT,
    STRETCHED,
    "const char *r = R\"d(a\n<LRE>b\n<RLO>nimda\n)d\";\n",
    "const char *s = \"abc\\\n<LRE>def\";\n// x \\\n<LRI>y\nint a<LRE>b;\n",
    "/* a\n<LRE>b\n*/ int x = /*<RLM>*/ 10 - 3 /*<RLM>*/;\n",
  };
  struct bg_options opts;
  bg_options_init (&opts);
  for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++)
    {
      char *lf = expand_escapes (srcs[i]);
      struct found_list ref = { 0 };
      scan_text ("line ends LF", lf, strlen (lf), &opts, &ref);
      UNIT_CHECK (ref.n > 0, "line ends %zu: no findings with LF", i);
      for (int e = 0; e < 2; e++)
	{
	  char *text = with_line_ends (lf, e ? "\r" : "\r\n");
	  struct found_list list = { 0 };
	  scan_text ("line ends", text, strlen (text), &opts, &list);
	  check_invariants (e ? "CR" : "CRLF", text, strlen (text), &list);
	  bool same = list.n == ref.n;
	  for (size_t k = 0; same && k < list.n; k++)
	    {
	      const struct bg_finding *a = &ref.v[k].f, *b = &list.v[k].f;
	      same = a->line == b->line && a->check == b->check
		     && a->byte_col == b->byte_col
		     && a->display_col == b->display_col
		     && a->range_start == b->range_start
		     && a->range_end == b->range_end
		     && a->nfixits == b->nfixits
		     && (!a->nfixits
			 || a->fixits[0].byte_col == b->fixits[0].byte_col);
	    }
	  if (!UNIT_CHECK (same, "line ends %zu: %s findings differ from LF",
			   i, e ? "CR" : "CRLF"))
	    {
	      printf (" with LF:\n");
	      print_findings (&ref);
	      printf (" with %s:\n", e ? "CR" : "CRLF");
	      print_findings (&list);
	    }
	  free_findings (&list);
	  free (text);
	}
      free_findings (&ref);
      free (lf);
    }
}

/* Line splices carry a string or a // comment onto the next line, and an
   unterminated block comment runs to the end of the file.  */
static const struct check_case continuation_cases[] = {
  { .name = "splice continues a string",
    "const char *s = \"abc\\\n<LRE>def\";\n",
    "2:unpaired@LRE", .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "splice continues a // comment",
    "// note \\\n<LRE>continued \"comment\n int x = 1;\n", "2:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in comment" },
  { .name = "splice inside a /* comment is nothing special",
    "/* a \\\n<LRE>b */ int x;\n", "2:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in comment" },
  { .name = "a string after a spliced comment ends is code",
    "// note \\\nstill comment\nputs (\"<LRE>x\");\n", "3:unpaired@LRE",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in string literal" },
  { .name = "unterminated block comment at end of file",
    "int x;\n/* <LRE>never closed\nstill <RLO>nimda",
    "2:unpaired@LRE 3:spoof@RLO",
    .message = "(LEFT-TO-RIGHT EMBEDDING) in comment" },
  { .name = "no trailing newline",
    "int x; /* <RLO>eurt<PDF> */", "1:spoof@RLO" },
};

int
main (void)
{
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    run_case (&cases[i]);
  size_t n_cont = sizeof continuation_cases / sizeof continuation_cases[0];
  for (size_t i = 0; i < n_cont; i++)
    run_case (&continuation_cases[i]);
  for (size_t i = 0; i < sizeof fixit_cases / sizeof fixit_cases[0]; i++)
    run_fixit_case (&fixit_cases[i]);
  for (size_t i = 0; i < sizeof marker_cases / sizeof marker_cases[0]; i++)
    run_case (&marker_cases[i]);
  test_attribution ();
  test_renderings ();
  test_columns ();
  test_line_ends ();
  return unit_finish ("test-checks");
}
