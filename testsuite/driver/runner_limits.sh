#!/bin/bash
# The guest runner's time limits, on the suite itself (testsuite/run guest
# over cases of its own): a case that runs past its TIMEOUT is stopped
# and failed as timed out, and the cases after it run in the same boot; a
# case that stops the guest's runner (SIGSTOP to the batch inside the
# guest, as a wedged guest would stop it) is failed once the host sees no
# progress, and the guest is booted again for the case after it; a case
# that leaves the kernel dirty (trouble in its log: SysRq's backtrace of
# the CPUs, "Call Trace") is failed so, and the case after it passes in a
# guest booted again; the boots that ended on their own are judged as
# ever.
#
#   runner_limits.sh TAPC            prints PASS:/FAIL: lines
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/tapc-runner-limits.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS: runner_limits: $1"; }
fail() {
	echo "FAIL: runner_limits: $1"
	[[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 40
	failed=1
}
mkdir -p "$work/cases"
cat > "$work/cases/a_hang.t" <<'CASE'
# a command that runs far past the case's limit
=== TIMEOUT 8
=== CMD sleep 600
=== PROG
probe begin { println("started") }
=== EXPECT
started
CASE
cat > "$work/cases/b_wedge.t" <<'CASE'
# the guest's runner stopped: no case ends any more
=== TIMEOUT 5
=== CMD sh -c 'kill -STOP $(pgrep -f guest-batch.sh); sleep 600'
=== PROG
probe begin { println("wedged") }
=== EXPECT
wedged
CASE
cat > "$work/cases/c_dirty.t" <<'CASE'
# a case after the wedged one, in the guest booted again, that leaves
# trouble in the kernel's log
=== CMD sh -c 'echo l > /proc/sysrq-trigger'
=== PROG
probe begin { println("dirty") }
=== EXPECT
dirty
CASE
cat > "$work/cases/d_after.t" <<'CASE'
# a case after the one that left the kernel dirty, in a guest booted again
=== PROG
probe begin { println("after") exit() }
=== EXPECT
after
CASE
start=$SECONDS
out=$(TAPC_GUEST_CASES=$work/cases CASES='*' TAPC_GUEST_GRACE=15 \
	"$top/testsuite/run" guest 2>&1)
took=$((SECONDS - start))
line() { grep -qE "$1" <<< "$out"; }
line '^FAIL: guest/a_hang: timed out: still running after its limit of 8 s' &&
	pass "a case past its limit is stopped and failed as timed out" ||
	fail "a case past its limit" "$out"
line '^FAIL: guest/b_wedge: the guest made no progress for [0-9]+ s \(the case.s limit: 5 s\): stopped, and booted again' &&
	pass "a case that stops the guest's runner is failed when the host sees no progress" ||
	fail "a case that stops the guest's runner" "$out"
line '^FAIL: guest/c_dirty: it left the kernel dirty \(exit 0; its kernel log shows trouble\): the guest booted again' &&
	pass "the case after it runs in the guest booted again; one that leaves the kernel dirty is failed so" ||
	fail "the case after the wedged one, which leaves the kernel dirty" "$out"
line '^PASS: guest/d_after$' &&
	pass "the case after the dirty one passes in the guest booted again" ||
	fail "the case after the dirty one" "$out"
line '^PASS: guest: kernel log clean after all runs \(3 boot\(s\)\)$' && line '^2 passed, 3 failed, 0 skipped$' &&
	pass "three boots, the counts as they should be, in $took s" ||
	fail "the boots or the counts" "$out"
exit $failed
