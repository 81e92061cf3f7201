#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# chroots.sh - Debian trees with the GCCs this machine lacks, and
# `make check` inside them.
#
#   sh config/chroots.sh setup [SUITE...]      make (or reuse) the trees
#   sh config/chroots.sh check gcc-N [VAR=...] make deps check CC=gcc-N CXX=g++-N
#                                              BUILD=build/gcc-N inside
#   sh config/chroots.sh run SUITE CMD...      any command, in the source tree
#   sh config/chroots.sh suite gcc-N           which tree has gcc-N
#
# GCC 13 and 14 come from trixie (Debian 13) with Clang 19, GCC 15 from
# sid.  Trees live in $BIDIGUARD_CHROOTS (default
# /var/tmp/bidiguard-chroots), one directory per suite.  `setup` is idempotent: an existing tree is reused, and only
# packages missing from it are installed.  The mirror is the one this
# host's apt uses.
#
# `check` and `run` bind-mount the source tree (the current directory if
# it is a bidiguard checkout, else the one above this script) at the same path inside, mount /proc and /dev, and run as root.  They do so in a private mount namespace
# (unshare -m), so the mounts vanish when the command ends, whatever its
# status - several runs may use one tree at the same time.  Build output
# lands in the source tree (BUILD=build/gcc-N), owned by root.

set -eu

# The source tree: the current directory if it is one (so one copy of this
# script serves every checkout), else the one this script is in.
if [ -f plugin/gcc/gcc-compat.h ]; then
  root=$(pwd)
else
  root=$(cd "$(dirname "$0")/.." && pwd)
fi
chroots=${BIDIGUARD_CHROOTS:-/var/tmp/bidiguard-chroots}
common="make pkg-config libfribidi-dev libfribidi-bin libicu-dev dejagnu
python3 unicode-data ccache patch git pre-commit cmake
build-essential debhelper dpkg-dev fakeroot lintian distcc"

suite_of ()
{
  case $1 in
    gcc-13 | gcc-14) echo trixie ;;
    gcc-15) echo sid ;;
    *) echo "chroots.sh: no tree for $1 (gcc-13, gcc-14, gcc-15)" >&2; return 1 ;;
  esac
}

packages_of ()
{
  case $1 in
    trixie) v="13 14" ;;
    sid) v="15" ;;
    *) echo "chroots.sh: unknown suite $1 (trixie, sid)" >&2; return 1 ;;
  esac
  list=$common
  for n in $v; do
    # The other front ends, which load the plugin too when the flags
    # reach them (frontends.exp).
    list="$list gcc-$n g++-$n gcc-$n-plugin-dev gobjc-$n gobjc++-$n"
    list="$list gfortran-$n gdc-$n gccgo-$n gm2-$n"
  done
  # Ada for the newest GCC of the tree only: gnat-N packages conflict.
  list="$list gnat-$n"
  # The tree's newest Clang, for the Clang plugin's build and tests in
  # the gcc-14 leg (plugin/clang/clang-compat.h names the versions).
  if [ "$1" = trixie ]; then
    list="$list clang-19 libclang-19-dev llvm-19-dev"
  fi
  echo $list
}

# The first Debian mirror in this host's apt sources (deb822 or one-line).
host_mirror ()
{
  m=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
      sed -n 's|^URIs: *\([^ ]*/debian\)/*$|\1|p' | head -n 1)
  [ -n "$m" ] || m=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
      sed -n 's|^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*/debian\)/* .*|\2|p' | head -n 1)
  echo "${m:-http://deb.debian.org/debian}"
}

setup_one ()
{
  suite=$1
  dir=$chroots/$suite
  pkgs=$(packages_of "$suite")
  mirror=$(host_mirror)
  if [ ! -x "$dir/usr/bin/apt-get" ]; then
    command -v debootstrap > /dev/null || {
      echo "chroots.sh: needs debootstrap (apt-get install debootstrap)" >&2
      return 1
    }
    echo "chroots.sh: debootstrap $suite into $dir from $mirror"
    mkdir -p "$chroots"
    # A bare minbase tree; apt installs the list below.  debootstrap's
    # own --include cannot resolve a virtual package (lintian needs
    # libnet-ssleay-perl, which needs perl-openssl-abi-3), so a list
    # given to it leaves packages unconfigured and the tree unusable.
    # Twice at most: a mirror may drop a download.
    tries=0
    until rm -rf "$dir.new" &&
          debootstrap --variant=minbase "$suite" "$dir.new" "$mirror" \
            > "$chroots/$suite.log" 2>&1; do
      tries=$((tries + 1))
      tail -n 20 "$chroots/$suite.log" >&2
      if [ "$tries" -ge 2 ]; then
        echo "chroots.sh: debootstrap $suite failed (log: $chroots/$suite.log)" >&2
        return 1
      fi
      echo "chroots.sh: debootstrap $suite failed, trying once more" >&2
    done
    mv "$dir.new" "$dir"
  fi
  missing=""
  for p in $pkgs; do
    s=$(chroot "$dir" dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$s" = installed ] || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    echo "chroots.sh: $suite: installing$missing"
    # A mirror that serves a frozen copy of unstable has an expired
    # Release file; the packages are still the ones debootstrap verified.
    # dpkg --configure -a first: a run cut off half way leaves packages
    # unpacked; one more try for a mirror that drops a connection.
    install="dpkg --configure -a; apt-get -o Acquire::Check-Valid-Until=false update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends$missing"
    in_tree "$dir" / sh -c "$install" || {
      echo "chroots.sh: $suite: install failed, trying once more" >&2
      in_tree "$dir" / sh -c "$install"
    }
  fi
  echo "chroots.sh: $suite ready in $dir"
}

# in_tree DIR CWD CMD... - CMD inside tree DIR, source tree mounted, in
# a private mount namespace that takes its mounts with it when it ends.
in_tree ()
{
  dir=$1 cwd=$2
  shift 2
  [ -x "$dir/bin/sh" ] || { echo "chroots.sh: no tree in $dir (run setup)" >&2; return 1; }
  mkdir -p "$dir$root"
  [ -s "$dir/etc/resolv.conf" ] || cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
  unshare --mount --propagation private sh -eu -c '
    dir=$1 root=$2 cwd=$3
    shift 3
    cleanup () {
      umount "$dir$root" 2>/dev/null || true
      umount "$dir/dev" 2>/dev/null || true
      umount "$dir/proc" 2>/dev/null || true
    }
    trap cleanup EXIT
    mount --bind "$root" "$dir$root"
    mount -t proc proc "$dir/proc"
    mount --bind /dev "$dir/dev"
    chroot "$dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
      HOME=/root LANG=C.UTF-8 TERM=dumb sh -c "cd \"\$0\" && exec \"\$@\"" "$cwd" "$@"
  ' in_tree "$dir" "$root" "$cwd" "$@"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
  setup)
    [ $# -gt 0 ] || set -- trixie sid
    for s in "$@"; do setup_one "$s"; done
    ;;
  check)
    gcc=${1:?usage: chroots.sh check gcc-N [VAR=VALUE...]}
    shift
    n=${gcc#gcc-}
    suite=$(suite_of "$gcc")
    in_tree "$chroots/$suite" "$root" make deps check CC="gcc-$n" CXX="g++-$n" \
      BUILD="build/gcc-$n" "$@"
    ;;
  run)
    suite=${1:?usage: chroots.sh run SUITE CMD...}
    shift
    in_tree "$chroots/$suite" "$root" "$@"
    ;;
  suite)
    suite_of "${1:?usage: chroots.sh suite gcc-N}"
    ;;
  *)
    sed -n '3,12s/^# \{0,1\}//p' "$0" >&2
    exit 2
    ;;
esac
