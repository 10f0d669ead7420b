# kernel.function on the function close(2) calls (close_fd, from 6.8 on
# file_close_fd): the target's close(1000) calls seen exactly, $fd read from
# its register, $$parms in stap's format, its return value (close_fd's
# -EBADF, file_close_fd's NULL), a parameter at the return and @entry of it,
# a glob, and a return with .maxactive.
=== CMD @PROGS@/close_loop 1000
=== PROG
# kernel.function on the function close(2) calls (close_fd, from 6.8 on
# file_close_fd): the target's close(1000) calls seen exactly, $fd read from
# its register, $$parms in stap's format, its return value (close_fd's
# -EBADF, file_close_fd's NULL), a parameter at the return and @entry of it,
# a glob, and a return with .maxactive.
global entry, fd1000, parms, ret_bad, ret_fd, at_entry, glob, limited

probe kernel.function(%( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %)) {
	if (pid() == target()) {
		entry++
		if ($fd == 1000)
			fd1000++
		parms[$$parms]++
	}
}

probe kernel.function(%( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %)).return {
	if (pid() == target()) {
		if ($return == %( kernel_v >= "6.8" %? 0 %: -9 %))
			ret_bad++
		if ($fd == 1000)
			ret_fd++
		if (@entry($fd) == 1000)
			at_entry++
	}
}

probe kernel.function("*close_fd").call {
	if (pid() == target())
		glob[probefunc()]++
}

probe kernel.function(%( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %)).return.maxactive(4) {
	if (pid() == target())
		limited++
}

probe end {
	printf("close: %d, $fd == 1000: %d\n", entry, fd1000)
	foreach (p in parms)
		printf("$$parms %s: %d\n", p, parms[p])
	printf("close.return: $return is the bad fd's: %d, $fd == 1000: %d, @entry($fd) == 1000: %d\n",
	       ret_bad, ret_fd, at_entry)
	foreach (f in glob)
		printf("*close_fd: %s: %d\n", f == %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %)
		       ? "the one close(2) calls" : f, glob[f])
	printf("maxactive(4) returns: %d\n", limited)
}
=== EXPECT
close: 1000, $fd == 1000: 1000
$$parms fd=0x3e8: 1000
close.return: $return is the bad fd's: 1000, $fd == 1000: 1000, @entry($fd) == 1000: 1000
*close_fd: the one close(2) calls: 1000
maxactive(4) returns: 1000
