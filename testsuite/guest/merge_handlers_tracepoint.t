# Two handlers on kernel.trace("sched_switch") run as one, in script
# order: on the hit where the first raises an error, the second still
# runs and reads its own target ($next); the error is raised after both
# ran, near the last statement run, as stap 5.6 prints it.
=== STATUS 1
=== PROG
global n, seen
probe kernel.trace("sched_switch") { n++; if (n == 3) error("third switch") }
probe kernel.trace("sched_switch") {
	if (n == 3 && !seen) {
		seen = 1
		printf("second handler on the third switch: next pid %s\n", $next->pid >= 0 ? "read" : "bad")
		exit()
	}
}
=== EXPECT
second handler on the third switch: next pid read
=== STDERR
ERROR: third switch near identifier 'exit' at merge_handlers_tracepoint.stp:7:3 in probe kernel.trace("sched:sched_switch")
WARNING: Number of errors: 1, skipped probes: 0
