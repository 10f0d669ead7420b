# An autocast local holding a member array (its value is the array's
# address) is indexed in its elements: task_current()->comm's first two
# bytes are the command's name's, "ta" of tapc_... or whatever runs the
# probe: compared with execname()'s own.
=== PROG
probe begin {
	c = task_current()->comm
	printf("%d %d\n", (c)[0] == stringat(execname(), 0),
	       (c)[1] == stringat(execname(), 1))
	exit()
}
=== EXPECT
1 1
