# -d BINARY and --ldd choose the symbol and unwind tables: at a system
# call's probe, a kernel point, the user stack starts where the task
# entered the kernel, in libc's getpid; with -d of the program and
# --ldd (its libraries: libc), print_ubacktrace names getpid in libc,
# then c, b, a and main of the program (nested, not probed itself)
=== ARGS -d @PROGS@/nested --ldd
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's|/[^ ]*/progs/|@PROGS@/|g; s/0x[0-9a-f]{9,}/ADDR/g; s/(getpid|libc\.so\.6|__libc_start_main|__libc_init_first)\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/\1+OFF/g'
=== PROG
global done

probe syscall.getpid {
	if (pid() != target() || done++)
		next
	print_ubacktrace()
	println(umodname(uaddr()))
}
=== EXPECT
 ADDR : getpid+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : c+0x9/0x10 [@PROGS@/nested]
 ADDR : b+0xc/0x20 [@PROGS@/nested]
 ADDR : a+0xd/0x18 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 [@PROGS@/nested]
 ADDR : __libc_init_first+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : __libc_start_main+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : _start+0x21/0x30 [@PROGS@/nested]
/usr/lib/x86_64-linux-gnu/libc.so.6
