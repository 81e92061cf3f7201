#!/bin/sh
# install-deps.sh - install what building and testing bidiguard needs (Debian/Ubuntu).
#
# Quick when everything is there (one dpkg-query); otherwise apt-get install
# as root, through sudo, or, failing both, prints the command to run.
# Called by `make deps` (and so by `make check`, `make demo`, ...).

PACKAGES="gcc g++ make pkg-config gcc-12-plugin-dev g++-12 libfribidi-dev
libfribidi-bin dejagnu unicode-data python3 gcc-11 g++-11 gcc-11-plugin-dev
valgrind time patch"

missing=""
for p in $PACKAGES; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)
  [ "$status" = installed ] || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

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
}
