# kernel.function("NAME") is also NAME's inline instances where the
# kernel's DWARF has them (linux-image-REL-dbg; a counted skip without
# it), as stap's: __do_sys_close, inlined into the system call's
# wrappers, sees the target's 1000 close(1000) calls with $fd read from
# its location at the instance's entry; context_switch, inlined into
# __schedule, has the task switched from in $prev, the current one there
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== CMD @PROGS@/close_loop 1000
=== TIMEOUT 400
=== PROG
global closes, fd1000, switches, prev_current

probe kernel.function("__do_sys_close") {
	if (pid() == target()) {
		closes++
		if ($fd == 1000)
			fd1000++
	}
}
probe kernel.function("context_switch") {
	switches++
	if ($prev == task_current())
		prev_current++
}
probe end {
	printf("__do_sys_close: %d, $fd 1000: %d\n", closes, fd1000)
	printf("context_switch: $prev the current task: %s\n",
	       switches > 0 && prev_current == switches ? "always" : "not always")
}
=== EXPECT
__do_sys_close: 1000, $fd 1000: 1000
context_switch: $prev the current task: always
