# kernel.tracepoint("NAME") (stap 5.6's BTF tracepoints): the arguments
# are positional, $arg1..$argN, from the kernel's btf_trace_NAME typedef
# (the `void *` cookie skipped), typed by BTF ($arg1->si). sys_enter's
# (regs, id) and sys_exit's (regs, ret) read lseek(2)'s offset, whence
# and result as the program passed and got them (progs/lseeks), beside
# kernel.trace's named $regs/$id/$ret; sorted with the program's own
# lines, each call's line three times.
=== CMD @PROGS@/lseeks /etc/hostname
=== PROG
global bt, tp

probe kernel.tracepoint("sys_enter") {
	if (pid() == target() && $arg2 == 8)
		bt[tid()] = sprintf("%d, %d", $arg1->si, $arg1->dx)
}
probe kernel.tracepoint("sys_exit") {
	if (pid() == target() && $arg1->orig_ax == 8)
		printf("lseek(%s) = %d\n", bt[tid()], $arg2)
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
3 lseek(-5, 0) = -22
3 lseek(0, 0) = 0
3 lseek(1, 0) = 1
3 lseek(123456789, 0) = 123456789
3 lseek(4096, 0) = 4096
3 lseek(42, 99) = -22
3 lseek(7, 0) = 7
3 lseek(8589934592, 0) = 8589934592
