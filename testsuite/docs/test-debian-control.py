#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-debian-control.py - debian/control is what config/debian-control.sh
writes for the GCC it names (12, Debian 12's default, as committed), and
for every supported GCC the
script writes a control file whose build without profile is that GCC's
package with that GCC's plugin headers in Build-Depends; debian/rules
stops, naming the script, when the machine's gcc is not the one the
control file was written for.  Last line "# test-debian-control: N
passed, M failed".
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "config", "debian-control.sh")
SUPPORTED = ("11", "12", "13", "14", "15")
counts = {"passed": 0, "failed": 0}


def check(ok, what, detail=""):
    counts["passed" if ok else "failed"] += 1
    print(("PASS: " if ok else "FAIL: ") + what)
    if not ok and detail:
        print("  " + detail.replace("\n", "\n  "))


def generate(n):
    return subprocess.run(["sh", SCRIPT, n, "-"], capture_output=True, text=True)


def no_profile_build(control):
    """(packages, build-depends) a build without any profile gets."""
    packages, deps = [], []
    for stanza in re.split(r"\n\s*\n", control):
        m = re.search(r"^Package: (\S+)$", stanza, re.M)
        prof = re.search(r"^Build-Profiles: <([^>]*)>$", stanza, re.M)
        if m and (not prof or all(t.startswith("!") for t in prof.group(1).split())):
            packages.append(m.group(1))
        bd = re.search(r"^Build-Depends:(.*?)(?=^\S)", stanza, re.M | re.S)
        if bd:
            for item in bd.group(1).split(","):
                item = item.strip()
                r = re.match(r"(\S+)(?: [^<]*)?(?: <([^>]*)>)?$", item)
                if r and (not r.group(2) or all(t.startswith("!") for t in r.group(2).split())):
                    deps.append(r.group(1))
    return packages, deps


def main():
    with open(os.path.join(ROOT, "debian", "control"), encoding="utf-8") as f:
        committed = f.read()
    # The control file names the GCC it was written for: 12 as committed
    # (Debian 12's), the tree's own in a package built for another suite
    # (config/deb-test.sh writes it for trixie's 14 before building).
    m = re.search(r"^# Default GCC: (\d+) ", committed, re.M)
    named = m.group(1) if m else "?"
    got = generate(named)
    check(got.returncode == 0 and got.stdout == committed,
          "debian/control is config/debian-control.sh's for the GCC it names (%s)" % named,
          got.stderr)
    for n in SUPPORTED:
        got = generate(n)
        packages, deps = no_profile_build(got.stdout)
        gccs = sorted(p for p in packages if p.startswith("gcc-"))
        check(got.returncode == 0 and gccs == ["gcc-%s-bidiguard" % n] and "bidiguard" in packages
              and {"gcc-%s" % n, "g++-%s" % n, "gcc-%s-plugin-dev" % n} <= set(deps)
              and not any(d.startswith(("gcc-", "g++-")) and d.split("-")[1] != n for d in deps)
              and "# Default GCC: %s " % n in got.stdout,
              "default GCC %s: a build without profile is gcc-%s-bidiguard, with gcc-%s-plugin-dev"
              % (n, n, n), "%s\n%s" % (packages, deps))
    got = generate("99")
    check(got.returncode != 0 and "not one of the GCCs" in got.stderr,
          "an unsupported GCC is refused by name", got.stderr)

    system = subprocess.run(["gcc", "-dumpversion"], capture_output=True, text=True).stdout
    system = system.strip().split(".")[0]
    other = next(n for n in SUPPORTED if n != system)
    with tempfile.TemporaryDirectory() as d:
        shutil.copytree(os.path.join(ROOT, "debian"), os.path.join(d, "debian"))
        os.mkdir(os.path.join(d, "config"))
        shutil.copy(SCRIPT, os.path.join(d, "config"))
        subprocess.run(["sh", os.path.join(d, "config", "debian-control.sh"), other], check=True)
        env = dict(os.environ)
        env.pop("DEB_BUILD_PROFILES", None)
        got = subprocess.run(["make", "-n", "-f", "debian/rules", "override_dh_auto_build"],
                             cwd=d, env=env, capture_output=True, text=True)
        check(got.returncode != 0 and "written for GCC %s" % other in got.stderr
              and "config/debian-control.sh" in got.stderr,
              "debian/rules with a control file for GCC %s under gcc %s: stops, naming the script"
              % (other, system), got.stderr)
    print("# test-debian-control: %d passed, %d failed" % (counts["passed"], counts["failed"]))
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
