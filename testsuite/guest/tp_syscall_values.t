# tp_syscall.NAME, stap's name of its points on the raw_syscalls
# tracepoints: name, argstr, the arguments under stap's names and retstr
# of the target's own calls, a glob of them (tp_syscall.clos*, named
# tp_syscall.close by pn()), and probe_type() as stap's "tracepoint"
=== CMD @PROGS@/syscall_args
=== PROG
# tp_syscall.NAME, stap's name of its points on the raw_syscalls
# tracepoints: name, argstr, the arguments under stap's names and retstr
# of the target's own calls, a glob of them (tp_syscall.clos*, named
# tp_syscall.close by pn()), and probe_type() as stap's "tracepoint"
probe tp_syscall.open, tp_syscall.write, tp_syscall.kill, tp_syscall.clos* {
	if (pid() == target())
		printf("%s: %s (%s)\n", pn(), name, argstr)
}
probe tp_syscall.open {
	if (pid() == target())
		printf("filename=%s flags=%#x flags_str=%s%s\n", filename, flags,
		       flags_str, flags & 64 ? sprintf(" mode=%#o", mode) : "")
}
probe tp_syscall.write {
	if (pid() == target())
		printf("fd=%d buf_str=%s count=%d\n", fd, buf_str, count)
}
probe tp_syscall.kill {
	if (pid() == target())
		printf("pid=%d sig=%d sig_name=%s %s\n", pid, sig, sig_name,
		       probe_type())
}
probe tp_syscall.open.return, tp_syscall.write.return,
      tp_syscall.kill.return, tp_syscall.close.return {
	if (pid() == target())
		printf("%s: %s = %d: %s\n", pn(), name, retval, retstr)
}
=== EXPECT
tp_syscall.open: open ("/tapc-no-such-file", O_RDONLY|O_CLOEXEC)
filename="/tapc-no-such-file" flags=0x80000 flags_str=O_RDONLY|O_CLOEXEC
tp_syscall.open.return: open = -2: -2 (ENOENT)
tp_syscall.open: open ("/tapc-no-such-dir/new", O_WRONLY|O_CREAT|O_TRUNC, 0640)
filename="/tapc-no-such-dir/new" flags=0x241 flags_str=O_WRONLY|O_CREAT|O_TRUNC mode=0640
tp_syscall.open.return: open = -2: -2 (ENOENT)
tp_syscall.kill: kill (-999999, SIGUSR1)
pid=-999999 sig=10 sig_name=SIGUSR1 tracepoint
tp_syscall.kill.return: kill = -3: -3 (ESRCH)
tp_syscall.write: write (1000, "hello\n", 6)
fd=1000 buf_str="hello\n" count=6
tp_syscall.write.return: write = -9: -9 (EBADF)
tp_syscall.close: close (1000)
tp_syscall.close.return: close = -9: -9 (EBADF)
