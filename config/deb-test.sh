#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# deb-test.sh - the Debian packages as a distribution builds and uses them:
# from a clean export of the committed tree (git archive HEAD),
# dpkg-buildpackage -us -uc -b with its own test step, lintian (no error,
# no warning), dpkg -i, then every file of examples/ compiled through the
# installed specs file, checked against what config/demo.sh expects.
#
#   bash config/deb-test.sh export N [OUT]   git archive HEAD into OUT/src
#   bash config/deb-test.sh build N [OUT]    gcc-N-bidiguard (+ bidiguard) into OUT
#   bash config/deb-test.sh use N [OUT]      install OUT's packages, compile examples/
#   bash config/deb-test.sh side-by-side M N [OUT]
#                                            both installed at once: neither
#                                            changes the other's files, each
#                                            specs file checks only in its own GCC (elsewhere: one note)
#   bash config/deb-test.sh missing N        a build for GCC N, whose plugin
#                                            headers are absent here, stops at
#                                            once naming gcc-N-plugin-dev
#   bash config/deb-test.sh purge            remove every bidiguard package
#   bash config/deb-test.sh clang-export N [OUT] git archive HEAD into OUT/src
#   bash config/deb-test.sh clang-build N [OUT]  clang-N-bidiguard (with the
#                                            default gcc's package and bidiguard:
#                                            the profile pkg.bidiguard.clangN adds
#                                            it) into OUT
#   bash config/deb-test.sh clang-use N [OUT]    install them, compile examples/
#                                            with clang-N and the installed plugin
#
# OUT defaults to build/deb/gcc-N.  Needs root (dpkg -i) and the build
# dependencies; .ci/run installs them.  N is the GCC major version: the
# tree's default gcc (12 here, 14 in trixie) builds without a profile,
# after config/debian-control.sh has written debian/control for it; others
# with -Ppkg.bidiguard.gccN.
# Each step prints one "deb-test: ..." line with its time in seconds.

set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8

say () { echo "deb-test: $*"; }
die () { echo "deb-test: FAIL: $*" >&2; exit 1; }
out_of () { echo "${1:-$root/build/deb/gcc-$2}"; }
# As a distribution's build daemon builds: without a profile for the tree's
# default gcc, after writing debian/control for it as a maintainer does
# for an upload to that suite (config/debian-control.sh); with
# -Ppkg.bidiguard.gccN for any other GCC.
default_gcc () { gcc -dumpversion 2>/dev/null | cut -d. -f1; }
profile_of () { [ "$1" = "$(default_gcc)" ] || echo "-Ppkg.bidiguard.gcc$1"; }

# The committed tree only, what a source package holds (run where git
# works: a worktree's .git is not inside a chroot).
export_tree ()
{
  local n=$1 out
  out=$(out_of "${2:-}" "$n")
  rm -rf "$out"
  mkdir -p "$out/src/bidiguard"
  git -C "$root" archive --format=tar HEAD | tar -xf - -C "$out/src/bidiguard"
  say "gcc-$n: exported $(git -C "$root" rev-parse --short HEAD) into $out/src/bidiguard"
}

build ()
{
  local n=$1 out t0 src
  out=$(out_of "${2:-}" "$n")
  t0=$(date +%s)
  src=$out/src/bidiguard
  [ -f "$src/debian/rules" ] || die "no exported tree in $src (deb-test.sh export $n first)"
  if [ -z "$(profile_of "$n")" ]; then
    (cd "$src" && sh config/debian-control.sh) || die "debian-control.sh for gcc-$n"
    say "gcc-$n: debian/control written for the default gcc ($(sed -n 's/^# Default GCC: //p' "$src/debian/control"))"
  fi
  # shellcheck disable=SC2046 # no profile for the default gcc
  if ! (cd "$src" && dpkg-buildpackage -us -uc -b $(profile_of "$n")) > "$out/build.log" 2>&1; then
    tail -n 40 "$out/build.log"
    die "dpkg-buildpackage for gcc-$n failed (log: $out/build.log)"
  fi
  mv "$out"/src/*.deb "$out"/src/*.changes "$out"/src/*.buildinfo "$out/"
  rm -f "$out"/src/*.ddeb
  local summary
  summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out/build.log" | tail -n 1 || true)
  say "gcc-$n: dpkg-buildpackage -us -uc -b $(profile_of "$n"): $(cd "$out" && ls ./*.deb | tr '\n' ' ')(test step: ${summary:-none}) $(( $(date +%s) - t0 )) s"
  t0=$(date +%s)
  lintian --allow-root --fail-on error,warning "$out"/*.changes > "$out/lintian.log" 2>&1 || {
    cat "$out/lintian.log"; die "lintian on gcc-$n's packages"; }
  say "gcc-$n: lintian: $(grep -c '^E:' "$out/lintian.log" || true) errors, $(grep -c '^W:' "$out/lintian.log" || true) warnings $(( $(date +%s) - t0 )) s"
}

# Compile every example with CC/CXX through SPECS; fail unless each attack
# warns and each legitimate file does not (as make demo judges them).
compile_examples ()
{
  local n=$1 specs=$2 f compiler log w bad=0 total=0
  log=$(mktemp)
  for f in examples/attack-* examples/legit-*; do
    case $f in *.c) compiler=gcc-$n ;; *) compiler=g++-$n ;; esac
    total=$((total + 1))
    "$compiler" -specs="$specs" -fdiagnostics-color=never -c "$f" -o /dev/null > "$log" 2>&1 ||
      { cat "$log"; die "$compiler -specs=$specs -c $f failed"; }
    w=$(grep -c 'warning: .*\[bidiguard:' "$log" || true)
    case $(basename "$f") in
      attack-*) [ "$w" -gt 0 ] || { echo "$f: no warning through $specs"; bad=1; } ;;
      *) [ "$w" -eq 0 ] || { cat "$log"; echo "$f: warned through $specs"; bad=1; } ;;
    esac
  done
  rm -f "$log"
  [ $bad -eq 0 ] || die "examples/ through $specs"
  echo "$total"
}

install_debs ()
{
  local out=$1
  local debs
  debs=$(ls "$out"/*.deb | grep -v -- '-dbgsym_')
  # shellcheck disable=SC2086 # a word list
  dpkg -i $debs > "$out/install.log" 2>&1 || { cat "$out/install.log"; die "dpkg -i $debs"; }
}

use ()
{
  local n=$1 out t0 specs count
  out=$(out_of "${2:-}" "$n")
  t0=$(date +%s)
  install_debs "$out"
  specs=/usr/share/bidiguard/gcc-$n/bidiguard.specs
  [ -f "$specs" ] || die "$specs not installed"
  count=$(compile_examples "$n" "$specs")
  bidiguard-scan examples/legit-hebrew.c > /dev/null || die "installed bidiguard-scan on legit-hebrew.c"
  # The specs file in a whole build's flags: an -flto link (lto1) and the
  # other front ends installed here compile as GCC alone does.
  local tmp fe
  tmp=$(mktemp -d)
  printf 'int f (void) { return 0; }\nint main (void) { return f (); }\n' > "$tmp/l.c"
  gcc-"$n" -specs="$specs" -O2 -flto "$tmp/l.c" -o "$tmp/l" || die "gcc-$n -flto link with $specs"
  printf 'program p\nend program p\n' > "$tmp/p.f90"
  fe="-flto"
  if command -v "gfortran-$n" > /dev/null; then
    "gfortran-$n" -specs="$specs" -fplugin-arg-bidiguard-disable -c "$tmp/p.f90" -o "$tmp/p.o" ||
      die "gfortran-$n with $specs"
    fe="$fe, gfortran"
  fi
  opt_out "$n" "$specs" "$tmp"
  rm -rf "$tmp"
  say "gcc-$n: installed $(cd "$out" && ls ./*.deb | grep -v -- -dbgsym_ | sed 's|^\./||; s|_.*||' | tr '\n' ' ')and compiled $count files of examples/ with -specs=$specs: attacks warn, legitimate files do not; with the specs file: $fe; opt-outs through dpkg-buildflags $(( $(date +%s) - t0 )) s"
}

# The distribution's flags as dpkg-buildflags gives them, from a
# buildflags.conf that appends the specs file and -fplugin-arg-bidiguard-error
# (the user configuration file, read after /etc/dpkg/buildflags.conf):
# an attack fails the compile; a package's DEB_CFLAGS_MAINT_STRIP of
# both, or BIDIGUARD_DISABLE=1, compiles it; -E and -M pass either way.
opt_out ()
{
  local n=$1 specs=$2 tmp=$3 flags attack=examples/attack-early-return.c
  mkdir -p "$tmp/xdg/dpkg"
  echo "APPEND CFLAGS -specs=$specs -fplugin-arg-bidiguard-error" > "$tmp/xdg/dpkg/buildflags.conf"
  flags=$(XDG_CONFIG_HOME=$tmp/xdg dpkg-buildflags --get CFLAGS)
  case $flags in *"-specs=$specs -fplugin-arg-bidiguard-error"*) ;;
    *) die "dpkg-buildflags did not append the specs file: $flags" ;; esac
  # shellcheck disable=SC2086 # flags are words
  ! gcc-"$n" $flags -c "$attack" -o "$tmp/a.o" 2> /dev/null ||
    die "gcc-$n with the distribution's flags compiled $attack"
  # shellcheck disable=SC2086
  gcc-"$n" $flags -E "$attack" -o /dev/null 2> /dev/null && gcc-"$n" $flags -M "$attack" > /dev/null 2>&1 ||
    die "gcc-$n -E/-M with the distribution's flags"
  flags=$(XDG_CONFIG_HOME=$tmp/xdg DEB_CFLAGS_MAINT_STRIP="-specs=$specs -fplugin-arg-bidiguard-error" dpkg-buildflags --get CFLAGS)
  case $flags in *bidiguard*) die "DEB_CFLAGS_MAINT_STRIP left: $flags" ;; esac
  # shellcheck disable=SC2086
  gcc-"$n" $flags -c "$attack" -o "$tmp/a.o" 2> "$tmp/strip.err" && ! grep -q bidiguard "$tmp/strip.err" ||
    die "gcc-$n after DEB_CFLAGS_MAINT_STRIP: $(cat "$tmp/strip.err")"
  flags=$(XDG_CONFIG_HOME=$tmp/xdg dpkg-buildflags --get CFLAGS)
  # shellcheck disable=SC2086
  BIDIGUARD_DISABLE=1 gcc-"$n" $flags -c "$attack" -o "$tmp/a.o" 2> "$tmp/dis.err" && ! grep -q bidiguard "$tmp/dis.err" ||
    die "gcc-$n with BIDIGUARD_DISABLE=1: $(cat "$tmp/dis.err")"
  # The installed bidiguard-cc loads the installed plugin by name.
  ! bidiguard-cc "gcc-$n" -fplugin-arg-bidiguard-error -c "$attack" -o "$tmp/a.o" 2> /dev/null ||
    die "bidiguard-cc gcc-$n compiled $attack under -fplugin-arg-bidiguard-error"
  bidiguard-cc "gcc-$n" -fplugin-arg-bidiguard-error -c examples/legit-hebrew.c -o "$tmp/l.o" ||
    die "bidiguard-cc gcc-$n on examples/legit-hebrew.c"
}

# Each package's files with their checksums, as dpkg recorded them.
sums () { dpkg-query -L "$1" | sort | while read -r f; do [ -f "$f" ] && [ ! -L "$f" ] && md5sum "$f"; done; :; }

side_by_side ()
{
  local m=$1 n=$2 base t0 before after
  base=${3:-$root/build/deb}
  t0=$(date +%s)
  purge
  install_debs "$base/gcc-$m"
  before=$(sums "gcc-$m-bidiguard")
  # The second GCC's packages, bidiguard (same version) included.
  install_debs "$base/gcc-$n"
  after=$(sums "gcc-$m-bidiguard")
  [ "$before" = "$after" ] || die "installing gcc-$n-bidiguard changed gcc-$m-bidiguard's files"
  dpkg --verify "gcc-$m-bidiguard" "gcc-$n-bidiguard" || die "dpkg --verify"
  for k in "$m" "$n"; do
    compile_examples "$k" "/usr/share/bidiguard/gcc-$k/bidiguard.specs" > /dev/null
  done
  # Each specs file in the other GCC: that GCC's own plugin is not loaded,
  # the specs file's GCC's plugin is (by its path) and says in one note
  # that the compile is not checked; no finding, exit 0.
  local r a b
  for pair in "$m $n" "$n $m"; do
    set -- $pair
    a=$1 b=$2
    r=$(gcc-"$a" -specs="/usr/share/bidiguard/gcc-$b/bidiguard.specs" -c examples/attack-marks-arithmetic.c -o /dev/null 2>&1) ||
      die "gcc-$a with gcc-$b's specs file failed: $r"
    if echo "$r" | grep -q -e '\[bidiguard:'; then die "gcc-$a checked through gcc-$b's specs file: $r"; fi
    [ "$(echo "$r" | grep -c 'note: bidiguard: .* is for another GCC .*; this compile is not checked$')" = 1 ] &&
      [ "$(echo "$r" | grep -c .)" = 1 ] ||
      die "gcc-$a with gcc-$b's specs file: not the one note that it is not checked: $r"
  done
  say "gcc-$m and gcc-$n side by side: installed together, gcc-$m-bidiguard's $(echo "$before" | grep -c .) files unchanged by the second, examples/ through each specs file, each specs file in the other GCC: one note, not checked $(( $(date +%s) - t0 )) s"
}

missing ()
{
  local n=$1 msg
  [ ! -d "$(gcc-"$n" -print-file-name=plugin 2>/dev/null)/include" ] ||
    die "gcc-$n has its plugin headers here: pick another GCC"
  if msg=$(cd "$root" && DEB_BUILD_PROFILES=pkg.bidiguard.gcc$n debian/rules build 2>&1); then
    die "debian/rules build for gcc-$n succeeded without its plugin headers"
  fi
  echo "$msg" | grep -q "install gcc-$n-plugin-dev" || { echo "$msg"; die "no message naming gcc-$n-plugin-dev"; }
  say "gcc-$n (no plugin headers): debian/rules stops at once: $(echo "$msg" | grep -o 'no plugin headers.*' | head -n 1)"
}

purge ()
{
  local p
  # dpkg-query fails when a pattern matches no package.
  p=$({ dpkg-query -W -f='${Package} ${db:Status-Status}\n' 'bidiguard*' 'gcc-*-bidiguard*' 'clang-*-bidiguard*' 2>/dev/null || true; } |
      awk '$2 != "not-installed" { print $1 }' | tr '\n' ' ')
  # shellcheck disable=SC2086 # a word list
  [ -z "$p" ] || dpkg --purge $p > /dev/null
}

# The Clang package: exported (where git works: not in a chroot) and
# built like the GCC ones, with the profile that adds it (debian/rules),
# into OUT (default build/deb/clang-N).
clang_export ()
{
  local n=$1 out
  out=${2:-$root/build/deb/clang-$n}
  rm -rf "$out"
  mkdir -p "$out/src/bidiguard"
  git -C "$root" archive --format=tar HEAD | tar -xf - -C "$out/src/bidiguard"
  say "clang-$n: exported $(git -C "$root" rev-parse --short HEAD) into $out/src/bidiguard"
}

# DEB_BUILD_OPTIONS from the environment reach dpkg-buildpackage.
clang_build ()
{
  local n=$1 out t0 src summary
  out=${2:-$root/build/deb/clang-$n}
  t0=$(date +%s)
  src=$out/src/bidiguard
  [ -f "$src/debian/rules" ] || die "no exported tree in $src (deb-test.sh clang-export $n first)"
  # The profile adds clang-N-bidiguard to the build of the tree's default
  # gcc (12 here, 14 in trixie for clang-19), whose control file it needs.
  (cd "$src" && sh config/debian-control.sh) || die "debian-control.sh for clang-$n"
  # More profiles from the environment (.ci/run: pkg.bidiguard.checkclang,
  # a test step of the Clang tests only).
  if ! (cd "$src" && dpkg-buildpackage -us -uc -b \
          -Ppkg.bidiguard.clang"$n"${DEB_BUILD_PROFILES:+,$DEB_BUILD_PROFILES}) > "$out/build.log" 2>&1; then
    tail -n 40 "$out/build.log"
    die "dpkg-buildpackage for clang-$n failed (log: $out/build.log)"
  fi
  mv "$out"/src/*.deb "$out"/src/*.changes "$out"/src/*.buildinfo "$out/"
  rm -f "$out"/src/*.ddeb
  [ -f "$(ls "$out"/clang-"$n"-bidiguard_*.deb 2>/dev/null | head -n 1)" ] || die "no clang-$n-bidiguard package built"
  summary=$(grep -E '^# clang(-dejagnu)?: [0-9]+ passed, [0-9]+ failed$' "$out/build.log" | tr '\n' ' ' || true)
  say "clang-$n: dpkg-buildpackage -us -uc -b -Ppkg.bidiguard.clang$n: $(cd "$out" && ls ./*.deb | tr '\n' ' ')(Clang test step: ${summary:-none}) $(( $(date +%s) - t0 )) s"
  t0=$(date +%s)
  lintian --allow-root --fail-on error,warning "$out"/*.changes > "$out/lintian.log" 2>&1 || {
    cat "$out/lintian.log"; die "lintian on clang-$n's packages"; }
  say "clang-$n: lintian: $(grep -c '^E:' "$out/lintian.log" || true) errors, $(grep -c '^W:' "$out/lintian.log" || true) warnings $(( $(date +%s) - t0 )) s"
}

# Every example through clang-N with the installed plugin (attacks warn,
# legitimate files do not), and a build's other steps: an -flto link and
# a .S file under -Werror, and -Werror failing an attack.
clang_use ()
{
  local n=$1 out t0 so f compiler log w bad=0 total=0 tmp
  out=${2:-$root/build/deb/clang-$n}
  t0=$(date +%s)
  install_debs "$out"
  so=/usr/lib/llvm-$n/lib/bidiguard-clang.so
  if ! [ -f "$so" ] || ! [ -f "/usr/lib/llvm-$n/lib/bidiguard-clang-checks.so" ]; then
    die "$so or its checks not installed"
  fi
  log=$(mktemp)
  for f in examples/attack-* examples/legit-*; do
    case $f in *.c) compiler=clang-$n ;; *) compiler=clang++-$n ;; esac
    total=$((total + 1))
    "$compiler" -fplugin="$so" -fno-color-diagnostics -c "$f" -o /dev/null > "$log" 2>&1 ||
      { cat "$log"; die "$compiler -fplugin=$so -c $f failed"; }
    w=$(grep -c 'warning: .*\[bidiguard:' "$log" || true)
    case $(basename "$f") in
      attack-*) [ "$w" -gt 0 ] || { echo "$f: no warning with $so"; bad=1; } ;;
      *) [ "$w" -eq 0 ] || { cat "$log"; echo "$f: warned with $so"; bad=1; } ;;
    esac
  done
  rm -f "$log"
  [ $bad -eq 0 ] || die "examples/ with $so"
  tmp=$(mktemp -d)
  printf 'int f (void) { return 0; }\nint main (void) { return f (); }\n' > "$tmp/l.c"
  "clang-$n" -fplugin="$so" -Werror -O2 -flto "$tmp/l.c" -o "$tmp/l" || die "clang-$n -flto link with $so"
  printf '#define N 1\n.text\nnop\n' > "$tmp/p.S"
  "clang-$n" -fplugin="$so" -Werror -c "$tmp/p.S" -o "$tmp/p.o" || die "clang-$n .S with $so"
  if "clang-$n" -fplugin="$so" -Werror -c examples/attack-marks-arithmetic.c -o "$tmp/a.o" 2> /dev/null; then
    die "clang-$n -Werror with $so passed an attack"
  fi
  rm -rf "$tmp"
  # In every other Clang installed here: one note, the compile goes on.
  local m r others=""
  for m in 14 15 16 17 18 19 20; do
    [ "$m" != "$n" ] && command -v "clang-$m" > /dev/null || continue
    r=$("clang-$m" -fplugin="$so" -c examples/attack-marks-arithmetic.c -o /dev/null 2>&1) ||
      die "clang-$m with $so failed: $r"
    [ "$(echo "$r" | grep -c .)" = 1 ] &&
      echo "$r" | grep -q "note: bidiguard: $so is for Clang $n, this is Clang $m; this compile is not checked$" ||
      die "clang-$m with $so: not the one note that it is not checked: $r"
    others="$others clang-$m"
  done
  say "clang-$n: installed $(cd "$out" && ls ./*.deb | grep -v -- -dbgsym_ | sed 's|^\./||; s|_.*||' | tr '\n' ' ')and compiled $total files of examples/ with -fplugin=$so: attacks warn, legitimate files do not; -flto link and .S under -Werror pass, an attack under -Werror fails${others:+; in$others: one note, not checked} $(( $(date +%s) - t0 )) s"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
  export) export_tree "$@" ;;
  build) build "$@" ;;
  use) use "$@" ;;
  side-by-side) side_by_side "$@" ;;
  missing) missing "$@" ;;
  purge) purge ;;
  clang-export) clang_export "$@" ;;
  clang-build) clang_build "$@" ;;
  clang-use) clang_use "$@" ;;
  *) sed -n '3,33s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac
