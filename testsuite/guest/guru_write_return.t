# Guru mode's $return = EXPR at a kernel function's return: vfs_write()'s
# 7 of progs/guru_writes' write(2) becomes 2, which write(2) returns to
# the program; the body reads back the value it wrote. The program's
# output and the script's are sorted, their order being the scheduler's.
=== ARGS -g
=== CMD @PROGS@/guru_writes
=== PROG
probe kernel.function("vfs_write").return {
	if (pid() == target() && $return == 7) {
		$return = 2
		printf("return now %d\n", $return)
	}
}
=== FILTER
LC_ALL=C sort
=== EXPECT
return now 2
wrote 2
