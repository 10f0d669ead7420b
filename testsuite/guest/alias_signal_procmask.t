# signal.procmask and .return at the sigprocmask of a program blocking
# SIGUSR1 (progs/signal_calls.c): SIG_BLOCK (how 0) of the set 1 << 9,
# no old set asked for. Where the kernel's compiler inlined sigprocmask
# into rt_sigprocmask (gcc 16: 7.2), no kprobe on the function sees that
# call (stap sees its inline instance in the kernel's DWARF alone; the
# tapsets are on the out-of-line functions): the SETUP's feature test,
# the kernel's function tracer, tells, and the case is a counted skip.
=== SETUP @PROGS@/ftrace_calls.sh sigprocmask "a program blocks a signal" @PROGS@/signal_calls
=== CMD @PROGS@/signal_calls
=== PROG
global seen

probe signal.procmask {
	if (pid() == target() && how == 0 && sigset == 1 << 9 && !seen["procmask"]++)
		printf("procmask: %s how %d sigset 0x%x oldsigset_addr %d addr set %d\n",
		       name, how, sigset, oldsigset_addr, sigset_addr != 0)
}
probe signal.procmask.return {
	if (pid() == target() && seen["procmask"] == 1 && !seen["procmask.return"]++)
		printf("procmask.return: %s %s\n", name, retstr)
}
=== EXPECT
procmask: procmask how 0 sigset 0x200 oldsigset_addr 0 addr set 1
procmask.return: procmask 0
