# @var of a per-CPU variable is this CPU's copy: typed by the kernel's
# BTF where it has no DWARF (BTF's variables are the per-CPU ones), by
# its DWARF where it is there. runqueues' cpu is the CPU the probe runs
# on, in every hit; its address is this CPU's area's. @defined answers
# whether a global and its member resolve.
=== CMD /bin/sh -c 'for i in 1 2 3 4 5 6 7 8 9 10; do /bin/true; done'
=== PROG
global hits, same
probe kernel.trace("sched_process_exec") {
	hits++
	same += @var("runqueues")->cpu == cpu()
}
probe end {
	printf("%d hits, cpu the same in %d\n", hits > 0, same == hits)
	println(&@var("runqueues")->cpu - &@var("runqueues") > 0)
	println(@defined(@var("runqueues")->nr_running))
	println(@defined(@var("runqueues")->no_such_member))
	println(@defined(@var("no_such_global_zz")))
}
=== EXPECT
1 hits, cpu the same in 1
1
1
0
0
