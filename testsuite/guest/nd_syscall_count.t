# The kprobe-based points count the target's close(1000) calls exactly:
=== CMD @PROGS@/close_loop 1000
=== PROG
# The kprobe-based points count the target's close(1000) calls exactly:
# nd_syscall.close (on the function the syscall table calls) with the
# same variables as syscall.close, and kprobe.function on that function,
# which probefunc() names.
global entry, ret_ebadf, argstrs, retstrs, fn_entry, fn_return, funcs

probe nd_syscall.close {
	if (pid() == target()) {
		entry++
		argstrs[name . "(" . argstr . ") fd " . sprint(fd)]++
	}
}

probe nd_syscall.close.return {
	if (pid() == target() && retval == -9) {
		ret_ebadf++
		retstrs[retstr]++
	}
}

probe kprobe.function("__x64_sys_close") {
	if (pid() == target()) {
		fn_entry++
		funcs[probefunc()]++
	}
}

probe kprobe.function("__x64_sys_close").return {
	if (pid() == target())
		fn_return++
}

probe end {
	printf("nd_syscall.close: %d\n", entry)
	foreach (s in argstrs)
		printf("%s: %d\n", s, argstrs[s])
	printf("nd_syscall.close.return with retval -9: %d\n", ret_ebadf)
	foreach (s in retstrs)
		printf("retstr %s: %d\n", s, retstrs[s])
	printf("kprobe.function(\"__x64_sys_close\"): %d\n", fn_entry)
	foreach (f in funcs)
		printf("probefunc() %s: %d\n", f, funcs[f])
	printf("kprobe.function(\"__x64_sys_close\").return: %d\n", fn_return)
}
=== EXPECT
nd_syscall.close: 1000
close(1000) fd 1000: 1000
nd_syscall.close.return with retval -9: 1000
retstr -9 (EBADF): 1000
kprobe.function("__x64_sys_close"): 1000
probefunc() __x64_sys_close: 1000
kprobe.function("__x64_sys_close").return: 1000
