#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# e2e.sh - build a real C project (Debian's zlib) with the plugin in CFLAGS,
# run its own tests, and compare every object file with a build without
# the plugin: bidiguard must not change code generation.
#
# Usage: CC=gcc BUILD=build sh testsuite/realworld/e2e.sh
#
# zlib builds warning-free, so the plugin build uses -Werror: any bidiguard
# warning fails it.  A Trojan-Source probe compiled with the same CFLAGS
# must fail, which shows the plugin really ran.  Both builds happen in the
# same directory so that paths recorded in the objects are the same.  The
# legitimate right-to-left examples/ are compared the same way.
set -eu

CC=${CC:-gcc}
BUILD=${BUILD:-build}
TOP=$(pwd)
PLUGIN=$(cd "$BUILD" && pwd)/bidiguard.so
DL=$(mkdir -p "$BUILD/realworld/dl" && cd "$BUILD/realworld/dl" && pwd)
WORK=$(mkdir -p "$BUILD/e2e" && cd "$BUILD/e2e" && pwd)
BASE_CFLAGS="-O2 -Werror"
PLUGIN_CFLAGS="$BASE_CFLAGS -fplugin=$PLUGIN"

[ -f "$PLUGIN" ] || { echo "e2e: $PLUGIN missing; run make first" >&2; exit 2; }

if ! ls "$DL"/zlib_*.orig.tar.* >/dev/null 2>&1; then
  if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/; then
    sed 's/^Types:.*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
      > /etc/apt/sources.list.d/bidiguard-deb-src.sources
    apt-get update -qq
  fi
  (cd "$DL" && apt-get source -q --download-only zlib > /dev/null)
fi
TARBALL=$(ls "$DL"/zlib_*.orig.tar.* | grep -v '\.asc$' | head -n 1)

# The probe: an early-return Trojan Source line must stop a -Werror build.
python3 -c 'import sys; sys.stdout.write("int f(int admin) {\n  /*\u202e } \u2066if (admin)\u2069 \u2066 begin admins only */\n    return 1;\n  /* end admins only \u202e \u2066*/\n  return 0;\n}\n")' \
  > "$WORK/probe.c"
# shellcheck disable=SC2086
if $CC $PLUGIN_CFLAGS -c -o "$WORK/probe.o" "$WORK/probe.c" 2> "$WORK/probe.log"; then
  echo "e2e: FAIL: the Trojan-Source probe compiled; is the plugin running?"
  exit 1
fi
grep -q '\[bidiguard:' "$WORK/probe.log" \
  || { echo "e2e: FAIL: probe failed without a bidiguard diagnostic"; cat "$WORK/probe.log"; exit 1; }
echo "e2e: probe with $PLUGIN_CFLAGS: rejected as it must be"

# build TAG CFLAGS: configure, make, make test; objects kept in $WORK/TAG.
build () {
  tag=$1 cflags=$2
  rm -rf "$WORK/src" "$WORK/$tag" && mkdir -p "$WORK/src" "$WORK/$tag"
  tar -xf "$TARBALL" -C "$WORK/src"
  cd "$WORK"/src/zlib-*
  CC=$CC CFLAGS=$cflags ./configure > "$WORK/$tag.log" 2>&1
  make -j2 >> "$WORK/$tag.log" 2>&1 || { echo "e2e: $tag build failed"; tail -n 20 "$WORK/$tag.log"; exit 1; }
  make test > "$WORK/$tag.test.log" 2>&1 || { echo "e2e: $tag tests failed"; tail -n 20 "$WORK/$tag.test.log"; exit 1; }
  echo "e2e: $tag: built with '$cflags', $(grep -c 'test OK' "$WORK/$tag.test.log") of zlib's test runs OK"
  find . -name '*.o' -o -name '*.lo' -o -name 'libz.a' -o -name 'libz.so.*.*' | while read -r f; do
    mkdir -p "$WORK/$tag/$(dirname "$f")" && cp "$f" "$WORK/$tag/$f"
  done
  cd "$WORK"
}

build plain "$BASE_CFLAGS"
build plugin "$PLUGIN_CFLAGS"

# zlib holds no right-to-left text; the legitimate examples do, so the
# plugin really decodes and displays their lines.  They must compile
# silently under -Werror, to the same objects.
for f in "$TOP"/examples/legit-*.c "$TOP"/examples/legit-*.cc; do
  [ -f "$f" ] || continue
  case $f in *.cc) cc=${CXX:-g++} ;; *) cc=$CC ;; esac
  o=$(basename "$f").o
  # shellcheck disable=SC2086
  $cc $BASE_CFLAGS -c -o "$WORK/plain/$o" "$f"
  # shellcheck disable=SC2086
  $cc $PLUGIN_CFLAGS -c -o "$WORK/plugin/$o" "$f" 2>> "$WORK/plugin.log" \
    || { echo "e2e: FAIL: $f does not compile silently with the plugin"; tail -n 5 "$WORK/plugin.log"; exit 1; }
done

if grep -q '\[bidiguard:' "$WORK/plugin.log"; then
  echo "e2e: FAIL: bidiguard diagnostics in zlib:"; grep '\[bidiguard:' "$WORK/plugin.log"; exit 1
fi
n=0 differ=0
for f in $(cd "$WORK/plain" && find . -type f | sort); do
  n=$((n + 1))
  cmp -s "$WORK/plain/$f" "$WORK/plugin/$f" || { echo "e2e: FAIL: $f differs"; differ=$((differ + 1)); }
done
[ "$n" -ge 30 ] && [ -f "$WORK/plain/libz.a" ] || { echo "e2e: FAIL: only $n objects found"; exit 1; }
echo "e2e: $n object files and libraries compared, $differ differ"
[ "$differ" -eq 0 ]
