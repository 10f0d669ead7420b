# kernel.function("*"): every function ftrace traces (some 36 thousand
# on 6.1) registered at once on one ftrace_ops, the kernel surviving its
# own calls traced while the session runs; a second probe on one of them
# (two points at one address) still sees the target's close(1000) calls
# exactly.
=== CMD @PROGS@/close_loop 10
=== PROG
# kernel.function("*"): every function ftrace traces (some 36 thousand
# on 6.1) registered at once on one ftrace_ops, the kernel surviving its
# own calls traced while the session runs; a second probe on one of them
# (two points at one address) still sees the target's close(1000) calls
# exactly.
global hits, closes

probe kernel.function("*") { hits++ }

probe kernel.function("close_fd") {
	if (pid() == target() && $fd == 1000)
		closes++
}

probe end {
	printf("kernel functions hit: %s\n", hits > 10000 ? "many" : "few")
	printf("close_fd(1000) by the target: %d\n", closes)
}
=== EXPECT
kernel functions hit: many
close_fd(1000) by the target: 10
