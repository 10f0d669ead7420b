# Source lines of user addresses from the DWARF line table of a program
# built with -g (nested: main calls a, a calls b, b calls c), with libc's
# tables too (--ldd), which has no DWARF: print_ubacktrace_fileline
# names each of nested's frames with its file and line, as addr2line
# gives them for each address (c's entry at line 11, b's return address
# at 18, a's at 23, main's at 30), and libc's frames as print_ubacktrace
# does; usymfile, usymline and usymfileline of c's entry; of an address
# in libc (no line table) and of one in no binary, the address in hex
=== ARGS --ldd
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's|/[^ ]*/progs/|@PROGS@/|g; s/0x[0-9a-f]{9,}/ADDR/g; s/(libc\.so\.6|__libc_start_main|__libc_init_first)\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/\1+OFF/g'
=== PROG
global done

probe process("@PROGS@/nested").function("c") {
	if (pid() != target() || done++)
		next
	print_ubacktrace_fileline()
	println(usymfile(uaddr()))
	println(usymline(uaddr()))
	println(usymfileline(uaddr()))
	println(usymfileline(ustack(4)))
	println(usymline(ustack(4)))
	println(usymfile(8))
	println(usymfileline(8))
}
=== EXPECT
 ADDR : c+0x0/0x10 at @PROGS@/nested.c:11 [@PROGS@/nested]
 ADDR : b+0xc/0x20 at @PROGS@/nested.c:18 [@PROGS@/nested]
 ADDR : a+0xd/0x18 at @PROGS@/nested.c:23 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 at @PROGS@/nested.c:30 [@PROGS@/nested]
 ADDR : __libc_init_first+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : __libc_start_main+OFF [/usr/lib/x86_64-linux-gnu/libc.so.6]
 ADDR : _start+0x21/0x30 [@PROGS@/nested]
@PROGS@/nested.c
11
@PROGS@/nested.c:11
ADDR
ADDR
0x8
0x8
