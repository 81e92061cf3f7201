/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-icu.c - UAX #9 by ICU's ubidi, the engine of Chromium (so of
 * VS Code and of web code review), loaded only when a line needs it.
 *
 * The plugin must not cost an ASCII compile anything, so libicuuc is not
 * linked: the first line that is not provably quiet opens it with
 * dlopen.  The library name and the version suffix of its symbols
 * (ubidi_open_72 in ICU 72) come from <unicode/uvernum.h> at build time,
 * so the engine that runs is the one whose headers it was built against.
 * ICU takes UTF-16: each line is converted with an index map back to code
 * points (an invalid byte becomes U+FFFD, class ON like the core's own
 * reading of invalid bytes).  The handle and all scratch live in struct
 * bg_icu, owned by one scanner: no global state (dlopen counts its own
 * references).
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/uvernum.h>

#include "core.h"

#define BG_STR2(x) #x
#define BG_STR(x) BG_STR2 (x)
#define BG_ICU_MAJOR BG_STR (U_ICU_VERSION_MAJOR_NUM)
#define BG_ICU_LIB "libicuuc.so." BG_ICU_MAJOR
#define BG_ICU_I18N_LIB "libicui18n.so." BG_ICU_MAJOR

typedef UBiDi *(*open_fn) (int32_t, int32_t, UErrorCode *);
typedef void (*close_fn) (UBiDi *);
typedef void (*set_para_fn) (UBiDi *, const UChar *, int32_t, UBiDiLevel,
			     UBiDiLevel *, UErrorCode *);
typedef const UBiDiLevel *(*get_levels_fn) (UBiDi *, UErrorCode *);
typedef void (*get_map_fn) (UBiDi *, int32_t *, UErrorCode *);
typedef UBiDiLevel (*get_para_level_fn) (const UBiDi *);
typedef UCharDirection (*char_direction_fn) (UChar32);
typedef int32_t (*char_name_fn) (UChar32, UCharNameChoice, char *, int32_t,
				 UErrorCode *);
typedef UScriptCode (*get_script_fn) (UChar32, UErrorCode *);
typedef const char *(*script_name_fn) (UScriptCode);
typedef int32_t (*script_extensions_fn) (UChar32, UScriptCode *, int32_t,
					 UErrorCode *);
typedef USpoofChecker *(*spoof_open_fn) (UErrorCode *);
typedef void (*spoof_close_fn) (USpoofChecker *);
typedef void (*spoof_set_checks_fn) (USpoofChecker *, int32_t, UErrorCode *);
typedef void (*spoof_set_level_fn) (USpoofChecker *, URestrictionLevel);
typedef int32_t (*spoof_check_fn) (const USpoofChecker *, const char *,
				   int32_t, USpoofCheckResult *, UErrorCode *);

/* One identifier character: its skeleton and its script.  */
struct twin_entry
{
  char skel[32];
  int32_t script;
};

/* UTS #39 by uspoof, in libicui18n: opened after libicuuc, the first
   time an identifier holds a non-ASCII character.  */
struct bg_spoof
{
  void *lib;
  int state;              /* 0 not tried, 1 loaded, -1 unavailable */
  USpoofChecker *checker;
  spoof_close_fn close;
  spoof_check_fn check;
  char_name_fn char_name;
  get_script_fn get_script;
  script_name_fn script_name;
  script_extensions_fn script_extensions;
  char error[200];
  struct twin_entry *twins;  /* identifier characters of the scripts in
				twin_scripts, by skeleton (bg_icu_has_twin) */
  size_t ntwins, twins_cap;
  int32_t twin_scripts[16];
  size_t ntwin_scripts;
};
typedef void (*set_class_callback_fn) (UBiDi *, UBiDiClassCallback *,
				       const void *, UBiDiClassCallback **,
				       const void **, UErrorCode *);
typedef int32_t (*int_property_fn) (UChar32, UProperty);
typedef int32_t (*int_property_max_fn) (UProperty);
typedef UChar32 (*paired_bracket_fn) (UChar32);

/* What the class callback reads: the classes to take over ICU's own.  */
struct class_hook
{
  const struct bg_class_override *ovr;
  UCharDirection own;     /* "ICU's own class" (U_BIDI_CLASS_DEFAULT) */
};

struct bg_icu
{
  const char *name;       /* the library: BG_ICU_LIB but in tests */
  void *lib;
  int state;              /* 0 not tried, 1 loaded, -1 unavailable */
  char error[200];
  UBiDi *bidi;
  open_fn open;
  close_fn close;
  set_para_fn set_para;
  get_levels_fn get_levels;
  get_map_fn get_map;
  get_para_level_fn get_para_level;
  char_direction_fn char_direction;
  struct bg_spoof spoof;
  set_class_callback_fn set_class_callback;
  int_property_fn int_property;
  paired_bracket_fn paired_bracket;
  struct class_hook hook;
  int hooked;             /* the class callback is installed */
  UChar *text;            /* the paragraph in UTF-16 */
  int32_t *unit_cp;       /* UTF-16 unit -> code point index */
  int32_t *vmap;          /* ubidi_getVisualMap */
  size_t cap;
};

struct bg_icu *
bg_icu_new (void)
{
  struct bg_icu *icu = calloc (1, sizeof (struct bg_icu));
  if (icu)
    icu->name = BG_ICU_LIB;
  return icu;
}

void
bg_icu_set_library (struct bg_icu *icu, const char *name)
{
  icu->name = name;
}

void
bg_icu_free (struct bg_icu *icu)
{
  if (!icu)
    return;
  if (icu->bidi)
    icu->close (icu->bidi);
  if (icu->spoof.checker)
    icu->spoof.close (icu->spoof.checker);
  free (icu->spoof.twins);
  /* uspoof and u_charName keep their data in caches that the libraries'
     own globals point to: unmapped by dlclose, that memory would leak
     (and LeakSanitizer says so).  Both stay loaded once used; dlopen
     counts references, so a later scanner maps nothing more.  */
  if (icu->lib && !icu->spoof.lib)
    dlclose (icu->lib);
  free (icu->text);
  free (icu->unit_cp);
  free (icu->vmap);
  free (icu);
}

/* NAME_NN from LIB, or NAME when ICU was built without renaming.  */
static void *
symbol_in (struct bg_icu *icu, void *lib, const char *libname,
	   const char *name, int *ok)
{
  char full[64];
  snprintf (full, sizeof full, "%s_%s", name, BG_ICU_MAJOR);
  void *p = dlsym (lib, full);
  if (!p)
    p = dlsym (lib, name);
  if (!p && *ok)
    {
      snprintf (icu->error, sizeof icu->error, "%s has no %s", libname,
		full);
      *ok = 0;
    }
  return p;
}

static void *
symbol (struct bg_icu *icu, const char *name, int *ok)
{
  return symbol_in (icu, icu->lib, icu->name, name, ok);
}

bool
bg_icu_load (struct bg_icu *icu)
{
  if (icu->state)
    return icu->state > 0;
  icu->state = -1;
  icu->lib = dlopen (icu->name, RTLD_NOW | RTLD_LOCAL);
  if (!icu->lib)
    {
      const char *e = dlerror ();
      snprintf (icu->error, sizeof icu->error, "%s", e ? e : icu->name);
      return 0;
    }
  int ok = 1;
  icu->open = (open_fn) symbol (icu, "ubidi_openSized", &ok);
  icu->close = (close_fn) symbol (icu, "ubidi_close", &ok);
  icu->set_para = (set_para_fn) symbol (icu, "ubidi_setPara", &ok);
  icu->get_levels = (get_levels_fn) symbol (icu, "ubidi_getLevels", &ok);
  icu->get_map = (get_map_fn) symbol (icu, "ubidi_getVisualMap", &ok);
  icu->get_para_level
    = (get_para_level_fn) symbol (icu, "ubidi_getParaLevel", &ok);
  icu->char_direction
    = (char_direction_fn) symbol (icu, "u_charDirection", &ok);
  icu->set_class_callback
    = (set_class_callback_fn) symbol (icu, "ubidi_setClassCallback", &ok);
  icu->int_property
    = (int_property_fn) symbol (icu, "u_getIntPropertyValue", &ok);
  icu->paired_bracket
    = (paired_bracket_fn) symbol (icu, "u_getBidiPairedBracket", &ok);
  int_property_max_fn int_property_max
    = (int_property_max_fn) symbol (icu, "u_getIntPropertyMaxValue", &ok);
  /* What ubidi takes for "no class of mine" (U_BIDI_CLASS_DEFAULT,
     deprecated for this).  */
  if (ok)
    icu->hook.own
      = (UCharDirection) (int_property_max (UCHAR_BIDI_CLASS) + 1);
  UErrorCode err = U_ZERO_ERROR;
  if (ok)
    icu->bidi = icu->open (0, 0, &err);
  if (!ok || !icu->bidi || U_FAILURE (err))
    {
      if (ok)
	snprintf (icu->error, sizeof icu->error, "ubidi_openSized failed");
      icu->bidi = NULL;
      dlclose (icu->lib);
      icu->lib = NULL;
      return 0;
    }
  icu->state = 1;
  return 1;
}

const char *
bg_icu_error (const struct bg_icu *icu)
{
  return icu->state < 0 ? icu->error : NULL;
}

const char *
bg_icu_version (void)
{
  return U_ICU_VERSION;
}

int
bg_icu_char_class (struct bg_icu *icu, uint32_t c)
{
  if (!bg_icu_load (icu))
    return -1;
  return (int) icu->char_direction ((UChar32) c);
}

FriBidiBracketType
bg_icu_bracket (struct bg_icu *icu, uint32_t c)
{
  int32_t t = icu->int_property ((UChar32) c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
  if (t == U_BPT_NONE)
    return FRIBIDI_NO_BRACKET;
  uint32_t open = t == U_BPT_OPEN ? c : (uint32_t) icu->paired_bracket ((UChar32) c);
  if (open == 0x2329)
    open = 0x3008;
  return open | (t == U_BPT_OPEN ? FRIBIDI_BRACKET_OPEN_MASK : 0);
}

/* Class T as ICU names it.  */
static UCharDirection
icu_direction (FriBidiCharType t)
{
  switch (t)
    {
    case FRIBIDI_TYPE_LTR: return U_LEFT_TO_RIGHT;
    case FRIBIDI_TYPE_RTL: return U_RIGHT_TO_LEFT;
    case FRIBIDI_TYPE_AL: return U_RIGHT_TO_LEFT_ARABIC;
    case FRIBIDI_TYPE_EN: return U_EUROPEAN_NUMBER;
    case FRIBIDI_TYPE_ES: return U_EUROPEAN_NUMBER_SEPARATOR;
    case FRIBIDI_TYPE_ET: return U_EUROPEAN_NUMBER_TERMINATOR;
    case FRIBIDI_TYPE_AN: return U_ARABIC_NUMBER;
    case FRIBIDI_TYPE_CS: return U_COMMON_NUMBER_SEPARATOR;
    case FRIBIDI_TYPE_BS: return U_BLOCK_SEPARATOR;
    case FRIBIDI_TYPE_SS: return U_SEGMENT_SEPARATOR;
    case FRIBIDI_TYPE_WS: return U_WHITE_SPACE_NEUTRAL;
    case FRIBIDI_TYPE_LRE: return U_LEFT_TO_RIGHT_EMBEDDING;
    case FRIBIDI_TYPE_LRO: return U_LEFT_TO_RIGHT_OVERRIDE;
    case FRIBIDI_TYPE_RLE: return U_RIGHT_TO_LEFT_EMBEDDING;
    case FRIBIDI_TYPE_RLO: return U_RIGHT_TO_LEFT_OVERRIDE;
    case FRIBIDI_TYPE_PDF: return U_POP_DIRECTIONAL_FORMAT;
    case FRIBIDI_TYPE_NSM: return U_DIR_NON_SPACING_MARK;
    case FRIBIDI_TYPE_BN: return U_BOUNDARY_NEUTRAL;
    case FRIBIDI_TYPE_LRI: return U_LEFT_TO_RIGHT_ISOLATE;
    case FRIBIDI_TYPE_RLI: return U_RIGHT_TO_LEFT_ISOLATE;
    case FRIBIDI_TYPE_FSI: return U_FIRST_STRONG_ISOLATE;
    case FRIBIDI_TYPE_PDI: return U_POP_DIRECTIONAL_ISOLATE;
    default: return U_OTHER_NEUTRAL;
    }
}

void
bg_class_override_add (struct bg_class_override *o, uint32_t c,
		       FriBidiCharType t)
{
  if (o->all)
    return;
  for (size_t k = 0; k < o->n; k++)
    if (o->c[k] == c)
      return;
  if (o->n == BG_OVERRIDE_MAX)
    {
      o->all = true;
      return;
    }
  o->lo = o->n == 0 || c < o->lo ? c : o->lo;
  o->hi = o->n == 0 || c > o->hi ? c : o->hi;
  o->c[o->n] = c;
  o->type[o->n++] = t;
}

/* The class ICU is to take for C: the one the display handed over where
   it is not ICU's own (a line's few characters whose Unicode 17 class is
   not ICU's; Unicode 17's for every character when there are many).  */
static UCharDirection U_CALLCONV
override_class (const void *context, UChar32 c)
{
  const struct class_hook *h = context;
  const struct bg_class_override *o = h->ovr;
  uint32_t u = (uint32_t) c;
  if (o->all)
    return icu_direction (bg_unicode17_type (u));
  if (u >= o->lo && u <= o->hi)
    for (size_t k = 0; k < o->n; k++)
      if (o->c[k] == u)
	return icu_direction (o->type[k]);
  return h->own;
}

/* ICU's own classes, or those OVR hands over through the class
   callback.  */
static bool
use_classes (struct bg_icu *icu, const struct bg_class_override *ovr)
{
  icu->hook.ovr = ovr && (ovr->all || ovr->n) ? ovr : NULL;
  int on = icu->hook.ovr != NULL;
  if (icu->hooked == on)
    return 1;
  UErrorCode err = U_ZERO_ERROR;
  UBiDiClassCallback *old_fn;
  const void *old_context;
  icu->set_class_callback (icu->bidi, on ? override_class : NULL,
			   on ? &icu->hook : NULL, &old_fn, &old_context,
			   &err);
  if (U_FAILURE (err))
    return 0;
  icu->hooked = on;
  return 1;
}

static bool
reserve (struct bg_icu *icu, size_t units)
{
  if (units <= icu->cap)
    return 1;
  size_t c = icu->cap ? icu->cap : 64;
  while (c < units)
    c *= 2;
  UChar *t = realloc (icu->text, c * sizeof *t);
  if (t)
    icu->text = t;
  int32_t *u = realloc (icu->unit_cp, c * sizeof *u);
  if (u)
    icu->unit_cp = u;
  int32_t *v = realloc (icu->vmap, c * sizeof *v);
  if (v)
    icu->vmap = v;
  if (!t || !u || !v)
    return 0;
  icu->cap = c;
  return 1;
}

int
bg_icu_run (struct bg_icu *icu, const uint32_t *cp, size_t n, int level,
	    signed char *levels, int32_t *map, int *par_level,
	    const struct bg_class_override *ovr)
{
  if (!bg_icu_load (icu))
    return -1;
  if (n > (size_t) INT32_MAX / 2 || !reserve (icu, 2 * n + 1)
      || !use_classes (icu, ovr))
    return 0;
  size_t m = 0;
  for (size_t i = 0; i < n; i++)
    {
      uint32_t c = cp[i];
      if (BG_CP_IS_INVALID (c) || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
	c = 0xFFFD;
      if (c >= 0x10000)
	{
	  icu->text[m] = (UChar) (0xD800 + ((c - 0x10000) >> 10));
	  icu->unit_cp[m++] = (int32_t) i;
	  icu->text[m] = (UChar) (0xDC00 + ((c - 0x10000) & 0x3FF));
	}
      else
	icu->text[m] = (UChar) c;
      icu->unit_cp[m++] = (int32_t) i;
    }
  UErrorCode err = U_ZERO_ERROR;
  UBiDiLevel pl = level < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel) level;
  icu->set_para (icu->bidi, icu->text, (int32_t) m, pl, NULL, &err);
  if (U_FAILURE (err))
    return 0;
  *par_level = icu->get_para_level (icu->bidi) & 1;
  if (m == 0)
    return 1;
  const UBiDiLevel *lv = icu->get_levels (icu->bidi, &err);
  if (U_FAILURE (err) || !lv)
    return 0;
  icu->get_map (icu->bidi, icu->vmap, &err);
  if (U_FAILURE (err))
    return 0;
  /* Levels of the first unit of each code point; the visual order keeps
     each code point once, where its first unit shows (a surrogate pair in
     a right-to-left run is reversed unit by unit).  */
  for (size_t k = m; k-- > 0;)
    levels[icu->unit_cp[k]] = (signed char) lv[k];
  size_t v = 0;
  for (size_t k = 0; k < m; k++)
    {
      int32_t u = icu->vmap[k];
      int32_t i = icu->unit_cp[u];
      if (u > 0 && icu->unit_cp[u - 1] == i)
	continue;  /* the second unit of a pair */
      map[v++] = i;
    }
  return 1;
}

/* Open uspoof (libicui18n beside libicuuc) the first time: a checker
   with the skeleton data and UTS #39's Moderately Restrictive level.  */
static bool
spoof_load (struct bg_icu *icu)
{
  struct bg_spoof *sp = &icu->spoof;
  if (sp->state)
    return sp->state > 0;
  sp->state = -1;
  if (!bg_icu_load (icu))
    {
      snprintf (sp->error, sizeof sp->error, "%s", icu->error);
      return 0;
    }
  /* Beside the libicuuc that was opened: a test that names another
     library for it gets no uspoof either.  */
  const char *name = strcmp (icu->name, BG_ICU_LIB) == 0 ? BG_ICU_I18N_LIB
			: icu->name;
  sp->lib = dlopen (name, RTLD_NOW | RTLD_LOCAL);
  if (!sp->lib)
    {
      const char *e = dlerror ();
      snprintf (sp->error, sizeof sp->error, "%s", e ? e : name);
      return 0;
    }
  int ok = 1;
  spoof_open_fn open = (spoof_open_fn) symbol_in (icu, sp->lib, name,
						  "uspoof_open", &ok);
  spoof_set_checks_fn set_checks
    = (spoof_set_checks_fn) symbol_in (icu, sp->lib, name,
				       "uspoof_setChecks", &ok);
  spoof_set_level_fn set_level
    = (spoof_set_level_fn) symbol_in (icu, sp->lib, name,
				      "uspoof_setRestrictionLevel", &ok);
  sp->close = (spoof_close_fn) symbol_in (icu, sp->lib, name, "uspoof_close",
					  &ok);
  sp->check = (spoof_check_fn) symbol_in (icu, sp->lib, name,
					  "uspoof_check2UTF8", &ok);
  sp->char_name = (char_name_fn) symbol (icu, "u_charName", &ok);
  sp->get_script = (get_script_fn) symbol (icu, "uscript_getScript", &ok);
  sp->script_name = (script_name_fn) symbol (icu, "uscript_getName", &ok);
  sp->script_extensions
    = (script_extensions_fn) symbol (icu, "uscript_getScriptExtensions", &ok);
  UErrorCode err = U_ZERO_ERROR;
  if (ok)
    sp->checker = open (&err);
  if (ok && sp->checker && U_SUCCESS (err))
    {
      set_checks (sp->checker, USPOOF_RESTRICTION_LEVEL, &err);
      set_level (sp->checker, USPOOF_MODERATELY_RESTRICTIVE);
    }
  if (!ok || !sp->checker || U_FAILURE (err))
    {
      /* symbol_in wrote what is missing into icu->error.  */
      snprintf (sp->error, sizeof sp->error, "%s",
		ok ? "uspoof_open failed" : icu->error);
      if (sp->checker)
	sp->close (sp->checker);
      sp->checker = NULL;
      dlclose (sp->lib);
      sp->lib = NULL;
      return 0;
    }
  sp->state = 1;
  return 1;
}

const char *
bg_icu_spoof_error (const struct bg_icu *icu)
{
  return icu->spoof.state < 0 ? icu->spoof.error : NULL;
}

/* The skeleton comes from the pinned table (bg_skeleton), not from the
   machine's uspoof, whose data changes with ICU's Unicode version (issue
   30 item 4); ICU is still asked for, since the check that uses the
   skeleton also needs its scripts.  */
long
bg_icu_skeleton (struct bg_icu *icu, const char *s, size_t n, char **out,
		 size_t *cap)
{
  if (!spoof_load (icu))
    return -1;
  return bg_skeleton (s, n, out, cap);
}

int
bg_icu_restricted (struct bg_icu *icu, const char *s, size_t n)
{
  if (!spoof_load (icu))
    return -1;
  if (n > INT32_MAX)
    return 0;
  UErrorCode err = U_ZERO_ERROR;
  int32_t r = icu->spoof.check (icu->spoof.checker, s, (int32_t) n, NULL,
				&err);
  if (U_FAILURE (err))
    return 0;  /* not UTF-8: another check's business */
  return (r & USPOOF_RESTRICTION_LEVEL) != 0;
}

size_t
bg_icu_char_name (struct bg_icu *icu, uint32_t c, char *buf, size_t len)
{
  if (!spoof_load (icu) || len == 0 || len > INT32_MAX)
    return 0;
  UErrorCode err = U_ZERO_ERROR;
  int32_t r = icu->spoof.char_name ((UChar32) c, U_UNICODE_CHAR_NAME, buf,
				    (int32_t) len, &err);
  if (U_FAILURE (err) || r <= 0 || (size_t) r >= len)
    return 0;
  return (size_t) r;
}

const char *
bg_icu_script (struct bg_icu *icu, uint32_t c, int *common)
{
  *common = 1;
  if (!spoof_load (icu))
    return NULL;
  UErrorCode err = U_ZERO_ERROR;
  UScriptCode sc = icu->spoof.get_script ((UChar32) c, &err);
  if (U_FAILURE (err))
    return NULL;
  *common = sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED
	    || sc == USCRIPT_UNKNOWN;
  return icu->spoof.script_name (sc);
}

bool
bg_icu_is_digit (struct bg_icu *icu, uint32_t c)
{
  if (!spoof_load (icu))
    return 0;
  return icu->int_property ((UChar32) c, UCHAR_GENERAL_CATEGORY)
	 == U_DECIMAL_DIGIT_NUMBER;
}

/* ---- single-script twins (bg_icu_has_twin) ---- */

/* The skeleton of the one character C into BUF (CAP bytes): false when
   uspoof fails or it does not fit.  */
static bool
char_skeleton (struct bg_spoof *sp, uint32_t c, char *buf, size_t cap)
{
  (void) sp;
  char in[4], *out = NULL;
  size_t ocap = 0;
  long len = bg_skeleton (in, bg_utf8_encode (c, in), &out, &ocap);
  bool ok = len >= 0 && (size_t) len < cap;
  if (ok)
    memcpy (buf, out, (size_t) len + 1);
  free (out);
  return ok;
}

/* The script the skeleton SKEL is written in: the prototype UTS #39
   maps a look-alike to is a letter of that script too (ASCII for most
   Latin look-alikes, which the table does not hold).  USCRIPT_COMMON when
   it holds no letter of any script (Common, Inherited or unknown
   characters only); -1 when it mixes scripts, uses a letter out of use
   (not in the Recommended set) or a combining mark: a prototype such as
   O + U+0335 COMBINING SHORT STROKE OVERLAY (theta's) or n + U+0329
   (eta's) is no name a person types (issue 30, "twins a person would
   type"), so it makes no twin.  */
static int32_t
skeleton_script (struct bg_spoof *sp, const char *skel)
{
  int32_t script = USCRIPT_COMMON;
  size_t n = strlen (skel);
  for (size_t i = 0; i < n;)
    {
      uint32_t c;
      i += bg_utf8_decode ((const unsigned char *) skel + i, n - i, &c);
      if (bg_ident_props (c) & BG_IP_MARK)
	return -1;
      UErrorCode err = U_ZERO_ERROR;
      UScriptCode sc = sp->get_script ((UChar32) c, &err);
      if (U_FAILURE (err) || sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED
	  || sc == USCRIPT_UNKNOWN)
	continue;
      if ((script != USCRIPT_COMMON && script != (int32_t) sc)
	  || !bg_is_recommended (c))
	return -1;
      script = (int32_t) sc;
    }
  return script;
}

static int
twin_order (const void *a, const void *b)
{
  return strcmp (((const struct twin_entry *) a)->skel,
		 ((const struct twin_entry *) b)->skel);
}

static bool
twin_append (struct bg_spoof *sp, const char *skel, int32_t script)
{
  if (!bg_grow (&sp->twins, &sp->twins_cap, sp->ntwins + 1,
		sizeof *sp->twins))
    return false;
  struct twin_entry *e = &sp->twins[sp->ntwins++];
  snprintf (e->skel, sizeof e->skel, "%s", skel);
  e->script = script;
  return true;
}

/* The identifier characters (XID_Continue) of scripts WANT[0..N) that
   the table does not hold yet, and the first time those of Common and
   Inherited that are not ASCII (l and 1 are ASCII's own business): one
   pass over the code points of planes 0 to 3.  A Common or Inherited
   character stands for its Script_Extensions, or for every script
   (USCRIPT_COMMON) when it has none.  */
static bool
twins_add (struct bg_icu *icu, const int32_t *want, size_t n)
{
  struct bg_spoof *sp = &icu->spoof;
  size_t cap = sizeof sp->twin_scripts / sizeof *sp->twin_scripts;
  int32_t add[sizeof sp->twin_scripts / sizeof *sp->twin_scripts];
  size_t nadd = 0;
  bool common = sp->ntwin_scripts == 0;
  if (common)
    add[nadd++] = USCRIPT_COMMON;
  for (size_t k = 0; k < n; k++)
    {
      bool have = false;
      for (size_t j = 0; j < sp->ntwin_scripts && !have; j++)
	have = sp->twin_scripts[j] == want[k];
      for (size_t j = 0; j < nadd && !have; j++)
	have = add[j] == want[k];
      if (have)
	continue;
      if (sp->ntwin_scripts + nadd >= cap)
	return false;
      add[nadd++] = want[k];
    }
  if (!nadd)
    return true;
  char skel[32];
  for (UChar32 c = 0x80; c < 0x40000; c++)
    {
      UErrorCode err = U_ZERO_ERROR;
      UScriptCode sc = sp->get_script (c, &err);
      if (U_FAILURE (err))
	continue;
      bool scriptless = sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED;
      bool wanted = scriptless && common;
      for (size_t j = 0; j < nadd && !wanted; j++)
	wanted = add[j] == (int32_t) sc;
      if (!wanted || !icu->int_property (c, UCHAR_XID_CONTINUE)
	  || !char_skeleton (sp, (uint32_t) c, skel, sizeof skel) || !*skel)
	continue;
      if (!scriptless)
	{
	  /* A letter out of use (GREEK LETTER SAN, which looks like m)
	     writes no name anybody would take for a real one: with it
	     every Latin 'max' would have a Greek twin.  */
	  if (!bg_is_recommended ((uint32_t) c))
	    continue;
	  if (!twin_append (sp, skel, (int32_t) sc))
	    return false;
	  continue;
	}
      /* MICRO SIGN, the overlays, modifier letters: Common or Inherited
	 but not Allowed in identifiers, so no twin is made of them.  */
      if (!bg_is_recommended ((uint32_t) c))
	continue;
      UScriptCode ext[32];
      err = U_ZERO_ERROR;
      int32_t next = sp->script_extensions (c, ext, 32, &err);
      if (U_FAILURE (err) || next <= 0)
	next = 0;
      bool own = next == 1 && (ext[0] == USCRIPT_COMMON
			       || ext[0] == USCRIPT_INHERITED);
      if (next == 0 || own)
	{
	  /* A letter of a script in another style (MATHEMATICAL BOLD
	     CAPITAL DELTA is Delta): its prototype is that script's own
	     and speaks for it.  Only one that looks like nothing but
	     Common characters stands for every script.  */
	  if (skeleton_script (sp, skel) != USCRIPT_COMMON)
	    continue;
	  if (!twin_append (sp, skel, USCRIPT_COMMON))
	    return false;
	  continue;
	}
      for (int32_t j = 0; j < next; j++)
	if (!twin_append (sp, skel, (int32_t) ext[j]))
	  return false;
    }
  for (size_t j = 0; j < nadd; j++)
    sp->twin_scripts[sp->ntwin_scripts++] = add[j];
  qsort (sp->twins, sp->ntwins, sizeof *sp->twins, twin_order);
  return true;
}

int
bg_icu_has_twin (struct bg_icu *icu, const uint32_t *cp, size_t n)
{
  if (!spoof_load (icu))
    return -1;
  struct bg_spoof *sp = &icu->spoof;
  /* The scripts a twin may be written in: the name's own, Latin, Greek
     and Cyrillic (where nearly every look-alike of UTS #39's data has
     its prototype).  A bit for each, all set to start with.  */
  int32_t cand[16] = { USCRIPT_LATIN, USCRIPT_GREEK, USCRIPT_CYRILLIC };
  size_t ncand = 3;
  for (size_t i = 0; i < n; i++)
    {
      UErrorCode err = U_ZERO_ERROR;
      UScriptCode sc = sp->get_script ((UChar32) cp[i], &err);
      if (U_FAILURE (err) || sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED
	  || sc == USCRIPT_UNKNOWN)
	continue;
      size_t k = 0;
      while (k < ncand && cand[k] != (int32_t) sc)
	k++;
      if (k == ncand)
	{
	  if (ncand == sizeof cand / sizeof *cand - 1)
	    return -1;
	  cand[ncand++] = (int32_t) sc;
	}
    }
  if (!twins_add (icu, cand, ncand))
    return -1;
  uint32_t live = (1u << ncand) - 1;
  char skel[32];
  for (size_t i = 0; i < n && live; i++)
    {
      UErrorCode err = U_ZERO_ERROR;
      UScriptCode sc = sp->get_script ((UChar32) cp[i], &err);
      if (U_FAILURE (err) || sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED
	  || sc == USCRIPT_UNKNOWN)
	continue;
      if (!char_skeleton (sp, cp[i], skel, sizeof skel))
	return -1;
      if (!*skel)
	continue;  /* a default ignorable: invisible's */
      /* The scripts with a character that looks like this one: its own,
	 and those of the characters with its skeleton.  */
      uint32_t like = 0;
      int32_t proto = skeleton_script (sp, skel);
      for (size_t k = 0; k < ncand; k++)
	if (cand[k] == (int32_t) sc || cand[k] == proto)
	  like |= 1u << k;
      struct twin_entry key;
      snprintf (key.skel, sizeof key.skel, "%s", skel);
      size_t lo = 0, hi = sp->ntwins;
      while (lo < hi)
	{
	  size_t mid = lo + (hi - lo) / 2;
	  if (strcmp (sp->twins[mid].skel, key.skel) < 0)
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      for (size_t e = lo; e < sp->ntwins
			  && strcmp (sp->twins[e].skel, key.skel) == 0; e++)
	{
	  if (sp->twins[e].script == USCRIPT_COMMON)
	    like = (1u << ncand) - 1;
	  for (size_t k = 0; k < ncand; k++)
	    if (cand[k] == sp->twins[e].script)
	      like |= 1u << k;
	}
      live &= like;
    }
  return live != 0;
}
