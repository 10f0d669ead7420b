# probe_type of each kind of point; uaddr in a kprobe is the test
# program's user-space address; target_set_report lists the -c
# command as stap does, its parent (the runner) begat it. The kprobe
# is on the function close(2) calls: close_fd, from 6.8 on file_close_fd.
=== CMD @PROGS@/named_sleeper 50
=== PROG
@define closer %( %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %) %)
global tp_seen, kp_seen, kr_seen, hr_seen, jf_seen

probe begin {
	printf("begin: %s\n", probe_type())
}

probe kernel.trace("sys_enter") {
	if (pid() != target() || $id != 3 || tp_seen++)
		next
	printf("tracepoint: %s\n", probe_type())
	target_set_report()
}

probe kprobe.function(@closer) {
	if (pid() != target() || kp_seen++)
		next
	printf("kprobe: %s\n", probe_type())
	printf("uaddr in user space %d\n", uaddr() > 0 && uaddr() < 0x800000000000)
}

probe kprobe.function(@closer).return {
	if (pid() != target() || kr_seen++)
		next
	printf("kretprobe: %s\n", probe_type())
}

probe timer.ms(100) {
	if (!hr_seen++)
		printf("timer.ms: %s\n", probe_type())
}

probe timer.jiffies(10) {
	if (!jf_seen++)
		printf("timer.jiffies: %s\n", probe_type())
}

probe end {
	printf("end: %s\n", probe_type())
}
=== FILTER
sort
=== EXPECT_REGEX
^[0-9]+ begat [0-9]+$
^begin: begin_end$
^end: begin_end$
^kprobe: kprobe$
^kretprobe: kretprobe$
^target set:$
^timer.jiffies: timer$
^timer.ms: hrtimer$
^tracepoint: tracepoint$
^uaddr in user space 1$
