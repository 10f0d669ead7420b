# A probe without loops or script functions runs at most as many
# statements as it has, so tapc leaves MAXACTION's count out of it only
# while that bound is within the limit: at -DMAXACTION=3 a tracepoint's
# fourth statement still ends the session with stap's error, near that
# statement, and its count (added to without a lock) is left at 0.
=== ARGS -DMAXACTION=3
=== STATUS 1
=== CMD @PROGS@/close_loop 10
=== PROG
# A probe without loops or script functions runs at most as many
# statements as it has, so tapc leaves MAXACTION's count out of it only
# while that bound is within the limit: at -DMAXACTION=3 a tracepoint's
# fourth statement still ends the session with stap's error, near that
# statement, and its count (added to without a lock) is left at 0.
global n
probe kernel.trace("sys_enter") {
	if ($id == 3 && pid() == target()) {
		a = 1
		b = a + 1
		n += b
	}
}
probe error { printf("error probe: n %d\n", n) }
=== EXPECT
error probe: n 0
=== STDERR
ERROR: MAXACTION exceeded near operator '+=' at maxaction_bounded.stp:11:5 in probe kernel.trace("raw_syscalls:sys_enter")
WARNING: Number of errors: 1, skipped probes: 0
