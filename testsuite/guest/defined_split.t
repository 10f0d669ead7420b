# One probe on two tracepoints, one with an $id argument and one
# without: pass 2 splits it, so that @defined($id) is 1 at the first and
# 0 at the second, and each part uses only what its point has.
=== CMD @PROGS@/close_loop 1000
=== PROG
// One probe on two tracepoints, one with an $id argument and one
// without: pass 2 splits it, so that @defined($id) is 1 at the first and
// 0 at the second, and each part uses only what its point has.
global with_id, without_id

probe kernel.trace("sys_enter"), kernel.trace("sched_process_exit")
{
	if (pid() != target())
		next
	if (@defined($id))
		with_id += $id == 3
	else
		without_id++
}

probe end
{
	printf("close calls seen: %d, exits seen: %d\n", with_id, without_id)
}
=== EXPECT
close calls seen: 1000, exits seen: 1
