/* SPDX-License-Identifier: GPL-3.0-or-later */
/* clang-glue.cc - the Clang side of bidiguard.
 *
 * Checks every buffer Clang's lexer enters, once per translation unit,
 * from the bytes Clang lexes (SourceManager::getBufferData: standard
 * input and .i files too), with the core's lexer set to Clang's reading
 * (struct bg_lang from LangOptions).  The whole buffer is checked, so
 * comments in skipped #if groups are too.  A finding is queued and
 * reported once the lexer has reached its line: from a token watcher, on
 * leaving its file, before a missing #include's fatal error and at the
 * end of the translation unit (never from EndOfMainFile, where the
 * diagnostics client is finished).  Its location is its byte offset in
 * the buffer, so #line and line markers (a .i's) give it the line Clang
 * gives every diagnostic there.
 *
 * Clang before 20 applies no -Werror, -w, -Wno-error= or #pragma clang
 * diagnostic to a custom diagnostic ID, so the level is decided here
 * from the diagnostics engine's state, the -W options
 * (bidi-chars, as GCC names the group) and the pragmas the lexer passed.
 *
 * Arguments (-fplugin-arg-bidiguard-KEY[=VALUE], the GCC plugin's:
 * bg_plugin_args in option-list.c): checks=LIST, base=, system-headers,
 * error, disable, help, version.
 *
 * Usage: clang -fplugin=build/clang-16/bidiguard-clang.so -c foo.c
 */
#include "clang-compat.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bidiguard.h"
#include "option-list.h"

using namespace clang;

namespace
{

/* A fix-it on byte offsets of its buffer.  */
struct fix
{
  unsigned off, len;
  std::string text;
};

/* A finding kept until the lexer reaches its line.  */
struct pending
{
  enum bg_check check;
  unsigned line_off;            /* where its line starts */
  unsigned caret, first, last;  /* offsets: the cause, what moves (LAST
				   just past it) */
  std::string message, displayed, compiled, hint, calls;
  bool has_calls;
  std::vector<fix> fixes;
  /* A second place and its note (lookalike: where the comment really
     ends); NOTE empty when there is none.  */
  unsigned note_off;
  std::string note;
};

/* A file the translation unit entered.  */
struct checked
{
  std::string name;
  FileID fid;                     /* its first entry: where it is reported */
  llvm::StringRef text;           /* Clang's buffer */
  std::vector<unsigned> lines;    /* offset of each line's start, once needed */
  std::vector<pending> findings;  /* in line order */
  size_t next = 0;                /* those before are reported */
  bool scanned = false;
};

/* A #pragma clang/GCC diagnostic about -Wbidi-chars, or a push or pop.  */
struct pragma_event
{
  SourceLocation loc;
  enum { SET, PUSH, POP } kind;
  diag::Severity severity;
};

/* Whether a finding is shown, and how.  LEVEL_KEPT_WARNING: a warning
   that -Wno-error=bidi-chars or a pragma's "warning" keeps one, which
   the error argument does not make an error (as in GCC, where a
   classification of the option beats the global -Werror).  */
enum level { LEVEL_IGNORED, LEVEL_WARNING, LEVEL_KEPT_WARNING, LEVEL_ERROR };

/* What the whole translation unit shares: the action's state, owned
   together by the callbacks, the token watcher and the consumer.  */
struct state
{
  CompilerInstance &ci;
  struct bg_options opts;
  bool system_headers = false, as_error = false;
  struct bg_scanner *scanner = nullptr;
  std::vector<checked> files;
  std::map<const FileEntry *, unsigned> by_entry;
  std::map<unsigned, unsigned> by_fid;  /* FileID's hash -> files index */
  std::vector<std::string> toolchain_dirs;
  std::vector<pragma_event> pragmas;
  size_t queued = 0;                    /* findings not yet reported */
  FileID token_fid;                     /* the file of the last token ... */
  checked *token_file = nullptr;        /* ... and its entry, or null */

  explicit state (CompilerInstance &c) : ci (c) { bg_options_init (&opts); }
  ~state () { bg_scanner_free (scanner); }
  SourceManager &sm () { return ci.getSourceManager (); }
  DiagnosticsEngine &diags () { return ci.getDiagnostics (); }
};

/* Reading Clang's options.  */

/* The core's reading of C set to Clang's lexer under LO: LangOptions
   described as cpp's flags, through the mapping the GCC glue and the
   scanner share (bg_lang_from_std), then what depends on the Clang
   release.  */
void
lang_from_clang (const LangOptions &lo, struct bg_lang *lang)
{
  struct bg_std_flags f = {};
  f.cplusplus = lo.CPlusPlus;
  f.iso_c90 = !lo.LineComment;
  f.trigraphs = lo.Trigraphs;
  f.digit_separators = lo.CPlusPlus14 || BG_CLANG_C23 (lo);
  f.rliterals = BG_CLANG_RAW_STRINGS (lo);
  f.uliterals = lo.CPlusPlus11 || lo.C11;
  f.utf8_char_literals
    = lo.CPlusPlus17 || (BG_CLANG_C2X_U8_CHAR && BG_CLANG_C23 (lo));
  /* Clang continues identifiers with C11's characters in C90 too
     (Lexer's isAllowedIDChar), C99's only in C99.  */
  f.extended_identifiers = !lo.AsmPreprocessor;
  f.c11_identifiers = !(lo.C99 && !lo.C11 && !lo.CPlusPlus);
  f.digraphs = lo.Digraphs;
  bg_lang_from_std (&f, lang);
  lang->dot_after_separator = false;
  /* A raw string goes on past the end of a directive's line.  */
  lang->directive_raw_lines = true;
  lang->embed = BG_CLANG_EMBED;
  lang->delimited_escapes = BG_CLANG_DELIMITED_ESCAPES;
}

/* GCC's -Wbidi-chars=none|unpaired|any|ucn, which Clang before 20 does
   not know (it warns so and keeps the option): as in the GCC plugin,
   none turns the checks off, any and ucn add those checks.  */
void
bidi_levels_from_options (const DiagnosticOptions &d, unsigned *checks)
{
  for (const std::string &w : d.Warnings)
    if (w == "bidi-chars=none")
      *checks = 0;
    else if (w == "bidi-chars=any" || w == "bidi-chars=any,ucn")
      *checks |= BG_CHECK_BIT (BG_CHECK_ANY)
		 | (w.size () > 14 ? BG_CHECK_BIT (BG_CHECK_UCN) : 0);
    else if (w == "bidi-chars=ucn" || w == "bidi-chars=unpaired,ucn")
      *checks |= BG_CHECK_BIT (BG_CHECK_UCN);
}

/* The compiler's own include directories, by resolved path: Clang's
   resource directory and the C library's (-internal-externc-isystem),
   and the driver's other system directories that lie under one of
   those (libstdc++'s under /usr/include).  A user's -isystem cannot be
   told from the driver's -internal-isystem in HeaderSearchOptions, so
   a system directory elsewhere (/usr/local/include) is checked:
   checking a header too many costs time, never a finding.  */
std::string
real_dir (llvm::StringRef dir)
{
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path (dir, real))
    return "";
  std::string s (real.str ());
  if (s.empty () || s.back () != '/')
    s += '/';
  return s;
}

bool
under (const std::string &name, const std::vector<std::string> &dirs)
{
  for (const std::string &d : dirs)
    if (!d.empty () && name.compare (0, d.size (), d) == 0)
      return true;
  return false;
}

void
find_toolchain_dirs (state &s)
{
  const HeaderSearchOptions &hs = s.ci.getHeaderSearchOpts ();
  std::vector<std::string> &dirs = s.toolchain_dirs;
  if (!hs.ResourceDir.empty ())
    dirs.push_back (real_dir (hs.ResourceDir));
  for (const HeaderSearchOptions::Entry &e : hs.UserEntries)
    if (e.Group == frontend::ExternCSystem)
      dirs.push_back (real_dir (e.Path));
  std::vector<std::string> more;
  for (const HeaderSearchOptions::Entry &e : hs.UserEntries)
    if (e.Group == frontend::System || e.Group == frontend::CXXSystem)
      {
	std::string d = real_dir (e.Path);
	if (!d.empty () && under (d, dirs))
	  more.push_back (d);
      }
  dirs.insert (dirs.end (), more.begin (), more.end ());
}

/* Whether NAME is checked: the main file always, a toolchain header
   only with system-headers; decided by where it lives, never by a
   #pragma clang system_header or a line marker's flag.  */
bool
wanted (state &s, FileID fid, llvm::StringRef name)
{
  if (s.system_headers || fid == s.sm ().getMainFileID ())
    return true;
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path (name, real))
    return true;
  return !under (std::string (real.str ()), s.toolchain_dirs);
}

/* Collecting findings.  */

/* Offsets of each line's start, lines ending as the core ends them (LF,
   CRLF, CR).  */
void
index_lines (checked &c)
{
  const char *p = c.text.data ();
  size_t n = c.text.size ();
  c.lines.push_back (0);
  for (size_t i = 0; i < n; i++)
    if (p[i] == '\n' || (p[i] == '\r' && !(i + 1 < n && p[i + 1] == '\n')))
      c.lines.push_back ((unsigned) (i + 1));
}

/* The buffer offset of byte column COL (1-based) of LINE, kept inside
   the buffer.  */
unsigned
offset_of (const checked &c, unsigned long line, size_t col)
{
  size_t start = line >= 1 && line <= c.lines.size () ? c.lines[line - 1]
		 : c.text.size ();
  size_t off = start + (col ? col - 1 : 0);
  return (unsigned) std::min (off, c.text.size ());
}

/* The offset just past the character that starts at OFF (a range must
   not end inside a UTF-8 sequence), kept inside the buffer.  */
unsigned
char_end (const checked &c, unsigned off)
{
  size_t n = c.text.size ();
  if (off >= n)
    return (unsigned) n;
  size_t end = off + 1;
  while (end < n && ((unsigned char) c.text[end] & 0xC0) == 0x80
	 && end - off < 4)
    end++;
  return (unsigned) end;
}

struct collect_ctx
{
  state *s;
  unsigned file;
};

/* bg_report_fn: keep F for the file of USER.  */
void
collect (void *user, const struct bg_finding *f)
{
  collect_ctx *cx = static_cast<collect_ctx *> (user);
  checked &c = cx->s->files[cx->file];
  /* Only a file with a finding needs its lines: indexing every file read
     cost a quarter of the plugin's instructions on legitimate code.  */
  if (c.lines.empty ())
    index_lines (c);
  pending p;
  p.check = f->check;
  p.line_off = offset_of (c, f->line, 1);
  p.caret = offset_of (c, f->line, f->byte_col);
  p.first = offset_of (c, f->line, f->range_start ? f->range_start
						   : f->byte_col);
  p.last = char_end (c, offset_of (c, f->line, f->range_end ? f->range_end
							    : f->byte_col));
  p.message = f->message ? f->message : "";
  p.displayed = f->displayed ? f->displayed : "";
  p.compiled = f->compiled ? f->compiled : "";
  p.hint = f->hint ? f->hint : "";
  p.has_calls = f->literal_calls != nullptr;
  p.calls = f->literal_calls ? f->literal_calls : "";
  p.note_off = 0;
  if (f->note && f->note_line)
    {
      p.note_off = offset_of (c, f->note_line, f->note_byte_col);
      p.note = f->note;
    }
  for (size_t i = 0; i < f->nfixits; i++)
    {
      unsigned off = offset_of (c, f->line, f->fixits[i].byte_col);
      size_t len = std::min (f->fixits[i].byte_len, c.text.size () - off);
      p.fixes.push_back ({ off, (unsigned) len, f->fixits[i].text });
    }
  c.findings.push_back (std::move (p));
  cx->s->queued++;
}

/* Reporting.  */

/* The level a finding of the -Wbidi-chars group gets at LOC: the
   command line's -W[no-]error=bidi-chars and -W[no-]bidi-chars, then
   the #pragma clang/GCC diagnostic lines the lexer passed before LOC
   (push and pop included), then -w, -Werror and the error argument.  */
level
level_at (state &s, SourceLocation loc)
{
  DiagnosticsEngine &d = s.diags ();
  bool on = true, error = false, kept = false;
  for (const std::string &w : s.ci.getDiagnosticOpts ().Warnings)
    if (w == "bidi-chars")
      on = true;
    else if (w == "no-bidi-chars")
      on = false;
    else if (w == "error=bidi-chars")
      on = error = true;
    else if (w == "no-error=bidi-chars")
      {
	error = false;
	kept = true;
      }
  level lv = !on ? LEVEL_IGNORED : error ? LEVEL_ERROR
	     : kept ? LEVEL_KEPT_WARNING : LEVEL_WARNING;
  std::vector<level> stack;
  SourceManager &sm = s.sm ();
  SourceLocation at = sm.getExpansionLoc (loc);
  for (const pragma_event &e : s.pragmas)
    {
      if (!sm.isBeforeInTranslationUnit (sm.getExpansionLoc (e.loc), at))
	continue;
      if (e.kind == pragma_event::PUSH)
	stack.push_back (lv);
      else if (e.kind == pragma_event::POP)
	{
	  if (!stack.empty ())
	    {
	      lv = stack.back ();
	      stack.pop_back ();
	    }
	}
      else if (e.severity == diag::Severity::Ignored)
	lv = LEVEL_IGNORED;
      else if (e.severity == diag::Severity::Warning)
	lv = LEVEL_KEPT_WARNING;  /* as GCC: also under -Werror */
      else if (e.severity == diag::Severity::Error
	       || e.severity == diag::Severity::Fatal)
	lv = LEVEL_ERROR;
    }
  /* As Clang for its own warnings: -w before -Werror; a group mapped to
     error stays one.  */
  if (lv != LEVEL_ERROR && d.getIgnoreAllWarnings ())
    return LEVEL_IGNORED;
  if (lv == LEVEL_WARNING && (d.getWarningsAsErrors () || s.as_error))
    return LEVEL_ERROR;
  return lv == LEVEL_KEPT_WARNING ? LEVEL_WARNING : lv;
}

/* The first of the calls around P's literal that is a function-like
   macro now (the lexer has reached P's line): its # would make the
   fix-its' escapes other text than the control.  */
std::string
stringizing_call (state &s, const pending &p)
{
  const std::string &calls = p.calls;
  size_t i = 0;
  while (i < calls.size ())
    {
      size_t n = calls.find (' ', i);
      if (n == std::string::npos)
	n = calls.size ();
      std::string name = calls.substr (i, n - i);
      IdentifierInfo *ii = s.ci.getPreprocessor ().getIdentifierInfo (name);
      const MacroInfo *mi = ii ? s.ci.getPreprocessor ().getMacroInfo (ii)
			       : nullptr;
      if (mi && mi->isFunctionLike ())
	return name;
      i = n + 1;
    }
  return "";
}

/* A diagnostic of level LV at LOC saying TEXT, then [bidiguard:CHECK]
   when CHECK is given.  Clang 14 drops the non-ASCII bytes of a string
   argument (a line's display, a name), not those of the format, so
   there such a text is the format itself, its '%' doubled (Clang keeps
   one ID per format).  */
DiagnosticBuilder
report (state &s, SourceLocation loc, DiagnosticsEngine::Level lv,
	const std::string &text, const char *check)
{
  bool in_format = BG_CLANG_STRING_ARGS_ASCII
		   && !bg_is_ascii (text.data (), text.size ());
  std::string format = "%0";
  if (in_format)
    {
      format.clear ();
      for (char c : text)
	format.append (c == '%' ? "%%" : std::string (1, c));
    }
  if (check)
    format.append (" [bidiguard:").append (check).append ("]");
  /* The engine's getCustomDiagID takes only a literal.  */
  unsigned id = s.diags ().getDiagnosticIDs ()->getCustomDiagID (
    (DiagnosticIDs::Level) lv, format);
  DiagnosticBuilder db = s.diags ().Report (loc, id);
  if (!in_format)
    db << text;
  return db;
}

/* A finding's level in Clang's terms.  */
DiagnosticsEngine::Level
clang_level (level lv)
{
  return lv == LEVEL_ERROR ? DiagnosticsEngine::Error
			   : DiagnosticsEngine::Warning;
}

void
note (state &s, SourceLocation loc, const std::string &text)
{
  report (s, loc, DiagnosticsEngine::Note, text, nullptr);
}

/* Report P of file C.  */
void
warn (state &s, const checked &c, const pending &p)
{
  SourceLocation base = s.sm ().getLocForStartOfFile (c.fid);
  SourceLocation caret = base.getLocWithOffset (p.caret);
  level lv = level_at (s, caret);
  if (lv == LEVEL_IGNORED)
    return;
  std::string hint = p.hint;
  bool fixits = true;
  if (!p.fixes.empty () && p.has_calls)
    {
      std::string macro = stringizing_call (s, p);
      if (!macro.empty ())
	{
	  char buf[320];
	  bg_stringize_hint (macro.c_str (), buf, sizeof buf);
	  hint = buf;
	  fixits = false;
	}
    }
  {
    DiagnosticBuilder db = report (s, caret, clang_level (lv), p.message,
				   bg_check_name (p.check));
    db << CharSourceRange::getCharRange (base.getLocWithOffset (p.first),
					 base.getLocWithOffset (p.last));
    for (const fix &x : p.fixes)
      if (!fixits)
	break;
      else if (x.len == 0)
	db << FixItHint::CreateInsertion (base.getLocWithOffset (x.off),
					  x.text);
      else
	db << FixItHint::CreateReplacement (
	  CharSourceRange::getCharRange (base.getLocWithOffset (x.off),
					 base.getLocWithOffset (x.off + x.len)),
	  x.text);
  }
  note (s, caret, "the line displays as: " + p.displayed);
  note (s, caret, "but is compiled as: " + p.compiled);
  if (!p.note.empty ())
    note (s, base.getLocWithOffset (p.note_off), p.note);
  if (!hint.empty ())
    note (s, caret, hint);
}

/* Report the findings of file C whose line starts at or before UPTO.  */
void
flush_file (state &s, checked &c, unsigned upto = UINT32_MAX)
{
  while (c.next < c.findings.size () && c.findings[c.next].line_off <= upto)
    {
      warn (s, c, c.findings[c.next++]);
      s.queued--;
    }
  if (c.next == c.findings.size ())
    {
      c.findings.clear ();
      c.next = 0;
    }
}

void
flush_all (state &s)
{
  for (checked &c : s.files)
    flush_file (s, c);
}

checked *
file_of (state &s, FileID fid)
{
  auto it = s.by_fid.find (fid.getHashValue ());
  return it == s.by_fid.end () ? nullptr : &s.files[it->second];
}

/* The lexer returned TOK: its line has been reached.  */
void
on_token (state &s, const Token &tok)
{
  if (!s.queued)
    return;
  SourceLocation loc = tok.getLocation ();
  if (loc.isInvalid ())
    return;
  if (!loc.isFileID ())
    loc = s.sm ().getExpansionLoc (loc);
  std::pair<FileID, unsigned> at = s.sm ().getDecomposedLoc (loc);
  if (at.first != s.token_fid)
    {
      s.token_fid = at.first;
      s.token_file = file_of (s, at.first);
    }
  if (s.token_file)
    flush_file (s, *s.token_file, at.second);
}

/* Checking buffers.  */

void
say_unchecked (state &s, FileID fid, const std::string &name)
{
  DiagnosticsEngine &d = s.diags ();
  unsigned id = d.getCustomDiagID (DiagnosticsEngine::Warning,
				   "'%0' could not be checked for lack of "
				   "memory; what was found before is reported "
				   "[bidiguard]");
  d.Report (s.sm ().getLocForStartOfFile (fid), id) << name;
}

/* The lexer entered buffer FID.  Checked once per translation unit: a
   file entered again (no include guard) was reported at its first
   entry.  */
void
enter_file (state &s, FileID fid)
{
  SourceManager &sm = s.sm ();
  if (fid.isInvalid () || fid == s.ci.getPreprocessor ().getPredefinesFileID ())
    return;
  const FileEntry *fe = sm.getFileEntryForID (fid);
  if (!fe)
    return;  /* not a file: <built-in>, <scratch space> */
  if (s.by_entry.count (fe))
    return;
  unsigned idx = (unsigned) s.files.size ();
  s.token_fid = FileID ();  /* FILES may move: the cache points into it */
  s.by_entry[fe] = idx;
  s.by_fid[fid.getHashValue ()] = idx;
  s.files.emplace_back ();
  checked &c = s.files.back ();
  c.fid = fid;
  c.name = bg_clang_file_name (sm, fid, fe);
  bool invalid = false;
  c.text = sm.getBufferData (fid, &invalid);
  if (invalid || !wanted (s, fid, c.name))
    return;
  c.scanned = true;
  if (!bg_text_needs_checking (s.opts.checks, c.text.data (), c.text.size ()))
    return;
  if (!s.scanner)
    {
      lang_from_clang (s.ci.getLangOpts (), &s.opts.lang);
      s.scanner = bg_scanner_new (&s.opts);
    }
  collect_ctx cx = { &s, idx };
  if (s.scanner)
    bg_scanner_set_file (s.scanner, idx);
  if (!s.scanner
      || bg_scan_buffer (s.scanner, c.text.data (), c.text.size (), collect,
			 &cx) < 0)
    say_unchecked (s, fid, s.files[idx].name);
}

/* Identifiers that look alike (the confusable check), found across the
   translation unit and reported at its end.  */

SourceLocation
place_loc (state &s, const struct bg_ident_place *pl)
{
  if (!pl->line || pl->file >= s.files.size ())
    return SourceLocation ();
  const checked &c = s.files[pl->file];
  return s.sm ().getLocForStartOfFile (c.fid).getLocWithOffset (
    offset_of (c, pl->line, pl->byte_col));
}

int
twin_order (void *user, const struct bg_ident_place *a,
	    const struct bg_ident_place *b)
{
  state &s = *static_cast<state *> (user);
  SourceLocation x = place_loc (s, a), y = place_loc (s, b);
  if (x == y)
    return 0;
  if (x.isInvalid () || y.isInvalid ())
    return x.isInvalid () ? 1 : -1;
  return s.sm ().isBeforeInTranslationUnit (x, y) ? -1 : 1;
}

void
warn_twin (void *user, const struct bg_twin *t)
{
  state &s = *static_cast<state *> (user);
  SourceLocation at = place_loc (s, &t->later);
  SourceLocation first = place_loc (s, &t->first);
  level lv = level_at (s, at);
  if (lv == LEVEL_IGNORED)
    return;
  {
    DiagnosticBuilder db = report (s, at, clang_level (lv), t->message,
				   bg_check_name (BG_CHECK_CONFUSABLE));
    if (at.isValid ())
      db << CharSourceRange::getCharRange (
	at, at.getLocWithOffset ((int) t->later.byte_len));
  }
  note (s, first.isValid () ? first : at, t->note);
}

void
report_twins (state &s)
{
  if (!s.scanner || !bg_scanner_wants_names (s.scanner))
    return;
  bool ok = true;
  for (unsigned i = 0; ok && i < s.files.size (); i++)
    if (s.files[i].scanned)
      {
	if (s.files[i].lines.empty ())
	  index_lines (s.files[i]);
	bg_scanner_set_file (s.scanner, i);
	ok = bg_scan_names (s.scanner, s.files[i].text.data (),
			    s.files[i].text.size (), twin_order, &s) >= 0;
      }
  /* Names no file spells (made by ##).  */
  for (auto &e : s.ci.getPreprocessor ().getIdentifierTable ())
    if (ok)
      ok = bg_scanner_add_name (s.scanner, e.getKey ().data (),
				e.getKey ().size ());
  if (ok)
    ok = bg_scanner_twins (s.scanner, twin_order, &s, warn_twin, &s) >= 0;
  if (!ok)
    say_unchecked (s, s.sm ().getMainFileID (),
		   std::string (s.ci.getFrontendOpts ().Inputs.empty ()
				? "" : s.ci.getFrontendOpts ().Inputs[0]
					 .getFile ()));
}

/* A note of its own, on standard error: Clang shows a note only after a
   diagnostic that was shown (one reported first is dropped).  */
void
say_note (const std::string &text)
{
  llvm::errs () << "note: bidiguard: " << text << "\n";
}

/* What this compile took without lexing it, said plainly: a note, not a
   warning, since the compile that built a precompiled header or a module
   checks its headers (when it runs the plugin), and a -Werror build with
   a PCH must not fail for it.  */
void
say_unlexed (state &s)
{
  const std::string &pch = s.ci.getPreprocessorOpts ().ImplicitPCHInclude;
  if (!pch.empty ())
    say_note ("the headers in the precompiled header '" + pch
	      + "' were not checked by this compile, only by the one that "
		"built it");
  /* LangOptions::Modules is on in every C++20 compile: only a module
     actually read stands in for headers.  */
  bool module_read = false;
  if (IntrusiveRefCntPtr<ASTReader> reader = s.ci.getASTReader ())
    for (const serialization::ModuleFile &m : reader->getModuleManager ())
      module_read |= m.Kind == serialization::MK_ImplicitModule
		     || m.Kind == serialization::MK_ExplicitModule
		     || m.Kind == serialization::MK_PrebuiltModule;
  if (module_read)
    say_note ("headers taken from modules were not checked by this compile, "
	      "only by the one that built each module");
}

/* The end of the translation unit: everything left, then the twins.  */
void
finish (state &s)
{
  flush_all (s);
  report_twins (s);
  say_unlexed (s);
  const char *notice;
  while (s.scanner && (notice = bg_scanner_notice (s.scanner)))
    say_note (notice);
}

/* Following the preprocessor.  */

bool
bidi_group (llvm::StringRef str)
{
  return str == "-Wbidi-chars";
}

/* The severity a #pragma clang/GCC diagnostic sets for -Wbidi-chars, read
   from the text at LOC (the #pragma or _Pragma; an escaped quote in
   _Pragma's string is read as a quote); false when the pragma is not
   one.  Clang knows no group -Wbidi-chars before Clang 20: it warns that
   the group is unknown and calls no PragmaDiagnostic, so the pragma is
   read here.  Push and pop come through their own callbacks.  */
bool
pragma_text_severity (state &s, SourceLocation loc, diag::Severity *sev)
{
  SourceManager &sm = s.sm ();
  bool invalid = false;
  llvm::StringRef text = sm.getBufferData (sm.getFileID (loc), &invalid);
  if (invalid)
    return false;
  llvm::StringRef line = text.substr (sm.getFileOffset (loc));
  line = line.take_until ([] (char c) { return c == '\n' || c == '\r'; });
  std::vector<std::string> words;
  std::string w;
  for (char c : line.str () + " ")
    if (isalnum ((unsigned char) c) || c == '_' || c == '-')
      w += c;
    else if (!w.empty ())
      {
	words.push_back (w);
	w.clear ();
      }
  for (size_t i = 0; i + 3 < words.size (); i++)
    if ((words[i] == "clang" || words[i] == "GCC")
	&& words[i + 1] == "diagnostic" && bidi_group (words[i + 3]))
      {
	const std::string &m = words[i + 2];
	if (m == "ignored")
	  *sev = diag::Severity::Ignored;
	else if (m == "warning")
	  *sev = diag::Severity::Warning;
	else if (m == "error")
	  *sev = diag::Severity::Error;
	else if (m == "fatal")
	  *sev = diag::Severity::Fatal;
	else
	  return false;
	return true;
      }
  return false;
}

/* The same for a pragma at LOC, read where it is expanded and, for a
   _Pragma in a macro's body, where it is spelt.  */
bool
pragma_severity (state &s, SourceLocation loc, diag::Severity *sev)
{
  SourceManager &sm = s.sm ();
  return (pragma_text_severity (s, sm.getExpansionLoc (loc), sev)
	  || (loc.isMacroID ()
	      && pragma_text_severity (s, sm.getSpellingLoc (loc), sev)));
}

class callbacks : public PPCallbacks
{
  std::shared_ptr<state> s;

public:
  explicit callbacks (std::shared_ptr<state> st) : s (std::move (st)) {}

#if BG_CLANG_LEXED_FILE_CHANGED
  void
  LexedFileChanged (FileID fid, LexedFileChangeReason reason,
		    SrcMgr::CharacteristicKind, FileID prev,
		    SourceLocation) override
  {
    if (reason == LexedFileChangeReason::EnterFile)
      enter_file (*s, fid);
    else if (checked *c = file_of (*s, prev))
      flush_file (*s, *c);
  }
#else
  void
  FileChanged (SourceLocation loc, FileChangeReason reason,
	       SrcMgr::CharacteristicKind, FileID prev) override
  {
    if (reason == EnterFile)
      enter_file (*s, s->sm ().getFileID (loc));
    else if (reason == ExitFile)
      if (checked *c = file_of (*s, prev))
	flush_file (*s, *c);
  }
#endif

#ifdef BG_CLANG_FILE_NOT_FOUND_PARAMS
  /* A missing #include is a fatal error, after which Clang reports
     nothing: what is pending goes first.  */
  bool
  FileNotFound (BG_CLANG_FILE_NOT_FOUND_PARAMS) override
  {
    flush_all (*s);
    return false;
  }
#endif

  void
  PragmaDiagnosticPush (SourceLocation loc, StringRef) override
  {
    s->pragmas.push_back ({ loc, pragma_event::PUSH, diag::Severity () });
  }

  void
  PragmaDiagnosticPop (SourceLocation loc, StringRef) override
  {
    s->pragmas.push_back ({ loc, pragma_event::POP, diag::Severity () });
  }

  void
  PragmaDirective (SourceLocation loc, PragmaIntroducerKind) override
  {
    diag::Severity sev;
    if (pragma_severity (*s, loc, &sev))
      s->pragmas.push_back ({ loc, pragma_event::SET, sev });
  }
};

class consumer : public ASTConsumer
{
  std::shared_ptr<state> s;

public:
  explicit consumer (std::shared_ptr<state> st) : s (std::move (st)) {}
  void HandleTranslationUnit (ASTContext &) override { finish (*s); }
};

/* Arguments.  */

void
arg_error (CompilerInstance &ci, const std::string &text)
{
  DiagnosticsEngine &d = ci.getDiagnostics ();
  d.Report (d.getCustomDiagID (DiagnosticsEngine::Error, "%0")) << text;
}

std::string
accepted_arguments ()
{
  std::string out;
  for (int i = 0; i < BG_ARG_COUNT; i++)
    {
      char synopsis[128];
      bg_option_synopsis (&bg_plugin_args[i], synopsis, sizeof synopsis);
      out += (i ? ", " : "") + std::string (synopsis);
    }
  return out;
}

/* Apply one KEY or KEY=VALUE; false after an error naming it.  */
bool
parse_argument (CompilerInstance &ci, state &s, const std::string &arg)
{
  size_t eq = arg.find ('=');
  std::string key = arg.substr (0, eq);
  const char *value = eq == std::string::npos ? nullptr
			: arg.c_str () + eq + 1;
  std::string spelt = "'-fplugin-arg-bidiguard-" + key + "'";
  const struct bg_option *opt
    = bg_option_find (bg_plugin_args, BG_ARG_COUNT, key.c_str (),
		      key.size ());
  if (!opt)
    {
      arg_error (ci, "unknown argument " + spelt + "; accepted: "
			 + accepted_arguments ());
      return false;
    }
  bool wants = opt->value || opt->words;
  if (wants != (value != nullptr))
    {
      arg_error (ci, spelt + (wants ? " needs a value: " + accepted_arguments ()
				     : std::string (" takes no value")));
      return false;
    }
  char err[256];
  int word;
  switch ((enum bg_plugin_arg) opt->id)
    {
    case BG_ARG_CHECKS:
      if (bg_parse_checks (value, &s.opts.checks, err, sizeof err))
	return true;
      arg_error (ci, "'-fplugin-arg-bidiguard-checks=" + std::string (value)
			 + "': " + err);
      return false;
    case BG_ARG_BASE:
      if (bg_word_find (opt->words, value, &word))
	{
	  s.opts.base = (enum bg_base) word;
	  return true;
	}
      bg_words_text (opt->words, ", ", err, sizeof err);
      arg_error (ci, "'-fplugin-arg-bidiguard-base=" + std::string (value)
			 + "': accepted values are " + err);
      return false;
    case BG_ARG_SYSTEM_HEADERS:
      s.system_headers = true;
      return true;
    case BG_ARG_ERROR:
      s.as_error = true;
      return true;
    case BG_ARG_HELP:
      {
	char *help = bg_options_help (bg_plugin_args, BG_ARG_COUNT, "");
	llvm::errs () << "bidiguard arguments (-fplugin-arg-bidiguard-...):\n"
		      << (help ? help : "");
	free (help);
	return true;
      }
    case BG_ARG_VERSION:
      llvm::errs () << "bidiguard " << BG_VERSION << "\n";
      return true;
    case BG_ARG_DISABLE:
    case BG_ARG_COUNT:
      return true;
    }
  return true;
}

class action : public PluginASTAction
{
  std::shared_ptr<state> s;

protected:
  std::unique_ptr<ASTConsumer>
  CreateASTConsumer (CompilerInstance &ci, llvm::StringRef) override
  {
    std::shared_ptr<state> st = s;
    s = nullptr;  /* one translation unit per state */
    if (!st)
      return std::make_unique<ASTConsumer> ();
    find_toolchain_dirs (*st);
    bidi_levels_from_options (ci.getDiagnosticOpts (), &st->opts.checks);
    Preprocessor &pp = ci.getPreprocessor ();
    pp.addPPCallbacks (std::make_unique<callbacks> (st));
    pp.setTokenWatcher ([st] (const Token &tok) { on_token (*st, tok); });
    return std::make_unique<consumer> (st);
  }

  /* disable, a bad argument or another Clang: false, and the plugin is
     not run for this compile (an error says why, but for disable).  */
  bool
  ParseArgs (const CompilerInstance &cci,
	     const std::vector<std::string> &args) override
  {
    CompilerInstance &ci = const_cast<CompilerInstance &> (cci);
    for (const std::string &a : args)
      if (a == bg_plugin_args[BG_ARG_DISABLE].name)
	return false;
    std::string running;
    if (!bg_clang_same_major (running))
      {
	arg_error (ci, "bidiguard was built for Clang "
			   + std::to_string (BG_CLANG_MAJOR) + ", not for "
			   + running + "; rebuild it for this Clang (or pass "
			   "'-fplugin-arg-bidiguard-disable')");
	return false;
      }
    s = std::make_shared<state> (ci);
    bool ok = true;
    for (const std::string &a : args)
      ok = parse_argument (ci, *s, a) && ok;
    if (!ok)
      s = nullptr;
    return ok;
  }

  /* Before the main action, so that its consumer (code generation, with
     the backend's warnings) comes after the findings.  */
  ActionType getActionType () override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<action>
  bidiguard_plugin ("bidiguard", "find Trojan-Source bidirectional text");
