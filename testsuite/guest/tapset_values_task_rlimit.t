# A process's resource limits as getrlimit tells them (task_rlimit and
# task_rlimit_*, set with ulimit before it runs), the errors of stap's
# disk_*_from_request on blk-mq kernels, and a network device's name.
=== CMD /bin/sh -c 'ip link set lo up; ulimit -n 77; ulimit -c 0; ulimit -s 4096; exec sleep 0.3'
=== PROG
probe syscall.nanosleep, syscall.clock_nanosleep {
	if (execname() != "sleep")
		next
	t = task_current()
	printf("%d %d %d\n", task_rlimit_nofile(t), task_rlimit(t, "RLIMIT_NOFILE"), task_rlimit(t, "RLIMIT_X"))
	printf("%d %d %d\n", task_rlimit_core(t), task_rlimit_stack(t), task_rlimit_rttime(t))
	try { disk_major_from_request(0) } catch (e) { println(e) }
	exit()
}
=== EXPECT
77 77 -1
0 4194304 -1
unsupported (PR28634)
