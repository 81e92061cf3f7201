#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# dejagnu.sh BUILD N - DejaGnu's dg.exp files against clang-N with the
# Clang plugin of BUILD (BUILD/clang-N/bidiguard-clang.so), in Clang mode
# (testsuite/lib/bidiguard.exp: BIDIGUARD_CLANG).  Files whose Clang
# output differs are listed with the reason, per Clang version, in
# testsuite/clang/dejagnu-differences.txt: one XFAIL each.
#
# Run by check.sh when make check built the Clang plugin, and by the
# Clang package's test step (debian/rules), which runs no check.sh.
# Prints the failures, then the XFAIL lines, then, as check.sh's test
# programs do, "# clang-dejagnu: N passed, M failed" (N: DejaGnu's
# expected passes).  Logs: BUILD/testsuite/clang-dejagnu-N/ (one per
# Clang, as make check may run several).  Exit status
# 1 on any failure.

root=$(cd "$(dirname "$0")/../.." && pwd)
case ${1:?usage: dejagnu.sh BUILD N} in
  /*) build=$1 ;;
  *) build=$root/$1 ;;
esac
n=${2:?usage: dejagnu.sh BUILD N}
logs=$build/testsuite/clang-dejagnu-$n
mkdir -p "$logs"
cat > "$logs/site.exp" <<EOF
set tool bidiguard
set srcdir "$root/testsuite"
set objdir "$logs"
set BIDIGUARD_CC "clang-$n"
set BIDIGUARD_CXX "clang++-$n"
set BIDIGUARD_PLUGIN "$build/clang-$n/bidiguard-clang.so"
set BIDIGUARD_BUILD "$build"
set BIDIGUARD_ROOT "$root"
set BIDIGUARD_SCAN "$build/bidiguard-scan"
set BIDIGUARD_SANITIZE 0
set BIDIGUARD_CLANG 1
EOF
(cd "$logs" && runtest --tool bidiguard --srcdir "$root/testsuite" dg.exp \
   > runtest.out 2>&1
 echo $? > runtest.rc)
grep -E '^(FAIL|XPASS|UNRESOLVED|ERROR):' "$logs/runtest.out"
# The known differences, each with its reason (runtest prints no XFAIL).
grep '^XFAIL: ' "$logs/bidiguard.sum"
total () { sed -n "s/^# of $1[^0-9]*\([0-9][0-9]*\)$/\1/p" "$logs/runtest.out" | tail -n 1; }
p=$(total "expected passes")
p=${p:-0}
f=$(grep -c '^ERROR:' "$logs/runtest.out")
for kind in "unexpected failures" "unexpected successes" \
            "unresolved testcases" "untested testcases"; do
  k=$(total "$kind")
  f=$((f + ${k:-0}))
done
if [ "$(cat "$logs/runtest.rc")" -ne 0 ] && [ "$f" -eq 0 ]; then
  echo "FAIL: runtest against Clang exited with status $(cat "$logs/runtest.rc") (see $logs/bidiguard.log)"
  f=1
fi
if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then
  echo "FAIL: DejaGnu against Clang ran no test (see $logs/bidiguard.log)"
  f=1
fi
echo "# clang-dejagnu-$n: $p passed, $f failed"
[ "$f" -eq 0 ]
