# kernel.trace("sys_enter") sees exactly the target's close() calls.
=== CMD @PROGS@/close_loop 1000
=== PROG
# kernel.trace("sys_enter") sees exactly the target's close() calls.
global closes
probe kernel.trace("sys_enter") {
	if (pid() == target() && $id == 3)
		closes++
}
probe end {
	printf("closes: %d\n", closes)
}
=== EXPECT
closes: 1000
