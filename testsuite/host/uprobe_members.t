# $p->member over a user binary's DWARF types: a member the struct does
# not have (stap's message, with the alternatives), and '->' on a number
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").function("norm") {
	println($p->z)
}
probe process("@PROGS@/calls").function("square") {
	println($n->x)
}
=== EXPECT
semantic error: unable to find member 'z' for struct point (alternatives: x, y): operator '->' at uprobe_members.stp:2:12
        source: 	println($p->z)
                	          ^

semantic error: invalid access '->x' vs. long int: operator '->' at uprobe_members.stp:5:12
        source: 	println($n->x)
                	          ^

Pass 2: analysis failed.  [man error::pass2]
