#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# realworld.sh - run bidiguard over real Debian sources that carry
# right-to-left text, to measure false positives where they would hurt.
#
# Usage: BUILD=build sh testsuite/realworld/realworld.sh   (from `make realworld`)
#
# Fetches the packages of packages.txt once into $BUILD/realworld/ (needs
# apt with deb-src; adds a deb-src entry mirroring the machine's Debian
# source when there is none), scans every C/C++ file that holds RTL text or
# controls with --checks=all and with the default set, and prints per
# package: files, lines with RTL text or controls, findings per check.
# Fails when the default set reports a finding that FINDINGS.md does not
# list as a true deception, or when a snippet of regress-legit.txt (real
# legitimate lines, escaped as <U+XXXX>) is flagged.
set -eu

BUILD=${BUILD:-build}
HERE=$(cd "$(dirname "$0")" && pwd)
SCAN=$(cd "$BUILD" && pwd)/bidiguard-scan
CACHE=$(mkdir -p "$BUILD/realworld" && cd "$BUILD/realworld" && pwd)
CHECKS="reorder rtl-reorder rtl-layout spoof unpaired ucn any"

[ -x "$SCAN" ] || { echo "realworld: $SCAN missing; run make first" >&2; exit 2; }

# A deb-src entry for every Debian deb entry of the machine, in deb822 form.
ensure_deb_src () {
  if grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ \
     || grep -qs '^deb-src' /etc/apt/sources.list; then
    return 0
  fi
  src=/etc/apt/sources.list.d/debian.sources
  [ -f "$src" ] || { echo "realworld: no deb-src and no $src to mirror" >&2; exit 2; }
  sed 's/^Types:.*/Types: deb-src/' "$src" \
    > /etc/apt/sources.list.d/bidiguard-deb-src.sources
  apt-get update -qq
}

# The package's directory name: NAME, or the binary package of binary:NAME:TARBALL.
pkg_name () {
  case $1 in binary:*) echo "$1" | cut -d: -f2 ;; *) echo "$1" ;; esac
}

# fetch NAME "GLOB..." : upstream files matching GLOBs into $CACHE/src/NAME.
fetch () {
  name=$1 globs=$2
  pkgdir=$CACHE/src/$(pkg_name "$name")
  [ -f "$pkgdir/.done" ] && return 0
  rm -rf "$pkgdir" && mkdir -p "$pkgdir" "$CACHE/dl"
  case $name in
    binary:*)
      bin=$(echo "$name" | cut -d: -f2); member=$(echo "$name" | cut -d: -f3)
      (cd "$CACHE/dl" && ls "$bin"_*.deb >/dev/null 2>&1 || apt-get download -q "$bin")
      deb=$(ls "$CACHE/dl/$bin"_*.deb | head -n 1)
      dpkg-deb --fsys-tarfile "$deb" | tar -xf - -C "$CACHE/dl" "./$member"
      tarball=$CACHE/dl/$member
      ;;
    *)
      (cd "$CACHE/dl" && ls "$name"_*.orig.tar.* >/dev/null 2>&1 \
        || { ensure_deb_src; apt-get source -q --download-only "$name"; })
      tarball=$(ls "$CACHE/dl/$name"_*.orig.tar.* | grep -v '\.asc$' | head -n 1)
      ;;
  esac
  # The GLOBs go to tar unexpanded and split on spaces.
  set -f
  # shellcheck disable=SC2086
  tar -xf "$tarball" -C "$pkgdir" --wildcards $globs
  set +f
  touch "$pkgdir/.done"
}

# scan LANG FILE...: scanner output for the default set and for all checks.
scan_pkg () {
  pkg=$1 lang=$2 list=$3
  : > "$CACHE/out/$pkg.default"; : > "$CACHE/out/$pkg.all"
  cut -f2 "$list" | while read -r f; do
    l=c++
    case $f in *.c) l=$lang ;; *.h) [ "$lang" = c ] && l=c ;; esac
    rel=${f#"$CACHE/src/"}
    (cd "$CACHE/src" && "$SCAN" --lang=$l "$rel" >> "$CACHE/out/$pkg.default" || [ $? -eq 1 ])
    (cd "$CACHE/src" && "$SCAN" --lang=$l --checks=all "$rel" >> "$CACHE/out/$pkg.all" || [ $? -eq 1 ])
  done
}

count () { grep -c "\\[bidiguard:$2\\]" "$1" || true; }

mkdir -p "$CACHE/out"
status=0
printf '%-24s %5s %6s  %s\n' package files lines "findings (all checks; default set in parentheses)"
grep -v '^#' "$HERE/packages.txt" | grep . | while read -r name lang globs; do
  pkg=$(pkg_name "$name")
  if ! (fetch "$name" "$globs") > "$CACHE/fetch-$pkg.log" 2>&1; then
    echo "$pkg: fetch failed, skipped (see $CACHE/fetch-$pkg.log)"; continue
  fi
  find "$CACHE/src/$pkg" -type f ! -name .done -print0 \
    | xargs -0 -r python3 "$HERE/rtl-lines.py" | sort -k2 > "$CACHE/out/$pkg.files"
  scan_pkg "$pkg" "$lang" "$CACHE/out/$pkg.files"
  files=$(wc -l < "$CACHE/out/$pkg.files")
  lines=$(awk -F'\t' '{n += $1} END {print n + 0}' "$CACHE/out/$pkg.files")
  per=""
  for c in $CHECKS; do
    a=$(count "$CACHE/out/$pkg.all" "$c"); d=$(count "$CACHE/out/$pkg.default" "$c")
    [ "$a" -eq 0 ] || per="$per $c=$a($d)"
  done
  printf '%-24s %5d %6d %s\n' "$pkg" "$files" "$lines" "${per:- none}"
done

# Every default-set finding must be a known true deception of FINDINGS.md.
cat "$CACHE"/out/*.default | sed -n 's/^\([^:]*:[0-9]*\):[0-9]*: warning: .*\[bidiguard:\([a-z-]*\)\]$/\1 \2/p' \
  | sort -u > "$CACHE/out/default-findings.txt"
unknown=0
while read -r where check; do
  if ! awk -v w="$where" -v c="$check" '$1 == w && $2 == c && $3 == "true" { f = 1 }
       END { exit !f }' "$HERE/FINDINGS.md"; then
    echo "realworld: not a known true deception: $where [bidiguard:$check]"
    unknown=$((unknown + 1))
  fi
done < "$CACHE/out/default-findings.txt"

# Legitimate real-world lines that once were flagged must stay silent.
flagged=0
n=0
while IFS= read -r snippet; do
  case $snippet in '#'*|'') continue ;; esac
  n=$((n + 1))
  printf '%s\n' "$snippet" | python3 -c '
import re, sys
line = sys.stdin.read()
sys.stdout.write(re.sub(r"<U\+([0-9A-F]{4,6})>", lambda m: chr(int(m.group(1), 16)), line))' \
    > "$CACHE/out/legit.c"
  if ! "$SCAN" "$CACHE/out/legit.c" > "$CACHE/out/legit.out"; then
    echo "realworld: legitimate line flagged: $snippet"
    sed 's/^/  /' "$CACHE/out/legit.out"
    flagged=$((flagged + 1))
  fi
done < "$HERE/regress-legit.txt"

echo "realworld: $(wc -l < "$CACHE/out/default-findings.txt") default-set findings, $unknown not known true; $n legitimate lines, $flagged flagged"
[ "$unknown" -eq 0 ] && [ "$flagged" -eq 0 ] || status=1
exit $status
