# Task functions against the context functions they must agree with, at
# the -c command's close(1000): task_pid(task_current()) == pid(), its
# tid, name, parent, state (running), CPU, nice 0 (prio 20), credentials,
# file table; pid2task and pid2execname of that pid and of none.
=== CMD @PROGS@/close_loop 1
=== PROG
global done

probe begin {
	printf("pid2task(0x7ffffff0) %d, pid2execname \"%s\"\n", pid2task(0x7ffffff0),
	       pid2execname(0x7ffffff0))
}

probe kernel.trace("sys_enter") {
	if (pid() != target() || $id != 3 || done++)
		next
	t = task_current()
	printf("pid %d tid %d execname %d\n", task_pid(t) == pid(), task_tid(t) == tid(),
	       task_execname(t) == execname())
	printf("parent %d, pexecname %d\n", task_pid(task_parent(t)) == ppid(),
	       pexecname() == task_execname(task_parent(t)))
	printf("state %d, cpu %d, nice %d, prio %d\n", task_state(t), task_cpu(t) == cpu(),
	       task_nice(t), task_prio(t))
	printf("uid %d gid %d euid %d egid %d\n", task_uid(t) == uid(), task_gid(t) == gid(),
	       task_euid(t) == euid(), task_egid(t) == egid())
	printf("files: max >= 64 %d, open >= 3 %d, open <= max %d\n",
	       task_max_file_handles(t) >= 64, task_open_file_handles(t) >= 3,
	       task_open_file_handles(t) <= task_max_file_handles(t))
	printf("pid2task %d, pid2execname %s\n", pid2task(pid()) == t, pid2execname(pid()))
	printf("init: %d %d\n", task_pid(pid2task(1)), task_parent(pid2task(1)) != 0)
	try {
		println(task_pid(0))
	} catch {
		println("task 0: an error")
	}
}
=== EXPECT
pid2task(0x7ffffff0) 0, pid2execname ""
pid 1 tid 1 execname 1
parent 1, pexecname 1
state 0, cpu 1, nice 0, prio 20
uid 1 gid 1 euid 1 egid 1
files: max >= 64 1, open >= 3 1, open <= max 1
pid2task 1, pid2execname close_loop
init: 1 1
task 0: an error
