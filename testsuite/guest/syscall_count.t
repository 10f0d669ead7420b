# Every way of probing close() counts the target's close(1000) calls
# exactly: syscall.close and its return, syscall.* by name, syscall_any,
# and kernel.trace("sys_enter") with syscall_name($id). All of them run on
# the same two raw_syscalls tracepoints.
=== CMD @PROGS@/close_loop 1000
=== PROG
# Every way of probing close() counts the target's close(1000) calls
# exactly: syscall.close and its return, syscall.* by name, syscall_any,
# and kernel.trace("sys_enter") with syscall_name($id). All of them run on
# the same two raw_syscalls tracepoints.
global entry, ret_ebadf, by_name, returns, any, traced, argstrs, retstrs

probe syscall.close {
	if (pid() == target()) {
		entry++
		argstrs[argstr]++
	}
}

probe syscall.close.return {
	if (pid() == target() && retval == -9) {
		ret_ebadf++
		retstrs[retstr]++
	}
}

probe syscall.* {
	if (pid() == target())
		by_name[name]++
}

probe syscall.*.return {
	if (pid() == target() && name == "close")
		returns++
}

probe syscall_any {
	if (pid() == target() && name == "close" && syscall_nr == 3)
		any++
}

probe kernel.trace("sys_enter") {
	if (pid() == target() && syscall_name($id) == "close")
		traced++
}

probe end {
	printf("syscall.close: %d\n", entry)
	foreach (s in argstrs)
		printf("argstr %s: %d\n", s, argstrs[s])
	printf("syscall.close.return with retval -9: %d\n", ret_ebadf)
	foreach (s in retstrs)
		printf("retstr %s: %d\n", s, retstrs[s])
	printf("syscall.* named close: %d\n", by_name["close"])
	printf("syscall.*.return named close: %d\n", returns)
	printf("syscall_any close: %d\n", any)
	printf("kernel.trace(\"sys_enter\") close: %d\n", traced)
}
=== EXPECT
syscall.close: 1000
argstr 1000: 1000
syscall.close.return with retval -9: 1000
retstr -9 (EBADF): 1000
syscall.* named close: 1000
syscall.*.return named close: 1000
syscall_any close: 1000
kernel.trace("sys_enter") close: 1000
