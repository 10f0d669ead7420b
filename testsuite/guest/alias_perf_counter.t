# perf.sw.page_faults.counter("faults") counts the target's page faults
# with no body to run (its empty probe stays), and @perf("faults") reads
# the count in the target's own system calls: between its mmap (9) and
# its exit_group (231) it touched 2000 fresh pages, so the count grew by
# at least 2000 (and by little more: the program makes no other call
# between them).
=== ARGS -c true
=== CMD @PROGS@/page_touch 2000 0 0
=== PROG
global at_mmap = -1, at_exit = -1

probe perf.sw.page_faults.counter("faults") { }
probe process.syscall {
	if (pid() == target() && $syscall == 9)
		at_mmap = @perf("faults")
	if (pid() == target() && $syscall == 231)
		at_exit = @perf("faults")
}
probe end {
	printf("read at mmap and at exit: %d\n", at_mmap >= 0 && at_exit >= 0)
	printf("grew by 2000 to 2100: %d\n", at_exit - at_mmap >= 2000 &&
	       at_exit - at_mmap < 2100)
}
=== EXPECT
read at mmap and at exit: 1
grew by 2000 to 2100: 1
