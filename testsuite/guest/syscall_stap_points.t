# stap's names of system call points on real calls: syscall.pread and
# nd_syscall.pwrite (pread64, pwrite64) with stap's offset, syscall.fstatat
# (newfstatat) with path and flags_str, syscall.umount (umount2) with
# target and flags_str, syscall.eventfd and syscall.pipe (eventfd2,
# pipe2) named as the call, and syscall.send, which never fires for a
# 64-bit task (its send(2) is sendto); semget's key_str (and its flags
# of none, which stap's tapset shows as nothing) and fanotify_mark's
# flags_str and mask_str
=== CMD @PROGS@/stap_points
=== PROG
# stap's names of system call points on real calls: syscall.pread and
# nd_syscall.pwrite (pread64, pwrite64) with stap's offset, syscall.fstatat
# (newfstatat) with path and flags_str, syscall.umount (umount2) with
# target and flags_str, syscall.eventfd and syscall.pipe (eventfd2,
# pipe2) named as the call, and syscall.send, which never fires for a
# 64-bit task (its send(2) is sendto); semget's key_str and
# fanotify_mark's flags_str and mask_str
probe syscall.pread, nd_syscall.pwrite {
	if (pid() == target())
		printf("%s fd=%d count=%d offset=%d\n", name, fd, count, offset)
}
probe syscall.pread.return {
	if (pid() == target())
		printf("%s.return %s\n", name, retstr)
}
probe syscall.fstatat {
	if (pid() == target() && path_unquoted =~ "tapc-points")
		printf("%s dirfd_str=%s path=%s flags_str=%s\n", name, dirfd_str, path,
		       flags_str)
}
probe syscall.umount {
	if (pid() == target())
		printf("%s target=%s flags_str=%s\n", name, target, flags_str)
}
probe syscall.eventfd {
	if (pid() == target())
		printf("%s count=%d flags_str=%s\n", name, count, flags_str)
}
probe syscall.pipe {
	if (pid() == target())
		printf("%s flag_str=%s\n", name, flag_str)
}
probe syscall.send, syscall.sendto {
	if (pid() == target())
		printf("%s s=%d len=%d flags_str=%s\n", name, s, len, flags_str)
}
probe syscall.semget {
	if (pid() == target())
		printf("%s key_str=%s argstr=%s\n", name, key_str, argstr)
}
probe syscall.fanotify_mark {
	if (pid() == target())
		printf("%s flags_str=%s mask_str=%s\n", name, flags_str, mask_str)
}
=== EXPECT
pread fd=1000 count=16 offset=4096
pread.return -9 (EBADF)
pwrite fd=1000 count=6 offset=8192
fstatat dirfd_str=AT_FDCWD path="/tapc-points-none" flags_str=AT_SYMLINK_NOFOLLOW
umount target="/tapc-points-none" flags_str=MNT_DETACH
eventfd2 count=3 flags_str=EFD_CLOEXEC
pipe2 flag_str=O_CLOEXEC
semget key_str=IPC_PRIVATE argstr=IPC_PRIVATE, -1, 
fanotify_mark flags_str=FAN_MARK_ADD mask_str=FAN_CLOSE_WRITE|FAN_OPEN
sendto s=3 len=2 flags_str=MSG_DONTWAIT
