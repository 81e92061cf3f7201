#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-clang.py - the Clang plugin finds what the GCC plugin finds.

  test-clang.py [--clang clang-16] [--plugin build/clang-16/bidiguard-clang.so]

Without arguments it takes build/clang-$CLANG_VERSION/bidiguard-clang.so
(make check sets CLANG_VERSION, empty when Clang's headers are missing:
then UNSUPPORTED), or else the newest build/clang-N/bidiguard-clang.so
whose clang-N is installed (BUILD from the environment, default build/).

1. Findings: every file of examples/ and the DejaGnu inputs of
   testsuite/bidiguard.c/ and testsuite/bidiguard.c++/ is compiled
   (-fsyntax-only) with its dg-options by $CC/$CXX and the GCC plugin
   and by clang/clang++ with the Clang plugin; the findings' (file, line,
   byte column, check) must be the same.  A test whose options Clang
   does not accept, or that GCC preprocesses only (dg-do preprocess; the
   Clang plugin is idle under -E), is UNSUPPORTED; a difference with a
   known reason (KNOWN below) is XFAIL, and FAILs once it is gone.
2. Must not flag: legit-* examples and every test file without a
   dg-warning or dg-error: the Clang plugin reports nothing there.
3. Flows and conventions: standard input, a .i, a header, a skipped
   #if 0 group, a missing #include, a PCH, -Werror, -w and the
   bidi-chars group's options and pragmas, fix-its (the same as GCC's;
   -Xclang -fixit), objects byte-identical with and without the plugin,
   -E, an assembler file and an -flto link (idle), disable, a bad
   argument; and no crash on the fuzzer's regression inputs and part of
   its corpus.
4. The version check: the loader needs only the C library; a loader
   built for the next major (build/clang-N/other-major/) beside this
   major's checks gives one note and checks nothing (an error with the
   error argument, silence with disable or BIDIGUARD_DISABLE); another
   major's build (build/clang-M/) in this Clang and this one in clang-M,
   where both are there; the loader without its checks, one note.

Prints PASS/FAIL/XFAIL/UNSUPPORTED lines and ends with
"# clang: N passed, M failed".  Without a clang with development
headers (no plugin built) it says UNSUPPORTED and counts nothing.
"""
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD", os.path.join(ROOT, "build"))
if not os.path.isabs(BUILD):
    BUILD = os.path.join(ROOT, BUILD)
CC = os.environ.get("CC", "gcc")
CXX = os.environ.get("CXX", "g++")
GCC_PLUGIN = os.path.join(BUILD, "bidiguard.so")

FINDING = re.compile(r"^(.+?):(\d+):(?:(\d+):)? (warning|error): .*"
                     r"\[bidiguard:([a-z0-9-]+)\]")
RLO, PDF = chr(0x202E), chr(0x202C)

# Tests where the two plugins differ, why, and from which Clang on (to
# which, when a third number is given) (doc/clang.md, "Differences from
# the GCC plugin").
KNOWN = {
    "columns-beyond-4096.c": ("GCC gives no column past 4096, Clang does", 14),
    "columns-beyond-4096.C": ("GCC gives no column past 4096, Clang does", 14),
    "reading-raw-splice.c": ("raw strings in C: GNU C has them, Clang only from 19", 14, 18),
    "ucn.c": ("R\"(\\u202E)\" in C: a raw string to GCC, an escape to Clang before 19", 14, 18),
    "ucn-delimited.c": ("\\u{...} is an escape in Clang 15 on, not in GCC 12", 15),
    "ucn-delimited.C": ("\\u{...} is an escape in Clang 15 on, not in GCC 12", 15),
    "pragma-trace-lexed.C": ("GCC's C++ front end lexes the file before a #pragma "
                             "takes effect; Clang applies it where it stands", 14),
    "pragma-trace-macro.C": ("the same for a _Pragma in a macro", 14),
    "preprocessed-splice.i": ("GCC reads a .i as cpp's preprocessed input, without line "
                              "splices; Clang's lexer splices a // comment's backslash "
                              "in every input (measured: clang-16 -fsyntax-only reads "
                              "'// C:\\' + newline + 'int x = ;' as one comment)", 14),
    "preprocessed-trigraph.i": ("the same for a ??/ splice (GCC: no trigraphs in a .i)", 14),
    "preprocessed-directive.i": ("Clang 15 has no PPCallbacks::FileNotFound (14 and 16 do): "
                                 "the finding on a missing #include's own line is still "
                                 "queued at its fatal error, after which Clang reports "
                                 "nothing", 15, 15),
    "pragma-any-level-lowered.c": ("a #pragma GCC diagnostic lowering -Wbidi-chars= from "
                                   "any drops the any findings in GCC; the Clang plugin "
                                   "keeps the command line's level", 14),
    "diag-wno-error-bidi.c": ("Clang before 20 knows no -Wbidi-chars: under -Werror "
                              "-Wno-error=bidi-chars is itself an error and "
                              "Clang stops before compiling", 14),
}

# GCC's printing options, dropped for Clang (its columns are bytes).
GCC_PRINTING = ("-fdiagnostics-column-unit=", "-fdiagnostics-show-caret",
                "-fdiagnostics-show-line-numbers", "-fdiagnostics-plain-output")
# Clang 14-16 spell C++23 as c++2b.
CLANG_STD = {"-std=c++23": "-std=c++2b", "-std=gnu++23": "-std=gnu++2b"}

counts = {"passed": 0, "failed": 0}


def say(kind, text):
    print("%s: %s" % (kind, text))
    if kind in ("PASS", "XFAIL"):
        counts["passed"] += 1
    elif kind == "FAIL":
        counts["failed"] += 1


def find_plugin(args):
    clang = plugin = None
    if "--clang" in args:
        clang = args[args.index("--clang") + 1]
    if "--plugin" in args:
        plugin = args[args.index("--plugin") + 1]
    if clang and plugin:
        return clang, os.path.abspath(plugin)
    if os.environ.get("SANITIZE") == "1":
        return None, None  # clang would need the sanitizer runtime
    if "CLANG_VERSION" in os.environ:
        n = os.environ["CLANG_VERSION"]
        so = os.path.join(BUILD, "clang-%s" % n, "bidiguard-clang.so")
        if n and os.path.isfile(so) and shutil.which("clang-" + n):
            return "clang-" + n, so
        return None, None
    for d in sorted(glob.glob(os.path.join(BUILD, "clang-*")),
                    key=lambda d: int(re.sub(r"\D", "", os.path.basename(d)) or 0),
                    reverse=True):
        n = os.path.basename(d)[len("clang-"):]
        so = os.path.join(d, "bidiguard-clang.so")
        if os.path.isfile(so) and shutil.which("clang-" + n):
            return clang or "clang-" + n, plugin or so
    return None, None


def options(path):
    """The dg-options of PATH as a list (option words replaced), the
    dg-do action, and whether it expects a finding."""
    text = open(path, encoding="utf-8", errors="replace").read()
    m = re.search(r'dg-options "([^"]*)"', text)
    opts = m.group(1) if m else ""
    testdir = os.path.dirname(os.path.abspath(path))
    opts = (opts.replace("@TESTDIR@", testdir).replace("@BUILD@", BUILD)
            .replace("@ROOT@", ROOT))
    m = re.search(r"dg-do (\w+)", text)
    flagged = re.search(r"dg-(warning|error)", text) is not None
    return opts.split(), (m.group(1) if m else "compile"), flagged


def findings(output, cwd):
    out = set()
    for line in output.splitlines():
        m = FINDING.match(line)
        if m:
            name = os.path.normpath(os.path.join(cwd, m.group(1)))
            out.add((os.path.relpath(name, ROOT), int(m.group(2)),
                     int(m.group(3) or 0), m.group(5)))
    return out


def run(cmd, cwd, stdin=None, env=None):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                       errors="replace", input=stdin, timeout=300,
                       env=None if env is None else dict(os.environ, **env))
    return p.returncode, p.stdout + p.stderr


def compile_both(clang, plugin, path):
    """(status, gcc findings, clang findings, clang output)."""
    opts, action, _ = options(path)
    cwd = os.path.dirname(os.path.abspath(path))
    cxx = not path.endswith((".c", ".i"))
    gcc = [CXX if cxx else CC, "-fsyntax-only", "-fplugin=" + GCC_PLUGIN,
           "-fdiagnostics-plain-output", "-fdiagnostics-column-unit=byte"]
    gopts = [o.replace("@NOGCCBIDI@", "-Wbidi-chars=none") for o in opts]
    gopts = [o for o in gopts if o]
    # How GCC prints, not what it reads: nothing for Clang to do with them.
    copts = [CLANG_STD.get(o, o) for o in opts if o != "@NOGCCBIDI@"
             and not o.startswith(GCC_PRINTING)]
    clang_cmd = [clang.replace("clang-", "clang++-") if cxx else clang,
                 "-fsyntax-only", "-fplugin=" + plugin,
                 "-fno-color-diagnostics", "-fno-caret-diagnostics"]
    if action == "preprocess":
        return "preprocess", None, None, ""
    _, gout = run(gcc + gopts + [os.path.abspath(path)], cwd)
    _, cout = run(clang_cmd + copts + [os.path.abspath(path)], cwd)
    if re.search(r"^(clang\S*: error: unknown argument|error: invalid value '|"
                 r"clang\S*: error: unsupported option)", cout, re.M):
        return "options", None, None, cout
    return "ok", findings(gout, cwd), findings(cout, cwd), cout


def test_files(clang, plugin):
    files = sorted(glob.glob(os.path.join(ROOT, "examples", "*.c"))
                   + glob.glob(os.path.join(ROOT, "examples", "*.cc"))
                   + glob.glob(os.path.join(ROOT, "testsuite", "bidiguard.c", "*.c"))
                   + glob.glob(os.path.join(ROOT, "testsuite", "bidiguard.c", "*.i"))
                   + glob.glob(os.path.join(ROOT, "testsuite", "bidiguard.c++", "*.C")))
    jobs = int(os.environ.get("BIDIGUARD_CLANG_JOBS", "2"))
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda f: compile_both(clang, plugin, f), files))
    same = total_g = total_c = 0
    for path, (status, g, c, cout) in zip(files, results):
        rel = os.path.relpath(path, ROOT)
        name = os.path.basename(path)
        if status == "preprocess":
            say("UNSUPPORTED", "%s: dg-do preprocess (the Clang plugin is idle under -E)" % rel)
            continue
        if status == "options":
            first = [l for l in cout.splitlines() if "error" in l][:1]
            say("UNSUPPORTED", "%s: Clang refuses its options (%s)" % (rel, first[0] if first else "?"))
            continue
        total_g += len(g)
        total_c += len(c)
        known = KNOWN.get(name, ("", 1000))
        if known[1] <= MAJOR <= (known[2] if len(known) > 2 else MAJOR):
            why = KNOWN[name][0]
            if g != c:
                say("XFAIL", "%s: %s (gcc %d, clang %d findings)" % (rel, why, len(g), len(c)))
            else:
                say("FAIL", "%s: the known difference (%s) is gone: update KNOWN" % (rel, why))
            continue
        if g == c:
            same += 1
            say("PASS", "%s: same %d findings" % (rel, len(g)))
        else:
            say("FAIL", "%s: gcc only %s; clang only %s"
                % (rel, sorted(g - c), sorted(c - g)))
        _, _, flagged = options(path)
        if not (flagged or "attack" in name):
            if c:
                say("FAIL", "%s: must not flag, clang reports %s" % (rel, sorted(c)))
            else:
                say("PASS", "%s: must not flag, clang silent" % rel)
    print("# findings: %d with the same findings; gcc %d findings, clang %d"
          % (same, total_g, total_c))


def flows(clang, plugin):
    tmp = tempfile.mkdtemp(prefix="bidiguard-clang-")
    base = [clang, "-fplugin=" + plugin, "-fno-color-diagnostics"]
    spoof = 'const char *s = "%snimda%s";\n' % (RLO, PDF)

    def write(name, text):
        with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
            f.write(text)

    write("a.c", "int x;\n" + spoof)
    write("h.h", "/* %s h */\nint hh;\n" % RLO)
    write("inc.c", '#include "h.h"\n#if 0\n/* %s skipped */\n#endif\nint y;\n' % RLO)
    write("prag.c", "#pragma clang diagnostic push\n"
          '#pragma clang diagnostic ignored "-Wbidi-chars"\n' + spoof +
          "#pragma clang diagnostic pop\n" + spoof.replace("*s", "*t") +
          '#define OFF _Pragma("GCC diagnostic ignored \\"-Wbidi-chars\\"")\n'
          "OFF\n" + spoof.replace("*s", "*u"))
    write("s.s", ".text\nnop\n")

    def expect(what, cmd, status, lines, stdin=None):
        st, out = run(base + cmd, tmp, stdin)
        got = sorted((l, k) for (_, l, _, k) in findings(out, tmp))
        if (status is None or st == status) and got == lines:
            say("PASS", "flow %s" % what)
        else:
            say("FAIL", "flow %s: status %d, findings %s, expected %s %s\n%s"
                % (what, st, got, status, lines, out))

    s2 = [(2, "spoof")]
    expect("file", ["-fsyntax-only", "a.c"], 0, s2)
    expect("-c", ["-c", "a.c", "-o", os.path.join(tmp, "a.o")], 0, s2)
    expect("stdin", ["-fsyntax-only", "-x", "c", "-"], 0, s2,
           stdin=open(os.path.join(tmp, "a.c"), encoding="utf-8").read())
    run([clang, "-E", "a.c", "-o", "a.i"], tmp)
    expect(".i mapped through its line markers", ["-fsyntax-only", "a.i"], 0, s2)
    expect("header and #if 0", ["-fsyntax-only", "inc.c"], 0,
           [(1, "reorder"), (3, "reorder")])
    expect("-Werror fails", ["-fsyntax-only", "-Werror", "a.c"], 1, s2)
    expect("-w silences", ["-fsyntax-only", "-w", "a.c"], 0, [])
    q = "-Wno-unknown-warning-option"  # Clang before 20 knows no -Wbidi-chars
    expect("-Werror -Wno-error=bidi-chars keeps a warning",
           ["-fsyntax-only", "-Werror", "-Wno-error=bidi-chars", q, "a.c"], 0, s2)
    expect("-Werror=bidi-chars fails", ["-fsyntax-only", "-Werror=bidi-chars", q, "a.c"], 1, s2)
    expect("-w beats -Werror", ["-fsyntax-only", "-w", "-Werror", "a.c"], 0, [])
    expect("-Wno-bidi-chars", ["-fsyntax-only", "-Wno-bidi-chars", q, "a.c"], 0, [])
    expect("error argument, -Wno-error=bidi-chars",
           ["-fsyntax-only", "-fplugin-arg-bidiguard-error", "-Wno-error=bidi-chars", q, "a.c"],
           0, s2)
    write("pwarn.c", '#pragma GCC diagnostic warning "-Wbidi-chars"\n' + spoof)
    expect("#pragma GCC diagnostic warning under -Werror",
           ["-fsyntax-only", "-Werror", q, "pwarn.c"], 0, s2)
    expect("argument error", ["-fsyntax-only", "-fplugin-arg-bidiguard-error", "a.c"], 1, s2)
    # In a response file: the driver expands it before the plugin's
    # ParseArgs (the loader reads it itself: version_check).
    write("error.rsp", "-fplugin-arg-bidiguard-error\n")
    write("disable.rsp", "'-fplugin-arg-bidiguard-disable'\n")
    expect("argument error in an @file", ["-fsyntax-only", "@error.rsp", "a.c"], 1, s2)
    expect("argument disable in an @file", ["-fsyntax-only", "@disable.rsp", "a.c"], 0, [])
    expect("#pragma clang diagnostic", ["-fsyntax-only", "prag.c"], 0, [(5, "spoof")])
    expect("disable", ["-fsyntax-only", "-fplugin-arg-bidiguard-disable", "a.c"], 0, [])
    expect("bad argument", ["-fsyntax-only", "-fplugin-arg-bidiguard-bogus", "a.c"], 1, [])
    write("miss.c", "int a;\n/* %s x */\n#include \"nonexistent.h\"\n" % RLO)
    # Clang 15 has no FileNotFound callback (doc/clang.md).
    expect("before a missing #include's fatal error", ["-fsyntax-only", "miss.c"],
           1, [] if MAJOR == 15 else [(2, "reorder")])
    write("pch.h", spoof)
    write("usepch.c", "int z;\n")
    expect("PCH built", ["-x", "c-header", "pch.h", "-o", os.path.join(tmp, "pch.h.pch")],
           0, [(1, "spoof")])
    st, out = run(base + ["-fsyntax-only", "-include", "pch.h", "usepch.c"], tmp)
    if st == 0 and "precompiled header" in out and "not checked" in out:
        say("PASS", "flow PCH used: said not checked")
    else:
        say("FAIL", "flow PCH used: status %d\n%s" % (st, out))
    # -include-pch names the PCH itself: the main file is checked, the
    # PCH's header is not read again (its finding is not repeated), the
    # note names the PCH, and -Werror does not fail for the note.
    write("usepch2.c", "int y;\n" + spoof)
    st, out = run(base + ["-fsyntax-only", "-Werror", "-include-pch",
                          os.path.join(tmp, "pch.h.pch"), "usepch2.c"], tmp)
    got = sorted((os.path.basename(f), l, k) for (f, l, _, k) in findings(out, tmp))
    if (st == 1 and got == [("usepch2.c", 2, "spoof")]
            and "precompiled header '%s'" % os.path.join(tmp, "pch.h.pch") in out
            and "not checked" in out):
        say("PASS", "flow -include-pch: the main file checked, the PCH's header said not checked")
    else:
        say("FAIL", "flow -include-pch: status %d, findings %s\n%s" % (st, got, out))
    # Modules: the note only where a module stood in for headers (Clang
    # turns LangOptions::Modules on in every C++20 compile).
    write("module.modulemap", 'module m { header "m.h" export * }\n')
    write("m.h", "int mm;\n")
    write("usem.c", '#include "m.h"\nint z;\n')
    write("cxx20.cc", "int z;\n")
    st, out = run([clang.replace("clang-", "clang++-")] + base[1:]
                  + ["-std=c++20", "-fsyntax-only", "cxx20.cc"], tmp)
    if st == 0 and "modules" not in out:
        say("PASS", "flow C++20 without modules: no note about modules")
    else:
        say("FAIL", "flow C++20 without modules: status %d\n%s" % (st, out))
    st, out = run(base + ["-fmodules", "-fmodules-cache-path=" + os.path.join(tmp, "mcache"),
                          "-fsyntax-only", "usem.c"], tmp)
    if st == 0 and "headers taken from modules were not checked" in out:
        say("PASS", "flow module used: said not checked")
    else:
        say("FAIL", "flow module used: status %d\n%s" % (st, out))
    # The plugin never changes code generation: C and C++ objects, and
    # the bitcode -flto writes.
    write("b.cc", "#include <string>\nstd::string f (int i) { return std::to_string (i); }\n"
          + spoof.replace("*s", "*v"))
    for src, how in (("a.c", ["-g", "-O2"]), ("b.cc", ["-g", "-O2"]),
                     ("a.c", ["-O2", "-flto"])):
        objs = []
        cc = [clang.replace("clang-", "clang++-")] if src.endswith(".cc") else [clang]
        for with_plugin in (False, True):
            o = os.path.join(tmp, "o%d.o" % with_plugin)
            cmd = cc + (base[1:] if with_plugin else []) + ["-c"] + how + [src, "-o", o]
            run(cmd, tmp)
            objs.append(open(o, "rb").read() if os.path.exists(o) else None)
            if os.path.exists(o):
                os.unlink(o)
        what = "%s %s" % (src, " ".join(how))
        if objs[0] is not None and objs[0] == objs[1]:
            say("PASS", "flow objects byte-identical with and without the plugin (%s)" % what)
        else:
            say("FAIL", "flow objects differ with the plugin (%s)" % what)
    expect("-E idle", ["-E", "a.c", "-o", "/dev/null"], 0, [])
    write("m.c", "int main (void) { return 0; }\n")
    run([clang, "-flto", "-c", "m.c", "-o", "m.o"], tmp)
    expect("-flto link idle (-Werror)", ["-Werror", "-flto", "m.o", "-o", "m"], 0, [])
    expect("assembler idle", ["-c", "s.s", "-o", os.path.join(tmp, "s.o")], 0, [])
    write("p.S", "#define N 1\n.text\nnop\n")
    expect("preprocessed assembler idle (-Werror)",
           ["-Werror", "-c", "p.S", "-o", os.path.join(tmp, "p.o")], 0, [])
    # The driver, which never loads a plugin, warns that -fplugin= is
    # unused for a .s file; -Werror makes that an error.  Not the
    # plugin's to prevent: -Qunused-arguments is the way (doc/clang.md).
    # Clang 19 names -fno-color-diagnostics first, also unused there.
    st, out = run(base + ["-Werror", "-c", "s.s", "-o", os.path.join(tmp, "s.o")], tmp)
    unused = "-fplugin=" if MAJOR < 19 else "-fno-color-diagnostics"
    if st == 1 and "argument unused during compilation: '%s" % unused in out:
        say("XFAIL", "flow assembler under -Werror: the driver's unused -fplugin= "
            "warning is an error (-Qunused-arguments)")
    else:
        say("FAIL", "flow assembler under -Werror: status %d (the known driver "
            "error is gone or another came: update)\n%s" % (st, out))
    expect("assembler under -Werror -Qunused-arguments",
           ["-Werror", "-Qunused-arguments", "-c", "s.s", "-o", os.path.join(tmp, "s.o")], 0, [])

    # Fix-its: the same edits as GCC's (its parseable form is Clang's),
    # and -Xclang -fixit leaves a file with nothing to report.
    # (diag-fixits.c's raw string is one in GNU C only: the C++ file.)
    for t in ("bidiguard.c++/diag-fixits.C", "bidiguard.c/fixit-stringize.c"):
        src = os.path.join(ROOT, "testsuite", t)
        cwd = os.path.dirname(src)
        cxx = t.endswith(".C")
        fixits = re.compile(r"^fix-it:.*$", re.M)
        _, g = run([CXX if cxx else CC, "-fsyntax-only", "-fplugin=" + GCC_PLUGIN,
                    "-fdiagnostics-parseable-fixits",
                    "-fdiagnostics-column-unit=byte", src], cwd)
        _, c = run([clang.replace("clang-", "clang++-") if cxx else clang]
                   + base[1:] + ["-fsyntax-only", "-fdiagnostics-parseable-fixits", src], cwd)
        g, c = sorted(fixits.findall(g)), sorted(fixits.findall(c))
        if g == c and g:
            say("PASS", "fix-its of %s: the same %d as GCC's" % (t, len(g)))
        else:
            say("FAIL", "fix-its of %s: gcc %s, clang %s" % (t, g, c))
    write("fix.c", "int x;\n" + spoof)
    run(base + ["-fsyntax-only", "-Xclang", "-fixit", "fix.c"], tmp)
    expect("-Xclang -fixit applied", ["-fsyntax-only", "fix.c"], 0, [])
    # Never crash Clang: the fuzzer's regression inputs and the start of
    # its corpus, as C and as C++ (status 0 or 1, no signal).
    fuzz = sorted(glob.glob(os.path.join(ROOT, "testsuite", "fuzz", "regress", "*"))) \
        + sorted(glob.glob(os.path.join(ROOT, "testsuite", "fuzz", "corpus", "*")))[:40]
    bad = []
    for f in fuzz:
        for lang in ("c", "c++"):
            st, _ = run(base + ["-fsyntax-only", "-x", lang, f], tmp)
            if st not in (0, 1):
                bad.append("%s (%s): status %d" % (os.path.relpath(f, ROOT), lang, st))
    if fuzz and not bad:
        say("PASS", "no crash on %d fuzz inputs as C and C++" % len(fuzz))
    else:
        say("FAIL", "crash or no fuzz inputs: %s" % (bad or "none found"))
    shutil.rmtree(tmp)


def version_check(clang, plugin):
    """The loader (plugin/clang/loader.c) opens the checks only in the
    LLVM major it was built for: elsewhere one note (an error only with
    the error argument), never Clang's "unable to load plugin"."""
    tmp = tempfile.mkdtemp(prefix="bidiguard-clang-version-")
    src = os.path.join(tmp, "a.c")
    with open(src, "w", encoding="utf-8") as f:
        f.write('const char *s = "%snimda%s";\n' % (RLO, PDF))
    note = re.compile(r"^\S+: (note|error): bidiguard: (\S+) is for Clang (\d+), "
                      r"this is Clang (\d+); this compile is not checked$")

    def refused(what, loader, built, extra, status, kind, env=None, cc=None, running=None):
        st, out = run([cc or clang, "-fplugin=" + loader, "-fsyntax-only"] + extra + [src],
                      tmp, env=env)
        lines = out.splitlines()
        m = note.match(lines[0]) if len(lines) == 1 else None
        if (st == status and m and m.group(1) == kind and m.group(2) == loader
                and int(m.group(3)) == built and int(m.group(4)) == (running or MAJOR)):
            say("PASS", "version check: %s: one %s, status %d" % (what, kind, st))
        else:
            say("FAIL", "version check: %s: status %d, expected %d and one %s:\n%s"
                % (what, st, status, kind, out))

    # The loader has no symbol of Clang or LLVM to miss: every undefined
    # dynamic symbol is the C library's (or a weak one of the toolchain).
    st, out = run(["objdump", "-T", plugin], tmp)
    foreign = [l.split()[-1] for l in out.splitlines()
               if "*UND*" in l and "GLIBC_" not in l and " w " not in l]
    if st == 0 and "*UND*" in out and not foreign:
        say("PASS", "version check: the loader needs only the C library")
    else:
        say("FAIL", "version check: the loader needs %s (objdump status %d)"
            % (foreign, st))

    # A loader for the next major beside these checks (make builds it):
    # opening them here would check the file.
    other = os.path.join(os.path.dirname(plugin), "other-major", "bidiguard-clang.so")
    if os.path.isfile(other):
        refused("a build for Clang %d" % (MAJOR + 1), other, MAJOR + 1, [], 0, "note")
        refused("the same with -Werror", other, MAJOR + 1, ["-Werror"], 0, "note")
        refused("the same with the error argument", other, MAJOR + 1,
                ["-fplugin-arg-bidiguard-error"], 1, "error")
        refused("the same with -Xclang -plugin-arg-bidiguard -Xclang error", other,
                MAJOR + 1, ["-Xclang", "-plugin-arg-bidiguard", "-Xclang", "error"],
                1, "error")
        refused("the same with BIDIGUARD_DISABLE=0", other, MAJOR + 1,
                ["-fplugin-arg-bidiguard-error"], 1, "error", env={"BIDIGUARD_DISABLE": "0"})
        # Arguments in response files, which the driver expands only after
        # the loader has run: it reads them itself (GNU quoting, @file in
        # @file relative to the working directory, as Clang's driver).
        rsp = {"error.rsp": "-O2\n-fplugin-arg-bidiguard-error\n",
               "quoted.rsp": "'-Xclang' \"-plugin-arg-bidiguard\" -Xclang e\\rror\n",
               "outer.rsp": "-DX=1 @sub/inner.rsp\n",
               "sub/inner.rsp": "'-fplugin-arg-bidiguard-'error\n",
               "disable.rsp": "-fplugin-arg-bidiguard-disable -fplugin-arg-bidiguard-error\n",
               "other.rsp": "-Werror '-fplugin-arg-bidiguard-error x' -DE=error\n"}
        os.makedirs(os.path.join(tmp, "sub"))
        for name, text in rsp.items():
            with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
                f.write(text)
        refused("the error argument in an @file", other, MAJOR + 1, ["@error.rsp"], 1, "error")
        refused("-Xclang -plugin-arg-bidiguard -Xclang error quoted in an @file", other,
                MAJOR + 1, ["@quoted.rsp"], 1, "error")
        refused("the error argument in an @file inside an @file", other, MAJOR + 1,
                ["@outer.rsp"], 1, "error")
        refused("an @file without the error argument (a longer word, a value)", other,
                MAJOR + 1, ["@other.rsp"], 0, "note")
        for what, extra, env in (("the disable argument", ["-fplugin-arg-bidiguard-disable",
                                                          "-fplugin-arg-bidiguard-error"], None),
                                 ("the disable argument in an @file", ["@disable.rsp"], None),
                                 ("BIDIGUARD_DISABLE=1", ["-fplugin-arg-bidiguard-error"],
                                  {"BIDIGUARD_DISABLE": "1"})):
            st, out = run([clang, "-fplugin=" + other, "-fsyntax-only"] + extra + [src],
                          tmp, env=env)
            if st == 0 and not out.strip():
                say("PASS", "version check: %s: silent, status 0" % what)
            else:
                say("FAIL", "version check: %s: status %d\n%s" % (what, st, out))
    else:
        say("FAIL", "version check: %s missing (make check-clang builds it)" % other)

    # The real thing: another major's build, where its Clang is installed
    # too (make clang CLANG_VERSION=M), both ways.
    for d in sorted(glob.glob(os.path.join(BUILD, "clang-*"))):
        n = os.path.basename(d)[len("clang-"):]
        loader = os.path.join(d, "bidiguard-clang.so")
        if not n.isdigit() or int(n) == MAJOR or not os.path.isfile(loader):
            continue
        refused("build/clang-%s's plugin in %s" % (n, os.path.basename(clang)),
                loader, int(n), [], 0, "note")
        if shutil.which("clang-" + n):
            refused("this plugin in clang-%s" % n, plugin, MAJOR, [], 0, "note",
                    cc="clang-" + n, running=int(n))
            refused("this plugin in clang-%s with the error argument" % n, plugin, MAJOR,
                    ["-fplugin-arg-bidiguard-error"], 1, "error", cc="clang-" + n,
                    running=int(n))
    # Without its checks beside it: one note, the compile goes on.
    alone = os.path.join(tmp, "alone", "bidiguard-clang.so")
    os.makedirs(os.path.dirname(alone))
    shutil.copy(plugin, alone)
    st, out = run([clang, "-fplugin=" + alone, "-fsyntax-only", src], tmp)
    if (st == 0 and len(out.splitlines()) == 1
            and re.match(r"^\S+: note: bidiguard: cannot load its checks: .*"
                         r"bidiguard-clang-checks.so.*; this compile is not checked$", out)):
        say("PASS", "version check: the loader without its checks: one note, status 0")
    else:
        say("FAIL", "version check: the loader without its checks: status %d\n%s" % (st, out))
    shutil.rmtree(tmp)


MAJOR = 0


def main():
    global MAJOR
    clang, plugin = find_plugin(sys.argv[1:])
    if not clang:
        print("UNSUPPORTED: no Clang plugin built (a clang-N with libclang-N-dev "
              "and llvm-N-dev, then make clang CLANG_VERSION=N)")
        print("# clang: 0 passed, 0 failed")
        return 0
    MAJOR = int(re.sub(r"\D", "", os.path.basename(clang)) or 0)
    if not MAJOR:
        v = run([clang, "--version"], ROOT)[1]
        m = re.search(r"version (\d+)", v)
        MAJOR = int(m.group(1)) if m else 0
    gcc_major = int((run([CC, "-dumpversion"], ROOT)[1].strip().split(".") or ["0"])[0] or 0)
    if not os.path.isfile(GCC_PLUGIN):
        say("FAIL", "%s missing (make all)" % GCC_PLUGIN)
    elif gcc_major != 12:
        # KNOWN is measured against GCC 12's plugin: GCC 11 has no
        # -Wbidi-chars (the tests that set it read otherwise), and the
        # newer ones read some inputs otherwise (#embed, C23).
        say("UNSUPPORTED", "the comparison with the GCC plugin is measured against "
            "GCC 12; %s is GCC %d" % (CC, gcc_major))
    else:
        print("# %s with %s against %s with %s" % (clang, plugin, CC, GCC_PLUGIN))
        test_files(clang, plugin)
    flows(clang, plugin)
    version_check(clang, plugin)
    print("# clang: %d passed, %d failed" % (counts["passed"], counts["failed"]))
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
