#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# valgrind.sh - memcheck over the plugin (inside cc1) and the scanner on
# hostile inputs and on examples/.
#
# Usage: CC=gcc BUILD=build sh testsuite/fuzz/valgrind.sh
#
# Hostile inputs (written to $BUILD/valgrind/): invalid UTF-8, 100,000
# nested embeddings, a file of nothing but controls, no trailing newline,
# a 1 MB line, 150 random lines of controls, letters and delimiters,
# paragraph separators inside isolates and literals (scanned again under
# every base, FriBidi alone and both engines, and compiled under every
# base).  cc1 runs under `-wrapper valgrind` with -fsyntax-only, where
# GCC itself is clean under memcheck (code generation in cc1 has memcheck
# reports of its own, so the -c run over examples/ only counts reports
# whose stack passes through the plugin or libfribidi).  The scanner also runs with
# --leak-check=full.  Fails on any memcheck error, any crash or internal
# compiler error, and when cc1 reports nothing on a file the scanner finds
# something in (the plugin did not run).  GCC's own -Wbidi-chars, which
# takes hours under valgrind on 100,000 nested controls, is off because
# the plugin turns it off while it runs; -Wbidi-chars=none would turn the
# plugin off too.
set -eu

CC=${CC:-gcc}
BUILD=${BUILD:-build}
OUT=$BUILD/valgrind
PLUGIN=$(cd "$BUILD" && pwd)/bidiguard.so
SCAN=$BUILD/bidiguard-scan
for f in "$PLUGIN" "$SCAN"; do
  [ -x "$f" ] || [ -f "$f" ] || { echo "valgrind: $f missing; run make first" >&2; exit 2; }
done
mkdir -p "$OUT"
rm -f "$OUT"/*.vg

python3 - "$OUT" <<'EOF'
import sys
out = sys.argv[1]
RLE, PDF, RLO, LRI, RLI, PDI, A = ("\u202b", "\u202c", "\u202e", "\u2066",
                                   "\u2067", "\u2069", "\u05d0")
controls = "".join(map(chr, [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066,
                             0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]))
files = {
    "invalid-utf8.c": b"/* \xff\xfe \xc0\xaf \xed\xa0\x80 \xe2\x80 " + RLO.encode()
        + b" */\nconst char *s = \"\xf5\x80\x80\x80 \xe2\x80\xae\xe2\";\n"
        + b"int x = 1; // \xd7\n",
    "nested-embeddings.c": ("/* " + RLE * 100000 + " */ int x = 10 - 3; /* " + A
        + " */\nconst char *s = \"" + (RLE + LRI) * 50000 + "\";\n").encode(),
    "only-controls.c": ((controls * 40 + "\n") * 50).encode(),
    "no-newline.c": ("int y = 2; /* " + RLO + " x " + A + " */ int z = 10 - 3; // "
        + RLO).encode(),
    "megabyte-line.c": ("int w = 1; /* " + (A + " x " + RLO + " 1 - 2 " + PDF + " ")
        * 70000 + " */\n").encode(),
}
# Deep and overflowing embedding stacks: libfribidi 1.0.8 reads freed
# memory after an embedding overflow, which the core must keep it away from.
import random
rng = random.Random(7)
ctl = [chr(c) for c in (0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067,
                        0x2068, 0x2069, 0x200E, 0x200F, 0x061C)]
pick = ctl * 3 + ["A", "b", A, "\u05d1", "1", "\u0661", "\u0633", " ", "/*", "*/",
                  '"', "(", ")", "//", "-", "="]
lines = []
for i in range(150):
    pool = ctl[:8] + ["x", A] if i % 3 == 0 else pick
    lines.append("".join(rng.choice(pool) for _ in range(rng.randint(60, 700))))
files["random-controls.c"] = ("\n".join(lines) + "\n").encode()
# Paragraph separators (every class-B character a line can hold) inside
# isolates, embeddings and literals: libfribidi 1.0.8 reads freed memory
# when a paragraph ends with an isolate open after a closed one ("L FSI R
# PDI FSI B", which the reference display builds from the first line
# under base auto); run under every base below.  The raw file holds the
# minimal case as found (not C: cc1 reports errors, and checks it all the
# same), the other the same shapes as valid C.
W, M = "\u0648", "\u05de"
FSI, RLI, RLO = "\u2068", "\u2067", "\u202e"
raw, valid = [], []
for k, B in enumerate(("\u2029", "\u0085", "\u001c", "\u001d", "\u001e")):
    raw += [f'x"{W}""{B}{M}', f'x"{W}" "{B}{M}"', f'{M}"{W}""{B}{M}',
            f'x "{RLI}" {W} "{B}" {M}', f'"{W}" "{B}" "{B}{M}" /* {B} */ {B}']
    valid += [f'const char *a{k} = "{W}""{B}{M}";',
              f'const char *b{k} = "{W}" "{B}{M}";',
              f'int c{k} /*{W}*//*{B}{M}*/;',
              f'const char *d{k} = "{M}{B}{W}";',
              f'/* {RLI}{M} {B} x */ /* {FSI}a{B}{M}{PDI} */',
              f'/* {RLE}{M}{B}{W} */ /* {RLO}{LRI}{M}{B}{PDF}{M} */',
              f'/* {RLI}{LRI}{FSI}{B}{PDI}{PDI}{PDI}{W} */ /* {RLI}{B}{M} */',
              f'const char *e{k}[] = {{ "{W}", "{B}", "{B}{M}" }}; /* {B} */',
              f'int f{k}; /* x {FSI}{B} */ /* {M} */ /* {RLE}{LRI}{B}{M} */']
# The overflow after a paragraph separator that ends a longer paragraph:
# the deep paragraph, not the line's start, is the one to defuse.
LRE = "\u202a"
valid += ["/* " + "p" * 200 + "\u2029x" + LRE * 64 + RLI + "ab" + M + "\u2069c"
          + PDF * 64 + "\u05d1 */ int g;"]
files["paragraph-separators-raw.c"] = ("\n".join(raw) + "\n").encode()
files["paragraph-separators.c"] = ("\n".join(valid) + "\n").encode()
for name, data in files.items():
    with open(f"{out}/{name}", "wb") as f:
        f.write(data)
EOF

fail=0
VG="valgrind -q --error-exitcode=99"

# cc_under_valgrind COMPILER NAME FLAGS...: one compile, cc1 under memcheck.
cc_under_valgrind () {
  cc=$1 name=$2; shift 2
  rc=0
  "$cc" -fplugin="$PLUGIN" "$@" \
    -wrapper valgrind,-q,--log-file="$OUT/$name.%p.vg" > "$OUT/$name.log" 2>&1 || rc=$?
  if [ "$rc" -gt 1 ] || grep -q 'internal compiler error' "$OUT/$name.log"; then
    echo "valgrind: $name: compiler exit $rc"; tail -n 5 "$OUT/$name.log"; fail=1
  fi
}

for f in "$OUT"/*.c; do
  name=$(basename "$f")
  cc_under_valgrind "$CC" "$name" -fsyntax-only -fplugin-arg-bidiguard-checks=all "$f"
  $VG --leak-check=full --errors-for-leak-kinds=definite,indirect \
    "$SCAN" --checks=all "$f" > "$OUT/$name.scan" 2> "$OUT/$name.scan.vg" || {
    rc=$?
    [ "$rc" -eq 1 ] || { echo "valgrind: scanner on $name: exit $rc"; head -n 20 "$OUT/$name.scan.vg"; fail=1; }
  }
  from_cc1=$(grep -c 'warning: .*\[bidiguard:' "$OUT/$name.log" || true)
  from_scan=$(grep -c 'warning: .*\[bidiguard:' "$OUT/$name.scan" || true)
  echo "valgrind: $name: $from_cc1 bidiguard warnings from cc1, $from_scan from the scanner"
  if [ "$from_scan" -gt 0 ] && [ "$from_cc1" -eq 0 ]; then
    echo "valgrind: $name: the plugin reported nothing in cc1"; fail=1
  fi
done

# Each paragraph of a line on its own, under every base: FriBidi alone
# (its reference display is where 1.0.8 misreads) and in cc1.
para=$OUT/paragraph-separators.c
for base in auto ltr rtl; do
  for engine in fribidi both; do
    $VG "$SCAN" --checks=all --engine=$engine --base=$base "$para" "${para%.c}-raw.c" \
      > "$OUT/para-$base-$engine.scan" 2> "$OUT/para-$base-$engine.scan.vg" || {
      rc=$?
      [ "$rc" -eq 1 ] || { echo "valgrind: scanner on $para, base $base, $engine: exit $rc"; head -n 20 "$OUT/para-$base-$engine.scan.vg"; fail=1; }
    }
  done
  cc_under_valgrind "$CC" "para-$base" -fsyntax-only \
    -fplugin-arg-bidiguard-checks=all -fplugin-arg-bidiguard-base=$base "$para"
  if grep -q 'error:' "$OUT/para-$base.log"; then echo "valgrind: $para is not valid C"; fail=1; fi
  cc_under_valgrind "$CC" "para-raw-$base" -fsyntax-only \
    -fplugin-arg-bidiguard-checks=all -fplugin-arg-bidiguard-base=$base "${para%.c}-raw.c"
done
echo "valgrind: paragraph separators under bases auto, ltr, rtl"

for f in examples/*.c examples/*.cc; do
  [ -f "$f" ] || continue
  name=$(basename "$f")
  case $f in *.cc) cc=${CXX:-g++} ;; *) cc=$CC ;; esac
  cc_under_valgrind "$cc" "$name" -fsyntax-only "$f"
  cc_under_valgrind "$cc" "$name-c" -c -o "$OUT/$name.o" "$f"
done

# -fsyntax-only logs must be empty; -c logs may only hold GCC's own reports.
for log in "$OUT"/*.vg; do
  [ -s "$log" ] || continue
  case $log in
    */*-c.*.vg)
      # Our frames: the plugin's functions and sources (built with -g; cc1
      # has no debug info), or libfribidi.
      if grep -qE 'bidiguard|libfribidi|: bg_|plugin/gcc/[a-z-]+\.cc|\.c:[0-9]+\)' "$log"; then
        echo "valgrind: report through the plugin in $log"; fail=1
      fi ;;
    *) echo "valgrind: memcheck report in $log"; head -n 30 "$log"; fail=1 ;;
  esac
done

if [ "$fail" -eq 0 ]; then echo "valgrind: no memcheck errors"; fi
exit "$fail"
