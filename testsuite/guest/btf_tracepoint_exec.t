# kernel.tracepoint("sched_process_exec"): $arg1 the task (the current
# one), $arg2 the old pid (an int: pid_t), $arg3->filename the program
# run, and $$vars naming the three positionally (each in hex, as
# stap's $$vars); a glob over names without a system
# ("sched_process_e*ec").
=== CMD @PROGS@/lseeks /etc/hostname
=== PROG
probe kernel.tracepoint("sched_process_e*ec") {
	if (pid() == target()) {
		printf("%s %d %d %s\n", pp(), $arg1 == task_current(),
		       $arg2 == pid(), kernel_string($arg3->filename))
		println(@defined($arg3) && !@defined($arg4))
		println($$vars =~ "^arg1=0x[0-9a-f]+ arg2=0x[0-9a-f]+ arg3=0x[0-9a-f]+$")
	}
}
=== FILTER
grep -v '^lseek(' | sed 's| /.*/lseeks$| PROGS/lseeks|'
=== EXPECT
kernel.tracepoint("sched_process_exec") 1 1 PROGS/lseeks
1
1
