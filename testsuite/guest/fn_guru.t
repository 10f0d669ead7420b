# With -g: udelay and mdelay busy-wait, mdelay(20) longer than
# udelay(2000), each the shortest of 3 waits (how long in wall time
# follows the guest's TSC calibration, which emulation under load makes
# unreliable, and the host preempting the guest mid-wait lengthens one
# wait: one CI run saw udelay's longer than mdelay's); raise of
# SIGWINCH (28, ignored by default) to the runner succeeds, of an invalid
# signal is an error; set_kernel_* rename the runner (its comm), and a
# write where there is no memory is an error.
=== ARGS -g
=== PROG
probe begin {
	for (i = 0; i < 3; i++) {
		t = ktime_get_ns(); udelay(2000); d = ktime_get_ns() - t
		u = i == 0 || d < u ? d : u
		t = ktime_get_ns(); mdelay(20); d = ktime_get_ns() - t
		m = i == 0 || d < m ? d : m
	}
	printf("udelay(2000) waits %d, mdelay(20) longer %d\n", u > 0, m > u)
	raise(28)
	println("raise(28) ok")
	try {
		raise(99)
	} catch (msg) {
		println(msg)
	}
	comm = &@cast(task_current(), "task_struct")->comm
	set_kernel_string(comm, "tapc_renamed")
	println(execname())
	set_kernel_char(comm, 84)
	set_kernel_string_n(comm + 5, 3, "XYZW")
	println(execname())
	try {
		set_kernel_int(0, 1)
	} catch (msg) {
		println(msg)
	}
	try {
		set_kernel_string(-1, "x")
	} catch (msg) {
		println(msg)
	}
	exit()
}
=== EXPECT
udelay(2000) waits 1, mdelay(20) longer 1
raise(28) ok
raise/send_sig error -22
tapc_renamed
Tapc_XYZ
kernel int copy fault at 0x0000000000000000 [man error::fault]
kernel string copy fault at 0xffffffffffffffff [man error::fault]
