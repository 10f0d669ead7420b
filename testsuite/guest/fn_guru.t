# With -g: udelay and mdelay busy-wait at least as long as asked; raise of
# SIGWINCH (28, ignored by default) to the runner succeeds, of an invalid
# signal is an error.
=== ARGS -g
=== PROG
probe begin {
	t = ktime_get_ns(); udelay(2000); u = ktime_get_ns() - t
	t = ktime_get_ns(); mdelay(20); m = ktime_get_ns() - t
	printf("udelay(2000) >= 2 ms %d, mdelay(20) >= 20 ms %d\n", u >= 2000000,
	       m >= 20000000)
	raise(28)
	println("raise(28) ok")
	try {
		raise(99)
	} catch (msg) {
		println(msg)
	}
	exit()
}
=== EXPECT
udelay(2000) >= 2 ms 1, mdelay(20) >= 20 ms 1
raise(28) ok
raise: send_sig(99) failed (-22)
