# A glob of hundreds of functions armed in one step through ftrace: every
# system call's entry function (__x64_sys_*, 432 on 6.1, 444 on 6.12);
# the target's close(1000) calls are all seen, through __x64_sys_close
# among the rest, and other system calls too (kernel.function("*") is
# kfunc_all).
=== CMD @PROGS@/close_loop 50
=== PROG
global hits, names, closes

probe kernel.function("__x64_sys_*") {
	if (pid() != target())
		next
	hits++
	names[ppfunc()]++
	if (ppfunc() == "__x64_sys_close")
		closes++
}

probe end {
	foreach (name in names)
		functions++
	printf("calls of several functions %d\n", hits > 50 && functions > 3)
	printf("close(1000) seen %d times\n", closes)
}
=== EXPECT
calls of several functions 1
close(1000) seen 50 times
