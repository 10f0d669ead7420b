# Context functions in a probe on the -c command's system calls, and in
# begin: who runs (pid, tid, ppid, ids, execname), where (cpu, pp,
# probefunc, is_return) and the target.
=== CMD @PROGS@/close_loop 1
=== PROG
# Context functions in a probe on the -c command's system calls, and in
# begin: who runs (pid, tid, ppid, ids, execname), where (cpu, pp,
# probefunc, is_return) and the target.
global done

probe begin {
	printf("begin: pp %s, probefunc %s, is_return %d, target>0 %d\n",
	       pp(), probefunc(), is_return(), target() > 0)
}

probe kernel.trace("sys_enter") {
	if (pid() != target() || $id != 3 || execname() != "close_loop" || done++)
		next
	printf("pid==tid %d, ppid>0 %d, ppid!=pid %d\n", pid() == tid(), ppid() > 0,
	       ppid() != pid())
	printf("uid %d gid %d euid %d egid %d\n", uid(), gid(), euid(), egid())
	printf("execname %s, cpu ok %d\n", execname(), cpu() >= 0 && cpu() < 2)
	printf("pp %s, is_return %d\n", pp(), is_return())
}
=== EXPECT
begin: pp begin, probefunc 0x0, is_return 0, target>0 1
pid==tid 1, ppid>0 1, ppid!=pid 1
uid 0 gid 0 euid 0 egid 0
execname close_loop, cpu ok 1
pp kernel.trace("raw_syscalls:sys_enter"), is_return 0
