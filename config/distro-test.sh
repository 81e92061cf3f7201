#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# distro-test.sh - bidiguard deployed as a distribution would: build the
# Debian package, install it, enable it for every package build through
# /etc/dpkg/buildflags.conf, and build real Debian source packages with
# and without it.  Then put the machine back as it was.
#
#   sudo bash config/distro-test.sh [SOURCE-PACKAGE...]     (`make distro-test`)
#   sh config/chroots.sh run trixie env DISTRO_TEST_SRC_SUITE=bookworm \
#     make distro-test BUILD=build/gcc-14 DISTRO_TEST_PACKAGES="bc gflags"
#
# Default packages: bc (C; its Makefile passes CFLAGS twice, which broke
# the old %rename specs file), pugixml (C++, CMake), less (C, autotools)
# and fribidi (C; the bidi library itself - its debian/rules replaces
# CFLAGS, so dpkg's build flags, and with them the plugin, never reach its
# compiles: what a distribution-wide switch misses).  The last column
# tells which objects the plugin really saw.  Prints a table: status, build time, compiler
# warnings and bidiguard's findings, without and with the plugin.  Logs in
# $BUILD/distro-test (default build/distro-test).
#
# The specs file goes into FFLAGS, FCFLAGS and LDFLAGS as well as CFLAGS
# and CXXFLAGS: a distribution's flags reach Fortran compiles and link
# lines too, where GCC loads the plugin and it must stay idle.  dpkg's
# own options pass through: DEB_BUILD_MAINT_OPTIONS=optimize=+lto links
# every package with -flto=auto (the plugin on lto1's command line); try
# minpack for a package in Fortran.
#
# Changes it makes and undoes on exit, also on failure: the package
# gcc-N-bidiguard and every package `apt-get build-dep` installs are
# purged again; /etc/dpkg/buildflags.conf is restored (or removed if it
# did not exist); a deb-src source it had to add is removed again.  Needs
# root, apt and network.  The package is built for the system's default
# GCC (gcc-12 on Debian 12, gcc-14 in Debian 13: build profile
# pkg.bidiguard.gccN) and enabled through its specs file,
# /usr/share/bidiguard/gcc-N/bidiguard.specs.  Not part of CI: it changes
# the machine's package set and takes minutes.

set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-build}
case $build in /*) ;; *) build=$root/$build ;; esac
out=$build/distro-test
pkgs=${*:-bc pugixml less fribidi}
conf=/etc/dpkg/buildflags.conf
gcc_major=$(gcc -dumpversion | cut -d. -f1)
profile=""
[ "$gcc_major" = 12 ] || profile="-Ppkg.bidiguard.gcc$gcc_major"
specs=/usr/share/bidiguard/gcc-$gcc_major/bidiguard.specs
srclist=/etc/apt/sources.list.d/bidiguard-distro-test.sources
export DEBIAN_FRONTEND=noninteractive

[ "$(id -u)" -eq 0 ] || { echo "distro-test.sh: run as root" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d /var/tmp/bidiguard-distro-test.XXXXXX)

installed () { dpkg-query -W -f='${Package}:${Architecture} ${db:Status-Status}\n' | awk '$2 == "installed" { print $1 }' | sort; }
installed > "$out/packages.before"
: > "$out/packages.ours"
# apt-get ARGS, remembering which packages it installed: only those are
# purged at the end (others may install packages on this machine meanwhile).
track ()
{
  local t=$work/track.$$ rc=0
  installed > "$t"
  apt-get -o DPkg::Lock::Timeout=600 "$@" || rc=$?
  installed | comm -13 "$t" - >> "$out/packages.ours"
  rm -f "$t"
  return $rc
}
conf_saved=""
if [ -e "$conf" ]; then conf_saved=$work/buildflags.conf.saved; cp -p "$conf" "$conf_saved"; fi

restore ()
{
  status=$?
  set +e
  echo "=== restoring the machine"
  if [ -n "$conf_saved" ]; then cp -p "$conf_saved" "$conf"; else rm -f "$conf"; fi
  extra=$(sort -u "$out/packages.ours")
  if [ -n "$extra" ]; then
    # shellcheck disable=SC2086 # a word list
    apt-get -o DPkg::Lock::Timeout=600 purge -y -q $extra > "$out/purge.log" 2>&1 || tail -n 20 "$out/purge.log"
  fi
  if [ -e "$srclist" ]; then rm -f "$srclist"; apt-get update -q > /dev/null 2>&1; fi
  installed > "$out/packages.restored"
  left=$(installed | comm -12 - <(sort -u "$out/packages.ours"))
  if [ -z "$left" ]; then
    echo "removed the $(echo "$extra" | grep -c .) packages this test installed"
  else
    echo "distro-test.sh: still installed: $left" >&2
    status=1
  fi
  comm -3 "$out/packages.before" "$out/packages.restored" > "$out/packages.diff"
  [ -s "$out/packages.diff" ] && echo "(installed or removed by others meanwhile: $(tr '\n' ' ' < "$out/packages.diff"))"
  rm -rf "$work"
  exit $status
}
trap restore EXIT

# --- The package, built from this tree's files in a copy (dpkg-buildpackage
# writes next to the source directory).
echo "=== dpkg-buildpackage -us -uc -b $profile (bidiguard, GCC $gcc_major)"
mkdir -p "$work/pkg/bidiguard"
# The tree's files (in a chroot a worktree's git is out of reach: then
# every file but build/).
(cd "$root" && { git ls-files -co --exclude-standard 2> /dev/null ||
  find . -path ./build -prune -o -path ./.git -prune -o -type f -print | sed 's|^\./||'; } |
  grep -v '^build/' | tar -cf - -T -) | tar -xf - -C "$work/pkg/bidiguard"
track install -y -q debhelper dpkg-dev "gcc-$gcc_major-plugin-dev" "g++-$gcc_major" libfribidi-dev \
  libicu-dev pkg-config dejagnu libfribidi-bin python3 unicode-data lintian > "$out/deps.log" 2>&1
t0=$(date +%s)
# shellcheck disable=SC2086 # no profile for GCC 12
(cd "$work/pkg/bidiguard" && unset MAKEFLAGS MFLAGS MAKELEVEL && dpkg-buildpackage -us -uc -b $profile) > "$out/bidiguard-package.log" 2>&1 || {
  tail -n 30 "$out/bidiguard-package.log"; exit 1; }
cp "$work"/pkg/*.deb "$work"/pkg/*.changes "$work"/pkg/*.buildinfo "$out/"
debs=$(ls "$work"/pkg/*.deb | grep -v -- '-dbgsym_')
echo "built $(for d in $debs; do basename "$d"; done | tr '\n' ' ')in $(( $(date +%s) - t0 )) s; lintian:"
lintian --allow-root "$out"/*.deb 2>&1 | grep -v '^running with root' | tee "$out/lintian.log" || true
echo "lintian: $(grep -c '^E:' "$out/lintian.log") errors, $(grep -c '^W:' "$out/lintian.log") warnings"
# shellcheck disable=SC2086 # a word list
track install -y -q $debs > "$out/install.log" 2>&1 || { cat "$out/install.log"; exit 1; }

# --- Source packages: deb-src lines from the host's own sources if absent.
if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  sed -n '/^Types:/,/^$/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null |
    sed 's/^Types:.*/Types: deb-src/' > "$srclist"
  [ -s "$srclist" ] || {
    rm -f "$srclist"
    grep -h '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' > "${srclist%.sources}.list"
    srclist=${srclist%.sources}.list
  }
fi
# DISTRO_TEST_SRC_SUITE=bookworm: the sources of another suite, built with
# this one's compiler (a mirror may hold only some suites' sources).
src_suite=${DISTRO_TEST_SRC_SUITE:-}
if [ -n "$src_suite" ]; then
  [ -e "$srclist" ] || srclist=${srclist%.sources}.list
  mirror=$(grep -rhs -o 'http[^ ]*/debian/*' /etc/apt/sources.list /etc/apt/sources.list.d/ | head -n 1)
  case $srclist in
    *.list) echo "deb-src ${mirror:-http://deb.debian.org/debian} $src_suite main" >> "$srclist" ;;
    *) printf '\nTypes: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
         "${mirror:-http://deb.debian.org/debian}" "$src_suite" >> "$srclist" ;;
  esac
fi
apt-get update -q > "$out/update.log" 2>&1

enable ()
{
  { [ -n "$conf_saved" ] && cat "$conf_saved"
    echo "APPEND CFLAGS -specs=$specs"
    echo "APPEND CXXFLAGS -specs=$specs"
    echo "APPEND FFLAGS -specs=$specs"
    echo "APPEND FCFLAGS -specs=$specs"
    echo "APPEND LDFLAGS -specs=$specs"; } > "$conf"
}
disable ()
{
  if [ -n "$conf_saved" ]; then cp -p "$conf_saved" "$conf"; else rm -f "$conf"; fi
}

# build PKG MODE: one dpkg-buildpackage -b in a fresh extraction; appends a
# row to the table.
row=""
build_one ()
{
  local p=$1 mode=$2 dir log t0 t1 rc warn bg specs_seen
  dir=$work/src/$mode/$p
  mkdir -p "$dir"
  dpkg-source -x "$work"/src/"$p"_*.dsc "$dir/tree" > /dev/null
  log=$out/$p-$mode.log
  t0=$(date +%s.%N)
  rc=0
  (cd "$dir/tree" && DEB_BUILD_OPTIONS="parallel=2" dpkg-buildpackage -us -uc -b) > "$log" 2>&1 || rc=$?
  t1=$(date +%s.%N)
  warn=$(grep -c 'warning:' "$log" || true)
  bg=$(grep -c 'warning: .*\[bidiguard:' "$log" || true)
  specs_seen=$(grep -c -- "-specs=$specs" "$log" || true)
  # Proof that the plugin ran: -g records it in each object's producer.
  objs=$(find "$dir/tree" -name '*.o' -type f | wc -l)
  objs_bg=$(find "$dir/tree" -name '*.o' -type f -exec grep -l -a 'plugin/bidiguard\.so' {} + 2>/dev/null | wc -l)
  row=$(printf '%-10s %-8s %-6s %8.1f %9s %10s %12s %12s' "$p" "$mode" \
	"$([ $rc -eq 0 ] && echo ok || echo FAIL)" "$(awk "BEGIN { print $t1 - $t0 }")" \
	"$warn" "$bg" "$specs_seen" "$objs_bg/$objs")
  echo "$row" | tee -a "$out/table.txt"
  [ $rc -eq 0 ] || tail -n 20 "$log"
  return $rc
}

fails=0
{
  echo "dpkg-buildflags with the plugin: CFLAGS=$(enable; dpkg-buildflags --get CFLAGS; disable)"
  printf '%-10s %-8s %-6s %8s %9s %10s %12s %12s\n' package plugin status "time(s)" warnings bidiguard "specs-lines" "plugin-objs"
} | tee "$out/table.txt"
for p in $pkgs; do
  mkdir -p "$work/src"
  (cd "$work/src" && apt-get source -q --download-only "$p${src_suite:+/$src_suite}") > "$out/$p-source.log" 2>&1 || {
    echo "apt-get source $p failed"; tail -n 5 "$out/$p-source.log"; fails=$((fails + 1)); continue; }
  track build-dep -y -q "$p${src_suite:+/$src_suite}" > "$out/$p-build-dep.log" 2>&1 || {
    echo "apt-get build-dep $p failed"; tail -n 5 "$out/$p-build-dep.log"; fails=$((fails + 1)); continue; }
  disable
  build_one "$p" without || fails=$((fails + 1))
  enable
  build_one "$p" with || fails=$((fails + 1))
  disable
done
echo "time: wall seconds of dpkg-buildpackage -b (DEB_BUILD_OPTIONS=parallel=2, tests included);"
echo "warnings: lines with 'warning:' in the log; bidiguard: those ending [bidiguard:CHECK];"
echo "specs-lines: log lines that carry -specs=$specs (0 for builds that hide their commands);"
echo "plugin-objs: object files in the build tree whose DWARF producer names plugin/bidiguard.so, of all."
echo "$fails failed builds"
[ "$fails" -eq 0 ]
