# Kernel functions registered in bulk (runtime/kfunc.c): a glob's
# entries and returns on one ftrace_ops, and two probes on one function
# (an entry and a return on the same address), each seeing the target's
# close(1000) calls exactly.
=== CMD @PROGS@/close_loop 1000
=== PROG
# Kernel functions registered in bulk (runtime/kfunc.c): a glob's
# entries and returns on one ftrace_ops, and two probes on one function
# (an entry and a return on the same address), each seeing the target's
# close(1000) calls exactly.
global entries, returns, both_entry, both_return

probe kprobe.function("__x64_sys_clos*") {
	if (pid() == target())
		entries[probefunc()]++
}

probe kprobe.function("__x64_sys_clos*").return {
	if (pid() == target())
		returns++
}

probe kprobe.function("__x64_sys_close") {
	if (pid() == target())
		both_entry++
}

probe kprobe.function("__x64_sys_close").return {
	if (pid() == target())
		both_return++
}

probe end {
	foreach (f in entries)
		printf("glob entry %s: %d\n", f, entries[f])
	printf("glob returns: %d\n", returns)
	printf("entry: %d, return: %d\n", both_entry, both_return)
}
=== EXPECT
glob entry __x64_sys_close: 1000
glob returns: 1000
entry: 1000, return: 1000
