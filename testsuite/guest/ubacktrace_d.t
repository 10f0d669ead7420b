# -d BINARY without --ldd: the program's tables only. At a system call's
# probe the user stack starts in libc's getpid, in no binary of the
# module's tables, so the walk ends at once: print_ubacktrace prints the
# one address in hex, and umodname of it is stap's error
=== ARGS -d @PROGS@/nested
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's/0x[0-9a-f]{9,}/ADDR/g'
=== PROG
global done

probe syscall.getpid {
	if (pid() != target() || done++)
		next
	print_ubacktrace()
	try {
		println(umodname(uaddr()))
	} catch (e) {
		println(e)
	}
}
=== EXPECT
 ADDR
module cannot be found
