#!/bin/bash
# The runner's own checks, fed fake runs: the kernel-log checker flags each
# kind of trouble and passes a clean log; a case file that is not well
# formed is a suite error; a run is failed when it prints nothing but
# output is expected, when its kernel log shows trouble or is missing, and
# for each assertion it breaks; Makefile.am's unit tests are all listed.
# Prints PASS:/FAIL: lines; exits 1 if one failed.
#
#   testsuite/selftest.sh [TAPC]    (TAPC unused: the runner passes it)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/testsuite/lib/case.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/tapc-selftest.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS: selftest: $1"; }
fail() { echo "FAIL: selftest: $1"; [[ $# -gt 1 ]] && printf '%s\n' "$2" | sed 's/^/    /' | head -n 20; failed=1; }

# ---- the kernel log ----

klog=$top/testsuite/lib/kernel_log.sh
# what the kernel prints, each a kind of trouble the suite must not miss
trouble=(
	'[   12.345678] BUG: kernel NULL pointer dereference, address: 0000000000000008'
	'[   12.345678] WARNING: CPU: 1 PID: 302 at kernel/module/main.c:1234 free_module+0x1c/0x180'
	'[   12.345678] Oops: 0002 [#1] PREEMPT SMP NOPTI'
	'[   12.345678] Call Trace:'
	'[   12.345678] BUG: sleeping function called from invalid context at mm/slab.h:756'
	'[   12.345678] sleeping function called from invalid context'
	'[   12.345678] WARNING: possible recursive locking detected'
	'[   12.345678] possible recursive locking detected'
	'[   12.345678] inconsistent lock state'
	'[   12.345678] WARNING: possible circular locking dependency detected'
	'[   12.345678] possible circular locking dependency detected'
	'[   12.345678] rcu: INFO: rcu_sched self-detected stall on CPU'
	'[   12.345678] rcu_sched self-detected stall on CPU'
	'[   12.345678] rcu: INFO: rcu_preempt detected stalls on CPUs/tasks:'
	'[   12.345678] general protection fault, probably for non-canonical address 0xdead000000000100: 0000 [#1] SMP NOPTI'
	'[   12.345678] Kernel panic - not syncing: Fatal exception'
	'[   12.345678] kernel BUG at mm/slub.c:435!'
	'[   12.345678] invalid opcode: 0000 [#1] PREEMPT SMP NOPTI'
	'[   12.345678] watchdog: BUG: soft lockup - CPU#1 stuck for 22s! [insmod:301]'
	'[   12.345678] NMI watchdog: Watchdog detected hard LOCKUP on cpu 1'
	'[   12.345678] INFO: task rmmod:412 blocked for more than 120 seconds.'
)
clean=(
	'[    0.000000] Linux version 6.1.0-57-amd64 (debian-kernel@lists.debian.org)'
	'[    4.120000] t_hello: loading out-of-tree module taints kernel.'
	'[    4.130000] t_hello: module verification failed: signature and/or required key missing - tainting kernel'
	'[    5.200000] tapc_hello: loaded'
	'[    6.000000] random: crng init done'
)
{ printf '%s\n' "${clean[@]}"; } > "$work/clean.log"
for line in "${trouble[@]}"; do
	{ printf '%s\n' "${clean[@]:0:2}" "$line" "${clean[@]:2}"; } > "$work/bad.log"
	got=$("$klog" "$work/bad.log")
	st=$?
	if ((st == 1)) && [[ $got == "$line" ]]; then
		pass "kernel log: flags '${line#*] }'"
	else
		fail "kernel log: missed '${line#*] }' (exit $st)" "$got"
	fi
done
got=$("$klog" "$work/clean.log")
st=$?
if ((st == 0)) && [[ -z $got ]]; then pass "kernel log: a clean log passes"
else fail "kernel log: a clean log (exit $st)" "$got"; fi
"$klog" "$work/no-such.log" 2> /dev/null
st=$?
if ((st == 2)); then pass "kernel log: a missing log is an error"
else fail "kernel log: a missing log exits $st"; fi

# ---- case files ----

guest_sections=(ARGS RUNARGS CMD STATUS TIMEOUT PROG STDIN FILTER EXPECT EXPECT_REGEX STDERR STDERR_REGEX)
# bad NAME WANT TEXT: a case file TEXT is refused with an error matching WANT
bad() {
	printf '%s' "$3" > "$work/case.t"
	if case_read "$work/case.t" "${guest_sections[@]}"; then
		fail "case file: $1 is accepted"
	elif [[ $case_error =~ $2 ]]; then
		pass "case file: $1 is a suite error ($case_error)"
	else
		fail "case file: $1: error '$case_error', expected /$2/"
	fi
}
good='# checks
=== PROG
probe begin { exit() }
=== EXPECT
'
rest=${good#\# checks$'\n'}
# with LINE: the good case with LINE after its description
with() { printf '# checks\n%s\n%s' "$1" "$rest"; }
bad "an unknown section" "unknown section 'EXPECTED'" "${good/=== EXPECT/=== EXPECTED}"
bad "no assertion" "no assertion" '# checks
=== PROG
probe begin { exit() }
'
bad "no script" "no PROG" '# checks
=== EXPECT
hi
'
bad "no description" "what it checks" "$rest"
bad "text before the first section" "before the first section" "probe begin {}
$good"
bad "a one-line section without its value" "STATUS needs a value" "$(with '=== STATUS')"$'\n'
bad "a block with text on its line" "PROG takes its text" "${good/=== PROG/=== PROG x}"
bad "a section twice" "a second EXPECT" "$good=== EXPECT
"
bad "a non-numeric status" "not a number" "$(with '=== STATUS one')"$'\n'
bad "a time limit that is no number of seconds" "not a number of seconds" "$(with '=== TIMEOUT 0')"$'\n'
bad "text after a one-line section" "after a one-line section" "# checks
=== STATUS 1
x
=== PROG
p
=== EXPECT
"
bad "no newline at the end" "no newline at the end" "${good}x"
with '=== CMD true' > "$work/case.t"
if ! case_read "$work/case.t" ARGS STATUS PROG EXPECT EXPECT_REGEX &&
	[[ $case_error == *"not one this floor runs"* ]]; then
	pass "case file: a guest-only section in a host case is a suite error"
else
	fail "case file: CMD in a host case: '$case_error'"
fi

# Sections are kept exactly: blank lines, '#' lines, leading blanks, an
# empty section.
exact='# what
# it checks
=== ARGS -DA=1  -DB=2
=== PROG
# a comment in the script

	probe begin { exit() }

=== EXPECT
=== STDERR
 ERROR: x
'
bad "a second STDERR" "a second STDERR" "$exact=== STDERR
"
printf '%s' "$exact" > "$work/case.t"
if case_read "$work/case.t" "${guest_sections[@]}" &&
	[[ ${case_text[ARGS]} == "-DA=1  -DB=2" &&
	${case_text[PROG]} == $'# a comment in the script\n\n\tprobe begin { exit() }\n\n' &&
	${case_text[EXPECT]} == "" && ${case_text[STDERR]} == $' ERROR: x\n' &&
	$case_desc == $' what\n it checks\n' ]] && case_has EXPECT && ! case_has CMD; then
	pass "case file: sections are read exactly"
else
	fail "case file: sections read" "$case_error $(declare -p case_text)"
fi

# the runtime's cases are modules: no PROG where the floor does not run one
printf '%s' '# a module
=== STATUS 1
=== EXPECT
begin
' > "$work/case.t"
if case_read "$work/case.t" STATUS EXPECT STDERR; then
	pass "case file: no PROG where the floor runs none"
else
	fail "case file: a runtime case: '$case_error'"
fi
if ! case_read "$work/case.t" "${guest_sections[@]}" && [[ $case_error == *"no PROG"* ]]; then
	pass "case file: no PROG where the floor runs one is a suite error"
else
	fail "case file: a guest case without PROG: '$case_error'"
fi

# ---- verdicts over fake runs ----

# verdict NAME WANT(pass|fail) WHY CASE OUT ERR STATUS DMESG|-: the verdict
# on a guest run of CASE that printed OUT and ERR, exited STATUS and left
# the kernel log DMESG (- for none)
verdict() {
	local name=$1 want=$2 why=$3
	printf '%s' "$4" > "$work/v.t"
	case_read "$work/v.t" "${guest_sections[@]}" || { fail "verdict $name: case: $case_error"; return; }
	rm -f "$work/run".*
	[[ $5 == - ]] || printf '%s' "$5" > "$work/run.out"
	printf '%s' "$6" > "$work/run.err"
	[[ $7 == - ]] || echo "$7" > "$work/run.status"
	[[ $8 == - ]] || printf '%s' "$8" > "$work/run.dmesg"
	mkdir -p "$work/scratch"
	if run_verdict "$work/run" "$work/scratch" guest; then
		[[ $want == pass ]] && pass "verdict: $name" || fail "verdict: $name passed"
	elif [[ $want == fail && $verdict == *"$why"* ]]; then
		pass "verdict: $name fails ($verdict)"
	else
		fail "verdict: $name: '$verdict', expected ${why:-a pass}" "$verdict_detail"
	fi
}
hello='# hello
=== PROG
probe begin { println("hello") exit() }
=== EXPECT
hello
'
log=$'[ 1.0] t_hello: loading out-of-tree module taints kernel.\n'
verdict "what it expects" pass "" "$hello" $'hello\n' "" 0 "$log"
verdict "a run that printed nothing" fail "printed nothing" "$hello" "" "" 0 "$log"
verdict "a run that never ran" fail "exit none, expected 0" "$hello" - "" - -
verdict "a run that left no output file" fail "did not run" "$hello" - "" 0 "$log"
verdict "another exit status" fail "exit 1, expected 0" "$hello" $'hello\n' "" 1 "$log"
verdict "other output" fail "stdout differs" "$hello" $'hullo\n' "" 0 "$log"
verdict "a kernel BUG during the run" fail "kernel log shows trouble" "$hello" $'hello\n' "" 0 \
	"$log"$'[ 2.0] BUG: sleeping function called from invalid context at kernel/locking/rwsem.c:1514\n'
verdict "an RCU stall during the run" fail "kernel log shows trouble" "$hello" $'hello\n' "" 0 \
	"$log"$'[ 9.0] rcu: INFO: rcu_sched self-detected stall on CPU\n'
verdict "no kernel log" fail "no kernel log" "$hello" $'hello\n' "" 0 -
verdict "an oops beside other output" fail "stdout differs, and the kernel log shows trouble" \
	"$hello" $'hullo\n' "" 0 "$log"$'[ 3.0] Oops: 0002 [#1] PREEMPT SMP NOPTI\n'
verdict "stderr not as expected" fail "stderr differs" "$hello=== STDERR
WARNING: x
" $'hello\n' $'WARNING: y\n' 0 "$log"
verdict "stderr as expected" pass "" "$hello=== STDERR
WARNING: x
" $'hello\n' $'WARNING: x\n' 0 "$log"
verdict "stderr against its regexes" pass "" "$hello=== STDERR_REGEX
WARNING: [0-9]+ lost
" $'hello\n' $'WARNING: 12 lost\n' 0 "$log"
verdict "stderr not matching its regexes" fail "STDERR_REGEX" "$hello=== STDERR_REGEX
WARNING: [0-9]+ lost
" $'hello\n' $'WARNING: 12 lost\nmore\n' 0 "$log"
verdict "stdout against its regexes" pass "" '# r
=== PROG
p
=== EXPECT_REGEX
cpu [0-9]+
' $'cpu 3\n' "" 0 "$log"
verdict "a filter's output compared" pass "" '# f
=== PROG
p
=== FILTER
wc -l
=== EXPECT
2
' $'a\nb\n' "" 0 "$log"
verdict "nothing to filter when output is expected" fail "printed nothing" '# f
=== PROG
p
=== FILTER
wc -c
=== EXPECT
0
' "" "" 0 "$log"
verdict "no output, none expected" pass "" '# e
=== PROG
p
=== EXPECT
' "" "" 0 "$log"

# ---- runs the guest runner cut short (lib/guest_batch.sh) ----

. "$top/testsuite/lib/guest_batch.sh"
# short NAME WANT FILES...: a run that left FILES (NAME=CONTENT) is cut
# short with a verdict matching WANT, or with WANT "-" is not
short() {
	local name=$1 want=$2 f
	shift 2
	rm -f "$work/run".*
	for f in "$@"; do printf '%s\n' "${f#*=}" > "$work/run.${f%%=*}"; done
	if guest_cut_short "$work/run" 30; then
		[[ $want != - && $verdict =~ $want ]] && pass "runner: $name ($verdict)" ||
			fail "runner: $name: '$verdict', expected /$want/"
	else
		[[ $want == - ]] && pass "runner: $name is judged as its case says" ||
			fail "runner: $name was not cut short"
	fi
}
short "a run that ended" - status=0 out=hello dmesg=
short "a run stopped at its limit" "^timed out: still running after its limit of 30 s" \
	status=124 timeout=30 dmesg= err=x
short "a run killed 10 s after its limit" "^timed out" status=137 timeout=30 dmesg=
short "a run that left its module loaded" "module was still loaded after the run \(exit 137\)" \
	status=137 loaded= dmesg=
short "a run the guest hung in" "^the guest made no progress for 95 s .*booted again" hung=95
short "a run that left trouble in the kernel's log" \
	"left the kernel dirty \(exit 0; its kernel log shows trouble\): the guest booted again" \
	status=0 dirty="4096 4096" dmesg="[ 1.0] WARNING: CPU: 0 PID: 1 at x.c:1 f+0x1/0x2"
short "a run that tainted the kernel" \
	"left the kernel dirty \(exit 1; the kernel's taint went from 4096 to 4608\)" \
	status=1 dirty="4096 4608" dmesg=
rm -f "$work/run".*
echo 124 > "$work/run.status"; echo 30 > "$work/run.timeout"
printf '[ 1.0] BUG: soft lockup - CPU#0 stuck for 22s!\n' > "$work/run.dmesg"
guest_cut_short "$work/run" 30
[[ $verdict_detail == *"soft lockup"* ]] && pass "runner: a run stopped at its limit tells its kernel log's trouble" ||
	fail "runner: the trouble of a run stopped at its limit is not told" "$verdict_detail"

# ---- a case that appears while a part runs ----

# The guest part over a folder of one case, through a tapc that adds a
# second case to the folder as it builds the first (as a checkout or a
# rebase in the tree does under a running suite) and fails that build:
# the part runs the cases it took when it began, and the one that
# appeared is a failure by name, never left out uncounted.
late=$work/late
mkdir -p "$late/cases" "$late/build"
printf '%s\n' '# the first case' '=== PROG' 'probe begin { exit() }' '=== EXPECT' > "$late/cases/first.t"
cat > "$late/build/tapc" <<EOF2
#!/bin/sh
printf '%s\\n' '# the late case' '=== PROG' 'probe begin { exit() }' '=== EXPECT' > "$late/cases/late.t"
echo "a build that fails" >&2
exit 1
EOF2
chmod +x "$late/build/tapc"
got=$(TAPC_BUILD_DIR=$late/build TAPC_GUEST_CASES=$late/cases CASES='*' \
	TAPC_GUEST_RELEASE=$(uname -r) "$top/testsuite/run" guest 2>&1)
if [[ -e $late/cases/late.t ]] && grep -q '^FAIL: guest/first: build$' <<< "$got" &&
	grep -q '^FAIL: guest/late: not run: its case file appeared in ' <<< "$got" &&
	[[ $(tail -n 1 <<< "$got") == "0 passed, 2 failed, 0 skipped" ]]; then
	pass "runner: a case file that appears during the guest part fails, named"
else
	fail "runner: a case file that appeared during the guest part is not counted as a failure" "$got"
fi

# ---- the unit tests ----

mkdir -p "$work/top/testsuite/unit"
printf '%s\n' 'check_PROGRAMS = testsuite/unit/a \' '	testsuite/unit/b' \
	'check_PROGRAMS += testsuite/unit/c' 'other_PROGRAMS = x' > "$work/top/Makefile.am"
: > "$work/top/testsuite/unit/test_d.sh"
got=$(unit_programs "$work/top" | tr '\n' ' ')
if [[ $got == "testsuite/unit/a testsuite/unit/b testsuite/unit/c testsuite/unit/test_d.sh " ]]; then
	pass "every check_PROGRAMS is a unit test, built or not"
else
	fail "unit tests listed: $got"
fi
exit $failed
