#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""vs-gcc-columns.py - findings at any column, located as GCC locates its own.

Writes files whose Trojan-Source controls sit at byte columns from 1 to
70,000 (on code lines, comment-only lines, directive lines, in #if 0
blocks, in block comments spanning lines, in headers, on lines longer
than 4096 columns) and checks, in C and C++:
- every finding's file:line:column is the one GCC's own
  -Wbidi-chars=any gives the same character (GCC 12 and later), or on
  GCC 11 the control's byte column up to LINE_MAP_MAX_COLUMN_NUMBER and
  none beyond it, as libcpp does;
- a finding with a column has its range and fix-its (-fdiagnostics-format=json);
- GCC's own diagnostics (the errors planted after each line) and the -E
  output are the same with the plugin as without it;
- -c and -fsyntax-only report the same.
Usage: vs-gcc-columns.py --cc gcc --cxx g++ --plugin build/bidiguard.so --work DIR
Prints PASS:/FAIL: lines and "# vs-gcc-columns: N passed, M failed".
"""

import argparse
import json
import os
import re
import subprocess
import sys

RLO, PDF = "\u202e", "\u202c"
MAX_COL = 4096  # libcpp's LINE_MAP_MAX_COLUMN_NUMBER


def spoof_at(col, pre):
    """PRE padded so that RLO lands at byte column COL (1-based)."""
    pad = max(0, col - 1 - len(pre))
    return pre + "_" * pad, RLO + "nimda" + PDF


def lines_for(col):
    """Source lines with one spoofed word at byte column COL, each kind."""
    out = []
    a, b = spoof_at(col, 'int p%d = 0; const char *s%d = "' % (col, col))
    out.append(("code", a + b + '";'))
    a, b = spoof_at(col, "/* ")
    out.append(("comment", a + b + " */"))
    a, b = spoof_at(col, '#define S%d "' % col)
    out.append(("directive", a + b + '"'))
    a, b = spoof_at(col, 'const char *t%d = "' % col)
    out.append(("ifzero", "#if 0\n" + a + b + '";\n#endif'))
    a, b = spoof_at(col, "")
    out.append(("blockcomment", "/* begin\n" + a + b + "\n*/"))
    a, b = spoof_at(col, 'const char *u%d = "' % col)
    out.append(("tail", a + b + '"; int tail%d' % col + "_" * 5000 + ";"))
    return out


# Where lines_for's "directive" line (its third) lands: line 7 of the main
# file (after the #include, "int first;" and two lines per kind before
# it) and line 4 of the header (after "int h0;").
def write_case(work, col, ext):
    """A main file and a header: each kind at COL, an error after each."""
    body = ["int first;"]
    hdr = ["int h0;"]
    for n, (kind, text) in enumerate(lines_for(col)):
        body.append(text)
        body.append("int e_%s_%d = ;" % (kind, n))  # GCC's own error
        hdr.append(text.replace("p%d" % col, "hp%d" % col)
                   .replace("s%d" % col, "hs%d" % col)
                   .replace("S%d" % col, "HS%d" % col)
                   .replace("u%d" % col, "hu%d" % col)
                   .replace("tail%d" % col, "htail%d" % col))
    hname = "col%d.h" % col
    main = "col%d.%s" % (col, ext)
    with open(os.path.join(work, hname), "w", encoding="utf-8") as f:
        f.write("\n".join(hdr) + "\n")
    with open(os.path.join(work, main), "w", encoding="utf-8") as f:
        f.write("#include \"%s\"\n" % hname + "\n".join(body) + "\n")
    return main, hname


def expected_gcc11(work, names):
    """file:line[:col] of every RLO, as libcpp gives a column."""
    want = set()
    for name in names:
        with open(os.path.join(work, name), encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                i = line.find(RLO)
                if i < 0:
                    continue
                col = len(line[:i].encode("utf-8")) + 1
                want.add("%s:%d:%d" % (name, ln, col) if col + 50 <= MAX_COL
                         else "%s:%d" % (name, ln))
    return want


def run(cmd, work):
    r = subprocess.run(cmd, cwd=work, capture_output=True)
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


LOC = re.compile(r"^([^ :]+\.(?:c|C|h)):(\d+)(?::(\d+))?: (warning|error): ", re.M)


def locations(text, kind, spoof_only=False):
    got = []
    for m in LOC.finditer(text):
        if m.group(4) != kind:
            continue
        line_end = text.find("\n", m.end())
        msg = text[m.end():line_end]
        if spoof_only and not ("U+202E" in msg):
            continue
        got.append(m.group(1) + ":" + m.group(2) + (":" + m.group(3) if m.group(3) else ""))
    return got


class Tally:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print("PASS: " + name)
        else:
            self.failed += 1
            print("FAIL: " + name + (": " + detail if detail else ""))


def has_wbidi(cc):
    r = subprocess.run([cc, "-Wbidi-chars=any", "-E", "-x", "c", os.devnull, "-o", os.devnull],
                       capture_output=True)
    return r.returncode == 0


def check_json(t, name, out, want):
    try:
        data = json.loads(out)
    except ValueError as e:
        t.check(name + ": json parses", False, str(e))
        return
    bad = []
    for d in data:
        if "[bidiguard:spoof]" not in d["message"]:
            continue
        loc = d["locations"][0]
        caret = loc["caret"]
        key = "%s:%d" % (caret["file"], caret["line"])
        if caret.get("byte-column", 0) > 0:
            key += ":%d" % caret["byte-column"]
            # A literal in a #define may be stringized where the macro
            # is used: it gets a range but no fix-it (an escape
            # stringized is other text than the control).
            directive = caret["line"] == (4 if caret["file"].endswith(".h") else 7)
            if "finish" not in loc or (not d.get("fixits")) != directive:
                bad.append(key + (" with a fix-it in a #define" if directive
                                  else " without range or fix-it"))
        if key not in want:
            bad.append(key + " not GCC's")
    t.check(name + ": json carets, ranges, fix-its", not bad, "; ".join(bad))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--cols", default="1,127,181,200,1000,2047,4000,4096,4100,5000,70000")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    plug = ["-fplugin=" + os.path.abspath(a.plugin), "-fdiagnostics-plain-output"]
    t = Tally()
    for lang, cc, ext in (("C", a.cc, "c"), ("C++", a.cxx, "C")):
        wbidi = has_wbidi(cc)
        for col in [int(c) for c in a.cols.split(",")]:
            main_file, hdr = write_case(a.work, col, ext)
            tag = "%s col %d" % (lang, col)
            rc0, _, plain = run([cc, "-fsyntax-only", "-fdiagnostics-plain-output"]
                                + (["-Wbidi-chars=any"] if wbidi else []) + [main_file], a.work)
            want = (set(locations(plain, "warning", True)) if wbidi
                    else expected_gcc11(a.work, [main_file, hdr]))
            for mode in (["-fsyntax-only"], ["-c", "-o", os.devnull]):
                rc1, _, out = run([cc] + plug + mode + [main_file], a.work)
                got = locations(out, "warning", True)
                name = "%s %s" % (tag, mode[0])
                t.check(name + ": every finding at GCC's location",
                        set(got) == want and len(got) == len(set(got)),
                        "missing %s, extra %s" % (sorted(want - set(got)), sorted(set(got) - want)))
                t.check(name + ": GCC's own errors unchanged",
                        locations(out, "error") == locations(plain, "error"),
                        "%s vs %s" % (locations(out, "error"), locations(plain, "error")))
            _, e0, _ = run([cc, "-E", main_file], a.work)
            _, e1, _ = run([cc] + plug + ["-E", main_file], a.work)
            t.check(tag + " -E: output unchanged by the plugin", e0 == e1)
            _, _, js = run([cc, "-fplugin=" + os.path.abspath(a.plugin),
                            "-fdiagnostics-format=json", "-fsyntax-only", main_file], a.work)
            check_json(t, tag, js, want)
    print("# vs-gcc-columns: %d passed, %d failed" % (t.passed, t.failed))
    return 1 if t.failed else 0


if __name__ == "__main__":
    sys.exit(main())
