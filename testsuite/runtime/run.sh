#!/bin/sh
# The runtime's tests. Builds the hand-written modules of this directory
# with kbuild, runs them with `tapc --run-module` (in one qemu guest boot,
# through `tapc --guest-run`, when this kernel cannot load modules), and
# compares what they print with expected/NAME.t (its STATUS, EXPECT and
# STDERR sections: testsuite/README.md). Also runs the formatter's unit
# test. Prints PASS:/FAIL: lines; exits 1 if any test failed.
#
# usage: testsuite/runtime/run.sh [TAPC]
#   TAPC defaults to ./tapc. TAPC_KERNEL_RELEASE picks the kernel (default:
#   the one tapc targets without -r); TAPC_RUNTIME_KEEP=1 keeps the work dir.
# internal: run.sh --cases WORKDIR, the part that runs in the guest.
set -u

cases() {
	w=$1
	t=$w/tapc
	r=$w/results
	mkdir -p "$r"
	cd "$w" || exit 1
	dmesg -C	# the kernel log of these tests only
	# klog NAME: the kernel's log since the last klog, as NAME.dmesg
	klog() {
		dmesg -c >"$r/$1.dmesg.part" && mv "$r/$1.dmesg.part" "$r/$1.dmesg"
	}
	# run NAME TAPC-ARGS...: NAME.out, NAME.err, NAME.status and NAME.dmesg in
	# results/
	run() {
		name=$1
		shift
		"$t" "$@" >"$r/$name.out" 2>"$r/$name.err" </dev/null
		echo $? >"$r/$name.status"
		klog "$name"
	}
	run basic -c "$w/closer 1000" --run-module basic.ko
	run error --run-module error.ko
	run maps --run-module maps.ko
	run exit -T 120 -c "$w/closer 0" --run-module exit.ko
	run softerrors -c "$w/closer 10" --run-module softerrors.ko
	run badtp --run-module badtp.ko
	run child_fails -c false --run-module idle.ko
	run timeout -T 2 -o "$r/timeout.file" --run-module idle.ko
	run storm -T 3 -c "$w/syscall_storm 60" --run-module storm.ko

	# A byte on stdin stops the session, as the guest's Ctrl-C does.
	(sleep 2; echo x) | "$t" --stop-on-stdin --run-module idle.ko \
		>"$r/stdin.out" 2>"$r/stdin.err"
	echo $? >"$r/stdin.status"
	klog stdin

	"$t" --run-module idle.ko >"$r/sigterm.out" 2>"$r/sigterm.err" &
	pid=$!
	sleep 2
	kill -TERM $pid
	wait $pid
	echo $? >"$r/sigterm.status"
	klog sigterm

	# Unloading while hits come fast, its runner killed.
	"$w/syscall_storm" 10 &
	storm=$!
	"$t" --run-module storm.ko >/dev/null 2>&1 &
	pid=$!
	# until it runs (a loaded host's guest may take seconds to load
	# it), then a moment of hits
	n=0
	while ! grep -qs '^running' /proc/tapc_storm/ctl && [ $n -lt 300 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	sleep 1
	{ kill -KILL $pid; wait $pid; } 2>/dev/null
	rmmod storm >"$r/unload.out" 2>"$r/unload.err"
	echo $? >"$r/unload.rc"
	grep -c '^storm ' /proc/modules >>"$r/unload.out"
	wait $storm

	# A compiled script that hits probes from every CPU, unloaded under
	# way, again and again: its runner killed first, or stopped.
	"$w/syscall_storm" 60 &
	storm=$!
	: >"$r/unload_script.out"
	i=0
	while [ $i -lt 10 ]; do
		"$t" --run-module storm_script.ko \
			>/dev/null 2>"$r/unload_script.$i.err" &
		pid=$!
		# until it runs, then a moment of hits
		n=0
		while ! grep -qs '^running' /proc/tapc_storm_script/ctl &&
			[ $n -lt 300 ]; do
			sleep 0.1
			n=$((n + 1))
		done
		sleep 0.5
		if [ $((i % 2)) = 0 ]; then
			{ kill -KILL $pid; wait $pid; } 2>/dev/null
			rmmod storm_script 2>>"$r/unload_script.out"
		else
			kill -TERM $pid
			wait $pid
		fi
		grep -c '^storm_script ' /proc/modules >>"$r/unload_script.out"
		i=$((i + 1))
	done
	kill $storm
	wait $storm 2>/dev/null

	dmesg >"$r/dmesg"	# what the cases after the last klog left
	exit 0
}

if [ "${1-}" = --cases ]; then
	cases "$2"
fi

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tapc=${1:-./tapc}
failed=0

pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1${2:+ ($2)}"; failed=1; }

release=${TAPC_KERNEL_RELEASE:-$("$here/../lib/target_release.sh" "$tapc")}
if [ -z "$release" ] || ! TAPC_RELEASE=$release "$tapc" --in-kernel-tree true; then
	echo "FAIL: runtime (no kernel build tree for ${release:-the target})"
	exit 1
fi
if [ ! -x "$tapc" ]; then
	echo "FAIL: runtime (no tapc at $tapc)"
	exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-runtime.XXXXXX") || exit 1
if [ -z "${TAPC_RUNTIME_KEEP-}" ]; then
	trap 'rm -rf "$work"' EXIT
else
	echo "keeping $work"
fi

# The formatter, in user space.
if ${CC:-cc} -std=c11 -Wall -Wextra -Werror -o "$work/format_test" \
	"$here/format_test.c" >"$work/format_test.log" 2>&1; then
	"$work/format_test" || failed=1
else
	cat "$work/format_test.log"
	fail format_test "does not compile"
fi

# The modules, warning-free, and the targets they watch.
modules="basic error exit softerrors storm idle badtp maps"
for m in $modules; do
	cp "$here/$m.c" "$work/"
done
# the target's features, as tapc puts them before the runtime it compiles
TAPC_RELEASE=$release "$tapc" --kernel-features >"$work/tapc_features.h" ||
	fail kernel_features
{
	echo "obj-m := $(echo $modules | sed 's/\([a-z]*\)/\1.o/g')"
	echo "ccflags-y := -I$top/runtime -include $work/tapc_features.h"
} >"$work/Kbuild"
# without the jobserver of a `make -j2 check` around the suite, which kbuild's
# make would warn about (and kernel/kbuild.c leaves out too)
if env -u MAKEFLAGS -u MFLAGS TAPC_RELEASE="$release" "$tapc" --in-kernel-tree make M="$work" modules \
	>"$work/kbuild.log" 2>&1; then
	if grep -q 'warning:' "$work/kbuild.log"; then
		grep 'warning:' "$work/kbuild.log"
		fail runtime_build "warnings"
	else
		pass runtime_build
	fi
else
	cat "$work/kbuild.log"
	fail runtime_build
	exit 1
fi
for p in closer syscall_storm; do
	${CC:-cc} -O2 -static -o "$work/$p" "$here/$p.c" || exit 1
done
# A script compiled by tapc itself, for the unload test.
tapc_abs=$(cd "$(dirname "$tapc")" && pwd)/$(basename "$tapc")
if (cd "$work" && TMPDIR=$work "$tapc_abs" -p4 -k -m storm_script \
	-DMAXSKIPPED=1000000000 "$here/storm_script.stp") >"$work/storm_script.log" 2>&1; then
	cp "$(sed -n 's/^Keeping temporary directory "\(.*\)"$/\1/p' \
		"$work/storm_script.log")/storm_script.ko" "$work/"
else
	cat "$work/storm_script.log"
	fail storm_script_build
fi
cp "$tapc" "$work/tapc"
cp "$0" "$work/run.sh"

if [ -e /proc/modules ]; then
	sh "$work/run.sh" --cases "$work"
else
	TAPC_GUEST_RELEASE=$release "$tapc" --guest-run \
		--guest-writable "$work" /bin/sh "$work/run.sh" --cases "$work"
fi
status=$?
if [ $status -ne 0 ]; then
	fail guest "exit status $status"
fi

r=$work/results
# same NAME: output, errors and status as expected/NAME.t says, and the
# kernel's log over it clean
same() {
	if "$here/../lib/verdict.sh" "$here/expected/$1.t" "$r/$1"; then
		pass "$1"
	else
		fail "$1"
	fi
}
for c in basic error maps exit softerrors badtp child_fails stdin sigterm; do
	same $c
done

if [ "$(cat "$r/timeout.status" 2>/dev/null)" = 0 ] && [ ! -s "$r/timeout.out" ] &&
	"$here/../lib/kernel_log.sh" "$r/timeout.dmesg" &&
	"$here/../lib/verdict.sh" --section EXPECT "$here/expected/stdin.t" |
	diff -u - "$r/timeout.file"; then
	pass timeout_and_output_file
else
	fail timeout_and_output_file
fi

# Every line whole; only warnings (lost records, skipped hits) on stderr.
if [ "$(cat "$r/storm.status" 2>/dev/null)" = 0 ] &&
	"$here/../lib/kernel_log.sh" "$r/storm.dmesg" &&
	[ "$(tail -n 1 "$r/storm.out")" = "end: 1" ] &&
	! grep -qv -e '^hit [0-9]*$' -e '^end: 1$' "$r/storm.out" &&
	! grep -qv '^WARNING: ' "$r/storm.err"; then
	pass storm
else
	tail -n 3 "$r/storm.out" "$r/storm.err"
	fail storm
fi

if [ "$(cat "$r/unload.rc" 2>/dev/null)" = 0 ] &&
	[ "$(cat "$r/unload.out")" = 0 ]; then
	pass unload_while_firing
else
	cat "$r/unload.out" "$r/unload.err"
	fail unload_while_firing
fi

if [ "$(cat "$r/unload_script.out" 2>/dev/null)" = "$(printf '0\n%.0s' 1 2 3 4 5 6 7 8 9 10)" ]; then
	pass unload_script_while_firing_10_times
else
	cat "$r/unload_script.out" "$r"/unload_script.*.err
	fail unload_script_while_firing_10_times
fi

if "$here/../lib/kernel_log.sh" "$r/dmesg"; then
	pass kernel_log_clean
else
	fail kernel_log_clean
fi

exit $failed
