# @defined folds per point, $$parms expands to the point's arguments; a
# probe whose points answer differently is split.
=== ARGS -p2
=== PROG
# @defined folds per point, $$parms expands to the point's arguments; a
# probe whose points answer differently is split.
probe kernel.trace("sys_enter"), kernel.trace("sched_process_exit") {
	if (@defined($id))
		printf("%d %s\n", $id, $$parms)
	else
		println("no id")
}
probe begin { println(@defined($id)) }
=== EXPECT
# probes
kernel.trace("raw_syscalls:sys_enter") /*  <- kernel.trace("sys_enter"),kernel.trace("sched_process_exit") */ 
kernel.trace("sched:sched_process_exit") /*  <- kernel.trace("sys_enter"),kernel.trace("sched_process_exit") */ 
begin /*  <- begin */ 
