# process(PID).function, .return, .statement("F@FILE:LINE"),
# .statement(ADDR).absolute, .plt and .library(...).function: pass 2
# reads PID's program from /proc/PID/exe where tapc runs, as stap does
# (@HOSTPID@: a process of the host that runs progs/waits), and the hits
# are those of the process of that pid in the kernel the module runs in,
# as process(PID).begin's: the command makes one there (ns_last_pid),
# waits 100, then waits 50 under another pid, which process("PATH")
# counts (150 steps) and process(PID) does not (100 steps, $i 0..99:
# 4950, 100 returns, line 15 100 times with $i, step's entry by its
# address 100 times, the PLT's getpid and libc's getpid 100 times each)
=== CMD sh -c 'echo $((@HOSTPID@ - 1)) > /proc/sys/kernel/ns_last_pid; @PROGS@/waits 100 & wait; @PROGS@/waits 50'
=== PROG
# process(PID).function, .return, .statement("F@FILE:LINE"),
# .statement(ADDR).absolute, .plt and .library(...).function: pass 2
# reads PID's program from /proc/PID/exe where tapc runs, as stap does
# (@HOSTPID@: a process of the host that runs progs/waits), and the hits
# are those of the process of that pid in the kernel the module runs in,
# as process(PID).begin's: the command makes one there (ns_last_pid),
# waits 100, then waits 50 under another pid, which process("PATH")
# counts (150 steps) and process(PID) does not (100 steps, $i 0..99:
# 4950, 100 returns, line 15 100 times with $i, step's entry by its
# address 100 times, the PLT's getpid and libc's getpid 100 times each)
global steps, i_sum, returns, at_line, line_i, at_entry, plts, getpids
global all_steps, others

probe process(@HOSTPID@).function("step") {
	steps++
	i_sum += $i
	if (pid() != @HOSTPID@)
		others++
}

probe process(@HOSTPID@).function("step").return {
	returns++
}

probe process(@HOSTPID@).statement("step@waits.c:15") {
	at_line++
	line_i += $i
}

probe process(@HOSTPID@).statement(0x11f0).absolute {
	at_entry++
}

probe process(@HOSTPID@).plt("getpid") {
	plts++
}

probe process(@HOSTPID@).library("libc.so.6").function("getpid") {
	getpids++
}

probe process("@PROGS@/waits").function("step") {
	all_steps++
}

probe end {
	printf("step: %d, $i %d in all, in other processes: %d\n", steps,
	       i_sum, others)
	printf("returns: %d, line 15: %d ($i %d), 0x11f0: %d\n", returns,
	       at_line, line_i, at_entry)
	printf("plt getpid: %d, libc getpid: %d\n", plts, getpids)
	printf("process(\"PATH\"): %d\n", all_steps)
}
=== EXPECT
step: 100, $i 4950 in all, in other processes: 0
returns: 100, line 15: 100 ($i 4950), 0x11f0: 100
plt getpid: 100, libc getpid: 100
process("PATH"): 150
