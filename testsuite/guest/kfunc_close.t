# kernel.function on close_fd, which close(2) calls: the target's
# close(1000) calls seen exactly, $fd read from its register, $$parms in
# stap's format, its return value (-EBADF), a parameter at the return and
# @entry of it, a glob, and a return with .maxactive.
=== CMD @PROGS@/close_loop 1000
=== PROG
# kernel.function on close_fd, which close(2) calls: the target's
# close(1000) calls seen exactly, $fd read from its register, $$parms in
# stap's format, its return value (-EBADF), a parameter at the return and
# @entry of it, a glob, and a return with .maxactive.
global entry, fd1000, parms, ret_ebadf, ret_fd, at_entry, glob, limited

probe kernel.function("close_fd") {
	if (pid() == target()) {
		entry++
		if ($fd == 1000)
			fd1000++
		parms[$$parms]++
	}
}

probe kernel.function("close_fd").return {
	if (pid() == target()) {
		if ($return == -9)
			ret_ebadf++
		if ($fd == 1000)
			ret_fd++
		if (@entry($fd) == 1000)
			at_entry++
	}
}

probe kernel.function("close_f*").call {
	if (pid() == target())
		glob[probefunc()]++
}

probe kernel.function("close_fd").return.maxactive(4) {
	if (pid() == target())
		limited++
}

probe end {
	printf("close_fd: %d, $fd == 1000: %d\n", entry, fd1000)
	foreach (p in parms)
		printf("$$parms %s: %d\n", p, parms[p])
	printf("close_fd.return: $return == -9: %d, $fd == 1000: %d, @entry($fd) == 1000: %d\n",
	       ret_ebadf, ret_fd, at_entry)
	foreach (f in glob)
		printf("close_f*: %s: %d\n", f, glob[f])
	printf("maxactive(4) returns: %d\n", limited)
}
=== EXPECT
close_fd: 1000, $fd == 1000: 1000
$$parms fd=0x3e8: 1000
close_fd.return: $return == -9: 1000, $fd == 1000: 1000, @entry($fd) == 1000: 1000
close_f*: close_fd: 1000
maxactive(4) returns: 1000
