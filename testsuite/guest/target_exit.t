# exit() from a tracepoint probe ends the run before the -c command does;
# execname() names the command.
=== CMD @PROGS@/close_loop 5
=== PROG
# exit() from a tracepoint probe ends the run before the -c command does;
# execname() names the command.
probe kernel.trace("sys_enter") {
	if (pid() == target() && $id == 3) {
		printf("%s\n", execname())
		exit()
	}
}
=== EXPECT
close_loop
