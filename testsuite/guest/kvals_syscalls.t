# lseek(2)'s offset, whence and result, as the program passed and got
# them (progs/lseeks: offsets that vary, past 2^32 and negative, a bad
# whence), read by every family that sees the call: syscall.lseek
# (the sys_enter tracepoint's arguments), nd_syscall.lseek (a kprobe's
# registers), kprobe.function("ksys_lseek") (long_arg, int_arg, @entry
# of them at its return, returnval), and kernel.trace("sys_enter") /
# ("sys_exit") through $regs->si, ->dx and $ret. Sorted with the
# program's own lines, each call's line five times.
=== CMD @PROGS@/lseeks /etc/hostname
=== PROG
global sc, nd, tp

probe syscall.lseek {
	if (pid() == target())
		sc[tid()] = sprintf("%d, %d", offset, whence)
}
probe syscall.lseek.return {
	if (pid() == target())
		printf("lseek(%s) = %d\n", sc[tid()], retval)
}
probe nd_syscall.lseek {
	if (pid() == target())
		nd[tid()] = sprintf("%d, %d", offset, whence)
}
probe nd_syscall.lseek.return {
	if (pid() == target())
		printf("lseek(%s) = %d\n", nd[tid()], retval)
}
probe kprobe.function("ksys_lseek").return {
	if (pid() == target())
		printf("lseek(%d, %d) = %d\n", @entry(long_arg(2)), @entry(int_arg(3)), returnval())
}
probe kernel.trace("sys_enter") {
	if (pid() == target() && $id == 8)
		tp[tid()] = sprintf("%d, %d", $regs->si, $regs->dx)
}
probe kernel.trace("sys_exit") {
	if (pid() == target() && $regs->orig_ax == 8)
		printf("lseek(%s) = %d\n", tp[tid()], $ret)
}
=== FILTER
sort | uniq -c | sed 's/^ *//'
=== EXPECT
5 lseek(-5, 0) = -22
5 lseek(0, 0) = 0
5 lseek(1, 0) = 1
5 lseek(123456789, 0) = 123456789
5 lseek(4096, 0) = 4096
5 lseek(42, 99) = -22
5 lseek(7, 0) = 7
5 lseek(8589934592, 0) = 8589934592
