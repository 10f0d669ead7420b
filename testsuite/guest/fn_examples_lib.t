# The library functions stap's examples call (errsnoop, pfiles, ioblktime,
# tcp_retransmission, rlimit_nofile, psig), against values known in advance:
# cat runs with a soft limit of 77 open files and SIGUSR1 at its default.
=== CMD /bin/sh -c 'ulimit -Sn 77; cat /dev/null'
=== PROG
probe begin {
	printf("errno_p %d %d %d %d\n", errno_p(-9), errno_p(2), errno_p(0), errno_p(-100000))
	printf("%s %s %s %s\n", _sys_open_flag_str(0), _sys_open_flag_str(0x241),
	       _sys_open_flag_str(0x90002), _sys_open_flag_str(0x40410000))
	printf("%s %s %s\n", bio_rw_str(0), bio_rw_str(1), bio_rw_str(0x801))
	printf("%s %s %s %s\n", tcp_sockstate_str(1), tcp_sockstate_str(10),
	       tcp_sockstate_str(0), tcp_sockstate_str(99))
}
probe kprocess.exec_complete {
	if (execname() == "cat") {
		t = task_current()
		printf("cat: nofile %d, SIGUSR1 mask %d\n", task_rlimit_nofile(t),
		       get_sigaction_mask(&@cast(t, "task_struct")->sighand->action[9]))
		exit()
	}
}
=== EXPECT
errno_p 9 2 0 0
O_RDONLY O_WRONLY|O_CREAT|O_TRUNC O_RDWR|O_DIRECTORY|O_CLOEXEC O_RDONLY|O_TMPFILE|0x40000000
R W W
TCP_ESTABLISHED TCP_LISTEN UNDEF UNDEF
cat: nofile 77, SIGUSR1 mask 0
