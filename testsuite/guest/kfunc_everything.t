# kernel.function("*"): every function ftrace can trace (tens of thousands)
# armed in one step, so the script starts in seconds; the target's
# close(1000) calls are all seen, through the function close(2) calls
# (close_fd, from 6.8 on file_close_fd) among the rest; the kernel
# survives having them all traced and untraced (the kernel log is checked
# after the run). A probe hit inside another one's handler (an interrupt,
# a function the handler calls) is skipped, as stap does: MAXSKIPPED lets
# those through.
=== ARGS -DMAXSKIPPED=1000000
=== CMD @PROGS@/close_loop 50
=== PROG
global hits, names, closes

probe kernel.function("*") {
	hits++
	if (pid() != target())
		next
	names[ppfunc()]++
	if (ppfunc() == %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %))
		closes++
}

probe end {
	foreach (name in names)
		functions++
	printf("many calls %d, many functions %d\n", hits > 10000, functions > 50)
	printf("close(1000) seen %d times\n", closes)
}
=== EXPECT
many calls 1, many functions 1
close(1000) seen 50 times
