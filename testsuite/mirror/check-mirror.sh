#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-mirror.sh - confirm gcc-compat.h's mirror of struct cpp_buffer on
# this GCC: compile small files with the test-only plugin buffer_mirror.so
# and require that every buffer it reads through the mirror (main file,
# -include file, headers, a header without a final newline, one ending in
# a bare CR, one with a UTF-8 byte order mark, standard input, a .i
# without line markers) equals the file on disk.
#
#   CC=gcc sh testsuite/mirror/check-mirror.sh BUILD_DIR
#
# Ends with "# buffer-mirror: N passed, M failed"; exit status 1 on a failure.
set -u
: "${CC:=gcc}"
plugin=$1/buffer_mirror.so
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bidiguard-mirror.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
cd "$tmp" || exit 1
passed=0 failed=0
pass () { echo "PASS: $*"; passed=$((passed + 1)); }
fail () { echo "FAIL: $*"; failed=$((failed + 1)); }

printf '#include "plain.h"\n#include "nonl.h"\n#include "cr.h"\n#include "bom.h"\nint main (void) { return 0; }\n' > main.c
printf 'int plain;\n' > plain.h
printf 'int nonl; /* no newline at the end */' > nonl.h
printf 'int cr;\rint cr2;\r' > cr.h
printf '\357\273\277int bom;\n' > bom.h
printf 'int pre;\n' > pre.h

# run NAME EXPECTED-PASSES CMD...: the mirror lines of one compile
run ()
{
  name=$1 want=$2; shift 2
  "$@" > "$name.log" 2>&1
  n=$(grep -c '^PASS: mirror ' "$name.log")
  if grep -q '^FAIL: mirror ' "$name.log"; then
    fail "$name: $(grep '^FAIL: mirror ' "$name.log" | head -1)"
  elif [ "$n" -lt "$want" ]; then
    fail "$name: $n buffers confirmed, $want expected: $(head -3 "$name.log")"
  else
    pass "$name: $n buffers read through the mirror equal their files"
  fi
}

run headers 6 "$CC" -fplugin="$plugin" -fsyntax-only -include pre.h main.c
"$CC" -E -P main.c > nomarkers.i 2>/dev/null
run preprocessed 1 "$CC" -fplugin="$plugin" -fsyntax-only nomarkers.i

# Standard input has no file to compare with: its buffer must be the text.
printf 'int from_stdin;\n' | "$CC" -fplugin="$plugin" -fsyntax-only -x c - > stdin.log 2>&1
if grep -q '^STDIN: mirror 16 bytes: int from_stdin;$' stdin.log; then
  pass "stdin: cpp's buffer of standard input is the text given"
else
  fail "stdin: $(head -3 stdin.log)"
fi

echo "# buffer-mirror: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
