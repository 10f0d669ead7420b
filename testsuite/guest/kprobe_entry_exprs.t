# @entry(EXPR) at kprobe.function("F").return and nd_syscall.NAME.return
# (kretprobes): computed by the kretprobe's entry handler into its
# instance's data. progs/sleeps makes nanosleep 5 times, the i-th for i
# ms: hrtimer_nanosleep's first argument (the time, in ns) as its entry
# had it, and nanosleep's tv_nsec read at the entry through the user
# registers __x64_sys_nanosleep is given; each return at least that
# long after its entry's gettimeofday_ns().
=== CMD @PROGS@/sleeps 5
=== PROG
# @entry(EXPR) at kprobe.function("F").return and nd_syscall.NAME.return
# (kretprobes): computed by the kretprobe's entry handler into its
# instance's data. progs/sleeps makes nanosleep 5 times, the i-th for i
# ms: hrtimer_nanosleep's first argument (the time, in ns) as its entry
# had it, and nanosleep's tv_nsec read at the entry through the user
# registers __x64_sys_nanosleep is given; each return at least that
# long after its entry's gettimeofday_ns().
global ns

probe kprobe.function("hrtimer_nanosleep").return {
	if (pid() != target())
		next
	printf("hrtimer_nanosleep: @entry(long_arg(1)) %d, slept: %s\n",
	       @entry(long_arg(1)),
	       gettimeofday_ns() - @entry(gettimeofday_ns()) >= @entry(long_arg(1))
	       ? "yes" : "no")
}

probe nd_syscall.nanosleep.return {
	if (pid() != target())
		next
	ns[@entry(user_long(@cast(pointer_arg(1), "pt_regs")->di + 8)),
	   gettimeofday_ns() - @entry(gettimeofday_ns())
	   >= @entry(user_long(@cast(pointer_arg(1), "pt_regs")->di + 8))]++
}

probe end {
	foreach ([n+, s] in ns)
		printf("nd_syscall.nanosleep.return: tv_nsec %d, slept %d: %d\n",
		       n, s, ns[n, s])
}
=== EXPECT
hrtimer_nanosleep: @entry(long_arg(1)) 1000000, slept: yes
hrtimer_nanosleep: @entry(long_arg(1)) 2000000, slept: yes
hrtimer_nanosleep: @entry(long_arg(1)) 3000000, slept: yes
hrtimer_nanosleep: @entry(long_arg(1)) 4000000, slept: yes
hrtimer_nanosleep: @entry(long_arg(1)) 5000000, slept: yes
nd_syscall.nanosleep.return: tv_nsec 1000000, slept 1: 1
nd_syscall.nanosleep.return: tv_nsec 2000000, slept 1: 1
nd_syscall.nanosleep.return: tv_nsec 3000000, slept 1: 1
nd_syscall.nanosleep.return: tv_nsec 4000000, slept 1: 1
nd_syscall.nanosleep.return: tv_nsec 5000000, slept 1: 1
