# A probe with two points on one system call runs once for each, as
# stap's `probe syscall.read, syscall.read` (two points) does:
# syscall.pread beside the kernel's own name syscall.pread64, at the
# entry and at the return (each return with its own @entry), and the
# same of nd_syscall (whose two kprobes on one function run in either
# order: sorted)
=== CMD @PROGS@/stap_points
=== PROG
# A probe with two points on one system call runs once for each, as
# stap's `probe syscall.read, syscall.read` (two points) does:
# syscall.pread beside the kernel's own name syscall.pread64, at the
# entry and at the return (each return with its own @entry), and the
# same of nd_syscall (whose two kprobes on one function run in either
# order: sorted)
probe syscall.pread, syscall.pread64 {
	if (pid() == target())
		printf("%s %s fd=%d\n", pp(), name, fd)
}
probe syscall.pread.return, syscall.pread64.return {
	if (pid() == target())
		printf("%s %s @entry(tid()) %s\n", pp(), retstr,
		       @entry(tid()) == tid() ? "kept" : "lost")
}
probe nd_syscall.pread, nd_syscall.pread64 {
	if (pid() == target())
		printf("%s %s offset=%d\n", pp(), name, offset)
}
=== FILTER
LC_ALL=C sort
=== EXPECT
nd_syscall.pread pread offset=4096
nd_syscall.pread64 pread offset=4096
syscall.pread pread fd=1000
syscall.pread.return -9 (EBADF) @entry(tid()) kept
syscall.pread64 pread fd=1000
syscall.pread64.return -9 (EBADF) @entry(tid()) kept
