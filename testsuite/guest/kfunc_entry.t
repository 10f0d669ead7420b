# @entry(EXPR) in kernel.function returns: EXPR computed at the call's
# entry into the storage its kretprobe instance carries, read at the
# return. Each read(2) of one byte moves the position vfs_read is given
# (*$pos: read(2) sets $file->f_pos from it after) by one between the
# entry and the return (read there through its address: $pos[0] at a
# return is the entry's, as stap reads it, so it moves by 0); time does not go back; @entry($count) of a
# parameter.
=== CMD @PROGS@/read_loop /tmp/tapc_kfunc_entry 100
=== PROG
# @entry(EXPR) in kernel.function returns: EXPR computed at the call's
# entry into the storage its kretprobe instance carries, read at the
# return. Each read(2) of one byte moves the position vfs_read is given
# (*$pos: read(2) sets $file->f_pos from it after) by one between the
# entry and the return (read there through its address: $pos[0] at a
# return is the entry's, as stap reads it, so it moves by 0); time does not go back; @entry($count) of a
# parameter.
global moved, still, ordered, counts

probe kernel.function("vfs_read").return {
	if (pid() != target())
		next
	moved[kernel_long(&$pos[0]) - @entry($pos[0])]++
	still[$pos[0] - @entry($pos[0])]++
	ordered[gettimeofday_ns() >= @entry(gettimeofday_ns())]++
	counts[@entry($count)]++
}

probe end {
	foreach (m in moved)
		printf("*$pos moved by %d: %d\n", m, moved[m])
	foreach (m in still)
		printf("$pos[0] moved by %d: %d\n", m, still[m])
	foreach (o in ordered)
		printf("return not before entry %d: %d\n", o, ordered[o])
	foreach (c in counts)
		printf("@entry($count) %d: %d\n", c, counts[c])
}
=== EXPECT
*$pos moved by 1: 100
$pos[0] moved by 0: 100
return not before entry 1: 100
@entry($count) 1: 100
