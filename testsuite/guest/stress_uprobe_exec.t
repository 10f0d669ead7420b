# User probes on processes that exit and exec under way: a function of
# a program (exec_chain: work()) probed while the program forks children
# that call it and exit, and execs itself ten times over; every call of
# every image and child counted ((2 * 10 + 1) * 200 in 11 processes:
# the execs keep their pid), the .return as many, the kernel log clean.
=== TIMEOUT 60
=== CMD @PROGS@/exec_chain 10 200
=== PROG
# User probes on processes that exit and exec under way: a function of
# a program (exec_chain: work()) probed while the program forks children
# that call it and exit, and execs itself ten times over; every call of
# every image and child counted ((2 * 10 + 1) * 200 in 11 processes:
# the execs keep their pid), the .return as many, the kernel log clean.
global calls, returns, pids, processes

probe process("@PROGS@/exec_chain").function("work") {
	calls++
	if (!(pid() in pids))
		processes++
	pids[pid()] = 1
}
probe process("@PROGS@/exec_chain").function("work").return { returns++ }

probe end {
	printf("calls: %d, returns: %d\n", calls, returns)
	printf("processes: %d\n", processes)
}
=== EXPECT
calls: 4200, returns: 4200
processes: 11
