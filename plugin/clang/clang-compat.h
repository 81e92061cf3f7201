/* SPDX-License-Identifier: GPL-3.0-or-later */
/* clang-compat.h - the only file of the Clang room that knows Clang
 * versions (14, 15 and 16, Debian 12's; 19, Debian 13's): it includes
 * Clang's headers and gives the glue one spelling of each call whose
 * signature changed.
 *
 * What differs, measured on Debian 12's libclang-14/15/16-dev and
 * Debian 13's libclang-19-dev:
 * - Clang 15 added PPCallbacks::LexedFileChanged (the lexer moves into or
 *   out of a buffer, with its FileID); Clang 14 has only FileChanged,
 *   which #line and line markers call too (RenameFile).
 * - PPCallbacks::FileNotFound takes a recovery path in Clang 14, is gone
 *   in Clang 15 and back with one argument in Clang 16.
 * - Delimited escapes (\u{...}, \N{...}) are read from Clang 15 on.
 * - u8'x' character literals in C (C2x) from Clang 15 on.
 * - Clang 14 drops non-ASCII bytes from a diagnostic's string arguments.
 * - Raw strings in C from Clang 19 on (LangOptions::RawStringLiterals,
 *   on in the GNU modes, -fraw-string-literals), #embed from Clang 19 on
 *   (in every language and mode, an extension before C23).
 * A plugin is built for one LLVM major: a Clang 16 build does not load
 * into Clang 14 (undefined symbols), so BG_CLANG_MAJOR is that of the
 * headers, and the running Clang is compared with it (bg_clang_same_major).
 */
#ifndef BIDIGUARD_CLANG_COMPAT_H
#define BIDIGUARD_CLANG_COMPAT_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/ASTReader.h"
#include "clang/Serialization/ModuleManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#define BG_CLANG_MAJOR CLANG_VERSION_MAJOR

#if BG_CLANG_MAJOR < 14 || (BG_CLANG_MAJOR > 16 && BG_CLANG_MAJOR != 19)
#error "bidiguard's Clang plugin is written for Clang 14, 15, 16 and 19"
#endif

/* Whether the lexer leaving or entering a buffer is told with its FileID
   (LexedFileChanged) rather than with FileChanged.  */
#define BG_CLANG_LEXED_FILE_CHANGED (BG_CLANG_MAJOR >= 15)

/* FileNotFound's parameters, or none when the callback does not exist.  */
#if BG_CLANG_MAJOR == 14
#define BG_CLANG_FILE_NOT_FOUND_PARAMS                                        \
  llvm::StringRef, llvm::SmallVectorImpl<char> &
#elif BG_CLANG_MAJOR >= 16
#define BG_CLANG_FILE_NOT_FOUND_PARAMS llvm::StringRef
#endif

/* Whether LO is C23 (LangOptions::C2x until Clang 17).  */
#if BG_CLANG_MAJOR >= 18
#define BG_CLANG_C23(lo) ((lo).C23)
#else
#define BG_CLANG_C23(lo) ((lo).C2x)
#endif

/* \u{...} and \N{...} are escapes.  */
#define BG_CLANG_DELIMITED_ESCAPES (BG_CLANG_MAJOR >= 15)

/* u8'x' is one character literal in C2x.  */
#define BG_CLANG_C2X_U8_CHAR (BG_CLANG_MAJOR >= 15)

/* Clang 14 drops the non-ASCII bytes of a diagnostic's string arguments
   (measured: a #warning's Hebrew text vanishes, an identifier argument
   keeps it); from Clang 15 they are printed as they are.  */
#define BG_CLANG_STRING_ARGS_ASCII (BG_CLANG_MAJOR == 14)

/* Whether R"d(...)d" is a raw string under LangOptions LO: C++11 on,
   and in C where Clang 19 on reads it.  */
#if BG_CLANG_MAJOR >= 19
#define BG_CLANG_RAW_STRINGS(lo) ((lo).RawStringLiterals)
#else
#define BG_CLANG_RAW_STRINGS(lo) ((lo).CPlusPlus11)
#endif

/* #embed and __has_embed read a header name.  */
#define BG_CLANG_EMBED (BG_CLANG_MAJOR >= 19)

/* The name file FID (entry FE) was opened by: FileEntry::getName is gone
   in Clang 19, where the name is the FileEntryRef's.  */
static inline std::string
bg_clang_file_name (const clang::SourceManager &sm, clang::FileID fid,
		    const clang::FileEntry *fe)
{
#if BG_CLANG_MAJOR >= 19
  if (clang::OptionalFileEntryRef ref = sm.getFileEntryRefForID (fid))
    return std::string (ref->getName ());
  return std::string ();
#else
  (void) sm, (void) fid;
  return std::string (fe->getName ());
#endif
}

/* Whether the running Clang is the major version the plugin was built
   for: its version string (getClangFullVersion, from the running
   libclang-cpp) names "version N.".  */
static inline bool
bg_clang_same_major (std::string &running)
{
  running = clang::getClangFullVersion ();
  std::string::size_type at = running.find ("version ");
  if (at == std::string::npos)
    return true;  /* no number to compare: the loader has already agreed */
  return std::atoi (running.c_str () + at + 8) == BG_CLANG_MAJOR;
}

#endif /* BIDIGUARD_CLANG_COMPAT_H */
