#!/bin/bash
# -T SECONDS is a deadline the host keeps: a probe handler that never
# returns (MAXACTION lifted by --suppress-time-limits) stalls the guest,
# whose own tapc then cannot end the run; the host stops the guest some
# seconds past -T, counted from the script's start, and says so with a
# non-zero exit, where it once ran on forever.
#
#   deadline.sh TAPC          prints PASS:/FAIL: lines (boots a guest)
set -u
tapc=$(realpath "$1")
work=$(mktemp -d /tmp/tapc-deadline.XXXXXX)
trap 'rm -rf "$work"' EXIT
start=$(date +%s)
# the ceiling: pass 4 and the boot, -T 3, the grace of 15 s, with room
# for a loaded machine; a tapc that does not keep -T is stopped here
timeout -k 5 400 "$tapc" -g -T 3 --suppress-time-limits \
	-e 'probe begin { println("started") } probe timer.s(1) { while (1) { } }' \
	> "$work/out" 2> "$work/err"
st=$?
took=$(($(date +%s) - start))
if ((st == 1)) && grep -qx started "$work/out" &&
	grep -q '^tapc: guest: the script ran 15 s past -T 3 without ending .*: stopped the guest$' "$work/err" &&
	grep -qx 'Pass 5: run failed.  \[man error::pass5\]' "$work/err"; then
	echo "PASS: deadline/a handler that never returns: the guest stopped 15 s past -T 3, exit 1 ($took s in all)"
else
	echo "FAIL: deadline/a handler that never returns (exit $st after $took s)"
	sed 's/^/    /' "$work/err" | grep -v '^    \[' | head -n 20
	exit 1
fi
