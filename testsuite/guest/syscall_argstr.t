# argstr as stap shows it: quoted paths, open flags and modes, mmap's
# prot and flags, dirfds, signals, a write's buffer; retstr with errno
# names. The calls are the test program's own, told apart by their
# arguments from what its start-up does.
=== CMD @PROGS@/syscall_args
=== PROG
# argstr as stap shows it: quoted paths, open flags and modes, mmap's
# prot and flags, dirfds, signals, a write's buffer; retstr with errno
# names. The calls are the test program's own, told apart by their
# arguments from what its start-up does.
probe syscall.open, syscall.openat, syscall.mmap, syscall.kill,
      syscall.write, syscall.close {
	if (pid() == target() && (name != "mmap" || len == 12288) &&
	    (name != "openat" || filename == "\"/tapc-no-such-dir\""))
		printf("%s(%s)\n", name, argstr)
}

probe syscall.open.return, syscall.write.return {
	if (pid() == target())
		printf("%s = %s\n", name, retstr)
}
=== EXPECT
open("/tapc-no-such-file", O_RDONLY|O_CLOEXEC)
open = -2 (ENOENT)
open("/tapc-no-such-dir/new", O_WRONLY|O_CREAT|O_TRUNC, 0640)
open = -2 (ENOENT)
openat(AT_FDCWD, "/tapc-no-such-dir", O_RDONLY|O_DIRECTORY)
mmap(0x0, 12288, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0)
kill(-999999, SIGUSR1)
write(1000, "hello\n", 6)
write = -9 (EBADF)
close(1000)
