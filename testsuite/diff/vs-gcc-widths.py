#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""vs-gcc-widths.py - the scanner's display columns are GCC's.

For every code point of U+0000..U+FFFF assigned by Unicode 13.0 (the
oldest Unicode of a supported GCC: 11 and 12), noncharacters included,
and for special cases beyond the BMP, one line
    char aN[] = "X<LRM>" x;
is compiled by GCC, whose error at `x` gives X's display width (the LRM
has none, in every GCC), and checked by bidiguard-scan --checks=any,
whose finding at the LRM must be at the same display column (text and
JSON display_column).  Code points whose width changed between the
Unicode versions involved (GCC 11 and 12 have 13.0, 14 has 15.1, 15 has
16.0; the scanner has its ICU's: 15.0 in Debian 12, 16.0 in Debian 13)
are left out, as measured: U+1734 (Mn until Unicode 13, Mc since) and
U+2630..U+2637, U+268A..U+268F (Wide since Unicode 16).
Usage: vs-gcc-widths.py --cc gcc --scan build/bidiguard-scan --work DIR
Prints PASS:/FAIL: lines and "# vs-gcc-widths: N passed, M failed".
"""

import argparse
import json
import os
import re
import subprocess
import sys

AGE = "/usr/share/unicode/DerivedAge.txt"
LRM = "\u200e"
# Characters that end a line, close the literal or are bidi controls
# (whose own findings are tested elsewhere).
SKIP = {0x00, 0x0A, 0x0D, 0x0B, 0x0C, 0x22, 0x5C, 0x85, 0x2028, 0x2029,
        0x061C, 0x200E, 0x200F} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
BEYOND_BMP = [0x1FFFE, 0x1FFFF, 0x10FFFF, 0xE0001, 0xE0020, 0xE0100, 0x1F600,
              0x20000, 0x1D167, 0x1BCA0, 0x13430, 0x110BD, 0x10FFFD]


def assigned_by(version):
    """Code points whose age is at most VERSION (a float)."""
    out = set()
    for line in open(AGE, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        rng, age = [x.strip() for x in line.split(";")]
        if float(age) <= version:
            a, _, b = rng.partition("..")
            out.update(range(int(a, 16), int(b or a, 16) + 1))
    return out


def sample():
    cps = [c for c in sorted(assigned_by(13.0)) if c <= 0xFFFF] + BEYOND_BMP
    cps = [c for c in cps if c not in SKIP and not 0xD800 <= c <= 0xDFFF]
    return [c for c in cps if c != 0x1734 and not (0x2630 <= c <= 0x2637
                                                   or 0x268A <= c <= 0x268F)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("--scan", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    cps = sample()
    path = os.path.join(a.work, "widths.c")
    with open(path, "w", encoding="utf-8") as f:
        for i, c in enumerate(cps):
            f.write('char a%d[] = "%s%s" x;\n' % (i, chr(c), LRM))
    r = subprocess.run([a.cc, "-fsyntax-only", "-fmax-errors=0",
                        "-fdiagnostics-plain-output", path],
                       capture_output=True, text=True, errors="replace")
    gcc = {int(m.group(1)): int(m.group(2)) - 2 for m in re.finditer(
        r"widths\.c:(\d+):(\d+): error: expected", r.stderr)}
    s = subprocess.run([a.scan, "--checks=any", path], capture_output=True,
                       text=True, errors="replace")
    text = {int(m.group(1)): int(m.group(2)) for m in re.finditer(
        r"widths\.c:(\d+):(\d+): warning: bidirectional mark U\+200E", s.stdout)}
    j = subprocess.run([a.scan, "--checks=any", "--format=json", path],
                       capture_output=True, text=True, errors="replace")
    js = {d["line"]: d["display_column"] for d in json.loads(j.stdout)
          if d["cause"].startswith("U+200E")}
    passed = failed = 0
    bad = []
    for i, c in enumerate(cps, 1):
        want = gcc.get(i)
        if want is None or text.get(i) != want or js.get(i) != want:
            bad.append("U+%04X gcc %s scanner %s json %s" % (c, want, text.get(i), js.get(i)))
    if bad:
        failed += 1
        print("FAIL: %d of %d code points at another column than GCC's: %s"
              % (len(bad), len(cps), "; ".join(bad[:20])))
    else:
        passed += 1
        print("PASS: %d code points at GCC's display column (text and JSON)" % len(cps))
    for c in (0x00AD, 0xFFFE, 0xFFFF, 0x1FFFF, 0x1160, 0x115F, 0x3164, 0xFFA0):
        i = cps.index(c) + 1 if c in cps else None
        ok = i is not None and gcc.get(i) is not None and text.get(i) == gcc.get(i)
        print(("PASS" if ok else "FAIL") + ": U+%04X at GCC's column" % c)
        passed += ok
        failed += not ok
    print("# vs-gcc-widths: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
