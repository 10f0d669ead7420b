# argstr of the structs signal, pipe, limit and timer calls point at, as
# stap's tapset shows them: rt_sigaction's action in braces (SIG_IGN; a
# handler's address, flags, restorer and mask; {NULL}; an unreadable
# one's address), signal sets in stap's order without the real-time
# signals it does not name ([EMPTY] for none), pipe2's pair (the whole
# argstr NULL for a NULL, [0, 0] where unreadable, the entry's values
# before the kernel fills them), resource limits signed (-1 is
# infinite), an itimerspec's nanoseconds at %06d, UTIME_NOW/UTIME_OMIT
=== CMD @PROGS@/sig_time_structs
=== PROG
probe syscall.rt_sigaction, syscall.rt_sigprocmask, syscall.pipe2, syscall.timer_settime {
	if (pid() == target())
		printf("%s (%s)\n", name, argstr)
}
# the C library's own prlimit64 at its start is left out
probe syscall.prlimit64 {
	if (pid() == target() && pid == -1)
		printf("%s (%s)\n", name, argstr)
}
probe syscall.utimensat {
	if (pid() == target())
		printf("%s tsp_str=%s\n", name, tsp_str)
}
=== EXPECT_REGEX
rt_sigaction \(SIGUSR1, \{SIG_IGN\}, 0x0, 8\)
rt_sigaction \(SIGUSR1, \{0x[0-9a-f]+, SA_RESTART\|SA_NODEFER, 0x1234, \[SIGINT\|SIGALRM\]\}, 0x0, 8\)
rt_sigaction \(SIGUSR1, \{NULL\}, 0x0, 8\)
rt_sigaction \(SIGUSR1, \{0xffffffffffffffff\}, 0x0, 8\)
rt_sigprocmask \(SIG_BLOCK, \[SIGPIPE\|SIGUSR2\], 0x0, 8\)
rt_sigprocmask \(SIG_UNBLOCK, \[SIGPIPE\|SIGUSR2\], 0x0, 8\)
rt_sigprocmask \(SIG_BLOCK, \[EMPTY\], 0x0, 8\)
pipe2 \(NULL\)
pipe2 \(\[-1, -1\], O_CLOEXEC\)
pipe2 \(\[0, 0\], O_CLOEXEC\)
prlimit64 \(-1, RLIMIT_CPU, \[1,2\], 0x0\)
prlimit64 \(-1, RLIMIT_CPU, \[-1,-1\], 0x0\)
timer_settime \(-1, 0, \[1\.500000000,0\.250000\], 0x0\)
utimensat tsp_str=\[UTIME_NOW\]\[UTIME_OMIT\]
