# kernel.function("*"): every function ftrace traces (36,447 on 6.1),
# armed at once on one ftrace_ops, while the target closes fd 1000 fifty
# times: each of its close(2) calls seen exactly once at __x64_sys_close,
# thousands of other calls of it seen on the way, and the kernel log
# clean after every call the kernel made was traced and the whole set
# disarmed. Aggregates, whose `<<<` shares its lock: hits from every CPU
# on one counter's exclusive lock would be skipped past MAXSKIPPED. Slow
# only in the emulated guest (about 40 s).
=== CMD @PROGS@/close_loop 50
=== TIMEOUT 480
=== PROG
global closes, others
probe kernel.function("*") {
	if (pid() != target())
		next
	if (ppfunc() == "__x64_sys_close")
		closes <<< 1
	else
		others <<< 1
}
probe end {
	printf("close(1000) seen %d times\n", @count(closes))
	printf("other calls seen %d\n", @count(others) > 1000)
}
=== EXPECT
close(1000) seen 50 times
other calls seen 1
