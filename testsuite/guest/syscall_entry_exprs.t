# @entry(EXPR) at syscall.NAME.return and syscall_any.return (the
# raw_syscalls tracepoints): computed at sys_enter and kept by thread in
# the module's table. progs/sleeps makes nanosleep 5 times, the i-th for
# i ms: an entry probe sets arg to 10i, a kprobe inside the call sets it
# to -1, and the return sees 10i from its entry, -1 now, and at least i
# ms gone since its entry's gettimeofday_us(); syscall_any.return keeps
# its own. 300 processes before it end in exit_group, which never
# returns, each leaving its entry (more than the table holds): they are
# taken back, no entry is dropped (no skipped probes on stderr) and
# every return is still seen.
=== CMD sh -c 'for i in $(seq 300); do /bin/true; done; @PROGS@/sleeps 5'
=== TIMEOUT 400
=== PROG
# @entry(EXPR) at syscall.NAME.return and syscall_any.return (the
# raw_syscalls tracepoints): computed at sys_enter and kept by thread in
# the module's table. progs/sleeps makes nanosleep 5 times, the i-th for
# i ms: an entry probe sets arg to 10i, a kprobe inside the call sets it
# to -1, and the return sees 10i from its entry, -1 now, and at least i
# ms gone since its entry's gettimeofday_us(); syscall_any.return keeps
# its own. 300 processes before it end in exit_group, which never
# returns, each leaving its entry (more than the table holds): they are
# taken back, no entry is dropped (no skipped probes on stderr) and
# every return is still seen.
global arg, calls, anys

probe syscall.nanosleep {
	if (execname() == "sleeps")
		arg = ++calls * 10
}

probe kprobe.function("hrtimer_nanosleep") {
	if (execname() == "sleeps")
		arg = -1
}

probe syscall.nanosleep.return {
	if (execname() != "sleeps")
		next
	printf("@entry(arg) %d, arg %d, slept: %s\n", @entry(arg), arg,
	       gettimeofday_us() - @entry(gettimeofday_us()) >= @entry(arg) * 100
	       ? "yes" : "no")
}

probe syscall_any.return {
	if (execname() == "sleeps" && name == "nanosleep")
		anys[@entry(arg), @entry(tid()) == tid()]++
}

probe end {
	foreach ([a+, t] in anys)
		printf("syscall_any.return: @entry(arg) %d, same thread %d: %d\n",
		       a, t, anys[a, t])
}
=== EXPECT
@entry(arg) 10, arg -1, slept: yes
@entry(arg) 20, arg -1, slept: yes
@entry(arg) 30, arg -1, slept: yes
@entry(arg) 40, arg -1, slept: yes
@entry(arg) 50, arg -1, slept: yes
syscall_any.return: @entry(arg) 10, same thread 1: 1
syscall_any.return: @entry(arg) 20, same thread 1: 1
syscall_any.return: @entry(arg) 30, same thread 1: 1
syscall_any.return: @entry(arg) 40, same thread 1: 1
syscall_any.return: @entry(arg) 50, same thread 1: 1
=== STDERR
