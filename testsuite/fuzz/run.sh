#!/bin/sh
# Fuzzes passes 1 to 3 for SECONDS (default 600) with libFuzzer, ASan and
# UBSan: builds the target (or takes BINARY), seeds it with corpus/ and
# (unless SEEDS is "corpus") every script of the test suite and of
# tapsets/, and leaves what it finds (crash-*, timeout-*, oom-*) in the
# work directory it prints. Exits non-zero on a finding.
#
#   testsuite/fuzz/run.sh [SECONDS [all|corpus [BINARY]]]
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-600}
seeds=${2:-all}
work=$(mktemp -d /tmp/tapc-fuzz.XXXXXX)
bin=${3:-$work/fuzz_frontend}
[ -n "${3:-}" ] || "$top/testsuite/fuzz/build.sh" "$bin" >/dev/null || exit 2
mkdir -p "$work/corpus" "$work/seeds"
cp "$top"/testsuite/fuzz/corpus/* "$work/seeds/"
# the first byte of an input is its option flags: 0 a plain script, 4 a tapset
add_seeds() {
for f in "$top"/testsuite/*/*.stp; do
	{ printf '\000'; cat "$f"; } > "$work/seeds/$(basename "$(dirname "$f")")_$(basename "$f").seed"
done
# a case file's script: its PROG section (testsuite/README.md)
for f in "$top"/testsuite/*/*.t; do
	{ printf '\000'; awk '/^=== /{p = ($0 == "=== PROG"); next} p' "$f"; } \
		> "$work/seeds/$(basename "$(dirname "$f")")_$(basename "$f").seed"
done
for f in "$top"/tapsets/*.stp; do
	{ printf '\004'; cat "$f"; } > "$work/seeds/tapset_$(basename "$f").seed"
done
}
[ "$seeds" = corpus ] || add_seeds
echo "fuzzing for $secs s in $work"
# pass 1 keeps what it builds until the process ends: leaks are not
# findings, and -fork restarts the workers to bound their memory
(cd "$work" && TAPC_FUZZ_TAPSETS="$top/tapsets" ASAN_OPTIONS=detect_leaks=0 \
	UBSAN_OPTIONS=print_stacktrace=1 "$bin" -fork=1 -ignore_crashes=0 \
	-max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
	-dict="$top/testsuite/fuzz/stap.dict" corpus seeds > fuzz.log 2>&1)
status=$?
tail -n 5 "$work/fuzz.log"
ls "$work" | grep -E '^(crash|timeout|oom|leak)-' && exit 1
exit $status
