# Autocast of a user binary's DWARF types: a local assigned $p (a struct
# point * in calls) reads its members in the process's memory, as $p->x
# does (calls 100: x sums to 4950, y to 9900).
=== CMD @PROGS@/calls 100
=== PROG
global xs, ys
probe process("@PROGS@/calls").function("norm").call {
	p = $p
	xs += p->x
	ys += p->y
}
probe end {
	printf("x %d, y %d\n", xs, ys)
}
=== EXPECT
x 4950, y 9900
