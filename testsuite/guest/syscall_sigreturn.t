# rt_sigreturn's return, which sys_exit sees with no call number (the
# kernel sets orig_ax to -1 as it restores the interrupted context): it
# is rt_sigreturn's, with the value it restores, as stap's
# syscall.rt_sigreturn.return prints it, though the script probes no
# entry; the call after it is itself (progs/sigreturns.c); -514, a
# number of the kernel's own, without a name, as stap's errno table has none
=== CMD @PROGS@/sigreturns
=== PROG
probe syscall.rt_sigreturn.return, syscall.tkill.return, syscall.rt_sigsuspend.return {
	if (pid() == target())
		printf("%s %s = %s\n", pp(), name, retstr)
}
=== EXPECT
syscall.tkill.return tkill = 0
syscall.rt_sigreturn.return rt_sigreturn = 0
syscall.tkill.return tkill = 0
syscall.rt_sigsuspend.return rt_sigsuspend = -514
syscall.rt_sigreturn.return rt_sigreturn = -4 (EINTR)
