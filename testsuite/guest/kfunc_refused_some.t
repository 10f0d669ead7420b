# Kernel function points the kernel refuses at load, beside one it takes:
# stap's warning for each refused one, by its symbol and the distance from
# it (_etext, the end of the kernel's text, where there is no text to
# probe: EINVAL) or by its address (0x1, in no symbol: ENOENT), and the
# session goes on with the others: __x64_sys_close sees each of the
# target's close(2) calls
=== ARGS -g
=== CMD @PROGS@/close_loop 20
=== PROG
global closes
probe kprobe.function("_etext") { println("never") }
probe kprobe.statement(1).absolute { println("never") }
probe kernel.function("__x64_sys_close") {
	if (pid() == target())
		closes++
}
probe end { printf("__x64_sys_close: %d\n", closes) }
=== EXPECT
__x64_sys_close: 20
=== STDERR
WARNING: probe kprobe.function("_etext") (_etext+0) registration error [man warning::pass5] (rc -22)
WARNING: probe kprobe.statement(0x1).absolute (address 0x1) registration error [man warning::pass5] (rc -2)
