# Guru mode's $param = EXPR at a kernel function's entry: vfs_write()'s
# count of progs/guru_writes' 7 bytes (to /dev/null) set to 3 in its
# register reaches the function, which returns 3, as its .return sees
# and the program prints; a member written through a parameter reads back
# the new value (and is put back). The program's output and the
# script's are sorted, their order being the scheduler's.
=== ARGS -g
=== CMD @PROGS@/guru_writes
=== PROG
probe kernel.function("vfs_write") {
	if (pid() == target() && $count == 7) {
		$count = 3
		pos = $file->f_pos
		$file->f_pos = 12345
		printf("count %d, f_pos %d\n", $count, $file->f_pos)
		$file->f_pos = pos
	}
}
probe kernel.function("vfs_write").return {
	if (pid() == target() && $return == 3)
		printf("vfs_write returned %d\n", $return)
}
=== FILTER
LC_ALL=C sort
=== EXPECT
count 3, f_pos 12345
vfs_write returned 3
wrote 3
