# Names and numbers known in advance: signals and sets of them, sigaction
# flags and handlers, resource limits, address families, protocols and
# socket states; time spans as text; load averages; speculative output
# kept, committed and discarded; the queue statistics of a queue that is
# never empty. Each as stap 5.6 gives it (a cputime is jiffies to its
# conversions, as stap takes it on kernels without cputime_t).
=== PROG
probe begin {
	printf("%s %s %s %s %s [%s]\n", signal_str(2), signal_str(9), signal_str(34),
	       signal_str(64), signal_str(0), sigset_mask_str(0))
	printf("%s | %s\n", sigset_mask_str((1 << 1) | (1 << 14)), sa_flags_str(0x14000004))
	printf("%s %s %s\n", sa_handler_str(0), sa_handler_str(1), sa_handler_str(0x401000))
	printf("%d %d %d\n", rlimit_from_str("RLIMIT_CPU"), rlimit_from_str("RLIMIT_NOFILE"),
	       rlimit_from_str("RLIMIT_NONE"))
	printf("%s %s %s %d %d\n", sock_fam_num2str(2), sock_fam_num2str(10),
	       sock_fam_num2str(1), sock_fam_str2num("INET6"), sock_fam_str2num("NONE"))
	printf("%s %s %d %s %d\n", sock_prot_num2str(6), sock_prot_num2str(17),
	       sock_prot_str2num("TCP"), sock_state_num2str(3), sock_state_str2num("SS_FREE"))
	printf("%s %s %s %s\n", msecs_to_string(61234), usecs_to_string(61000005),
	       nsecs_to_string(1500000000), cputime_to_string(2000000))
	printf("%d %d\n", cputime_to_msecs(5000000), cputime_to_usecs(5000000))
	printf("loadavg %d %d\n", get_loadavg_index(0) >= 0,
	       sprint_loadavg() =~ "^[0-9]+\\.[0-9]{2} [0-9]+\\.[0-9]{2} [0-9]+\\.[0-9]{2}\n$")
	try {
		println(get_loadavg_index(3))
	} catch (msg) {
		println(msg)
	}
	a = speculation(); b = speculation()
	speculate(a, "a1\n"); speculate(b, "b1\n"); speculate(a, "a2\n")
	discard(b)
	commit(a)
	commit(b)
	println("ids differ ", a != b)
	qsq_start("q")
	qs_wait("q")
	qs_run("q")
	qs_wait("q")
	qs_done("q")
	qs_run("q")
}

probe timer.ms(200) {
	printf("util %d, blocked <= util %d, service >= 0 %d, wait length < 2 %d\n",
	       qsq_utilization("q", 100) >= 90,
	       qsq_blocked("q", 100) <= qsq_utilization("q", 100),
	       qsq_service_time("q", 1) >= 0, qsq_wait_queue_length("q", 1) < 2)
	printf("one done: throughput > 0 %d, wait time >= service time %d\n",
	       qsq_throughput("q", 1000000) > 0,
	       qsq_wait_time("q", 1) >= qsq_service_time("q", 1))
	exit()
}
=== EXPECT
INT KILL RTMIN+2 RTMIN+32  []
2,15 | SIGINFO|RESTART|RESTORER
default ignored 0x401000
0 7 -1
INET INET6 LOCAL 10 -1
TCP UDP 6 CONNECTED -1
1m1.234s 1m1.000005s 0m1.500000000s 133m20.000s
20000000 2820130816
loadavg 1 1
Invalid loadavg index 3 specified.
a1
a2
ids differ 1
util 1, blocked <= util 1, service >= 0 1, wait length < 2 1
one done: throughput > 0 1, wait time >= service time 1
