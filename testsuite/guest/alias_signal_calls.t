# The signal aliases on the system calls and kernel functions of a
# program's signals of values known in advance (progs/signal_calls.c;
# its sigprocmask: alias_signal_procmask): tkill of SIGUSR1 to itself (signal.sys_tkill, signal.systkill and .return), tgkill
# of the ignored SIGUSR2 (signal.sys_tgkill, signal.systgkill and their
# .return; the sys* aliases named as stap names them), both checked
# for being ignored (signal.check_ignored and .return: SIGUSR1 blocked
# but not ignored), kill of signal 0 (signal.syskill and .return), its
# POSIX timer's SIGALRM queued (signal.send_sig_queue and .return: send_sigqueue,
# or posixtimer_send_sigqueue where the kernel has that, as stap 5.6) and
# taken by its handler (signal.handle.return). In the order they came.
=== CMD @PROGS@/signal_calls
=== PROG
global queued

probe signal.sys_tkill {
	if (pid() == target())
		printf("sys_tkill: %s %s %d to itself %d, pid_name %s, task is its own %d\n",
		       name, sig_name, sig, sig_pid == target(), pid_name,
		       task == task_current())
}
probe signal.systkill {
	if (pid() == target())
		printf("systkill: %s %s %d to itself %d, pid_name %s\n",
		       name, sig_name, sig, sig_pid == target(), pid_name)
}
probe signal.systkill.return {
	if (pid() == target())
		printf("systkill.return: %s %s\n", name, retstr)
}
probe signal.check_ignored {
	if (pid() == target() && sig_pid == target() && (sig == 10 || sig == 12))
		printf("check_ignored: %s %s %d, pid_name %s\n", name, sig_name, sig, pid_name)
}
probe signal.check_ignored.return {
	if (pid() == target() && (@entry($sig) == 10 || @entry($sig) == 12))
		printf("check_ignored.return: %s %s\n", name, retstr)
}
probe signal.sys_tgkill {
	if (pid() == target())
		printf("sys_tgkill: %s %s %d, tgid is its own %d, thread %d, pid_name %s, task %d\n",
		       name, sig_name, sig, tgid == target(), sig_pid == target(),
		       pid_name, task == task_current())
}
probe signal.systgkill {
	if (pid() == target())
		printf("systgkill: %s %s %d, tgid is its own %d\n", name, sig_name, sig,
		       tgid == target())
}
probe signal.sys_tgkill.return {
	if (pid() == target())
		printf("sys_tgkill.return: %s %s\n", name, retstr)
}
probe signal.systgkill.return {
	if (pid() == target())
		printf("systgkill.return: %s %s\n", name, retstr)
}
probe signal.syskill {
	if (pid() == target())
		printf("syskill: %s %s %d to itself %d, pid_name %s, task %d\n", name,
		       sig_name, sig, sig_pid == target(), pid_name, task == task_current())
}
probe signal.syskill.return {
	if (pid() == target())
		printf("syskill.return: %s %s\n", name, retstr)
}
probe signal.send_sig_queue {
	if (sig_pid == target()) {
		printf("send_sig_queue: %s %s %d, pid_name %s, sigqueue_addr %d\n",
		       name, sig_name, sig, pid_name, sigqueue_addr != 0)
		queued[tid()] = 1
	}
}
probe signal.send_sig_queue.return {
	if (tid() in queued) {
		delete queued[tid()]
		printf("send_sig_queue.return: %s, retstr 0 where the kernel returns a value (send_sigqueue), empty where none (posixtimer_send_sigqueue) %d\n",
		       name, retstr == (@defined($return) ? "0" : ""))
	}
}
probe signal.handle.return {
	if (pid() == target())
		printf("handle.return: %s %s\n", name, retstr)
}
=== EXPECT
sys_tkill: tkill SIGUSR1 10 to itself 1, pid_name signal_calls, task is its own 1
systkill: systkill SIGUSR1 10 to itself 1, pid_name signal_calls
check_ignored: check_ignored SIGUSR1 10, pid_name signal_calls
check_ignored.return: check_ignored 0
systkill.return: systkill 0
sys_tgkill: tgkill SIGUSR2 12, tgid is its own 1, thread 1, pid_name signal_calls, task 1
systgkill: systgkill SIGUSR2 12, tgid is its own 1
check_ignored: check_ignored SIGUSR2 12, pid_name signal_calls
check_ignored.return: check_ignored 1
sys_tgkill.return: tgkill 0
systgkill.return: systgkill 0
syskill: kill SIG_0 0 to itself 1, pid_name signal_calls, task 1
syskill.return: kill 0
send_sig_queue: send_sig_queue SIGALRM 14, pid_name signal_calls, sigqueue_addr 1
send_sig_queue.return: send_sig_queue, retstr 0 where the kernel returns a value (send_sigqueue), empty where none (posixtimer_send_sigqueue) 1
handle.return: handle 0
