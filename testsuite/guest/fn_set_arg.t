# With -g, set_*_arg write the probed function's argument registers: at
# the test program's close(1000), in the function close(2) calls (close_fd,
# from 6.8 on file_close_fd), the first argument set as an int,
# then as an unsigned int, reads back as such; the seventh is an error.
=== ARGS -g
=== CMD @PROGS@/close_loop 1
=== PROG
@define closer %( %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %) %)
global done

probe kprobe.function(@closer) {
	if (pid() != target() || done++)
		next
	set_int_arg(1, -5)
	printf("%d %d %d\n", int_arg(1), uint_arg(1), long_arg(1))
	set_uint_arg(1, -5)
	printf("%d %d\n", int_arg(1), long_arg(1))
	set_long_arg(1, 1000)
	printf("%d\n", int_arg(1))
	try {
		set_pointer_arg(7, 0)
	} catch (msg) {
		println(msg)
	}
}
=== EXPECT
-5 4294967291 -5
-5 4294967291
1000
cannot access arg(7)
