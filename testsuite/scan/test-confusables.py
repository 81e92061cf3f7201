#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-confusables.py - the committed UTS #39 table is what its generator
makes of the ICU it was made from.

plugin/core/gen/confusables15.h pins the skeletons and the Recommended
set of one Unicode version (issue 30 item 4: the same findings whatever
ICU a machine has).  Where the ICU of that version is installed, this
compiles plugin/core/gen/confusables.c, runs it (it checks every Hangul
syllable against its jamo itself) and compares the output with the
committed file byte for byte.  With another ICU (trixie's 76, sid's 78)
or no ICU headers: UNSUPPORTED, since the table is deliberately not
theirs.  Last line "# test-confusables: N passed, M failed".
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, "plugin", "core", "gen", "confusables15.h")
GEN = os.path.join(ROOT, "plugin", "core", "gen", "confusables.c")
CC = os.environ.get("CC", "gcc")


def main():
    with open(TABLE, encoding="utf-8") as f:
        committed = f.read()
    pinned = re.search(r"from ICU (\d+)\.", committed).group(1)
    with tempfile.TemporaryDirectory() as d:
        exe = os.path.join(d, "confusables")
        c = subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-O2",
                            "-o", exe, GEN, "-licui18n", "-licuuc"],
                           capture_output=True, text=True)
        if c.returncode != 0:
            print("UNSUPPORTED: plugin/core/gen/confusables.c does not build "
                  "here (ICU headers?): " + c.stderr.strip()[:200])
            print("# test-confusables: 0 passed, 0 failed")
            return 0
        p = subprocess.run([exe], capture_output=True, text=True)
    m = re.search(r"from ICU (\d+)\.", p.stdout)
    if p.returncode != 0 or not m:
        print("FAIL: confusables generator: " + p.stderr.strip())
        print("# test-confusables: 0 passed, 1 failed")
        return 1
    if m.group(1) != pinned:
        print("UNSUPPORTED: the table is pinned to ICU %s's data, this is ICU %s"
              % (pinned, m.group(1)))
        print("# test-confusables: 0 passed, 0 failed")
        return 0
    if p.stdout == committed:
        print("PASS: plugin/core/gen/confusables15.h is the generator's output")
        print("# test-confusables: 1 passed, 0 failed")
        return 0
    print("FAIL: plugin/core/gen/confusables15.h differs from the generator's "
          "output (regenerate: see plugin/core/gen/confusables.c)")
    print("# test-confusables: 0 passed, 1 failed")
    return 1


if __name__ == "__main__":
    sys.exit(main())
