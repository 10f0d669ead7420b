#!/bin/sh
# Whether a kernel log shows trouble: prints the lines that do (a bug, a
# warning, an oops, a sleep in atomic context, a lockdep report, an RCU
# stall, a lockup, a hung task, a panic) and exits 1; exits 0 when the log is clean, 2 when it
# cannot be read. The suite runs it on the guest's log after every case.
#
#   kernel_log.sh FILE
[ -r "${1-}" ] || { echo "kernel_log.sh: cannot read '${1-}'" >&2; exit 2; }
grep -F \
	-e 'BUG:' \
	-e 'kernel BUG at' \
	-e 'invalid opcode:' \
	-e 'WARNING:' \
	-e 'Oops' \
	-e 'Call Trace' \
	-e 'general protection fault' \
	-e 'sleeping function called from invalid context' \
	-e 'possible recursive locking' \
	-e 'inconsistent lock state' \
	-e 'circular locking dependency' \
	-e 'self-detected stall' \
	-e 'detected stalls on CPUs' \
	-e 'rcu: INFO:' \
	-e 'hard LOCKUP' \
	-e 'blocked for more than' \
	-e 'KASAN' \
	-e 'UBSAN:' \
	-e 'Kernel panic' \
	-e 'kernel panic' \
	-- "$1"
case $? in
0) exit 1 ;;	# found some
1) exit 0 ;;
*) exit 2 ;;
esac
