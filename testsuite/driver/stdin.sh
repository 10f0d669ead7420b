#!/bin/bash
# tapc's stdin in pass 5 under qemu, as stap's on a kernel that loads
# modules: the host's stdin reaches the script's input probes in the
# guest (input.line's last line without a newline never comes), and the
# -c command reads none of it then; without input probes the -c command
# reads it all.
#
#   stdin.sh TAPC       prints PASS:/FAIL: lines (two guest boots)
set -u
tapc=$(realpath "$1")
work=$(mktemp -d /tmp/tapc-stdin.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS: stdin/$1"; }
fail() {
	echo "FAIL: stdin/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30
	failed=1
}

# t NAME WANT INPUT ARGS...: printf INPUT | tapc ARGS, its stdout's lines
# sorted WANT (the command's and the script's come in either order)
t() {
	local name=$1 want=$2 input=$3 status
	shift 3
	(cd "$work" && printf "$input" | TMPDIR=$work "$tapc" "$@") > "$work/$name.out" 2> "$work/$name.err"
	status=$?
	if ((status != 0)); then
		fail "$name: exit $status" "$(cat "$work/$name.err")"
	elif [[ $(sort "$work/$name.out") != "$want" ]]; then
		fail "$name: output" "$(cat "$work/$name.out" "$work/$name.err")"
	else
		pass "$name"
	fi
}

t command-reads $'first\nsecond' 'first\nsecond\n' \
	-e 'probe timer.s(600) { println("not yet") }' -c cat
# cat reads nothing, not even waiting: the end at once
t probes-read $'cat ended\ngot one\ngot two' 'one\ntwo\nthree' -T 60 \
	-e 'probe input.line { printf("got %s", line) }' \
	-c 'sh -c "cat; echo cat ended; sleep 2"'

exit $failed
