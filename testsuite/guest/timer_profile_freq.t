# timer.profile.freq.hz(N): the profile timer on every CPU at N a second
# instead of every tick, with the interrupted registers (user_mode() is
# one of them: a CPU spinning in user space is caught there); over 2 s
# at 50 Hz each CPU's count is checked loosely (the guest is an
# emulator), and pp() names the point.
=== CMD @PROGS@/page_touch 0 0 2000
=== PROG
global cpus, pps, user

probe timer.profile.freq.hz(50) {
	cpus[cpu()]++
	pps[pp()] = 1
	if (pid() == target() && user_mode())
		user++
}
probe end {
	foreach (c+ in cpus)
		printf("cpu %d: %d\n", c, cpus[c] >= 40 && cpus[c] <= 130)
	foreach (p in pps)
		println(p)
	printf("caught the target in user space: %d\n", user > 0)
}
=== EXPECT
cpu 0: 1
cpu 1: 1
timer.profile.freq.hz(50)
caught the target in user space: 1
