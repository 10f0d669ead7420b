# -d BINARY without --ldd: the program's tables only. At a system call's
# probe the user stack starts in libc's getpid, in no binary of the
# module's tables, so the walk ends at once: print_ubacktrace prints the
# one address with the file mapped there, its offset from the file's load
# and the load's extent, as stap 5.6 does (libc's offsets are its
# build's, filtered: tapset_values_ubacktrace checks them), and umodname
# of it is that file's path
=== ARGS -d @PROGS@/nested
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's/0x[0-9a-f]{9,}/ADDR/g; s/(libc\.so\.6)\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/\1+OFF/g'
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
 ADDR [/usr/lib/x86_64-linux-gnu/libc.so.6+OFF]
/usr/lib/x86_64-linux-gnu/libc.so.6
