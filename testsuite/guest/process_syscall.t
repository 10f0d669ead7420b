# process.syscall and .syscall.return under -c see the target's system
# calls: its close(1000) calls by $syscall and $arg1, their -EBADF by
# $return
=== CMD @PROGS@/close_loop 1000
=== PROG
# process.syscall and .syscall.return under -c see the target's system
# calls: its close(1000) calls by $syscall and $arg1, their -EBADF by
# $return
global calls, returns, others

probe process.syscall {
	if (syscall_name($syscall) == "close" && $arg1 == 1000)
		calls++
	if (pid() != target())
		others++
}

probe process.syscall.return {
	if (syscall_name($syscall) == "close" && $return == -9)
		returns++
}

probe end {
	printf("close(1000): %d, returned -9: %d; other processes: %d\n",
	       calls, returns, others)
}
=== EXPECT
close(1000): 1000, returned -9: 1000; other processes: 0
