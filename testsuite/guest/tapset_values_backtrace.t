# The kernel backtraces of context-unwind.stp and context-caller.stp
# where the probe has no kernel registers, as stap 5.6 walks them there
# (stap-reference: the stack its handler runs on, "%p " words, the frames
# it finds past its own first one marked " (inexact)"), here with the
# kernel's own unwinder and kallsyms, tapc's own frames left out (stap's
# are its module's): at begin the write that starts the session
# (proc_reg_write, vfs_write, ... the system call's entry: on 6.1 the very
# addresses stap-reference's begin printed after its own module's); at
# the task_rename tracepoint of the command renaming itself the
# tracepoint's caller __set_task_comm, comm_write (the write to
# /proc/self/comm), vfs_write and the system call's entry. At a kprobe
# (the probed point's registers): fn_backtrace.
=== CMD /bin/sh -c 'echo -n tapc-bt > /proc/self/comm'
=== FILTER
sed -E 's/0x[0-9a-f]{16}/ADDR/g; s/\+0x[0-9a-f]+\/0x[0-9a-f]+/+OFF\/SIZE/g; s/\+0x[0-9a-f]+/+OFF/g'
=== PROG
probe begin {
	println("begin:")
	print_backtrace_fileline()
}
probe kernel.trace("task_rename") {
	if (pid() != target() || !isinstr(kernel_string($comm), "tapc-bt"))
		next
	print(sprint_backtrace())
	print_backtrace()
	bt = backtrace()
	printf("backtrace: words %d, callers(-1) %d, stack(0) %d\n", bt =~ "^(0x[0-9a-f]{16} )+$",
	       bt == callers(-1) . " ", strtol(tokenize(bt, " "), 16) == stack(0))
	printf("callers(2) %d\n", callers(2) == sprintf("0x%x 0x%x 0x%x", stack(0), stack(1), stack(2)))
	printf("caller: %s, caller_addr is stack(1) %d\n", caller(), caller_addr() == stack(1))
	try { println(stack(100)) } catch (e) { println("stack(100): ", e) }
	try { println(callers(100)) } catch (e) { println("callers(100): ", e) }
	exit()
}
=== EXPECT
begin:
 ADDR : proc_reg_write+OFF/SIZE [kernel] (inexact)
 ADDR : vfs_write+OFF/SIZE [kernel] (inexact)
 ADDR : ksys_write+OFF/SIZE [kernel] (inexact)
 ADDR : do_syscall_64+OFF/SIZE [kernel] (inexact)
 ADDR : entry_SYSCALL_64_after_hwframe+OFF/SIZE [kernel] (inexact)
__set_task_comm+OFF [kernel] (inexact)
comm_write+OFF [kernel] (inexact)
vfs_write+OFF [kernel] (inexact)
ksys_write+OFF [kernel] (inexact)
do_syscall_64+OFF [kernel] (inexact)
entry_SYSCALL_64_after_hwframe+OFF [kernel] (inexact)
 ADDR : __set_task_comm+OFF/SIZE [kernel] (inexact)
 ADDR : comm_write+OFF/SIZE [kernel] (inexact)
 ADDR : vfs_write+OFF/SIZE [kernel] (inexact)
 ADDR : ksys_write+OFF/SIZE [kernel] (inexact)
 ADDR : do_syscall_64+OFF/SIZE [kernel] (inexact)
 ADDR : entry_SYSCALL_64_after_hwframe+OFF/SIZE [kernel] (inexact)
backtrace: words 1, callers(-1) 1, stack(0) 1
callers(2) 1
caller: comm_write ADDR, caller_addr is stack(1) 1
stack(100): reached end of stack before unwinding to level 100
callers(100): reached end of stack before unwinding to level 100
