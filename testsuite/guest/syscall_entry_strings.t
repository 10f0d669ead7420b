# @entry() of strings at syscall.NAME.return, kept from the call's entry
# in the module's table beside the values: at execve's return the name
# the process had when it made the call, the new one after it
=== CMD /bin/sh -c 'exec /bin/true'
=== PROG
# @entry() of strings at syscall.NAME.return, kept from the call's entry
# in the module's table beside the values: at execve's return the name
# the process had when it made the call, the new one after it
probe syscall.execve.return {
	if (execname() == "true")
		printf("%s: %s -> %s, %s, tid %s\n", pp(), @entry(execname()),
		       execname(), @entry(sprintf("[%s]", execname())),
		       @entry(tid()) == tid() ? "kept" : "lost")
}
=== EXPECT
syscall.execve.return: sh -> true, [sh], tid kept
