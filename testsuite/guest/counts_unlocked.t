# Two CPUs counting at once into globals that only the end probe reads:
# the tracepoint's probe takes no lock of them (each add is atomic, each
# `<<<` into its CPU's own part), and not one update is lost: 60000
# close() calls from two processes, every one counted by ++, += and <<<.
=== CMD @PROGS@/close_loop 30000 & @PROGS@/close_loop 30000; wait
=== PROG
# Two CPUs counting at once into globals that only the end probe reads:
# the tracepoint's probe takes no lock of them (each add is atomic, each
# `<<<` into its CPU's own part), and not one update is lost: 60000
# close() calls from two processes, every one counted by ++, += and <<<.
global n, m, down, s
probe kernel.trace("sys_enter") {
	if ($id == 3 && execname() == "close_loop") {
		n++
		m += 2
		down -= 3
		s <<< 1
	}
}
probe end {
	printf("n %d m %d down %d count %d sum %d\n", n, m, down, @count(s), @sum(s))
}
=== EXPECT
n 60000 m 120000 down -180000 count 60000 sum 60000
