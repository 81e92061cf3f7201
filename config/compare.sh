#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# compare.sh - count what each Trojan-Source checker reports on examples/,
# as the Markdown table in README.md.  Run from the top of the tree after
# `make`:  sh config/compare.sh
#
# Columns: GCC's own -Wbidi-chars (default "unpaired", and "any"),
# clang-tidy's misc-misleading-bidirectional, bidiguard with its default
# checks.  A cell is the number of warnings; "-" is none, "n/a" means the
# tool is not installed.  Attacks should be reported and legitimate files
# should not.

CC=${CC:-gcc}
CXX=${CXX:-g++}
BUILD=${BUILD:-build}
PLUGIN=$BUILD/bidiguard.so
TIDY=${TIDY:-clang-tidy-14}

if [ ! -f "$PLUGIN" ]; then
	echo "compare: $PLUGIN not found; run make first" >&2
	exit 2
fi
have_wbidi=no
"$CC" -Wbidi-chars=any -fsyntax-only -x c /dev/null 2>/dev/null && have_wbidi=yes
have_tidy=no
command -v "$TIDY" >/dev/null 2>&1 && have_tidy=yes

tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT

# cell PATTERN: the number of warnings in $tmp matching PATTERN, "-" if none.
cell() {
	n=$(grep -c "warning: .*$1" "$tmp")
	[ "$n" -eq 0 ] && n=-
	echo "$n"
}

# gcc_cell FILE FLAGS...: warnings of GCC's own bidi check.
gcc_cell() {
	file=$1
	shift
	[ $have_wbidi = yes ] || { echo n/a; return; }
	"$(compiler "$file")" -fsyntax-only "$@" "$file" >"$tmp" 2>&1
	cell '\[-Wbidi-chars'
}

compiler() {
	case $1 in
	*.c) echo "$CC" ;;
	*) echo "$CXX" ;;
	esac
}

caught_gcc=0 caught_any=0 caught_tidy=0 caught_bg=0
false_gcc=0 false_any=0 false_tidy=0 false_bg=0
attacks=0 legit=0

# tally COLUMN VALUE KIND: count attacks reported and legit files flagged.
tally() {
	case $2 in -|n/a) return ;; esac
	if [ "$3" = attack ]; then
		eval "caught_$1=\$((caught_$1 + 1))"
	else
		eval "false_$1=\$((false_$1 + 1))"
	fi
}

echo "| example | GCC -Wbidi-chars (default) | GCC -Wbidi-chars=any | clang-tidy misc-misleading-bidirectional | bidiguard |"
echo "|---|---|---|---|---|"
for file in examples/attack-* examples/legit-*; do
	case $(basename "$file") in
	attack-*) kind=attack; attacks=$((attacks + 1)) ;;
	*) kind=legit; legit=$((legit + 1)) ;;
	esac
	gcc_default=$(gcc_cell "$file")
	gcc_any=$(gcc_cell "$file" -Wbidi-chars=any)
	if [ $have_tidy = yes ]; then
		"$TIDY" --quiet -checks='-*,misc-misleading-bidirectional' \
			"$file" -- >"$tmp" 2>&1
		tidy=$(cell '\[misc-misleading-bidirectional\]')
	else
		tidy=n/a
	fi
	if ! "$(compiler "$file")" -fplugin="$PLUGIN" -fsyntax-only "$file" \
		>"$tmp" 2>&1; then
		echo "compare: $file does not compile with the plugin:" >&2
		cat "$tmp" >&2
		exit 2
	fi
	bg=$(cell '\[bidiguard:')
	tally gcc "$gcc_default" $kind
	tally any "$gcc_any" $kind
	tally tidy "$tidy" $kind
	tally bg "$bg" $kind
	echo "| $(basename "$file") | $gcc_default | $gcc_any | $tidy | $bg |"
done
echo "| **attacks reported** | $caught_gcc of $attacks | $caught_any of $attacks | $caught_tidy of $attacks | $caught_bg of $attacks |"
echo "| **legitimate files flagged** | $false_gcc of $legit | $false_any of $legit | $false_tidy of $legit | $false_bg of $legit |"
[ $have_wbidi = yes ] || echo "($CC has no -Wbidi-chars: GCC 12 or later needed)"
[ $have_tidy = yes ] || echo "($TIDY not found: apt-get install clang-tidy-14)"
exit 0
