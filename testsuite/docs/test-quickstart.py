#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-quickstart.py - the test command README's quick start gives is the
one CI runs, and `make check` installs nothing.

README.md's and doc/user-guide.md's quick start name the test command on
the line commented "the test command"; .ci/run must run exactly that in
every leg (with the leg's VAR=VALUE arguments after it), and so must
config/chroots.sh's `check`.  The Makefile's check target may not depend
on deps (the installer), and the installer must still run first when
`make deps check` is run under -j.  Prints PASS:/FAIL: lines and
"# test-quickstart: N passed, M failed".
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
counts = {"PASS": 0, "FAIL": 0}


def check(name, ok, detail=""):
    kind = "PASS" if ok else "FAIL"
    counts[kind] += 1
    print("%s: %s%s" % (kind, name, "" if ok else " -- " + detail))


def read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def quick_start_command(rel):
    """The command on the quick start's "the test command" line."""
    text = read(rel)
    part = text.split("## Quick start", 1)[1] if "## Quick start" in text else ""
    for line in part.splitlines():
        if line.startswith("    ") and "# the test command" in line:
            return line.split("#", 1)[0].strip()
    return None


# A make of our own, not a sub-make of `make check`: no jobserver, and no
# command-line variables (BUILD=, CC=) handed down through MAKEFLAGS.
ENV = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}


def main():
    readme = quick_start_command("README.md")
    check("README.md's quick start names a test command", bool(readme), "no '# the test command' line")
    guide = quick_start_command("doc/user-guide.md")
    check("doc/user-guide.md's quick start names the same test command", guide == readme,
          "%r against README's %r" % (guide, readme))
    ci = read(".ci/run")
    runs = re.findall(r'^\s*\$in (make [^"\n|]*?) "\$@"', ci, re.M)
    check(".ci/run runs README's test command, exactly, in every leg",
          bool(runs) and all(r == readme for r in runs), "runs %r, README says %r" % (runs, readme))
    echoed = re.findall(r'echo "=== \$\{in:\+\$in \}(make [^$"]*?) \$\*"', ci)
    check(".ci/run says the command it runs", echoed == [readme] if readme else False, repr(echoed))
    chroots = re.findall(r'in_tree "\$chroots/\$suite" "\$root" (make [a-z ]+?) CC=', read("config/chroots.sh"))
    check("config/chroots.sh check runs README's test command", chroots == [readme], repr(chroots))
    rule = re.search(r"^check:(.*)$", read("Makefile"), re.M)
    check("make check installs nothing: its target does not depend on deps",
          bool(rule) and "deps" not in rule.group(1).split(), rule.group(0) if rule else "no check rule")
    # Under -j, goals run side by side: everything built must wait for the
    # installer, which make's database shows as an order-only prerequisite.
    p = subprocess.run(["make", "-p", "-n", "-C", ROOT, "deps", "check", "BUILD=build/quickstart-dry"],
                       capture_output=True, text=True, env=ENV)
    stamp = re.search(r"^build/quickstart-dry/\.flags:.*\|.*\bdeps\b", p.stdout, re.M)
    check("make deps check: everything built waits for the installer, even under -j",
          p.returncode == 0 and bool(stamp), "no '| deps' on the flags stamp (rc %d)" % p.returncode)
    p = subprocess.run(["make", "-n", "-C", ROOT, "check", "BUILD=build/quickstart-dry"],
                       capture_output=True, text=True, env=ENV)
    check("make -n check: no install-deps.sh", p.returncode == 0 and "install-deps.sh" not in p.stdout,
          p.stdout[-300:] + p.stderr[-300:])
    print("# test-quickstart: %d passed, %d failed" % (counts["PASS"], counts["FAIL"]))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
