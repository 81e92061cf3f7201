#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""glue-fuzz.py - random and mutated files through a real cc1 with the plugin.

The core has its own fuzzer (fuzz-core.c); this one drives the whole
plugin inside GCC, where the worst bugs live: a location GCC's source
printer cannot draw (an internal compiler error), a signal, a hang.  Each
input is made from a seed file (the DejaGnu inputs, examples/, the
reproducers in testsuite/fuzz/glue-regress/) by splicing in hostile pieces:
every bidi control and mark, right-to-left letters, lone CR, CRLF, NUL,
form feed, tabs, invalid and truncated UTF-8, 4-byte and wide and
zero-width characters, comment and literal delimiters, splices,
trigraphs, #line to another file, long lines.  Each is compiled as C or
C++ with -fsyntax-only, with a random choice of the plugin's checks,
-Werror, the JSON format and -finput-charset.

A run fails on "internal compiler error", a signal, an exit status
other than 0 and 1, or a compile that takes more than --hang seconds
(a hard stop against real hangs, far above any normal time: never a
speed test), unless GCC without the plugin does the same on that input.
Failing inputs are kept in OUT/failures/; copy each into
testsuite/fuzz/glue-regress/ once fixed (its plugin arguments, if any, in
NAME.flags beside it), where every run replays it.

With --clang the same inputs go through Clang and the Clang plugin
(build/clang-N/bidiguard-clang.so): GCC's options that Clang lacks are
traded for ones it has (the JSON format for parseable fix-its, another
input charset for UTF-8, the column unit for -w), so that each input
still compiles, and a crash is Clang's ("PLEASE submit a bug report",
"frontend command failed", "Stack dump:") rather than GCC's internal
compiler error.  The random choices are the same as for GCC.

Usage: glue-fuzz.py --plugin build/bidiguard.so --cc gcc --cxx g++
                    [--inputs N] [--seed K] [--out DIR] [--hang S]
       glue-fuzz.py --clang --plugin build/clang-16/bidiguard-clang.so
                    --cc clang-16 --cxx clang++-16 [...]
Prints a PASS/FAIL line per failure and per regression file, and ends
with "# glue-fuzz: N passed, M failed".
"""
import argparse
import glob
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CONTROLS = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
            0x2069, 0x200E, 0x200F, 0x061C]
LETTERS = [0x05D0, 0x05D1, 0x05EA, 0x0627, 0x0628, 0x0661, 0x0662, 0x06F1,
           0x0710, 0x07C0, 0x0800]
ODD = [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x034F, 0xFE0F,
       0xE0021, 0xE0061, 0x1F600, 0x4E2D, 0xFF21, 0x0301, 0x0307, 0x0131,
       0x2028, 0x2029, 0x0085, 0x001C, 0x001F, 0x000B, 0x0430, 0x03B1]


def u(cp):
    return chr(cp).encode("utf-8")


PIECES = [
    b"\r", b"\r\n", b"\n", b"\0", b"\f", b"\t", b"\t\t", b"\v",
    b"\xff", b"\xc0", b"\xe2\x80", b"\xf0\x9f", b"\xed\xa0\x80", b"\x80",
    b"/*", b"*/", b"//", b"\"", b"'", b"R\"x(", b")x\"", b"u8\"", b"L'",
    b"\\\n", b"\\ \n", b"??/\n", b"??/", b"#define M(a) a\n", b"#if 0\n",
    b"#endif\n", b"#include \"nonexistent-bg.h\"\n", b"#pragma GCC diagnostic ignored \"-Wbidi-chars\"\n",
    b"\n#line 2 \"other.c\"\n", b"\n#line 1\n", b"\n# 7 \"other.c\" 1 3\n",
    b"int x = 10 - 3;", b"f(a, b);", b"\"abc\", 1,", b"__LINE__",
]


def piece(rng):
    k = rng.random()
    if k < 0.3:
        return u(rng.choice(CONTROLS))
    if k < 0.5:
        return b"".join(u(rng.choice(LETTERS)) for _ in range(rng.randint(1, 6)))
    if k < 0.65:
        return u(rng.choice(ODD))
    if k < 0.97:
        return rng.choice(PIECES)
    # A long line: past 4096 columns, once in a while past 65,536.
    n = rng.choice([4100, 5000, 70000])
    return b"int " + b"_" * n + b" = 1; /*" + u(0x202E) + b"*/\n"


def mutate(rng, text):
    data = bytearray(text)
    for _ in range(rng.randint(1, 12)):
        at = rng.randint(0, len(data))
        if rng.random() < 0.15 and len(data) > 2:
            end = min(len(data), at + rng.randint(1, 40))
            del data[at:end]
        else:
            data[at:at] = piece(rng)
    if rng.random() < 0.1:
        # Start with a BOM, or end without a newline.
        data[0:0] = b"\xef\xbb\xbf"
    if rng.random() < 0.1 and data.endswith(b"\n"):
        del data[-1]
    return bytes(data[:200000])


LINES = [
    b"int x@ = /*C*/ 10 - 3 /*C*/;",
    b"const char *s@ = \"CnimdaC\";",
    b"int is_admin@O(void);",
    b"/* legacy */",
    b"if (a@ < b) { /* C } C */ return 1; }",
    b"x@ = f(/*L*/ 64, 0 /*L*/);",
    b"#define M@(a, b) ((a) - (b)) /* L */",
    b"char c@ = 'L';\tint t@ = 0; // C",
    b"\t\tint y@ = 2; /*LL*/ int z@ = 3;",
    b"const char *w@ = \"LL\", *v@ = \"L\";",
]


def soup(rng):
    """Lines built to put findings (controls, letters, invisible characters
    in names) after line ends that cpp and GCC's printer read differently
    (lone CR, CRLF, form feed), with wide, zero-width and 4-byte
    characters where a range may end."""
    out = bytearray()
    for i in range(rng.randint(2, 12)):
        line = rng.choice(LINES).replace(b"@", str(i).encode())
        parts = []
        for ch in line:
            b = bytes([ch])
            if b == b"C":
                parts.append(u(rng.choice(CONTROLS)))
            elif b == b"L":
                parts.append(b"".join(u(rng.choice(LETTERS)) for _ in range(rng.randint(1, 4))))
            elif b == b"O":
                parts.append(u(rng.choice(ODD)))
            else:
                parts.append(b)
        out += b"".join(parts)
        if rng.random() < 0.3:
            out += u(rng.choice([0x1F600, 0xE0021, 0x4E2D, 0x0301, 0x200B]))
        out += rng.choice([b"\n", b"\n", b"\r", b"\r\n", b"\f\n", b"\r\r"])
    return bytes(out)


def shifted(rng):
    """cpp's lines and the printer's apart: lone CRs (a line end to cpp,
    not to GCC 12's printer) before findings that carry ranges and fix-its,
    with the printer's line at that number holding zero-width, wide and
    4-byte characters at the columns the range reaches."""
    out = bytearray()
    for i in range(rng.randint(1, 4)):
        pad = b" " * rng.randint(0, 12)
        finding = rng.choice([
            b"int v%d = /*C*/ 10 - 3 /*C*/;" % i,
            b"const char *s%d = \"CnimdaC\";" % i,
            b"int x%d = /*L*/ 10 - 3 /*L*/;" % i,
            b"int is_admin%dO(void);" % i,
        ])
        finding = finding.replace(b"C", u(rng.choice(CONTROLS))).replace(
            b"L", u(rng.choice(LETTERS))).replace(b"O", u(rng.choice(ODD)))
        printer = b"int w%d" % i + pad + b"".join(
            u(rng.choice([0xE0021, 0xE0061, 0xFE0F, 0x200D, 0x1F600, 0x4E2D, 0x0301]))
            for _ in range(rng.randint(1, 6))) + b"(void);"
        out += b"/* %d */" % i + rng.choice([b"\r", b"\r\r", b"\f\r"]) + pad + finding
        out += rng.choice([b"\n", b"\r\n"]) + printer + b"\n"
    return bytes(out)


def seeds():
    files = []
    for pat in ("testsuite/bidiguard.c/*.c", "testsuite/bidiguard.c/*.h",
                "testsuite/bidiguard.c++/*.C", "examples/*.c", "examples/*.cc",
                "testsuite/fuzz/glue-regress/*.c", "testsuite/fuzz/glue-regress/*.C"):
        files += sorted(glob.glob(os.path.join(ROOT, pat)))
    out = []
    for f in files:
        with open(f, "rb") as fh:
            data = fh.read()
        if len(data) <= 20000:
            out.append(data)
    return out


def compile_one(args, path, lang, flags, plugin):
    cc = args.cxx if lang == "c++" else args.cc
    cmd = [cc, "-fsyntax-only", "-x", lang, "-Wall"]
    if args.clang:
        # No reproducer files in /tmp for each crash: the input is kept.
        cmd.append("-fno-crash-diagnostics")
        flags = [w for f in flags for w in CLANG_FLAGS.get(f.split("=")[0], [f])]
    if plugin:
        cmd += ["-fplugin=" + args.plugin]
        cmd += flags
    else:
        cmd += [f for f in flags if not f.startswith("-fplugin")]
    cmd.append(path)
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=args.hang, cwd=os.path.dirname(path),
                           env=args.env if plugin else None)
    except subprocess.TimeoutExpired:
        return "a hang (over %d s)" % args.hang, cmd
    err = r.stderr.decode("utf-8", "replace")
    if "internal compiler error" in err:
        return "an internal compiler error", cmd
    if args.clang and ("PLEASE submit a bug report" in err
                       or "frontend command failed" in err or "Stack dump:" in err):
        return "a crash of Clang", cmd
    if "Sanitizer" in err or "runtime error:" in err:
        return "a sanitizer's report", cmd
    if r.returncode < 0:
        return "signal %d" % -r.returncode, cmd
    if r.returncode not in (0, 1):
        return "exit status %d" % r.returncode, cmd
    return None, cmd


# GCC's options that Clang does not take, and what is tried instead.
CLANG_FLAGS = {
    "-fdiagnostics-format": ["-fdiagnostics-parseable-fixits"],
    "-finput-charset": ["-finput-charset=utf-8"],
    "-fdiagnostics-column-unit": ["-w"],
}


def flags_for(rng):
    flags = []
    checks = rng.choice([None, "all", "+rtl-layout", "+ucn,+any", "none"])
    if checks:
        flags.append("-fplugin-arg-bidiguard-checks=" + checks)
    if rng.random() < 0.2:
        flags.append("-fplugin-arg-bidiguard-base=" + rng.choice(["rtl", "auto"]))
    if rng.random() < 0.2:
        flags.append("-Werror")
    if rng.random() < 0.15:
        flags.append("-fdiagnostics-format=json")
    if rng.random() < 0.1:
        flags.append("-finput-charset=" + rng.choice(["windows-1255", "latin1", "utf-8"]))
    if rng.random() < 0.1:
        flags.append("-fdiagnostics-column-unit=byte")
    return flags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--inputs", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="build/glue-fuzz")
    ap.add_argument("--hang", type=int, default=120)
    ap.add_argument("--clang", action="store_true",
                    help="--cc and --cxx are Clang, --plugin the Clang plugin")
    args = ap.parse_args()
    args.plugin = os.path.abspath(args.plugin)
    # A plugin built with ASan+UBSan (make check SANITIZE=1) needs their
    # runtimes in cc1, as the DejaGnu tests give them (bidiguard-exec).
    args.env = None
    if os.environ.get("SANITIZE") == "1":
        rt = [subprocess.run([args.cc, "-print-file-name=" + lib], stdout=subprocess.PIPE,
                             universal_newlines=True).stdout.strip()
              for lib in ("libasan.so", "libubsan.so")]
        args.env = dict(os.environ, LD_PRELOAD=" ".join(rt),
                        ASAN_OPTIONS="detect_leaks=0:abort_on_error=0",
                        UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    work = os.path.abspath(args.out)
    fails = os.path.join(work, "failures")
    os.makedirs(fails, exist_ok=True)
    # The file a #line or marker names: other text than the input's lines.
    with open(os.path.join(work, "other.c"), "wb") as fh:
        fh.write(("int a;\n" + chr(0x1F600) * 3 + "\n\t\tx\n").encode() * 4)

    rng = random.Random(args.seed)
    corpus = seeds()
    passed = failed = 0
    jobs = []
    # A reproducer's plugin arguments, if it needs any, are in NAME.flags.
    for f in sorted(glob.glob(os.path.join(ROOT, "testsuite/fuzz/glue-regress/*"))):
        if f.endswith(".flags"):
            continue
        flags = []
        if os.path.exists(f + ".flags"):
            with open(f + ".flags") as fh:
                flags = fh.read().split()
        with open(f, "rb") as fh:
            jobs.append(("regress " + os.path.basename(f), fh.read(),
                         "c++" if f.endswith((".C", ".cc")) else "c", flags))
    for i in range(args.inputs):
        k = rng.random()
        data = (shifted(rng) if k < 0.35 else soup(rng) if k < 0.6
                else mutate(rng, rng.choice(corpus)))
        jobs.append(("input %d" % i, data,
                     rng.choice(["c", "c", "c++"]), flags_for(rng)))
    for name, data, lang, flags in jobs:
        path = os.path.join(work, "in.c")
        with open(path, "wb") as fh:
            fh.write(data)
        bad, cmd = compile_one(args, path, lang, flags, True)
        if bad:
            alone, _ = compile_one(args, path, lang, flags, False)
            if alone == bad:
                bad = None  # GCC does the same without the plugin
        if bad:
            failed += 1
            keep = os.path.join(fails, "%s-seed%d.%s" % (name.replace(" ", "-"),
                                                        args.seed, "C" if lang == "c++" else "c"))
            with open(keep, "wb") as fh:
                fh.write(data)
            print("FAIL: glue-fuzz %s: %s: %s (kept as %s)" % (name, bad, " ".join(cmd[:-1]), keep))
        else:
            passed += 1
            if name.startswith("regress"):
                print("PASS: glue-fuzz %s" % name)
    print("# glue-fuzz: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
