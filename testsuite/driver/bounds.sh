#!/bin/bash
# Pass 2 stays bounded on input made to make it grow: a regular
# expression whose repetitions multiply (a{1000}{1000}{1000}, which once
# took the machine's memory) is refused with a semantic error in bounded
# time and memory, before any automaton is built; and pass 2 grows about
# linearly with the number of globals (once quadratic: 20,000 globals
# took 69 s where 5,000 took 1.4 s). Each run is under ulimit -v and
# timeout, so that a regression fails instead of taking the machine.
#
#   bounds.sh TAPC          prints PASS:/FAIL:/SKIP: lines
set -u
tapc=$(realpath "$1")
work=$(mktemp -d /tmp/tapc-bounds.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS: bounds/$1"; }
fail() {
	echo "FAIL: bounds/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 20
	failed=1
}

# bounded SECONDS KB ARGS...: tapc ARGS under those limits; sets $st,
# $err (stderr), $secs (wall), $kb (peak resident)
bounded() {
	local secs_limit=$1 kb_limit=$2
	shift 2
	(ulimit -v "$kb_limit"; exec /usr/bin/time -f '%e %M' -o "$work/time" \
		timeout -k 5 "$secs_limit" "$tapc" "$@") > /dev/null 2> "$work/err"
	st=$?
	err=$(cat "$work/err")
	read -r secs kb < <(tail -n 1 "$work/time")
}

# ---- regular expressions ----
regex_refused() {
	local re=$1
	printf 'probe begin { if ("x" =~ "%s") println("y"); exit() }\n' "$re" > "$work/re.stp"
	bounded 20 1000000 -p2 "$work/re.stp"
	if ((st == 1)) && grep -q "^semantic error: regex compilation error: Regular expression too big .*: string '$re' at $work/re.stp:1:26\$" <<< "$err" &&
		grep -qx 'Pass 2: analysis failed.  \[man error::pass2\]' <<< "$err"; then
		pass "\"$re\" is refused in pass 2 (${secs} s, ${kb} KB)"
	else
		fail "\"$re\" (exit $st, ${secs:-?} s)" "$err"
	fi
}
regex_refused 'a{1000}{1000}{1000}'
regex_refused 'a{1000}{1000}'
regex_refused '((a|b)(c|d)+){255}{255}'
printf 'probe begin { if ("10.0.0.1" =~ "^[0-9]{1,3}(\\\\.[0-9]{1,3}){3}$") println("y"); exit() }\n' > "$work/ok.stp"
bounded 20 1000000 -p2 "$work/ok.stp"
((st == 0)) && pass "a pattern of some repetitions still compiles" ||
	fail "a pattern of some repetitions (exit $st)" "$err"

exit $failed
