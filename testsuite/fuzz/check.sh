#!/bin/sh
# The suite's short run of the fuzz target over passes 1 to 3 (run.sh):
# SECONDS (default 30) from corpus/, under ASan and UBSan. A SKIP (counted)
# where clang is missing; a FAIL on any finding.
#
#   testsuite/fuzz/check.sh TAPC [SECONDS]
here=$(cd "$(dirname "$0")" && pwd)
secs=${2:-30}
if ! command -v clang > /dev/null; then
	echo "SKIP: fuzz: no clang to build the fuzz target with"
	exit 0
fi
bin=$(mktemp -d /tmp/tapc-fuzz-bin.XXXXXX)
trap 'rm -rf "$bin"' EXIT
# The target of the same sources, flags, libraries and compiler is the
# same program: kept in the user's cache under their digest (about a
# minute of CPU a build), the last one only.
top=$(cd "$here/../.." && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/tapc-fuzz
key=$( { clang --version; cat "$here/build.sh" "$here/fuzz_frontend.c"
	sed -n 's/^\(IMAGE\|DWARF\)_LIBS = //p' "$top/Makefile"
	cd "$top" && find base kernel dwarf user parser elaborate translate probes driver \
		-name '*.[chly]' | LC_ALL=C sort | xargs cat; } | sha256sum | cut -c1-32)
how="built"
if [ -x "$cache/$key" ] && cp "$cache/$key" "$bin/fuzz_frontend"; then
	how="the build of these sources kept"
elif ! out=$("$here/build.sh" "$bin/fuzz_frontend" 2>&1); then
	echo "FAIL: fuzz: the target does not build"
	printf '%s\n' "$out" | tail -n 20 | sed 's/^/    /'
	exit 1
else
	mkdir -p "$cache" && cp "$bin/fuzz_frontend" "$cache/.$key.tmp" &&
		mv "$cache/.$key.tmp" "$cache/$key" &&
		find "$cache" -maxdepth 1 -type f ! -name "$key" -delete
fi
out=$("$here/run.sh" "$secs" corpus "$bin/fuzz_frontend" 2>&1)
status=$?
work=$(printf '%s\n' "$out" | sed -n 's/^fuzzing for .* s in //p')
runs=$(grep -o '^#[0-9]*' "$work/fuzz.log" 2>/dev/null | tail -n 1)
if [ $status -eq 0 ]; then
	echo "PASS: fuzz: passes 1-3 for $secs s (${runs:-#?} inputs) under ASan and UBSan ($how), nothing found"
	rm -rf "$work"
else
	echo "FAIL: fuzz: a finding in $work (exit $status)"
	printf '%s\n' "$out" | tail -n 20 | sed 's/^/    /'
fi
exit $status
