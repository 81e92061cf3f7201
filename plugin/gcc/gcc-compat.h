/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcc-compat.h - the one place that includes GCC's plugin headers and knows
 * GCC versions.  The glue (glue.h) calls one spelling of each API through here.
 *
 * Supported and tested: GCC 11, 12, 13, 14 and 15 (Debian 12's 11 and 12,
 * Debian 13's 13 and 14, Debian unstable's 15; see config/chroots.sh).
 * What differs among them, for what bidiguard uses:
 * - escaping the quoted source line: GCC 12 and later
 *   (rich_location::set_escape_on_output); GCC 11 prints it raw;
 * - -Wsystem-headers: diagnostic_context::dc_warn_system_headers up to
 *   GCC 13, m_warn_system_headers from GCC 14 (a public field in 14 and
 *   15; there is no setter);
 * - GCC's own Trojan-Source warning: -Wbidi-chars=LEVEL exists from GCC 12
 *   (OPT_Wbidi_chars_, global_options.x_warn_bidirectional, enum
 *   cpp_bidirectional_level in cpplib.h with the same values in 12-15);
 *   Debian's GCC 11 (11.3.0) has none of them.  The option numbers differ
 *   in every major (OPT_Wbidi_chars_ = 493, 517, 530, 549 in 12-15): use
 *   the name, never a number.
 * - #pragma GCC diagnostic's history (which pragma silenced a finding):
 *   public diagnostic_context::classification_history in 12 and 13,
 *   private in diagnostic_option_classifier from 14 (an array in 14, a
 *   vec in 15); -w is dc_inhibit_warnings up to 13, m_inhibit_warnings
 *   from 14.  C++ obeys the pragma while lexing (when bidiguard reports)
 *   only from GCC 13 (its early pragma handler); GCC 12's C++ reads it
 *   in the parser, after every finding was reported, so it silences none.
 * - how cpp lexes (bg_lang_from_cpp): GCC 11 takes a '.' after a digit
 *   separator into a pp-number, 12 on do not; GCC 13 on read a raw string
 *   in a directive on past the directive's line, 11 and 12 do not.
 */
#ifndef BIDIGUARD_GCC_COMPAT_H
#define BIDIGUARD_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "cpplib.h"
#include "diagnostic.h"
#include "opts.h"
#include "incpath.h"
#include "toplev.h"

#if GCCPLUGIN_VERSION_MAJOR < 12
#include <iconv.h>
#endif

#include "bidiguard.h"
#include "version-check.h"

#if GCCPLUGIN_VERSION_MAJOR >= 12
/* Weak, so that this plugin loaded into an older cc1 (after a compiler
   downgrade, or GCC 11 under the same specs file) gets as far as the
   version check and its message, instead of the dynamic linker's
   "undefined symbol".  Only called after that check passed.  */
extern cpp_converted_source cpp_get_converted_source (const char *,
						      const char *)
  __attribute__ ((weak));
extern bool cpp_input_conversion_is_trivial (const char *)
  __attribute__ ((weak));
#endif

#if GCCPLUGIN_VERSION_MAJOR < 11 || GCCPLUGIN_VERSION_MAJOR > 15
#error "bidiguard is written and tested for GCC 11 to 15; check gcc-compat.h"
#endif

/* The C family's preprocessor.  Weak, so that the plugin still loads
   (and does nothing) in the other front ends that a specs file reaches
   (f951 has libcpp but no parse_in).  */
extern struct cpp_reader *parse_in __attribute__ ((weak));

static inline bool
bg_c_family_p (void)
{
  return &parse_in != NULL;
}

/* Bits of an ordinary map's location spent on one line (columns and packed
   ranges): consecutive lines of a map are 1 << this apart.  */
static inline unsigned
bg_map_line_bits (const line_map_ordinary *map)
{
  return map->m_column_and_range_bits;
}

/* The switch that lets warnings in system headers through
   (-Wsystem-headers).  */
static inline bool *
bg_warn_system_headers_flag (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  return &global_dc->m_warn_system_headers;
#else
  return &global_dc->dc_warn_system_headers;
#endif
}

/* Make MAP, just added by linemap_add, look included from FROM, so that
   the include chain prints for a line that had no map of its own.  */
static inline void
bg_set_included_from (const line_map *map, location_t from)
{
  line_map_ordinary *ord = linemap_check_ordinary (const_cast<line_map *> (map));
  ord->included_from = from;
}

/* How bidiguard's lexer must read to read as cpp does in this compile:
   LANG from PFILE's options (through bg_lang_from_std, as the scanner's
   -std= table), and the details that differ by GCC release rather than
   by option.

   ISO C90 and C94 cpp takes // for two slashes in directives, in skipped
   groups and before '*', and elsewhere lexes a comment only to reject
   the file; bidiguard reads two slashes everywhere.  GCC 12 decides // by
   the language: its cplusplus_comments stays 0 (as measured), so it is
   not read.

   GCC 11's lex_number takes a '.' right after a digit separator (1'.5 is
   one pp-number); GCC 12's stops before it.

   GCC 13's lex_raw_string reads a raw string in a directive on into the
   next lines, as outside directives, and the directive with it; GCC 11
   and 12 stop at the directive's end with "unterminated raw string".
   Measured with 12.2, 13.3, 14.2 and 15.3 (GCC's own tests of it:
   c-c++-common/raw-string-directive-1.c and -2.c).

   GCC 15 reads a header name after #embed (also in a skipped group, as
   after #include), then lexes the parameters with '<' a punctuator; and
   in __has_embed ( as in __has_include (.  GCC 14 and before know
   neither.

   GCC 13 reads \u{202E} and \N{RIGHT-TO-LEFT OVERRIDE} as escapes in
   literals and names, in C and C++ of every standard (outside C++23 with
   a pedantic warning), and its -Wbidi-chars=ucn reports them; GCC 12
   reads neither.  Measured with 13.3 and 15.3.  Measured with 14.2 and 15.3 under gnu23, c99, c++98,
   gnu++17 and assembler-with-cpp.  */
static inline void
bg_lang_from_cpp (cpp_reader *pfile, struct bg_lang *lang)
{
  const cpp_options *o = cpp_get_options (pfile);
  struct bg_std_flags f;
  f.cplusplus = o->cplusplus;
  f.iso_c90 = o->lang == CLK_STDC89 || o->lang == CLK_STDC94;
  f.uliterals = o->uliterals;
  f.rliterals = o->rliterals;
  f.digit_separators = o->digit_separators;
  f.trigraphs = o->trigraphs;
  f.utf8_char_literals = o->utf8_char_literals;
  f.extended_identifiers = o->extended_identifiers;
  f.c11_identifiers = o->c11_identifiers;
  f.digraphs = o->digraphs;
  bg_lang_from_std (&f, lang);
  lang->preprocessed = o->preprocessed;
  lang->dot_after_separator = GCCPLUGIN_VERSION_MAJOR < 12;
  lang->directive_raw_lines = GCCPLUGIN_VERSION_MAJOR >= 13;
  lang->embed = GCCPLUGIN_VERSION_MAJOR >= 15;
  lang->delimited_escapes = GCCPLUGIN_VERSION_MAJOR >= 13;
}

/* Print the quoted source line escaped (GCC 12, as
   -fdiagnostics-escape-format= says: <U+202E> or <e2><80><ae>): shown raw,
   controls would reorder the very excerpt that explains the warning.
   GCC 12 then escapes every non-ASCII character, right-to-left letters
   included, so this is asked for only on lines that hold something
   invisible (bg_finding.escape_source).  GCC 11 prints the line raw.  */
static inline void
bg_escape_source (rich_location *rich)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  rich->set_escape_on_output (true);
#else
  (void) rich;
#endif
}

/* The option bidiguard's findings are reported under.  GCC 12 and later:
   -Wbidi-chars=, so that -Werror=bidi-chars, -Wno-error=bidi-chars and
   #pragma GCC diagnostic "-Wbidi-chars" steer them as they steer GCC's own
   check.  GCC 11 has no such option: 0, a plain warning.  */
static inline int
bg_bidi_option (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return OPT_Wbidi_chars_;
#else
  return 0;
#endif
}

/* Whether a warning under bidiguard's option at LOC would be shown, as
   -w, the system-header rule and #pragma GCC diagnostic decide (GCC 12
   on; GCC 11's plain warnings obey no pragma).  */
static inline bool
bg_bidi_enabled_at (location_t loc)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return warning_enabled_at (loc, bg_bidi_option ());
#else
  (void) loc;
  return true;
#endif
}

/* Whether NAME (LEN bytes) is a function-like macro now, which may
   stringize its arguments (a macro not read yet, from a module or PCH,
   counts as one).  */
static inline bool
bg_function_like_macro (cpp_reader *pfile, const char *name, size_t len)
{
  cpp_hashnode *node
    = cpp_lookup (pfile, (const unsigned char *) name, (unsigned) len);
  return node && cpp_user_macro_p (node)
	 && (!node->value.macro || node->value.macro->fun_like);
}

/* -w: every warning is dropped (the user's own choice, not a pragma).  */
static inline bool
bg_warnings_inhibited (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  return global_dc->m_inhibit_warnings;
#else
  return global_dc->dc_inhibit_warnings;
#endif
}

/* The history of #pragma GCC diagnostic (and _Pragma) changes, in the
   order cpp met them: each entry a location, an option (0: all; for
   DK_POP the index of its push) and a kind.  GCC 12 and 13:
   diagnostic_context::classification_history, public.  GCC 14 and 15:
   diagnostic_context::m_option_classifier.m_classification_history (an
   array and a count in 14, a vec in 15), private members of private
   types; an explicit instantiation may name private members (C++
   [temp.spec.general]: access is not checked there), so each member
   pointer is taken once through bg_grant, and only read.  */
#if GCCPLUGIN_VERSION_MAJOR >= 14
namespace bg_private
{
template <typename Tag, auto Member> struct bg_grant
{
  friend auto bg_member (Tag) { return Member; }
};
struct classifier { friend auto bg_member (classifier); };
struct history { friend auto bg_member (history); };
template struct bg_grant<classifier, &diagnostic_context::m_option_classifier>;
template struct bg_grant<history,
			 &diagnostic_option_classifier::m_classification_history>;
#if GCCPLUGIN_VERSION_MAJOR == 14
struct history_count { friend auto bg_member (history_count); };
template struct bg_grant<history_count,
			 &diagnostic_option_classifier::m_n_classification_history>;
#endif
}
#endif

/* Walk the history as GCC does for a diagnostic at LOC under OPTION
   (update_effective_level_from_pragmas): from the newest change at or
   before LOC backwards, a pop jumping back over its region, to the
   first change of OPTION or of all options.  Returns where that change
   was made, and in *KIND what it made the diagnostic (DK_IGNORED,
   DK_WARNING, DK_ERROR); UNKNOWN_LOCATION when no pragma decides.  */
template <typename Change>
static inline location_t
bg_walk_history (const Change *h, int n, location_t loc, int option,
		 int *kind)
{
  for (int i = n - 1; i >= 0; i--)
    {
      if (!linemap_location_before_p (line_table, h[i].location, loc))
	continue;
      if (h[i].kind == DK_POP)
	{
	  i = h[i].option;  /* the loop's i-- leaves the pushed region */
	  continue;
	}
      if (h[i].option == 0 || h[i].option == option)
	{
	  *kind = (int) h[i].kind;
	  return h[i].location;
	}
    }
  return UNKNOWN_LOCATION;
}

/* Where the #pragma GCC diagnostic (or _Pragma) that decides bidiguard's
   option at LOC was made, and in *KIND what it made it (DK_IGNORED,
   DK_WARNING, DK_ERROR); UNKNOWN_LOCATION if none does (GCC 11 has no
   such option).  */
static inline location_t
bg_pragma_deciding (location_t loc, int *kind)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  const auto &cls = global_dc->*bg_member (bg_private::classifier ());
  const auto &hist = cls.*bg_member (bg_private::history ());
#if GCCPLUGIN_VERSION_MAJOR == 14
  int n = cls.*bg_member (bg_private::history_count ());
  return bg_walk_history (hist, n, loc, OPT_Wbidi_chars_, kind);
#else
  return bg_walk_history (hist.address (), (int) hist.length (), loc,
			  OPT_Wbidi_chars_, kind);
#endif
#elif GCCPLUGIN_VERSION_MAJOR >= 12
  return bg_walk_history (global_dc->classification_history,
			  global_dc->n_classification_history, loc,
			  OPT_Wbidi_chars_, kind);
#else
  (void) loc;
  (void) kind;
  return UNKNOWN_LOCATION;
#endif
}

/* Whether the command line asks bidiguard's findings to be errors: the
   last -Werror=bidi-chars or -Wno-error=bidi-chars, else -Werror or
   AS_ERROR (-fplugin-arg-bidiguard-error).  What a pragma makes of them
   is not the command line's.  */
static inline bool
bg_errors_asked (bool as_error)
{
  int own = -1;
  bool all = false;
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      if (o->opt_index == OPT_Werror)
	all = o->value;
      else if (o->opt_index == OPT_Werror_ && o->arg
	       && strncmp (o->arg, "bidi-chars", 10) == 0
	       && (o->arg[10] == '\0' || o->arg[10] == '='))
	own = o->value;
    }
  return own >= 0 ? own != 0 : all || as_error;
}

/* Whether the command line names -Werror=bidi-chars or
   -Wno-error=bidi-chars: then the option's kind is the user's.  */
static inline bool
bg_bidi_error_given (void)
{
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      if (o->opt_index == OPT_Werror_ && o->arg
	  && strncmp (o->arg, "bidi-chars", 10) == 0
	  && (o->arg[10] == '\0' || o->arg[10] == '='))
	return true;
    }
  return false;
}

/* GCC 12 and 13: the first #pragma GCC diagnostic that names
   -Wbidi-chars records the option's command-line kind (for its pop) as
   it is then, a warning, since -fplugin-arg-bidiguard-error's -Werror is
   on only while a finding is emitted; that record outranks the -Werror
   for every later finding outside a pragma's region, which then came out
   as a warning.  Unless the command line chose the kind itself, make the
   record an error while a finding is emitted.  Returns the kind to put
   back, -1 when nothing was changed.  (GCC 14 records no kind there.)  */
static inline int
bg_recorded_kind_as_error (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12 && GCCPLUGIN_VERSION_MAJOR < 14
  diagnostic_t *kind = &global_dc->classify_diagnostic[OPT_Wbidi_chars_];
  if (*kind != DK_WARNING || bg_bidi_error_given ())
    return -1;
  *kind = DK_ERROR;
  return DK_WARNING;
#else
  return -1;
#endif
}

static inline void
bg_restore_recorded_kind (int old)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12 && GCCPLUGIN_VERSION_MAJOR < 14
  if (old >= 0)
    global_dc->classify_diagnostic[OPT_Wbidi_chars_] = (diagnostic_t) old;
#else
  (void) old;
#endif
}

/* -fplugin-arg-bidiguard-error: a finding is emitted while warnings count
   as errors, as if -Werror were given for that one diagnostic.  It stays a
   warning under its option, so -Wno-error=bidi-chars and #pragma GCC
   diagnostic still decide (GCC 12+).  (Classifying the option as an error
   instead would need diagnostic_option_classifier::classify_diagnostic
   from GCC 14 on: a symbol a plugin built for 14 then misses when loaded
   into 13, before its version check can explain.)  Returns the previous
   setting, to be restored.  */
static inline bool
bg_warnings_as_errors (bool on)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  bool old = global_dc->warning_as_error_requested_p ();
  global_dc->set_warning_as_error_requested (on);
#else
  bool old = global_dc->warning_as_error_requested;
  global_dc->warning_as_error_requested = on;
#endif
  return old;
}

/* Levels of -Wbidi-chars= (enum cpp_bidirectional_level, GCC 12).  */
#define BG_BIDI_LEVEL_NONE 0
#define BG_BIDI_LEVEL_ANY 2
#define BG_BIDI_LEVEL_UCN 4

/* The -Wbidi-chars= level the command line gave cpp (-1 on GCC 11, which
   has no such check), and switch cpp's own check off so that no line is
   reported twice.  libcpp reads the level each time it lexes a comment or
   literal, so this works when done before the main file is lexed (at
   PLUGIN_PRAGMAS, after option processing).  */
static inline int
bg_take_over_bidi_check (cpp_reader *pfile)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  cpp_options *o = cpp_get_options (pfile);
  int level = o->cpp_warn_bidirectional;
  o->cpp_warn_bidirectional = bidirectional_none;
  return level;
#else
  (void) pfile;
  return -1;
#endif
}

/* Set cpp's own check to LEVEL (a value bg_take_over_bidi_check
   returned, or BG_BIDI_LEVEL_NONE): on for a buffer bidiguard does not
   check, off elsewhere.  Called at every file and line change, as
   #pragma GCC diagnostic warning/error "-Wbidi-chars" sets the level
   too.  */
static inline void
bg_set_bidi_check (cpp_reader *pfile, int level)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  cpp_get_options (pfile)->cpp_warn_bidirectional = level;
#else
  (void) pfile;
  (void) level;
#endif
}

/* The -Wbidi-chars= level in force now, as GCC alone has it: the command
   line's, then each #pragma GCC diagnostic warning/error "-Wbidi-chars=L"
   (control_warning_option sets global_options as well as cpp's copy,
   which bidiguard switches; push/pop and "ignored" leave it as it is).
   -1 on GCC 11.  */
static inline int
bg_bidi_level_now (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return global_options.x_warn_bidirectional;
#else
  return -1;
#endif
}

/* cpp's own -Wbidi-chars= level now (what bg_set_bidi_check last set,
   unless a #pragma GCC diagnostic naming the option set it since); -1 on
   GCC 11.  */
static inline int
bg_cpp_bidi_level (cpp_reader *pfile)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return cpp_get_options (pfile)->cpp_warn_bidirectional;
#else
  (void) pfile;
  return -1;
#endif
}

/* Whether a diagnostic of cpp with REASON is GCC's own -Wbidi-chars.  */
static inline bool
bg_bidi_reason_p (int reason)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return reason == CPP_W_BIDIRECTIONAL;
#else
  (void) reason;
  return false;
#endif
}

/* Whether the driver passed -dumpbase: it does for every cc1 run it starts
   for the user's own command, and not for the -E step that precedes a
   separate compile (-save-temps, -no-integrated-cpp, -traditional-cpp).  */
static inline bool
bg_driver_gave_dumpbase (void)
{
  return global_options_set.x_dump_base_name != NULL;
}

/* Whether -P was given: cpp writes no line markers (flag_no_line_commands,
   a char in GCC 11-15's c-common.h, set while options are decoded, before
   plugin_init).  */
static inline bool
bg_no_line_markers_p (void)
{
  return flag_no_line_commands != 0;
}

/* Whether this cc1 is assembler-with-cpp's preprocessor (-lang-asm): the
   driver runs it with -E and no -dumpbase, and it is the only pass of cpp
   that .S text gets.  */
static inline bool
bg_lang_asm_p (void)
{
  return cpp_get_options (parse_in)->lang == CLK_ASM;
}

/* The -finput-charset= of this compile, as cpp has it (NULL: UTF-8).  */
static inline const char *
bg_input_charset (void)
{
  return cpp_get_options (parse_in)->input_charset;
}

/* Whether cpp reads files in CHARSET without converting them.  */
static inline bool
bg_conversion_trivial_p (const char *charset)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return cpp_input_conversion_is_trivial (charset);
#else
  /* GCC 11's init_iconv_desc: no conversion only for the same name.  */
  return !charset || !strcasecmp (charset, "UTF-8");
#endif
}

/* The file PATH (whose LEN raw bytes are at RAW) converted from CHARSET
   to UTF-8 the way cpp converts it (iconv; a UTF-16/32 BOM decides the
   byte order and is dropped), in xmalloc'd memory of *OUT_LEN bytes; NULL
   when cpp could not convert it either.  GCC 12 exports cpp's own reader
   for this (it opens the file again and touches no cpp_reader state);
   GCC 11 gets the same iconv call.  */
static inline char *
bg_convert_source (const char *path, const char *charset, const char *raw,
		   size_t len, size_t *out_len)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  (void) raw;
  (void) len;
  cpp_converted_source src = cpp_get_converted_source (path, charset);
  if (!src.to_free)
    return NULL;
  memmove (src.to_free, src.data, src.len);
  *out_len = src.len;
  return src.to_free;
#else
  (void) path;
  iconv_t cd = iconv_open ("UTF-8", charset);
  if (cd == (iconv_t) -1)
    return NULL;
  size_t cap = len * 2 + 16, left = cap, in_left = len;
  char *out = XNEWVEC (char, cap), *op = out;
  char *ip = const_cast<char *> (raw);
  bool ok = true;
  while (ok && in_left > 0)
    if (iconv (cd, &ip, &in_left, &op, &left) == (size_t) -1)
      {
	if (errno != E2BIG)
	  ok = false;
	else
	  {
	    size_t done = op - out;
	    out = XRESIZEVEC (char, out, cap *= 2);
	    op = out + done;
	    left = cap - done;
	  }
      }
  iconv_close (cd);
  if (!ok)
    {
      XDELETEVEC (out);
      return NULL;
    }
  *out_len = op - out;
  return out;
#endif
}

/* The leading fields of libcpp's struct cpp_buffer (libcpp/internal.h,
   which is not installed with the plugin headers): the layout of every
   libcpp since its 2003 rewrite.  Only these five are mirrored, never
   written, and every read is guarded by bg_buffer_text's sanity check.
   Confirmed (testsuite/mirror/buffer-mirror.cc, run by make check on
   each leg: bytes read through this mirror equal the file on disk) on
   GCC 11.3 and 12.2 (Debian 12), 13.3 and 14.2 (Debian 13), 15.3 (sid).  */
struct bg_cpp_buffer_head
{
  const unsigned char *cur;
  const unsigned char *line_base;
  const unsigned char *next_line;
  const unsigned char *buf;
  const unsigned char *rlimit;
};

/* The whole text of cpp's buffer B, as cpp holds it: converted from
   -finput-charset= to UTF-8, without a UTF-8 byte order mark (cpp's
   buffer starts after one), LEN bytes at TEXT, of which cpp has read the
   first *LEXED (cpp cleans each line in place as it reads it, so a
   buffer must be read before its first line is: *LEXED is 0 for a
   buffer just pushed).  False when B does not look like a cpp buffer:
   pointers out of order (cur is NULL until the first token), or without
   the '\n' (or, for a file ending in a bare CR, '\r') that cpp puts at
   rlimit.  */
static inline bool
bg_buffer_text (cpp_buffer *b, const char **text, size_t *len, size_t *lexed)
{
  if (!b)
    return false;
  const bg_cpp_buffer_head *h = reinterpret_cast<const bg_cpp_buffer_head *> (b);
  if (!h->buf || !h->rlimit || h->buf > h->rlimit
      || h->next_line < h->buf || h->next_line > h->rlimit + 1
      || (h->cur && (h->cur < h->buf || h->cur > h->rlimit + 1))
      || (h->rlimit[0] != '\n' && h->rlimit[0] != '\r'))
    return false;
  *text = reinterpret_cast<const char *> (h->buf);
  *len = (size_t) (h->rlimit - h->buf);
  *lexed = (size_t) (h->next_line - h->buf);
  return true;
}

/* The path of the file of cpp's buffer B ("" for standard input, which
   the line maps call <stdin>); NULL for a buffer of no file (a macro
   expansion's, _Pragma's).  */
static inline const char *
bg_buffer_path (cpp_buffer *b)
{
  struct _cpp_file *f = b ? cpp_get_file (b) : NULL;
  return f ? cpp_get_path (f) : NULL;
}

/* The directories of the compiler's own headers: the default <...>
   search path (sysp, not given by the user; -isystem and -I directories
   are user_supplied_p).  Call FN with each name.  */
static inline void
bg_for_each_toolchain_dir (void (*fn) (const char *))
{
  for (cpp_dir *d = get_added_cpp_dirs (INC_SYSTEM); d; d = d->next)
    if (d->sysp && !d->user_supplied_p)
      fn (d->name);
}

/* Line LINE of FILE as GCC's source printer reads it (its file cache,
   not cpp's buffer) into TEXT and LEN; false when the printer has no
   such line.  GCC 11 to 13: location_get_source_line; 14 on: the
   diagnostic context's file_cache.  */
static inline bool
bg_printer_line (const char *file, unsigned long line, const char **text,
		 size_t *len)
{
  if (!file || line == 0 || line > INT_MAX)
    return false;
#if GCCPLUGIN_VERSION_MAJOR >= 14
  char_span s = global_dc->get_file_cache ().get_source_line (file, (int) line);
#else
  char_span s = location_get_source_line (file, (int) line);
#endif
  if (!s)
    return false;
  *text = s.get_buffer ();
  *len = s.length ();
  return true;
}

#endif /* BIDIGUARD_GCC_COMPAT_H */
