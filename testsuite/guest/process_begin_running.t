# process.begin runs once for each process already running when the
# session starts, in that process's own context, as stap: the runner
# (blocked on its module's files) begins as itself, and
# process("/usr/bin/timeout").begin once for the timeout(1) the suite
# runs it under, its parent; none of them begins twice
=== PROG
# process.begin runs once for each process already running when the
# session starts, in that process's own context, as stap: the runner
# (blocked on its module's files) begins as itself, and
# process("/usr/bin/timeout").begin once for the timeout(1) the suite
# runs it under, its parent; none of them begins twice
global runner, runner_ppid, runner_tid, timeouts, timeout_pid, twice, seen

probe process.begin {
	if (seen[pid()]++)
		twice++
	if (pid() == stp_pid()) {
		runner[execname()]++
		runner_ppid = ppid()
		runner_tid = tid()
	}
}

probe process("/usr/bin/timeout").begin {
	timeouts[execname(), pp()]++
	timeout_pid = pid()
}

probe timer.s(3) {
	exit()
}

probe end {
	foreach (name in runner)
		printf("runner began %d time(s), as %s, in its own thread %d\n",
		       runner[name], name, runner_tid == stp_pid())
	foreach ([name, point] in timeouts)
		printf("%s: %d, as %s, the runner's parent %d\n", point,
		       timeouts[name, point], name, timeout_pid == runner_ppid)
	printf("began twice: %d\n", twice)
}
=== EXPECT
runner began 1 time(s), as tapc, in its own thread 1
process("/usr/bin/timeout").begin: 1, as timeout, the runner's parent 1
began twice: 0
