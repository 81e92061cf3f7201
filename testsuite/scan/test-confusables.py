#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-confusables.py - the committed identifier tables are what their
generators make of the ICU they were made from.

plugin/core/gen/confusables15.h pins UTS #39's skeletons and Recommended
set, plugin/core/gen/idchars15.h every other property the identifier
checks ask of a character (joining, virama, marks, digits, XID_Continue,
Script, Script_Extensions, names): one Unicode version, whatever ICU a
machine has (issue 30 item 4).  Where the ICU of that version is
installed, this compiles each generator (plugin/core/gen/confusables.c,
idchars.c), runs it and compares the output with the committed file
byte for byte.  With another ICU (trixie's 76, sid's 78) or no ICU
headers: UNSUPPORTED, since the tables are deliberately not theirs.
Last line "# test-confusables: N passed, M failed".
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GEN_DIR = os.path.join(ROOT, "plugin", "core", "gen")
TABLES = [("confusables.c", "confusables15.h"), ("idchars.c", "idchars15.h")]
CC = os.environ.get("CC", "gcc")


def check(gen, table, d):
    """(passed, failed) for one generator and its table."""
    with open(os.path.join(GEN_DIR, table), encoding="utf-8") as f:
        committed = f.read()
    pinned = re.search(r"from ICU (\d+)\.", committed).group(1)
    exe = os.path.join(d, gen[:-2])
    c = subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-O2",
                        "-o", exe, os.path.join(GEN_DIR, gen), "-licui18n",
                        "-licuuc"], capture_output=True, text=True)
    if c.returncode != 0:
        print("UNSUPPORTED: plugin/core/gen/%s does not build here (ICU "
              "headers?): %s" % (gen, c.stderr.strip()[:200]))
        return 0, 0
    p = subprocess.run([exe], capture_output=True, text=True)
    m = re.search(r"from ICU (\d+)\.", p.stdout)
    if p.returncode != 0 or not m:
        print("FAIL: %s: %s" % (gen, p.stderr.strip()))
        return 0, 1
    if m.group(1) != pinned:
        print("UNSUPPORTED: %s is pinned to ICU %s's data, this is ICU %s"
              % (table, pinned, m.group(1)))
        return 0, 0
    if p.stdout == committed:
        print("PASS: plugin/core/gen/%s is the generator's output" % table)
        return 1, 0
    print("FAIL: plugin/core/gen/%s differs from the generator's output "
          "(regenerate: see plugin/core/gen/%s)" % (table, gen))
    return 0, 1


def main():
    passed = failed = 0
    with tempfile.TemporaryDirectory() as d:
        for gen, table in TABLES:
            p, f = check(gen, table, d)
            passed += p
            failed += f
    print("# test-confusables: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
