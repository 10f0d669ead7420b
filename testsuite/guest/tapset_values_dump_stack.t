# dump_stack (logging.stp, guru), as stap 5.6's: the kernel's own
# dump_stack() into the kernel log, here at the task_rename tracepoint of
# the command renaming itself: the command reads the log (and clears it,
# the trace being what this case expects there) and finds the trace's
# frames from dump_stack_lvl through the tracepoint's caller
# __set_task_comm, comm_write (the write to /proc/self/comm) and
# vfs_write, and no other trouble in the log (the lines the suite's
# kernel log check flags, outside the trace). The console's level is
# lowered for the dump alone, so that the trace this case expects stays
# off the console the suite checks (the log, which this case checks,
# keeps it). Sorted: the script's output and the command's come through
# two streams.
=== ARGS -g
=== CMD /bin/sh -c 'read l rest < /proc/sys/kernel/printk; echo 1 > /proc/sys/kernel/printk; echo -n tapc-dump > /proc/self/comm; echo $l > /proc/sys/kernel/printk; dmesg -c | awk "/Call Trace:/ { s = t = 1 } / dump_stack_lvl[+]/ { a = t } / __set_task_comm[+]/ { b = t } / comm_write[+]/ { c = t } / vfs_write[+]/ { d = t } /<[/]TASK>/ { t = 0; next } !t && /BUG:|WARNING:|Oops|general protection|Kernel panic|blocked for more than|stall/ { o++ } END { printf(\"trace %d: dump_stack_lvl %d, __set_task_comm %d, comm_write %d, vfs_write %d; other trouble %d\n\", s, a, b, c, d, o) }"'
=== FILTER
sort
=== PROG
probe kernel.trace("task_rename") {
	if (pid() != target() || !isinstr(kernel_string($comm), "tapc-dump"))
		next
	println("dumping")
	dump_stack()
	println("dumped")
}
=== EXPECT
dumped
dumping
trace 1: dump_stack_lvl 1, __set_task_comm 1, comm_write 1, vfs_write 1; other trouble 0
