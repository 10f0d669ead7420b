# process(PID).mark("NAME") and .provider("P").mark("NAME"): pass 2
# reads PID's program from /proc/PID/exe where tapc runs (@MARKSPID@: a
# process of the host running progs/marks, whose SDT marker is
# tapc_test:step), and the hits are those of the process of that pid in
# the guest: the command makes one there (ns_last_pid), marks 100 steps,
# then 50 under another pid, which process("PATH").mark counts (150)
# and process(PID) does not (100, $arg1 i: 4950, $arg2 2i: 9900)
=== CMD sh -c 'echo $((@MARKSPID@ - 1)) > /proc/sys/kernel/ns_last_pid; @PROGS@/marks 100 & wait; @PROGS@/marks 50'
=== PROG
# process(PID).mark("NAME") and .provider("P").mark("NAME"): pass 2
# reads PID's program from /proc/PID/exe where tapc runs (@MARKSPID@: a
# process of the host running progs/marks, whose SDT marker is
# tapc_test:step), and the hits are those of the process of that pid in
# the guest: the command makes one there (ns_last_pid), marks 100 steps,
# then 50 under another pid, which process("PATH").mark counts (150)
# and process(PID) does not (100, $arg1 i: 4950, $arg2 2i: 9900)
global steps, arg1s, arg2s, others, names, provided, all_steps

probe process(@MARKSPID@).mark("step") {
	steps++
	arg1s += $arg1
	arg2s += $arg2
	names[$$provider, $$name]++
	if (pid() != @MARKSPID@)
		others++
}

probe process(@MARKSPID@).provider("tapc_test").mark("st*") {
	provided++
}

probe process("@PROGS@/marks").mark("step") {
	all_steps++
}

probe end {
	printf("step: %d, $arg1 %d, $arg2 %d, in other processes: %d\n",
	       steps, arg1s, arg2s, others)
	foreach ([p, n] in names)
		printf("%s:%s %d\n", p, n, names[p, n])
	printf(".provider(\"tapc_test\").mark(\"st*\"): %d\n", provided)
	printf("process(\"PATH\"): %d\n", all_steps)
}
=== EXPECT
step: 100, $arg1 4950, $arg2 9900, in other processes: 0
tapc_test:step 100
.provider("tapc_test").mark("st*"): 100
process("PATH"): 150
