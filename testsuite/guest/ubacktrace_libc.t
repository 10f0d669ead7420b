# User backtraces through the C library: at libc's getpid, probed by its
# symbol (libc has no debug info), usymname(uaddr()) is getpid and
# umodname libc's path; print_ubacktrace goes from getpid through c, b,
# a and main of the program (nested, built with -g) into libc's start
# code (__libc_start_call_main, a static function, has no symbol: its
# offset in libc instead; libc's offsets are its build's, filtered) and
# ends at the program's _start, whose return address the unwind data
# says is not there. c's return address on the stack is the kernel's
# uretprobe trampoline, and the walk takes the address it replaced. At
# c's return, the stack is b's at the return address, then the same
# frames, in sprint_ubacktrace's format
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's|/[^ ]*/progs/|@PROGS@/|g; s/0x[0-9a-f]{9,}/ADDR/g; s/libc\.so\.6\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/libc.so.6+OFF/; s/__libc_start_main\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/__libc_start_main+OFF/; s/__libc_init_first\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/__libc_init_first+OFF/'
=== PROG
global done, returns

probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid") {
	if (pid() != target() || done++)
		next
	println(usymname(uaddr()), " in ", umodname(uaddr()))
	print_ubacktrace()
}

probe process("@PROGS@/nested").function("c").return {
	if (returns++)
		next
	print(sprint_ubacktrace())
}
=== EXPECT
getpid in /usr/lib/x86_64-linux-gnu/libc.so.6
 ADDR : getpid+0x0/0x10 [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : c+0x9/0x10 [@PROGS@/nested]
 ADDR : b+0xc/0x20 [@PROGS@/nested]
 ADDR : a+0xd/0x18 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 [@PROGS@/nested]
 ADDR : __libc_init_first+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : __libc_start_main+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : _start+0x21/0x30 [@PROGS@/nested]
b+0xc [nested]
a+0xd [nested]
main+0x4c [nested]
__libc_init_first+OFF [libc.so.6]
__libc_start_main+OFF [libc.so.6]
_start+0x21 [nested]
