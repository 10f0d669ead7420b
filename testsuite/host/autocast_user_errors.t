# A local assigned a user binary's typed value ($p of calls, a struct
# point *) has its DWARF type: a member it has not is stap's error.
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").function("norm").call {
	p = $p
	println(p->x + p->y)
	println(p->z)
}
=== EXPECT
semantic error: unable to find member 'z' for struct point (alternatives: x, y): operator '->' at autocast_user_errors.stp:4:11
        source: 	println(p->z)
                	         ^

Pass 2: analysis failed.  [man error::pass2]
