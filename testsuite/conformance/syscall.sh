#!/bin/bash
# SystemTap's own system call tests (its testsuite/systemtap.syscall: C
# programs, each call followed by the line stap prints for it), run as
# stap's harness runs them, with tapc in place of stap: every program in one
# session of SCRIPT, in one guest boot. The suite and its harness stay in
# ../shared/conformance/syscall beside the repository (data for checking,
# never copied here); without them every script is one counted SKIP.
#
#   syscall.sh TAPC [SCRIPT]      SCRIPT: sys.stp (default), nd_sys.stp or
#                                 tp_sys.stp; the kernel is
#                                 $TAPC_GUEST_RELEASE (else $TAPC_RELEASE,
#                                 else tapc's default target)
#
# One PASS:/FAIL:/SKIP: line per program. A program that does not pass yet
# is listed in syscall.known (SCRIPT KERNEL PROGRAM: reason, KERNEL as
# "6.1" or "6.12") and counts as a SKIP that says why; a listed program
# that passes is a PASS that says to remove its line. A program that
# fails and is not listed is a FAIL.
set -u
tapc=$(realpath "$1")
script=${2:-sys.stp}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
suite=$top/../shared/conformance/syscall
known=$here/syscall.known
label=conformance/syscall/$script

if [[ ! -x $suite/run ]]; then
	echo "SKIP: $label: SystemTap's syscall suite is not at $suite"
	exit 0
fi
release=${TAPC_GUEST_RELEASE:-${TAPC_RELEASE:-$("$top/testsuite/lib/target_release.sh" "$tapc")}}
kernel=$(sed -E 's/^([0-9]+\.[0-9]+).*/\1/' <<< "$release")
label+=/$kernel

out=$(nice "$suite/run" "$tapc" --script "$script" --release "$release" 2>&1)
code=$?
declare -A reason=() seen=()
failed=0
while read -r s k prog why; do
	[[ $s == "$script" && $k == "$kernel" ]] || continue
	# a line without a program's name would end the loop (bash refuses
	# an empty key): the programs listed after it would fail
	if [[ -z ${prog%:} ]]; then
		echo "FAIL: $label: a line of $(basename "$known") names no program"
		failed=1
		continue
	fi
	reason[${prog%:}]=$why
done < <(grep -v '^#' "$known")

while read -r verdict prog rest; do
	prog=${prog%:}
	seen[$prog]=1
	if [[ $verdict == PASS ]]; then
		if [[ -n ${reason[$prog]+x} ]]; then
			# a pass is a pass; the stale line is said, not failed on
			# (a program that passes one run in two would fail CI)
			echo "PASS: $label/$prog (listed in $(basename "$known"): remove its line)"
		else
			echo "PASS: $label/$prog"
		fi
	elif [[ -n ${reason[$prog]+x} ]]; then
		echo "SKIP: $label/$prog: known failure: ${reason[$prog]}"
	else
		echo "FAIL: $label/$prog: $rest"
		failed=1
	fi
done < <(grep -E '^(PASS|FAIL) ' <<< "$out")
for prog in "${!reason[@]}"; do
	[[ -n ${seen[$prog]+x} ]] && continue
	echo "FAIL: $label/$prog: listed in $(basename "$known") but the suite has no such program that builds"
	failed=1
done
if ((${#seen[@]} == 0)); then
	echo "FAIL: $label: the harness told no program's result (exit $code)"
	printf '%s\n' "$out" | tail -n 15 | sed 's/^/    /'
	exit 1
fi
grep -E "^$script: " <<< "$out" | sed 's/^/    /'
exit $failed
