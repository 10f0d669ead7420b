#!/bin/bash
# SIGINT and SIGTERM end tapc within a second in every pass, with stap's
# exit status, its temporary files removed and none of its processes
# (make, the compilers, qemu) left: each signal sent in pass 1, 2 and 3
# of a big script and in pass 4's kbuild (host); in pass 5 while the
# guest boots and while the script runs there, where the end probes run
# and the status is 0, as after stap's Ctrl-C, also while the host's
# stdin is forwarded to the script's input probes; and in the suite's
# guest runner (tapc --guest-run) with a program that ignores them
# (guest). SIGKILL in pass 4's kbuild (host) and in pass 5 (guest)
# leaves no process, and what it left in TMPDIR the next run removes.
#
#   signals.sh TAPC host|guest       prints PASS:/FAIL: lines
set -u
tapc=$(realpath "$1")
part=$2
work=$(mktemp -d /tmp/tapc-signals.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS: signals/$1"; }
fail() {
	echo "FAIL: signals/$1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 30
	failed=1
}

# Passes 1 to 3 take seconds on this script: 20000 functions, each
# called from a probe of its own.
big_script() {
	awk 'BEGIN {
		n = 20000
		print "global a"
		for (i = 0; i < n; i++)
			printf "function f%d(x) { if (x > %d) return x * %d + f%d(x - 1); else return x }\n", i, i, i, int(i / 2)
		for (i = 0; i < n; i++)
			printf "probe begin { a[%d] = f%d(%d) }\n", i, i, i
		print "probe begin { exit() }"
	}' > "$work/big.stp"
}

ms_now() { echo $(($(date +%s%N) / 1000000)); }

# The processes of one run: those whose environment has its tag (tapc's
# children inherit it: make, the compilers, qemu, virtiofsd).
tagged() {
	local f p
	for f in $(grep -lzx "TAPC_SIGNAL_TEST=$1" /proc/[0-9]*/environ 2>/dev/null); do
		p=${f#/proc/}
		p=${p%/environ}
		[[ $p == "$BASHPID" ]] || echo "$p $(cat "/proc/$p/comm" 2>/dev/null)"
	done
}

# until_ready CONDITION SECONDS: waits for the shell CONDITION; false if
# it did not hold in time or the run ended first.
until_ready() {
	local i
	for ((i = 0; i < $2 * 20; i++)); do
		eval "$1" && return 0
		kill -0 "$pid" 2>/dev/null || return 1
		sleep 0.05
	done
	return 1
}

# interrupt NAME SIGNAL STATUS WHEN TIMEOUT NOT_PASSED ARGS...: runs tapc
# ARGS in $work/NAME (its TMPDIR there too, and with $fresh_cache set its
# caches, which are then checked for half-written files, as its temporary
# directory is), waits up to TIMEOUT seconds
# for the condition WHEN ($run: the run's files), sends SIGNAL, and
# checks that it ended within a second with STATUS, that stderr has no
# line matching NOT_PASSED (the pass it was in did not finish), that
# its temporary directory is empty and no process of it is left.
interrupt() {
	local name=$1 sig=$2 want=$3 when=$4 timeout=$5 not_passed=$6
	shift 6
	local run=$work/$name tag=$name.$$
	mkdir -p "$run/tmp"
	local xdg=${XDG_CACHE_HOME:-}
	[[ -n $fresh_cache ]] && xdg=$run/cache
	(cd "$run" && XDG_CACHE_HOME=$xdg TMPDIR=$run/tmp TAPC_SIGNAL_TEST=$tag \
		exec "$tapc" "$@") > "$run/out" 2> "$run/err" < "${run_stdin:-/dev/null}" &
	pid=$!
	if ! until_ready "$when" "$timeout"; then
		kill -KILL "$pid" 2>/dev/null
		wait "$pid"
		fail "$name: not ready to be interrupted ($when) within $timeout s" \
			"$(cat "$run/err")"
		return
	fi
	local start=$(ms_now) status took
	kill -"$sig" "$pid"
	wait "$pid"
	status=$?
	took=$(($(ms_now) - start))
	local why=""
	((status == want)) || why+="exit $status, expected $want; "
	((took <= ${interrupt_limit_ms:-1000})) || why+="took $took ms; "
	[[ -n $not_passed ]] && grep -qE "$not_passed" "$run/err" &&
		why+="the pass was over before the signal ($not_passed); "
	local left
	left=$(ls -A "$run/tmp")
	[[ -z $left ]] || why+="left in TMPDIR: $left; "
	if [[ -n $fresh_cache ]]; then
		left=$(cd "$run/cache" 2>/dev/null &&
			find . -name '*.tmp' -o -name '*.tmp.*' -o -name '.tmp-*' -o -name '.old-*')
		[[ -z $left ]] || why+="left in the cache: $left; "
	fi
	left=$(tagged "$tag")
	if [[ -n $left ]]; then
		sleep 0.2	# a killed process may still be on its way out
		left=$(tagged "$tag")
	fi
	[[ -z $left ]] || why+="processes left: $(tr '\n' ' ' <<< "$left"); "
	if [[ -z $why ]]; then
		pass "$name: SIG$sig ended it in $took ms, exit $status"
	else
		fail "$name: SIG$sig: $why" "$(cat "$run/err")"
		kill -KILL $(cut -d' ' -f1 <<< "$left") 2>/dev/null
	fi
}

# killed NAME WHEN TIMEOUT ARGS...: runs tapc ARGS as interrupt does,
# SIGKILLs it once WHEN holds (no handler of tapc's runs), and checks
# that none of its processes outlives it by more than two seconds, and
# that the next run in the same TMPDIR removes what it left there.
killed() {
	local name=$1 when=$2 timeout=$3
	shift 3
	local run=$work/$name tag=$name.$$
	mkdir -p "$run/tmp"
	(cd "$run" && TMPDIR=$run/tmp TAPC_SIGNAL_TEST=$tag exec "$tapc" "$@") \
		> "$run/out" 2> "$run/err" < /dev/null &
	pid=$!
	if ! until_ready "$when" "$timeout"; then
		kill -KILL "$pid" 2>/dev/null
		wait "$pid"
		fail "$name: not ready to be killed ($when) within $timeout s" "$(cat "$run/err")"
		return
	fi
	kill -KILL "$pid"
	wait "$pid" 2> /dev/null
	local left i
	for ((i = 0; i < 20; i++)); do
		left=$(tagged "$tag")
		[[ -z $left ]] && break
		sleep 0.1
	done
	if [[ -z $left ]]; then
		pass "$name: SIGKILL: none of its processes left"
	else
		fail "$name: SIGKILL: processes left: $(tr '\n' ' ' <<< "$left")"
		kill -KILL $(cut -d' ' -f1 <<< "$left") 2>/dev/null
	fi
	local before
	before=$(ls -A "$run/tmp")
	(cd "$run" && TMPDIR=$run/tmp "$tapc" -p2 -e 'probe begin { exit() }') > /dev/null 2>&1
	left=$(ls -A "$run/tmp")
	if [[ -n $before && -z $left ]]; then
		pass "$name: the next run removed what it left ($(tr '\n' ' ' <<< "$before"))"
	else
		fail "$name: left in TMPDIR: '$before', after the next run: '$left'"
	fi
}

# interrupt_input: a script with input probes, its stdin a pipe that
# stays open (as a terminal does) and carries a byte 0x03 as data: the
# host's stdin reaches the script in the guest beside the Ctrl-C, which
# still ends the run with its end probe.
interrupt_input() {
	local fifo=$work/input.fifo writer
	mkfifo "$fifo"
	{ printf 'one\n\003two\n'; exec sleep 600; } > "$fifo" &
	writer=$!
	run_stdin=$fifo
	interrupt input-INT INT 0 'grep -qs "two$" "$run/out"' 300 '' \
		-e 'probe input.line { printf("got %s", line) } probe end { println("ended") }'
	run_stdin=
	kill "$writer" 2>/dev/null
	wait "$writer" 2>/dev/null
	local want=$'got one\ngot \003two\nended'
	if [[ $(cat "$work/input-INT/out") == "$want" ]]; then
		pass "input-INT: the input came through, 0x03 as data, then the end probe"
	else
		fail "input-INT: output" "$(od -c "$work/input-INT/out" | head; cat "$work/input-INT/err")"
	fi
}

# A process of the run other than tapc itself: make, sh, gcc, qemu.
has_child() {
	tagged "$1" | grep -qv " tapc$"
}

fresh_cache=
run_stdin=

host() {
	big_script
	local sig
	for sig in INT TERM; do
		# pass 1 reads the tapsets and the script for a good second
		interrupt "pass1-$sig" "$sig" 1 'sleep 0.2' 2 '^Pass 1:' \
			-v -p3 "$work/big.stp"
		interrupt "pass2-$sig" "$sig" 1 'grep -qs "^Pass 1:" "$run/err"' 60 \
			'^Pass 2:' -v -p3 "$work/big.stp"
		interrupt "pass3-$sig" "$sig" 1 'grep -qs "^Pass 2:" "$run/err"' 60 \
			'^Pass 3:' -v -p3 "$work/big.stp"
		# kbuild's make and its compilers at work
		interrupt "pass4-$sig" "$sig" 1 \
			'grep -qs "^Pass 3:" "$run/err" && has_child "$tag"' 60 \
			'^Pass 4:' -v -p4 --disable-cache \
			-e 'probe begin { println("x") }'
	done
	# kbuild's make and its compilers at work, tapc killed outright
	killed pass4-KILL 'grep -qs "^Pass 3:" "$run/err" && tagged "$tag" | grep -q " cc1$"' 60 \
		-v -p4 --disable-cache -e 'probe begin { println("x") }'
	# in caches of its own: pass 2 generating the kernel's catalogs
	# with kbuild, and pass 4 making the runtime's object for the cache
	fresh_cache=1
	interrupt pass2-kbuild TERM 1 \
		'grep -qs "^Pass 1:" "$run/err" && has_child "$tag"' 60 \
		'^Pass 2:' -v -p4 -e 'probe kernel.trace("sched_switch") { println($prev->pid) }'
	interrupt pass4-cache INT 1 \
		'grep -qs "^Pass 3:" "$run/err" && has_child "$tag"' 120 \
		'^Pass 4:' -v -p4 -e 'probe kernel.trace("sched_switch") { println($prev->pid) }'
	fresh_cache=
}

guest() {
	local sig
	for sig in INT TERM; do
		# qemu booting the guest, the script not started: as an
		# interrupt before the run, exit 1
		interrupt "boot-$sig" "$sig" 1 \
			'grep -qs "^Pass 5: starting run" "$run/err" && has_child "$tag"' 120 \
			'' -v -e 'probe begin { println("started") }'
		# the script running: its end probe runs, exit 0
		interrupt "run-$sig" "$sig" 0 'grep -qs "^started$" "$run/out"' 300 \
			'' -e 'probe begin { println("started") } probe end { println("ended") }'
		if grep -qx ended "$work/run-$sig/out"; then
			pass "run-$sig: the end probe ran"
		else
			fail "run-$sig: the end probe did not run" "$(cat "$work/run-$sig/out" "$work/run-$sig/err")"
		fi
		# the suite's guest runner, its program deaf to the Ctrl-C
		# passed on: the guest is stopped (exit 125: no status of its)
		# after its grace of 0.75 s (driver/guest.c), then reaped and
		# its files removed, which a loaded host stretched past 1 s
		interrupt_limit_ms=1500 interrupt "guest-run-$sig" "$sig" 125 'grep -qs "^started$" "$run/out"' 300 \
			'' --guest-run /bin/sh -c 'trap "" INT TERM; echo started; sleep 60'
	done
	interrupt_input
	# the script running in the guest, tapc killed outright: qemu and
	# virtiofsd end with it, the next run removes its directories
	killed run-KILL 'grep -qs "^started$" "$run/out"' 300 \
		-e 'probe begin { println("started") }'
}

case $part in
host) host ;;
guest) guest ;;
*) echo "usage: signals.sh TAPC host|guest" >&2; exit 2 ;;
esac
exit $failed
