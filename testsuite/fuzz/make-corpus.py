#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Rebuild testsuite/fuzz/corpus/: the seed inputs of fuzz-core.c.

Seeds are the DejaGnu tests (testsuite/bidiguard.c*/), examples/ and the
snippets below (the cases of doc/design.md that every check is about), each cut to 4 KiB and prefixed with fuzz-core.c's option byte
(base ltr/rtl/auto, second scan, comment scan).  Run from the top of the
tree; commit the result.  Keep the corpus under 1 MB."""

import glob
import hashlib
import os

OUT = "testsuite/fuzz/corpus"
MAX = 4096

RLO, PDF, RLE, LRO, LRE = "\u202e", "\u202c", "\u202b", "\u202d", "\u202a"
RLI, LRI, FSI, PDI = "\u2067", "\u2066", "\u2068", "\u2069"
RLM, LRM, ALM = "\u200f", "\u200e", "\u061c"
A, B = "\u05d0", "\u05d1"
SALAM = "\u0633\u0644\u0627\u0645"

SNIPPETS = [
    # reorder: early return, commenting-out, stretched string, marks.
    f'int f(int admin) {{\n    /*{RLO} }} {LRI}if (admin){PDI} {LRI} begin admins only */\n'
    f'        return 1;\n    /* end admins only {RLO} {LRI}*/\n    return 0;\n}}\n',
    f'int main() {{\n  int is_admin = 0;\n  /*{RLO} }} {LRI}if (is_admin){PDI} {LRI} begin admins only */\n'
    f'  return 0;\n}}\n',
    f'#include <string.h>\nint g(const char *s) {{ return strcmp(s, "user{RLO} {LRI}// Check if admin{PDI} {LRI}"); }}\n',
    f'int x = /*{RLM}*/ 10 - 3 /*{RLM}*/;\n',
    f'const char *p = "{RLI}a", *q = "b{PDI}";\n',
    f'if (strcmp(s, "{RLO}x{PDF}") == 0) return 1;\n',
    # rtl-reorder and rtl-layout.
    f'int x = /*{A}*/ 10 - 3 /*{B}*/;\n',
    f'f("{A}", 1, 2, "{B}");\n',
    f'int {A} = 1, {B} = 2;\nint r(void) {{ return {A} - {B}; }}\n',
    f'static const char *m[] = {{"{A}", "{B}", "\u05d2"}};\nconst char *t = c ? "{A}" : "{B}";\n',
    f'set_text("test {SALAM}", -1);\n',
    # spoof and unpaired.
    f'const char *s = "{RLO}nimda{PDF}";\n',
    f'const char *s = "{RLE}10 - 3{PDF}";\n',
    f'const char *s = "{LRO}{A}{B}{PDF}";\n',
    f'const char *s = "{RLO}(a[b]){PDF}";\n',
    f'int a{LRE}b{PDF}c = 1;\nint d{RLI}e = 2;\n',
    f'/* open {RLO} comment */\n// line {RLI} comment\nchar c = \'{RLO}\';\n',
    f'const char *s = "unclosed {RLE}{RLE}{LRO} string";\n',
    # silent: legitimate right-to-left use.
    f'puts("{A}{B} {RLE}\u05e9\u05dc\u05d5\u05dd English\u05d2{PDF}");\n'
    f'printf("{FSI}%s{PDI} wrote", name);\nputs("name: {RLI}{SALAM}{PDI}");\n'
    f'puts("{A}{B}.{RLM}");\nputs("version {LRM}1.2.3{LRM}");\n'
    f'puts("{RLE}plain words{PDF}");\n',
    '/* \u05d4\u05e2\u05e8\u05d4 \u05d1\u05e2\u05d1\u05e8\u05d9\u05ea */\nint x; // \u062a\u0639\u0644\u064a\u0642\n',
    # ucn and any.
    'const char *u = "\\u202E \\U0000202e \\u2066 \\u200F \\u061C";\nchar32_t c = U\'\\u2069\';\n',
    f'x = 1; /* {PDF} stray */ y = 2; /* {PDI} */\n',
    # lexer corners: raw strings, prefixes, splices, CRLF, CR, tabs.
    f'auto r = R"d({RLO} )" "d" \n still raw {A} )d";\nauto u = u8R"({RLI})";\n',
    f'const char *s = L"{A}" u"{B}" U"{RLO}" u8"{PDF}";\n',
    f'#define M(x) "{RLO}" \\\n  x {A}\\\n {B}\n',
    f'int a; /* {RLO} multi\r\nline {A} */ int b;\r\nint c; // {RLE}\rint d;\n',
    f'\tint\tx\t=\t/*{RLM}*/\t10\t-\t3;\n',
    f'/* {RLO}' + ' '.join([RLE] * 130) + f' deep */ int y = 1 - 2; /* {A} */\n',
    f'// {"".join([LRE, RLE, LRO, RLO, LRI, RLI, FSI] * 20)}\nint z;\n',
    'int no_newline = 1; /* \u05d0 */ 2 - 3 /* \u05d1 */',
    # invalid UTF-8 (surrogateescape: raw bytes 0xFF 0xFE, overlong C0 AF).
    f'x = "\udcff\udcfe {RLO}" + \'{A}\udcc0\udcaf\';\n',
    '',
    '\n\n\r\r\n',
]


def write(name, data, modes):
    data = data[:MAX]
    for mode in modes:
        blob = bytes([mode]) + data
        digest = hashlib.sha1(blob).hexdigest()[:10]
        with open(os.path.join(OUT, f"{name}-{mode:02x}-{digest}"), "wb") as f:
            f.write(blob)


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    for i, text in enumerate(SNIPPETS):
        # ltr, rtl+rescan, auto+comment, ltr without raw strings+both.
        write(f"snippet{i:02d}", text.encode("utf-8", "surrogateescape"),
              [0x00, 0x09, 0x12, 0x1c])
    tests = sorted(glob.glob("testsuite/bidiguard.c*/**/*", recursive=True)
                   + glob.glob("examples/**/*", recursive=True))
    for path in tests:
        if not os.path.isfile(path) or path.endswith((".exp", ".md")):
            continue
        with open(path, "rb") as f:
            data = f.read()
        if data.isascii():
            continue
        name = path.replace("/", "_").replace("testsuite_", "")
        write(name, data, [0x00, 0x1a])
    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in os.listdir(OUT))
    print(f"{len(os.listdir(OUT))} seeds, {total} bytes")


if __name__ == "__main__":
    main()
