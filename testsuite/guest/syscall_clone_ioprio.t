# clone's and ioprio_set's argstr as stap prints them: clone's exit
# signal (its flags' low byte) by name apart from its flags, its stack in
# hex and no tls; an I/O priority's class by name, then its data
=== CMD @PROGS@/clone_ioprio
=== PROG
# clone's and ioprio_set's argstr as stap prints them: clone's exit
# signal (its flags' low byte) by name apart from its flags, its stack in
# hex and no tls; an I/O priority's class by name, then its data
probe syscall.clone, syscall.ioprio_set {
	if (pid() == target())
		printf("%s (%s)\n", name, argstr)
}
=== EXPECT_REGEX
clone \(0x0\|SIGCHLD, 0x0, 0x0, 0x0\)
clone \(CLONE_FS\|CLONE_NEWNS\|SIGUSR1, 0x[0-9a-f]+, 0xffffffffffffffff, 0x0\)
clone \(CLONE_FS\|CLONE_NEWNS\|0x7f, 0x[0-9a-f]+, 0x0, 0x0\)
clone \(CLONE_FS\|CLONE_NEWNS\|0x2001000, 0x[0-9a-f]+, 0x0, 0x0\)
ioprio_set \(IOPRIO_WHO_PROCESS, 0, IOPRIO_CLASS_BE\|7\)
ioprio_set \(IOPRIO_WHO_PROCESS, 0, 0x7\|8191\)
