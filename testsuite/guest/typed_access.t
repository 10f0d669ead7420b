# Typed access to tracepoint arguments and @cast, from the kernel's BTF:
=== CMD @PROGS@/named_sleeper 5
=== PROG
# Typed access to tracepoint arguments and @cast, from the kernel's BTF:
# the test program names itself "tapc_named" and sleeps, so sched_switch
# sees it switch out as $prev, with its pid and comm; sys_enter sees its
# close(1000) in $regs (before its sleeps: the switches counted come after).
global switched, regs_seen

probe kernel.trace("sched_switch") {
	if (!regs_seen || $prev->pid != target() || kernel_string($prev->comm) != "tapc_named" ||
	    switched++)
		next
	printf("prev comm %s, its first char %c\n", kernel_string($prev->comm), $prev->comm[0])
	printf("prev pid is target %d, tgid too %d\n", $prev->pid == target(),
	       $prev->tgid == target())
	# the task switching out is the one running the probe
	task = @cast(task_current(), "task_struct", "kernel<include/linux/sched.h>")
	printf("@cast(task_current())->pid == pid() %d, == tid() %d\n",
	       @cast(task_current(), "task_struct")->pid == pid(),
	       @cast(task_current(), "struct task_struct", "kernel")->pid == tid())
	printf("@cast's task is $prev %d\n", task == $prev)
	printf("its comm through @cast %s\n", kernel_string(@cast(task, "task_struct")->comm))
	printf("two steps: weight > 0 %d, its mm's owner is itself %d\n",
	       $prev->se->load->weight > 0, $prev->mm->owner == $prev)
	printf("a bitfield: in_execve %d\n", $prev->in_execve)
	printf("next is another task %d\n", $next != $prev && $next->pid != $prev->pid)
	printf("@defined($prev->pid) %d, @defined($prev->no_such_member) %d\n",
	       @defined($prev->pid), @defined($prev->no_such_member))
	# 6.12's task_struct has saved_state between __state and stack
	parms = $$parms$
	printf("$$parms$ pretty-prints the tasks: %d\n", parms =~
	       "^preempt=[01] prev=\\{\\.thread_info=\\{\\.\\.\\.\\}, \\.__state=[0-9]+, (\\.saved_state=[0-9]+, )?\\.stack=0x")
	printf("$prev$ is a struct %d\n", $prev$ =~ "^\\{\\.thread_info=")
}

probe kernel.trace("sys_enter") {
	if (pid() != target() || $id != 3 || regs_seen++)
		next
	regs = $regs$
	printf("$regs$ starts as stap's: %d\n", regs =~ "^\\{\\.r15=[0-9]+, \\.r14=[0-9]+, ")
	printf("$regs$ has di=1000: %d, orig_ax=3: %d\n", regs =~ ", \\.di=1000, ",
	       regs =~ ", \\.orig_ax=3, ")
	printf("$regs->di %d\n", $regs->di)
}

probe end {
	printf("switched out %d, regs seen %d\n", switched > 0, regs_seen)
}
=== EXPECT
$regs$ starts as stap's: 1
$regs$ has di=1000: 1, orig_ax=3: 1
$regs->di 1000
prev comm tapc_named, its first char t
prev pid is target 1, tgid too 1
@cast(task_current())->pid == pid() 1, == tid() 1
@cast's task is $prev 1
its comm through @cast tapc_named
two steps: weight > 0 1, its mm's owner is itself 1
a bitfield: in_execve 0
next is another task 1
@defined($prev->pid) 1, @defined($prev->no_such_member) 0
$$parms$ pretty-prints the tasks: 1
$prev$ is a struct 1
switched out 1, regs seen 1
