# @cast through the system's headers ("<time.h>", "<sys/time.h>", two
# headers at once), compiled as stap compiles them and read in the
# process's memory as stap reads a user header's types: in kernel probes
# (syscall_structs's system call arguments: nanosleep's timespec {0,
# 1000}, select's timeval {0, 2000}, setitimer's itimerval of zeros,
# connect's sockaddr_in of 127.0.0.1 port 9) and in a process probe
# (select's timeval again); with -g a member written (the timespec's
# tv_nsec) reads back.
=== ARGS -g
=== CMD @PROGS@/syscall_structs
=== PROG
global lines
function add(s) { lines[s] = 1 }
probe syscall.nanosleep {
	if (pid() != target())
		next
	ts = & @cast(req_uaddr, "timespec", "<time.h>")
	add(sprintf("1 nanosleep %d %d", ts->tv_sec, ts->tv_nsec))
	ts->tv_nsec = 5000
	add(sprintf("2 nanosleep written %s", @cast(req_uaddr, "timespec", "<time.h>")$))
}
probe syscall.select {
	if (pid() == target())
		add(sprintf("3 select %d %d",
			    @cast(timeout_uaddr, "timeval", "<sys/time.h>")->tv_sec,
			    @cast(timeout_uaddr, "struct timeval", "<sys/time.h>")->tv_usec))
}
probe process("@PROGS@/syscall_structs").syscall {
	if ($syscall == 23)	/* select */
		add(sprintf("4 process select %d",
			    @cast($arg5, "timeval", "<sys/time.h>")->tv_usec))
}
probe syscall.setitimer {
	if (pid() == target())
		add(sprintf("5 setitimer %s", @cast(value_uaddr, "itimerval", "<sys/time.h>")$$))
}
probe syscall.connect {
	if (pid() != target())
		next
	sin = & @cast(serv_addr_uaddr, "sockaddr_in", "<sys/socket.h><netinet/in.h>")
	add(sprintf("6 connect %d %#x %#x", sin->sin_family, sin->sin_port,
		    sin->sin_addr->s_addr))
}
probe end {
	foreach (s+ in lines)
		println(s)
}
=== EXPECT
1 nanosleep 0 1000
2 nanosleep written {.tv_sec=0, .tv_nsec=5000}
3 select 0 2000
4 process select 2000
5 setitimer {.it_interval={.tv_sec=0, .tv_usec=0}, .it_value={.tv_sec=0, .tv_usec=0}}
6 connect 2 0x900 0x100007f
