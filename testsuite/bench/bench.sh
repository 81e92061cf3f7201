#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench.sh - `make bench`: what the plugin costs a compile and how fast the
# scanner reads, each measured beside its baseline in this run and printed
# beside its target.  A benchmark, not a test: a missed target prints MISSED
# and the exit status stays 0 (2 only when the build or a tool is missing).
#
#   CC=gcc CXX=g++ BUILD=build sh testsuite/bench/bench.sh
#
# The dense inputs' sizes: BENCH_DENSE_LINES (200000 lines, each with a
# Hebrew string and an Arabic comment), BENCH_LONG_KB (2000: one line of
# dense Hebrew with paired controls; 10 MB makes the run minutes longer
# and changes no ratio) and BENCH_TABLE_KB (800: one initializer line).
# With a Clang plugin built (make clang), the same inputs (a) and (b)
# through clang-N -fsyntax-only with and without it, figures only.
#
# Compile cost is counted in instructions (callgrind, every process the
# driver starts), not seconds, so that a 0.2% target can be measured on a
# busy 2-core machine; throughput and memory are wall-clock and max RSS.
set -u
: "${CC:=gcc}" "${CXX:=g++}" "${BUILD:=build}"
: "${BENCH_DENSE_LINES:=200000}" "${BENCH_LONG_KB:=2000}" "${BENCH_TABLE_KB:=800}"
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$BUILD" 2>/dev/null && pwd) || { echo "bench: no $BUILD; run make" >&2; exit 2; }
plugin=$build/bidiguard.so
scanner=$build/bidiguard-scan
for f in "$plugin" "$scanner"; do
  [ -f "$f" ] || { echo "bench: $f missing; run make" >&2; exit 2; }
done
for t in valgrind callgrind_annotate fribidi python3 /usr/bin/time pkg-config; do
  command -v "$t" >/dev/null || { echo "bench: $t not found (apt-get install valgrind libfribidi-bin time python3)" >&2; exit 2; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bidiguard-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
cd "$tmp" || exit 2
say () { echo "bench: $*" >&2; }

# --- inputs -------------------------------------------------------------
say "generating inputs in $tmp"
cat > headers.cc <<'EOF'
#include <vector>
#include <map>
#include <string>
#include <algorithm>
#include <iostream>
#include <regex>
#include <unordered_map>
#include <memory>
int main ()
{
  std::vector<int> v {3, 1, 2};
  std::map<std::string, int> m {{"a", 1}};
  std::unordered_map<int, int> u {{1, 2}};
  auto p = std::make_unique<int> (1);
  std::sort (v.begin (), v.end ());
  std::cout << m.size () + u.size () + *p
	    << std::regex_match ("aa", std::regex ("a+")) << '\n';
}
EOF
python3 "$here/gen-input.py" legit 20000 legit.c &&
python3 "$here/gen-input.py" ascii 100 ascii.c &&
python3 "$here/gen-input.py" rtl 100 rtl.c &&
python3 "$here/gen-input.py" dense "$BENCH_DENSE_LINES" dense.c &&
python3 "$here/gen-input.py" longline "$BENCH_LONG_KB" long.c &&
python3 "$here/gen-input.py" table "$BENCH_TABLE_KB" table.c || exit 2
# The yardstick of a long line: one ICU ubidi call over it.
"$CC" -O2 -o icu-bidi-call "$here/icu-bidi-call.c" $(pkg-config --cflags --libs icu-uc) ||
  { say "cannot build icu-bidi-call (libicu-dev)"; exit 2; }

# The dense inputs are legitimate too: findings there would be false.
for f in dense.c long.c table.c; do
  "$scanner" "$f" > "$f.findings" 2>&1 ||
    say "$f is not clean: $(grep -c ': warning: ' "$f.findings") findings"
done

# Input (b) must be the worst *legitimate* case: no finding at all.
"$scanner" legit.c > legit.findings 2>&1
legit_rc=$?
if [ $legit_rc -ne 0 ]; then
  say "input (b) is not clean: bidiguard-scan exit $legit_rc, $(grep -c ': warning: ' legit.findings) findings; first ones:"
  grep ': warning: ' legit.findings | head -5 >&2
  grep ': warning: ' legit.findings | sed 's/:[0-9]*: warning: .*\[bidiguard:\(.*\)\]/ \1/' \
    | awk '{print $2}' | sort | uniq -c | sed 's/^/bench:   /' >&2
fi

# --- 1. compile overhead in instructions ----------------------------------
# instructions DIR CMD...: sum of the callgrind totals of CMD and its children
instructions ()
{
  mkdir -p "$1"
  out=$1; shift
  valgrind --tool=callgrind --trace-children=yes \
    --callgrind-out-file="$out/cg.%p" "$@" > "$out/log" 2>&1 ||
    { say "failed: $* (see below)"; grep -v '^==' "$out/log" | head -5 >&2; }
  awk '/^totals:/ {t += $2; seen[FILENAME] = 1}
       /^summary:/ {s[FILENAME] = $2}
       END {for (f in s) if (!(f in seen)) t += s[f]; printf "%.0f\n", t}' "$out"/cg.*
}
say "callgrind: 5 compiles and 2 scans, 2 at a time (a few minutes)"
P="-fplugin=$plugin"
instructions a0 "$CXX" -fsyntax-only headers.cc > a0.n &
instructions a1 "$CXX" -fsyntax-only "$P" -fplugin-arg-bidiguard-system-headers headers.cc > a1.n
wait
instructions c1 "$CXX" -fsyntax-only "$P" headers.cc > c1.n &
instructions b0 "$CC" -fsyntax-only legit.c > b0.n
wait
# The noise-free view of throughput: instructions per byte of (b) for the
# scanner and for FriBidi's CLI, beside the wall clock below.
{ instructions s1 "$scanner" legit.c > s1.n
  instructions f1 fribidi --nopad --nobreak --ltr legit.c > f1.n; } &
instructions b1 "$CC" -fsyntax-only "$P" legit.c > b1.n
wait
b1_warnings=$(grep -c '\[bidiguard:' b1/log)
say "callgrind: the dense inputs, plain and with the plugin (a few minutes)"
instructions d0 "$CC" -fsyntax-only dense.c > d0.n &
instructions d1 "$CC" -fsyntax-only "$P" dense.c > d1.n
wait
instructions e0 "$CC" -fsyntax-only long.c > e0.n &
instructions e1 "$CC" -fsyntax-only "$P" long.c > e1.n
wait
instructions tb0 "$CC" -fsyntax-only table.c > tb0.n &
instructions tb1 "$CC" -fsyntax-only "$P" table.c > tb1.n
wait
# icu_call FILE: instructions inside ubidi_setPara and ubidi_getVisualMap
icu_call ()
{
  valgrind --tool=callgrind --toggle-collect='ubidi_setPara*' \
    --toggle-collect='ubidi_getVisualMap*' --callgrind-out-file=icu.cg \
    ./icu-bidi-call "$1" > /dev/null 2>&1
  awk '/^totals:/ {print $2}' icu.cg
}
icu_long=$(icu_call long.c)
icu_table=$(icu_call table.c)

# --- 2. scanner throughput --------------------------------------------------
# wall_ns CMD...: wall-clock nanoseconds of one run, output discarded
wall_ns ()
{
  t0=$(date +%s%N)
  "$@" > /dev/null 2>&1
  t1=$(date +%s%N)
  echo $((t1 - t0))
}
min () { if [ -z "$1" ] || [ "$2" -lt "$1" ]; then echo "$2"; else echo "$1"; fi; }
mbps () { awk -v b="$(wc -c < "$1")" -v ns="$2" 'BEGIN {printf "%.1f", b / ns * 1000}'; }
say "throughput: best of 3 on 100 MB each, scanner and fribidi interleaved"
ta= tr= tf=
for i in 1 2 3; do
  ta=$(min "$ta" "$(wall_ns "$scanner" ascii.c)")
  tr=$(min "$tr" "$(wall_ns "$scanner" rtl.c)")
  # Each line one paragraph, no wrapping or padding, base LTR like the scanner.
  tf=$(min "$tf" "$(wall_ns fribidi --nopad --nobreak --ltr rtl.c)")
done
scan_ascii=$(mbps ascii.c "$ta") scan_rtl=$(mbps rtl.c "$tr") fribidi_rtl=$(mbps rtl.c "$tf")

# --- 3. peak memory of cc1 -------------------------------------------------
rss () { "$CC" -fsyntax-only -wrapper /usr/bin/time,-f,bgrss=%M "$@" legit.c 2>&1 | sed -n 's/.*bgrss=\([0-9]*\).*/\1/p' | tail -1; }
rss0=$(rss)
rss1=$(rss "$P")

# --- the table --------------------------------------------------------------
missed=0
# row MEASURE WITHOUT WITH VALUE OP TARGET: OP is le, ge or lt
row ()
{
  ok=$(awk -v v="$4" -v op="$5" -v t="$6" 'BEGIN {
    v += 0; t += 0
    print ((op == "le" && v <= t) || (op == "ge" && v >= t) || (op == "lt" && v < t)) ? "ok" : "MISSED" }')
  [ "$ok" = ok ] || missed=$((missed + 1))
  case $5 in le) sym='<=' ;; ge) sym='>=' ;; lt) sym='<' ;; esac
  printf '| %s | %s | %s | %s | %s %s | %s |\n' "$1" "$2" "$3" "$4" "$sym" "$6" "$ok"
}
# group 1234567 -> 1,234,567, for reading instruction counts
group () { echo "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta'; }
ratio () { awk -v a="$1" -v b="$2" 'BEGIN {printf (b > 0 ? "%.4f" : "n/a"), a / b}'; }
a0=$(cat a0.n) a1=$(cat a1.n) c1=$(cat c1.n) b0=$(cat b0.n) b1=$(cat b1.n)
d0=$(cat d0.n) d1=$(cat d1.n) e0=$(cat e0.n) e1=$(cat e1.n) tb0=$(cat tb0.n) tb1=$(cat tb1.n)
# The plugin's own cost on a long line, against one ICU call over it.
per_icu () { awk -v a="$1" -v b="$2" -v i="$3" 'BEGIN {printf (i > 0 ? "%.2f" : "n/a"), (b - a) / i}'; }

echo
echo "bidiguard bench: $("$CC" -dumpfullversion) ($CC/$CXX), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo '| measure | without | with | ratio/value | target | ok? |'
echo '|---|---|---|---|---|---|'
row "(a) instructions, $CXX -fsyntax-only, 8 std headers, system-headers scanned" "$(group "$a0")" "$(group "$a1")" "$(ratio "$a1" "$a0")" le 1.005
row "(b) instructions, $CC -fsyntax-only, 20000 legit RTL lines" "$(group "$b0")" "$(group "$b1")" "$(ratio "$b1" "$b0")" le 1.05
row "(c) instructions, (a) without system-headers (plugin load)" "$(group "$a0")" "$(group "$c1")" "$(ratio "$c1" "$a0")" le 1.002
row "(d) instructions, $CC -fsyntax-only, $BENCH_DENSE_LINES lines each a Hebrew string and an Arabic comment" "$(group "$d0")" "$(group "$d1")" "$(ratio "$d1" "$d0")" le 1.10
row "(e) instructions, one line of $BENCH_LONG_KB KB dense Hebrew with paired controls" "$(group "$e0")" "$(group "$e1")" "$(ratio "$e1" "$e0")" le 1.10
row "(e) the plugin's instructions over one ICU ubidi call on the line" "$(group "$icu_long")" "$(group "$((e1 - e0))")" "$(per_icu "$e0" "$e1" "$icu_long")" le 1.5
row "(f) instructions, one table line of $BENCH_TABLE_KB KB of Hebrew and Arabic strings" "$(group "$tb0")" "$(group "$tb1")" "$(ratio "$tb1" "$tb0")" le 1.10
row "(f) the plugin's instructions over one ICU ubidi call on the line" "$(group "$icu_table")" "$(group "$((tb1 - tb0))")" "$(per_icu "$tb0" "$tb1" "$icu_table")" le 1.5
row "scanner MB/s, 100 MB all-ASCII C" "-" "$scan_ascii" "$scan_ascii" ge 2000
row "scanner MB/s vs fribidi CLI, 100 MB dense RTL" "$fribidi_rtl" "$scan_rtl" "$(ratio "$scan_rtl" "$fribidi_rtl")" ge 1
row "cc1 max RSS KB on (b), growth in MB" "$rss0" "$rss1" "$(awk -v a="$rss0" -v b="$rss1" 'BEGIN {printf "%.2f", (b - a) / 1024}')" lt 2
echo
per_byte () { awk -v n="$1" -v b="$(wc -c < legit.c)" 'BEGIN {printf "%.0f", n / b}'; }
echo "Instructions per byte of (b), noise-free beside the wall clock: bidiguard-scan $(per_byte "$(cat s1.n)"), fribidi CLI $(per_byte "$(cat f1.n)")."
echo "(a) and (c) share the run without the plugin: the same command."
echo "(b) is clean: bidiguard-scan exit $legit_rc (0 = no finding), $b1_warnings plugin warnings in the compile."
echo "(d), (e), (f): plugin warnings in the compiles: $(cat d1/log e1/log tb1/log | grep -c '\[bidiguard:'); the ICU yardstick counts ubidi_setPara and ubidi_getVisualMap only."
[ "$missed" -eq 0 ] && echo "all targets met" || echo "MISSED: $missed target(s)"

# The Clang plugin, when one is built (make clang) for a clang-N that is
# installed: the same inputs (a) and (b), with and without it, in this
# run.  Figures only: the targets above are the GCC plugin's.
clang_n=${CLANG_VERSION:-}
if [ -z "$clang_n" ]; then
  for d in "$build"/clang-*; do
    n=${d##*/clang-}
    [ -f "$d/bidiguard-clang.so" ] && command -v "clang-$n" > /dev/null &&
      { [ -z "$clang_n" ] || [ "$n" -gt "$clang_n" ]; } && clang_n=$n
  done
fi
clang_plugin=$build/clang-$clang_n/bidiguard-clang.so
if [ -n "$clang_n" ] && [ -f "$clang_plugin" ] && command -v "clang-$clang_n" > /dev/null; then
  say "callgrind: the Clang plugin, 4 compiles with clang-$clang_n, 2 at a time"
  CP="-fplugin=$clang_plugin"
  instructions ka0 "clang++-$clang_n" -fsyntax-only headers.cc > ka0.n &
  instructions ka1 "clang++-$clang_n" -fsyntax-only "$CP" -fplugin-arg-bidiguard-system-headers headers.cc > ka1.n
  wait
  instructions kb0 "clang-$clang_n" -fsyntax-only legit.c > kb0.n &
  instructions kb1 "clang-$clang_n" -fsyntax-only "$CP" legit.c > kb1.n
  wait
  ka0=$(cat ka0.n) ka1=$(cat ka1.n) kb0=$(cat kb0.n) kb1=$(cat kb1.n)
  echo
  echo "The Clang plugin ($clang_plugin), the same inputs, clang-$clang_n -fsyntax-only:"
  echo
  echo '| measure | without | with | ratio |'
  echo '|---|---|---|---|'
  printf '| (a) instructions, clang++-%s, 8 std headers, system-headers scanned | %s | %s | %s |\n' \
    "$clang_n" "$(group "$ka0")" "$(group "$ka1")" "$(ratio "$ka1" "$ka0")"
  printf '| (b) instructions, clang-%s, 20000 legit RTL lines | %s | %s | %s |\n' \
    "$clang_n" "$(group "$kb0")" "$(group "$kb1")" "$(ratio "$kb1" "$kb0")"
  echo "(b) through the Clang plugin: $(grep -c '\[bidiguard:' kb1/log) warnings."
else
  echo
  echo "The Clang plugin: not measured (no build/clang-N/bidiguard-clang.so with its clang-N; make clang)."
fi

# Where the plugin's time goes on (b): exclusive cost in its own code and
# FriBidi's, from the cc1 process (the largest profile of the run).
cg=$(grep -H '^totals:' b1/cg.* | sort -t' ' -k2,2n | tail -1 | cut -d: -f1)
echo
echo "Top 10 plugin-side functions on (b), exclusive instructions (callgrind_annotate):"
callgrind_annotate --threshold=100 "$cg" 2>/dev/null |
  grep -E '\[[^]]*(bidiguard(-cfamily)?\.so|libfribidi)[^]]*\]$' > b1.plugin
head -10 b1.plugin
awk -v b0="$b0" -v b1="$b1" '{gsub(",", "", $1); s += $1}
  END {printf "in bidiguard.so, bidiguard-cfamily.so and libfribidi: %.0f instructions; the whole growth of the compile (libc malloc/free included): %.0f\n", s, b1 - b0}' b1.plugin
exit 0
