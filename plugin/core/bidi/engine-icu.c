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
#include <unicode/uvernum.h>

#include "text/text.h"
#include "bidi/bidi.h"

#define BG_STR2(x) #x
#define BG_STR(x) BG_STR2 (x)
#define BG_ICU_MAJOR BG_STR (U_ICU_VERSION_MAJOR_NUM)
#define BG_ICU_LIB "libicuuc.so." BG_ICU_MAJOR

typedef UBiDi *(*open_fn) (int32_t, int32_t, UErrorCode *);
typedef void (*close_fn) (UBiDi *);
typedef void (*set_para_fn) (UBiDi *, const UChar *, int32_t, UBiDiLevel,
			     UBiDiLevel *, UErrorCode *);
typedef const UBiDiLevel *(*get_levels_fn) (UBiDi *, UErrorCode *);
typedef void (*get_map_fn) (UBiDi *, int32_t *, UErrorCode *);
typedef UBiDiLevel (*get_para_level_fn) (const UBiDi *);
typedef UCharDirection (*char_direction_fn) (UChar32);
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
  if (icu->lib)
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
      if (c < 0xD800)
	{
	  /* Below the surrogates: one unit, itself (nearly every
	     character of a line).  */
	  icu->text[m] = (UChar) c;
	  icu->unit_cp[m++] = (int32_t) i;
	  continue;
	}
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
  if (m == n)
    {
      /* One unit a code point (no surrogate pair): the units' levels
	 and order are the code points'.  */
      memcpy (levels, lv, n);
      memcpy (map, icu->vmap, n * sizeof *map);
      return 1;
    }
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
