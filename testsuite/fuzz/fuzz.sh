#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz.sh - libFuzzer over the bidiguard core (fuzz-core.c).
#
# Usage: BUILD=build FUZZ_SECONDS=60 sh testsuite/fuzz/fuzz.sh   (from `make fuzz`)
#
# Builds the core (its rooms, plugin/core/*/*.c but gen/) and fuzz-core.c with
# clang -fsanitize=fuzzer,address,undefined into $BUILD/fuzz/, replays every
# reproducer in testsuite/fuzz/regress/ (a fixed crash must stay fixed),
# then fuzzes for FUZZ_SECONDS over $BUILD/fuzz/corpus, seeded from
# testsuite/fuzz/corpus/.  The reproducers are also replayed through an
# uninstrumented scanner.  Exits non-zero on a crash or a failed
# invariant, leaving the reproducer in $BUILD/fuzz/crashes/.
# Needs clang and libclang-rt-14-dev (libFuzzer, sanitizer runtimes).
set -eu

BUILD=${BUILD:-build}
SECONDS_TO_RUN=${FUZZ_SECONDS:-60}
[ -n "$SECONDS_TO_RUN" ] || SECONDS_TO_RUN=60
HERE=testsuite/fuzz
OUT=$BUILD/fuzz
CLANG=${FUZZ_CC:-clang}

mkdir -p "$OUT/obj" "$OUT/corpus" "$OUT/crashes"
FRIBIDI_CFLAGS=$(pkg-config --cflags fribidi 2>/dev/null || echo -I/usr/include/fribidi)
FRIBIDI_LIBS=$(pkg-config --libs fribidi 2>/dev/null || echo -lfribidi)
CFLAGS="-std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -g -O1 -fno-omit-frame-pointer
  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -Iplugin/core
  -I$BUILD $(pkg-config --cflags icu-uc 2>/dev/null)"

CORE_SRC=$(ls plugin/core/*/*.c | grep -v '^plugin/core/gen/')
objs=""
for src in $CORE_SRC; do
  obj=$OUT/obj/$(basename "$src" .c).o
  # shellcheck disable=SC2086
  $CLANG $CFLAGS $FRIBIDI_CFLAGS -c -o "$obj" "$src"
  objs="$objs $obj"
done
# The target itself gets no coverage instrumentation: its invariant checks
# would dominate the run time and guide the fuzzer towards nothing.
# shellcheck disable=SC2086
$CLANG $(echo "$CFLAGS" | sed 's/fuzzer,//') $FRIBIDI_CFLAGS -c -o "$OUT/obj/fuzz-core.o" "$HERE/fuzz-core.c"
# shellcheck disable=SC2086
$CLANG $CFLAGS -o "$OUT/fuzz-core" "$OUT/obj/fuzz-core.o" $objs $FRIBIDI_LIBS -ldl

# Leaks are errors too; a slow input is one that takes over 10 s.
FLAGS="-timeout=10 -rss_limit_mb=4096 -print_final_stats=1"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# A plain (uninstrumented) scanner for the replay: some memory errors in
# libfribidi crash only without the sanitizers' stack layout.
# shellcheck disable=SC2086
$CLANG -std=c11 -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -O2 $FRIBIDI_CFLAGS -Iplugin/core \
  -I"$BUILD" -o "$OUT/scan-plain" $CORE_SRC plugin/scan/*.c $FRIBIDI_LIBS -ldl

if ls "$HERE"/regress/* >/dev/null 2>&1; then
  echo "fuzz: replaying $(ls "$HERE"/regress/* | wc -l) reproducers from $HERE/regress/"
  # shellcheck disable=SC2046
  "$OUT/fuzz-core" $FLAGS $(ls "$HERE"/regress/*) > "$OUT/regress.log" 2>&1 || {
    tail -n 40 "$OUT/regress.log"
    echo "fuzz: a reproducer of $HERE/regress/ fails again (log: $OUT/regress.log)" >&2
    exit 1
  }
  for r in "$HERE"/regress/*; do
    # The first byte is fuzz-core's option byte; bits 0-1 are the base.
    base=$(od -An -tu1 -N1 "$r" | awk '{ b = $1 % 4; print b == 0 ? "ltr" : b == 1 ? "rtl" : "auto" }')
    rc=0
    tail -c +2 "$r" | "$OUT/scan-plain" --checks=all --base="$base" - > /dev/null 2>&1 || rc=$?
    if [ "$rc" -gt 1 ]; then
      echo "fuzz: the plain scanner exits $rc on $r" >&2
      exit 1
    fi
  done
fi

cp "$HERE"/corpus/* "$OUT/corpus/"
echo "fuzz: $SECONDS_TO_RUN s over $(ls "$OUT/corpus" | wc -l) corpus files"
# shellcheck disable=SC2086
if "$OUT/fuzz-core" $FLAGS -max_total_time="$SECONDS_TO_RUN" \
     -dict="$HERE/bidi.dict" -artifact_prefix="$OUT/crashes/" \
     "$OUT/corpus" > "$OUT/fuzz.log" 2>&1; then
  grep -E '^stat::number_of_executed_units|^Done ' "$OUT/fuzz.log" || true
  echo "fuzz: no crash"
else
  tail -n 60 "$OUT/fuzz.log"
  echo "fuzz: crash; reproducer: $(ls -t "$OUT"/crashes/* | head -n 1)" >&2
  echo "fuzz: replay with $OUT/fuzz-core FILE; keep it in $HERE/regress/" >&2
  exit 1
fi
