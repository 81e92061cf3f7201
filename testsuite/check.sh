#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check.sh - run every bidiguard test and end with one "N passed, M failed" line,
# after a line that also says how many were expected failures and unsupported.
#
# Called by `make check` after the plugin, the scanner and the unit test
# programs are built (it installs nothing: `make deps` does); the environment gives CC, CXX, BUILD and SANITIZE
# (1: everything was built with ASan+UBSan).  Runs, in order: the unit test
# programs in $BUILD/unit, the file dependency check
# (testsuite/unit/check-deps.py), the differential test against cpp
# (testsuite/diff/diff-lex.py), the build flows against GCC's own
# -Wbidi-chars (testsuite/diff/vs-gcc-bidi.py --flows), the glue fuzzer
# (testsuite/fuzz/glue-fuzz.py) in GCC and, when built, in Clang,
# testsuite/unit/conform-chartest.sh, the
# script tests testsuite/scan/test-*.py, testsuite/docs/test-*.py
# (the outputs the documents quote) and testsuite/clang/test-*.py, the
# realworld corpus (testsuite/realworld/test-corpus.py), a check that
# the committed test inputs are what testsuite/gen-tests.py writes,
# DejaGnu over testsuite/bidiguard.c*/ with $CC/$CXX and the plugin, and
# (when built) DejaGnu's dg.exp files with Clang and the Clang plugin.
# RUNTESTFLAGS is passed to runtest (e.g. RUNTESTFLAGS=dg.exp=spoof*).
# Logs: $BUILD/testsuite/.  Exit status 1 on any failure.
#
# The four counts, as DejaGnu keeps them: passed, failed, expected
# failures (XFAIL: a known failure, listed with its reason) and
# unsupported (UNSUPPORTED: not run here, and why).  Each test program
# ends with "# NAME: N passed, M failed", where N leaves its XFAIL lines
# out; check.sh counts its XFAIL: and UNSUPPORTED: lines.  A program
# that ran no check at all (0 passed, 0 failed, no XFAIL) without saying
# UNSUPPORTED counts as a failure, and so do a DejaGnu run that counted no
# test and a unit test program of testsuite/unit/ that was not built.

set -u
CC=${CC:-gcc}
CXX=${CXX:-g++}
BUILD=${BUILD:-build}
SANITIZE=${SANITIZE:-}
RUNTESTFLAGS=${RUNTESTFLAGS:-}

root=$(cd "$(dirname "$0")/.." && pwd)
case $BUILD in
  /*) build=$BUILD ;;
  *) build=$root/$BUILD ;;
esac
logs=$build/testsuite
mkdir -p "$logs"
passed=0
failed=0
xfailed=0
unsupported=0

# Add the counts of a "# NAME: N passed, M failed" last line in file $2
# and of its XFAIL: and UNSUPPORTED: lines; a program that died before
# printing it (or exited non-zero without counting a failure, or ran no
# check without saying why) counts as one failure.
count_protocol ()
{
  name=$1 log=$2 status=$3
  counts=$(sed -n '$s/^# .*: \([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed$/\1 \2/p' "$log")
  if [ -z "$counts" ]; then
    echo "FAIL: $name exited with status $status without its summary line (see $log)"
    failed=$((failed + 1))
    return
  fi
  # shellcheck disable=SC2086 # split "N M" into $1 $2
  set -- $counts
  x=$(grep -c '^XFAIL: ' "$log")
  u=$(grep -c '^UNSUPPORTED: ' "$log")
  passed=$((passed + $1))
  failed=$((failed + $2))
  xfailed=$((xfailed + x))
  unsupported=$((unsupported + u))
  if [ "$status" -ne 0 ] && [ "$2" -eq 0 ]; then
    echo "FAIL: $name exited with status $status but reported no failure"
    failed=$((failed + 1))
  fi
  if [ $(($1 + $2 + x + u)) -eq 0 ]; then
    echo "FAIL: $name ran no check and said no UNSUPPORTED (see $log)"
    failed=$((failed + 1))
  fi
}

# Every unit test program the Makefile builds from testsuite/unit/ (its
# UNIT_SRC), run from $build/unit; one that is not there is a failure,
# not a silent skip (a glob over $build/unit would run none of a failed
# build's programs and say nothing).
run_unit_programs ()
{
  for src in "$root"/testsuite/unit/test-*.c "$root"/testsuite/unit/conform-bidi.c; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .c)
    prog=$build/unit/$name
    if [ ! -x "$prog" ]; then
      echo "FAIL: $name: $prog was not built"
      failed=$((failed + 1))
      continue
    fi
    "$prog" > "$logs/$name.log" 2>&1
    status=$?
    cat "$logs/$name.log"
    count_protocol "$name" "$logs/$name.log" $status
  done
}
run_unit_programs

# One-way file dependencies in and across the three rooms (core, gcc,
# scan) and between the core's own rooms, and the room headers' and
# scan-tool.h's sections naming the files that
# define what they declare (testsuite/unit/check-deps.py).
python3 "$root/testsuite/unit/check-deps.py" "$build" "$root/plugin/core" \
  > "$logs/check-deps.log" 2>&1
status=$?
cat "$logs/check-deps.log"
count_protocol check-deps "$logs/check-deps.log" $status

# The differential test against cpp itself: a small fixed-seed run of
# testsuite/diff/diff-lex.py (make difftest runs big ones).
if [ -f "$build/comment_dump.so" ] && [ -x "$build/lex-comments" ]; then
  python3 "$root/testsuite/diff/diff-lex.py" --build "$build" --cc "$CC" \
    --files 1 --snippets 60 --seed 1 > "$logs/diff-lex.log" 2>&1
  status=$?
  cat "$logs/diff-lex.log"
  count_protocol diff-lex "$logs/diff-lex.log" $status
else
  echo "FAIL: diff-lex: $build/comment_dump.so or $build/lex-comments missing"
  failed=$((failed + 1))
fi

# Build flows against GCC's own -Wbidi-chars=any: a small fixed-seed run
# of testsuite/diff/vs-gcc-bidi.py --flows (four files: C and C++, hostile
# and compiling; make difftest runs many), in its own directory.
mkdir -p "$logs/flows"
(cd "$logs/flows" && rm -rf vs-gcc-flows &&
 CC=$CC CXX=$CXX BUILD=$build SANITIZE=$SANITIZE \
   python3 "$root/testsuite/diff/vs-gcc-bidi.py" --flows 1 4) \
  > "$logs/vs-gcc-bidi-flows.log" 2>&1
status=$?
grep -v '^PASS: ' "$logs/vs-gcc-bidi-flows.log"
count_protocol vs-gcc-bidi-flows "$logs/vs-gcc-bidi-flows.log" $status

# The plugin inside cc1 on random and mutated files (testsuite/fuzz/
# glue-fuzz.py): a fixed seed, every reproducer in glue-regress/ replayed;
# never an internal compiler error, a signal or a hang.  make fuzz runs a
# long one.
GLUE_FUZZ_INPUTS=${GLUE_FUZZ_INPUTS:-150}
SANITIZE=$SANITIZE python3 "$root/testsuite/fuzz/glue-fuzz.py" --plugin "$build/bidiguard.so" \
  --cc "$CC" --cxx "$CXX" --inputs "$GLUE_FUZZ_INPUTS" --seed 1 \
  --out "$logs/glue-fuzz" > "$logs/glue-fuzz.log" 2>&1
status=$?
grep -v '^PASS: ' "$logs/glue-fuzz.log"
count_protocol glue-fuzz "$logs/glue-fuzz.log" $status

# The same fuzzer through Clang and the Clang plugin (built by make check
# when Clang's headers are there: CLANG_VERSION is then set), fewer inputs.
# CLANG_VERSIONS may name several LLVM majors (make check CLANG_ALSO=): the
# Clang parts run once per major, each counted under its own name.  Not
# in CLANG_VERSION, which the tests' own make commands read as one major.
clang_versions=${CLANG_VERSIONS-${CLANG_VERSION:-}}
clang_plugin_of () { echo "$build/clang-$1/bidiguard-clang.so"; }
clang_ready () { [ -f "$(clang_plugin_of "$1")" ] && command -v "clang-$1" > /dev/null; }
[ -n "$clang_versions" ] || {
  echo "UNSUPPORTED: glue-fuzz-clang: no Clang plugin built (make clang)"
  unsupported=$((unsupported + 1))
}
for v in $clang_versions; do
  if clang_ready "$v"; then
    python3 "$root/testsuite/fuzz/glue-fuzz.py" --clang --plugin "$(clang_plugin_of "$v")" \
      --cc "clang-$v" --cxx "clang++-$v" \
      --inputs "${GLUE_FUZZ_CLANG_INPUTS:-60}" --seed 1 \
      --out "$logs/glue-fuzz-clang-$v" > "$logs/glue-fuzz-clang-$v.log" 2>&1
    status=$?
    grep -v '^PASS: ' "$logs/glue-fuzz-clang-$v.log"
    count_protocol "glue-fuzz-clang-$v" "$logs/glue-fuzz-clang-$v.log" $status
  else
    echo "UNSUPPORTED: glue-fuzz-clang-$v: no Clang $v plugin built (make clang CLANG_VERSION=$v)"
    unsupported=$((unsupported + 1))
  fi
done

# gcc-compat.h's mirror of struct cpp_buffer, confirmed on this GCC.
CC=$CC sh "$root/testsuite/mirror/check-mirror.sh" "$build" > "$logs/buffer-mirror.log" 2>&1
status=$?
cat "$logs/buffer-mirror.log"
count_protocol buffer-mirror "$logs/buffer-mirror.log" $status

BUILD=$build sh "$root/testsuite/unit/conform-chartest.sh" > "$logs/conform-chartest.log" 2>&1
status=$?
tail -n 25 "$logs/conform-chartest.log"
count_protocol conform-chartest "$logs/conform-chartest.log" $status

# Script tests (testsuite/scan/test-*.py: the scanner on trees, formats,
# --fix, pre-commit; testsuite/docs/test-*.py: the outputs the documents
# quote; testsuite/clang/test-*.py: the Clang plugin against the GCC
# plugin, UNSUPPORTED without Clang's headers); only their non-PASS lines
# are shown.
for t in "$root"/testsuite/scan/test-*.py "$root"/testsuite/docs/test-*.py \
         "$root"/testsuite/cc/test-*.py; do
  [ -f "$t" ] || continue
  name=$(basename "$t" .py)
  CC=$CC CXX=$CXX SANITIZE=$SANITIZE BUILD=$build \
    python3 "$t" > "$logs/$name.log" 2>&1
  status=$?
  grep -v '^PASS: ' "$logs/$name.log"
  count_protocol "$name" "$logs/$name.log" $status
done
# The Clang ones once per Clang (none built: once, to say UNSUPPORTED).
for v in ${clang_versions:-""}; do
  for t in "$root"/testsuite/clang/test-*.py; do
    [ -f "$t" ] || continue
    name=$(basename "$t" .py)${v:+-$v}
    CC=$CC CXX=$CXX SANITIZE=$SANITIZE BUILD=$build CLANG_VERSION=$v \
      python3 "$t" > "$logs/$name.log" 2>&1
    status=$?
    grep -v '^PASS: ' "$logs/$name.log"
    count_protocol "$name" "$logs/$name.log" $status
  done
done

# The realworld corpus (testsuite/realworld/corpus/): legitimate files
# from Debian sources, through the plugin and the scanner, which must
# agree and stay silent but on the convincing lies of true-findings.txt,
# which must be reported.
CC=$CC CXX=$CXX BUILD=$build python3 "$root/testsuite/realworld/test-corpus.py" \
  > "$logs/test-corpus.log" 2>&1
status=$?
grep -v '^PASS: ' "$logs/test-corpus.log"
count_protocol test-corpus "$logs/test-corpus.log" $status

if python3 "$root/testsuite/gen-tests.py" --check; then
  echo "PASS: committed test inputs match testsuite/gen-tests.py"
  passed=$((passed + 1))
else
  echo "FAIL: committed test inputs differ from testsuite/gen-tests.py output"
  failed=$((failed + 1))
fi

# DejaGnu reads site.exp from its working directory.
cat > "$logs/site.exp" <<EOF
set tool bidiguard
set srcdir "$root/testsuite"
set objdir "$logs"
set BIDIGUARD_CC "$CC"
set BIDIGUARD_CXX "$CXX"
set BIDIGUARD_PLUGIN "$build/bidiguard.so"
set BIDIGUARD_BUILD "$build"
set BIDIGUARD_ROOT "$root"
set BIDIGUARD_SCAN "$build/bidiguard-scan"
set BIDIGUARD_SANITIZE [expr {"$SANITIZE" eq "1"}]
EOF
# Totals come from runtest's own output (kept in a private file), and a
# non-zero runtest status with nothing counted is still a failure.
out=$(mktemp)
echo 1 > "$out.rc"
if command -v runtest > /dev/null 2>&1; then
  # shellcheck disable=SC2086 # RUNTESTFLAGS is a list of words
  # DejaGnu writes its ERROR lines (a test file it could not run) to
  # standard error: they are counted too.
  (cd "$logs" && runtest --tool bidiguard --srcdir "$root/testsuite" $RUNTESTFLAGS 2>&1
   echo $? > "$out.rc") | tee "$out"
else
  echo "FAIL: runtest (DejaGnu) is not installed; run config/install-deps.sh"
fi
# Add the totals of runtest's output in file $1, which exited with status
# $2.  A run that counted no test at all (no file matched RUNTESTFLAGS,
# or DejaGnu found no .exp) is a failure, as for any test program.
count_dejagnu ()
{
  out=$1 rc=$2
  total () { sed -n "s/^# of $1[^0-9]*\([0-9][0-9]*\)$/\1/p" "$out" | tail -n 1; }
  dg_failed=0
  dg_seen=0
  n=$(total "expected passes")
  passed=$((passed + ${n:-0}))
  dg_seen=$((dg_seen + ${n:-0}))
  n=$(total "expected failures")
  xfailed=$((xfailed + ${n:-0}))
  dg_seen=$((dg_seen + ${n:-0}))
  n=$(total "unsupported tests")
  unsupported=$((unsupported + ${n:-0}))
  dg_seen=$((dg_seen + ${n:-0}))
  for kind in "unexpected failures" "unexpected successes" \
              "unresolved testcases" "untested testcases"; do
    n=$(total "$kind")
    dg_failed=$((dg_failed + ${n:-0}))
  done
  dg_failed=$((dg_failed + $(grep -c '^ERROR:' "$out")))
  if [ "$rc" -ne 0 ] && [ "$dg_failed" -eq 0 ]; then
    echo "FAIL: runtest exited with status $rc (see $logs/bidiguard.log)"
    dg_failed=1
  elif [ $((dg_seen + dg_failed)) -eq 0 ]; then
    echo "FAIL: runtest ran no test (RUNTESTFLAGS: '$RUNTESTFLAGS'; see $logs/bidiguard.log)"
    dg_failed=1
  fi
  failed=$((failed + dg_failed))
}
count_dejagnu "$out" "$(cat "$out.rc")"
rm -f "$out" "$out.rc"

# The same DejaGnu test files against Clang and the Clang plugin (dg.exp
# only: the other .exp files drive GCC's flows, specs files and front
# ends), when make check built it.  Files whose Clang output differs are
# listed with the reason in testsuite/clang/dejagnu-differences.txt: one
# XFAIL each (testsuite/clang/dejagnu.sh, lib/bidiguard.exp's Clang mode).
[ -n "$clang_versions" ] || {
  echo "UNSUPPORTED: DejaGnu against Clang: no Clang plugin built (make clang)"
  unsupported=$((unsupported + 1))
}
for v in $clang_versions; do
  if clang_ready "$v" && command -v runtest > /dev/null 2>&1; then
    sh "$root/testsuite/clang/dejagnu.sh" "$build" "$v" > "$logs/clang-dejagnu-$v.log" 2>&1
    status=$?
    cat "$logs/clang-dejagnu-$v.log"
    count_protocol "clang-dejagnu-$v" "$logs/clang-dejagnu-$v.log" $status
  else
    echo "UNSUPPORTED: DejaGnu against Clang $v: no Clang $v plugin or no runtest"
    unsupported=$((unsupported + 1))
  fi
done

# The four counts, then the line CI reads, which must stay the last.
echo "summary: $passed passed, $failed failed, $xfailed expected failures, $unsupported unsupported"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
