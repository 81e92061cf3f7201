#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-ident-agree.py - the plugin and bidiguard-scan give the same
identifier findings (invisible, confusable) on every identifier test.

For each DejaGnu test whose name says it is about identifiers (ident-*,
*-ident-*, trojan-invisible-*; C and C++), both are run with the test's
-fplugin-arg-bidiguard-checks= (as --checks=) and -base= (as --base=),
and the findings of the
two checks in the test file itself are compared: line, column, check and
message.  Where the difference is the design (doc/design.md 2.9) it is
named: in a test that #includes a file the pairs of two names ("looks
the same as 'NAME'") are left out of the comparison, since the scanner
reads one file and a twin in a header is the plugin's alone; a test that
pastes names with ## is left out (the scanner runs no preprocessor).  Prints "FAIL: NAME" with both lists on a difference.

The plugin's findings (file, line, column, check) on every test are also
compared with testsuite/scan/ident-findings.txt, committed: every CI leg
(ICU 72, 76, 78) must give the same ones, since the confusables data is
pinned (plugin/core/gen/confusables15.h).  `test-ident-agree.py --write`
rewrites that file.
Last line "# test-ident-agree: N passed, M failed".
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD", os.path.join(ROOT, "build"))
CC = os.environ.get("CC", "gcc")
CHECKS = ("invisible", "confusable")
EXPECTED = os.path.join(ROOT, "testsuite", "scan", "ident-findings.txt")
FINDING = re.compile(r"^[^:]*:(\d+):(\d+): warning: (.*?) \[bidiguard:(\w[\w-]*)\]")


def tests():
    t = os.path.join(ROOT, "testsuite")
    pats = ("ident-*.c", "*-ident-*.c", "trojan-invisible-*.c")
    files = set()
    for p in pats:
        files.update(glob.glob(os.path.join(t, "bidiguard.c", p)))
        files.update(glob.glob(os.path.join(t, "bidiguard.c++", p.replace(".c", ".C"))))
    return sorted(files)


def left_out(text):
    if "##" in text:
        return "pastes with ##"
    return None


def findings(out, name, pairs):
    got = set()
    for line in out.splitlines():
        m = FINDING.match(line)
        if not m or os.path.basename(line.split(":")[0]) != name or m.group(4) not in CHECKS:
            continue
        if not pairs and "looks the same as '" in m.group(3):
            continue
        got.add((int(m.group(1)), int(m.group(2)), m.group(4), m.group(3)))
    return got


def main():
    passed = failed = 0
    plugin = os.path.join(BUILD, "bidiguard.so")
    scan = os.path.join(BUILD, "bidiguard-scan")
    env = dict(os.environ, LC_ALL="C.UTF-8")
    if os.environ.get("SANITIZE") == "1":
        # The plugin built with ASan+UBSan needs their runtimes first in
        # cc1, as the DejaGnu tests give them (bidiguard-exec).
        rt = [subprocess.run([CC, "-print-file-name=" + lib], capture_output=True,
                             text=True).stdout.strip() for lib in ("libasan.so", "libubsan.so")]
        env.update(LD_PRELOAD=" ".join(rt), ASAN_OPTIONS="detect_leaks=0",
                   UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    every = []
    for path in tests():
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"-fplugin-arg-bidiguard-checks=(\S+?)[\" ]", text)
        compiler = CC if path.endswith(".c") else CC.replace("gcc", "g++")
        # The plugin's arguments after -fplugin= (cc1 refuses them before).
        cmd = [compiler, "-fsyntax-only", "-fdiagnostics-plain-output",
               "-fplugin=" + plugin]
        scmd = [scan]
        if m:
            cmd.append("-fplugin-arg-bidiguard-checks=" + m.group(1))
            scmd.append("--checks=" + m.group(1))
        b = re.search(r"-fplugin-arg-bidiguard-base=(\w+)", text)
        if b:
            cmd.append("-fplugin-arg-bidiguard-base=" + b.group(1))
            scmd.append("--base=" + b.group(1))
        cmd.append(path)
        scmd.append(path)
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if re.search(r"^cc1(plus)?: error", p.stderr, re.M):
            print("FAIL: %s: the compiler refused the plugin's arguments: %s"
                  % (name, p.stderr.strip()[:300]))
            failed += 1
            continue
        every += ["%s:%d:%d: %s" % ((name,) + x[:3]) for x in sorted(findings(p.stderr, name, True))]
        why = left_out(text)
        if why:
            print("UNSUPPORTED: %s (%s)" % (name, why))
            continue
        s = subprocess.run(scmd, capture_output=True, text=True, env=env)
        pairs = not re.search(r"^\s*#\s*include", text, re.M)
        a = findings(p.stderr, name, pairs)
        b = findings(s.stdout + s.stderr, name, pairs)
        if a == b:
            passed += 1
            print("PASS: %s (%d findings%s)" % (name, len(a), "" if pairs else
                                                ", pairs left out: it includes a file"))
        else:
            failed += 1
            print("FAIL: %s" % name)
            for x in sorted(a - b):
                print("  plugin only: %s" % (x,))
            for x in sorted(b - a):
                print("  scanner only: %s" % (x,))
    got = "".join(line + "\n" for line in every)
    if "--write" in sys.argv[1:]:
        with open(EXPECTED, "w", encoding="utf-8") as f:
            f.write(got)
    with open(EXPECTED, encoding="utf-8") as f:
        want = f.read()
    if got == want:
        passed += 1
        print("PASS: the plugin's %d findings on the identifier tests are "
              "testsuite/scan/ident-findings.txt's" % len(every))
    else:
        failed += 1
        print("FAIL: the plugin's findings on the identifier tests differ from "
              "testsuite/scan/ident-findings.txt (this ICU: another answer)")
        a, b = set(want.splitlines()), set(every)
        for x in sorted(b - a):
            print("  new: " + x)
        for x in sorted(a - b):
            print("  missing: " + x)
    print("# test-ident-agree: %d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
