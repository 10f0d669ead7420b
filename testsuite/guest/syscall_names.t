# stap's variables of system calls on real calls with known values: the
# decoded forms (flags_str, dfd_str, prot_str, sig_name, whence_str,
# clk_id_str, socket's family_str, type_str and protocol_str, mknodat's
# mode_str), strings unquoted (filename_unquoted, oldname_str_unquoted)
# and stap's names of the kernel's arguments (fildes, clk_id, oldname_str)
=== CMD @PROGS@/syscall_names
=== PROG
# stap's variables of system calls on real calls with known values: the
# decoded forms (flags_str, dfd_str, prot_str, sig_name, whence_str,
# clk_id_str, socket's family_str, type_str and protocol_str, mknodat's
# mode_str), strings unquoted (filename_unquoted, oldname_str_unquoted)
# and stap's names of the kernel's arguments (fildes, clk_id, oldname_str)
probe syscall.openat {
	if (pid() == target() && filename_unquoted =~ "tapc-names")
		printf("openat dfd_str=%s filename=%s filename_unquoted=%s flags_str=%s argstr=%s\n",
		       dfd_str, filename, filename_unquoted, flags_str, argstr)
}
probe syscall.mmap {
	if (pid() == target() && len == 20480)
		printf("mmap prot_str=%s flags_str=%s\n", prot_str, flags_str)
}
probe syscall.mprotect {
	if (pid() == target() && len == 4096)
		printf("mprotect addr_is_start=%d prot_str=%s\n", addr == start, prot_str)
}
probe syscall.msync {
	if (pid() == target() && length == 4096)
		printf("msync flags_str=%s\n", flags_str)
}
probe syscall.kill, syscall.tkill {
	if (pid() == target())
		printf("%s sig_name=%s sig_str=%s\n", name, sig_name, sig_str)
}
probe syscall.lseek {
	if (pid() == target() && fildes == 1000)
		printf("lseek fildes=%d whence_str=%s argstr=%s\n", fildes, whence_str,
		       argstr)
}
probe syscall.socket {
	if (pid() == target())
		printf("socket family_str=%s type_str=%s protocol_str=%s argstr=%s\n",
		       family_str, type_str, protocol_str, argstr)
}
probe syscall.clock_gettime {
	if (pid() == target() && clk_id == 7)
		printf("clock_gettime clk_id=%d clk_id_str=%s\n", clk_id, clk_id_str)
}
probe syscall.renameat {
	if (pid() == target())
		printf("renameat olddfd_str=%s oldname_str=%s oldname_str_unquoted=%s newname_str=%s same=%d\n",
		       olddfd_str, oldname_str, oldname_str_unquoted, newname_str,
		       oldname == oldname_uaddr)
}
probe syscall.unlinkat {
	if (pid() == target())
		printf("unlinkat dfd_str=%s pathname_str=%s flag_str=%s\n", dfd_str,
		       pathname_str, flag_str)
}
probe syscall.mknodat {
	if (pid() == target())
		printf("mknodat dirfd_str=%s pathname=%s mode_str=%s argstr=%s\n", dirfd_str,
		       pathname, mode_str, argstr)
}
probe syscall.write {
	if (pid() == target() && fd == 1000)
		printf("write buf_str=%s\n", buf_str)
}
=== EXPECT
openat dfd_str=AT_FDCWD filename="/tapc-names-none" filename_unquoted=/tapc-names-none flags_str=O_RDONLY|O_CLOEXEC argstr=AT_FDCWD, "/tapc-names-none", O_RDONLY|O_CLOEXEC
openat dfd_str=1000 filename="tapc-names-rel" filename_unquoted=tapc-names-rel flags_str=O_WRONLY|O_CREAT|O_EXCL argstr=1000, "tapc-names-rel", O_WRONLY|O_CREAT|O_EXCL, 0600
mmap prot_str=PROT_READ|PROT_EXEC flags_str=MAP_PRIVATE|MAP_ANONYMOUS
mprotect addr_is_start=1 prot_str=PROT_NONE
msync flags_str=MS_ASYNC|MS_INVALIDATE
kill sig_name=SIGUSR2 sig_str=SIGUSR2
tkill sig_name= sig_str=SIGTERM
lseek fildes=1000 whence_str=SEEK_END argstr=1000, 0, SEEK_END
socket family_str=PF_INET type_str=SOCK_DGRAM|SOCK_CLOEXEC protocol_str=IPPROTO_IP argstr=PF_INET, SOCK_DGRAM|SOCK_CLOEXEC, IPPROTO_IP
clock_gettime clk_id=7 clk_id_str=CLOCK_BOOTTIME
renameat olddfd_str=AT_FDCWD oldname_str="/tapc-names-a" oldname_str_unquoted=/tapc-names-a newname_str="/tapc-names-b" same=1
unlinkat dfd_str=AT_FDCWD pathname_str="/tapc-names-dir" flag_str=AT_REMOVEDIR
mknodat dirfd_str=AT_FDCWD pathname="/tapc-names-dir/fifo" mode_str=S_IFIFO|0640 argstr=AT_FDCWD, "/tapc-names-dir/fifo", S_IFIFO|0640, 0
write buf_str="names\n"
