#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# demo.sh - compile every file in examples/ with the bidiguard plugin and
# show what it reports.  Called by `make demo` with CC, CXX and BUILD set.
#
# Attacks are expected to warn and legitimate right-to-left text is not; a
# surprise is marked in the summary but does not fail the demo.  The exit
# status is non-zero only when a compile fails (plugin not loadable,
# compiler crash), because then nothing shown can be trusted.

CC=${CC:-gcc}
CXX=${CXX:-g++}
BUILD=${BUILD:-build}
PLUGIN=$BUILD/bidiguard.so

if [ ! -f "$PLUGIN" ]; then
	echo "demo: $PLUGIN not found; run make first" >&2
	exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
summary=$tmp/summary
: >"$summary"
failed=0

# GCC 11 quotes source lines raw: escape the invisible characters the way
# GCC 12 does, so that the terminal shows them and does not reorder the
# output.  (The plugin switches GCC's own -Wbidi-chars off while it runs,
# so only bidiguard speaks; config/compare.sh compares the two.)
escape_controls() {
	LC_ALL=C sed \
		-e 's/\xe2\x80\x8e/<U+200E>/g' -e 's/\xe2\x80\x8f/<U+200F>/g' \
		-e 's/\xe2\x80\xaa/<U+202A>/g' -e 's/\xe2\x80\xab/<U+202B>/g' \
		-e 's/\xe2\x80\xac/<U+202C>/g' -e 's/\xe2\x80\xad/<U+202D>/g' \
		-e 's/\xe2\x80\xae/<U+202E>/g' -e 's/\xe2\x81\xa6/<U+2066>/g' \
		-e 's/\xe2\x81\xa7/<U+2067>/g' -e 's/\xe2\x81\xa8/<U+2068>/g' \
		-e 's/\xe2\x81\xa9/<U+2069>/g' -e 's/\xd8\x9c/<U+061C>/g'
}

rule() {
	echo "------------------------------------------------------------------------"
}

# run FILE [EXTRA-ARGS...]: compile FILE with the plugin, print the
# diagnostics and add a line to the summary.
run() {
	file=$1
	shift
	case $file in
	*.c) compiler=$CC ;;
	*) compiler=$CXX ;;
	esac
	label="$file${1:+ $*}"
	short=$(basename "$file")$(echo "${1:+ $*}" | sed 's/-fplugin-arg-bidiguard-//g')
	rule
	echo "$label"
	sed -n '1s,^\(/\*\|//\) *\(.*\)$,  \2,p' "$file" | sed 's, *\*/$,,'
	echo "\$ $(basename "$compiler") -fplugin=$PLUGIN -fsyntax-only${1:+ $*} $file"
	rule
	"$compiler" -fplugin="$PLUGIN" -fsyntax-only -fdiagnostics-color=never \
		"$@" "$file" >"$tmp/out" 2>&1
	status=$?
	escape_controls <"$tmp/out"
	warnings=$(grep -c 'warning: .*\[bidiguard:' "$tmp/out")
	checks=$(sed -n 's/.*\[bidiguard:\([a-z-]*\)\].*$/\1/p' "$tmp/out" |
		sort | uniq -c | awk '{printf "%s%s x%s", sep, $2, $1; sep=", "}')
	case $(basename "$file"):$* in
	attack-*|*:*checks=*) expect=warn ;;
	*) expect=silent ;;
	esac
	if [ $status -ne 0 ]; then
		verdict="COMPILE FAILED (exit $status)"
		failed=1
	elif [ "$warnings" -eq 0 ]; then
		verdict="no warnings"
		[ $expect = warn ] && verdict="$verdict   <-- UNEXPECTED: warnings expected"
	else
		verdict="$warnings warning(s): $checks"
		[ $expect = silent ] && verdict="$verdict   <-- UNEXPECTED: legitimate text flagged"
	fi
	[ "$warnings" -eq 0 ] && [ $status -eq 0 ] && echo "(no warnings)"
	echo
	printf '%-36s %s\n' "$short" "$verdict" >>"$summary"
}

for f in examples/attack-*; do
	run "$f"
done
for f in examples/legit-*; do
	run "$f"
done
# The off-by-default check, switched on, on the file it is about.
run examples/legit-persian.cc -fplugin-arg-bidiguard-checks=+rtl-layout

rule
echo "Summary (default checks unless an argument is shown)"
rule
cat "$summary"
if [ $failed -ne 0 ]; then
	echo "demo: at least one compile failed; see above" >&2
fi
exit $failed
