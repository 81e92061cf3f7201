#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""excerpt.py - cut a real source file down to the lines the realworld
corpus needs, keeping every kept line at its own line number.

Usage: excerpt.py [--context=N] [--whole-below=LINES] SRC DEST

DEST gets SRC's leading comment block (its copyright and licence) and,
around every line that holds right-to-left text, a bidi control or mark,
a non-ASCII identifier or a byte-order mark, N lines of context (default
3); every other line is left empty, so a finding's line in DEST is its
line in SRC.  A window starts and ends only where SRC is at top level
(not inside a block comment, a literal, a raw string or after a
backslash-newline splice), so that each kept line is lexed as it is in
SRC.  Files of fewer than --whole-below lines (default 400) are copied
whole.  Prints the kept line ranges (the manifest records them).
"""

import re
import sys
import unicodedata

CONTROLS = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) \
    | {0x200E, 0x200F, 0x061C, 0xFEFF}


def interesting(line):
    """Right-to-left text, a control or mark, or any non-ASCII letter
    (identifiers; the lexer below does not tell names from text)."""
    for ch in line:
        cp = ord(ch)
        if cp < 0x80:
            continue
        if cp in CONTROLS or unicodedata.bidirectional(ch) in ("R", "AL", "AN"):
            return True
    return False


def top_level_starts(text):
    """For each line of TEXT (split at LF), whether it starts at top level:
    outside every comment, literal and raw string, and not continuing the
    line before through a backslash-newline splice."""
    ok = []
    state, spliced = None, False   # None, "block", "line", '"', "'", ("raw", delim)
    for line in text.split("\n"):
        ok.append(state is None and not spliced)
        i, n = 0, len(line)
        if state == "line":
            i = n
        while i < n:
            c = line[i]
            if state == "block":
                j = line.find("*/", i)
                state, i = (state, n) if j < 0 else (None, j + 2)
            elif isinstance(state, tuple):
                end = ")" + state[1] + '"'
                j = line.find(end, i)
                state, i = (state, n) if j < 0 else (None, j + len(end))
            elif state in ('"', "'"):
                if c == "\\":
                    i += 2
                elif c == state:
                    state, i = None, i + 1
                else:
                    i += 1
            elif line.startswith("/*", i):
                state, i = "block", i + 2
            elif line.startswith("//", i):
                state, i = "line", n
            elif c in "\"'":
                m = re.match(r'R"([^()\\ ]{0,16})\(', line[i - 1:]) if c == '"' and i else None
                if m:
                    state, i = ("raw", m.group(1)), i - 1 + len(m.group(0))
                else:
                    state, i = c, i + 1
            else:
                i += 1
        spliced = line.endswith("\\") and not isinstance(state, tuple)
        if state in ("line", '"', "'") and not spliced:
            state = None
    return ok


def leading_comment(lines):
    """Line count of the comment block(s) at the top of the file."""
    k, inside = 0, False
    for i, line in enumerate(lines[:120]):
        s = line.strip()
        if inside:
            k = i + 1
            if "*/" in s:
                inside = False
            continue
        if s.startswith("/*"):
            k = i + 1
            inside = "*/" not in s[2:]
        elif s.startswith("//") or (s == "" and i < 3) or s.startswith("\ufeff"):
            k = i + 1
        else:
            break
    return k


def excerpt(text, context, whole_below):
    lines = text.split("\n")
    if len(lines) <= whole_below:
        return text, [(1, len(lines) - (1 if text.endswith("\n") else 0))]
    starts = top_level_starts(text)
    keep = [False] * len(lines)
    for i in range(leading_comment(lines)):
        keep[i] = True
    for i, line in enumerate(lines):
        if interesting(line) or (i == 0 and line.startswith("\ufeff")):
            a, b = max(0, i - context), min(len(lines) - 1, i + context)
            while a > 0 and not starts[a]:
                a -= 1
            while b + 1 < len(lines) and not starts[b + 1]:
                b += 1
            for j in range(a, b + 1):
                keep[j] = True
    out = [l if k else "" for l, k in zip(lines, keep)]
    ranges, start = [], None
    for i, k in enumerate(keep + [False]):
        if k and start is None:
            start = i
        elif not k and start is not None:
            ranges.append((start + 1, i))
            start = None
    return "\n".join(out), ranges


def main(argv):
    context, whole_below = 3, 400
    args = []
    for a in argv:
        if a.startswith("--context="):
            context = int(a.split("=", 1)[1])
        elif a.startswith("--whole-below="):
            whole_below = int(a.split("=", 1)[1])
        else:
            args.append(a)
    src, dest = args
    with open(src, encoding="utf-8", errors="surrogateescape", newline="") as f:
        text = f.read()
    if "\r" in text:
        print("excerpt: %s has CR line ends; copy it whole" % src, file=sys.stderr)
        whole_below = 1 << 30
    out, ranges = excerpt(text, context, whole_below)
    with open(dest, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write(out)
    print(",".join("%d-%d" % r for r in ranges))


if __name__ == "__main__":
    main(sys.argv[1:])
