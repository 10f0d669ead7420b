# Without the mmap lock (-D TAPC_UMAP_UNLOCKED makes every lookup go
# without it, as one does when a writer holds the lock), the program's
# own code is still named, from its memory's start_code and executable:
# at c of nested (built with -g), print_ubacktrace names c, b, a and
# main, then the C library's frame in hex, where the walk ends; the
# libc function's own frame, at getpid probed by symbol, is not named
=== ARGS -D TAPC_UMAP_UNLOCKED
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's|/[^ ]*/progs/|@PROGS@/|g; s/0x[0-9a-f]{9,}/ADDR/g'
=== PROG
global done, getpids

probe process("@PROGS@/nested").function("c") {
	if (pid() != target() || done++)
		next
	print_ubacktrace()
	println(usymname(uaddr()), " in ", umodname(uaddr()))
}

probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid") {
	if (pid() != target() || getpids++)
		next
	println(usymname(uaddr()))
}
=== EXPECT
 ADDR : c+0x0/0x10 [@PROGS@/nested]
 ADDR : b+0xc/0x20 [@PROGS@/nested]
 ADDR : a+0xd/0x18 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 [@PROGS@/nested]
 ADDR
c in @PROGS@/nested
ADDR
