# Updates from every CPU at once, from timer hits and the -c command's
# 20000 system calls: each hit changes an array, a scalar and a statistic
# under their globals' locks (the statistic's shared, each CPU adding to
# its own part), so that the three always agree.
=== ARGS -DMAXSKIPPED=1000000
=== CMD @PROGS@/close_loop 20000
=== PROG
# Updates from every CPU at once, from timer hits and the -c command's
# 20000 system calls: each hit changes an array, a scalar and a statistic
# under their globals' locks (the statistic's shared, each CPU adding to
# its own part), so that the three always agree.
global per_cpu, total, s

probe timer.profile, kernel.trace("sys_enter") {
	per_cpu[cpu()]++
	total++
	s <<< cpu()
}
probe end {
	foreach (c in per_cpu) {
		ncpus++
		sum += per_cpu[c]
	}
	printf("cpus: %d\n", ncpus)
	printf("array == scalar: %d\n", sum == total)
	printf("statistic == scalar: %d\n", @count(s) == total)
	printf("many hits: %d\n", total > 1000)
}
=== EXPECT
cpus: 2
array == scalar: 1
statistic == scalar: 1
many hits: 1
