# SystemTap's internal points on the kernel functions under the memory
# and scheduler tracepoints (__vm.kfree.kp, __vm.kmem_cache_free.kp,
# __scheduler.*.kp), which a script may name: each fires for what a known
# command does (sh forks, waits for and, a second on, frees a child that exits), with
# the values the function was given: the pid the fork returned is the
# one that exits, is waited for and freed; kfree's and kmem_cache_free's
# pointers are the kernel's (not 0), the caller unknown (call_site 0) as
# at a function's return.
=== CMD sh -c '/bin/true; sleep 1; exit 0'
=== PROG
global child, seen, prio
probe __scheduler.process_fork.kp {
	if (pid() == target() && !child)
		child = child_pid
}
probe __scheduler.process_exit.kp {
	if (child && pid == child) {
		seen["exit"]++
		prio["exit"] = priority
	}
}
probe __scheduler.process_wait.kp {
	if (pid() == target() && (pid == child || pid == 0))
		seen["wait"]++
}
probe __scheduler.process_free.kp {
	if (child && pid == child) {
		seen["free"]++
		prio["free"] = priority
	}
}
probe __vm.kfree.kp {
	if (pid() == target() && ptr && call_site == 0 && caller_function == "unknown")
		seen["kfree"]++
}
probe __vm.kmem_cache_free.kp {
	if (pid() == target() && ptr && call_site == 0 && caller_function == "unknown")
		seen["kmem_cache_free"]++
}
probe end {
	printf("forked %d\n", child > 0)
	printf("exit %d\nwait %d\nfree %d\n", seen["exit"] > 0, seen["wait"] > 0,
	       seen["free"] > 0)
	printf("kfree %d\nkmem_cache_free %d\n", seen["kfree"] > 0,
	       seen["kmem_cache_free"] > 0)
	printf("priority %d %d\n", prio["exit"] == 120, prio["free"] == 120)
}
=== EXPECT
forked 1
exit 1
wait 1
free 1
kfree 1
kmem_cache_free 1
priority 1 1
