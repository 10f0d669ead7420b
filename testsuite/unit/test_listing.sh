#!/bin/bash
# tapc's listings over the target kernel: -L 'syscall.*' names every system
# call (well over 300 on x86_64), each with its variables; the return
# points, nd_syscall, and the dumps of probe types and aliases agree.
# Prints "PASS: name" or "FAIL: name" per check.
tapc=${TAPC:-$(cd "$(dirname "$0")/../.." && pwd)/tapc}

check() {
	local name=$1
	shift
	if "$@"; then echo "PASS: $name"; else echo "FAIL: $name"; fi
}

entries=$("$tapc" -L 'syscall.*' 2>&1)
returns=$("$tapc" -L 'syscall.*.return' 2>&1)
nd=$("$tapc" -l 'nd_syscall.*' 2>&1)
types=$("$tapc" --dump-probe-types 2>&1)
aliases=$("$tapc" --dump-probe-aliases 2>&1)
n=$(grep -c '^syscall\.[a-z0-9_]* name:string' <<< "$entries")

check "-L 'syscall.*': $n system calls" test "$n" -gt 300
check "-L 'syscall.*': each is name, its arguments, argstr" \
	test -z "$(grep -v '^syscall\.[a-z0-9_]* name:string\( [a-z_0-9]*:\(long\|string\)\)* argstr:string$' <<< "$entries")"
check "-L 'syscall.*': close is name, fd, argstr" \
	grep -qx 'syscall.close name:string fd:long argstr:string' <<< "$entries"
check "-L 'syscall.*': openat has a string filename, its address as stap's filename_uaddr, stap's decoded forms" \
	grep -qx 'syscall.openat name:string dfd:long dfd_str:string filename:string filename_uaddr:long flags:long flags_str:string mode:long filename_unquoted:string argstr:string' <<< "$entries"
# (ni_syscall's is stap's on a kernel function: its $return too)
check "-L 'syscall.*.return': the same calls, each name retval retstr" \
	test "$(grep -c '^syscall\.[a-z0-9_]*\.return name:string retval:long retstr:string\( \$return:[a-z ]*\)\?$' <<< "$returns")" -eq "$n"
check "-l 'nd_syscall.*': the same calls" test "$(grep -c '^nd_syscall\.' <<< "$nd")" -eq "$n"
check "--dump-probe-types: kprobe.function(string), syscall_any, syscall.close" \
	test "$(grep -cx 'kprobe.function(string)\|syscall_any\|syscall.close' <<< "$types")" -eq 3
check "--dump-probe-aliases: syscall.close runs on raw_syscalls:sys_enter" \
	grep -qx 'syscall.close = kernel.trace("raw_syscalls:sys_enter")' <<< "$aliases"
check "--dump-probe-aliases: nd_syscall.close.return is a kretprobe" \
	grep -qx 'nd_syscall.close.return = kprobe.function("__x64_sys_close").return' <<< "$aliases"
