/* SPDX-License-Identifier: GPL-3.0-or-later */
/* clang-compat.h - the only file of the Clang room that knows Clang
 * versions (14, 15 and 16, Debian 12's): it includes Clang's headers and
 * gives the glue one spelling of each call whose signature changed.
 *
 * What differs, measured on Debian 12's libclang-14/15/16-dev:
 * - Clang 15 added PPCallbacks::LexedFileChanged (the lexer moves into or
 *   out of a buffer, with its FileID); Clang 14 has only FileChanged,
 *   which #line and line markers call too (RenameFile).
 * - PPCallbacks::FileNotFound takes a recovery path in Clang 14, is gone
 *   in Clang 15 and back with one argument in Clang 16.
 * - Delimited escapes (\u{...}, \N{...}) are read from Clang 15 on.
 * - u8'x' character literals in C (C2x) from Clang 15 on.
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

#if BG_CLANG_MAJOR < 14 || BG_CLANG_MAJOR > 16
#error "bidiguard's Clang plugin is written for Clang 14, 15 and 16"
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

/* \u{...} and \N{...} are escapes.  */
#define BG_CLANG_DELIMITED_ESCAPES (BG_CLANG_MAJOR >= 15)

/* u8'x' is one character literal in C2x.  */
#define BG_CLANG_C2X_U8_CHAR (BG_CLANG_MAJOR >= 15)

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
