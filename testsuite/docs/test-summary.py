#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-summary.py - testsuite/check.sh's summary says what did not run.

Runs check.sh's count_protocol (cut out of the script itself) on made-up
logs of test programs and checks the four counts it keeps: passed,
failed, expected failures (XFAIL: lines) and unsupported (UNSUPPORTED:
lines); a program that ran no check without saying UNSUPPORTED, died
before its summary line, or exited non-zero without counting a failure,
is a failure; count_dejagnu on made-up runtest outputs, where a run that
counted no test is a failure; run_unit_programs in a made-up tree, where
a unit program the Makefile should have built and did not is a failure;
and test-unicode17.py without its npm package, which must count as
unsupported.  Then checks that check.sh prints the four counts on a
line of their own and ends with "N passed, M failed".  Prints PASS:/FAIL:
lines and "# test-summary: N passed, M failed".
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHECK_SH = os.path.join(ROOT, "testsuite", "check.sh")
counts = {"PASS": 0, "FAIL": 0}


def check(name, ok, detail=""):
    kind = "PASS" if ok else "FAIL"
    counts[kind] += 1
    print("%s: %s%s" % (kind, name, "" if ok else " -- " + detail))


def functions(*names):
    """The shell functions NAMES, cut out of check.sh, or None."""
    with open(CHECK_SH, encoding="utf-8") as f:
        text = f.read()
    out = ""
    for name in names:
        m = re.search(r"^%s \(\)\n\{\n.*?^\}\n" % name, text, re.M | re.S)
        if not m:
            return None
        out += m.group(0)
    return out


def run_counts(body, call, env=None):
    """check.sh's four counts after BODY's functions run CALL."""
    if body is None:
        return None
    script = ("passed=0 failed=0 xfailed=0 unsupported=0 RUNTESTFLAGS=\n" + body + call +
              ' > /dev/null\necho "$passed $failed $xfailed $unsupported"\n')
    p = subprocess.run(["sh", "-c", script], capture_output=True, text=True, env=env)
    return tuple(int(x) for x in p.stdout.split()) if p.returncode == 0 else p.stderr


def count(log, status):
    """check.sh's four counts after count_protocol on LOG's text."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.log")
        with open(path, "w", encoding="utf-8") as f:
            f.write(log)
        return run_counts(functions("count_protocol"), 'count_protocol t "%s" %d' % (path, status))


def dejagnu(out, status):
    """check.sh's four counts after count_dejagnu on runtest's output OUT."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "out")
        with open(path, "w", encoding="utf-8") as f:
            f.write(out)
        return run_counts(functions("count_dejagnu"), 'logs=%s count_dejagnu "%s" %d' % (d, path, status))


def unit_programs(sources, built):
    """check.sh's four counts after run_unit_programs in a tree whose
    testsuite/unit holds SOURCES and whose build/unit holds BUILT (each
    program prints one pass)."""
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "testsuite", "unit"))
        os.makedirs(os.path.join(d, "build", "unit"))
        os.makedirs(os.path.join(d, "logs"))
        for name in sources:
            open(os.path.join(d, "testsuite", "unit", name + ".c"), "w").close()
        for name in built:
            prog = os.path.join(d, "build", "unit", name)
            with open(prog, "w", encoding="utf-8") as f:
                f.write('#!/bin/sh\necho "# %s: 1 passed, 0 failed"\n' % name)
            os.chmod(prog, 0o755)
        return run_counts(functions("count_protocol", "run_unit_programs"),
                          "root=%s build=%s/build logs=%s/logs run_unit_programs" % (d, d, d))


def unicode17_without_node():
    """check.sh's four counts for test-unicode17.py told its package is
    missing (BIDIGUARD_NO_UNICODE17)."""
    env = dict(os.environ, BIDIGUARD_NO_UNICODE17="1")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.log")
        with open(path, "w", encoding="utf-8") as f:
            p = subprocess.run([sys.executable, os.path.join(ROOT, "testsuite", "scan", "test-unicode17.py")],
                               stdout=f, stderr=subprocess.STDOUT, env=env)
        return run_counts(functions("count_protocol"), 'count_protocol t "%s" %d' % (path, p.returncode))


def main():
    cases = [
        ("a program's passes and failures", "PASS: x\n# t: 3 passed, 1 failed\n", 1, (3, 1, 0, 0)),
        ("XFAIL lines are expected failures, not passes",
         "XFAIL: y -- known\nXFAIL: z\n# t: 1 passed, 0 failed\n", 0, (1, 0, 2, 0)),
        ("UNSUPPORTED lines are counted", "UNSUPPORTED: no node\n# t: 2 passed, 0 failed\n", 0, (2, 0, 0, 1)),
        ("a program that could run nothing and says why is unsupported, not failed",
         "UNSUPPORTED: no node\n# t: 0 passed, 0 failed\n", 0, (0, 0, 0, 1)),
        ("a program that ran no check is a failure", "# t: 0 passed, 0 failed\n", 0, (0, 1, 0, 0)),
        ("a program without its summary line is a failure", "PASS: x\n", 0, (0, 1, 0, 0)),
        ("a non-zero exit without a counted failure is a failure", "# t: 4 passed, 0 failed\n", 1, (4, 1, 0, 0)),
    ]
    for name, log, status, want in cases:
        got = count(log, status)
        check("count_protocol: " + name, got == want, "got %r, want %r" % (got, want))
    dg = "\n\t\t=== bidiguard Summary ===\n\n"
    dg_cases = [
        ("runtest's passes, expected failures and unsupported",
         dg + "# of expected passes\t\t12\n# of expected failures\t\t2\n# of unsupported tests\t\t1\n", 0,
         (12, 0, 2, 1)),
        ("runtest's unexpected failures", dg + "# of expected passes\t\t3\n# of unexpected failures\t1\n", 1,
         (3, 1, 0, 0)),
        ("a runtest that ran no test is a failure", dg, 0, (0, 1, 0, 0)),
        ("a runtest that said nothing is a failure", "", 0, (0, 1, 0, 0)),
    ]
    for name, out, status, want in dg_cases:
        got = dejagnu(out, status)
        check("count_dejagnu: " + name, got == want, "got %r, want %r" % (got, want))
    got = unit_programs(["test-a", "test-b", "conform-bidi"], ["test-a", "test-b", "conform-bidi"])
    check("run_unit_programs: every built unit program runs", got == (3, 0, 0, 0), "got %r" % (got,))
    got = unit_programs(["test-a", "test-b", "conform-bidi"], ["test-a", "conform-bidi"])
    check("run_unit_programs: a unit program that was not built is a failure", got == (2, 1, 0, 0),
          "got %r" % (got,))
    got = unicode17_without_node()
    check("test-unicode17 without its package counts as unsupported, not passed", got == (0, 0, 0, 1),
          "got %r" % (got,))
    with open(CHECK_SH, encoding="utf-8") as f:
        lines = [l.strip() for l in f.read().splitlines() if l.strip().startswith("echo ")]
    four = [l for l in lines if "expected failures" in l and "unsupported" in l]
    check("check.sh prints the four counts on a line of their own",
          len(four) == 1 and re.search(r"\$passed passed, \$failed failed, \$xfailed expected failures, "
                                       r"\$unsupported unsupported", four[0]) is not None, repr(four))
    check('check.sh\'s last line is "N passed, M failed"',
          lines[-1] == 'echo "$passed passed, $failed failed"' and lines[-2] == four[0] if four else False,
          repr(lines[-2:]))
    print("# test-summary: %d passed, %d failed" % (counts["PASS"], counts["FAIL"]))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
