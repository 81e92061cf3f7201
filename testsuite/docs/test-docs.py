#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-docs.py - every example output quoted in the documents is what the
current build prints.

A quoted block is checked when a marker comment stands right before it:

    Markdown:  <!-- docs-test: DIR -->          then an indented or fenced block
    roff:      .\\" docs-test: DIR               then .nf ... .fi

Each line of the block starting with "$ " is a command; the lines up to the
next command are its expected output (stdout and stderr together).  A
marker may carry the command itself, "<!-- docs-test: DIR $ COMMAND -->",
when the block shows only the output.  A line "..." in the expected output
stands for any number of lines.  The commands of one block run in order in
one bash (so "$ echo $?" sees the previous status), in DIR:

    .         the source tree
    examples  the source tree's examples/
    tree      a scratch tree: src/auth.c, src/access.c, src/greet.c (three
              of examples/), src/true.bin, docs/NOTES.md

with $BUILD's bidiguard-scan first on PATH, "build/bidiguard.so" and
"-fplugin=bidiguard" meaning $BUILD's plugin, and the bidi controls and
marks in the output written as <U+XXXX>, as the documents show them.

The documents quote GCC 12 (Debian 12): with another $CC, or SANITIZE=1,
every block is UNSUPPORTED.  Prints PASS:/FAIL:/UNSUPPORTED: lines and last
"# test-docs: N passed, M failed".

    python3 testsuite/docs/test-docs.py            compare
    python3 testsuite/docs/test-docs.py --update   rewrite the quoted outputs
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["README.md", "doc/user-guide.md", "doc/design.md", "man/bidiguard.7", "man/bidiguard-scan.1",
        "man/bidiguard-cc.1"]
CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
MD_MARK = re.compile(r"^<!-- docs-test: (\S+)(?: \$ (.*))? -->$")
ROFF_MARK = re.compile(r'^\.\\" docs-test: (\S+)(?: \$ (.*))?$')


def roff_unescape(s):
    return s.replace("\\-", "-").replace("\\e", "\\").replace("\\(aq", "'").replace("\\&", "")


def roff_escape(s):
    s = s.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + s if s.startswith((".", "'")) else s


def blocks(path, lines):
    """(marker index, first, end, dir, command, indent) for each block."""
    roff = not path.endswith(".md")
    for i, line in enumerate(lines):
        m = (ROFF_MARK if roff else MD_MARK).match(line)
        if not m:
            continue
        j = i + 1
        if roff:
            if j >= len(lines) or lines[j] != ".nf":
                yield (i, None, None, m.group(1), m.group(2), "")
                continue
            k = j + 1
            while k < len(lines) and lines[k] != ".fi":
                k += 1
            yield (i, j + 1, k, m.group(1), m.group(2), "")
        elif j < len(lines) and lines[j].startswith("```"):
            k = j + 1
            while k < len(lines) and not lines[k].startswith("```"):
                k += 1
            yield (i, j + 1, k, m.group(1), m.group(2), "")
        else:
            k = j
            while k < len(lines) and (lines[k].startswith("    ") or lines[k] == ""):
                k += 1
            while k > j and lines[k - 1] == "":
                k -= 1
            yield (i, j, k, m.group(1), m.group(2), "    ")


def parse(body, command):
    """[(command, [expected lines])] of a block's text lines."""
    steps = [(command, [])] if command else []
    for line in body:
        if line.startswith("$ ") and not command:
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
    return steps


def make_tree(work):
    tree = os.path.join(work, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    os.makedirs(os.path.join(tree, "src"))
    os.makedirs(os.path.join(tree, "docs"))
    for name, ex in (("auth.c", "attack-commenting-out.c"), ("access.c", "attack-stretched-string.c"),
                     ("greet.c", "legit-hebrew.c")):
        shutil.copy(os.path.join(ROOT, "examples", ex), os.path.join(tree, "src", name))
    with open(os.path.join(tree, "src", "true.bin"), "wb") as f:
        f.write(b"\x7fELF\x00\x00\x01")
    with open(os.path.join(tree, "docs", "NOTES.md"), "w") as f:
        f.write("# notes\n")
    return tree


def run(steps, cwd, build):
    """The outputs of STEPS, run in order in one bash in CWD."""
    sep = "@@docs-test-step@@"
    script = ["export PATH=%s:$PATH" % shlex_quote(build)]
    for cmd, _ in steps:
        cmd = cmd.replace("build/bidiguard.so", os.path.join(build, "bidiguard.so"))
        cmd = cmd.replace("-fplugin=bidiguard ", "-fplugin=%s " % os.path.join(build, "bidiguard.so"))
        script.append("%s\n__s=$?; printf '%s\\n'; (exit $__s)" % (cmd, sep))
    env = dict(os.environ, LC_ALL="C.UTF-8", BUILD=build)
    p = subprocess.run(["bash", "-c", "\n".join(script)], cwd=cwd, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    text = CONTROLS.sub(lambda m: "<U+%04X>" % ord(m.group(0)), p.stdout.decode("utf-8", "replace"))
    outs = text.split(sep + "\n")
    return [o.rstrip("\n").split("\n") if o.rstrip("\n") else [] for o in outs[:len(steps)]]


def shlex_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"


def matches(expected, got):
    """EXPECTED (with "..." lines) against GOT, trailing blanks ignored."""
    e = [x.rstrip() for x in expected]
    g = [x.rstrip() for x in got]

    def at(i, j):
        if i == len(e):
            return j == len(g)
        if e[i] == "...":
            return any(at(i + 1, k) for k in range(j, len(g) + 1))
        return j < len(g) and e[i] == g[j] and at(i + 1, j + 1)
    return at(0, 0)


def main():
    update = "--update" in sys.argv[1:]
    build = os.environ.get("BUILD", "build")
    if not os.path.isabs(build):
        build = os.path.join(ROOT, build)
    cc = os.environ.get("CC", "gcc")
    counts = {"PASS": 0, "FAIL": 0}
    why = None
    try:
        major = subprocess.run([cc, "-dumpversion"], stdout=subprocess.PIPE, text=True).stdout.strip().split(".")[0]
        gcc = subprocess.run(["gcc", "-dumpversion"], stdout=subprocess.PIPE, text=True).stdout.strip().split(".")[0]
    except OSError:
        major = gcc = "?"
    if major != "12" or gcc != "12":
        why = "the documents quote GCC 12; CC=%s is GCC %s, gcc is GCC %s" % (cc, major, gcc)
    elif os.environ.get("SANITIZE") == "1":
        why = "the plugin is built with ASan (SANITIZE=1)"
    work = tempfile.mkdtemp(prefix="bidiguard-docs-")
    try:
        dirs = {".": ROOT, "examples": os.path.join(ROOT, "examples"), "tree": os.path.join(work, "tree")}
        for doc in DOCS:
            path = os.path.join(ROOT, doc)
            with open(path, encoding="utf-8") as f:
                lines = f.read().split("\n")
            roff = not doc.endswith(".md")
            edits = []
            for mark, first, end, where, command, indent in blocks(doc, lines):
                name = "%s:%d" % (doc, mark + 1)
                if first is None or where not in dirs:
                    print("FAIL: %s: a docs-test marker without a block or with an unknown DIR" % name)
                    counts["FAIL"] += 1
                    continue
                body = [roff_unescape(x) if roff else x for x in lines[first:end]]
                body = [x[len(indent):] if x.startswith(indent) else x.strip() for x in body]
                steps = parse(body, command)
                if why:
                    print("UNSUPPORTED: %s: %s" % (name, why))
                    continue
                if where == "tree":
                    make_tree(work)
                outs = run(steps, dirs[where], build)
                bad = [(c, e, g) for (c, e), g in zip(steps, outs) if not matches(e, g)]
                if not bad:
                    print("PASS: %s: %d command(s) print what is quoted" % (name, len(steps)))
                    counts["PASS"] += 1
                    continue
                if update:
                    new = []
                    for (c, e), g in zip(steps, outs):
                        if not command:
                            new.append("$ " + c)
                        new.extend(e if matches(e, g) else g)
                    new = [roff_escape(x) if roff else (indent + x if x else "") for x in new]
                    edits.append((first, end, new))
                    print("PASS: %s: updated" % name)
                    counts["PASS"] += 1
                    continue
                for c, e, g in bad:
                    print("FAIL: %s: $ %s\n  quoted:\n    %s\n  printed:\n    %s" %
                          (name, c, "\n    ".join(e), "\n    ".join(g)))
                counts["FAIL"] += 1
            for first, end, new in reversed(edits):
                lines[first:end] = new
            if edits:
                with open(path, "w", encoding="utf-8") as f:
                    f.write("\n".join(lines))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("# test-docs: %d passed, %d failed" % (counts["PASS"], counts["FAIL"]))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
