# stap's *_str variables of the structs system calls point at, on real
# calls with known values: nanosleep's req_str (a timespec), a signal
# set's set_str, setrlimit's rlim_str, setitimer's value_str (two
# timevals), select's timeout_str, access's mode_str, connect's parts of
# a socket address (uaddr_af, uaddr_ip, uaddr_ip_port) and sendto's to_str;
# argstr shows the same
=== CMD @PROGS@/syscall_structs
=== PROG
# stap's *_str variables of the structs system calls point at, on real
# calls with known values: nanosleep's req_str (a timespec), a signal
# set's set_str, setrlimit's rlim_str, setitimer's value_str (two
# timevals), select's timeout_str, access's mode_str, connect's parts of
# a socket address (uaddr_af, uaddr_ip, uaddr_ip_port) and sendto's to_str;
# argstr shows the same
probe syscall.nanosleep {
	if (pid() == target())
		printf("nanosleep req_str=%s argstr=%s\n", req_str, argstr)
}
probe syscall.rt_sigprocmask {
	if (pid() == target() && set_uaddr)
		printf("rt_sigprocmask how_str=%s set_str=%s argstr=%s\n", how_str, set_str,
		       argstr)
}
probe syscall.setrlimit {
	if (pid() == target())
		printf("setrlimit resource_str=%s rlim_str=%s argstr=%s\n", resource_str,
		       rlim_str, argstr)
}
probe syscall.setitimer {
	if (pid() == target())
		printf("setitimer which_str=%s value_str=%s\n", which_str, value_str)
}
probe syscall.select {
	if (pid() == target())
		printf("select timeout_str=%s\n", timeout_str)
}
probe syscall.access {
	if (pid() == target() && pathname_unquoted == "/")
		printf("access mode_str=%s argstr=%s\n", mode_str, argstr)
}
probe syscall.connect {
	if (pid() == target())
		printf("connect uaddr_af=%s uaddr_ip=%s uaddr_ip_port=%s flowinfo=[%s]\n",
		       uaddr_af, uaddr_ip, uaddr_ip_port, uaddr_ipv6_flowinfo)
}
probe syscall.sendto {
	if (pid() == target())
		printf("sendto to_str=%s buf=%s flags_str=%s argstr=%s\n", to_str, buf,
		       flags_str, argstr)
}
=== EXPECT_REGEX
nanosleep req_str=\[0\.000001000\] argstr=\[0\.000001000\], 0x0
rt_sigprocmask how_str=SIG_BLOCK set_str=\[SIGUSR1\|SIGTERM\] argstr=SIG_BLOCK, \[SIGUSR1\|SIGTERM\], 0x0, 8
rt_sigprocmask how_str=SIG_UNBLOCK set_str=\[SIGUSR1\|SIGTERM\] argstr=SIG_UNBLOCK, \[SIGUSR1\|SIGTERM\], 0x0, 8
setrlimit resource_str=RLIMIT_CORE rlim_str=\[0,(-1|[0-9]+)\] argstr=RLIMIT_CORE, \[0,(-1|[0-9]+)\]
setitimer which_str=ITIMER_VIRTUAL value_str=\[0\.000000,0\.000000\]
select timeout_str=\[0\.002000\]
access mode_str=R_OK\|X_OK argstr="/", R_OK\|X_OK
connect uaddr_af=AF_INET uaddr_ip=127\.0\.0\.1 uaddr_ip_port=9 flowinfo=\[\]
sendto to_str=\{AF_INET, 127\.0\.0\.1, 9\} buf="x" flags_str=0x0 argstr=[0-9]+, "x", 1, 0x0, \{AF_INET, 127\.0\.0\.1, 9\}, 16
