#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-corpus.py - the realworld corpus: legitimate right-to-left text and
non-ASCII names from real Debian sources, which must stay silent.

Every file of testsuite/realworld/corpus/MANIFEST (where each came from:
package, version, path, licence) is checked with the default checks by
the plugin (cc1 -fsyntax-only, -nostdinc with an empty stub for every
header it includes, so that each file is read to its end on any machine
and its findings depend on its own text alone, as the scanner's do) and
by bidiguard-scan, under the same -std.  Per file:
  - "agree": both report the same findings (line, column, check);
  - "silent": no default finding on a legitimate line.  The lines of
    corpus/true-findings.txt are not legitimate: each is a convincing
    display lie in a legitimate file (a test-vector row read by position,
    doc/design.md 2.5), and each must be reported, on its line, with its
    check, and nothing else in its file; a listed finding no longer
    reported fails too (a lie let through).  --strict (or
    BIDIGUARD_CORPUS_STRICT=1) ignores the list: every file must be
    silent.
Prints per-check totals for both, then "# test-corpus: N passed, M failed".
Environment: CC, CXX, BUILD, SANITIZE (as testsuite/check.sh sets them).
"""

import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "corpus")
BUILD = os.environ.get("BUILD", "build")
if not os.path.isabs(BUILD):
    BUILD = os.path.join(ROOT, BUILD)
SCAN = os.path.join(BUILD, "bidiguard-scan")
PLUGIN = os.path.join(BUILD, "bidiguard.so")
STD = {"c": "gnu17", "c++": "gnu++17"}
FINDING = re.compile(r"^(.*?):(\d+):(\d+): warning: .*\[bidiguard:([a-z-]+)\]")
INCLUDE = re.compile(rb"^\s*#\s*(?:include|include_next|import)\s*[<\"]([^>\"]+)[>\"]", re.M)

counts = collections.Counter()


def compiler_env():
    """cc1's environment: with SANITIZE=1 the plugin is built with ASan
    and UBSan, whose runtimes must be loaded first."""
    env = dict(os.environ)
    if os.environ.get("SANITIZE") == "1":
        cc = os.environ.get("CC", "gcc")
        libs = [subprocess.run([cc, "-print-file-name=" + l], capture_output=True,
                               text=True).stdout.strip() for l in ("libasan.so", "libubsan.so")]
        env.update(LD_PRELOAD=" ".join(libs), ASAN_OPTIONS="detect_leaks=0:abort_on_error=0",
                   UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    return env


ENV = compiler_env()
BROKEN = re.compile(r"fatal error:|internal compiler error|Sanitizer|runtime error:")


def report(kind, name, detail=""):
    print("%s: %s%s" % (kind, name, (" -- " + detail) if detail else ""))
    counts[kind] += 1


def manifest():
    rows = []
    with open(os.path.join(CORPUS, "MANIFEST"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, lang, package, version, path, licence, kept = line.rstrip("\n").split("\t")
            rows.append({"name": name, "lang": lang, "package": package})
    return rows


def true_findings():
    """name -> {(line, check): why} from corpus/true-findings.txt."""
    tf = collections.defaultdict(dict)
    with open(os.path.join(CORPUS, "true-findings.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, lineno, check, why = line.rstrip("\n").split("\t", 3)
            tf[name][(int(lineno), check)] = why
    return tf


def findings(text, path):
    got = set()
    for line in text.splitlines():
        m = FINDING.match(line)
        if m and os.path.abspath(m.group(1)) == path:
            got.add((int(m.group(2)), int(m.group(3)), m.group(4)))
    return got


def stubs_for(path, stubdir):
    """An empty header for every name PATH includes."""
    with open(path, "rb") as f:
        for inc in INCLUDE.findall(f.read()):
            rel = os.path.normpath(inc.decode("utf-8", "replace"))
            if rel.startswith(".."):
                continue
            dest = os.path.join(stubdir, rel)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            open(dest, "a").close()


def run_one(row, stubdir):
    path = os.path.join(CORPUS, row["name"])
    lang, std = row["lang"], STD[row["lang"]]
    cc = os.environ.get("CXX", "g++") if lang == "c++" else os.environ.get("CC", "gcc")
    p = subprocess.run([cc, "-x", lang, "-std=" + std, "-nostdinc", "-I" + stubdir,
                        "-fsyntax-only", "-fdiagnostics-plain-output", "-fplugin=" + PLUGIN,
                        path], capture_output=True, cwd=stubdir, env=ENV)
    perr = p.stderr.decode("utf-8", "replace")
    s = subprocess.run([SCAN, "--lang=" + lang, "--std=" + std, path], capture_output=True)
    sout = s.stdout.decode("utf-8", "replace")
    return {"plugin": findings(perr, path), "scan": findings(sout, path),
            "fatal": bool(BROKEN.search(perr)) or p.returncode not in (0, 1),
            "plugin_err": perr, "scan_rc": s.returncode,
            "scan_err": s.stderr.decode("utf-8", "replace")}


def main(argv):
    strict = "--strict" in argv or os.environ.get("BIDIGUARD_CORPUS_STRICT") == "1"
    for prog in (SCAN, PLUGIN):
        if not os.path.isfile(prog):
            print("FAIL: %s not built" % prog)
            print("# test-corpus: 0 passed, 1 failed")
            return 1
    rows = manifest()
    tf = {} if strict else true_findings()
    unknown = sorted(set(tf) - {r["name"] for r in rows})
    for name in unknown:
        report("FAIL", "true-findings.txt names %s, which is not in MANIFEST" % name)
    totals = {"plugin": collections.Counter(), "scan": collections.Counter()}
    flagged = collections.Counter()
    legit_findings = collections.Counter()
    with tempfile.TemporaryDirectory(prefix="bidiguard-corpus.") as stubdir:
        for r in rows:
            stubs_for(os.path.join(CORPUS, r["name"]), stubdir)
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(lambda r: run_one(r, stubdir), rows))
    for r, res in zip(rows, results):
        name = r["name"]
        for who in ("plugin", "scan"):
            totals[who].update(k for (_, _, k) in res[who])
        if res["fatal"] or res["scan_rc"] not in (0, 1):
            report("FAIL", "%s: read to its end by both" % name,
                   (res["plugin_err"] + res["scan_err"])[-600:])
            continue
        if res["plugin"] == res["scan"]:
            report("PASS", "%s: the plugin and the scanner agree" % name)
        else:
            report("FAIL", "%s: the plugin and the scanner agree" % name,
                   "plugin only %s, scanner only %s" % (sorted(res["plugin"] - res["scan"]),
                                                      sorted(res["scan"] - res["plugin"])))
        found = res["plugin"] | res["scan"]
        if found:
            flagged[r["package"]] += 1
        want = tf.get(name, {})
        lies = {f for f in found if (f[0], f[2]) in want}
        noise = found - lies
        legit_findings.update(k for (_, _, k) in noise)
        for (lineno, check), why in sorted(want.items()):
            if any(f[0] == lineno and f[2] == check for f in lies):
                report("PASS", "%s:%d: a convincing lie, reported by %s" % (name, lineno, check),
                       why)
            else:
                report("FAIL", "%s:%d: a convincing lie (true-findings.txt), not reported by %s"
                       % (name, lineno, check), why)
        detail = ", ".join("%d:%d %s" % f for f in sorted(noise))
        if noise:
            report("FAIL", "%s: silent on its legitimate lines with the default checks" % name,
                   detail)
        else:
            report("PASS", "%s: silent on its legitimate lines with the default checks" % name)
    for who, label in (("plugin", "plugin"), ("scan", "bidiguard-scan")):
        per = ", ".join("%s %d" % kv for kv in sorted(totals[who].items())) or "none"
        print("# default findings, %s: %d (%s)" % (label, sum(totals[who].values()), per))
    print("# files flagged: %d of %d" % (sum(flagged.values()), len(rows)))
    per = ", ".join("%s %d" % kv for kv in sorted(legit_findings.items())) or "none"
    print("# default findings on legitimate lines: %d (%s); convincing lies pinned: %d"
          % (sum(legit_findings.values()), per, sum(len(v) for v in tf.values())))
    passed, failed = counts["PASS"], counts["FAIL"]
    print("# test-corpus: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
