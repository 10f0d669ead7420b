#!/bin/bash
# Output is never lost without a word: a failed write of a listing or of
# the script's output is an ERROR line on stderr and a non-zero exit.
#   host: -p1, -p2, -p3, -p4's path, -l, -L, --dump-functions and
#         --dump-probe-types to /dev/full;
#   guest: the script's output (-o) to a 64 KB tmpfs that fills, and to
#         /dev/full: what could not be written is counted and said.
#
#   write_failures.sh TAPC host|guest     prints PASS:/FAIL:/SKIP: lines
set -u
tapc=$(realpath "$1")
part=${2:-host}
work=$(mktemp -d /tmp/tapc-write-failures.XXXXXX)
small=$work/small
cleanup() {
	mountpoint -q "$small" && umount "$small"
	rm -rf "$work"
}
trap cleanup EXIT
failed=0
pass() { echo "PASS: write_failures/$1"; }
fail() {
	echo "FAIL: write_failures/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 20
	failed=1
}
script='probe begin { println("x"); exit() }'

listings() {
	local args st
	for args in -p1 -p2 -p3 -p4 "-l begin" "-L begin" --dump-functions --dump-probe-types; do
		# shellcheck disable=SC2086
		if [[ $args == -p* ]]; then
			"$tapc" $args -e "$script" > /dev/full 2> "$work/err"
		else
			"$tapc" $args > /dev/full 2> "$work/err"
		fi
		st=$?
		if ((st != 0)) && grep -qx 'ERROR: writing the output failed: No space left on device' "$work/err"; then
			pass "tapc $args > /dev/full: an ERROR line and exit $st"
		else
			fail "tapc $args > /dev/full (exit $st)" "$(cat "$work/err")"
		fi
	done
}

# guest_output NAME FILE: a script of 98,008 bytes of output, the last
# line in end, -o FILE; its output must fail to be written, what was not
# counted
guest_output() {
	local name=$1 file=$2 st err=$work/guest.err
	"$tapc" -o "$file" -e 'probe begin { for (i = 0; i < 2000; i++) printf("%048d\n", i) } probe end { println("the end") }' -T 5 \
		> /dev/null 2> "$err"
	st=$?
	local lost
	lost=$(sed -nE 's/^ERROR: ([0-9]+) bytes of the output could not be written: No space left on device$/\1/p' "$err")
	local written=0
	[[ -f $file ]] && written=$(stat -c %s "$file")
	if ((st != 0)) && [[ -n $lost ]] && ((lost > 0 && written + lost == 98008)); then
		pass "-o $name: $written bytes written, the other $lost counted and said with an ERROR line, exit $st"
	else
		fail "-o $name (exit $st)" "$(cat "$err")"
	fi
}

case $part in
host) listings ;;
guest)
	mkdir -p "$small"
	if mount -t tmpfs -o size=64k tapc-write-test "$small" 2> /dev/null; then
		guest_output "a full 64 KB tmpfs" "$small/out"
	else
		echo "SKIP: write_failures/a full tmpfs: cannot mount one here (not root)"
	fi
	guest_output /dev/full /dev/full ;;
esac
exit $failed
