# generic.fop.llseek and .return at a program's seek to 1 (SEEK_SET) in a
# file of a ramfs, whose llseek is generic_file_llseek (progs/fop_ops.c):
# name, argstr, whence, the file's path, the return's value. Where the
# kernel's compiler inlined generic_file_llseek into vfs_llseek (gcc 16:
# 7.2, behind a test of the file's llseek), no kprobe on the function
# sees that call (stap sees its inline instance in the kernel's DWARF
# alone; the tapsets are on the out-of-line functions): the SETUP's
# feature test, the kernel's function tracer, tells, and the case is a
# counted skip there.
=== SETUP /bin/sh -c 'mkdir -p /tmp/gfl && mount -t ramfs none /tmp/gfl && @PROGS@/ftrace_calls.sh generic_file_llseek "a program seeks in a file of a ramfs" @PROGS@/fop_ops /tmp/gfl/f; st=$?; umount /tmp/gfl; rmdir /tmp/gfl; exit $st'
=== CMD /bin/bash -c 'mkdir -p /tmp/gfl && mount -t ramfs none /tmp/gfl && { @PROGS@/fop_ops /tmp/gfl/f || echo "fop_ops failed: $?"; }; umount /tmp/gfl; rmdir /tmp/gfl'
=== PROG
probe generic.fop.llseek {
	if (execname() == "fop_ops")
		printf("%s: %s, devname %s, argstr %s, whence %s, maxbyte > 0: %d\n", name,
		       pathname, devname, argstr, whence_str, maxbyte > 0)
}
probe generic.fop.llseek.return {
	if (execname() == "fop_ops")
		printf("%s.return: %s, error %d%s\n", name, retstr, error, error_str)
}
=== EXPECT
generic_file_llseek: /tmp/gfl/f, devname N/A, argstr 1, 0, whence SEEK_SET, maxbyte > 0: 1
generic_file_llseek.return: 1, error 0
