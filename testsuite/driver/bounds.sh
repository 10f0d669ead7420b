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
	(ulimit -v "$kb_limit"; exec /usr/bin/time -f '%e %M %U %S' -o "$work/time" \
		timeout -k 5 "$secs_limit" "$tapc" "$@") > /dev/null 2> "$work/err"
	st=$?
	err=$(cat "$work/err")
	local user sys
	read -r secs kb user sys < <(tail -n 1 "$work/time")
	cpu=$(awk "BEGIN { print $user + $sys }")
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

# ---- many globals ----
# N globals, each written by a begin probe of its own
many_globals() {
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "global g%d\nprobe begin { g%d = %d }\n", i, i, i }' > "$work/g$1.stp"
}
many_globals 5000
many_globals 20000
bounded 60 2000000 -p2 "$work/g5000.stp"
st5=$st cpu5=$cpu kb5=$kb err5=$err
bounded 60 2000000 -p2 "$work/g20000.stp"
# four times the globals: at most six times the CPU (linear is four; it
# was fifty) over a floor of 0.2 s, against a machine's noise
ratio=$(awk "BEGIN { print $cpu / ($cpu5 > 0.2 ? $cpu5 : 0.2) }")
if ((st5 == 0 && st == 0)) && awk "BEGIN { exit !($ratio <= 6 && $kb <= 6 * $kb5) }"; then
	pass "pass 2 of 20,000 globals: ${cpu} s of CPU, ${kb} KB; of 5,000: ${cpu5} s, ${kb5} KB"
else
	fail "pass 2 of 20,000 globals (exit $st) takes ${cpu} s of CPU, ${kb} KB; of 5,000 (exit $st5): ${cpu5} s, ${kb5} KB" "$err5$err"
fi

exit $failed
