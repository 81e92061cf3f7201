#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-summary.py - testsuite/check.sh's summary says what did not run.

Runs check.sh's count_protocol (cut out of the script itself) on made-up
logs of test programs and checks the four counts it keeps: passed,
failed, expected failures (XFAIL: lines) and unsupported (UNSUPPORTED:
lines); a program that ran no check without saying UNSUPPORTED, died
before its summary line, or exited non-zero without counting a failure,
is a failure.  Then checks that check.sh prints the four counts on a
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


def count(log, status):
    """check.sh's four counts after count_protocol on LOG's text."""
    with open(CHECK_SH, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^count_protocol \(\)\n\{\n.*?^\}\n", text, re.M | re.S)
    if not m:
        return None
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.log")
        with open(path, "w", encoding="utf-8") as f:
            f.write(log)
        script = ("passed=0 failed=0 xfailed=0 unsupported=0\n" + m.group(0) +
                  'count_protocol t "%s" %d > /dev/null\n'
                  'echo "$passed $failed $xfailed $unsupported"\n' % (path, status))
        p = subprocess.run(["sh", "-c", script], capture_output=True, text=True)
        return tuple(int(x) for x in p.stdout.split()) if p.returncode == 0 else p.stderr


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
