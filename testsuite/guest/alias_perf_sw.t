# perf.sw.* on the kernel's software events, each overflow running the
# body: every page fault (.sample(1)) and context switch of a program
# that touches 2000 fresh pages and sleeps 1 ms 50 times is at least
# counted that often, system-wide filtered on its pid; perf.sw.task_clock
# on the target alone (.process: its CPU time, every 1 ms by stap's
# default period of 1000000 ns) runs in it only, at least 100 times
# while it spins for 400 ms; perf.type(1).config(2) is page_faults by
# number; pp() names each point.
=== ARGS -c true
=== CMD @PROGS@/page_touch 2000 50 400
=== PROG
global faults, by_number, switches, clock_in, clock_out, pps

probe perf.sw.page_faults.sample(1) {
	if (pid() == target())
		faults++
	pps[pp()] = 1
}
probe perf.type(1).config(2).sample(1) {
	if (pid() == target())
		by_number++
	pps[pp()] = 1
}
probe perf.sw.context_switches.sample(1) {
	if (pid() == target())
		switches++
	pps[pp()] = 1
}
probe perf.sw.task_clock.process {
	if (pid() == target())
		clock_in++
	else
		clock_out++
	pps[pp()] = 1
}
probe end {
	printf("page faults >= 2000: %d\n", faults >= 2000 && faults < 2400)
	printf("by number as many: %d\n", by_number == faults)
	printf("context switches >= 50: %d\n", switches >= 50)
	printf("task clock in the target >= 100: %d\n", clock_in >= 100)
	printf("task clock elsewhere: %d\n", clock_out)
	foreach (p+ in pps)
		println(p)
}
=== EXPECT
page faults >= 2000: 1
by number as many: 1
context switches >= 50: 1
task clock in the target >= 100: 1
task clock elsewhere: 0
perf.sw.context_switches.sample(1)
perf.sw.page_faults.sample(1)
perf.sw.task_clock.process
perf.type(1).config(2).sample(1)
