#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Which files can reorder at all: lines holding right-to-left text or bidi
controls (Bidi_Class R, AL or AN, or an explicit formatting character or
mark).  Prints "LINES<TAB>FILE" for every FILE with at least one such line;
files that are not valid UTF-8 are read with replacement characters, which
are neutral and so cannot add lines."""

import re
import sys
import unicodedata

CONTROLS = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) \
    | {0x200E, 0x200F, 0x061C}


def can_reorder(ch):
    cp = ord(ch)
    if cp < 0x0590:
        return False
    return cp in CONTROLS or unicodedata.bidirectional(ch) in ("R", "AL", "AN")


def count_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    # The scanner's fast path: a file without bytes >= 0x80 cannot reorder.
    if data.isascii():
        return 0
    text = data.decode("utf-8", errors="replace")
    # Lines end as the compiler sees them (LF, CRLF, CR), not at U+2028.
    lines = re.split(r"\r\n|\r|\n", text)
    return sum(1 for line in lines if any(map(can_reorder, line)))


def main():
    for path in sys.argv[1:]:
        n = count_lines(path)
        if n:
            print(f"{n}\t{path}")


if __name__ == "__main__":
    main()
