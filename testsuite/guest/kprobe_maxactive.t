# kprobe.function(...).return.maxactive(N): at most N calls in flight are
# seen returning. Two sleeps at once are both in hrtimer_nanosleep: with
# maxactive(1) one return is seen, without it both.
=== CMD sleep 1 & sleep 1 & wait
=== PROG
# kprobe.function(...).return.maxactive(N): at most N calls in flight are
# seen returning. Two sleeps at once are both in hrtimer_nanosleep: with
# maxactive(1) one return is seen, without it both.
global limited, all
probe kprobe.function("hrtimer_nanosleep").return.maxactive(1) {
	if (execname() == "sleep")
		limited++
}
probe kprobe.function("hrtimer_nanosleep").return {
	if (execname() == "sleep")
		all++
}
probe end { printf("limited %d all %d\n", limited, all) }
=== EXPECT
limited 1 all 2
