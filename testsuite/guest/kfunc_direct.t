# A script with few kernel.function entries puts each on a trampoline of
# its own that ftrace calls straight from the function's entry
# (runtime/kfunc_direct.c): the target's close(1000) calls each seen once,
# $fd read from its register, the probe's address the call site ftrace
# patched (the function's first instruction, or past its ENDBR), and the
# stack above it the system call's. A function's second probe cannot have
# a second trampoline: it goes through ftrace's own with tapc's other
# points, and both see the same calls at the same address and caller.
=== CMD @PROGS@/close_loop 1000
=== PROG
global calls, fd1000, at_entry, callers, sys1, sys2, a1, c1, a2, c2

probe kernel.function(%( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %)) {
	if (pid() == target()) {
		calls++
		fd1000 += $fd == 1000
		at_entry += symname(addr()) == ppfunc() && symname(addr() - 5) != ppfunc()
		callers[symname(caller_addr())]++
	}
}

probe kernel.function("__x64_sys_close") {
	if (pid() == target()) {
		sys1++
		a1 = addr()
		c1 = caller_addr()
	}
}

probe kernel.function("__x64_sys_close") {
	if (pid() == target()) {
		sys2++
		a2 = addr()
		c2 = caller_addr()
	}
}

probe end {
	printf("calls %d, fd 1000 %d, at the entry %d\n", calls, fd1000, at_entry)
	foreach (c in callers)
		printf("caller %s %d\n", c, callers[c])
	printf("__x64_sys_close %d and %d, same address %d, same caller %d\n",
	       sys1, sys2, a1 && a1 == a2, c1 && c1 == c2)
}
=== EXPECT
calls 1000, fd 1000 1000, at the entry 1000
caller __x64_sys_close 1000
__x64_sys_close 1000 and 1000, same address 1, same caller 1
