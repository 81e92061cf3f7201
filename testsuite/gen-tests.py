#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gen-tests.py - write the DejaGnu test inputs that contain bidi text.

The tests in testsuite/bidiguard.c/ and testsuite/bidiguard.c++/ must hold
the real control characters and right-to-left letters, which no reviewer
can see.  This script is their readable source: every test is an ASCII
template below, and the committed files are exactly what it writes.

Template notation:
  <RLO> <PDF> ...   a bidi control or mark (table CONTROLS), by its UAX #9 name
  <LRE*40>          that control repeated 40 times
  <he:shalom>       a right-to-left word (table WORDS): he = Hebrew,
                    ar = Arabic, fa = Persian
  <^name>           no text: remembers this position; {col:name} elsewhere
                    in the file becomes its 1-based byte column (for dg-fixit)

Usage:
  python3 testsuite/gen-tests.py          (re)write the files
  python3 testsuite/gen-tests.py --check  exit 1 if a committed file differs
"""

import os
import re
import sys

CONTROLS = {
    "LRE": 0x202A, "RLE": 0x202B, "PDF": 0x202C, "LRO": 0x202D, "RLO": 0x202E,
    "LRI": 0x2066, "RLI": 0x2067, "FSI": 0x2068, "PDI": 0x2069,
    "LRM": 0x200E, "RLM": 0x200F, "ALM": 0x061C,
}

WORDS = {
    "he:alef": [0x05D0],
    "he:bet": [0x05D1],
    "he:shalom": [0x05E9, 0x05DC, 0x05D5, 0x05DD],
    "he:olam": [0x05E2, 0x05D5, 0x05DC, 0x05DD],
    "he:sheli": [0x05E9, 0x05DC, 0x05D9],
    "ar:salam": [0x0633, 0x0644, 0x0627, 0x0645],
    "ar:ahmad": [0x0623, 0x062D, 0x0645, 0x062F],
    "fa:farsi": [0x0641, 0x0627, 0x0631, 0x0633, 0x06CC],
    "fa:farvardin": [0x0641, 0x0631, 0x0648, 0x0631, 0x062F, 0x06CC, 0x0646],
    "fa:ordibehesht": [0x0627, 0x0631, 0x062F, 0x06CC, 0x0628, 0x0647,
                       0x0634, 0x062A],
    "fa:khordad": [0x062E, 0x0631, 0x062F, 0x0627, 0x062F],
    "he:hefresh": [0x05D4, 0x05E4, 0x05E8, 0x05E9],
    "he:koteret": [0x05DB, 0x05D5, 0x05EA, 0x05E8, 0x05EA],
    "he:petach": [0x05E4, 0x05EA, 0x05D7],
    "he:tav": [0x05EA],
    "ar:tul": [0x0637, 0x0648, 0x0644],
    "ar:unwan": [0x0639, 0x0646, 0x0648, 0x0627, 0x0646],
    "ar:kaf": [0x0643],
    "ar:waw": [0x0648],
    "ar:sifr": [0x0660],
    "fa:yek": [0x06F1],
    "fa:do": [0x06F2],
    "ar:siyaq": [0x1EC71],
    "sy:shlama": [0x072B, 0x0720, 0x0721, 0x0710],
    "he:mispar": [0x05DE, 0x05E1, 0x05E4, 0x05E8],
    "ar:khata": [0x062E, 0x0637, 0x0623],
    "fa:tedad": [0x062A, 0x0639, 0x062F, 0x0627, 0x062F],
    "un:lsep": [0x2028],   # LINE SEPARATOR: ends a line in some terminals
    # Persian keyword macros (issue 31 item 4)
    "fa:agar": [0x0627, 0x06AF, 0x0631],
    "fa:vagarna": [0x0648, 0x06AF, 0x0631, 0x0646, 0x0647],
    "fa:chap": [0x0686, 0x0627, 0x067E],
    "fa:sahih": [0x0635, 0x062D, 0x06CC, 0x062D],
    "fa:bargardan": [0x0628, 0x0631, 0x06AF, 0x0631, 0x062F, 0x0627, 0x0646],
    "ar:wahid": [0x0661],
    "ar:ithnan": [0x0662],
    "ar:digits": list(range(0x0660, 0x066A)),
    # Weekday and month tables, one sentence over two literals, names in
    # declarations (issue 31 items 5 and the noise of names)
    "ar:thalatha": [0x0663],
    "he:yom": [0x05D9, 0x05D5, 0x05DD],
    "he:rishon": [0x05E8, 0x05D0, 0x05E9, 0x05D5, 0x05DF],
    "he:sheni": [0x05E9, 0x05E0, 0x05D9],
    "he:shlishi": [0x05E9, 0x05DC, 0x05D9, 0x05E9, 0x05D9],
    "he:shabat": [0x05E9, 0x05D1, 0x05EA],
    "he:yanuar": [0x05D9, 0x05E0, 0x05D5, 0x05D0, 0x05E8],
    "he:februar": [0x05E4, 0x05D1, 0x05E8, 0x05D5, 0x05D0, 0x05E8],
    "ar:ahad": [0x0627, 0x0644, 0x0623, 0x062D, 0x062F],
    "ar:ithnayn": [0x0627, 0x0644, 0x0627, 0x062B, 0x0646, 0x064A, 0x0646],
    "ar:thulatha": [0x0627, 0x0644, 0x062B, 0x0644, 0x0627, 0x062B, 0x0627,
                    0x0621],
    "fa:yekshanbe": [0x06CC, 0x06A9, 0x0634, 0x0646, 0x0628, 0x0647],
    "fa:doshanbe": [0x062F, 0x0648, 0x0634, 0x0646, 0x0628, 0x0647],
    "fa:seshanbe": [0x0633, 0x0647, 0x200C, 0x0634, 0x0646, 0x0628, 0x0647],
    "fa:mishavad": [0x0645, 0x06CC, 0x0634, 0x0648, 0x062F],
    "fa:in": [0x0627, 0x06CC, 0x0646],
    "fa:jomle": [0x062C, 0x0645, 0x0644, 0x0647],
    "ar:marhaban": [0x0645, 0x0631, 0x062D, 0x0628, 0x0627],
}

TOKEN = re.compile(r"<(?:([A-Z]{3})(?:\*(\d+))?|([a-z]{2}:[a-z]+)|\^([a-z0-9]+))>")
HERE = os.path.dirname(os.path.abspath(__file__))


def expand(template):
    """Template text -> (text, {marker: (line, byte column)})."""
    marks = {}
    out = []
    pos = 0
    for m in TOKEN.finditer(template):
        out.append(template[pos:m.start()])
        pos = m.end()
        ctl, count, word, mark = m.groups()
        if ctl:
            if ctl not in CONTROLS:
                out.append(m.group(0))  # e.g. <EOF> in C text: not ours
                continue
            out.append(chr(CONTROLS[ctl]) * int(count or 1))
        elif word:
            out.append("".join(chr(c) for c in WORDS[word]))
        else:
            done = "".join(out).encode("utf-8")
            line = done.count(b"\n") + 1
            col = len(done) - (done.rfind(b"\n") + 1) + 1
            marks[mark] = (line, col)
    out.append(template[pos:])
    text = "".join(out)
    for name, (line, col) in marks.items():
        text = text.replace("{col:%s}" % name, str(col))
        text = text.replace("{line:%s}" % name, str(line))
    return text


FILES = {}


def test(path, template, newline="\n"):
    """Register PATH (relative to testsuite/) with its template."""
    text = expand(template.lstrip("\n"))
    FILES[path] = text.replace("\n", newline).encode("utf-8")


def main(argv):
    import importlib
    from tests_c import define_c_tests  # noqa: E402 (after FILES exists)
    from tests_cxx import define_cxx_tests
    define_c_tests(test)
    define_cxx_tests(test)
    # Every other gen/tests_*.py module defines its tests in define_tests,
    # so that each feature's tests live in a module of their own.
    for name in sorted(os.listdir(os.path.join(HERE, "gen"))):
        if (name.startswith("tests_") and name.endswith(".py")
                and name not in ("tests_c.py", "tests_cxx.py")):
            importlib.import_module(name[:-3]).define_tests(test)
    check = "--check" in argv[1:]
    bad = 0
    for path, data in sorted(FILES.items()):
        full = os.path.join(HERE, path)
        if check:
            try:
                with open(full, "rb") as f:
                    same = f.read() == data
            except OSError:
                same = False
            if not same:
                print("gen-tests.py: %s differs from its template" % path)
                bad += 1
        else:
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as f:
                f.write(data)
    if check:
        print("gen-tests.py: %d files checked, %d differ" % (len(FILES), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.dont_write_bytecode = True  # keep testsuite/gen/ free of caches
    sys.path.insert(0, os.path.join(HERE, "gen"))
    sys.exit(main(sys.argv))
