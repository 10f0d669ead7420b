# argstr of the records times, sysinfo, adjtimex, clock_adjtime (its
# modes in stap's order with the kernel's own values of them, where
# ADJ_OFFSET_SINGLESHOT is 1 and so never named after ADJ_OFFSET; its
# longs as stap's %lu), sched_setattr, rt_sigqueueinfo,
# rt_sigtimedwait and utime point at, as stap's tapset shows them (read
# at entry: the values the program put there): {field=value, ...},
# a siginfo's fields by who sent it (a child's exit code shown as stap
# does, its hex then its name), utime's times as ctime shows them (the
# epoch for a NULL), execve's argv and envp as lists of quoted strings
# ([] for NULL, the address where the array cannot be read), NULL, and
# an unreadable pointer's address; setxattr's values as stap shows them
# (text without its NUL, quotes unescaped, bytes in hex)
=== CMD @PROGS@/record_structs
=== PROG
probe syscall.times, syscall.sysinfo, syscall.sched_setattr, syscall.rt_sigqueueinfo,
      syscall.rt_sigtimedwait, syscall.utime {
	if (pid() == target())
		printf("%s (%s)\n", name, argstr)
}
probe syscall.setxattr {
	if (pid() == target())
		printf("%s (%s)\n", name, argstr)
}
probe syscall.adjtimex {
	if (pid() == target())
		printf("%s (%s) buf_str=%s\n", name, argstr, buf_str)
}
probe syscall.clock_adjtime {
	if (pid() == target())
		printf("%s tx_uaddr_str=%s\n", name, tx_uaddr_str)
}
# the program's own exec is left out
probe syscall.execve {
	if (pid() == target() && !filename_uaddr)
		printf("%s (%s)\n", name, argstr)
}
=== EXPECT
times ({tms_utime=1, tms_stime=2, tms_cutime=3, tms_cstime=4})
times (NULL)
times (0xffffffffffffffff)
sysinfo ({uptime=5, loads=[1, 2, 3], totalram=6, freeram=7, sharedram=8, bufferram=9, totalswap=10, freeswap=11, procs=12})
sched_setattr (-1, {size=56, sched_policy=1, sched_flags=2, sched_nice=-3, sched_priority=4, sched_runtime=5, sched_deadline=6, sched_period=7}, 0)
rt_sigqueueinfo (-1, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=42, si_uid=7})
rt_sigqueueinfo (-1, SIGCHLD, {si_signo=SIGCHLD, si_code=0x1CLD_EXITED, si_pid=42, si_uid=7, si_status=3})
rt_sigqueueinfo (-1, SIGUSR1, NULL)
rt_sigtimedwait ([SIGUSR2], {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=42, si_uid=7}, [0.000000000], 8)
utime ("/nonexistent/tapc", [Thu Jan  1 00:00:01 1970, Tue Dec 27 00:00:00 2005])
utime ("/nonexistent/tapc", [Thu Jan  1 00:00:00 1970, Thu Jan  1 00:00:00 1970])
adjtimex ({0x0, constant=6, esterror=4, freq=2, maxerror=3, offset=1, precision=7, status=5, tick=9, tolerance=8}) buf_str={0x0, constant=6, esterror=4, freq=2, maxerror=3, offset=1, precision=7, status=5, tick=9, tolerance=8}
clock_adjtime tx_uaddr_str={ADJ_OFFSET|ADJ_STATUS|0x108000, constant=0, esterror=0, freq=0, maxerror=0, offset=18446744073709551615, precision=0, status=0, tick=0, tolerance=0}
setxattr ("/nonexistent/tapc", "user.tapc", "te"st", 6, XATTR_CREATE)
setxattr ("/nonexistent/tapc", "user.tapc", "\xef\xbe\xad\xde\x02\x00\x00\x00", 8, XATTR_CREATE)
setxattr ("/nonexistent/tapc", "user.tapc", 0xffffffffffffffff, 8, XATTR_CREATE)
execve (0x0, ["/bin/true", "a"], ["FOO=10"])
execve (0x0, [0xffffffffffffffff], [])
