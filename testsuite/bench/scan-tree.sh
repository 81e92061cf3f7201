#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scan-tree.sh - bidiguard-scan against grep on one source tree, in one run.
#
#   sh testsuite/bench/scan-tree.sh TREE [SCANNER]
#
# Times (wall, user, sys, peak RSS, by /usr/bin/time) with a warm page
# cache, twice each: the scanner on TREE's C-family files, the scanner on
# every file (--include='*'), and
# grep -rlP '[\x{202A}-\x{202E}\x{2066}-\x{2069}]', which only looks for
# controls.  A benchmark, not a test: it checks nothing.  The tree used for
# the README's table is GCC 12.2's source (apt-get source gcc-12, then its
# gcc-12.2.0-dfsg.tar.xz unpacked); keep it outside the repository.
set -u
TREE=${1:?usage: scan-tree.sh TREE [SCANNER]}
SCAN=${2:-$(cd "$(dirname "$0")/../.." && pwd)/build/bidiguard-scan}
export LC_ALL=C.UTF-8
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
echo "tree: $TREE, $(find "$TREE" -type f | wc -l) files, $(du -sb "$TREE" | cut -f1) bytes"
find "$TREE" -type f -print0 | xargs -0 cat > /dev/null   # warm the page cache
echo "| command | round | wall s | user s | sys s | peak RSS KB | exit | output lines |"
echo "|---|---|---|---|---|---|---|---|"
for round in 1 2; do
  for cmd in scan scan-all grep; do
    case $cmd in
      scan) set -- "$SCAN" "$TREE" ;;
      scan-all) set -- "$SCAN" '--include=*' "$TREE" ;;
      grep) set -- grep -rlP '[\x{202A}-\x{202E}\x{2066}-\x{2069}]' "$TREE" ;;
    esac
    /usr/bin/time -o "$err.t" -f "%e | %U | %S | %M" "$@" > "$out" 2> "$err"
    rc=$?
    echo "| $(echo "${*//$TREE/TREE}" | sed "s|^$SCAN|bidiguard-scan|") | $round | $(tail -n 1 "$err.t") | $rc | $(wc -l < "$out") |"
  done
done
rm -f "$err.t"
