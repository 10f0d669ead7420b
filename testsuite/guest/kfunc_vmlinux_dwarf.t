# The kernel's own code placed from its DWARF (Debian's
# linux-image-REL-dbg, 5.6 GB installed: a counted skip without it). A
# static program preads one byte of /etc/hostname 100 times: vfs_read by
# its source file, with $count; line 473 of fs/read_write.c (`if (ret >
# 0)`) reading the local $ret (counted inside the calls seen entering:
# the target's first read(2), of the runner's pipe, began before the
# probes were armed); the functions of fs/read_write.c by glob
# (vfs_read, ksys_pread64 and the system call among them); add_rchar, a
# kernel inline, at its instance in vfs_read (counted while the target is
# in vfs_read: exec's reads of the program are add_rchar's too).
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== CMD @PROGS@/pread_loop /etc/hostname 100
=== TIMEOUT 400
=== PROG
global counts, rets, funcs, inside, inlines

probe kernel.function("vfs_read@fs/read_write.c") {
	if (pid() == target()) {
		counts[$count]++
		inside[tid()] = 1
	}
}
probe kernel.function("vfs_read@fs/read_write.c").return {
	delete inside[tid()]
}
probe kernel.statement("vfs_read@fs/read_write.c:473") {
	if (pid() == target() && inside[tid()])
		rets[$ret]++
}
probe kernel.function("*@fs/read_write.c") {
	if (pid() == target())
		funcs[ppfunc()]++
}
probe kernel.function("add_rchar").inline {
	if (pid() == target() && inside[tid()])
		inlines[ppfunc()]++
}
probe end {
	foreach (c in counts)
		printf("vfs_read with $count %d: %d\n", c, counts[c])
	foreach (r in rets)
		printf("line 473 with $ret %d: %d\n", r, rets[r])
	printf("vfs_read: %d\n", funcs["vfs_read"])
	printf("ksys_pread64: %d\n", funcs["ksys_pread64"])
	printf("__x64_sys_pread64: %d\n", funcs["__x64_sys_pread64"])
	foreach (f in inlines)
		printf("inline %s in vfs_read: %d\n", f, inlines[f])
}
=== EXPECT
vfs_read with $count 1: 100
line 473 with $ret 1: 100
vfs_read: 100
ksys_pread64: 100
__x64_sys_pread64: 100
inline add_rchar in vfs_read: 100
