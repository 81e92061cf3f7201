#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# conform-chartest.sh - the scanner's display against BidiCharacterTest.txt.
#
# BidiCharacterTest.txt holds real code point sequences (paired brackets,
# marks, combining marks), so it tests the whole path a source line takes:
# UTF-8 decoding in the core and FriBidi's character data.  The file is split
# by paragraph direction (field 1: 0 ltr, 1 rtl, 2 auto) into three UTF-8
# files, one test case per line, and `bidiguard-scan --levels --base=DIR
# --engine=E` must print fields 2 (paragraph level) and 3 (levels) for each
# line, for each engine E (icu and fribidi; ENGINES= picks).  For ICU, as
# in ICU's own conformance test, levels of text with one direction only
# may be the paragraph level (ICU skips resolving them; the direction and
# the order are the same).
#
# Usage: BUILD=build sh testsuite/unit/conform-chartest.sh [FILE]
#   (FILE defaults to /usr/share/unicode/BidiCharacterTest.txt)
# Last line: "# conform-chartest: N passed, M failed"; exit 1 on any failure.

BUILD=${BUILD:-build}
DATA=${1:-/usr/share/unicode/BidiCharacterTest.txt}
AGES=${UNICODE_AGES:-/usr/share/unicode/DerivedAge.txt}
ENGINES=${ENGINES:-icu fribidi}
DEVIATIONS=$(dirname "$0")/icu-deviations.txt

exec python3 - "$BUILD/bidiguard-scan" "$DATA" "$AGES" "$ENGINES" "$DEVIATIONS" <<'EOF'
import os, subprocess, sys, tempfile

scanner, data, ages_path, engines, deviations_path = sys.argv[1:6]
BASE_NAMES = {"ltr", "rtl", "auto"}
deviations = set()
with open(deviations_path, encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        _, base, cps = line.rstrip("\n").split(";")
        deviations.add((base, tuple(int(x, 16) for x in cps.split())))
expected_deviations = fixed = 0
BASES = {"0": "ltr", "1": "rtl", "2": "auto"}
MAX_REPORTED = 20


def load_ages(path):
    """Unicode version that added each code point, to explain failures:
    FriBidi's character data may be older than the test file."""
    ranges = []
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                cps, age = (x.strip() for x in line.split(";"))
                lo, _, hi = cps.partition("..")
                ranges.append((int(lo, 16), int(hi or lo, 16), age))
    except OSError:
        pass
    return ranges


def one_direction(expected, actual):
    """ICU's unidirectional shortcut: same single direction everywhere."""
    e = expected.split()
    a = actual.split()
    if len(e) != len(a):
        return False
    bits = {int(x) & 1 for x in e if x != "x"}
    if len(bits) != 1:
        return False
    return all((x == "x") == (y == "x") and (x == "x" or int(y) & 1 in bits)
               for x, y in zip(e, a))


def age_note(cps, ranges):
    newer = []
    for cp in cps:
        for lo, hi, age in ranges:
            if lo <= cp <= hi and tuple(map(int, age.split("."))) > (10, 0):
                newer.append("U+%04X (Unicode %s)" % (cp, age))
    return "; newer than FriBidi's data: " + ", ".join(newer) if newer else ""


cases = {b: [] for b in BASES}
try:
    with open(data, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split(";")
            cps = [int(x, 16) for x in fields[0].split()]
            cases[fields[1]].append((lineno, cps, fields[2].strip(),
                                     " ".join(fields[3].split())))
except (OSError, KeyError, IndexError, ValueError) as e:
    print("FAIL: cannot read %s: %s" % (data, e))
    print("# conform-chartest: 0 passed, 1 failed")
    sys.exit(1)

passed = failed = 0
ranges = load_ages(ages_path)
with tempfile.TemporaryDirectory() as tmp:
  for engine in engines.split():
    for key, base in BASES.items():
        path = os.path.join(tmp, base + ".txt")
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            for _, cps, _, _ in cases[key]:
                f.write("".join(map(chr, cps)) + "\n")
        try:
            run = subprocess.run(
                [scanner, "--levels", "--base=" + base, "--engine=" + engine,
                 path], capture_output=True)
            out = run.stdout.decode("utf-8", "replace").splitlines()
            err = run.stderr.decode(errors="replace").strip()
            trouble = None if run.returncode == 0 else \
                "exit status %d: %s" % (run.returncode, err)
        except OSError as e:
            out, trouble = [], str(e)
        if trouble:
            print("FAIL: %s --levels --base=%s --engine=%s: %s"
                  % (scanner, base, engine, trouble))
            failed += 1
        if len(out) != len(cases[key]):
            print("FAIL: base %s: %d output lines for %d cases"
                  % (base, len(out), len(cases[key])))
            failed += 1
        for i, (lineno, cps, par, levels) in enumerate(cases[key]):
            expected = par + ";" + levels
            actual = out[i].strip() if i < len(out) else "(missing)"
            got = " ".join(actual.partition(";")[2].split())
            if actual.partition(";")[0] == par and (
                    got == levels
                    or (engine == "icu" and one_direction(levels, got))):
                passed += 1
                if engine == "icu" and (base, tuple(cps)) in deviations:
                    fixed += 1
                    print("note: line %d, base %s: listed ICU deviation now "
                          "conforms; remove it from icu-deviations.txt"
                          % (lineno, base))
                continue
            if engine == "icu" and (base, tuple(cps)) in deviations:
                expected_deviations += 1
                passed += 1
                continue
            failed += 1
            if failed <= MAX_REPORTED:
                print("failure on line %d (%s): %s; base %s%s"
                      % (lineno, engine, " ".join("%04X" % c for c in cps),
                         base, age_note(cps, ranges)))
                print("  expected: " + expected)
                print("  actual:   " + actual)

print("BidiCharacterTest: %d cases, %d failed, %d known ICU deviations "
      "(icu-deviations.txt)" % (passed + failed, failed, expected_deviations))
if passed + failed == 0:
    print("FAIL: no test cases in " + data)
    failed += 1
print("# conform-chartest: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
EOF
