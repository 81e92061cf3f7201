#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""diff-lex.py - compare bidiguard's comments with cpp's on random text.

cpp reports every comment it lexes through its comment callback; the
test plugin comment_dump.so (comment-dump.cc) prints them (line, column, cleaned text), and
lex-comments prints what bidiguard's lexer reads from the same bytes.
Random C/C++/assembler text rich in what makes lexers disagree (splices
with and without trailing white space, trigraphs, quotes, //, /*, */,
raw-string prefixes and delimiters, digit separators, header names in
#include and __has_include, CR, CRLF, NUL, non-ASCII and bidi controls)
is written as many small files (snippets), each included by one main file
per batch, so that one cc1 run checks a whole batch under one -std.

    diff-lex.py --build BUILD [--files N] [--snippets S] [--seed K]
                [--configs C]

N batches of S snippets, each batch compiled under every configuration
(or C of them picked at random)
(-std= from c90 to c2x and c++98 to c++23, gnu and strict, with and
without -trigraphs, and -x assembler-with-cpp), and then as preprocessed
input (-fpreprocessed, each snippet its own cc1 run: no #include there)
under five of them, the first P of each batch (--pp-snippets, 20).  One case is one snippet
under one configuration.  A snippet cpp rejects in ISO C90 for its //
comment is not compared (cpp lexes // there only to report the error;
bidiguard takes the reading of directives and skipped groups, where cpp
compiles it).  Prints failures, then "# diff-lex: N passed, M failed".
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

C_STD = ["c90", "iso9899:199409", "c99", "c11", "c17", "c2x",
         "gnu89", "gnu99", "gnu11", "gnu17", "gnu2x"]
CXX_STD = ["c++98", "c++11", "c++14", "c++17", "c++20", "c++23",
           "gnu++98", "gnu++11", "gnu++14", "gnu++17", "gnu++20", "gnu++23"]
# Standards without trigraphs, run again with -trigraphs.
NO_TRIGRAPHS = {"gnu89", "gnu99", "gnu11", "gnu17", "gnu2x",
                "c++17", "c++20", "c++23", "gnu++98", "gnu++11",
                "gnu++14", "gnu++17", "gnu++20", "gnu++23"}


def configs():
    out = []
    for std in C_STD:
        out.append(("c", std, False))
        if std in NO_TRIGRAPHS:
            out.append(("c", std, True))
    for std in CXX_STD:
        out.append(("c++", std, False))
        if std in NO_TRIGRAPHS:
            out.append(("c++", std, True))
    out.append(("assembler-with-cpp", "gnu17", False))
    out.append(("assembler-with-cpp", "gnu17", True))
    return out


# Preprocessed input (-fpreprocessed: .i, .ii, .mi): no splices and no
# trigraphs whatever the standard (c11 and c++14 have trigraphs on), and
# only #define, #undef and #pragma in the first column are directives.
PREPROCESSED = [("c", "gnu17", False), ("c", "c11", False),
                ("c", "c90", False), ("c++", "c++14", False),
                ("c++", "gnu++17", True)]


RLO, LRI, PDF, PDI, RLM = "\u202e", "\u2066", "\u202c", "\u2069", "\u200f"
HEB = "\u05d0\u05d1"

SPLICES = ["\\\n", "\\ \n", "\\\t\n", "\\\0\n", "\\  \r\n", "??/\n",
           "??/ \n", "\\\r", "\\\n\\\n"]
NEWLINES = ["\n", "\n", "\r\n", "\r"]
PIECES = [
    # comments and their halves
    "/*", "*/", "//", "/", "*", "/**/", "/*/", "*/*", "///",
    # quotes and literals
    '"', "'", '"s"', "'c'", '"a\\"b"', "'\\''", "'\\\\'", '"\\\\"', "\\",
    'L"w"', "L'w'", 'u"x"', "U'x'", 'u8"x"', "u8'x'", "u8", "u", "U", "L",
    # raw strings: prefixes, delimiters, ends
    'R"(', ')"', 'R"d(', ')d"', "R", 'R"', 'uR"(', 'u8R"x(', ')x"', 'LR"(',
    'R"a b(', 'R"((', "(", ")", 'R"??=(', ')??="', 'R"\\',
    # numbers and digit separators
    "1", "1'2", "1'a'", "0x1p-3", ".5'", "1'", "2'x'", "1e+'", "1'.'",
    # identifiers and punctuators
    "a", "x1", "_", "$", "==", "<", ">", "<<", "->", ";", ",", "%:",
    "__has_includ", "has_include(<",
    # trigraphs and near misses
    "??=", "??'", "??(", "??)", "??!", "??<", "??>", "??-", "?", "??",
    "???/",
    # white space, NUL, non-ASCII
    " ", " ", " ", "\t", "\0", "\f", "\v",
    RLO, LRI, PDF, PDI, RLM, HEB, "\u00e9", "\\u202e",
]
HEADER_PIECES = ["/*", "*/", "//", "'", "a", "R\"(", ")\"", "??/", "??=", " ",
                 "\\\n", "\\ \n", "??/\n", RLO, LRI, PDI, HEB, "\\", "\""]
DIRECTIVES = ["#include <", "#include \"", "#include_next <", "#import <",
              "# include <", "#  /**/ include <", "%:include <",
              "??=include <", "#incl\\\nude <", "#define X ", "#error ",
              "#if 1 || __has_include(<", "#if 1 || __has_include_next (<",
              "#if 1 || __has_include(\"", "#pragma x ",
              # GCC 15 on: a header name first, then '<' is a punctuator
              "#embed <", "#embed \"", "# embed /**/ <", "#embed x <",
              "#embed \"e\" prefix(<", "#if 1 || __has_embed(<",
              "#if 1 || __has_embed(\""]


def piece(rng):
    r = rng.random()
    if r < 0.12:
        return rng.choice(SPLICES)
    if r < 0.20:
        return rng.choice(NEWLINES)
    return rng.choice(PIECES)


def snippet(rng):
    lines = []
    ifs = 0
    for _ in range(rng.randint(2, 9)):
        parts = []
        if rng.random() < 0.25:
            d = rng.choice(DIRECTIVES)
            parts.append(d)
            ifs += d.startswith("#if")
        if parts and parts[0].startswith("#if"):
            # Well-formed, so that cpp evaluates the #if (a group after a
            # failed one is skipped, see below).
            angle = "<" in parts[0]
            for _ in range(rng.randint(0, 4)):
                p = rng.choice(HEADER_PIECES)
                if angle or p not in ('"', "\\"):
                    parts.append(p)
            parts.append(">)" if angle else '")')
        else:
            for _ in range(rng.randint(1, 10)):
                parts.append(piece(rng))
        lines.append("".join(parts))
    text = rng.choice(NEWLINES).join(lines) + "\n"
    text += "#endif\n" * ifs
    # Close what raw strings the text opens: cc1 stops, or worse, at one
    # left open at the end of an included file.
    delims = set(re.findall(r'R"([^()\\ \t\v\f\r\n]{0,16})\(', text))
    text += "".join(")%s\"" % d for d in sorted(delims)) + '"\n'
    return text


SANITIZER_ENV = None


def sanitizer_env(cc):
    """The environment for cc1 when comment_dump.so links a core built
    with ASan+UBSan (SANITIZE=1): their runtimes first, as the DejaGnu
    tests give them to the plugin; else None (this environment)."""
    if os.environ.get("SANITIZE") != "1":
        return None
    rt = [subprocess.run([cc, "-print-file-name=" + lib], stdout=subprocess.PIPE,
                         text=True).stdout.strip() for lib in ("libasan.so", "libubsan.so")]
    return dict(os.environ, LD_PRELOAD=" ".join(rt), ASAN_OPTIONS="detect_leaks=0",
                UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")


def run(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=SANITIZER_ENV)


def parse_lang(text):
    m = re.search(r"^#lang ([01]{15})$", text, re.M)
    return m.group(1) if m else None


def attribute(text, todo):
    """The comments of a comment_dump output, by snippet: each belongs to
    the snippet between two marks of the main file.  One under a name that
    a # line directive in the snippet made up gets line 0 (see below)."""
    by_file, k = {}, 0
    for line in text.splitlines():
        m = re.match(r"^(.*):(\d+):(\d+):([0-9a-f]*)$", line)
        if not m:
            continue
        if m.group(1) == "main.c":
            mark = bytes.fromhex(m.group(4)).decode("latin-1")
            if mark.startswith("/*@"):
                k = int(mark[3:-2]) + 1
            continue
        if k >= len(todo):
            continue
        row = int(m.group(2)) if m.group(1) == todo[k] else 0
        by_file.setdefault(todo[k], []).append(
            (row, int(m.group(3)), m.group(4)))
    return by_file


def parse_dump(text):
    by_file = {}
    for line in text.splitlines():
        if line.startswith("#two-ways "):
            by_file.setdefault("#two-ways", set()).add(line.split(" ", 1)[1])
            continue
        m = re.match(r"^(s\d+\.c):(\d+):(\d+):([0-9a-f]*)$", line)
        if m:
            by_file.setdefault(m.group(1), []).append(
                (int(m.group(2)), int(m.group(3)), m.group(4)))
    return by_file


def run_cpp_preprocessed(args, tmp, plugin, names, lang, std, tri):
    """Comments cpp reports in each snippet of NAMES read as preprocessed
    input, one cc1 run per snippet (no #include there), and its
    diagnostics."""
    cpp, all_errs, flags = {}, "", None
    out = os.path.join(tmp, "cpp.txt")
    for name in names:
        if os.path.exists(out):
            os.unlink(out)
        cmd = [args.cc, "-x", lang, "-std=" + std, "-fpreprocessed",
               "-nostdinc", "-E", "-o", os.devnull, "-fplugin=" + plugin,
               "-fplugin-arg-comment_dump-out=" + out, name]
        if tri:
            cmd.insert(4, "-trigraphs")
        r = run(cmd, tmp)
        all_errs += r.stderr.decode("utf-8", "replace")
        try:
            with open(out, "rb") as f:
                text = f.read().decode("latin-1")
        except OSError:
            return None, all_errs, "no comment dump (status %d): %s" % (
                r.returncode, all_errs[-400:])
        flags = flags or parse_lang(text)
        cpp[name] = parse_dump(text).get(name, [])
    cpp["#lang"] = flags
    return cpp, all_errs, None


def run_cpp(args, tmp, plugin, names, lang, std, tri):
    """Comments cpp reports in every snippet of NAMES, by snippet, and its
    diagnostics.  cc1 stops for good at a raw string left open at the end
    of an included file, so each run marks the snippets it finished with a
    comment in the main file, and the rest go to another run."""
    cpp, all_errs = {}, ""
    lang_flags = None
    todo = list(names)
    while todo:
        with open(os.path.join(tmp, "main.c"), "w") as f:
            for k, name in enumerate(todo):
                f.write('#include "%s"\n/*@%d*/\n' % (name, k))
        out = os.path.join(tmp, "cpp.txt")
        if os.path.exists(out):
            os.unlink(out)
        cmd = [args.cc, "-x", lang, "-std=" + std, "-nostdinc",
               "-E", "-M", "-MG", "-o", os.devnull, "-fplugin=" + plugin,
               "-fplugin-arg-comment_dump-out=" + out, "main.c"]
        if tri:   # after -std=, which resets it
            cmd.insert(4, "-trigraphs")
        r = run(cmd, tmp)
        errs = r.stderr.decode("utf-8", "replace")
        all_errs += errs
        crashed = ("internal compiler error" in errs
                   or "bailing out" in errs)
        try:
            with open(out, "rb") as f:
                text = f.read().decode("latin-1")
        except OSError:
            return None, all_errs, "no comment dump (status %d): %s" % (
                r.returncode, errs[:400])
        done = len(todo) - 1
        marks = -1
        for m in re.finditer(r"^main\.c:\d+:\d+:([0-9a-f]*)$", text, re.M):
            mark = bytes.fromhex(m.group(1)).decode("latin-1")
            if mark.startswith("/*@"):
                marks = max(marks, int(mark[3:-2]))
        done = min(done, marks)
        # A raw string open at the end of an included file leaves cc1 in a
        # state that the next files show; rerun after any raw string error.
        for m in re.finditer(r"^(s\d+\.c):\d+(?::\d+)?: error: (unterminated raw "
                             r"string|invalid new-line in raw string)", errs,
                             re.M):
            if m.group(1) in todo:
                done = min(done, todo.index(m.group(1)) - 1)
        lang_flags = lang_flags or parse_lang(text)
        if crashed:
            # cc1 itself gave up (a GCC bug, e.g. after __has_include
            # errors): the snippet it died in is not compared.
            done = min(done, marks)
            if done + 1 < len(todo):
                cpp.setdefault("#crashed", []).append(todo[done + 1])
        got = attribute(text, todo)
        for name in todo[:done + 2]:
            cpp[name] = got.get(name, [])
        # The snippet after the last mark stopped cc1: what it reported is
        # all there was (the open raw string runs to its end).
        if os.environ.get("DIFF_LEX_DEBUG"):
            print("run from %s: done %d" % (todo[0], done))
        todo = todo[done + 2:]
    cpp["#lang"] = lang_flags
    return cpp, all_errs, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--files", type=int, default=4)
    ap.add_argument("--snippets", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cc", default=os.environ.get("CC", "gcc"))
    ap.add_argument("--keep", help="directory for failing snippets")
    ap.add_argument("--tmp", help="work here and keep the files")
    ap.add_argument("--progress", action="store_true",
                    help="print the counts after every batch")
    ap.add_argument("--only", help="run only this -std=")
    ap.add_argument("--configs", type=int, default=0,
                    help="compile each batch under this many configurations "
                    "picked at random (0: all)")
    ap.add_argument("--pp-snippets", type=int, default=20,
                    help="snippets of each batch also read as preprocessed "
                    "input (one cc1 run each)")
    ap.add_argument("--show", type=int, default=5,
                    help="failures to print in full")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    global SANITIZER_ENV
    SANITIZER_ENV = sanitizer_env(args.cc)
    plugin = os.path.join(build, "comment_dump.so")
    lexer = os.path.join(build, "lex-comments")
    rng = random.Random(args.seed)
    version = subprocess.run([args.cc, "-dumpversion"],
                             stdout=subprocess.PIPE).stdout.decode()
    gcc12 = version.split(".")[0].strip() == "12"
    passed = failed = rejected = lines_off = skipped_if = crashes = 0
    two_ways = 0
    shown = 0
    tmp = args.tmp or tempfile.mkdtemp(prefix="diff-lex-")
    if args.tmp:
        os.makedirs(tmp, exist_ok=True)
    try:
        for batch in range(args.files):
            names = []
            for i in range(args.snippets):
                name = "s%d.c" % i
                with open(os.path.join(tmp, name), "wb") as f:
                    f.write(snippet(rng).encode("utf-8", "surrogatepass"))
                names.append(name)
            all_names = names
            todo_configs = [c + (False,) for c in configs()]
            if args.configs:
                todo_configs = rng.sample(todo_configs, args.configs)
            todo_configs += [c + (True,) for c in PREPROCESSED]
            for lang, std, tri, pp in todo_configs:
                if args.only and std != args.only:
                    continue
                names = all_names[:args.pp_snippets] if pp else all_names
                cpp, errs, bad = (run_cpp_preprocessed if pp else run_cpp)(
                    args, tmp, plugin, names, lang, std, tri)
                if bad:
                    print("FAIL: %s -std=%s: %s" % (lang, std, bad))
                    failed += len(names)
                    continue
                c90_reject = set(re.findall(
                    r"^(s\d+\.c):\d+(?::\d+)?: error: C\+\+ style comments are "
                    r"not allowed in ISO C90", errs, re.M))
                tag = "%s -std=%s%s%s" % (lang, std, " -trigraphs" if tri
                                           else "",
                                           " -fpreprocessed" if pp else "")
                # The lexer reads with the options cpp had, as in the
                # plugin; bg_parse_std's table (GCC 12's) is checked
                # against them where the compiler is GCC 12.
                flags = cpp.pop("#lang")
                crashed_in = set(cpp.pop("#crashed", []))
                for name in crashed_in:
                    crashes += 1
                    print("# diff-lex: %s -std=%s%s: cc1 crashed in %s (a GCC "
                          "bug); not compared" % (lang, std, " -trigraphs"
                                                  if tri else "", name))
                tcmd = [lexer, "--asm" if lang == "assembler-with-cpp"
                        else "--std=" + std]
                if tri:
                    tcmd.append("--trigraphs")
                if pp:
                    tcmd.append("--preprocessed")
                table = run(tcmd + ["--print-lang"], tmp).stdout.decode()
                if flags is None:
                    print("FAIL: %s: comment_dump printed no options" % tag)
                    failed += len(names)
                    continue
                if table.strip() != "#lang " + flags and gcc12:
                    print("FAIL: %s: bg_parse_std gives %s, cpp has %s"
                          % (tag, table.strip(), flags))
                    failed += 1
                lr = run([lexer, "--lang=" + flags] + names, tmp)
                if lr.returncode != 0:
                    print("FAIL: lex-comments status %d: %s"
                          % (lr.returncode, lr.stderr.decode()[:400]))
                    failed += len(names)
                    continue
                ours = parse_dump(lr.stdout.decode("latin-1"))
                # A #if cpp cannot evaluate skips its group, where a nested
                # #if is not evaluated and __has_include reads no header
                # name; bidiguard does not know which groups cpp skips.
                if_failed = set(re.findall(
                    r"^(s\d+\.c):\d+(?::\d+)?: error: .*(in expression|operand|"
                    r"requires a header-name|preprocessor expression|"
                    r"#if with no expression|#elif with no expression|"
                    r"missing binary operator|missing expression|"
                    r"without preceding|unbalanced)", errs, re.M))
                for name in names:
                    if name in crashed_in:
                        continue
                    if name in c90_reject:
                        rejected += 1
                        continue
                    if name in {m[0] for m in if_failed}:
                        skipped_if += 1
                        continue
                    # An #embed line cpp reads two ways by whether its group
                    # is skipped: the lexer takes the skipped reading and
                    # says so (the plugin then leaves the file to GCC's own
                    # check too).  A compiled group reads it the other way.
                    if name in ours.get("#two-ways", ()):
                        two_ways += 1
                        continue
                    a, b = cpp.get(name, []), ours.get(name, [])
                    if a == b:
                        passed += 1
                        continue
                    # Same comments, columns and texts: only cpp's line
                    # numbers differ.  It loses count of spliced lines after
                    # some errors (an unterminated raw string, #error over
                    # spliced lines), and a random "# 1" renames the file,
                    # so lines alone do not fail a case.
                    if [x[1:] for x in a] == [x[1:] for x in b]:
                        passed += 1
                        lines_off += 1
                        continue
                    failed += 1
                    if args.keep:
                        os.makedirs(args.keep, exist_ok=True)
                        shutil.copy(os.path.join(tmp, name), os.path.join(
                            args.keep, "b%d-%s-%s%s" % (
                                batch, name[:-2], std.replace(":", "_"),
                                "-tri.c" if tri else ".c")))
                    if shown < args.show:
                        shown += 1
                        with open(os.path.join(tmp, name), "rb") as f:
                            src = f.read()
                        print("FAIL: %s batch %d %s\n  source: %r\n"
                              "  cpp:        %s\n  bidiguard:  %s"
                              % (tag, batch, name, src, a, b))
            if args.progress:
                print("# batch %d: %d passed, %d failed so far" % (
                    batch, passed, failed), flush=True)
    finally:
        if not args.tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    if rejected:
        print("# diff-lex: %d snippet cases not compared: cpp rejects their "
              "// comment in ISO C90" % rejected)
    if crashes:
        print("# diff-lex: %d snippet cases not compared: cc1 crashed in "
              "them" % crashes)
    if skipped_if:
        print("# diff-lex: %d snippet cases not compared: an #if cpp could "
              "not evaluate skips a group bidiguard reads" % skipped_if)
    if two_ways:
        print("# diff-lex: %d snippet cases not compared: an #embed line "
              "cpp reads two ways, said so by the lexer" % two_ways)
    if lines_off:
        print("# diff-lex: %d passed cases where only cpp's line numbers "
              "differ" % lines_off)
    print("# diff-lex: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
