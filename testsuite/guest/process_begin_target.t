# With -x PID, process.begin runs at the start for the target and each
# of its descendants already running, each in its own context, and
# process(PID).begin for PID: -x 1 is the guest's init, whose
# descendants are every process of the run (the runner among them)
=== RUNARGS -x 1
=== PROG
# With -x PID, process.begin runs at the start for the target and each
# of its descendants already running, each in its own context, and
# process(PID).begin for PID: -x 1 is the guest's init, whose
# descendants are every process of the run (the runner among them)
global target_began, names, runner, by_pid

probe process.begin {
	if (pid() == target()) {
		target_began++
		names[execname()]++
	}
	if (pid() == stp_pid())
		runner++
}

probe process(1).begin {
	by_pid[pid(), tid()]++
}

probe timer.s(3) {
	exit()
}

probe end {
	foreach (name in names)
		printf("target began %d time(s), as %s\n", target_began, name)
	printf("runner began %d time(s)\n", runner)
	foreach ([p, t] in by_pid)
		printf("process(1).begin: pid %d, tid %d: %d\n", p, t, by_pid[p, t])
}
=== EXPECT
target began 1 time(s), as init
runner began 1 time(s)
process(1).begin: pid 1, tid 1: 1
